import {
  createGoogleSandbox,
  type GoogleSandbox,
  type GoogleSandboxOptions,
  seededRandom,
} from '../../src/index';
import { s256Challenge } from '../../src/oauth/pkce';

/** The OAuth client every test registers. */
export const CLIENT = {
  clientId: 'sandbox-test.apps.googleusercontent.com',
  clientSecret: 'sandbox-test-secret',
  redirectUris: ['http://localhost:3000/account/pins/locations'],
};

/** The redirect URI of CLIENT. */
export const REDIRECT_URI = 'http://localhost:3000/account/pins/locations';

/** Monday 2 June 2025, 09:00:00 UTC: the start of a minute, so quota windows begin with the test. */
export const START_MS = Date.UTC(2025, 5, 2, 9, 0, 0);

/** The scope tests ask for unless they say otherwise. */
export const SCOPE = 'https://www.googleapis.com/auth/business.manage email';

/** A code verifier of the form RFC 7636 requires. */
export const VERIFIER = 'sandbox-verifier-0123456789-abcdefghijklmnopqrstuvwxyz';

/** The origin requests are addressed to in process. */
const ORIGIN = 'http://sandbox.test';

/** An answer read whole: status, headers and the body as JSON (or text when it is not JSON). */
export interface Answer {
  status: number;
  headers: Headers;
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers of every shape.
  body: any;
  text: string;
}

/** Reads an answer whole. */
export async function read(response: Response): Promise<Answer> {
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: the text is the body (HTML pages, garbage injected on purpose).
  }
  return { status: response.status, headers: response.headers, body, text };
}

/** A sandbox on a test clock, with helpers to call it in process. */
export interface TestSandbox {
  sandbox: GoogleSandbox;
  /** Moves the clock on. */
  advance(ms: number): void;
  now(): number;
  /** Calls `{origin}/{host}{path}` with an optional Bearer token and JSON body. */
  call(
    method: string,
    hostAndPath: string,
    options?: { token?: string; json?: unknown; body?: string; headers?: Record<string, string> },
  ): Promise<Answer>;
  /** Signs in as a sandbox user through the consent page and returns the token answer. */
  signIn(options?: SignInOptions): Promise<Answer>;
  /** A live access token of the merchant (business.manage and email). */
  merchantToken(): Promise<string>;
}

/** How a test signs in. */
export interface SignInOptions {
  scope?: string;
  userSub?: string;
  accessType?: 'online' | 'offline';
  prompt?: string;
  verifier?: string;
}

/** A sandbox with the demo seed (unless given another), CLIENT registered and a clock at START_MS. */
export function testSandbox(options: GoogleSandboxOptions = {}): TestSandbox {
  let now = START_MS;
  const sandbox = createGoogleSandbox({
    now: () => now,
    random: seededRandom(7),
    clients: [CLIENT],
    ...options,
  });
  const call: TestSandbox['call'] = async (
    method,
    hostAndPath,
    { token, json, body, headers } = {},
  ) => {
    const init: RequestInit = {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(json !== undefined ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      ...(json !== undefined ? { body: JSON.stringify(json) } : body !== undefined ? { body } : {}),
    };
    const base = (options.basePath ?? '').replace(/\/+$/, '');
    return read(await sandbox.handle(new Request(`${ORIGIN}${base}/${hostAndPath}`, init)));
  };
  const signIn: TestSandbox['signIn'] = async (signInOptions = {}) => {
    const code = await authorizationCode(call, signInOptions);
    return tokenRequest(call, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT_URI,
      code_verifier: signInOptions.verifier ?? VERIFIER,
      client_id: CLIENT.clientId,
      client_secret: CLIENT.clientSecret,
    });
  };
  return {
    sandbox,
    advance: (ms) => {
      now += ms;
    },
    now: () => now,
    call,
    signIn,
    merchantToken: async () => (await signIn()).body.access_token as string,
  };
}

/** The query of an authorization request by CLIENT. */
export async function authQuery(
  options: SignInOptions & { state?: string } = {},
): Promise<URLSearchParams> {
  return new URLSearchParams({
    client_id: CLIENT.clientId,
    redirect_uri: REDIRECT_URI,
    response_type: 'code',
    scope: options.scope ?? SCOPE,
    state: options.state ?? 'state-123',
    code_challenge: await s256Challenge(options.verifier ?? VERIFIER),
    code_challenge_method: 'S256',
    access_type: options.accessType ?? 'offline',
    ...(options.prompt !== undefined ? { prompt: options.prompt } : {}),
  });
}

/** The request id the consent page carries in its forms. */
export function consentRequestId(html: string): string {
  const match = /name="request" value="([^"]+)"/.exec(html);
  if (!match) throw new Error(`No consent form in: ${html.slice(0, 200)}`);
  return match[1] as string;
}

/** Goes through the consent page as a user (the merchant by default) and returns the code. */
export async function authorizationCode(
  call: TestSandbox['call'],
  options: SignInOptions = {},
): Promise<string> {
  const page = await call(
    'GET',
    `accounts.google.com/o/oauth2/v2/auth?${await authQuery(options)}`,
  );
  const approve = new URLSearchParams({
    request: consentRequestId(page.text),
    user: options.userSub ?? '110248495921238986420',
    decision: 'allow',
  });
  const redirect = await call('GET', `accounts.google.com/o/oauth2/v2/approve?${approve}`);
  const location = new URL(redirect.headers.get('location') ?? '');
  return location.searchParams.get('code') ?? '';
}

/** POSTs form fields to the token endpoint. */
export function tokenRequest(
  call: TestSandbox['call'],
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<Answer> {
  return call('POST', 'oauth2.googleapis.com/token', {
    body: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  });
}
