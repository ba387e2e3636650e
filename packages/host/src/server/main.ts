import { loadConfig } from './config';
import { startHost } from './start-host';

// The process entry of `npm start`: configuration from the environment, graceful stop on SIGTERM/SIGINT.
const config = loadConfig();
const running = await startHost(config);
console.log(`Site: ${running.url} (public URL ${config.publicUrl})`);
if (running.embedded) {
  const { DEMO_CREDENTIALS } = await import('@agency/web-api');
  const { customer, admin } = DEMO_CREDENTIALS;
  console.log(`/web backend: embedded, data in ${config.dataDir}`);
  console.log(
    `Demo customer: ${customer.email} / ${customer.password} at ${config.publicUrl}/sign-in`,
  );
  console.log(
    `Demo admin:    ${admin.email} / ${admin.password} at ${config.publicUrl}/admin/login`,
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
