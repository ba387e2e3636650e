/** A /web answer: HTTP status and the parsed body (the raw text when it is not JSON). */
export interface WebAnswer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: the tests read whatever the contract answers.
  body: any;
}

/**
 * Calls the site's /web endpoint on loopback, with a Bearer token when given: GET carries the
 * payload in the query (page loads), POST as a JSON body.
 */
export async function callWeb(
  base: string,
  payload: Record<string, string>,
  options: { token?: string; method?: 'GET' | 'POST' } = {},
): Promise<WebAnswer> {
  const fields = { lang: 'en', ...payload };
  const method = options.method ?? 'POST';
  const headers: Record<string, string> = {};
  if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
  if (method === 'POST') headers['content-type'] = 'application/json';
  const url = method === 'GET' ? `${base}/web?${new URLSearchParams(fields)}` : `${base}/web`;
  const answer = await fetch(url, {
    method,
    headers,
    body: method === 'POST' ? JSON.stringify(fields) : undefined,
  });
  const text = await answer.text();
  let body: unknown = text;
  try {
    body = text === '' ? null : JSON.parse(text);
  } catch {
    // Not JSON: the raw text is the answer.
  }
  return { status: answer.status, body };
}
