import { useCallback } from 'react';
import { useApi } from '../../provider/hooks';
import { useLang } from '../../provider/use-lang';
import type { WebOperationData, WebOperationPayload } from '../../provider/web-api';

/** The Auth subactions the public screens call (contracts/web.openapi.yaml). */
export type AuthSubaction =
  | 'signIn'
  | 'phoneSignIn'
  | 'confirm'
  | 'recover'
  | 'recoverConfirm'
  | 'confirmEmail';

/**
 * An Auth call in the page's language: `send` answers the call's data or throws its refusal;
 * `run` answers null when it is refused.
 */
export function useAuthCall<S extends AuthSubaction>(subaction: S) {
  const api = useApi();
  const lang = useLang();
  const send = useCallback(
    async (payload: WebOperationPayload<`Auth/${S}`>): Promise<WebOperationData<`Auth/${S}`>> => {
      // The auth forms show field errors beside their fields: no notification repeats them.
      const { data } = await api.call(
        `Auth/${subaction}`,
        { ...payload, lang },
        { fieldsInline: true },
      );
      return data;
    },
    [api, lang, subaction],
  );
  const run = useCallback(
    (payload: WebOperationPayload<`Auth/${S}`>) =>
      send(payload).catch((): WebOperationData<`Auth/${S}`> | null => null),
    [send],
  );
  return { send, run };
}
