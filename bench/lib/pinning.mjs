import { spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';

const hasTaskset = spawnSync('taskset', ['--version'], { stdio: 'ignore' }).status === 0;

/** Whether servers and the load generator run on separate cores (taskset present and at least two cores). */
export const PINNED = hasTaskset && availableParallelism() >= 2;

/** The command and arguments that run `command` on the server core (0) or the load core (1) when pinning is possible. */
export function pinned(role, command, args) {
  if (!PINNED) return [command, args];
  return ['taskset', ['-c', role === 'server' ? '0' : '1', command, ...args]];
}
