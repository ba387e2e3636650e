import { describe, expect, it } from 'vitest';
import { createLogger, isoTimeField } from '../src/server/logger';

describe('the access log time', () => {
  it('each line carries the ISO 8601 time it was written at, as pino writes it', () => {
    const lines: string[] = [];
    const logger = createLogger({
      level: 'info',
      pretty: false,
      destination: { write: (line) => lines.push(line) },
    });
    const before = Date.now();
    logger.info({ msg: 'request', status: 200 });
    logger.info({ msg: 'request', status: 404 });
    const after = Date.now();
    for (const line of lines) {
      const { time, level, status } = JSON.parse(line) as Record<string, unknown>;
      expect(level).toBe('info');
      expect([200, 404]).toContain(status);
      expect(time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      expect(Date.parse(String(time))).toBeGreaterThanOrEqual(before);
      expect(Date.parse(String(time))).toBeLessThanOrEqual(after);
    }
  });

  it('a new millisecond gets its own time, and the same millisecond the same text', () => {
    expect(isoTimeField(0)).toBe(',"time":"1970-01-01T00:00:00.000Z"');
    expect(isoTimeField(1)).toBe(',"time":"1970-01-01T00:00:00.001Z"');
    expect(isoTimeField(1)).toBe(',"time":"1970-01-01T00:00:00.001Z"');
    expect(isoTimeField(1_700_000_000_123)).toBe(',"time":"2023-11-14T22:13:20.123Z"');
  });
});
