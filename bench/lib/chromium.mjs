/** Debian's Chromium unless CHROME_PATH names another; nothing is ever downloaded. */
export const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

/** Flags for a quiet, offline headless Chromium: nothing phones out beyond loopback. */
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-default-apps',
  '--disable-extensions',
  '--disable-domain-reliability',
  '--disable-client-side-phishing-detection',
  '--metrics-recording-only',
  '--no-default-browser-check',
];
