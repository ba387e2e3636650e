/** Whether a location is open for business, as Google's `openInfo.status` says. */
export type OpenStatus = 'open' | 'closedTemporarily' | 'closedPermanently';

/** The open statuses. */
export const OPEN_STATUSES: readonly OpenStatus[] = [
  'open',
  'closedTemporarily',
  'closedPermanently',
];
