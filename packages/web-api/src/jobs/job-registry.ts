import type { JobKind } from './job-kind';

/** The kinds of job a process runs, by name. */
export interface JobRegistry {
  get(kind: string): JobKind<unknown> | undefined;
  /** The names, for the claim: a process never takes a job it has no code for. */
  readonly kinds: readonly string[];
}

/** The registry of the given kinds; the same name twice is a programming error. */
export function createJobRegistry(kinds: readonly JobKind<unknown>[]): JobRegistry {
  const byName = new Map<string, JobKind<unknown>>();
  for (const kind of kinds) {
    if (byName.has(kind.kind)) throw new Error(`jobs: the kind ${kind.kind} is registered twice`);
    byName.set(kind.kind, kind);
  }
  return { get: (kind) => byName.get(kind), kinds: [...byName.keys()] };
}
