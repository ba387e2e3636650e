import type { Server } from 'node:http';

/** The JSON body the site POSTs to SMS_WEBHOOK_URL. */
export interface SmsHookMessage {
  to: string;
  text: string;
  lang: string;
  kind: string;
}

/** How old a signed request may be, in seconds. */
export declare const MAX_AGE_SECONDS: number;

/** True when `signature` is `sha256=` + HMAC-SHA256 of `<timestamp>.<body>` under `secret`, and the timestamp is recent. */
export declare function verifySignature(input: {
  secret: string;
  timestamp: string | string[] | undefined;
  body: string;
  signature: string | string[] | undefined;
  nowSeconds: number;
}): boolean;

/** The HTTP server of the hook: 204 once `send` took the message, 401 on a bad signature, 502 when `send` failed. */
export declare function createSmsReceiver(options: {
  secret: string;
  send: (message: SmsHookMessage) => Promise<void>;
  now?: () => number;
  log?: (line: string) => void;
}): Server;

/** Sends an SMS with Twilio's Messages API (apiUrl is for tests). */
export declare function twilioSender(options: {
  accountSid: string;
  authToken: string;
  from: string;
  apiUrl?: string;
}): (message: SmsHookMessage) => Promise<void>;
