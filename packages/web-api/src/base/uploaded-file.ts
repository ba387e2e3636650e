/** An uploaded file of a multipart payload: what the transport read, handed to the handler untouched. */
export interface UploadedFile {
  filename: string | null;
  contentType: string | null;
  bytes: Uint8Array;
}
