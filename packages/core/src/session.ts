import type { Alternate } from './alternates';

/** The signed-in customer's profile: fetched once per jwt (`isFetched`), its data as the backend sent it. */
export interface Profile {
  readonly isFetched: boolean;
  readonly data: Readonly<Record<string, unknown>> | null;
}

/** The customer session (R3.1). */
export interface Session {
  /** The customer's jwt; null when signed out. */
  readonly jwt: string | null;
  /** Jwts set aside on switching to an alternate account, most recent last; switching back restores them. */
  readonly stack: readonly string[];
  /** The accounts the person may switch to, unique by owner and sid. */
  readonly alternates: readonly Alternate[];
  /** The actions (controller/subaction names) the last page response permits. */
  readonly actions: readonly string[];
  /** The caller's roles from the last page response. */
  readonly roles: readonly string[];
  readonly profile: Profile;
}

/** A profile not yet fetched. */
export const EMPTY_PROFILE: Profile = { isFetched: false, data: null };

/** A signed-out session. */
export const EMPTY_SESSION: Session = {
  jwt: null,
  stack: [],
  alternates: [],
  actions: [],
  roles: [],
  profile: EMPTY_PROFILE,
};

/** True when the profile must be fetched: a jwt exists and the profile is not yet fetched (R4.6). */
export function shouldFetchProfile(state: { readonly session: Session }): boolean {
  return state.session.jwt !== null && state.session.jwt !== '' && !state.session.profile.isFetched;
}
