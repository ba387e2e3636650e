// Public API of @agency/host: the server factory, its configuration and the pieces tests and benchmarks reuse.
export type { HostConfig } from './server/config';
export { loadConfig } from './server/config';
export { ConfigError } from './server/config-error';
export type { HostServer, HostServerOptions } from './server/create-host-server';
export { createHostServer } from './server/create-host-server';
export { DIST_DIR } from './server/dist-dir';
export type { ClientManifest } from './server/render-document';
export { serializeState } from './server/serialize-state';
export type { EmbeddedBackendOptions, RunningHost } from './server/start-host';
export { readManifest, startHost } from './server/start-host';
export { loadStaticAssets } from './server/static-assets';
