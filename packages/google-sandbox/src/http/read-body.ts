/** The largest request body the sandbox reads; Google refuses larger payloads with a 400. */
export const MAX_BODY_BYTES = 1_048_576;

/** A request body as text, or undefined when it is larger than MAX_BODY_BYTES (read no further). */
export async function readBodyText(request: Request): Promise<string | undefined> {
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  // A body that is not UTF-8 reads with replacement characters, as a JSON parser would see it.
  return new TextDecoder().decode(bytes);
}
