import { describe, expect, it } from 'vitest';
import { entityTag, storedCopyCurrent } from '../src/server/entity-tag';

describe('entityTag and storedCopyCurrent (RFC 9110 §8.8.3, §13.1.2)', () => {
  const tag = entityTag(Buffer.from('<!doctype html><p>kept</p>'));

  it('a weak tag made of the bytes alone: the same bytes give the same tag, other bytes another', () => {
    expect(tag).toMatch(/^W\/"[A-Za-z0-9_-]{27}"$/);
    expect(entityTag(Buffer.from('<!doctype html><p>kept</p>'))).toBe(tag);
    expect(entityTag(Buffer.from('<!doctype html><p>kept!</p>'))).not.toBe(tag);
  });

  it('If-None-Match naming the tag, weakly or strongly, alone or in a list, or *, means the stored copy is current', () => {
    const strong = tag.slice(2);
    for (const given of [tag, strong, `"other", ${tag}`, `W/"other",${strong}`, '*']) {
      expect(storedCopyCurrent({ 'if-none-match': given }, tag), given).toBe(true);
    }
  });

  it('another tag, no If-None-Match, garbage, or a request for a copy from the origin (no-cache) is answered in full', () => {
    expect(storedCopyCurrent({}, tag)).toBe(false);
    expect(storedCopyCurrent({ 'if-none-match': 'W/"other"' }, tag)).toBe(false);
    expect(storedCopyCurrent({ 'if-none-match': `${tag.slice(0, -2)}"` }, tag)).toBe(false);
    expect(storedCopyCurrent({ 'if-none-match': ',,, \t' }, tag)).toBe(false);
    expect(storedCopyCurrent({ 'if-none-match': tag, 'cache-control': 'no-cache' }, tag)).toBe(
      false,
    );
    // If-Modified-Since alone never matches: kept pages carry no Last-Modified.
    expect(storedCopyCurrent({ 'if-modified-since': 'Sat, 28 Nov 2026 15:00:00 GMT' }, tag)).toBe(
      false,
    );
  });
});
