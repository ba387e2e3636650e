import { describe, expect, it } from 'vitest';
import { createLineBatch } from '../src/server/line-batch';

describe('createLineBatch: access-log lines handed on together', () => {
  it('writes nothing until the batch holds its length, then every pending line in order, once', () => {
    const written: string[] = [];
    const batch = createLineBatch((text) => written.push(text), 10);
    batch.add('abc\n');
    batch.add('def\n');
    expect(written).toEqual([]);
    batch.add('ghi\n');
    expect(written).toEqual(['abc\ndef\nghi\n']);
    batch.add('jkl\n');
    expect(written).toEqual(['abc\ndef\nghi\n']);
  });

  it('flush writes what is pending, and nothing when nothing is', () => {
    const written: string[] = [];
    const batch = createLineBatch((text) => written.push(text), 4096);
    batch.flush();
    expect(written).toEqual([]);
    batch.add('one\n');
    batch.add('two\n');
    batch.flush();
    batch.flush();
    expect(written).toEqual(['one\ntwo\n']);
  });

  it('a line longer than the batch goes out at once, after the lines before it', () => {
    const written: string[] = [];
    const batch = createLineBatch((text) => written.push(text), 8);
    batch.add('a\n');
    batch.add(`${'x'.repeat(20)}\n`);
    expect(written).toEqual([`a\n${'x'.repeat(20)}\n`]);
  });
});
