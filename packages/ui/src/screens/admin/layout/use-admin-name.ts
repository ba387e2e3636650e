import { adminCan } from '@agency/core/admin';
import { useCallback } from 'react';
import { useLoad } from '../../../components/use-load';
import { useApi } from '../../../provider/hooks';
import { useAdminActions } from '../use-admin-page';

// The signed-in admin's name, asked once per session: every admin screen draws the layout anew.
let known: string | null = null;

/** Forgets the admin's name (sign-out, sign-in): the next layout asks Index/profile again. */
export function forgetAdminName(): void {
  known = null;
}

/**
 * The signed-in admin's name (Index/profile with the admin's token), when the page permits the
 * call; null on the server, during hydration and until it has arrived.
 */
export function useAdminName(): string | null {
  const api = useApi();
  const may = adminCan(useAdminActions(), 'Index', 'profile');
  const load = useCallback(
    async () =>
      known ??
      api.call('Index/profile', {}).then(({ data }) => {
        known = data.profile?.name ?? null;
        return known;
      }),
    [api],
  );
  // Without an answer no name is shown; the screen itself reports a failed page load.
  const { state } = useLoad(may ? load : null);
  const name = state.status === 'ready' ? state.value : null;
  return may ? name : null;
}
