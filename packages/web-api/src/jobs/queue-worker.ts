import type { Db } from '../db/db';
import { claimDue, nextDueMs, type QueueTable } from './queue-table';

/** Options of createQueueWorker: which table, how to run one claimed row, and the pace. */
export interface QueueWorkerOptions<Row extends { id: string }> {
  db: Db;
  table: QueueTable;
  /** The NOTIFY channel on which a committed row wakes the workers of every process. */
  channel: string;
  now: () => number;
  log: (line: string) => void;
  /** Prefix of the worker's own log lines (`[outbox]`). */
  logPrefix: string;
  /** Runs one claimed row and records its outcome; a throw is logged and the row waits for its lease to end. */
  run(row: Row): Promise<void>;
  /** Only rows of these kinds are claimed (jobs); every row when unset (the outbox). */
  kinds?: readonly string[];
  /** How long a claimed row stays reserved for this process (longer than any try takes). */
  leaseMs: number;
  /** Longest wait between two looks at the table when nothing wakes the worker. */
  pollMs: number;
  /** Rows claimed at once. */
  batch: number;
}

/** A worker of one queue table in this process. */
export interface QueueWorker {
  /** Listens for committed rows (this process and others) and runs what is due. */
  start(): Promise<void>;
  /** Runs every row due now and resolves once no run is under way (tests; graceful stop). */
  drain(): Promise<void>;
  /** Stops listening and polling, after the runs under way. */
  stop(): Promise<void>;
}

/**
 * The loop every queue shares: woken by NOTIFY on commit, by a timer at the earliest due row (at
 * the latest after pollMs) and by drain(); it claims due rows in batches with claimDue (FOR UPDATE
 * SKIP LOCKED, counted try, lease) and runs them one by one in order, outside any transaction, so
 * neither a slow remote nor PGlite's single connection ever holds up a request. One pass at a
 * time: a wake during a pass runs another pass after it.
 */
export function createQueueWorker<Row extends { id: string }>(
  options: QueueWorkerOptions<Row>,
): QueueWorker {
  const { db, table, now, log, logPrefix, leaseMs, pollMs, batch, kinds } = options;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let unlisten: (() => Promise<void>) | null = null;

  async function runDue(): Promise<void> {
    for (;;) {
      const claimed = await claimDue<Row>(db, table, {
        nowMs: now(),
        leaseMs,
        batch,
        ...(kinds ? { kinds } : {}),
      });
      if (claimed.length === 0) return;
      for (const row of claimed) await options.run(row);
    }
  }

  // The next look: when the earliest pending row falls due, at the latest after pollMs.
  async function schedule(): Promise<void> {
    const due = await nextDueMs(db, table, kinds);
    const wait = due === null ? pollMs : Math.max(0, Math.min(pollMs, due - now()));
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(wake, wait);
    timer.unref?.();
  }

  function wake(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = runDue()
      .then(() => (again || stopped ? undefined : schedule()))
      .catch((error: unknown) => {
        // A lost database, say: the next poll tries again.
        log(`${logPrefix} worker: ${(error as Error).message}`);
        if (!stopped) {
          timer = setTimeout(wake, pollMs);
          timer.unref?.();
        }
      })
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          wake();
        }
      });
  }

  return {
    async start() {
      unlisten = await db.listen(options.channel, wake);
      wake();
    },
    async drain() {
      wake();
      while (running) await running;
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      while (running) await running;
      await unlisten?.();
    },
  };
}
