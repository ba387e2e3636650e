import { type Alternate, decodeJwt, type State, stringifyQuery } from '@agency/core';
import { type FormEvent, useCallback, useEffect, useId, useState } from 'react';
import { PostForm } from '../../components/PostForm';
import { useLoad } from '../../components/use-load';
import { useApi, useDispatch, useNavigate, useStore } from '../../provider/hooks';
import { useLang } from '../../provider/use-lang';
import { useAccountCall } from './use-account-call';
import { useAccountPage } from './use-account-page';
import { useText } from './use-text';

const selectJwt = (state: State) => state.session.jwt;

/** An account the person may act for, with its display name (contract Alternate). */
type NamedAlternate = Alternate & { readonly name: string };

function readAlternates(data: unknown): readonly NamedAlternate[] {
  const list = (data as { alternates?: unknown } | null)?.alternates;
  if (!Array.isArray(list)) return [];
  return list.filter(
    (item): item is NamedAlternate =>
      typeof item === 'object' &&
      item !== null &&
      typeof item.owner === 'string' &&
      typeof item.sid === 'string' &&
      typeof item.name === 'string',
  );
}

/**
 * For a person with several accounts (Auth/alternates): choose the account to act for. The switch
 * (Auth/switchAccount) stores the new jwt and its alternate, then loads the same screen again with
 * the new account's data (the header names the account acted for).
 */
export function AccountSwitcher() {
  const { t } = useText();
  const api = useApi();
  const lang = useLang();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const call = useAccountCall();
  const id = useId();
  const jwt = useStore(selectJwt);
  const { page, match } = useAccountPage();
  const current = jwt === null ? '' : String(decodeJwt(jwt)?.owner ?? '');
  const [chosen, setChosen] = useState('');
  const [pending, setPending] = useState(false);

  // The page load brings the list (drawn in the first render, so nothing moves); a host whose
  // backend does not send it makes the call after rendering.
  const served = page !== null && 'alternates' in page ? readAlternates(page) : null;
  const fetchAlternates = useCallback(
    () => api.call('Auth/alternates', { lang }).then(({ data }) => readAlternates(data)),
    [api, lang],
  );
  const { state } = useLoad(served === null ? fetchAlternates : null);
  // Without the list there is nothing to switch to; the account works as before.
  const alternates = served ?? (state.status === 'ready' ? state.value : []);

  // The account acted for, with its name, goes to the session: the header names it after a reload too.
  const acting = alternates.find((alternate) => alternate.owner === current);
  useEffect(() => {
    if (acting !== undefined) dispatch({ type: 'session/alternateUpserted', alternate: acting });
  }, [acting, dispatch]);

  if (alternates.length < 2) return null;
  const selected = chosen || current || (alternates[0]?.owner ?? '');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const target = alternates.find((alternate) => alternate.owner === selected);
    if (target === undefined || target.owner === current) return;
    setPending(true);
    const outcome = await call('Auth/switchAccount', { owner: target.owner, sid: target.sid });
    setPending(false);
    if (!outcome.ok || typeof outcome.data.jwt !== 'string') return;
    dispatch({ type: 'session/jwtSet', jwt: outcome.data.jwt });
    dispatch({ type: 'session/alternateUpserted', alternate: target });
    dispatch({
      type: 'notification/opened',
      notification: { type: 'other', text: t('switcher.switched', { name: target.name }) },
    });
    // The same screen of the new account: its address again, its data loaded anew.
    const search = stringifyQuery(match.query);
    navigate(search === '' ? match.path : `${match.path}?${search}`, {
      replace: true,
      reload: true,
    });
  };
  return (
    <PostForm className="account-switcher" onSubmit={submit}>
      <label className="field__label" htmlFor={id}>
        {t('switcher.label')}
      </label>
      <select
        id={id}
        className="field__input"
        value={selected}
        onChange={(event) => setChosen(event.target.value)}
      >
        {alternates.map((alternate) => (
          <option key={alternate.owner} value={alternate.owner}>
            {alternate.name}
          </option>
        ))}
      </select>
      <button
        type="submit"
        className="button"
        disabled={pending || selected === current}
        aria-busy={pending}
      >
        {t('switcher.submit')}
      </button>
    </PostForm>
  );
}
