import { describe, expect, it } from 'vitest';
import { createLogger, isoTimeField, writeInfoLine } from '../src/server/logger';

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

describe('the access line written without pino (writeInfoLine)', () => {
  const capture = (level: 'info' | 'warn') => {
    const lines: string[] = [];
    const logger = createLogger({
      level,
      pretty: false,
      destination: { write: (line) => lines.push(line) },
    });
    return { logger, lines };
  };
  const fields = {
    msg: 'request',
    reqId: 'a-1',
    method: 'GET',
    path: '/en/"quoted"\\\u2028',
    status: 200,
    durationMs: 0.5,
    cache: undefined,
    upstreamMs: 3.1,
  };

  it('is the line pino writes for the same fields, key for key, undefined fields left out', () => {
    const pinoWay = capture('info');
    const ours = capture('info');
    pinoWay.logger.info(fields);
    writeInfoLine(ours.logger, fields);
    const withoutTime = (line: string | undefined) =>
      String(line).replace(/"time":"[^"]+"/, '"time":""');
    expect(ours.lines).toHaveLength(1);
    expect(withoutTime(ours.lines[0])).toBe(withoutTime(pinoWay.lines[0]));
    expect(ours.lines[0]?.endsWith('}\n')).toBe(true);
    expect(JSON.parse(String(ours.lines[0])).path).toBe(fields.path);
  });

  it('writes nothing when the level is above info', () => {
    const quiet = capture('warn');
    writeInfoLine(quiet.logger, fields);
    expect(quiet.lines).toEqual([]);
  });
});
