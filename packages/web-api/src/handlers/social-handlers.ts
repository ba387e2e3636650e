import { socialCallbackPath } from '@agency/core';
import { RATE_RULES, takeEvents, windowCheck } from '../auth/rate-limit';
import { customerSession } from '../auth/sessions';
import { customerOfProfile, linkToCustomer, unlinkProvider } from '../auth/social-accounts';
import { SOCIAL_FLOW_SECONDS, signFlow, verifyFlow } from '../auth/social-flow';
import { fieldError, WebApiError } from '../base/web-api-error';
import type { CallContext, HandlerTable } from '../context/call-context';

// The redirect URI comes from the configured public origin only, never from a request header.
function redirectUri(ctx: CallContext, provider: 'google' | 'facebook'): string {
  if (ctx.siteUrl === '') throw new WebApiError(404, 'NOT_FOUND', 'social.off');
  return `${ctx.siteUrl}${socialCallbackPath(provider)}`;
}

/** Auth/socialStart, Auth/socialFinish (Google and Facebook sign-in) and Account/unlinkProvider. */
export const socialHandlers: HandlerTable = {
  'Auth/socialStart': async (ctx, { provider }) => {
    if (!ctx.social.enabled(provider)) throw new WebApiError(404, 'NOT_FOUND', 'social.off');
    const { url, flow } = await ctx.social.start(provider, redirectUri(ctx, provider), ctx.now());
    return {
      url,
      flow: await signFlow(flow, ctx.secret, ctx.now()),
      expiresIn: SOCIAL_FLOW_SECONDS,
    };
  },

  'Auth/socialFinish': async (ctx, { provider, code, state, iss, flow: token }) => {
    if (!ctx.social.enabled(provider)) throw new WebApiError(404, 'NOT_FOUND', 'social.off');
    // Counted before anything is checked, so forged callbacks count too (429 above the limit).
    await takeEvents(
      ctx.db,
      [windowCheck(`social:ip:${ctx.ipKey}`, RATE_RULES.socialFinishPerIp)],
      ctx.now(),
    );
    const flow = await verifyFlow(token, ctx.secret, ctx.now());
    // The callback must come back to the browser that started it, for the provider it started with.
    if (flow === null || flow.provider !== provider || flow.state !== state)
      throw fieldError('social', 'state', 'social.state');
    const profile = await ctx.social.finish(
      flow,
      { code, state, ...(iss === undefined ? {} : { iss }) },
      redirectUri(ctx, provider),
      ctx.now(),
    );
    const signedIn = ctx.caller.kind === 'customer' ? ctx.caller.userId : null;
    if (signedIn !== null) {
      await linkToCustomer(ctx, signedIn, profile);
      return customerSession(ctx, signedIn);
    }
    return customerSession(ctx, await customerOfProfile(ctx, profile));
  },

  'Account/unlinkProvider': async (ctx, { provider }) => {
    // An anonymous caller (a pair the role tables granted to anonymous) has no provider linked.
    if (ctx.caller.kind === 'anonymous')
      throw new WebApiError(404, 'NOT_FOUND', 'social.notLinked');
    return { linkedProviders: await unlinkProvider(ctx, ctx.caller.userId, provider) };
  },
};
