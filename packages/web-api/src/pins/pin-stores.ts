import { jsonPinStore } from './json-pin-store';
import { locationStore } from './location-store';
import { PIN_KINDS, type PinKind } from './pin-kinds';
import type { PinStore } from './pin-store';
import { publicationStore } from './publication-store';

/** The store of each pin kind, keyed by controller. */
export const PIN_STORES: ReadonlyMap<PinKind['controller'], { kind: PinKind; store: PinStore }> =
  new Map(
    PIN_KINDS.map((kind) => [
      kind.controller,
      {
        kind,
        store:
          kind.controller === 'Locations'
            ? locationStore
            : kind.controller === 'Publications'
              ? publicationStore(kind)
              : jsonPinStore(kind),
      },
    ]),
  );
