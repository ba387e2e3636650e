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

/** The host's admin-token keeper; throws a clear error when the host did not provide one. */
export function useAdminSession(): AdminSession {
  const session = useContext(AdminSessionContext);
  if (session === null)
    throw new Error('@agency/ui: the back office needs <AdminSessionProvider> around <App>.');
  return session;
}
