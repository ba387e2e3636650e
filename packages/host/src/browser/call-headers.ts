import { browserHeaders } from '@agency/core';

/** Headers of a browser /web call: core's filtered set plus the Bearer of the store's jwt. */
export function callHeaders(jwt: string | null): Record<string, string> {
  return browserHeaders({
    accept: 'application/json',
    ...(jwt === null ? {} : { authorization: `Bearer ${jwt}` }),
  });
}
