import type { Language } from '@agency/core';
import type { Db } from '../db/db';
import type { MessageContent, MessageKind } from '../mail/message-content';

/** A message to a person as a transport receives it: an e-mail or an SMS, rendered in its language. */
export interface OutboxMessage {
  channel: 'email' | 'sms';
  to: string;
  lang: Language;
  kind: MessageKind;
  subject: string;
  /** The plain-text part (the whole SMS). */
  text: string;
  /** The HTML part (e-mail). */
  html: string;
}

/** Delivers one message, or throws (the outbox worker retries later). */
export type Outbox = (message: OutboxMessage) => Promise<void>;

/** A message put into the outbox: to whom, in which language, saying what. */
export interface QueuedMessage {
  channel: 'email' | 'sms';
  to: string;
  lang: Language;
  content: MessageContent;
}

/** The PostgreSQL channel on which a committed outbox message wakes the workers of every process. */
export const OUTBOX_CHANNEL = 'agency_outbox';

/**
 * Puts a message into the outbox table. Called inside the transaction that writes the code or token
 * the message carries: both are committed together or not at all, and the workers are woken only
 * on commit. Delivery happens later, off the request.
 */
export async function enqueueMessage(tx: Db, message: QueuedMessage, nowMs: number): Promise<void> {
  await tx.query(
    `insert into outbox (channel, kind, recipient, lang, content, next_attempt_at, created_at)
     values ($1, $2, $3, $4, $5, $6, $6)`,
    [
      message.channel,
      message.content.kind,
      message.to,
      message.lang,
      JSON.stringify(message.content),
      new Date(nowMs),
    ],
  );
  await tx.query('select pg_notify($1, $2)', [OUTBOX_CHANNEL, message.channel]);
}
