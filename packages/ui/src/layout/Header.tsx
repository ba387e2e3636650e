import { localizeLink, type Query, type State } from '@agency/core';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { cycleTab, FOCUSABLE } from '../components/cycle-tab';
import { Icon } from '../components/Icon';
import { Link } from '../components/Link';
import { useQuoteHref } from '../components/use-quote-href';
import { useAnalytics, useDispatch, useIntl, useSiteConfig, useStore } from '../provider/hooks';
import { selectHeaderSticky, selectMobileMenuOpen } from '../provider/selectors';
import { AccountLink, selectAccountName } from './AccountLink';
import { LanguageSwitcher, switcherTarget } from './LanguageSwitcher';
import { MainNav } from './MainNav';
import { useOutsideClick } from './use-outside-click';
import { useStickyHeader } from './use-sticky-header';

// The menu's id: the same wherever the header's markup was drawn (a server keeps it, issue 30), and
// one no editor's heading anchor can take (they are lower-case letters, digits and hyphens).
const SITE_MENU_ID = 'site_menu';

/** The hotline click's analytics event (R4.11). */
export const HOTLINE_EVENT = { name: 'ga-buttons', action: 'Header button hotline' } as const;

/** Props of `Header`: the id of its menu, for a page that draws more than one header (the back office's previews). */
export interface HeaderProps {
  readonly menuId?: string;
}

/**
 * The site header: logo, navigation, language switcher, sign-in or account, hotline and Start Project. Sticky (black,
 * 90 px) once its 120 px slot is not fully visible; on small screens the menu is a sidebar behind
 * a hamburger, closed by an outside click, Escape or choosing a link, keeping Tab inside while open.
 * Without JavaScript the hamburger is a link whose target is the menu, and a link in the menu closes it.
 */
export function Header({ menuId = SITE_MENU_ID }: HeaderProps) {
  const intl = useIntl();
  const config = useSiteConfig();
  const analytics = useAnalytics();
  const dispatch = useDispatch();
  const sticky = useStore(selectHeaderSticky);
  const menuOpen = useStore(selectMobileMenuOpen);
  const quoteHref = useQuoteHref();
  const slot = useRef<HTMLDivElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const inside = useMemo(() => [menu, toggle], []);
  const close = useCallback(() => dispatch({ type: 'mobileMenu/closed' }), [dispatch]);
  useStickyHeader(slot);
  useOutsideClick(inside, menuOpen, close);
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      // While open, Tab cycles through the toggle and the menu's links: focus never leaves the menu.
      cycleTab(event, [
        toggle.current,
        ...(menu.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []),
      ]);
      if (event.key !== 'Escape') return;
      close();
      toggle.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen, close]);
  const phone = config.phones[0];
  return (
    <div className="header-slot" ref={slot}>
      <header className="header" data-sticky={sticky} data-theme={sticky ? 'black' : 'white'}>
        <Link
          to="/"
          className="header__logo"
          aria-label={intl.formatMessage({ id: 'header.home' }, { brand: config.brand })}
        >
          {config.brand}
        </Link>
        {/* Without JavaScript, or before it runs, this link opens the menu as its :target (layout.css). */}
        <a
          className="header__toggle header__toggle--link"
          href={`#${menuId}`}
          aria-label={intl.formatMessage({ id: 'header.menu.open' })}
        >
          <Icon name="menu" />
        </a>
        <button
          ref={toggle}
          type="button"
          className="header__toggle"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={intl.formatMessage({
            id: menuOpen ? 'header.menu.close' : 'header.menu.open',
          })}
          onClick={() => dispatch({ type: 'mobileMenu/toggled' })}
        >
          <Icon name={menuOpen ? 'close' : 'menu'} />
        </button>
        <div className="header__menu" id={menuId} ref={menu} data-open={menuOpen}>
          {/* Without JavaScript the open menu (the :target) closes through this link: its target is no element. */}
          <a
            className="header__close-link"
            href={`#${menuId}-closed`}
            aria-label={intl.formatMessage({ id: 'header.menu.close' })}
          >
            <Icon name="close" />
          </a>
          <MainNav onChoose={close} />
          <LanguageSwitcher onChoose={close} />
          <AccountLink onChoose={close} />
          {phone === undefined ? null : (
            <a
              className="header__phone"
              href={phone.tel}
              aria-label={intl.formatMessage({ id: 'header.phone' }, { phone: phone.label })}
              onClick={() => {
                analytics.event(HOTLINE_EVENT.name, { action: HOTLINE_EVENT.action });
                close();
              }}
            >
              <Icon name="phone" size={20} />
              <span>{phone.label}</span>
            </a>
          )}
          {quoteHref === null ? null : (
            <a className="button button--primary" href={quoteHref} onClick={close}>
              {intl.formatMessage({ id: 'header.startProject' })}
            </a>
          )}
        </div>
      </header>
    </div>
  );
}

/**
 * What the header's markup depends on, as a key: the language, where its language switcher links
 * (the page and the query its links keep), the account name it shows, its sticky and open states.
 * A server keeps the markup drawn under this key (KeptHeader); anything else Header comes to read
 * must join it.
 */
export function headerMarkupKey(state: State, path: string, query: Query): string {
  return JSON.stringify([
    state.lang,
    localizeLink(switcherTarget(path, query), state.lang),
    selectAccountName(state),
    state.headerSticky,
    state.mobileMenuOpen,
  ]);
}

/** Server only: the header's root around markup Header drew before under the same headerMarkupKey. */
export function KeptHeader({ html }: { readonly html: string }) {
  return (
    <div
      className="header-slot"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: markup React itself rendered from Header on this server.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
