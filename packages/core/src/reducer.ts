import type { Action, NotificationRequest } from './actions';
import { NOTIFICATION_DURATION_MS } from './constants';
import { htmlLang } from './languages';
import { sessionReducer } from './session-reducer';
import type {
  Confirmation,
  ConfirmationAnswer,
  Notification,
  RequestContext,
  State,
} from './state';

function notificationOf(request: NotificationRequest): Notification {
  const { duration } = request;
  return {
    type: request.type,
    messageId: request.messageId ?? null,
    text: request.text ?? null,
    duration:
      duration !== undefined && Number.isFinite(duration) && duration > 0
        ? duration
        : NOTIFICATION_DURATION_MS,
  };
}

function answered(confirmation: Confirmation, answer: ConfirmationAnswer): Confirmation {
  return confirmation.visible ? { ...confirmation, visible: false, answer } : confirmation;
}

function withContext(context: RequestContext, patch: Partial<RequestContext>): RequestContext {
  const changed = (Object.keys(patch) as (keyof RequestContext)[]).some(
    (key) => patch[key] !== undefined && patch[key] !== context[key],
  );
  if (!changed) return context;
  const defined = Object.entries(patch).filter(([, value]) => value !== undefined);
  return { ...context, ...Object.fromEntries(defined) };
}

/** Sets one field of the state, returning the same state when the value is already there. */
function set<K extends keyof State>(state: State, key: K, value: State[K]): State {
  return Object.is(state[key], value) ? state : { ...state, [key]: value };
}

/**
 * The one reducer of the client state: pure, never mutates, and returns the very same state object
 * for an action that changes nothing (so subscribers are not woken). Effects — writing the token
 * cookie, notification timers, fetching — belong to the host, reacting to actions and state.
 */
export function reducer(state: State, action: Action): State {
  switch (action.type) {
    case 'session/jwtSet':
    case 'session/jwtCleared':
    case 'session/alternateUpserted':
    case 'session/alternatesCleared':
    case 'session/alternateEntered':
    case 'session/alternateLeft':
    case 'profile/fetched':
      return set(state, 'session', sessionReducer(state.session, action));
    case 'loading/started':
      return set(state, 'loading', true);
    case 'loading/finished':
      return set(state, 'loading', false);
    case 'notification/opened':
      return set(state, 'notification', notificationOf(action.notification));
    case 'notification/closed':
      return set(state, 'notification', null);
    case 'confirmation/requested':
      return set(state, 'confirmation', {
        visible: true,
        id: action.id,
        answer: null,
        text: action.text,
        focus: action.focus,
      });
    case 'confirmation/accepted':
      return set(state, 'confirmation', answered(state.confirmation, 'accepted'));
    case 'confirmation/rejected':
      return set(state, 'confirmation', answered(state.confirmation, 'rejected'));
    case 'confirmation/hidden':
    case 'confirmation/closed':
      return set(state, 'confirmation', answered(state.confirmation, 'dismissed'));
    case 'lang/targetSet':
      return set(state, 'toLang', action.lang);
    case 'lang/set': {
      // toLang is left alone: a newer navigation may already target another language.
      if (state.lang === action.lang) return state;
      const meta = { ...state.meta, htmlAttrs: { lang: htmlLang(action.lang) } };
      return { ...state, lang: action.lang, meta };
    }
    case 'document/scrolled': {
      const { scroll } = state.document;
      if (scroll.x === action.x && scroll.y === action.y) return state;
      return set(state, 'document', { ...state.document, scroll: { x: action.x, y: action.y } });
    }
    case 'document/resized': {
      const { size } = state.document;
      if (size.width === action.width && size.height === action.height) return state;
      const next = { width: action.width, height: action.height };
      return set(state, 'document', { ...state.document, size: next });
    }
    case 'document/biometricsChanged':
      if (state.document.biometrics === action.available) return state;
      return set(state, 'document', { ...state.document, biometrics: action.available });
    case 'mobileMenu/opened':
      return set(state, 'mobileMenuOpen', true);
    case 'mobileMenu/closed':
      return set(state, 'mobileMenuOpen', false);
    case 'mobileMenu/toggled':
      return set(state, 'mobileMenuOpen', !state.mobileMenuOpen);
    case 'header/stickyChanged':
      return set(state, 'headerSticky', action.sticky);
    case 'footer/ownerToggled':
      return set(state, 'footerOwnerVisible', !state.footerOwnerVisible);
    case 'page/loaded':
      return {
        ...state,
        page: action.page,
        way: action.meta.way,
        meta: { title: action.meta.title, htmlAttrs: action.meta.htmlAttrs },
        session: sessionReducer(state.session, action),
      };
    case 'context/changed':
      return set(state, 'context', withContext(state.context, action.context));
    default:
      return state;
  }
}
