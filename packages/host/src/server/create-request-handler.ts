import { type RequestTrace, timeUpstream } from './access-log';
import type { HostConfig } from './config';
import { keptAnswer, type LoadPage, type PageCaches } from './decide-page';
import { createDecider, securityOf } from './decide-request';
import { createWebDecider } from './decide-web';
import { createFormPosts } from './form-post';
import { createGoogleCallback } from './google-callback';
import { providerLocation } from './google-flow-cookie';
import { type MountedSandbox, sandboxRequest } from './google-sandbox-mount';
import type { HostRequest } from './host-request';
import { answer, type HostResponse, htmlAnswer, methodRefused, textAnswer } from './host-response';
import { createLeadStart } from './lead-start';
import { loadPage } from './load-page';
import type { HostLogger } from './logger';
import type { ClientManifest } from './render-document';
import { renderFailure } from './render-page';
import { createNonce } from './security-headers';
import { createSocialSignIn } from './social-sign-in';
import type { StaticAssets } from './static-assets';
import { type Upstream, upstreamClient } from './upstream';
import { upstreamHeaders } from './upstream-headers';

/** What the host's request handler needs: configuration, build, caches, the backend, the clock and the error log. */
export interface RequestHandlerOptions {
  config: HostConfig;
  manifest: ClientManifest;
  assets: StaticAssets;
  caches: PageCaches;
  upstream: Upstream;
  /** True when the /web backend can serve now; GET /readyz reports it. */
  ready: () => Promise<boolean>;
  now: () => number;
  logger: Pick<HostLogger, 'error'>;
  /** The demo's Google double, served under /sandbox/google (config.googleSandbox). */
  sandbox: MountedSandbox | null;
}

/**
 * The host's answer to one request, decided without a socket (as React Router's request handler
 * does): pages, /web (streamed from a remote backend), forms posted without JavaScript, social
 * sign-in, Google's return, the quote form's image, the demo's Google double. What it learns for
 * the access log and metrics (route, cache, upstream time and failures) goes into `trace`.
 */
export type RequestHandler = (
  request: HostRequest,
  trace: RequestTrace,
) => HostResponse | Promise<HostResponse>;

/** Creates the host's request handler and the answer to a request whose handling failed (the 500 page). */
export function createRequestHandler(options: RequestHandlerOptions): {
  handle: RequestHandler;
  failure: (request: HostRequest) => HostResponse;
} {
  const { config, manifest, now, logger } = options;
  const security = securityOf(config);
  const client = upstreamClient(options.upstream, config.upstreamMaxBytes);
  const decide = createDecider({
    config,
    manifest,
    assets: options.assets,
    caches: options.caches,
    ready: options.ready,
    now,
  });
  const decideWeb = createWebDecider({ upstream: options.upstream, config, security, logger });
  const decideFormPost = createFormPosts({ client, config, manifest, now, security });
  const decideSocialSignIn = createSocialSignIn({ client, config, security, now });
  const decideGoogleCallback = createGoogleCallback({ client, config, security, now });
  const decideLeadStart = createLeadStart({ client, config, security });

  // The page load of one request: its client IP, request id, language and session go upstream, timed in its trace.
  const loaderOf =
    (request: HostRequest, trace: RequestTrace): LoadPage =>
    (match, jwt) =>
      timeUpstream(trace, () =>
        loadPage(client, match, {
          headers: upstreamHeaders(request, jwt),
          timeoutMs: config.upstreamTimeoutMs,
        }),
      );

  // The demo's Google double answers as Google would; its redirects back to the site become paths.
  async function sandboxAnswer(request: HostRequest): Promise<HostResponse> {
    const sandbox = options.sandbox;
    if (!sandbox)
      return answer({ status: 404, headers: { 'content-type': 'text/plain' }, body: '' }, security);
    const response = await sandbox.handle(await sandboxRequest(request, config.publicUrl));
    const headers: Record<string, string> = { 'cache-control': 'no-store' };
    for (const name of ['content-type', 'www-authenticate']) {
      const value = response.headers.get(name);
      if (value !== null) headers[name] = value;
    }
    const location = response.headers.get('location');
    if (location !== null) headers.location = providerLocation(location, config.publicUrl);
    const body = Buffer.from(await response.arrayBuffer());
    return answer({ status: response.status, headers, body }, security);
  }

  // A kept page asked for by a target already decided to it is answered at once, before any routing
  // and without a promise between the request and its answer (decisions 0050 and 0066).
  function handle(request: HostRequest, trace: RequestTrace): HostResponse | Promise<HostResponse> {
    const kept = keptAnswer(request, options.caches.landing, security);
    if (kept === null) return decided(request, trace);
    trace.route = kept.route;
    trace.cache = kept.notes.cache;
    return kept.response;
  }

  async function decided(request: HostRequest, trace: RequestTrace): Promise<HostResponse> {
    const decision = await decide(request, loaderOf(request, trace));
    switch (decision.kind) {
      case 'web':
        return timeUpstream(trace, () => decideWeb(request));
      case 'form':
        return (await decideFormPost(request)) ?? methodRefused(security);
      case 'social':
        return (await decideSocialSignIn(request)) ?? methodRefused(security);
      case 'sandbox':
        return sandboxAnswer(request);
      case 'leadStart':
        return decideLeadStart(request);
      case 'google':
        return decideGoogleCallback(request, decision.match);
    }
    if (decision.route !== null) trace.route = decision.route;
    if (decision.notes !== null) {
      trace.cache = decision.notes.cache;
      const failure = decision.notes.upstreamFailure;
      if (failure !== null) {
        trace.upstreamError = true;
        logger.error(
          {
            reqId: trace.id,
            status: failure.status,
            code: failure.code,
            path: request.path.slice(0, 200),
          },
          'upstream failure',
        );
      }
    }
    return decision.response;
  }

  function failure(request: HostRequest): HostResponse {
    const nonce = createNonce();
    try {
      const page = renderFailure({ status: 500, lang: 'ru', config, manifest, nonce });
      return htmlAnswer(
        request,
        { status: 500, html: page.html, scripts: { nonce }, cacheControl: 'no-store' },
        security,
      );
    } catch {
      return textAnswer(500, {}, 'Internal Server Error', security);
    }
  }

  return { handle, failure };
}
