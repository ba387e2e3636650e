import { readObject } from '../page-data';
import { useAccountPage } from '../use-account-page';
import { useText } from '../use-text';
import { PasswordForm } from './PasswordForm';
import { type AccountSettings, ProfileForm } from './ProfileForm';

function readSettings(value: Readonly<Record<string, unknown>> | null): AccountSettings | null {
  if (value === null || typeof value.name !== 'string' || typeof value.lang !== 'string')
    return null;
  const text = (field: unknown) => (typeof field === 'string' ? field : null);
  return {
    name: value.name,
    email: text(value.email),
    phone: text(value.phone),
    lang: value.lang,
    emailConfirmed: value.emailConfirmed === true,
  };
}

/** Settings: the profile (name, e-mail, phone, preferred language) and the password change. */
export function SettingsScreen() {
  const { t } = useText();
  const { page, can, reload } = useAccountPage();
  const settings = readSettings(readObject(page, 'settings'));
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
            <ProfileForm settings={settings} onSaved={reload} />
          ) : null}
          {can('Account/changePassword') ? <PasswordForm /> : null}
        </div>
      )}
    </section>
  );
}
