import type { LocalPostShownState } from '@agency/core/forms';
import type { PinRecord } from '../page-data';

/** A publication's post on one listing, as the contract's PublicationGooglePost. */
export interface GooglePostView {
  readonly locationId: string;
  readonly locationName: string;
  readonly state: LocalPostShownState;
  readonly searchUrl: string | null;
  readonly message: string | null;
}

const STATES: readonly string[] = [
  'waiting',
  'processing',
  'live',
  'rejected',
  'failed',
  'deleting',
];

/** A publication's posts on Google (its `google`), each read defensively; none for any other record. */
export function googlePostsOf(item: PinRecord): readonly GooglePostView[] {
  if (!Array.isArray(item.google)) return [];
  return item.google.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { locationId, locationName, state, searchUrl, message } = entry as Record<
      string,
      unknown
    >;
    if (typeof locationId !== 'string' || typeof state !== 'string' || !STATES.includes(state))
      return [];
    return [
      {
        locationId,
        locationName: typeof locationName === 'string' ? locationName : '',
        state: state as LocalPostShownState,
        searchUrl: typeof searchUrl === 'string' ? searchUrl : null,
        message: typeof message === 'string' ? message : null,
      },
    ];
  });
}
