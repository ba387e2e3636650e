import { htmlLang, type Query, SCROLL_ELEMENT_PARAM, SWITCHER_LANGUAGES } from '@agency/core';
import { Link } from '../components/Link';
import { useIntl } from '../provider/hooks';
import { usePageLocation } from '../provider/page-location';
import { useLang } from '../provider/use-lang';

/** Props of `LanguageSwitcher`: called when a language is chosen (the mobile menu closes on it). */
export interface LanguageSwitcherProps {
  readonly onChoose?: () => void;
}

/**
 * Where the language switcher links: the page, without its el. el is this visit's scroll
 * instruction, read from the address by the browser: leaving it out of the links keeps a page's
 * HTML the same whatever el it was opened with (kept pages, issue 30).
 */
export function switcherTarget(path: string, query: Query): { path: string; query: Query } {
  const { [SCROLL_ELEMENT_PARAM]: _scroll, ...kept } = query;
  return { path, query: kept };
}

/** Links to the same page in each language the switcher offers (ru, en, ua), without the page's el. */
export function LanguageSwitcher({ onChoose }: LanguageSwitcherProps) {
  const intl = useIntl();
  const lang = useLang();
  const { path, query } = usePageLocation();
  const target = switcherTarget(path, query);
  return (
    <ul className="language-switcher" aria-label={intl.formatMessage({ id: 'header.languages' })}>
      {SWITCHER_LANGUAGES.map((code) => (
        <li key={code}>
          <Link
            to={target}
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
