import { describe, expect, it } from 'vitest';
import { serializeState } from '../src/server/serialize-state';

describe('serializeState', () => {
  it('state serialised safely: escape <, >, &, U+2028, U+2029', () => {
    const text = serializeState({ title: '</script><script>alert(1)</script> & \u2028\u2029' });
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text).toContain('\\u003c/script\\u003e');
    expect(text).toContain('\\u0026');
    expect(text).toContain('\\u2028');
    expect(text).toContain('\\u2029');
  });

  it('parses back to exactly the original value', () => {
    const value = { a: '</script>', b: ['<!--', '-->'], c: '\u2028x\u2029', d: 1, e: null };
    expect(JSON.parse(serializeState(value))).toEqual(value);
  });
});
