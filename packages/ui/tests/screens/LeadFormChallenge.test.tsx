import { render, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { describe, expect, it } from 'vitest';
import { LeadForm } from '../../src/screens/landing/lead-form/LeadForm';
import { LEAD_FORM_TEXT } from '../../src/screens/landing/lead-form/lead-form-text';
import { atPage, fakeApi, siteFixture } from '../site-fixture';

const KEY = 'altcha-hmac-key-of-at-least-32-chars!';

/** The item of the form's Leads/submit call. */
function sentItem(
  calls: readonly { subaction: string; payload?: unknown }[],
): Record<string, unknown> {
  const sent = calls.find((call) => call.subaction === 'submit');
  if (sent === undefined) throw new Error('no Leads/submit');
  return (sent.payload as { item: Record<string, unknown> }).item;
}

async function fillAndSend(container: HTMLElement) {
  const input = (id: string) => container.querySelector(`#${id}`) as HTMLElement;
  await userEvent.type(input('lead-name'), 'Olena');
  await userEvent.type(input('lead-email'), 'olena@coffee.example');
  await userEvent.selectOptions(input('lead-service'), 'seo');
  await userEvent.type(input('lead-message'), 'Three coffee shops.');
  await userEvent.click(input('lead-consent'));
  await userEvent.click(container.querySelector('button[type="submit"]') as HTMLButtonElement);
}

describe('LeadForm and the site’s proof-of-work challenge (ALTCHA)', () => {
  it('when Leads/start asks a challenge, Leads/submit carries its solution, one the server verifies', async () => {
    // A small counter keeps the search short; the server's challenges go up to 50,000.
    const challenge = await createChallenge({
      algorithm: 'SHA-256',
      cost: 1,
      counter: 300,
      deriveKey,
      data: { expires: Date.now() + 60_000 },
      hmacSignatureSecret: KEY,
      hmacKeySignatureSecret: KEY,
    });
    const api = fakeApi((request) =>
      request.subaction === 'start' ? { started: 's.t', challenge } : { received: true },
    );
    const { container } = render(atPage(siteFixture('en', { api }), '/en', <LeadForm />));
    await fillAndSend(container);
    await waitFor(() => expect(container.textContent).toContain(LEAD_FORM_TEXT.en.thanksTitle));
    const item = sentItem(api.calls);
    expect(item).toMatchObject({ name: 'Olena', started: 's.t' });
    const altcha = item.altcha as {
      challenge: typeof challenge;
      solution: { counter: number; derivedKey: string };
    };
    expect(altcha.challenge).toEqual(challenge);
    expect(altcha.solution.counter).toBe(300);
    const verdict = await verifySolution({
      challenge: altcha.challenge,
      solution: altcha.solution,
      deriveKey,
      hmacSignatureSecret: KEY,
      hmacKeySignatureSecret: KEY,
    });
    expect(verdict.verified).toBe(true);
  });

  it('when Leads/start asks none, Leads/submit goes without one, as before', async () => {
    const api = fakeApi((request) =>
      request.subaction === 'start' ? { started: 's.t' } : { received: true },
    );
    const { container } = render(atPage(siteFixture('en', { api }), '/en', <LeadForm />));
    await fillAndSend(container);
    await waitFor(() => expect(container.textContent).toContain(LEAD_FORM_TEXT.en.thanksTitle));
    expect(sentItem(api.calls)).not.toHaveProperty('altcha');
  });
});
