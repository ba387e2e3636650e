import { WEB_OPERATIONS } from '@agency/contracts';
import { describe, expect, it } from 'vitest';
import { handlerOf } from '../src/context/call-context';
import { HANDLERS } from '../src/handlers/handlers';

describe('the handler table and the contract', () => {
  it('has a handler for every pair of the contract, naming any pair without one', () => {
    const missing = Object.keys(WEB_OPERATIONS).filter(
      (pair) => handlerOf(HANDLERS, pair) === undefined,
    );
    expect(missing).toEqual([]);
  });

  it('has no handler for a pair the contract lacks, naming any such handler', () => {
    const extra = Object.keys(HANDLERS).filter((pair) => !Object.hasOwn(WEB_OPERATIONS, pair));
    expect(extra).toEqual([]);
  });
});
