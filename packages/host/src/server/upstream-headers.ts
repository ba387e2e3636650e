import type { HostRequest } from './host-request';

/**
 * The headers of the host's own /web call for a request: the client IP the host trusts (never one a
 * visitor wrote), the request id tying the backend's log to the access log, the visitor's language
 * and user agent (a quote request keeps it), and the session's token when the call needs one.
 */
export function upstreamHeaders(request: HostRequest, jwt: string | null): Record<string, string> {
  return {
    accept: 'application/json',
    'x-forwarded-for': request.clientIp,
    ...(request.requestId === '' ? {} : { 'x-request-id': request.requestId }),
    ...(request.acceptLanguage === undefined ? {} : { 'accept-language': request.acceptLanguage }),
    ...(request.userAgent === undefined ? {} : { 'user-agent': request.userAgent }),
    ...(jwt === null ? {} : { authorization: `Bearer ${jwt}` }),
  };
}
