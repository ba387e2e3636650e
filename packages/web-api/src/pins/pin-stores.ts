import { jsonPinStore } from './json-pin-store';
import { locationStore } from './location-store';
import { PIN_KINDS, type PinKind } from './pin-kinds';
import type { PinStore } from './pin-store';

/** The store of each pin kind, keyed by controller; `inPinsTable` when the shared pins table keeps it (countPinsByKind counts it). */
export const PIN_STORES: ReadonlyMap<
  PinKind['controller'],
  { kind: PinKind; store: PinStore; inPinsTable: boolean }
> = new Map(
  PIN_KINDS.map((kind) => {
    const inPinsTable = kind.controller !== 'Locations';
    return [
      kind.controller,
      { kind, store: inPinsTable ? jsonPinStore(kind) : locationStore, inPinsTable },
    ];
  }),
);
