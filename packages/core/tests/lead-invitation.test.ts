import { describe, expect, it } from 'vitest';
import {
  invitationLanguages,
  LEAD_INVITATION_TTL_MS,
  leadInviteRefusal,
} from '../src/entries/forms';

describe('leadInviteRefusal: only a won lead with an e-mail is invited to an account', () => {
  it('refuses a lead not won, a client entered by hand and a lead without an e-mail', () => {
    expect(leadInviteRefusal({ status: 'won', email: 'olena@coffee.example' })).toBeNull();
    for (const status of ['new', 'contacted', 'lost', null] as const)
      expect(leadInviteRefusal({ status, email: 'olena@coffee.example' })).toBe('notWon');
    expect(leadInviteRefusal({ status: 'won', email: null })).toBe('noEmail');
    expect(leadInviteRefusal({ status: 'won', email: ' ' })).toBe('noEmail');
  });
});

describe('invitationLanguages: the mail in the lead’s language, the account in the area’s', () => {
  it('keeps ru, ua and en, and mails a Spanish lead in Spanish with an English account', () => {
    expect(invitationLanguages('ua')).toEqual({ mail: 'ua', account: 'ua' });
    expect(invitationLanguages('es')).toEqual({ mail: 'es', account: 'en' });
    expect(LEAD_INVITATION_TTL_MS).toBe(7 * 24 * 3600 * 1000);
  });
});
