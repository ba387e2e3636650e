import { createServer, type Server } from 'node:http';
import { expect } from 'vitest';
import { createContractValidator } from '../../src/access/contract-validator';
import {
  createWebApi,
  DEMO_CREDENTIALS,
  type OutboxMessage,
  type WebApi,
  type WebApiOptions,
} from '../../src/index';
import { freshDatabase } from './fresh-database';
import { TEST_CLOCK_START } from './test-clock';

/** One call to /web as a test makes it. */
export interface CallInit {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  payload?: Record<string, unknown>;
  token?: string | null;
  headers?: Record<string, string>;
  /** Multipart body instead of JSON (uploads). */
  form?: FormData;
  /** Raw body text with its content type (malformed-input tests). */
  raw?: { type: string; body: string | Uint8Array };
}

/** The answer: status, parsed body and headers. */
export interface CallResult {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: tests read into answers the contract already checked.
  body: any;
  headers: Headers;
}

/** A running backend on loopback with an injected clock and a captured outbox. */
export interface TestApi {
  api: WebApi;
  base: string;
  clock: { now: number };
  outbox: OutboxMessage[];
  call(init: CallInit): Promise<CallResult>;
  signIn(): Promise<string>;
  adminSignIn(): Promise<string>;
  close(): Promise<void>;
}

const responses = createContractValidator();
/** Every `Controller/subaction` answered 200 since the last `clear()` (a worker keeps it across files). */
export const answered = new Set<string>();

/**
 * Checks an answer against the contract: a 200 against `<Controller><Subaction>Response`, anything
 * else against ErrorBody (410 with its location header, 429 with retry-after).
 */
export function expectContractAnswer(payload: Record<string, unknown>, result: CallResult): void {
  const controller = String(payload.controller ?? 'Index');
  const subaction = String(payload.subaction ?? 'index');
  if (result.status === 200) {
    const name = `${controller}${subaction.replace(/^./, (c) => c.toUpperCase())}Response`;
    expect(
      responses.check(name, result.body),
      `${name}: ${JSON.stringify(result.body).slice(0, 400)}`,
    ).toEqual([]);
    answered.add(`${controller}/${subaction}`);
    return;
  }
  expect(responses.check('ErrorBody', result.body), JSON.stringify(result.body)).toEqual([]);
  expect(result.body.statusCode).toBe(result.status);
  if (result.status === 410) expect(result.headers.get('location')).toBe(result.body.data.location);
  if (result.status === 429) expect(Number(result.headers.get('retry-after'))).toBeGreaterThan(0);
}

/** Starts a backend in demo mode on a fresh database (the run's demo image in memory, or a fresh schema on PostgreSQL). */
export async function startTestApi(more: Partial<WebApiOptions> = {}): Promise<TestApi> {
  const clock = { now: TEST_CLOCK_START };
  const outbox: OutboxMessage[] = [];
  const api = await createWebApi({
    ...(await freshDatabase('demo')),
    demo: true,
    jwtSecret: 'test-secret-of-at-least-thirty-two-characters',
    // The tests play the one trusted proxy: X-Forwarded-For from them names the client.
    trustProxy: 1,
    now: () => clock.now,
    outbox: async (message) => {
      outbox.push(message);
    },
    log: () => {},
    ...more,
  });
  const server: Server = createServer(api.handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const base = `http://127.0.0.1:${port}/web`;

  async function call(init: CallInit): Promise<CallResult> {
    const method = init.method ?? 'GET';
    const payload = init.payload ?? {};
    const headers: Record<string, string> = { ...(init.headers ?? {}) };
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    let url = base;
    let body: string | FormData | Uint8Array | undefined;
    if (method === 'GET') {
      const query = new URLSearchParams();
      for (const [key, value] of Object.entries(payload)) query.set(key, String(value));
      url = `${base}?${query}`;
    } else if (init.form) {
      body = init.form;
    } else if (init.raw) {
      headers['content-type'] = init.raw.type;
      body = init.raw.body;
    } else {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(payload);
    }
    const answer = await fetch(url, { method, headers, body });
    const text = await answer.text();
    // The outbox worker sends after the answer; the test reads t.outbox as a person reads their mail.
    await api.deliverMessages();
    const result = {
      status: answer.status,
      body: text ? JSON.parse(text) : null,
      headers: answer.headers,
    };
    const fields = init.form
      ? Object.fromEntries([...init.form].filter(([, v]) => typeof v === 'string'))
      : payload;
    expectContractAnswer(fields, result);
    return result;
  }

  async function token(
    controller: 'Auth' | 'Admin',
    email: string,
    password: string,
  ): Promise<string> {
    const subaction = controller === 'Auth' ? 'signIn' : 'login';
    const result = await call({
      method: 'POST',
      payload: { controller, subaction, lang: 'en', email, password },
    });
    expect(result.status).toBe(200);
    return result.body.data.jwt;
  }

  return {
    api,
    base,
    clock,
    outbox,
    call,
    signIn: () =>
      token('Auth', DEMO_CREDENTIALS.customer.email, DEMO_CREDENTIALS.customer.password),
    adminSignIn: () =>
      token('Admin', DEMO_CREDENTIALS.admin.email, DEMO_CREDENTIALS.admin.password),
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await api.close();
    },
  };
}
