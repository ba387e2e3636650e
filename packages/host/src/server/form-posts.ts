import type { components } from '@agency/contracts';
import { WEB_OPERATIONS, type WebOperationKey } from '@agency/contracts/web-operations';
import type { Language, Query, RouteGroup, RouteName } from '@agency/core';
import { afterSignInPath, LEAD_FORM_NAME, returnQuery, routePath } from '@agency/core';
import { LEAD_FORM_FIELDS, leadFormPayload } from '@agency/core/forms';
import type { PinFormsModule } from '@agency/ui';
import { LEAD_START_COOKIE } from './lead-start';

/** What the host does after a posted form's /web call succeeded. */
export type FormPostSuccess =
  /**
   * Post/redirect/get: 303 to `location`; `session` sets the token cookie to that jwt, or clears it
   * when null. `provider` marks a location on Google's side (an OAuth consent page, the one answer
   * that leaves the site) whose signed flow rides in the google-flow cookie until Google's callback.
   */
  | {
      readonly kind: 'redirect';
      readonly location: string;
      readonly session?: string | null;
      readonly provider?: { readonly flow: string; readonly maxAgeSeconds: number };
    }
  /** Render the page again with the form marked done (a first step whose next step is on the same page). */
  | { readonly kind: 'done' };

/** One form that works without JavaScript: where it is, which /web call it makes, and what success does. */
export interface FormPostRule {
  /** The form's name, posted in the hidden `_form` field. */
  readonly form: string;
  /** The pages that show it: one route, or every route of a group. */
  readonly route?: RouteName;
  readonly group?: RouteGroup;
  readonly controller: string;
  readonly subaction: string;
  /** The call's method, as the browser form sends it (default POST). */
  readonly method?: 'POST' | 'PUT';
  /** The posted fields the form reads; all but the secrets are trimmed, as the browser form does. */
  readonly fields: readonly string[];
  /** The values reach the payload as typed, as the browser form passes them (its payload trims what it trims). */
  readonly asTyped?: boolean;
  /** The page's data is loaded before the call: the payload reads it (the record an edit changes). */
  readonly readsPage?: boolean;
  /**
   * The call's payload from the fields (and the page's data when `readsPage`), when it is not the
   * fields themselves (as the browser form builds it); null when the page no longer shows the record.
   */
  readonly payload?: (
    values: Readonly<Record<string, string>>,
    page: unknown,
  ) => Record<string, unknown> | null;
  /** A check the browser form makes before calling and the backend does not: its field errors, none when fine. */
  readonly check?: (values: Readonly<Record<string, string>>) => readonly FormFieldError[];
  /** Fields never shown again (passwords). */
  readonly secrets?: readonly string[];
  /** Fields taken from a cookie rather than the body (field -> cookie name): what the host, not the form, knows. */
  readonly cookies?: Readonly<Record<string, string>>;
  /** The call needs the customer's session (or, `admin`, the back office's); without one the post goes to sign-in. */
  readonly signedIn?: boolean | 'admin';
  /** A 410 (the server no longer knows the session) counts as success, as the browser's sign-out does. */
  readonly goneIsSuccess?: boolean;
  /** What to answer once the call succeeded. */
  readonly success: (
    data: unknown,
    values: Readonly<Record<string, string>>,
    lang: Language,
    /** The query of the page the form was posted on (the sign-in page's `back`). */
    query: Query,
  ) => FormPostSuccess;
}

/** A field error of a refused form: the contract's FieldError. */
export type FormFieldError = components['schemas']['FieldError'];

// A started connection: to Google's consent page (or the demo sandbox's), the signed flow kept for the callback.
function providerRedirect(data: unknown): FormPostSuccess {
  const { url, flow, expiresIn } = data as { url: string; flow: string; expiresIn: number };
  return { kind: 'redirect', location: url, provider: { flow, maxAgeSeconds: expiresIn } };
}

function jwtOf(data: unknown): string | null {
  if (typeof data !== 'object' || data === null || !('jwt' in data)) return null;
  const jwt = (data as { jwt: unknown }).jwt;
  return typeof jwt === 'string' ? jwt : null;
}

// A new session opens the page the visitor wanted, else the account: core afterSignInPath, as the browser's useSignedIn.
const signedIn = (
  data: unknown,
  _values: unknown,
  lang: Language,
  query: Query,
): FormPostSuccess => ({
  kind: 'redirect',
  location: afterSignInPath(query, lang),
  session: jwtOf(data),
});

// The pair's method in the contract, as the browser's call sends it (a form post is never a GET or DELETE).
function methodOf(pair: string): 'POST' | 'PUT' {
  const { method } = WEB_OPERATIONS[pair as WebOperationKey];
  if (method !== 'POST' && method !== 'PUT')
    throw new Error(`${pair} is not sent by a form (${method})`);
  return method;
}

/**
 * Each pin kind's create and edit forms (on its list page): the kind's own check and payload, the
 * same the browser's form uses (ui pin-form-post), and back to the list after.
 */
export function pinFormPosts(pins: PinFormsModule): FormPostRule[] {
  return pins.PIN_FORM_KINDS.flatMap(({ route, spec }): FormPostRule[] => {
    const common = {
      route,
      controller: spec.controller,
      fields: pins.pinFormFields(spec),
      asTyped: true,
      signedIn: true,
      check: (values: Readonly<Record<string, string>>) => pins.pinFormRefusals(spec, values),
      success: (_data: unknown, _values: unknown, lang: Language, query: Query) =>
        ({
          kind: 'redirect',
          location: pins.pinFormUrl(routePath(route, lang), query, null),
        }) as const,
    };
    // A review from Google is edited only in its reply: its own two forms on the same list page.
    const replies: FormPostRule[] =
      spec.replyOnly === undefined
        ? []
        : [
            {
              route,
              form: pins.REVIEW_REPLY_FORM,
              controller: spec.controller,
              subaction: 'reply',
              method: methodOf(`${spec.controller}/reply`),
              fields: ['id', 'reply'],
              // Sent as typed: Google counts the bytes of exactly what was written.
              asTyped: true,
              signedIn: true,
              success: common.success,
            },
            {
              route,
              form: pins.REVIEW_DELETE_REPLY_FORM,
              controller: spec.controller,
              subaction: 'deleteReply',
              method: methodOf(`${spec.controller}/deleteReply`),
              fields: ['id'],
              signedIn: true,
              success: common.success,
            },
          ];
    return [
      ...replies,
      {
        ...common,
        form: pins.PIN_CREATE_FORM,
        subaction: 'create',
        method: methodOf(`${spec.controller}/create`),
        payload: (values) => pins.pinFormPayload(spec, values, null),
      },
      {
        ...common,
        form: pins.PIN_UPDATE_FORM,
        subaction: 'update',
        method: methodOf(`${spec.controller}/update`),
        readsPage: true,
        payload: (values, page) => {
          const stored = pins.storedPin(page, values.id ?? '');
          return stored === null ? null : pins.pinFormPayload(spec, values, stored);
        },
      },
    ];
  });
}

/** The forms the host accepts as posts, and the /web call each makes (the same call as the browser's form). */
export const FORM_POSTS: readonly FormPostRule[] = [
  {
    form: 'signIn',
    route: 'sign-in',
    controller: 'Auth',
    subaction: 'signIn',
    fields: ['email', 'password'],
    secrets: ['password'],
    success: signedIn,
  },
  {
    form: 'phoneSignIn',
    route: 'sign-in',
    controller: 'Auth',
    subaction: 'phoneSignIn',
    fields: ['phone'],
    // The code is sent: the confirmation page names the phone, as after the browser's form.
    success: (_data, values, lang, query) => ({
      kind: 'redirect',
      location: routePath(
        'sign-in-confirmation',
        lang,
        {},
        { phone: values.phone ?? '', ...returnQuery(query) },
      ),
    }),
  },
  {
    form: 'confirm',
    route: 'sign-in-confirmation',
    controller: 'Auth',
    subaction: 'confirm',
    fields: ['phone', 'code'],
    secrets: ['code'],
    success: signedIn,
  },
  {
    form: 'recover',
    route: 'sign-in-recovery',
    controller: 'Auth',
    subaction: 'recover',
    fields: ['email'],
    // The e-mail stays out of the URL: the same page shows the next step with it.
    success: () => ({ kind: 'done' }),
  },
  {
    form: 'recoverConfirm',
    route: 'sign-in-recovery',
    controller: 'Auth',
    subaction: 'recoverConfirm',
    fields: ['email', 'code', 'password'],
    secrets: ['code', 'password'],
    success: signedIn,
  },
  {
    form: 'confirmEmail',
    route: 'email-confirmation',
    controller: 'Auth',
    subaction: 'confirmEmail',
    fields: ['token', 'password'],
    secrets: ['token', 'password'],
    // As the page sends it: the password only in an invitation's step, which asks for it.
    payload: ({ token = '', password = '' }) => ({
      token,
      ...(password === '' ? {} : { password }),
    }),
    // The same page draws the answer (confirmed, or the invitation's password step).
    success: () => ({ kind: 'done' }),
  },
  {
    form: 'updateSettings',
    route: 'account-settings',
    controller: 'Account',
    subaction: 'updateSettings',
    method: 'PUT',
    signedIn: true,
    fields: ['name', 'email', 'phone', 'preferredLang', 'reviewEmails', 'currentPassword'],
    secrets: ['currentPassword'],
    // As ProfileForm sends it: an empty e-mail is left out, an empty phone removes the phone.
    payload: ({
      name = '',
      email = '',
      phone = '',
      preferredLang = '',
      reviewEmails = '',
      currentPassword = '',
    }) => ({
      name,
      ...(email === '' ? {} : { email }),
      phone: phone === '' ? null : phone,
      ...(preferredLang === '' ? {} : { preferredLang }),
      ...(reviewEmails === 'on' || reviewEmails === 'off'
        ? { reviewEmails: reviewEmails === 'on' }
        : {}),
      ...(currentPassword === '' ? {} : { currentPassword }),
    }),
    success: (_data, _values, lang) => ({
      kind: 'redirect',
      location: routePath('account-settings', lang),
    }),
  },
  {
    form: 'confirmPhone',
    route: 'account-settings',
    controller: 'Account',
    subaction: 'confirmPhone',
    signedIn: true,
    fields: ['code'],
    secrets: ['code'],
    payload: ({ code = '' }) => ({ code: code.trim() }),
    success: (_data, _values, lang) => ({
      kind: 'redirect',
      location: routePath('account-settings', lang),
    }),
  },
  {
    form: 'unlinkProvider',
    route: 'account-settings',
    controller: 'Account',
    subaction: 'unlinkProvider',
    signedIn: true,
    fields: ['provider'],
    success: (_data, _values, lang) => ({
      kind: 'redirect',
      location: routePath('account-settings', lang),
    }),
  },
  {
    form: 'changePassword',
    route: 'account-settings',
    controller: 'Account',
    subaction: 'changePassword',
    signedIn: true,
    fields: ['currentPassword', 'newPassword', 'repeatPassword'],
    secrets: ['currentPassword', 'newPassword', 'repeatPassword'],
    payload: ({ currentPassword = '', newPassword = '' }) => ({ currentPassword, newPassword }),
    // The repetition is the form's own check (PasswordForm): a typo must not become the password.
    check: ({ newPassword = '', repeatPassword = '' }) =>
      repeatPassword === newPassword
        ? []
        : [{ field: 'repeatPassword', code: 'passwordMatch', message: 'The passwords differ' }],
    success: (_data, _values, lang) => ({
      kind: 'redirect',
      location: routePath('account-settings', lang),
    }),
  },
  // Google Business Profile (issue 26): Connect leaves for Google's consent page with the signed flow
  // in the google-flow cookie (google-callback.ts finishes it); Disconnect comes back to the page.
  {
    form: 'googleConnect',
    route: 'account-pins-locations',
    controller: 'Google',
    subaction: 'connectStart',
    fields: [],
    signedIn: true,
    success: providerRedirect,
  },
  // The statistics screen offers Connect too while no location is linked (issue 27).
  {
    form: 'googleConnect',
    route: 'account-pins-statistics',
    controller: 'Google',
    subaction: 'connectStart',
    fields: [],
    signedIn: true,
    success: providerRedirect,
  },
  {
    form: 'googleDisconnect',
    route: 'account-pins-locations',
    controller: 'Google',
    subaction: 'disconnect',
    fields: [],
    signedIn: true,
    success: (_data, _values, lang) => ({
      kind: 'redirect',
      location: routePath('account-pins-locations', lang, {}, { google: 'disconnected' }),
    }),
  },
  {
    form: 'agencyGoogleConnect',
    route: 'admin',
    controller: 'AgencyGoogle',
    subaction: 'connectStart',
    fields: [],
    signedIn: 'admin',
    success: providerRedirect,
  },
  {
    form: 'agencyGoogleDisconnect',
    route: 'admin',
    controller: 'AgencyGoogle',
    subaction: 'disconnect',
    fields: [],
    signedIn: 'admin',
    success: (_data, _values, lang) => ({
      kind: 'redirect',
      location: routePath('admin', lang, {}, { google: 'disconnected' }),
    }),
  },
  // The landing's quote request (issue 28): the fill's start comes from the cookie the form's image set;
  // a request is answered by the thank-you state, whatever the spam verdict (the backend answers alike).
  {
    form: LEAD_FORM_NAME,
    route: 'home',
    controller: 'Leads',
    subaction: 'submit',
    fields: LEAD_FORM_FIELDS,
    cookies: { started: LEAD_START_COOKIE },
    secrets: ['started', 'homepage'],
    payload: (values) => ({ item: leadFormPayload(values) }),
    success: (_data, _values, lang) => ({
      kind: 'redirect',
      location: `${routePath('home', lang, {}, { lead: 'sent' })}#lead`,
    }),
  },
  {
    form: 'signOut',
    group: 'account',
    controller: 'Auth',
    subaction: 'signOut',
    fields: [],
    signedIn: true,
    goneIsSuccess: true,
    success: (_data, _values, lang) => ({
      kind: 'redirect',
      location: routePath('sign-in', lang),
      session: null,
    }),
  },
];
