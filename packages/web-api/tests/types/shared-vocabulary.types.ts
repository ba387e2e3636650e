// Type tests (npm run typecheck, not vitest): core keeps its own copy of the contract's vocabularies, because
// core sources import nothing outside core (tests/no-react.test.ts); these lines fail the typecheck the
// moment a copy and the contract differ.
import type { components } from '@agency/contracts';
import type { Alternate, BreadcrumbItem, ErrorCode, Language } from '@agency/core';

type Schemas = components['schemas'];
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** Core's codes are the contract's ErrorCode plus the four a client sets itself. */
export const errorCodesMatch: Same<
  Exclude<ErrorCode, 'NETWORK_FAILURE' | 'TIMEOUT' | 'UPSTREAM_UNAVAILABLE' | 'UNKNOWN'>,
  Schemas['ErrorCode']
> = true;

/** Core's languages are the contract's Lang. */
export const languagesMatch: Same<Language, Schemas['Lang']> = true;

/** A breadcrumb step of core's page meta has the contract's BreadcrumbItem fields. */
export const breadcrumbsMatch: Same<keyof BreadcrumbItem, keyof Schemas['BreadcrumbItem']> = true;

/** Core's alternate names the contract's Alternate by its key fields (owner, sid), which core reads. */
export const alternatesMatch: Same<
  Pick<Alternate, 'owner' | 'sid'>,
  Readonly<Pick<Schemas['Alternate'], 'owner' | 'sid'>>
> = true;

/** A contract Alternate is a core Alternate as it comes (Auth/alternates, a new session). */
export const alternateFits = (alternate: Schemas['Alternate']): Alternate => alternate;
