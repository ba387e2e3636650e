import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/server/config';
import { ConfigError } from '../src/server/config-error';
import { siteContactsOf } from '../src/server/site-contacts';
import { pagesLoad, type TestDecider, testDecider } from './support/decide';

const CONFIGURED = {
  SITE_PHONES: '+44 20 7946 0958, +44 (20) 7946-0959',
  SITE_EMAIL: 'hello@kestrel-agency.test',
  SITE_QUOTE_EMAIL: 'quotes@kestrel-agency.test',
  SITE_LEGAL_NAME: 'Kestrel Agency Ltd',
};

function jsonLd(body: string): Record<string, unknown> {
  return JSON.parse(body.match(/application\/ld\+json">([^<]*)</)?.[1] ?? 'null');
}

// R9.8, decision 0013: the agency's phones and e-mails are its configuration, never the demo's 555 numbers in production.
describe('contact details from the environment', () => {
  it('SITE_PHONES, SITE_EMAIL, SITE_QUOTE_EMAIL and SITE_LEGAL_NAME', () => {
    expect(siteContactsOf({ NODE_ENV: 'production', ...CONFIGURED })).toEqual({
      phones: [
        { label: '+44 20 7946 0958', tel: 'tel:+442079460958' },
        { label: '+44 (20) 7946-0959', tel: 'tel:+442079460959' },
      ],
      email: 'hello@kestrel-agency.test',
      quoteEmail: 'quotes@kestrel-agency.test',
      legalEntity: 'Kestrel Agency Ltd',
    });
  });

  it('quote mails go to SITE_EMAIL unless SITE_QUOTE_EMAIL is set; one phone is enough', () => {
    const contacts = siteContactsOf({ SITE_PHONES: '020 7946 0958', SITE_EMAIL: 'a@b.test' });
    expect(contacts.quoteEmail).toBe('a@b.test');
    expect(contacts.phones).toEqual([{ label: '020 7946 0958', tel: 'tel:02079460958' }]);
  });

  it.each([
    [{ SITE_PHONES: 'call us' }, 'SITE_PHONES'],
    [{ SITE_PHONES: '+1 202 555 0143; +1 202 555 0178' }, 'SITE_PHONES'],
    [{ SITE_EMAIL: 'hello' }, 'SITE_EMAIL'],
    [{ SITE_EMAIL: 'a@b.test', SITE_QUOTE_EMAIL: 'x@y.test?cc=z@evil.test' }, 'SITE_QUOTE_EMAIL'],
  ])(
    'a value that is not a phone or an e-mail stops the start, naming the variable',
    (env, name) => {
      expect(() => loadConfig(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow(name);
    },
  );

  it('nothing configured: the demo and development show the demo details', () => {
    for (const env of [{ AGENCY_DEMO: '1', NODE_ENV: 'production' }, {}]) {
      const contacts = siteContactsOf(env);
      expect(contacts.phones.length).toBe(2);
      expect(contacts.email).not.toBe('');
    }
  });

  it('nothing configured in production: no phone, no e-mail, no quote address', () => {
    expect(siteContactsOf({ NODE_ENV: 'production' })).toEqual({
      phones: [],
      email: '',
      quoteEmail: '',
      legalEntity: 'Onclick Agency',
    });
  });
});

describe('the configured contacts on the server-rendered landing', () => {
  let configured: TestDecider;
  let bare: TestDecider;

  beforeAll(() => {
    configured = testDecider(pagesLoad, { env: { NODE_ENV: 'production', ...CONFIGURED } });
    bare = testDecider(pagesLoad, { env: { NODE_ENV: 'production' } });
  });

  it('header, footer, contacts section, quote links and JSON-LD show the configured details', async () => {
    const { body } = await configured.request('/en');
    const header = body.match(/<header[\s\S]*?<\/header>/)?.[0] ?? '';
    expect(header).toContain('href="tel:+442079460958"');
    expect(header).toContain('+44 20 7946 0958');
    expect(header).toContain('href="mailto:quotes@kestrel-agency.test?subject=');
    const footer = body.match(/<footer[\s\S]*?<\/footer>/)?.[0] ?? '';
    expect(footer).toContain('href="tel:+442079460959"');
    expect(footer).toContain('href="mailto:hello@kestrel-agency.test"');
    expect(footer).toContain('href="mailto:quotes@kestrel-agency.test?subject=');
    const contacts = body.match(/<section id="contacts"[\s\S]*?<\/section>/)?.[0] ?? '';
    expect(contacts).toContain('+44 (20) 7946-0959');
    expect(contacts).toContain('hello@kestrel-agency.test');
    const data = jsonLd(body);
    expect(data.telephone).toBe('+44 20 7946 0958');
    expect(data.email).toBe('hello@kestrel-agency.test');
    expect(data.legalName).toBe('Kestrel Agency Ltd');
    expect(body).not.toContain('555');
    expect(body).not.toContain('example.com');
  });

  it('a production start without them shows no fake or empty contact', async () => {
    const { body } = await bare.request('/en');
    expect(body).not.toContain('555');
    expect(body).not.toContain('example.com');
    expect(body).not.toContain('href="tel:');
    expect(body).not.toContain('href="mailto:');
    const data = jsonLd(body);
    expect(data.name).toBe('Onclick Agency');
    expect(data).not.toHaveProperty('telephone');
    expect(data).not.toHaveProperty('email');
    expect(data).not.toHaveProperty('contactPoint');
  });
});
