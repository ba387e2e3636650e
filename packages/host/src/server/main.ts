import { loadConfig } from './config';
import { startHost } from './start-host';

// The process entry of `npm start`: configuration from the environment, graceful stop on SIGTERM/SIGINT.
const config = loadConfig();
const running = await startHost(config);
console.log(`Site: ${running.url} (public URL ${config.publicUrl})`);
console.log(
  config.webApiUrl
    ? `/web backend: ${config.webApiUrl}`
    : `/web backend: embedded, data in ${config.dataDir}`,
);

let stopping = false;
function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: finishing in-flight requests…`);
  const force = setTimeout(() => {
    console.error('shutdown took longer than 10 s; exiting');
    process.exit(1);
  }, 10_000);
  force.unref();
  running.close().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
