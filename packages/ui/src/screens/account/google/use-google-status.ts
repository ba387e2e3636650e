import { useCallback, useState } from 'react';
import { type GoogleStatus, readGoogleStatus } from '../../../components/google-connection';
import { useLoad } from '../../../components/use-load';
import { useApi } from '../../../provider/hooks';
import { useLang } from '../../../provider/use-lang';

/**
 * The account's Google connection (Google/status): the page load's (`fromPage`, the locations page
 * carries it so Connect works without JavaScript), else asked once the page runs. Null while it
 * loads, when it failed, or when `enabled` is false (the roles do not grant Google/status): nothing
 * is shown about Google until an answer says what is true. `update` replaces it after a change
 * made here (a disconnect).
 */
export function useGoogleStatus(
  enabled: boolean,
  fromPage: GoogleStatus | null = null,
): {
  readonly status: GoogleStatus | null;
  readonly update: (status: GoogleStatus) => void;
} {
  const api = useApi();
  const lang = useLang();
  const load = useCallback(
    () =>
      api.call('Google/status', { lang }).then(({ data }) => {
        const status = readGoogleStatus(data);
        if (status === null) throw new Error('Google/status answered something else');
        return status;
      }),
    [api, lang],
  );
  const { state } = useLoad(enabled && fromPage === null ? load : null);
  const [changed, setChanged] = useState<{
    readonly of: unknown;
    readonly status: GoogleStatus;
  } | null>(null);
  const loaded = fromPage ?? (state.status === 'ready' ? state.value : null);
  // A change made here counts until a new answer arrives.
  const status = changed !== null && changed.of === loaded ? changed.status : loaded;
  const update = useCallback(
    (next: GoogleStatus) => setChanged({ of: loaded, status: next }),
    [loaded],
  );
  return { status: enabled ? status : null, update };
}
