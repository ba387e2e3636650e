// `npm run test:stress`: runs `npm test` while one busy-loop child per CPU core keeps the machine
// fully loaded, as a shared CI runner or a busy laptop does; exits with npm test's code. The hogs
// are killed however this ends (test exit, error, Ctrl-C, SIGTERM).
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const hogs = Array.from({ length: availableParallelism() }, () =>
  spawn(process.execPath, ['-e', 'for(;;){}'], { stdio: 'ignore' }),
);

/** Ends every CPU hog still running. */
function killHogs() {
  for (const hog of hogs) {
    if (hog.exitCode === null && hog.signalCode === null) hog.kill('SIGKILL');
  }
}

let test;
process.on('exit', killHogs);
for (const [signal, number] of [
  ['SIGINT', 2],
  ['SIGTERM', 15],
  ['SIGHUP', 1],
]) {
  process.on(signal, () => {
    killHogs();
    // npm does not pass the signal on to vitest: end the test's whole process group.
    try {
      if (test?.pid) process.kill(-test.pid, signal);
    } catch {
      // The group has already ended.
    }
    process.exit(128 + number);
  });
}

console.log(`test:stress: ${hogs.length} CPU hogs running; npm test under load`);
let code = 1;
try {
  const extra = process.argv.slice(2);
  const args = extra.length > 0 ? ['test', '--', ...extra] : ['test'];
  test = spawn('npm', args, { cwd: root, stdio: 'inherit', detached: true });
  code = await new Promise((resolve, reject) => {
    test.on('error', reject);
    test.on('exit', (status, signal) => resolve(status ?? (signal ? 1 : 0)));
  });
} finally {
  killHogs();
}
console.log(`test:stress: npm test exited with ${code}`);
process.exit(code);
