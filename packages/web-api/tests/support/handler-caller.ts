import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

/** Calls a /web handler once over loopback: method, payload (query or JSON) and an optional bearer token. */
export function createHandlerCaller(handle: (req: IncomingMessage, res: ServerResponse) => void) {
  return async (method: 'GET' | 'POST', payload: Record<string, unknown>, token?: string) => {
    const server = createServer(handle);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(payload))
      if (value !== undefined) query.set(key, String(value));
    try {
      const answer = await fetch(
        `http://127.0.0.1:${port}/web${method === 'GET' ? `?${query}` : ''}`,
        {
          method,
          headers: {
            ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          ...(method === 'POST' ? { body: JSON.stringify(payload) } : {}),
        },
      );
      // biome-ignore lint/suspicious/noExplicitAny: tests read into the answer.
      return { status: answer.status, body: (await answer.json()) as any };
    } finally {
      server.closeAllConnections();
      server.close();
    }
  };
}
