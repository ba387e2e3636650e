import type { Language } from '@agency/core';
import type { Db } from '../db/db';
import type { MessageContent } from '../mail/message-content';
import { renderMessage } from '../mail/render-message';
import { OUTBOX_CHANNEL, type Outbox, type OutboxMessage } from './outbox';

/** How often a message is tried and how long the worker waits between tries (doubling from the first delay up to the longest). */
export interface RetryPolicy {
  attempts: number;
  firstDelayMs: number;
  maxDelayMs: number;
}

/** Six tries within about eight minutes: a sign-in code lives ten. */
export const DEFAULT_RETRY: RetryPolicy = {
  attempts: 6,
  firstDelayMs: 15_000,
  maxDelayMs: 10 * 60_000,
};

/** A delivery that no retry can mend (no transport for the channel): the message fails at once. */
export class PermanentDeliveryError extends Error {
  override name = 'PermanentDeliveryError';
}

/** The wait after the given failed try (1-based): the first delay, doubled per try, capped. */
export function retryDelayMs(policy: RetryPolicy, failedAttempt: number): number {
  return Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** (failedAttempt - 1));
}

/** Options of createOutboxWorker. */
export interface OutboxWorkerOptions {
  db: Db;
  /** Delivers one rendered message or throws. */
  send: Outbox;
  now: () => number;
  log: (line: string) => void;
  retry?: RetryPolicy;
  /** How long a claimed message stays reserved for the claiming process (longer than any transport timeout). */
  leaseMs?: number;
  /** Longest wait between two looks at the table when nothing wakes the worker. */
  pollMs?: number;
  /** Messages claimed at once. */
  batch?: number;
}

/** The in-process sender of the outbox table. */
export interface OutboxWorker {
  /** Listens for committed messages (this process and others) and sends what is due. */
  start(): Promise<void>;
  /** Sends every message due now and resolves once no send is under way (tests; graceful stop). */
  drain(): Promise<void>;
  /** Stops listening and polling, after the sends under way. */
  stop(): Promise<void>;
}

/** A message a worker claimed: reserved for it until the lease ends. */
export interface ClaimedRow {
  id: string;
  channel: 'email' | 'sms';
  recipient: string;
  lang: Language;
  content: MessageContent | string;
  attempts: number;
}

/**
 * Claims up to `batch` due messages for `leaseMs`: each try is counted and the message is not due
 * again before the lease ends. `SKIP LOCKED` passes over rows another claim holds at this moment,
 * so concurrent claims on several connections (processes) never take the same message.
 */
export async function claimDueMessages(
  db: Db,
  nowMs: number,
  leaseMs: number,
  batch: number,
): Promise<ClaimedRow[]> {
  const { rows } = await db.query<ClaimedRow>(
    `update outbox set attempts = attempts + 1, next_attempt_at = $2
      where id in (
        select id from outbox where status = 'pending' and next_attempt_at <= $1
         order by id limit $3 for update skip locked)
      returning id, channel, recipient, lang, content, attempts`,
    [new Date(nowMs), new Date(nowMs + leaseMs), batch],
  );
  return rows.sort((a, b) => Number(a.id) - Number(b.id));
}

/**
 * The outbox worker: claims due messages with `FOR UPDATE SKIP LOCKED` (so with several processes
 * on one PostgreSQL each message is claimed by one of them), sends them one by one in order, and
 * records the outcome: sent, a retry with exponential back-off, or failed after the last try. A
 * claim is a short transaction of its own; the send runs outside any transaction, so neither a
 * slow SMTP server nor PGlite's single connection ever holds up a request. Logs name the message
 * and the error, never the code or link it carries.
 */
export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, send, now, log } = options;
  const retry = options.retry ?? DEFAULT_RETRY;
  const leaseMs = options.leaseMs ?? 120_000;
  const pollMs = options.pollMs ?? 60_000;
  const batch = options.batch ?? 20;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let unlisten: (() => Promise<void>) | null = null;

  async function deliver(row: ClaimedRow): Promise<void> {
    const content: MessageContent =
      typeof row.content === 'string' ? JSON.parse(row.content) : row.content;
    const rendered = renderMessage(content, row.lang);
    const message: OutboxMessage = {
      channel: row.channel,
      to: row.recipient,
      lang: row.lang,
      kind: content.kind,
      ...rendered,
    };
    try {
      await send(message);
    } catch (error) {
      await failed(row, content.kind, error);
      return;
    }
    // The code or link is not kept once it has left.
    await db.query(
      `update outbox set status = 'sent', done_at = $2, content = null, last_error = null where id = $1`,
      [row.id, new Date(now())],
    );
  }

  async function failed(row: ClaimedRow, kind: string, error: unknown): Promise<void> {
    const reason = error instanceof Error ? error.message : String(error);
    const last = error instanceof PermanentDeliveryError || row.attempts >= retry.attempts;
    const what = `[outbox] ${row.channel} #${row.id} (${kind}) try ${row.attempts} of ${retry.attempts} failed: ${reason}`;
    if (last) {
      log(`${what}; given up`);
      await db.query(
        `update outbox set status = 'failed', done_at = $2, content = null, last_error = $3 where id = $1`,
        [row.id, new Date(now()), reason.slice(0, 500)],
      );
      return;
    }
    const delay = retryDelayMs(retry, row.attempts);
    log(`${what}; next try in ${Math.round(delay / 1000)} s`);
    await db.query('update outbox set next_attempt_at = $2, last_error = $3 where id = $1', [
      row.id,
      new Date(now() + delay),
      reason.slice(0, 500),
    ]);
  }

  async function sendDue(): Promise<void> {
    for (;;) {
      const claimed = await claimDueMessages(db, now(), leaseMs, batch);
      if (claimed.length === 0) return;
      for (const row of claimed) await deliver(row);
    }
  }

  // The next look: when the earliest pending message falls due, at the latest after pollMs.
  async function schedule(): Promise<void> {
    const { rows } = await db.query<{ due: Date | null }>(
      `select min(next_attempt_at) as due from outbox where status = 'pending'`,
    );
    const due = rows[0]?.due ? new Date(rows[0].due).getTime() : null;
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
    running = sendDue()
      .then(() => (again || stopped ? undefined : schedule()))
      .catch((error: unknown) => {
        // A lost database, say: the next poll tries again.
        log(`[outbox] worker: ${(error as Error).message}`);
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
      unlisten = await db.listen(OUTBOX_CHANNEL, wake);
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
