// @vitest-environment node
import { LANGUAGES } from '@agency/core';
import { describe, expect, it } from 'vitest';
import { createSiteIntl } from '../src/i18n/create-site-intl';
import { loadSiteIntl } from '../src/i18n/load-site-intl';

describe('loadSiteIntl', () => {
  it.each(LANGUAGES)(
    'loads the %s catalog and gives the same instance as createSiteIntl',
    async (lang) => {
      const loaded = await loadSiteIntl(lang);
      expect(loaded).toBe(createSiteIntl(lang));
      expect(loaded.formatMessage({ id: 'confirm.header' })).toBe(
        { ru: 'Подтверждение', en: 'Confirm', ua: 'Підтвердження', es: 'Confirmar' }[lang],
      );
    },
  );
});
