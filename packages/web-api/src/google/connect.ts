import { randomBytes } from 'node:crypto';
import { routePath } from '@agency/core';
import { fieldError } from '../base/web-api-error';
import type { CallContext } from '../context/call-context';
import {
  CONNECT_FLOW_SECONDS,
  type ConnectScope,
  signConnectFlow,
  verifyConnectFlow,
} from './connect-flow';
import {
  connectionAnswer,
  findConnection,
  type GoogleConnectionAnswer,
  saveGrant,
  sealedRefreshToken,
} from './connection-store';
import { answeringGoogle, requireGoogle } from './google-answers';
import { GoogleApiError } from './google-api-error';
import { queuePush } from './google-job-kinds';
import { BUSINESS_MANAGE_SCOPE, createPkcePair } from './google-oauth';
import { queueWaitingPosts } from './local-posts';
import { queuePull } from './pull-schedule';
import { nextStatisticsPullMs, queueBackfill, queueStatisticsPull } from './pull-statistics';
import { queueWaitingReplies } from './review-reply';
import { revokeOrQueue } from './revoke-grant';

/** Where Google sends the browser back: the locations page (a customer's) or the back office's home (the agency's), in the page's language. */
function redirectUri(ctx: CallContext, base: string, scope: ConnectScope): string {
  const path =
    scope === 'customer'
      ? routePath('account-pins-locations', ctx.lang)
      : routePath('admin', ctx.lang);
  return `${base}${path}`;
}

/** The consent page as the browser is sent to it: absolute, or a path of this site when the redirect base is (the demo's sandbox). */
function browserUrl(url: string, base: string): string {
  if (base !== '') return url;
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

/**
 * Starts a connection: PKCE (S256) and a random state, scope `openid email business.manage`,
 * offline; the flow (state, verifier, redirect URI, owner and whose connection) signed for the
 * HttpOnly cookie. 404 when Google is not configured.
 */
export async function startConnect(
  ctx: CallContext,
  scope: ConnectScope,
  owner: string | null,
): Promise<{ url: string; flow: string; expiresIn: number }> {
  const google = requireGoogle(ctx.google);
  const base = google.settings.redirectBase;
  const { verifier, challenge } = createPkcePair();
  const state = randomBytes(24).toString('base64url');
  const uri = redirectUri(ctx, base, scope);
  const url = google.client.authorizationUrl({ redirectUri: uri, state, codeChallenge: challenge });
  const now = ctx.now();
  const flow = await signConnectFlow(
    { scope, owner, state, verifier, redirectUri: uri, startedAt: now },
    ctx.secret,
    now,
  );
  return { url: browserUrl(url, base), flow, expiresIn: CONNECT_FLOW_SECONDS };
}

/**
 * Finishes a connection: the flow must be this owner's, for this kind of connection, unexpired,
 * with its verifier, bringing back its own state, and younger than the owner's connection (a
 * replay is older); each refusal is 400 on field `state`. Google refusing the code (used, expired,
 * another verifier) is 400 on `code`, as is a consent without the Business Profile scope. The grant
 * is stored sealed (an existing connection takes it, keeping its links); a pull starts at once and
 * every change waiting for the connection is pushed.
 */
export async function finishConnect(
  ctx: CallContext,
  scope: ConnectScope,
  owner: string | null,
  answer: { code: string; state: string; flow: string },
): Promise<{ connection: GoogleConnectionAnswer }> {
  const google = requireGoogle(ctx.google);
  const flow = await verifyConnectFlow(answer.flow, ctx.secret, ctx.now());
  if (flow === null || flow.scope !== scope || flow.owner !== owner || flow.state !== answer.state)
    throw fieldError('state', 'state', 'google.state');
  const existing = await findConnection(ctx.db, owner);
  if (existing !== null && flow.startedAt <= existing.connectedAtMs)
    throw fieldError('state', 'state', 'google.state');
  const tokens = await answeringGoogle(ctx.log, async () => {
    try {
      return await google.client.exchangeCode({
        code: answer.code,
        codeVerifier: flow.verifier,
        redirectUri: flow.redirectUri,
      });
    } catch (error) {
      if (error instanceof GoogleApiError && error.kind === 'invalid')
        throw fieldError('code', 'code', 'google.code');
      throw error;
    }
  });
  // A grant we cannot use is not stored. It is not revoked either: Google would end the user's whole
  // grant to our client, a connection of the same Google account elsewhere included.
  if (!tokens.scopes.includes(BUSINESS_MANAGE_SCOPE) || tokens.refreshToken === undefined) {
    throw fieldError(
      'code',
      'code',
      tokens.refreshToken === undefined ? 'google.code' : 'google.scope',
    );
  }
  const refreshToken = tokens.refreshToken;
  // The e-mail is only shown: a userinfo failure leaves it empty rather than the connection unmade.
  const user = await google.client.userinfo(tokens.accessToken).catch(() => null);
  const now = ctx.now();
  const connection = await ctx.db.transaction(async (tx) => {
    const saved = await saveGrant(
      tx,
      google.settings.tokenKeys,
      owner,
      {
        email: user?.email ?? null,
        refreshToken,
        accessToken: tokens.accessToken,
        accessExpiresAtMs: tokens.expiresAtMs,
        scopes: tokens.scopes,
        sandbox: google.settings.sandbox,
      },
      now,
    );
    await queuePull(tx, ctx.googleJobs, saved.connection.id, now, now);
    await queueStatisticsPull(
      tx,
      ctx.googleJobs,
      saved.connection.id,
      nextStatisticsPullMs(now),
      now,
    );
    const { rows } = await tx.query<{ location_id: string; google_name: string; state: string }>(
      `select location_id, google_name, state from google_location_links
        where connection_id = $1 and state <> 'unlinked'`,
      [saved.connection.id],
    );
    for (const row of rows) {
      const listing = { locationId: row.location_id, googleName: row.google_name };
      if (row.state === 'waiting') await queuePush(tx, ctx.googleJobs, listing, now);
      // A reconnect reads the statistics again: the days missed while Google refused the grant.
      await queueBackfill(tx, ctx.googleJobs, listing, now);
    }
    await queueWaitingReplies(tx, ctx.googleJobs, saved.connection.id, now);
    await queueWaitingPosts(tx, ctx.googleJobs, saved.connection.id, now);
    return saved.connection;
  });
  return { connection: connectionAnswer(connection) };
}

/**
 * Disconnects an owner: the connection, its links and its listings' statistics are deleted (the
 * locations stay, unlinked), then the grant is revoked at Google, best effort (a job retries when Google cannot take it).
 */
export async function disconnect(ctx: CallContext, owner: string | null): Promise<void> {
  const connection = await findConnection(ctx.db, owner);
  if (connection === null) return;
  const sealed = await sealedRefreshToken(ctx.db, connection.id);
  await ctx.db.transaction(async (tx) => {
    // The statistics of its listings are Google's data kept for the connection: they go with it.
    await tx.query(
      `delete from statistics where location_id in
         (select location_id from google_location_links where connection_id = $1)`,
      [connection.id],
    );
    // Its posts stay on Google, the merchant's there; we no longer hold them.
    await tx.query(
      `delete from google_local_posts where location_id in
         (select location_id from google_location_links where connection_id = $1)`,
      [connection.id],
    );
    await tx.query('delete from google_connections where id = $1', [connection.id]);
  });
  if (sealed !== null)
    await revokeOrQueue(
      ctx.db,
      ctx.google,
      ctx.googleJobs,
      { sealed, context: connection.id, email: connection.email },
      ctx.now(),
    );
}

/** The status of an owner's connection: the connection, whether Connect is offered at all, and whether to the Sandbox. */
export async function connectionStatus(
  ctx: CallContext,
  owner: string | null,
): Promise<{ connection: GoogleConnectionAnswer | null; configured: boolean; sandbox: boolean }> {
  const connection = await findConnection(ctx.db, owner);
  return {
    connection: connection === null ? null : connectionAnswer(connection),
    configured: ctx.google !== null,
    sandbox: ctx.google?.settings.sandbox ?? false,
  };
}
