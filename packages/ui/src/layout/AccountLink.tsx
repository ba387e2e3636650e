import { actingForName, type State } from '@agency/core';
import { Icon } from '../components/Icon';
import { Link } from '../components/Link';
import { useIntl, useStore } from '../provider/hooks';
import { useLang } from '../provider/use-lang';

/** The name the header's account link shows: null when signed out, '' when signed in under a name not yet known. */
export const selectAccountName = ({ session }: State) =>
  session.jwt ? (actingForName(session) ?? '') : null;

/** Props of `AccountLink`: called when it is chosen (the mobile menu closes on it). */
export interface AccountLinkProps {
  readonly onChoose?: () => void;
}

/**
 * The header's way in: "Sign in" for a visitor, once signed in the name of the account acted for
 * (core actingForName) linking to the account ("Account" until a name is known).
 */
export function AccountLink({ onChoose }: AccountLinkProps) {
  const intl = useIntl();
  const lang = useLang();
  const name = useStore(selectAccountName);
  if (name === null) {
    return (
      <Link className="header__account" to="/sign-in" onClick={onChoose}>
        <Icon name="user" size={20} />
        <span>{intl.formatMessage({ id: 'header.signIn' })}</span>
      </Link>
    );
  }
  return (
    // The account has no Spanish pages: a Spanish reader gets the English ones, as the back office's menu does.
    <Link
      className="header__account"
      to="/account"
      lang={lang === 'es' ? 'en' : lang}
      onClick={onChoose}
    >
      <Icon name="user" size={20} />
      <span>{name || intl.formatMessage({ id: 'header.account' })}</span>
    </Link>
  );
}
