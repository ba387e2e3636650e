import { WEB_OPERATIONS } from '@agency/contracts/web-operations';
import { isWebError } from '@agency/core';
import { useCallback } from 'react';
import { useApplyErrorOutcome } from '../../components/error-outcome';
import { useApi, useDispatch } from '../../provider/hooks';
import { useLang } from '../../provider/use-lang';
import type {
  WebCallOptions,
  WebOperationData,
  WebOperationKey,
  WebOperationPayload,
} from '../../provider/web-api';
import { useText } from './use-text';

/** The outcome of an account call: its data, or the error it was refused with. */
export type CallOutcome<T> =
  | { readonly ok: true; readonly data: T }
  | { readonly ok: false; readonly error: unknown };

/** Whether a refused call carries field errors a form shows beside its fields. */
export function hasFieldErrors(error: unknown): boolean {
  if (!isWebError(error)) return false;
  const data = error.data as { fields?: unknown } | null;
  return data !== null && typeof data === 'object' && Array.isArray(data.fields);
}

/**
 * Calls /web with the page's language. A refusal without field errors is answered as core's error
 * catalogue says (a notification or a redirect); when the catalogue says nothing, a danger
 * notification carries the server's message. The caller gets the outcome either way.
 */
export function useAccountCall() {
  const api = useApi();
  const lang = useLang();
  const dispatch = useDispatch();
  const applyErrorOutcome = useApplyErrorOutcome();
  const { t } = useText();
  return useCallback(
    async <K extends WebOperationKey>(
      operation: K,
      payload: WebOperationPayload<K>,
      options: WebCallOptions & { readonly quietFields?: boolean } = {},
    ): Promise<CallOutcome<WebOperationData<K>>> => {
      try {
        const { quietFields, ...sent } = options;
        const { data } = await api.call(
          operation,
          { lang, ...payload },
          quietFields === true ? { ...sent, fieldsInline: true } : sent,
        );
        return { ok: true, data };
      } catch (error) {
        if (options.quietFields === true && hasFieldErrors(error)) return { ok: false, error };
        if (!isWebError(error)) {
          dispatch({
            type: 'notification/opened',
            notification: { type: 'danger', messageId: 'error.network' },
          });
        } else if (applyErrorOutcome(error, WEB_OPERATIONS[operation].method).kind === 'none') {
          dispatch({
            type: 'notification/opened',
            notification: { type: 'danger', text: t('list.failed', { reason: error.message }) },
          });
        }
        return { ok: false, error };
      }
    },
    [api, lang, dispatch, applyErrorOutcome, t],
  );
}
