import type { HostConfig } from './config';
import type { HostRequest } from './host-request';
import { answer, type HostResponse } from './host-response';
import type { HostLogger } from './logger';
import { proxyWeb, webRefusal } from './proxy-web';
import type { SecurityOptions } from './security-headers';
import type { Upstream } from './upstream';

/** What answering the browser's /web needs: the backend, configuration, security headers and the error log. */
export interface WebDeciderOptions {
  upstream: Upstream;
  config: HostConfig;
  security: SecurityOptions;
  logger: Pick<HostLogger, 'error'>;
}

function joined(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(', ') : value;
}

// 411 for a body of unknown length (the embedded backend needs it declared), 413 over the limit.
function bodyRefusal(request: HostRequest, maxBytes: number): 411 | 413 | null {
  const { declared } = request.body;
  if (declared === undefined) return request.headers['transfer-encoding'] ? 411 : null;
  return declared > maxBytes ? 413 : null;
}

/**
 * Decides a browser's /web call: the embedded backend answers it in process (the client IP the host
 * trusts handed over as data, never as a header a client could have written), a backend at
 * WEB_API_URL through the streaming proxy. Either way the answer is a HostResponse for the writer.
 */
export function createWebDecider(options: WebDeciderOptions) {
  const { upstream, config, security, logger } = options;
  return async function decideWeb(request: HostRequest): Promise<HostResponse> {
    if (upstream.kind === 'remote') {
      return proxyWeb(request, {
        upstreamUrl: upstream.url,
        timeoutMs: config.upstreamTimeoutMs,
        maxBodyBytes: config.maxBodyBytes,
        security,
        logger,
      });
    }
    const refusal = bodyRefusal(request, config.maxBodyBytes);
    if (refusal !== null) {
      return webRefusal(refusal, refusal === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST', security);
    }
    const { headers } = request;
    const answered = await upstream.answer({
      method: request.method,
      url: request.url,
      authorization: joined(headers.authorization),
      contentType: joined(headers['content-type']),
      contentLength: request.body.declared,
      requestId: request.requestId === '' ? undefined : request.requestId,
      userAgent: joined(headers['user-agent']) ?? '',
      ip: request.clientIp,
      chunks: () => request.body.chunks(),
    });
    return {
      ...answer(
        { status: answered.status, headers: { ...answered.headers }, body: answered.body },
        security,
      ),
      // A body the backend left unread (a refused upload) is not waited for.
      dropUnreadBody: true,
    };
  };
}
