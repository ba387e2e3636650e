import type { WebApi } from '@agency/ui';

/** A `WebApi` whose implementation `load()` brings in on the first call, then serves every call. */
export function lazyWebApi(load: () => Promise<WebApi>): WebApi {
  let loaded: Promise<WebApi> | undefined;
  return {
    call(operation, payload, options) {
      loaded ??= load();
      return loaded.then((api) => api.call(operation, payload, options));
    },
  };
}
