import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { WebCall } from '../src/http/web-call';

// What only an upload or a CSV import needs is not loaded with the backend (decision 0067): each test
// imports a fresh module and watches for the library's load or the ICU object's creation.
describe('code and data loaded on first use, not at start', () => {
  beforeEach(() => {
    vi.resetModules();
  });

  it('the multipart reader imports busboy with the first upload it reads', async () => {
    const loaded = { busboy: false };
    vi.doMock('@fastify/busboy', async (original) => {
      loaded.busboy = true;
      return original();
    });
    const { readMultipart } = await import('../src/http/read-multipart');
    expect(loaded.busboy).toBe(false);
    const call: WebCall = {
      method: 'POST',
      url: '/web',
      authorization: undefined,
      // No boundary: busboy refuses it, and the reader answers with its own refusal.
      contentType: 'multipart/form-data',
      contentLength: 0,
      requestId: undefined,
      userAgent: '',
      ip: '127.0.0.1',
      chunks: async function* () {},
    };
    await expect(readMultipart(call, () => false)).rejects.toThrow();
    expect(loaded.busboy).toBe(true);
  });

  it("the import's country check makes ICU's region names with the first country it reads", async () => {
    const Real = Intl.DisplayNames;
    let made = 0;
    const Counting = class extends Real {
      constructor(...args: ConstructorParameters<typeof Real>) {
        super(...args);
        made += 1;
      }
    };
    Object.defineProperty(Intl, 'DisplayNames', { value: Counting, configurable: true });
    try {
      const { normaliseCountry } = await import('../src/import/field-rules');
      expect(made).toBe(0);
      expect(normaliseCountry('uk')).toBe('GB');
      expect(normaliseCountry('ZZ')).toBeNull();
      expect(made).toBe(1);
    } finally {
      Object.defineProperty(Intl, 'DisplayNames', { value: Real, configurable: true });
    }
  });
});
