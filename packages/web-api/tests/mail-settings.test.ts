import { describe, expect, it } from 'vitest';
import { MailConfigError, readMailSettings } from '../src/mail/mail-settings';

const SECRET = 'an-sms-hook-secret-of-32-characters-at-least';

function refusal(env: NodeJS.ProcessEnv): string {
  try {
    readMailSettings(env);
  } catch (error) {
    expect(error).toBeInstanceOf(MailConfigError);
    // The host and the standalone server print every ConfigError as one line.
    expect((error as Error).name).toBe('ConfigError');
    return (error as Error).message;
  }
  throw new Error('the settings were accepted');
}

describe('mail settings: SMTP_URL, MAIL_FROM, SMS_WEBHOOK_URL, SMS_WEBHOOK_SECRET, OUTBOX_WEBHOOK_URL', () => {
  it('reads SMTP with its sender, the signed SMS hook and the older webhook', () => {
    expect(
      readMailSettings({
        SMTP_URL: 'smtps://user:pw@mail.example:465',
        MAIL_FROM: 'Agency <no-reply@agency.example>',
        SMS_WEBHOOK_URL: 'https://sms.example/hook',
        SMS_WEBHOOK_SECRET: SECRET,
        OUTBOX_WEBHOOK_URL: 'https://mailer.example/agency',
      }),
    ).toEqual({
      smtp: { url: 'smtps://user:pw@mail.example:465', from: 'Agency <no-reply@agency.example>' },
      sms: { url: 'https://sms.example/hook', secret: SECRET },
      webhookUrl: 'https://mailer.example/agency',
    });
    expect(readMailSettings({})).toEqual({ smtp: null, sms: null, webhookUrl: null });
  });

  it('a bad SMTP_URL is refused with a line naming it, without the password it holds', () => {
    expect(refusal({ SMTP_URL: 'http://mail.example', MAIL_FROM: 'a@b.example' })).toMatch(
      /^SMTP_URL must be a URL like smtps:\/\/.* got "http:\/\/mail\.example\/"$/,
    );
    const line = refusal({ SMTP_URL: 'imap://user:hunter2-secret@mail.example' });
    expect(line).toMatch(/^SMTP_URL /);
    expect(line).not.toContain('hunter2-secret');
    expect(refusal({ SMTP_URL: 'not a url with user:hunter2@host' })).not.toContain('hunter2');
  });

  it('SMTP_URL needs MAIL_FROM; the SMS hook needs a secret of 32+ characters', () => {
    expect(refusal({ SMTP_URL: 'smtp://mail.example:587' })).toMatch(/^MAIL_FROM must be/);
    expect(refusal({ SMTP_URL: 'smtp://mail.example:587', MAIL_FROM: 'nobody' })).toMatch(
      /^MAIL_FROM /,
    );
    expect(refusal({ SMS_WEBHOOK_URL: 'https://sms.example/hook' })).toMatch(
      /^SMS_WEBHOOK_SECRET must be at least 32 characters/,
    );
    const short = refusal({
      SMS_WEBHOOK_URL: 'https://sms.example/hook',
      SMS_WEBHOOK_SECRET: 'x1',
    });
    expect(short).not.toContain('x1"');
    expect(refusal({ SMS_WEBHOOK_URL: 'ftp://sms.example' })).toMatch(/^SMS_WEBHOOK_URL /);
    expect(refusal({ OUTBOX_WEBHOOK_URL: 'mailto:a@b.example' })).toMatch(/^OUTBOX_WEBHOOK_URL /);
  });
});
