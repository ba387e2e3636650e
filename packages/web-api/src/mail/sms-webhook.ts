import type { Outbox } from '../auth/outbox';
import { postSignedJson, type SignedHook } from './signed-post';

/** The JSON body POSTed to SMS_WEBHOOK_URL. */
export interface SmsHookBody {
  to: string;
  text: string;
  lang: string;
  kind: string;
}

/** POSTs each SMS as signed JSON to the provider hook; any answer but 2xx is a failure (retried). */
export function createSmsWebhook(hook: SignedHook): Outbox {
  return async (message) => {
    const body: SmsHookBody = {
      to: message.to,
      text: message.text,
      lang: message.lang,
      kind: message.kind,
    };
    await postSignedJson(hook, body, 'the SMS hook');
  };
}
