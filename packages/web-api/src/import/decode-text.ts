import { type ImportFileError, importFileError } from './import-file-error';

const UTF8 = new TextDecoder('utf-8', { fatal: true });

/** Decodes a file as UTF-8 (a byte order mark is dropped); any other encoding is a clear UNSUPPORTED_ENCODING error. */
export function decodeText(bytes: Uint8Array): string | ImportFileError {
  const [first, second] = bytes;
  if ((first === 0xff && second === 0xfe) || (first === 0xfe && second === 0xff)) {
    return importFileError(
      'UNSUPPORTED_ENCODING',
      'The file is saved as UTF-16 ("Unicode text"); save it as "CSV UTF-8" and upload it again',
    );
  }
  try {
    return UTF8.decode(bytes);
  } catch {
    return importFileError(
      'UNSUPPORTED_ENCODING',
      'The file is not UTF-8 text (it may be saved in a legacy encoding such as Windows-1252); save it as "CSV UTF-8" and upload it again',
    );
  }
}
