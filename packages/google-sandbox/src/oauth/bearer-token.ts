/** The access token of a request: `Authorization: Bearer …`, else the `access_token` query parameter. */
export function bearerToken(request: Request, url: URL): string | undefined {
  const header = request.headers.get('authorization');
  if (header !== null) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    return match ? match[1] : '';
  }
  return url.searchParams.get('access_token') ?? undefined;
}
