import { loadConfig } from './config';
import { startHost } from './start-host';

// The process entry of `npm start`: configuration from the environment, graceful stop on SIGTERM/SIGINT.
const config = loadConfig();
const running = await startHost(config);
console.log(`Site: ${running.url} (public URL ${config.publicUrl})`);
// The embedded backend has already said whether this is the demo (and its accounts) or how to create the first admin.
if (running.embedded) {
  console.log(
    `/web backend: embedded, data in ${process.env.DATABASE_URL ? 'DATABASE_URL' : config.dataDir}`,
  );
} else {
  console.log(`/web backend: ${config.webApiUrl}`);
}

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
