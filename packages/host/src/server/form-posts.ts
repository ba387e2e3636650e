import type { components } from '@agency/contracts';
import {
  WEB_OPERATIONS,
  type WebOperationData,
  type WebOperationKey,
  type WebOperationPayload,
} from '@agency/contracts/web-operations';
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

/**
 * One form that works without JavaScript: where it is, which /web pair it calls (its payload and
 * answer typed by the contract's operation map, its method the contract's), and what success does.
 */
export interface FormPostRule<K extends WebOperationKey = WebOperationKey> {
  /** The form's name, posted in the hidden `_form` field. */
  readonly form: string;
  /** The pages that show it: one route, or every route of a group. */
  readonly route?: RouteName;
  readonly group?: RouteGroup;
  /** The pair the form calls, as the browser's form calls it. */
  readonly operation: K;
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
  payload?(values: Readonly<Record<string, string>>, page: unknown): WebOperationPayload<K> | null;
  /** A check the browser form makes before calling and the backend does not: its field errors, none when fine. */
  check?(values: Readonly<Record<string, string>>): readonly FormFieldError[];
  /** Fields never shown again (passwords). */
  readonly secrets?: readonly string[];
  /** Fields taken from a cookie rather than the body (field -> cookie name): what the host, not the form, knows. */
  readonly cookies?: Readonly<Record<string, string>>;
  /** The call needs the customer's session (or, `admin`, the back office's); without one the post goes to sign-in. */
  readonly signedIn?: boolean | 'admin';
  /** A 410 (the server no longer knows the session) counts as success, as the browser's sign-out does. */
  readonly goneIsSuccess?: boolean;
  /** What to answer once the call succeeded (`data` null: a 410 taken as success). */
  success(
    data: WebOperationData<K> | null,
    values: Readonly<Record<string, string>>,
    lang: Language,
    /** The query of the page the form was posted on (the sign-in page's `back`). */
    query: Query,
  ): FormPostSuccess;
}

/** A rule checked against its own pair's payload and answer, then kept among rules of any pair. */
export function formPost<K extends WebOperationKey>(rule: FormPostRule<K>): FormPostRule {
  return rule as unknown as FormPostRule;
}

type AccountSettings = WebOperationPayload<'Account/updateSettings'>;
type LeadItem = WebOperationPayload<'Leads/submit'>['item'];

/** A field error of a refused form: the contract's FieldError. */
export type FormFieldError = components['schemas']['FieldError'];

// A started connection: to Google's consent page (or the demo sandbox's), the signed flow kept for the callback.
function providerRedirect(
  data: WebOperationData<'Google/connectStart' | 'AgencyGoogle/connectStart'> | null,
): FormPostSuccess {
  if (data === null) throw new Error('connectStart answered without its consent page');
  const { url, flow, expiresIn } = data;
  return { kind: 'redirect', location: url, provider: { flow, maxAgeSeconds: expiresIn } };
}

// A new session opens the page the visitor wanted, else the account: core afterSignInPath, as the browser's useSignedIn.
const signedIn = (
  data: { readonly jwt?: string } | null,
  _values: unknown,
  lang: Language,
  query: Query,
): FormPostSuccess => ({
  kind: 'redirect',
  location: afterSignInPath(query, lang),
  session: typeof data?.jwt === 'string' ? data.jwt : null,
});

// A pin kind's pair, checked against the contract: a form post is never a GET or DELETE.
function pairOf(controller: string, subaction: string): WebOperationKey {
  const pair = `${controller}/${subaction}`;
  const info = (WEB_OPERATIONS as Readonly<Record<string, { method: string }>>)[pair];
  if (info === undefined || (info.method !== 'POST' && info.method !== 'PUT'))
    throw new Error(`${pair} is not sent by a form (${info?.method ?? 'no such pair'})`);
  return pair as WebOperationKey;
}

// A pin kind's payload, built by ui's kind description (typed by hand until resources are described once).
const pinPayload = (payload: Record<string, unknown> | null) =>
  payload as WebOperationPayload<WebOperationKey> | null;

/**
 * Each pin kind's create and edit forms (on its list page): the kind's own check and payload, the
 * same the browser's form uses (ui pin-form-post), and back to the list after.
 */
export function pinFormPosts(pins: PinFormsModule): FormPostRule[] {
  return pins.PIN_FORM_KINDS.flatMap(({ route, spec }): FormPostRule[] => {
    const common = {
      route,
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
              operation: pairOf(spec.controller, 'reply'),
              fields: ['id', 'reply'],
              // Sent as typed: Google counts the bytes of exactly what was written.
              asTyped: true,
              signedIn: true,
              success: common.success,
            },
            {
              route,
              form: pins.REVIEW_DELETE_REPLY_FORM,
              operation: pairOf(spec.controller, 'deleteReply'),
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
        operation: pairOf(spec.controller, 'create'),
        payload: (values) => pinPayload(pins.pinFormPayload(spec, values, null)),
      },
      {
        ...common,
        form: pins.PIN_UPDATE_FORM,
        operation: pairOf(spec.controller, 'update'),
        readsPage: true,
        payload: (values, page) => {
          const stored = pins.storedPin(page, values.id ?? '');
          return stored === null ? null : pinPayload(pins.pinFormPayload(spec, values, stored));
        },
      },
    ];
  });
}

/** The forms the host accepts as posts, and the /web call each makes (the same call as the browser's form). */
export const FORM_POSTS: readonly FormPostRule[] = [
  formPost({
    form: 'signIn',
    route: 'sign-in',
    operation: 'Auth/signIn',
    fields: ['email', 'password'],
    secrets: ['password'],
    success: signedIn,
  }),
  formPost({
    form: 'phoneSignIn',
    route: 'sign-in',
    operation: 'Auth/phoneSignIn',
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
  }),
  formPost({
    form: 'confirm',
    route: 'sign-in-confirmation',
    operation: 'Auth/confirm',
    fields: ['phone', 'code'],
    secrets: ['code'],
    success: signedIn,
  }),
  formPost({
    form: 'recover',
    route: 'sign-in-recovery',
    operation: 'Auth/recover',
    fields: ['email'],
    // The e-mail stays out of the URL: the same page shows the next step with it.
    success: () => ({ kind: 'done' }),
  }),
  formPost({
    form: 'recoverConfirm',
    route: 'sign-in-recovery',
    operation: 'Auth/recoverConfirm',
    fields: ['email', 'code', 'password'],
    secrets: ['code', 'password'],
    success: signedIn,
  }),
  formPost({
    form: 'confirmEmail',
    route: 'email-confirmation',
    operation: 'Auth/confirmEmail',
    fields: ['token', 'password'],
    secrets: ['token', 'password'],
    // As the page sends it: the password only in an invitation's step, which asks for it.
    payload: ({ token = '', password = '' }) => ({
      token,
      ...(password === '' ? {} : { password }),
    }),
    // The same page draws the answer (confirmed, or the invitation's password step).
    success: () => ({ kind: 'done' }),
  }),
  formPost({
    form: 'updateSettings',
    route: 'account-settings',
    operation: 'Account/updateSettings',
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
      // As posted: the backend refuses a language the account has not with its field error.
      ...(preferredLang === ''
        ? {}
        : { preferredLang: preferredLang as AccountSettings['preferredLang'] }),
      ...(reviewEmails === 'on' || reviewEmails === 'off'
        ? { reviewEmails: reviewEmails === 'on' }
        : {}),
      ...(currentPassword === '' ? {} : { currentPassword }),
    }),
    success: (_data, _values, lang) => ({
      kind: 'redirect',
      location: routePath('account-settings', lang),
    }),
  }),
  formPost({
    form: 'confirmPhone',
    route: 'account-settings',
    operation: 'Account/confirmPhone',
    signedIn: true,
    fields: ['code'],
    secrets: ['code'],
    payload: ({ code = '' }) => ({ code: code.trim() }),
    success: (_data, _values, lang) => ({
      kind: 'redirect',
      location: routePath('account-settings', lang),
    }),
  }),
  formPost({
    form: 'unlinkProvider',
    route: 'account-settings',
    operation: 'Account/unlinkProvider',
    signedIn: true,
    fields: ['provider'],
    success: (_data, _values, lang) => ({
      kind: 'redirect',
      location: routePath('account-settings', lang),
    }),
  }),
  formPost({
    form: 'changePassword',
    route: 'account-settings',
    operation: 'Account/changePassword',
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
  }),
  // Google Business Profile (issue 26): Connect leaves for Google's consent page with the signed flow
  // in the google-flow cookie (google-callback.ts finishes it); Disconnect comes back to the page.
  formPost({
    form: 'googleConnect',
    route: 'account-pins-locations',
    operation: 'Google/connectStart',
    fields: [],
    signedIn: true,
    success: providerRedirect,
  }),
  // The statistics screen offers Connect too while no location is linked (issue 27).
  formPost({
    form: 'googleConnect',
    route: 'account-pins-statistics',
    operation: 'Google/connectStart',
    fields: [],
    signedIn: true,
    success: providerRedirect,
  }),
  formPost({
    form: 'googleDisconnect',
    route: 'account-pins-locations',
    operation: 'Google/disconnect',
    fields: [],
    signedIn: true,
    success: (_data, _values, lang) => ({
      kind: 'redirect',
      location: routePath('account-pins-locations', lang, {}, { google: 'disconnected' }),
    }),
  }),
  formPost({
    form: 'agencyGoogleConnect',
    route: 'admin',
    operation: 'AgencyGoogle/connectStart',
    fields: [],
    signedIn: 'admin',
    success: providerRedirect,
  }),
  formPost({
    form: 'agencyGoogleDisconnect',
    route: 'admin',
    operation: 'AgencyGoogle/disconnect',
    fields: [],
    signedIn: 'admin',
    success: (_data, _values, lang) => ({
      kind: 'redirect',
      location: routePath('admin', lang, {}, { google: 'disconnected' }),
    }),
  }),
  // The landing's quote request (issue 28): the fill's start comes from the cookie the form's image set;
  // a request is answered by the thank-you state, whatever the spam verdict (the backend answers alike).
  formPost({
    form: LEAD_FORM_NAME,
    route: 'home',
    operation: 'Leads/submit',
    fields: LEAD_FORM_FIELDS,
    cookies: { started: LEAD_START_COOKIE },
    secrets: ['started', 'homepage'],
    // Core builds it as the browser's form does; the backend checks it against the contract.
    payload: (values) => ({ item: leadFormPayload(values) as LeadItem }),
    success: (_data, _values, lang) => ({
      kind: 'redirect',
      location: `${routePath('home', lang, {}, { lead: 'sent' })}#lead`,
    }),
  }),
  formPost({
    form: 'signOut',
    group: 'account',
    operation: 'Auth/signOut',
    fields: [],
    signedIn: true,
    goneIsSuccess: true,
    success: (_data, _values, lang) => ({
      kind: 'redirect',
      location: routePath('sign-in', lang),
      session: null,
    }),
  }),
];
