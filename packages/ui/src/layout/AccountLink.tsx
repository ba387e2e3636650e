import { Icon } from '../components/Icon';
import { Link } from '../components/Link';
import { useIntl, useStore } from '../provider/hooks';
import { selectJwt, selectProfile } from '../provider/selectors';
import { useLang } from '../provider/use-lang';

/** Props of `AccountLink`: called when it is chosen (the mobile menu closes on it). */
export interface AccountLinkProps {
  readonly onChoose?: () => void;
}

/**
 * The header's way in: "Sign in" for a visitor, the customer's name linking to the account once
 * signed in ("Account" until the profile has been fetched).
 */
export function AccountLink({ onChoose }: AccountLinkProps) {
  const intl = useIntl();
  const lang = useLang();
  const jwt = useStore(selectJwt);
  const profile = useStore(selectProfile);
  if (jwt === null || jwt === '') {
    return (
      <Link className="header__account" to="/sign-in" onClick={onChoose}>
        <Icon name="user" size={20} />
        <span>{intl.formatMessage({ id: 'header.signIn' })}</span>
      </Link>
    );
  }
  const name = profile.data?.name;
  return (
    // The account has no Spanish pages: a Spanish reader gets the English ones, as the back office's menu does.
    <Link
      className="header__account"
      to="/account"
      lang={lang === 'es' ? 'en' : lang}
      onClick={onChoose}
    >
      <Icon name="user" size={20} />
      <span>
        {typeof name === 'string' && name.trim() !== ''
          ? name
          : intl.formatMessage({ id: 'header.account' })}
      </span>
    </Link>
  );
}
