import { type HostConfig, loadConfig } from './config';
import { ConfigError } from './config-error';
import { startHost } from './start-host';

// The process entry of `npm start` and `npm run serve`: configuration from the environment, graceful stop on SIGTERM/SIGINT.
let config: HostConfig;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  // One line naming the variable, no stack: the operator's fix is in the message.
  console.error(`Configuration error: ${error.message}`);
  process.exit(1);
}
let running: Awaited<ReturnType<typeof startHost>>;
try {
  running = await startHost(config);
} catch (error) {
  // The embedded backend checks its own variables (SMTP_URL, SMS_WEBHOOK_URL, …) the same way.
  if (!(error instanceof Error) || error.name !== 'ConfigError') throw error;
  console.error(`Configuration error: ${error.message}`);
  process.exit(1);
}
const log = running.logger;
log.info(`Site: ${running.url} (public URL ${config.publicUrl})`);
// The embedded backend has already said whether this is the demo (and its accounts) or how to create the first admin.
if (running.embedded) {
  log.info(
    `/web backend: embedded, data in ${process.env.DATABASE_URL ? 'DATABASE_URL' : config.dataDir}`,
  );
} else {
  log.info(`/web backend: ${config.webApiUrl}`);
}
if (running.metricsUrl) log.info(`Metrics: ${running.metricsUrl}`);

let stopping = false;
function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info(`${signal}: finishing in-flight requests…`);
  const force = setTimeout(() => {
    log.error('shutdown took longer than 10 s; exiting');
    process.exit(1);
  }, 10_000);
  force.unref();
  running.close().then(
    () => process.exit(0),
    (error: unknown) => {
      log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    },
  );
}
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
