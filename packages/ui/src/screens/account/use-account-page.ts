import { type RouteMatch, type State, stringifyQuery } from '@agency/core';
import { useCallback } from 'react';
import { useNavigate, useStore } from '../../provider/hooks';
import { usePageLocation } from '../../provider/page-location';
import { selectPage } from '../../provider/selectors';

const selectActions = (state: State) => state.session.actions;
const selectLoading = (state: State) => state.loading;

/** The URL (path and query) of the page being shown. */
export function currentUrl(match: RouteMatch): string {
  const search = stringifyQuery(match.query);
  return search === '' ? match.path : `${match.path}?${search}`;
}

/**
 * What an account screen reads from the page load: the page data, whether a load is under way,
 * whether the caller may call a controller/subaction (the page's `actions`), and `reload`, which
 * navigates to the same URL (replacing the history entry) so the host loads the page again.
 */
export function useAccountPage() {
  const page = useStore(selectPage);
  const actions = useStore(selectActions);
  const loading = useStore(selectLoading);
  const match = usePageLocation();
  const navigate = useNavigate();
  const can = useCallback((action: string) => actions.includes(action), [actions]);
  const reload = useCallback(
    () => navigate(currentUrl(match), { replace: true }),
    [navigate, match],
  );
  return { page, actions, loading, match, can, reload, navigate };
}
