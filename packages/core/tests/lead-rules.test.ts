import { describe, expect, it } from 'vitest';
import {
  canMoveLead,
  checkLead,
  LEAD_ADDRESS_LIMIT,
  LEAD_LIMITS,
  LEAD_MIN_FILL_MS,
  LEAD_SERVICES,
  LEAD_SERVICES_BY_GROUP,
  LEAD_START_MAX_AGE_MS,
  type LeadDraft,
  leadContact,
  leadFormPayload,
  leadSpamReasons,
  SLIDE_SERVICES,
} from '../src/entries/forms';

const DRAFT: LeadDraft = {
  name: 'Olena',
  email: 'olena@coffee.example',
  phone: '',
  service: 'seo',
  message: 'Three shops in Kyiv.',
  budget: '',
  timeline: '',
  consent: true,
};
const NOW = Date.parse('2026-11-26T12:00:00Z');

describe('the service list: the landing four groups of six, then other', () => {
  it('holds 4 × 6 services and other, each once, and each slide names one of them', () => {
    expect(Object.values(LEAD_SERVICES_BY_GROUP).map((group) => group.length)).toEqual([
      6, 6, 6, 6,
    ]);
    expect(LEAD_SERVICES).toHaveLength(25);
    expect(new Set(LEAD_SERVICES).size).toBe(25);
    expect(LEAD_SERVICES.at(-1)).toBe('other');
    for (const service of Object.values(SLIDE_SERVICES)) expect(LEAD_SERVICES).toContain(service);
  });
});

describe('field limits: every field has its limit and its field problem', () => {
  it('a request within every limit has no problem', () => {
    expect(checkLead(DRAFT, 'UA')).toEqual({});
  });
  it('a name, e-mail, phone or message over its limit is refused at that field', () => {
    expect(checkLead({ ...DRAFT, name: 'a'.repeat(LEAD_LIMITS.name + 1) }, 'UA')).toEqual({
      name: { code: 'tooLong', max: 200 },
    });
    expect(checkLead({ ...DRAFT, message: 'a'.repeat(LEAD_LIMITS.message + 1) }, 'UA')).toEqual({
      message: { code: 'tooLong', max: 5000 },
    });
    expect(checkLead({ ...DRAFT, email: `${'a'.repeat(250)}@x.example` }, 'UA')).toEqual({
      email: { code: 'tooLong', max: 254 },
    });
    expect(checkLead({ ...DRAFT, phone: '1'.repeat(41) }, 'UA')).toEqual({
      phone: { code: 'tooLong', max: 40 },
    });
  });
  it('a missing name, an unknown service, budget or timeline and no consent are refused', () => {
    expect(
      checkLead(
        {
          ...DRAFT,
          name: ' ',
          service: 'hacking',
          budget: 'lots',
          timeline: 'never',
          consent: false,
        },
        'UA',
      ),
    ).toEqual({
      name: { code: 'required' },
      service: { code: 'required' },
      budget: { code: 'required' },
      timeline: { code: 'required' },
      consent: { code: 'required' },
    });
  });
});

describe('contact: at least an e-mail or a phone, the phone normalised by core normalizePhone', () => {
  it('neither is refused at the e-mail field; a phone alone is enough', () => {
    expect(checkLead({ ...DRAFT, email: '', phone: '' }, 'UA')).toEqual({
      email: { code: 'required' },
    });
    expect(checkLead({ ...DRAFT, email: '', phone: '050 111 22 33' }, 'UA')).toEqual({});
  });
  it('a malformed e-mail or an impossible phone is refused at its field', () => {
    expect(checkLead({ ...DRAFT, email: 'olena@' }, 'UA')).toEqual({
      email: { code: 'format', format: 'email' },
    });
    expect(checkLead({ ...DRAFT, phone: '12' }, 'UA')).toEqual({
      phone: { code: 'format', format: 'phone' },
    });
    // Letters never reach the phone library: the contract's phone shape comes first.
    expect(checkLead({ ...DRAFT, phone: '+380 50 111 22 33 ext 5' }, 'UA')).toEqual({
      phone: { code: 'format', format: 'phone' },
    });
  });
  it('the phone is stored in E.164 and an empty field as null', () => {
    expect(leadContact(' a@b.example ', '050 111 22 33', 'UA')).toEqual({
      email: 'a@b.example',
      phone: '+380501112233',
    });
    expect(leadContact('', '+1 202 555 0143', 'UA')).toEqual({
      email: null,
      phone: '+12025550143',
    });
  });
});

describe('spam verdict: honeypot, minimum fill time, per-address limit', () => {
  const person = { honeypot: '', startedAtMs: NOW - 60_000, nowMs: NOW, recentFromAddress: 0 };
  it('a person who took their time, from a quiet address, with the honeypot empty is no spam', () => {
    expect(leadSpamReasons(person)).toEqual([]);
  });
  it('a filled honeypot is spam', () => {
    expect(leadSpamReasons({ ...person, honeypot: 'http://spam.example' })).toEqual(['honeypot']);
  });
  it('filled faster than the minimum, with no start, or with a start older than a day is spam', () => {
    expect(leadSpamReasons({ ...person, startedAtMs: NOW - LEAD_MIN_FILL_MS + 1 })).toEqual([
      'tooFast',
    ]);
    expect(leadSpamReasons({ ...person, startedAtMs: NOW - LEAD_MIN_FILL_MS })).toEqual([]);
    expect(leadSpamReasons({ ...person, startedAtMs: null })).toEqual(['noStart']);
    expect(leadSpamReasons({ ...person, startedAtMs: NOW - LEAD_START_MAX_AGE_MS - 1 })).toEqual([
      'noStart',
    ]);
  });
  it('the request after the address limit within the window is spam, the ones before are not', () => {
    expect(leadSpamReasons({ ...person, recentFromAddress: LEAD_ADDRESS_LIMIT - 1 })).toEqual([]);
    expect(leadSpamReasons({ ...person, recentFromAddress: LEAD_ADDRESS_LIMIT })).toEqual([
      'overAddressLimit',
    ]);
  });
  it('a site’s proof-of-work challenge: solved or not asked passes; missing, forged, expired or replayed is spam', () => {
    expect(leadSpamReasons({ ...person, challenge: 'notAsked' })).toEqual([]);
    expect(leadSpamReasons({ ...person, challenge: 'solved' })).toEqual([]);
    expect(leadSpamReasons({ ...person, challenge: 'missing' })).toEqual(['challengeMissing']);
    expect(leadSpamReasons({ ...person, challenge: 'forged' })).toEqual(['challengeForged']);
    expect(leadSpamReasons({ ...person, challenge: 'expired' })).toEqual(['challengeExpired']);
    expect(leadSpamReasons({ ...person, challenge: 'replayed' })).toEqual(['challengeReplayed']);
  });
});

describe('status transitions: new → contacted → won or lost', () => {
  it('allows each forward step and staying put, nothing else', () => {
    expect(canMoveLead('new', 'contacted')).toBe(true);
    expect(canMoveLead('contacted', 'won')).toBe(true);
    expect(canMoveLead('contacted', 'lost')).toBe(true);
    expect(canMoveLead('new', 'new')).toBe(true);
    expect(canMoveLead('new', 'won')).toBe(false);
    expect(canMoveLead('won', 'lost')).toBe(false);
    expect(canMoveLead('lost', 'new')).toBe(false);
    expect(canMoveLead('contacted', 'new')).toBe(false);
  });
});

describe('form payload: the posted fields as the contract takes them', () => {
  it('trims, leaves empty optional fields out, reads the checkbox and gathers the UTM fields', () => {
    expect(
      leadFormPayload({
        name: ' Olena ',
        email: '',
        phone: '050 111 22 33',
        service: 'seo',
        message: ' Hi ',
        budget: '',
        consent: 'on',
        homepage: '',
        page: '/en',
        utm_source: 'google',
        utm_medium: '',
        started: '1.abc',
      }),
    ).toEqual({
      name: 'Olena',
      message: 'Hi',
      consent: true,
      phone: '050 111 22 33',
      service: 'seo',
      page: '/en',
      started: '1.abc',
      utm: { source: 'google' },
    });
    expect(leadFormPayload({ name: 'A', homepage: ' spam ' })).toEqual({
      name: 'A',
      message: '',
      consent: false,
      homepage: ' spam ',
    });
  });
});
