import { isJsonObject } from '../http/json-object';
import { oauthError } from '../http/oauth-error';
import type { SandboxClient } from '../sandbox-options';

/**
 * The parameters of a token or revoke request: an `application/x-www-form-urlencoded` body (or a
 * JSON object of strings, which Google also takes), each parameter at most once (RFC 6749 section 3.2).
 */
export function tokenParams(
  contentType: string | null,
  bodyText: string,
): { ok: true; params: Map<string, string> } | { ok: false; response: Response } {
  const params = new Map<string, string>();
  const duplicate = (name: string) => ({
    ok: false as const,
    response: oauthError(400, 'invalid_request', `Parameter specified more than once: ${name}`),
  });
  if (contentType?.toLowerCase().includes('application/json')) {
    let value: unknown;
    try {
      value = JSON.parse(bodyText);
    } catch {
      return { ok: false, response: oauthError(400, 'invalid_request', 'Invalid JSON payload.') };
    }
    if (!isJsonObject(value)) {
      return { ok: false, response: oauthError(400, 'invalid_request', 'Invalid JSON payload.') };
    }
    for (const [name, field] of Object.entries(value)) {
      if (typeof field === 'string') params.set(name, field);
    }
    return { ok: true, params };
  }
  for (const [name, field] of new URLSearchParams(bodyText)) {
    if (params.has(name)) return duplicate(name);
    params.set(name, field);
  }
  return { ok: true, params };
}

/**
 * The client a token request authenticates as: HTTP Basic (`client_id:client_secret`, each
 * form-encoded, RFC 6749 section 2.3.1) or `client_id` and `client_secret` in the body.
 */
export function authenticateClient(
  authorization: string | null,
  params: Map<string, string>,
  clients: readonly SandboxClient[],
): { ok: true; client: SandboxClient } | { ok: false; response: Response } {
  let clientId = params.get('client_id');
  let clientSecret = params.get('client_secret');
  const basic = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(authorization ?? '');
  if (basic) {
    let decoded: string;
    try {
      decoded = atob(basic[1] as string);
    } catch {
      return { ok: false, response: oauthError(401, 'invalid_client', 'Unauthorized') };
    }
    const colon = decoded.indexOf(':');
    try {
      clientId = decodeURIComponent(decoded.slice(0, colon).replace(/\+/g, ' '));
      clientSecret = decodeURIComponent(decoded.slice(colon + 1).replace(/\+/g, ' '));
    } catch {
      return { ok: false, response: oauthError(401, 'invalid_client', 'Unauthorized') };
    }
    if (colon < 0)
      return { ok: false, response: oauthError(401, 'invalid_client', 'Unauthorized') };
  }
  if (!clientId) {
    return {
      ok: false,
      response: oauthError(400, 'invalid_request', 'Could not determine client ID from request.'),
    };
  }
  const client = clients.find((candidate) => candidate.clientId === clientId);
  if (!client) {
    return {
      ok: false,
      response: oauthError(401, 'invalid_client', 'The OAuth client was not found.'),
    };
  }
  if (clientSecret !== client.clientSecret) {
    return { ok: false, response: oauthError(401, 'invalid_client', 'Unauthorized') };
  }
  return { ok: true, client };
}
