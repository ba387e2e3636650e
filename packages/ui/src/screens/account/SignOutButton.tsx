import { isWebError, routePath } from '@agency/core';
import { type FormEvent, useState } from 'react';
import { PostForm } from '../../components/PostForm';
import { useApi, useDispatch, useNavigate } from '../../provider/hooks';
import { useLang } from '../../provider/use-lang';
import { useText } from './use-text';

/**
 * Signs out: Auth/signOut, then the jwt is cleared and the sign-in page opens. A session the
 * server no longer knows (410) is cleared too; any other failure keeps the person signed in and says so.
 * Without JavaScript the button posts the form and the host signs out the same way.
 */
export function SignOutButton() {
  const api = useApi();
  const lang = useLang();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { t } = useText();
  const [pending, setPending] = useState(false);
  const signOut = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    try {
      await api.call('Auth/signOut', { lang });
    } catch (error) {
      if (!isWebError(error) || error.statusCode !== 410) {
        setPending(false);
        dispatch({
          type: 'notification/opened',
          notification: { type: 'danger', text: t('signOut.failed') },
        });
        return;
      }
    }
    dispatch({ type: 'session/jwtCleared' });
    navigate(routePath('sign-in', lang));
  };
  return (
    <PostForm formName="signOut" onSubmit={signOut}>
      <button
        type="submit"
        className="button account-signout"
        disabled={pending}
        aria-busy={pending}
      >
        {t('signOut')}
      </button>
    </PostForm>
  );
}
