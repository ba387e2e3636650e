// Public API of @agency/web-api: the /web backend the host mounts, and its building blocks for tools and tests.

export type { Outbox, OutboxMessage } from './auth/outbox';
export type { RetryPolicy } from './auth/outbox-worker';
export type { WebApi, WebApiOptions } from './create-web-api';
export { createWebApi } from './create-web-api';
export type { Db } from './db/db';
export { type OpenDbOptions, openDb } from './db/open-db';
export type { GoogleOptions } from './google/google-settings';
export type { WebCallAnswerer } from './http/answer-web-call';
export { BODY_LIMITS } from './http/body-limits';
export type { WebAnswer, WebCall } from './http/web-call';
export type { MailSettings } from './mail/mail-settings';
export { createDatabaseImages, type ImageSeed } from './seed/database-image';
export { DEMO_CREDENTIALS } from './seed/demo-credentials';
export type { WebApiMetrics } from './web-api-metrics';
