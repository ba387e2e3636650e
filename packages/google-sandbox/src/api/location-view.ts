import type { Location } from '../google-types';
import { pickPaths } from '../http/field-mask';
import { cloneJson, isJsonObject, type JsonObject } from '../http/json-object';
import type { SandboxContext } from '../sandbox-context';
import type { StoredLocation } from '../state/sandbox-state';

/** Drops the pending marks of patched fields whose publish time has come. */
export function publishDueEdits(ctx: SandboxContext, stored: StoredLocation): void {
  for (const [path, at] of stored.pending) {
    if (at <= ctx.now()) stored.pending.delete(path);
  }
}

/** The fields in flight (`pendingMask`) of a stored location, after publishing what is due. */
export function pendingPaths(ctx: SandboxContext, stored: StoredLocation): string[] {
  publishDueEdits(ctx, stored);
  return [...stored.pending.keys()];
}

/**
 * A location as a read returns it: the stored data with the output-only flags of its metadata
 * worked out (`hasPendingEdits`, `hasGoogleUpdated`; false flags are left out, as proto3 JSON does).
 */
export function locationView(
  ctx: SandboxContext,
  stored: StoredLocation,
  base?: Location,
): Location {
  const location = cloneJson(base ?? stored.location);
  const metadata: JsonObject = isJsonObject(location.metadata) ? { ...location.metadata } : {};
  delete metadata.hasPendingEdits;
  delete metadata.hasGoogleUpdated;
  if (pendingPaths(ctx, stored).length > 0) metadata.hasPendingEdits = true;
  if ((stored.googleSide?.diffMask.length ?? 0) > 0) metadata.hasGoogleUpdated = true;
  location.metadata = metadata;
  return location;
}

/** A location reduced to the fields of a read mask, with its `name` always. */
export function maskedLocation(location: Location, paths: readonly string[]): Location {
  return { name: location.name, ...pickPaths(location as JsonObject, paths) };
}
