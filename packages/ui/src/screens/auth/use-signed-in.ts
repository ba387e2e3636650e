import { type Alternate, afterSignInPath } from '@agency/core';
import { useCallback } from 'react';
import { useDispatch, useNavigate } from '../../provider/hooks';
import { usePageLocation } from '../../provider/page-location';
import { useLang } from '../../provider/use-lang';

/** A new customer session as Auth/signIn, Auth/confirm and Auth/recoverConfirm answer it. */
export interface AuthSession {
  readonly jwt: string;
  readonly alternate?: Alternate;
}

/**
 * Stores a new session (core's jwt-set action, the alternate upserted) and opens the page the
 * visitor wanted (the sign-in page's `back`, core afterSignInPath), else the account.
 */
export function useSignedIn(): (session: AuthSession) => void {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const lang = useLang();
  const { query } = usePageLocation();
  return useCallback(
    (session) => {
      dispatch({ type: 'session/jwtSet', jwt: session.jwt });
      if (session.alternate !== undefined)
        dispatch({ type: 'session/alternateUpserted', alternate: session.alternate });
      navigate(afterSignInPath(query, lang));
    },
    [dispatch, navigate, lang, query],
  );
}
