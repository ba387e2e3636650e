import type { SandboxContext } from '../sandbox-context';
import type { SandboxAccount, SandboxUser } from '../state/sandbox-seed';
import type { StoredLocation } from '../state/sandbox-state';

/** The accounts a user manages, in the user's order (the personal account first). */
export function managedAccounts(ctx: SandboxContext, user: SandboxUser): SandboxAccount[] {
  return user.accountNames
    .map((name) => ctx.state.accounts.find((entry) => entry.account.name === name))
    .filter((entry) => entry !== undefined);
}

/** An account the user manages, by resource name. */
export function managedAccount(
  ctx: SandboxContext,
  user: SandboxUser,
  accountName: string,
): SandboxAccount | undefined {
  return managedAccounts(ctx, user).find((entry) => entry.account.name === accountName);
}

/** A location that exists and that one of the user's accounts holds, by `locations/{id}`. */
export function managedLocation(
  ctx: SandboxContext,
  user: SandboxUser,
  locationName: string,
): StoredLocation | undefined {
  const held = managedAccounts(ctx, user).some((entry) =>
    entry.locationNames.includes(locationName),
  );
  return held ? ctx.state.locations.get(locationName) : undefined;
}

/**
 * The location of a v4 path (`accounts/{a}/locations/{l}`): it must exist, and the account must be
 * one the user manages and hold it.
 */
export function locationInAccount(
  ctx: SandboxContext,
  user: SandboxUser,
  accountId: string,
  locationId: string,
): StoredLocation | undefined {
  const account = managedAccount(ctx, user, `accounts/${accountId}`);
  const locationName = `locations/${locationId}`;
  return account?.locationNames.includes(locationName)
    ? ctx.state.locations.get(locationName)
    : undefined;
}
