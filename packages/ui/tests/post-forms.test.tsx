import { toWebError } from '@agency/core';
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../src/App';
import { type PostedForm, PostedFormContext } from '../src/provider/posted-form';
import { AdminScreen } from '../src/screens/admin/AdminScreen';
import { renderAccount } from './account/account-fixture';
import { adminPage, memoryBackOffice } from './admin/admin-fixture';
import { atPage, siteFixture } from './site-fixture';

function forms(): HTMLFormElement[] {
  return [...document.querySelectorAll('form')];
}

// What the browser sends without JavaScript: the method, the URL and the form's name.
function submission(form: HTMLFormElement) {
  const name = form.querySelector<HTMLInputElement>('input[type="hidden"][name="_form"]');
  return {
    method: form.getAttribute('method'),
    action: form.getAttribute('action'),
    form: name?.value ?? null,
  };
}

// A refused call's error as the host passes it on: one field error, no headers.
function refused(field: string, code: string) {
  return toWebError(400, {
    statusCode: 400,
    code: 'VALIDATION_FAILED',
    message: 'Invalid',
    data: { fields: [{ field, code, message: 'Refused' }] },
  });
}

function renderPage(url: string, posted: PostedForm | null = null) {
  return render(
    siteFixture('en').wrap(
      <PostedFormContext.Provider value={posted}>
        <App url={url} />
      </PostedFormContext.Provider>,
    ),
  );
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('forms without JavaScript', () => {
  it.each([
    ['/en/sign-in', 'signIn'],
    ['/en/sign-in?tab=phone', 'phoneSignIn'],
    ['/en/sign-in/confirmation?phone=%2B380501234567', 'confirm'],
    ['/en/sign-in/recovery', 'recover'],
  ])('%s posts its form (%s) to its own URL, never as a GET', (url, name) => {
    renderPage(url);
    expect(forms().map(submission)).toEqual([{ method: 'post', action: url, form: name }]);
  });

  it('the sign-in tabs are links, so the phone form opens without JavaScript', () => {
    renderPage('/en/sign-in');
    expect(screen.getByRole('tab', { name: 'Phone' }).getAttribute('href')).toBe(
      '/en/sign-in?tab=phone',
    );
    expect(screen.getByRole('tab', { name: 'E-mail' }).getAttribute('href')).toBe('/en/sign-in');
  });

  it('a posted sign-in the host refused shows its field error and the e-mail, never a password', () => {
    renderPage('/en/sign-in', {
      form: 'signIn',
      values: { email: 'demo@example.com' },
      error: refused('password', 'invalid_credentials'),
    });
    expect(screen.getByLabelText('E-mail', { selector: 'input' })).toHaveProperty(
      'value',
      'demo@example.com',
    );
    const password = screen.getByLabelText('Password', { selector: 'input' });
    expect(password).toHaveProperty('value', '');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('The e-mail or the password is wrong.')).toBeTruthy();
  });

  it('a refused phone sign-in opens the phone tab with its value', () => {
    renderPage('/en/sign-in', {
      form: 'phoneSignIn',
      values: { phone: '+1 555' },
      error: refused('phone', 'pattern'),
    });
    expect(screen.getByLabelText('Phone number', { selector: 'input' })).toHaveProperty(
      'value',
      '+1 555',
    );
  });

  it('a sent recovery code shows the next step, which posts the e-mail along', () => {
    renderPage('/en/sign-in/recovery', {
      form: 'recover',
      values: { email: 'demo@example.com' },
      error: null,
      done: true,
    });
    const [form] = forms();
    expect(form && submission(form)).toEqual({
      method: 'post',
      action: '/en/sign-in/recovery',
      form: 'recoverConfirm',
    });
    expect(form?.querySelector<HTMLInputElement>('input[name="email"]')?.value).toBe(
      'demo@example.com',
    );
  });

  it('sign-out in the account is a posted form', () => {
    renderAccount('en', '/en/account', { route: 'account', summary: {} });
    const signOut = screen.getByRole('button', { name: 'Sign out' }).closest('form');
    expect(signOut && submission(signOut)).toEqual({
      method: 'post',
      action: '/en/account',
      form: 'signOut',
    });
  });

  it('the account settings post their profile and password forms, and sign-out, to the page', () => {
    renderAccount('en', '/en/account/settings', {
      route: 'account-settings',
      settings: { name: 'Demo', email: 'demo@example.com', phone: null, lang: 'en' },
    });
    expect(forms().map(submission)).toEqual(
      ['signOut', 'updateSettings', 'changePassword'].map((form) => ({
        method: 'post',
        action: '/en/account/settings',
        form,
      })),
    );
  });

  it('the back-office login needs JavaScript but never submits as a GET', () => {
    const page = adminPage('/en/admin/login', {
      lang: 'en',
      api: memoryBackOffice({}).api,
      actions: [],
    });
    const html = renderToString(atPage(page.fixture, '/en/admin/login', <AdminScreen />));
    const form = html.match(/<form[^>]*>/)?.[0] ?? '';
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/en/admin/login"');
  });
});
