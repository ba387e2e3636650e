import type { HostRequest } from './host-request';

/** Where the demo's Google double is mounted on the site. */
export const SANDBOX_PATH = '/sandbox/google';

/** The demo's Google double as the site serves it and as the embedded backend calls it. */
export interface MountedSandbox {
  /** Answers a request under SANDBOX_PATH (the consent page the browser is sent to). */
  handle(request: Request): Promise<Response>;
  /** What the embedded backend needs to call it in process, as if it were Google. */
  google: {
    clientId: string;
    clientSecret: string;
    apisOrigin: string;
    fetch: typeof fetch;
    sandbox: true;
  };
}

const CLIENT = { clientId: 'agency-demo-sandbox', clientSecret: 'agency-demo-sandbox-secret' };

/**
 * The newcomer's demo without a Google client: Google's endpoints served by the project's double
 * (`@agency/google-sandbox`, loaded only here, never in an operator's start) under the site's own
 * origin. The backend calls it in process; the browser reaches its consent page at SANDBOX_PATH.
 */
export async function mountGoogleSandbox(publicUrl: string): Promise<MountedSandbox> {
  const { createGoogleSandbox } = await import('@agency/google-sandbox');
  const origin = new URL(publicUrl).origin;
  const sandbox = createGoogleSandbox({
    basePath: SANDBOX_PATH,
    clients: [{ ...CLIENT, redirectUris: [], redirectOrigins: [origin] }],
  });
  const apisOrigin = `${origin}${SANDBOX_PATH}`;
  const inProcess = (input: string | URL | Request, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    return sandbox.handle(request);
  };
  return {
    handle: (request) => sandbox.handle(request),
    google: { ...CLIENT, apisOrigin, fetch: inProcess as typeof fetch, sandbox: true },
  };
}

/** Whether a request path is the sandbox's. */
export function isSandboxPath(path: string): boolean {
  return path === SANDBOX_PATH || path.startsWith(`${SANDBOX_PATH}/`);
}

/** The fetch Request of a request to the sandbox (its body read whole, at most 64 KB). */
export async function sandboxRequest(request: HostRequest, publicUrl: string): Promise<Request> {
  const { method } = request;
  const headers = new Headers();
  for (const name of ['content-type', 'authorization', 'accept']) {
    const value = request.headers[name];
    if (typeof value === 'string') headers.set(name, value);
  }
  let body: Buffer | undefined;
  if (method !== 'GET' && method !== 'HEAD') {
    const chunks: Uint8Array[] = [];
    let size = 0;
    for await (const chunk of request.body.chunks()) {
      size += chunk.byteLength;
      if (size > 64 * 1024) break;
      chunks.push(chunk);
    }
    body = Buffer.concat(chunks);
  }
  return new Request(new URL(request.url, publicUrl), {
    method,
    headers,
    ...(body === undefined ? {} : { body: new Uint8Array(body) }),
  });
}
