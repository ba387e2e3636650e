// Type tests (npm run typecheck, not vitest): core keeps its own copy of the contract's vocabularies, because
// core sources import nothing outside core (tests/no-react.test.ts); these lines fail the typecheck the
// moment a copy and the contract differ.
import type { components } from '@agency/contracts';
import type { ErrorCode } from '@agency/core';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** Core's codes are the contract's ErrorCode plus the four a client sets itself. */
export const errorCodesMatch: Same<
  Exclude<ErrorCode, 'NETWORK_FAILURE' | 'TIMEOUT' | 'UPSTREAM_UNAVAILABLE' | 'UNKNOWN'>,
  components['schemas']['ErrorCode']
> = true;
