import { useCallback, useState } from 'react';
import { useApi } from '../../provider/hooks';
import { usePostedForm } from '../../provider/posted-form';
import { useLang } from '../../provider/use-lang';
import type { WebOperationData, WebOperationPayload } from '../../provider/web-api';
import { type ServerProblems, serverProblems } from './server-problems';

/** The Auth subactions the public screens call (contracts/web.openapi.yaml). */
export type AuthSubaction =
  | 'signIn'
  | 'phoneSignIn'
  | 'confirm'
  | 'recover'
  | 'recoverConfirm'
  | 'confirmEmail';

const NO_PROBLEMS: ServerProblems = { fields: {}, form: null };

/**
 * An Auth call as a form uses it: pending while it runs, the server's problems when it fails —
 * at first those of the same call the host made for a form posted without JavaScript.
 */
export function useAuthCall<S extends AuthSubaction>(subaction: S) {
  const api = useApi();
  const lang = useLang();
  const posted = usePostedForm(subaction);
  const [pending, setPending] = useState(false);
  const [problems, setProblems] = useState<ServerProblems>(
    posted?.error ? serverProblems(posted.error) : NO_PROBLEMS,
  );
  const run = useCallback(
    async (
      payload: WebOperationPayload<`Auth/${S}`>,
    ): Promise<WebOperationData<`Auth/${S}`> | null> => {
      setPending(true);
      setProblems(NO_PROBLEMS);
      try {
        const { data } = await api.call(`Auth/${subaction}`, { ...payload, lang });
        return data;
      } catch (error) {
        setProblems(serverProblems(error));
        return null;
      } finally {
        setPending(false);
      }
    },
    [api, lang, subaction],
  );
  const clearField = useCallback((field: string) => {
    setProblems((current) => {
      if (!(field in current.fields)) return current;
      const { [field]: _cleared, ...fields } = current.fields;
      return { ...current, fields };
    });
  }, []);
  return { pending, problems, run, clearField };
}
