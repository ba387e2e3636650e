import { isLanguage } from '@agency/core';
import { useState } from 'react';
import { readObject } from '../page-data';
import { useAccountPage } from '../use-account-page';
import { useText } from '../use-text';
import { LinkedProviders, readLinkedProviders } from './LinkedProviders';
import { PasswordForm } from './PasswordForm';
import { PhoneCodeForm } from './PhoneCodeForm';
import { type AccountSettings, ProfileForm } from './ProfileForm';

function readSettings(input: unknown): AccountSettings | null {
  if (typeof input !== 'object' || input === null) return null;
  const value = input as Record<string, unknown>;
  if (typeof value.name !== 'string' || !isLanguage(value.lang)) return null;
  const text = (field: unknown) => (typeof field === 'string' ? field : null);
  return {
    name: value.name,
    email: text(value.email),
    phone: text(value.phone),
    lang: value.lang,
    emailConfirmed: value.emailConfirmed === true,
    pendingEmail: text(value.pendingEmail),
    pendingPhone: text(value.pendingPhone),
    reviewEmails: value.reviewEmails === true,
  };
}

/** Settings: the profile (name, e-mail, phone, preferred language, review e-mails), the password change and the linked Google and Facebook accounts. */
export function SettingsScreen() {
  const { t } = useText();
  const { page, can } = useAccountPage();
  // The settings the last save answered, until another page load brings the page's own.
  const [saved, setSaved] = useState<{
    readonly source: unknown;
    readonly settings: AccountSettings;
  } | null>(null);
  const fromPage = readObject(page, 'settings');
  const settings =
    saved !== null && saved.source === fromPage ? saved.settings : readSettings(fromPage);
  const keep = (answer: unknown) => {
    const next = readSettings(answer);
    if (next !== null) setSaved({ source: fromPage, settings: next });
  };
  return (
    <section className="account-screen">
      <h1>{t('settings.title')}</h1>
      {settings === null ? (
        <p role="alert" className="account-state account-state--error">
          {t('settings.missing')}
        </p>
      ) : (
        <div className="settings">
          {can('Account/updateSettings') ? (
            <ProfileForm settings={settings} onSaved={keep} />
          ) : null}
          {settings.pendingPhone !== null && can('Account/confirmPhone') ? (
            <PhoneCodeForm phone={settings.pendingPhone} onSaved={keep} />
          ) : null}
          {can('Account/changePassword') ? <PasswordForm /> : null}
          {can('Account/unlinkProvider') ? (
            <LinkedProviders linked={readLinkedProviders(fromPage)} />
          ) : null}
        </div>
      )}
    </section>
  );
}
