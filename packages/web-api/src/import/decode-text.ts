import { type ImportFileError, importFileError } from './import-file-error';

const UTF8 = new TextDecoder('utf-8', { fatal: true });

/** Decodes a file as UTF-8 (a byte order mark is dropped); any other encoding is a clear UNSUPPORTED_ENCODING error. */
export function decodeText(bytes: Uint8Array): string | ImportFileError {
  const [first, second] = bytes;
  if ((first === 0xff && second === 0xfe) || (first === 0xfe && second === 0xff)) {
    return importFileError('UNSUPPORTED_ENCODING', { id: 'importFile.utf16' });
  }
  try {
    return UTF8.decode(bytes);
  } catch {
    return importFileError('UNSUPPORTED_ENCODING', { id: 'importFile.notUtf8' });
  }
}
