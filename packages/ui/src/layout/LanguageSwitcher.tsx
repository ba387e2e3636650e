import { htmlLang, SWITCHER_LANGUAGES } from '@agency/core';
import { Link } from '../components/Link';
import { useIntl } from '../provider/hooks';
import { usePageLocation } from '../provider/page-location';
import { useLang } from '../provider/use-lang';

/** Props of `LanguageSwitcher`: called when a language is chosen (the mobile menu closes on it). */
export interface LanguageSwitcherProps {
  readonly onChoose?: () => void;
}

/** Links to the same page in each language the switcher offers (ru, en, ua). */
export function LanguageSwitcher({ onChoose }: LanguageSwitcherProps) {
  const intl = useIntl();
  const lang = useLang();
  const { path, query } = usePageLocation();
  return (
    <ul className="language-switcher" aria-label={intl.formatMessage({ id: 'header.languages' })}>
      {SWITCHER_LANGUAGES.map((code) => (
        <li key={code}>
          <Link
            to={{ path, query }}
            lang={code}
            hrefLang={htmlLang(code)}
            aria-current={code === lang ? 'true' : undefined}
            onClick={onChoose}
          >
            {code.toUpperCase()}
            <span className="visually-hidden" lang={htmlLang(code)}>
              {` ${intl.formatMessage({ id: `language.${code}` })}`}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
