import { adminCan } from '@agency/core/admin';
import { useEffect, useState } from 'react';
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
  const [name, setName] = useState<string | null>(null);
  useEffect(() => {
    if (!may) return;
    if (known !== null) {
      setName(known);
      return;
    }
    let live = true;
    api.call('Index/profile', {}).then(
      ({ data }) => {
        known = data.profile?.name ?? null;
        if (live) setName(known);
      },
      () => {
        // No name is shown; the screen itself reports a failed page load.
      },
    );
    return () => {
      live = false;
    };
  }, [api, may]);
  return may ? name : null;
}
