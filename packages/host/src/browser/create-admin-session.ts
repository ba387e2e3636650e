import { ADMIN_TOKEN_COOKIE, isSessionExpired, tokenCookie } from '@agency/core';
import type { AdminSession } from '@agency/ui';

/** The back office's token keeper: the `admin-token` cookie, read at start and written on sign-in and sign-out. */
export interface AdminTokenKeeper extends AdminSession {
  /** The admin's jwt while it is valid, else null. */
  jwt(): string | null;
}

/** Where the admin token lives: the document's cookies, https or not, and the clock. */
export interface AdminCookieJar {
  read(): string;
  write(cookie: string): void;
  secure: boolean;
  now(): number;
}

function cookieValue(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=') || null;
  }
  return null;
}

/** Creates the admin session the back office asks for (ui `AdminSessionProvider`), separate from the customer's `token`. */
export function createAdminSession(jar: AdminCookieJar): AdminTokenKeeper {
  let jwt = cookieValue(jar.read(), ADMIN_TOKEN_COOKIE);
  const write = (value: string | null) =>
    jar.write(
      tokenCookie(value, { secure: jar.secure, nowMs: jar.now(), name: ADMIN_TOKEN_COOKIE }),
    );
  return {
    jwt() {
      if (jwt !== null && isSessionExpired(jwt, jar.now())) {
        jwt = null;
        write(null);
      }
      return jwt;
    },
    signIn(next) {
      jwt = next;
      write(next);
    },
    signOut() {
      jwt = null;
      write(null);
    },
  };
}
