import { decodeJwt } from './jwt';
import type { Session } from './session';

/**
 * The name the header shows for a signed-in person: the account they act for (the alternate whose
 * owner the jwt names, once its name is known), else their own profile's name; null when neither is known.
 */
export function actingForName({ jwt, alternates, profile }: Session): string | null {
  const owner = decodeJwt(jwt)?.owner;
  const name =
    alternates.find((alternate) => alternate.owner === owner)?.name ?? profile.data?.name;
  return typeof name === 'string' && name.trim() !== '' ? name : null;
}
