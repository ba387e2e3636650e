import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/server/config';
import { ConfigError } from '../src/server/config-error';
import { siteConfigOf } from '../src/server/site-config';
import { readSocialFlowCookie, socialFlowCookie } from '../src/server/social-flow-cookie';
import { socialProblemOfError } from '../src/server/social-sign-in';

const FLOW = 'eyJhbGciOiJIUzI1NiJ9.eyJzdGF0ZSI6IngifQ.c2lnbmF0dXJl';

describe('the social-flow cookie', () => {
  it('is HttpOnly, SameSite=Lax, scoped to /sign-in/, short-lived and Secure behind https', () => {
    expect(
      socialFlowCookie(
        { lang: 'ua', connect: false, flow: FLOW },
        { secure: true, maxAgeSeconds: 600 },
      ),
    ).toBe(`social-flow=ua.s.${FLOW}; Path=/sign-in/; Max-Age=600; HttpOnly; SameSite=Lax; Secure`);
    expect(socialFlowCookie(null, { secure: false, maxAgeSeconds: 600 })).toBe(
      'social-flow=; Path=/sign-in/; Max-Age=0; HttpOnly; SameSite=Lax',
    );
  });

  it('reads back what it wrote, and nothing else', () => {
    expect(readSocialFlowCookie(`en.c.${FLOW}`)).toEqual({ lang: 'en', connect: true, flow: FLOW });
    expect(readSocialFlowCookie(`de.s.${FLOW}`)).toBeNull();
    expect(readSocialFlowCookie('en.s.not-a-jwt')).toBeNull();
    expect(readSocialFlowCookie(`en.s.${FLOW}; Domain=evil`)).toBeNull();
    expect(readSocialFlowCookie(undefined)).toBeNull();
  });
});

describe('the refusal a failed social call names', () => {
  const failed = (statusCode: number, data: unknown) => ({
    statusCode,
    code: 'VALIDATION_FAILED' as const,
    message: '',
    data,
    headers: {},
  });

  it('is the field `social` code of web-api, 404 is "off", anything else a provider failure', () => {
    expect(
      socialProblemOfError(failed(400, { fields: [{ field: 'social', code: 'token' }] })),
    ).toBe('token');
    expect(socialProblemOfError(failed(404, null))).toBe('off');
    expect(
      socialProblemOfError(failed(400, { fields: [{ field: 'social', code: 'weird' }] })),
    ).toBe('provider');
    expect(socialProblemOfError(failed(502, null))).toBe('provider');
  });
});

describe('GOOGLE_CLIENT_ID and FACEBOOK_APP_ID', () => {
  it('show the buttons: the ids reach the ui site configuration, empty when unset', () => {
    const on = siteConfigOf(
      loadConfig({
        GOOGLE_CLIENT_ID: 'g-id',
        GOOGLE_CLIENT_SECRET: 'g-secret',
        FACEBOOK_APP_ID: '',
        FACEBOOK_APP_SECRET: '',
      }),
    );
    expect(on.googleClientId).toBe('g-id');
    expect(on.facebookAppId).toBe('');
    expect(siteConfigOf(loadConfig({})).googleClientId).toBe('');
  });

  it('with the embedded backend, an id without its secret stops the start with one line', () => {
    expect(() => loadConfig({ FACEBOOK_APP_ID: 'fb' })).toThrow(ConfigError);
    expect(() => loadConfig({ GOOGLE_CLIENT_SECRET: 's' })).toThrow(
      /GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET/,
    );
  });

  it('in front of an external backend (WEB_API_URL), the host needs only the public id', () => {
    const config = loadConfig({ WEB_API_URL: 'http://127.0.0.1:4001', FACEBOOK_APP_ID: 'fb' });
    expect(config.facebookAppId).toBe('fb');
  });
});
