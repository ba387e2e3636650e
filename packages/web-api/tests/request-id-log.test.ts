import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createWebApi } from '../src/create-web-api';
import { databaseImage } from './support/fresh-database';

describe("the host's request id in the backend's log", () => {
  it('a failed call is logged with the X-Request-Id it came with', async () => {
    const lines: string[] = [];
    const api = await createWebApi({
      inMemory: true,
      pgliteImage: databaseImage('site'),
      jwtSecret: 'test-secret-of-at-least-thirty-two-characters',
      log: (line) => lines.push(line),
      logError: (line) => lines.push(line),
    });
    const server = createServer(api.handle);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      // A closed database makes every call fail on the server's side.
      await api.db.close();
      const answer = await fetch(
        `http://127.0.0.1:${(server.address() as AddressInfo).port}/web?controller=Index&subaction=index&lang=en&route=%2Fen`,
        { headers: { 'x-request-id': 'req-0123456789abcdef' } },
      );
      expect(answer.status).toBeGreaterThanOrEqual(500);
      const failure = lines.filter((line) => line.startsWith('[web-api]'));
      expect(failure.length).toBeGreaterThanOrEqual(1);
      expect(failure[0]).toContain('req-0123456789abcdef');
      // The path, never the query string (a token or a code may ride in it).
      expect(failure[0]).toContain('GET /web:');
      expect(lines.join('\n')).not.toContain('subaction=index');
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
