import { DEFAULT_LANGUAGE, htmlLang, type Language } from './languages';
import type { MessageId } from './messages';
import type { NotificationType } from './notification-kind';
import type { BreadcrumbItem, PageMeta } from './page-meta';
import { EMPTY_SESSION, type Session } from './session';

/** What the server knew about the request that rendered the page (R3.5). */
export interface RequestContext {
  readonly protocol: 'http' | 'https';
  readonly hostname: string;
  /** Request headers, names lower-cased. */
  readonly headers: Readonly<Record<string, string>>;
  readonly cookies: Readonly<Record<string, string>>;
  /** The client's IP address as the host determined it. */
  readonly ip: string;
  /** The HTTP status the page answers with. */
  readonly statusCode: number;
}

/** A notification on screen: its type, a message id and/or the server's own text, and how long it stays. */
export interface Notification {
  readonly type: NotificationType;
  readonly messageId: MessageId | null;
  /** Shown instead of the message id's text when present. */
  readonly text: string | null;
  /** Milliseconds until it closes itself. */
  readonly duration: number;
}

/** How the last confirmation ended: accepted, rejected, or dismissed (hidden or closed). */
export type ConfirmationAnswer = 'accepted' | 'rejected' | 'dismissed';

/** Which button of the confirmation dialog has the focus when it opens: accept (the spec's default) or reject. */
export type ConfirmationFocus = 'accept' | 'reject';

/**
 * The confirmation dialog: whether it is shown, which request it answers, and how it ended; a request
 * may carry its own text (a delete names its record) and ask for the focus on reject.
 */
export interface Confirmation {
  readonly visible: boolean;
  readonly id: string | null;
  readonly answer: ConfirmationAnswer | null;
  readonly text?: string;
  readonly focus?: ConfirmationFocus;
}

/** What the browser reports about the document (R4.12): scroll position, window size, biometrics. */
export interface DocumentState {
  readonly scroll: { readonly x: number; readonly y: number };
  readonly size: { readonly width: number; readonly height: number };
  /** Whether a fingerprint/biometric authenticator is available. */
  readonly biometrics: boolean;
}

/** The whole client state (R3.5). */
export interface State {
  readonly context: RequestContext;
  readonly session: Session;
  /** The page data of the last page load. */
  readonly page: Readonly<Record<string, unknown>> | null;
  /** The breadcrumb trail of the current page. */
  readonly way: readonly BreadcrumbItem[];
  readonly meta: Pick<PageMeta, 'title' | 'htmlAttrs'>;
  /** The current language, set after a navigation. */
  readonly lang: Language;
  /** The target language, set before a navigation. */
  readonly toLang: Language;
  readonly loading: boolean;
  readonly notification: Notification | null;
  readonly confirmation: Confirmation;
  readonly document: DocumentState;
  readonly mobileMenuOpen: boolean;
  readonly headerSticky: boolean;
  readonly footerOwnerVisible: boolean;
}

/** The state before anything happened: signed out, nothing loaded, lang and toLang `lang` (default ru). */
export function initialState(context: RequestContext, lang: Language = DEFAULT_LANGUAGE): State {
  return {
    context,
    session: EMPTY_SESSION,
    page: null,
    way: [],
    meta: { title: '', htmlAttrs: { lang: htmlLang(lang) } },
    lang,
    toLang: lang,
    loading: false,
    notification: null,
    confirmation: { visible: false, id: null, answer: null },
    document: { scroll: { x: 0, y: 0 }, size: { width: 0, height: 0 }, biometrics: false },
    mobileMenuOpen: false,
    headerSticky: false,
    footerOwnerVisible: false,
  };
}
