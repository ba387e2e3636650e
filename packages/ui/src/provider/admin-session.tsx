import { createContext, type ReactNode, useContext } from 'react';

/**
 * What the back office asks of the host about the admin token: keep it (write the `admin-token`
 * cookie and send it as the Bearer of admin calls) after Admin/login, and drop it on sign-out.
 */
export interface AdminSession {
  signIn(jwt: string): void;
  signOut(): void;
}

const AdminSessionContext = createContext<AdminSession | null>(null);

/** Gives the back office the host's admin-token keeper; wrap `App` with it. */
export function AdminSessionProvider({
  session,
  children,
}: {
  readonly session: AdminSession;
  readonly children?: ReactNode;
}) {
  return <AdminSessionContext.Provider value={session}>{children}</AdminSessionContext.Provider>;
}

const MISSING = '@agency/ui: the back office needs <AdminSessionProvider> around <App>.';

// Without a provider the screens still render (SSR must not fail); using the session is what fails.
const ABSENT: AdminSession = {
  signIn() {
    throw new Error(MISSING);
  },
  signOut() {
    throw new Error(MISSING);
  },
};

/** The host's admin-token keeper; its methods throw a clear error when the host provided none. */
export function useAdminSession(): AdminSession {
  return useContext(AdminSessionContext) ?? ABSENT;
}
