import { IMPORT_LIMITS } from '../import/index';

/** Largest bodies accepted: JSON payloads and multipart uploads (the maps file plus form overhead). */
export const BODY_LIMITS = {
  jsonBytes: 100 * 1024,
  multipartBytes: IMPORT_LIMITS.maxBytes + 64 * 1024,
} as const;
