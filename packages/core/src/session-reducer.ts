import type { Action } from './actions';
import { upsertAlternate } from './alternates';
import { EMPTY_PROFILE, type Session } from './session';

/** The session's part of the reducer: jwt, stack, alternates and profile. Returns `session` itself when nothing changes. */
export function sessionReducer(session: Session, action: Action): Session {
  switch (action.type) {
    case 'session/jwtSet':
      if (action.jwt === '') return sessionReducer(session, { type: 'session/jwtCleared' });
      if (action.jwt === session.jwt) return session;
      // A new jwt is a new identity: its profile has yet to be fetched.
      return { ...session, jwt: action.jwt, profile: EMPTY_PROFILE };
    case 'session/jwtCleared':
      if (session.jwt === null && session.stack.length === 0 && session.profile === EMPTY_PROFILE) {
        return session;
      }
      return { ...session, jwt: null, stack: [], profile: EMPTY_PROFILE };
    case 'session/alternateUpserted':
      return { ...session, alternates: upsertAlternate(session.alternates, action.alternate) };
    case 'session/alternatesCleared':
      return session.alternates.length === 0 ? session : { ...session, alternates: [] };
    case 'session/alternateEntered':
      if (session.jwt === null || action.jwt === '' || action.jwt === session.jwt) return session;
      return {
        ...session,
        jwt: action.jwt,
        stack: [...session.stack, session.jwt],
        profile: EMPTY_PROFILE,
      };
    case 'session/alternateLeft': {
      const previous = session.stack.at(-1);
      if (previous === undefined) return session;
      return {
        ...session,
        jwt: previous,
        stack: session.stack.slice(0, -1),
        profile: EMPTY_PROFILE,
      };
    }
    case 'profile/fetched':
      if (action.jwt !== session.jwt) return session;
      return { ...session, profile: { isFetched: true, data: action.profile } };
    case 'page/loaded':
      return { ...session, actions: action.actions, roles: action.roles };
    default:
      return session;
  }
}
