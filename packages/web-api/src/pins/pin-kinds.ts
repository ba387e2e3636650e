/** A pin kind: its controller, contract entity and how it is stored. */
export interface PinKind {
  controller: 'Locations' | 'Advertising' | 'Publications' | 'Notifications' | 'Reviews' | 'Sites';
  /** Lower-case kind, also the `pins.kind` value and the key of AccountSummary. */
  kind: 'locations' | 'advertising' | 'publications' | 'notifications' | 'reviews' | 'sites';
  /** Contract entity schema name. */
  entity: string;
  /** Sort keys other than name, createdAt, updatedAt, as SQL over the pins table's data. */
  extraSorts: Record<string, string>;
}

/** The six pin kinds of the account area. */
export const PIN_KINDS: readonly PinKind[] = [
  {
    controller: 'Locations',
    kind: 'locations',
    entity: 'Location',
    extraSorts: { locality: 'locality' },
  },
  {
    controller: 'Advertising',
    kind: 'advertising',
    entity: 'Advertisement',
    extraSorts: { startsOn: "(data->>'startsOn')" },
  },
  {
    controller: 'Publications',
    kind: 'publications',
    entity: 'Publication',
    extraSorts: { publishAt: "(data->>'publishAt')" },
  },
  {
    controller: 'Notifications',
    kind: 'notifications',
    entity: 'Notification',
    extraSorts: { sendAt: "(data->>'sendAt')" },
  },
  {
    controller: 'Reviews',
    kind: 'reviews',
    entity: 'Review',
    extraSorts: { rating: "((data->>'rating')::int)" },
  },
  { controller: 'Sites', kind: 'sites', entity: 'Site', extraSorts: { url: "(data->>'url')" } },
];
