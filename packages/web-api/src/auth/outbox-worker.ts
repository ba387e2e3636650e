import type { Language } from '@agency/core';
import type { Db } from '../db/db';
import { claimDue, type QueueTable } from '../jobs/queue-table';
import { createQueueWorker, type QueueWorker } from '../jobs/queue-worker';
import {
  afterFailure,
  errorText,
  LAST_ERROR_LENGTH,
  PermanentJobError,
  type RetryPolicy,
} from '../jobs/retry-policy';
import type { MessageContent } from '../mail/message-content';
import { renderMessage } from '../mail/render-message';
import { OUTBOX_CHANNEL, type Outbox, type OutboxMessage } from './outbox';

export { type RetryPolicy, retryDelayMs } from '../jobs/retry-policy';

/** Six tries within about eight minutes: a sign-in code lives ten. */
export const DEFAULT_RETRY: RetryPolicy = {
  attempts: 6,
  firstDelayMs: 15_000,
  maxDelayMs: 10 * 60_000,
};

/** A delivery that no retry can mend (no transport for the channel): the message fails at once. */
export class PermanentDeliveryError extends PermanentJobError {
  override name = 'PermanentDeliveryError';
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
export type OutboxWorker = QueueWorker;

/** A message a worker claimed: reserved for it until the lease ends. */
export interface ClaimedRow {
  id: string;
  channel: 'email' | 'sms';
  recipient: string;
  lang: Language;
  content: MessageContent | string;
  attempts: number;
}

/** The outbox as the shared queue core sees it. */
const OUTBOX_TABLE: QueueTable = {
  name: 'outbox',
  returning: 'id, channel, recipient, lang, content, attempts',
};

/**
 * Claims up to `batch` due messages for `leaseMs` with the shared claim (jobs/queue-table.ts): each
 * try is counted, and concurrent claims on several connections never take the same message.
 */
export function claimDueMessages(
  db: Db,
  nowMs: number,
  leaseMs: number,
  batch: number,
): Promise<ClaimedRow[]> {
  return claimDue<ClaimedRow>(db, OUTBOX_TABLE, { nowMs, leaseMs, batch });
}

/**
 * The outbox worker, on the queue core every job shares (jobs/queue-worker.ts): claims due messages
 * with `FOR UPDATE SKIP LOCKED` (so with several processes on one PostgreSQL each message is
 * claimed by one of them), sends them one by one in order, and records the outcome: sent, a retry
 * with the shared back-off, or failed after the last try. Logs name the message and the error,
 * never the code or link it carries.
 */
export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, send, now, log } = options;
  const retry = options.retry ?? DEFAULT_RETRY;

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
    const reason = errorText(error);
    const at = now();
    const next = afterFailure(retry, row.attempts, error, at);
    const what = `[outbox] ${row.channel} #${row.id} (${kind}) try ${row.attempts} of ${retry.attempts} failed: ${reason}`;
    if (next.kind === 'give-up') {
      log(`${what}; given up`);
      await db.query(
        `update outbox set status = 'failed', done_at = $2, content = null, last_error = $3 where id = $1`,
        [row.id, new Date(at), reason.slice(0, LAST_ERROR_LENGTH)],
      );
      return;
    }
    log(`${what}; next try in ${Math.round((next.retryAtMs - at) / 1000)} s`);
    await db.query('update outbox set next_attempt_at = $2, last_error = $3 where id = $1', [
      row.id,
      new Date(next.retryAtMs),
      reason.slice(0, LAST_ERROR_LENGTH),
    ]);
  }

  return createQueueWorker<ClaimedRow>({
    db,
    table: OUTBOX_TABLE,
    channel: OUTBOX_CHANNEL,
    now,
    log,
    logPrefix: '[outbox]',
    run: deliver,
    leaseMs: options.leaseMs ?? 120_000,
    pollMs: options.pollMs ?? 60_000,
    batch: options.batch ?? 20,
  });
}
