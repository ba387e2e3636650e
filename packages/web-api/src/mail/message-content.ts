/** What a message says, by kind, with the values it carries (a code, a link, an address, a phone). */
export type MessageContent =
  | { kind: 'sign-in-code'; code: string }
  | { kind: 'recovery-code'; code: string }
  | { kind: 'email-confirmation'; link: string }
  | { kind: 'email-change'; email: string }
  | { kind: 'email-changed'; email: string }
  | { kind: 'phone-change'; phone: string }
  | { kind: 'phone-removed' }
  | { kind: 'password-changed' }
  | { kind: 'phone-change-code'; phone: string; code: string }
  | { kind: 'address-in-use' }
  | { kind: 'phone-in-use' }
  | { kind: 'invitation'; link: string }
  | LeadMessage
  | ReviewMessage;

/** A review of a Google-linked location, new or changed on Google, for a merchant who asked for such e-mails. */
export interface ReviewMessage {
  kind: 'review-new' | 'review-changed';
  author: string;
  stars: number;
  /** The location's name in the account. */
  location: string;
  /** What the reviewer wrote: only ever shown as text. */
  text: string;
  /** The account's reviews screen. */
  link: string;
}

/** A quote request sent to the agency: what the visitor typed, shown as text (never run, never linked). */
export interface LeadMessage {
  kind: 'lead';
  name: string;
  email: string | null;
  phone: string | null;
  service: string;
  message: string;
  budget: string | null;
  timeline: string | null;
  /** The language of the page the request came from. */
  lang: string;
  page: string;
}

/** The kinds of message the site sends. */
export type MessageKind = MessageContent['kind'];

/** Every message kind, in the order the templates list them. */
export const MESSAGE_KINDS: readonly MessageKind[] = [
  'sign-in-code',
  'recovery-code',
  'email-confirmation',
  'email-change',
  'email-changed',
  'phone-change',
  'phone-removed',
  'password-changed',
  'phone-change-code',
  'address-in-use',
  'phone-in-use',
  'lead',
  'review-new',
  'review-changed',
  'invitation',
];
