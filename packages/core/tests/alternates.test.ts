import { describe, expect, it } from 'vitest';
import { type Alternate, upsertAlternate } from '../src/alternates';

const a: Alternate = { owner: 'o1', sid: 's1', name: 'First' };
const b: Alternate = { owner: 'o1', sid: 's2', name: 'Second' };
const c: Alternate = { owner: 'o2', sid: 's1', name: 'Third' };

describe('upsertAlternate', () => {
  it('"Alternates are replaced when the same owner and sid exist"', () => {
    const renamed = { owner: 'o1', sid: 's2', name: 'Second, renamed' };
    expect(upsertAlternate([a, b, c], renamed)).toEqual([a, renamed, c]);
  });

  it('"otherwise appended"', () => {
    expect(upsertAlternate([], a)).toEqual([a]);
    expect(upsertAlternate([a], b)).toEqual([a, b]);
  });

  it('needs both owner and sid to match: the same sid of another owner is appended', () => {
    expect(upsertAlternate([a, b], c)).toEqual([a, b, c]);
  });

  it('never changes the list it was given', () => {
    const list = Object.freeze([a, b]);
    upsertAlternate(list, { owner: 'o1', sid: 's1' });
    upsertAlternate(list, c);
    expect(list).toEqual([a, b]);
  });
});
