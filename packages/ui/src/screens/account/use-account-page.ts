import type { State } from '@agency/core';
import { useCallback } from 'react';
import { useNavigate, useStore } from '../../provider/hooks';
import { usePageLocation } from '../../provider/page-location';
import { selectPage } from '../../provider/selectors';

const selectActions = (state: State) => state.session.actions;
const selectLoading = (state: State) => state.loading;

/**
 * What an account screen reads from the page load: the page data, whether a load is under way,
 * the route match of the URL, the host's navigation, and whether the caller may call a
 * controller/subaction (the page's `actions`).
 */
export function useAccountPage() {
  const page = useStore(selectPage);
  const actions = useStore(selectActions);
  const loading = useStore(selectLoading);
  const match = usePageLocation();
  const navigate = useNavigate();
  const can = useCallback((action: string) => actions.includes(action), [actions]);
  return { page, actions, loading, match, can, navigate };
}
