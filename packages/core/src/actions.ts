import type { Alternate } from './alternates';
import type { Language } from './languages';
import type { MessageId } from './messages';
import type { NotificationType } from './notification-kind';
import type { PageMeta } from './page-meta';
import type { ConfirmationFocus, RequestContext } from './state';

/** What opens a notification: a type, a message id and/or a text, and optionally a duration (default 3000 ms). */
export type NotificationRequest = {
  readonly type: NotificationType;
  readonly duration?: number;
} & (
  | { readonly messageId: MessageId; readonly text?: string }
  | { readonly messageId?: MessageId; readonly text: string }
);

/** Every state transition of R4, as a discriminated union on `type`. */
export type Action =
  /** The customer's jwt was set (the host writes the token cookie on this). */
  | { readonly type: 'session/jwtSet'; readonly jwt: string }
  /** Signed out: jwt, the stack of set-aside jwts and the profile are cleared. */
  | { readonly type: 'session/jwtCleared' }
  /** An alternate replaces the one with the same owner and sid, else is appended. */
  | { readonly type: 'session/alternateUpserted'; readonly alternate: Alternate }
  | { readonly type: 'session/alternatesCleared' }
  /** Switched to an alternate account: the current jwt goes on the stack, `jwt` is the new one. */
  | { readonly type: 'session/alternateEntered'; readonly jwt: string }
  /** Switched back: the last jwt of the stack is restored. */
  | { readonly type: 'session/alternateLeft' }
  /** The profile answer for `jwt` arrived; ignored when the session moved on to another jwt meanwhile. */
  | {
      readonly type: 'profile/fetched';
      readonly jwt: string;
      readonly profile: Readonly<Record<string, unknown>> | null;
    }
  | { readonly type: 'loading/started' }
  | { readonly type: 'loading/finished' }
  | { readonly type: 'notification/opened'; readonly notification: NotificationRequest }
  | { readonly type: 'notification/closed' }
  | {
      readonly type: 'confirmation/requested';
      readonly id: string;
      /** The question instead of the spec's "Are you sure you want to proceed?". */
      readonly text?: string;
      /** Focus on reject (every delete); accept when left out, as the spec says. */
      readonly focus?: ConfirmationFocus;
    }
  | { readonly type: 'confirmation/accepted' }
  | { readonly type: 'confirmation/rejected' }
  | { readonly type: 'confirmation/hidden' }
  | { readonly type: 'confirmation/closed' }
  /** Before a navigation: the language being navigated to. */
  | { readonly type: 'lang/targetSet'; readonly lang: Language }
  /** After a navigation: the page's language. */
  | { readonly type: 'lang/set'; readonly lang: Language }
  | { readonly type: 'document/scrolled'; readonly x: number; readonly y: number }
  | { readonly type: 'document/resized'; readonly width: number; readonly height: number }
  | { readonly type: 'document/biometricsChanged'; readonly available: boolean }
  | { readonly type: 'mobileMenu/opened' }
  | { readonly type: 'mobileMenu/closed' }
  | { readonly type: 'mobileMenu/toggled' }
  | { readonly type: 'header/stickyChanged'; readonly sticky: boolean }
  | { readonly type: 'footer/ownerToggled' }
  /** A page load answered: its data, meta (title, html lang, way), and the caller's actions and roles. */
  | {
      readonly type: 'page/loaded';
      readonly page: Readonly<Record<string, unknown>> | null;
      readonly meta: PageMeta;
      readonly actions: readonly string[];
      readonly roles: readonly string[];
    }
  /** Some request context fields changed (e.g. the status code the page answers with). */
  | { readonly type: 'context/changed'; readonly context: Partial<RequestContext> };

/** The `type` of every action. */
export type ActionType = Action['type'];
