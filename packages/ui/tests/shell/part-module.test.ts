// In a DOM (happy-dom): what the browser first drew is remembered only where a document is.
import type { Language } from '@agency/core';
import { describe, expect, it } from 'vitest';
import { partModule } from '../../src/shell/part-module';

function part(failFirst = false) {
  const texts: Language[] = [];
  let imports = 0;
  const module = { name: 'part' };
  const source = partModule(
    () => {
      imports += 1;
      return failFirst && imports === 1
        ? Promise.reject(new Error('network'))
        : Promise.resolve(module);
    },
    async (_loaded, lang) => {
      texts.push(lang);
    },
  );
  return { source, texts, module, imports: () => imports };
}

describe('partModule: a code-split part of the page, loaded once with its texts', () => {
  it('is not loaded until a load with its texts has finished; nothing is asked before', async () => {
    const { source, texts, module } = part();
    let asked = false;
    void source.asked().then(() => {
      asked = true;
    });
    expect(source.loaded()).toBeNull();
    await Promise.resolve();
    expect(asked).toBe(false);
    expect(await source.load('en')).toBe(module);
    expect(asked).toBe(true);
    expect(source.loaded()).toBe(module);
    expect(texts).toEqual(['en']);
  });

  it('a load in another language also brings the texts of the language the part was drawn in', async () => {
    const { source, texts } = part();
    source.drawnIn('en');
    source.drawnIn('ua');
    await source.load('ua');
    expect(texts.sort()).toEqual(['en', 'ua']);
    texts.length = 0;
    await source.loadDrawn();
    expect(texts).toEqual(['en']);
  });

  it('imports the module once, and again after a failed import', async () => {
    const { source, imports } = part(true);
    await expect(source.load('ru')).rejects.toThrow('network');
    expect(source.loaded()).toBeNull();
    await source.load('ru');
    await source.load('en');
    expect(imports()).toBe(2);
  });

  it("a part without texts loads by itself; a page-keyed part brings the drawn page's texts with a navigation's", async () => {
    const module = { name: 'group' };
    const bare = partModule(() => Promise.resolve(module));
    expect(await bare.load()).toBe(module);
    expect(bare.loaded()).toBe(module);

    const pages: string[] = [];
    const group = partModule<typeof module, { route: string }>(
      () => Promise.resolve(module),
      async (_loaded, page) => {
        pages.push(page.route);
      },
    );
    const drawn = { route: 'sign-in' };
    group.drawnIn(drawn);
    await group.load({ route: 'sign-in-recovery' });
    expect(pages.sort()).toEqual(['sign-in', 'sign-in-recovery']);
    pages.length = 0;
    await group.loadDrawn();
    expect(pages).toEqual(['sign-in']);
    pages.length = 0;
    // A load without a page (a group's screens only) adds no page's texts but the drawn one's.
    await group.load();
    expect(pages).toEqual(['sign-in']);
  });
});
