import { describe, expect, it, vi } from 'vitest';
import { serializeBootData } from '../src/server/serialize-boot-data';
import { serializeState } from '../src/server/serialize-state';
import type { BootData } from '../src/shared/boot-data';

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

describe('serializeBootData', () => {
  const boot = (page: object) =>
    ({
      state: { lang: 'en', page, meta: { title: '<b>' } },
      config: { brand: 'A & B' },
      gaMeasurementId: null,
      failure: null,
    }) as unknown as BootData;

  it('writes the same text as serializeState, the page included, on the first and every later use', () => {
    const page = { route: 'privacy-policy', html: { sections: '<h2>Data</h2>\u2028<p>a & b</p>' } };
    const first = serializeBootData(boot(page));
    expect(first).toBe(serializeState(boot(page)));
    expect(serializeBootData(boot(page))).toBe(first);
    expect(JSON.parse(first)).toEqual(boot(page));
    expect(first).not.toMatch(/[<>&\u2028\u2029]/);
  });

  it('a page object already written is not stringified again: only the rest of the state is', () => {
    const page = { route: 'privacy-policy', html: { sections: '<p>kept</p>' } };
    serializeBootData(boot(page));
    const stringify = vi.spyOn(JSON, 'stringify');
    try {
      expect(serializeBootData(boot(page))).toBe(serializeState(boot(page)));
      const written = stringify.mock.calls.find(
        ([value]) => typeof value === 'object' && value !== null && 'state' in value,
      )?.[0] as BootData | undefined;
      expect(written).not.toBe(page);
      expect(written?.state.page).not.toBe(page);
      expect(written?.state.page).toBeTypeOf('string');
    } finally {
      stringify.mockRestore();
    }
  });

  it('a site config already written is not stringified again, and a new config object is', () => {
    const page = { route: 'home' };
    const config = { brand: 'A </script> B', phones: ['+1'] };
    const withConfig = (site: object) => ({ ...boot(page), config: site }) as unknown as BootData;
    expect(serializeBootData(withConfig(config))).toBe(serializeState(withConfig(config)));
    const stringify = vi.spyOn(JSON, 'stringify');
    try {
      expect(serializeBootData(withConfig(config))).toBe(serializeState(withConfig(config)));
      expect(stringify.mock.calls.some(([value]) => value === config)).toBe(false);
      const other = { brand: 'C & D' };
      expect(serializeBootData(withConfig(other))).toBe(serializeState(withConfig(other)));
      expect(JSON.parse(serializeBootData(withConfig(other))).config).toEqual(other);
    } finally {
      stringify.mockRestore();
    }
  });

  it('boot data without a page object is written whole', () => {
    const bare = { ...boot({}), state: { lang: 'en', page: null } } as unknown as BootData;
    expect(serializeBootData(bare)).toBe(serializeState(bare));
  });
});
