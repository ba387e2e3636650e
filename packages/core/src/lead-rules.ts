// The rules of a quote request from the landing (issue 28): the services it can name, its field
// limits (the /web contract's LeadInput), the contact it needs, the spam verdict and the lead's
// status moves. The web-api applies them to a submission, the landing's form to what is typed.
import type { FieldRuleProblem } from './field-rules';
import { isEmail, isPhone } from './formats';
import { normalizePhone } from './phone';

/** The landing's four service groups, as the footer shows them. */
export const LEAD_SERVICE_GROUPS = ['strategy', 'content', 'digital', 'marketing'] as const;

/** A service group of the landing. */
export type LeadServiceGroup = (typeof LEAD_SERVICE_GROUPS)[number];

/** Each group's six services, in the footer's order (footer.<group>.1 … 6). */
export const LEAD_SERVICES_BY_GROUP = {
  strategy: [
    'brand-strategy',
    'market-research',
    'digital-audit',
    'customer-journey',
    'positioning',
    'growth-planning',
  ],
  content: [
    'copywriting',
    'photo-production',
    'video-production',
    'social-content',
    'blog-articles',
    'newsletters',
  ],
  digital: [
    'web-design',
    'web-development',
    'e-commerce',
    'ux-ui-design',
    'landing-pages',
    'site-support',
  ],
  marketing: ['seo', 'ppc', 'location-marketing', 'maps-listing', 'social-marketing', 'analytics'],
} as const satisfies Record<LeadServiceGroup, readonly string[]>;

/** A service a quote request names (the contract's LeadService). */
export type LeadService = (typeof LEAD_SERVICES_BY_GROUP)[LeadServiceGroup][number] | 'other';

/** Every service a request may name: the groups' services in order, then `other`. */
export const LEAD_SERVICES: readonly LeadService[] = [
  ...LEAD_SERVICE_GROUPS.flatMap((group) => LEAD_SERVICES_BY_GROUP[group]),
  'other',
];

/** Whether a text is a service a request may name. */
export function isLeadService(value: string): value is LeadService {
  return (LEAD_SERVICES as readonly string[]).includes(value);
}

/** The budget ranges a visitor may name. */
export const LEAD_BUDGETS = ['under-1k', '1k-5k', '5k-20k', 'over-20k'] as const;
/** A budget range (the contract's LeadBudget). */
export type LeadBudget = (typeof LEAD_BUDGETS)[number];

/** When a visitor may want to start. */
export const LEAD_TIMELINES = ['asap', '1-3-months', '3-6-months', 'later'] as const;
/** A timeline (the contract's LeadTimeline). */
export type LeadTimeline = (typeof LEAD_TIMELINES)[number];

/** The longest text of each field of a request (the contract's LeadInput). */
export const LEAD_LIMITS = {
  name: 200,
  email: 254,
  phone: 40,
  message: 5000,
  homepage: 200,
  page: 2000,
  referrer: 2000,
  utm: 200,
  userAgent: 500,
} as const;

/** A request's fields as typed (every one text; the form's choices as their values). */
export interface LeadDraft {
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly service: string;
  readonly message: string;
  readonly budget: string;
  readonly timeline: string;
  readonly consent: boolean;
}

/** A field of the form a problem is shown at. */
export type LeadField =
  | 'name'
  | 'email'
  | 'phone'
  | 'service'
  | 'message'
  | 'budget'
  | 'timeline'
  | 'consent';

/** How a visitor may be reached: the e-mail as typed (trimmed) and the phone in E.164, at least one of them. */
export interface LeadContact {
  readonly email: string | null;
  readonly phone: string | null;
}

function tooLong(value: string, max: number): FieldRuleProblem | null {
  return value.length > max ? { code: 'tooLong', max } : null;
}

/**
 * The problems of a request, by field: a name (at most 200), an e-mail or a phone (at least one; the
 * e-mail well-formed, the phone of the contract's shape and a possible number for `region`), a known service, a message of at
 * most 5000, a known budget and timeline when given, and the consent. No problem: an empty object.
 */
export function checkLead(
  draft: LeadDraft,
  region: string,
): Partial<Record<LeadField, FieldRuleProblem>> {
  const problems: Partial<Record<LeadField, FieldRuleProblem>> = {};
  const name = draft.name.trim();
  const email = draft.email.trim();
  const phone = draft.phone.trim();
  const nameProblem = name === '' ? { code: 'required' as const } : tooLong(name, LEAD_LIMITS.name);
  if (nameProblem) problems.name = nameProblem;
  if (email === '' && phone === '') problems.email = { code: 'required' };
  const emailProblem =
    email === ''
      ? null
      : (tooLong(email, LEAD_LIMITS.email) ??
        (isEmail(email) ? null : { code: 'format' as const, format: 'email' as const }));
  if (emailProblem) problems.email = emailProblem;
  const phoneProblem =
    phone === ''
      ? null
      : (tooLong(phone, LEAD_LIMITS.phone) ??
        (!isPhone(phone) || normalizePhone(phone, region) === null
          ? { code: 'format' as const, format: 'phone' as const }
          : null));
  if (phoneProblem) problems.phone = phoneProblem;
  if (!isLeadService(draft.service)) problems.service = { code: 'required' };
  const messageProblem = tooLong(draft.message.trim(), LEAD_LIMITS.message);
  if (messageProblem) problems.message = messageProblem;
  if (draft.budget !== '' && !(LEAD_BUDGETS as readonly string[]).includes(draft.budget))
    problems.budget = { code: 'required' };
  if (draft.timeline !== '' && !(LEAD_TIMELINES as readonly string[]).includes(draft.timeline))
    problems.timeline = { code: 'required' };
  if (!draft.consent) problems.consent = { code: 'required' };
  return problems;
}

/** The contact of a request that passed checkLead: the e-mail trimmed, the phone in E.164 (core normalizePhone). */
export function leadContact(email: string, phone: string, region: string): LeadContact {
  const mail = email.trim();
  const number = phone.trim();
  return {
    email: mail === '' ? null : mail,
    phone: number === '' ? null : normalizePhone(number, region),
  };
}

/** The shortest time a person takes to fill the form, from Leads/start to Leads/submit. */
export const LEAD_MIN_FILL_MS = 3000;
/** A start older than this is no longer believed (a token kept for replays). */
export const LEAD_START_MAX_AGE_MS = 24 * 3600 * 1000;
/** The most requests one address (core addressLimitKey) sends in LEAD_ADDRESS_WINDOW_MS before the rest are suspected spam. */
export const LEAD_ADDRESS_LIMIT = 5;
/** The window of the per-address limit. */
export const LEAD_ADDRESS_WINDOW_MS = 3600 * 1000;

/** How long a proof-of-work challenge of Leads/start stays acceptable (a person fills the form within it). */
export const LEAD_CHALLENGE_TTL_MS = 2 * 3600 * 1000;

/**
 * What became of the site's proof-of-work challenge (ALTCHA) in a submission: not asked (the site
 * sets no key), solved, missing (no solution came: a browser without JavaScript), or a solution that
 * failed — forged (not our signature or not a solution), expired, or replayed (already spent).
 */
export type LeadChallengeVerdict =
  | 'notAsked'
  | 'solved'
  | 'missing'
  | 'forged'
  | 'expired'
  | 'replayed';

/** Why a request is suspected spam. */
export type LeadSpamReason =
  | 'honeypot'
  | 'tooFast'
  | 'noStart'
  | 'overAddressLimit'
  | 'challengeMissing'
  | 'challengeForged'
  | 'challengeExpired'
  | 'challengeReplayed';

const CHALLENGE_REASONS: Readonly<Record<LeadChallengeVerdict, LeadSpamReason | null>> = {
  notAsked: null,
  solved: null,
  missing: 'challengeMissing',
  forged: 'challengeForged',
  expired: 'challengeExpired',
  replayed: 'challengeReplayed',
};

/** What the server knows of a submission when it judges it. */
export interface LeadSpamEvidence {
  /** The honeypot field as posted. */
  readonly honeypot: string;
  /** When the visitor began (a verified Leads/start token), or null when none came or it did not verify. */
  readonly startedAtMs: number | null;
  readonly nowMs: number;
  /** Requests from the same address key within LEAD_ADDRESS_WINDOW_MS before this one. */
  readonly recentFromAddress: number;
  /** The proof-of-work challenge's verdict; absent: the site asks none. */
  readonly challenge?: LeadChallengeVerdict;
}

/**
 * The spam verdict of a request: suspected (answered as a success, stored flagged, not delivered) when
 * the honeypot holds anything, the form was filled faster than LEAD_MIN_FILL_MS or without a start
 * (or with one older than a day), or the address already sent LEAD_ADDRESS_LIMIT requests within the
 * window, or the site's proof-of-work challenge came back missing, forged, expired or replayed (kept,
 * not refused: a browser without JavaScript cannot solve it). The reasons are every rule that caught
 * it; none means a person's request.
 */
export function leadSpamReasons(evidence: LeadSpamEvidence): LeadSpamReason[] {
  const reasons: LeadSpamReason[] = [];
  if (evidence.honeypot.trim() !== '') reasons.push('honeypot');
  const started = evidence.startedAtMs;
  if (started === null || evidence.nowMs - started > LEAD_START_MAX_AGE_MS) reasons.push('noStart');
  else if (evidence.nowMs - started < LEAD_MIN_FILL_MS) reasons.push('tooFast');
  if (evidence.recentFromAddress >= LEAD_ADDRESS_LIMIT) reasons.push('overAddressLimit');
  const challenge = CHALLENGE_REASONS[evidence.challenge ?? 'notAsked'];
  if (challenge !== null) reasons.push(challenge);
  return reasons;
}

/** Where a lead stands (the contract's LeadStatus). */
export type LeadStatus = 'new' | 'contacted' | 'won' | 'lost';

/** The statuses a lead may move to from each: new → contacted → won or lost. */
export const LEAD_STATUS_MOVES: Readonly<Record<LeadStatus, readonly LeadStatus[]>> = {
  new: ['contacted'],
  contacted: ['won', 'lost'],
  won: [],
  lost: [],
};

/** Whether a lead may move from one status to another (staying where it is always may). */
export function canMoveLead(from: LeadStatus, to: LeadStatus): boolean {
  return from === to || LEAD_STATUS_MOVES[from].includes(to);
}

/** Days suspected spam is kept before it is erased. */
export const LEAD_SPAM_RETENTION_DAYS = 30;
/** Days a lead marked lost is kept after it was marked, before it is erased. */
export const LEAD_LOST_RETENTION_DAYS = 365;

/** The fields the landing's form posts (the no-JavaScript post and the inline call read the same). */
export const LEAD_FORM_FIELDS = [
  'name',
  'email',
  'phone',
  'service',
  'message',
  'budget',
  'timeline',
  'consent',
  'homepage',
  'page',
  'referrer',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'started',
] as const;

/** The UTM parameters a request keeps, as the page's query names them. */
export const LEAD_UTM_KEYS = ['source', 'medium', 'campaign', 'term', 'content'] as const;

/**
 * The contract's LeadInput from the form's posted fields: texts trimmed, empty optional fields left
 * out (the contract takes none of them empty), the checkbox as a boolean, the UTM fields as one object.
 */
export function leadFormPayload(values: Readonly<Record<string, string>>): Record<string, unknown> {
  const value = (name: string) => (values[name] ?? '').trim();
  const item: Record<string, unknown> = {
    name: value('name'),
    message: value('message'),
    consent: value('consent') !== '',
  };
  for (const name of ['email', 'phone', 'service', 'budget', 'timeline', 'page', 'referrer']) {
    if (value(name) !== '') item[name] = value(name);
  }
  // The honeypot and the start token go as they came: a bot's text is the evidence.
  if ((values.homepage ?? '') !== '') item.homepage = values.homepage;
  if ((values.started ?? '') !== '') item.started = values.started;
  const utm: Record<string, string> = {};
  for (const key of LEAD_UTM_KEYS) if (value(`utm_${key}`) !== '') utm[key] = value(`utm_${key}`);
  if (Object.keys(utm).length > 0) item.utm = utm;
  return item;
}
