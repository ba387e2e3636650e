import { routePath } from '@agency/core';
import { useId } from 'react';
import { Link } from '../components/Link';
import { useQuoteHref } from '../components/use-quote-href';
import { useDispatch, useIntl, useNow, useSiteConfig, useStore } from '../provider/hooks';
import { selectFooterOwnerVisible } from '../provider/selectors';
import { useLang } from '../provider/use-lang';
import { FOOTER_SERVICES } from './footer-services';

/**
 * The site footer: the services grid, contacts, Request a quote, the copyright (a button that
 * shows the legal-entity line), and the privacy policy and terms links. Its texts are a part of the
 * site catalog that `loadFooter(lang)` loads with its code (`createSiteIntl` has them all).
 */
export function Footer() {
  const intl = useIntl();
  const config = useSiteConfig();
  const dispatch = useDispatch();
  const lang = useLang();
  const ownerVisible = useStore(selectFooterOwnerVisible);
  const quoteHref = useQuoteHref();
  const ownerId = useId();
  const year = new Date(useNow()).getUTCFullYear();
  return (
    <footer className="footer" data-theme="black">
      <nav className="footer__services" aria-label={intl.formatMessage({ id: 'footer.services' })}>
        {FOOTER_SERVICES.map((group) => (
          <section key={group.name} className="footer__group">
            <h2 className="footer__group-name">{intl.formatMessage({ id: group.name })}</h2>
            <ul>
              {group.items.map((item) => (
                <li key={item}>{intl.formatMessage({ id: item })}</li>
              ))}
            </ul>
          </section>
        ))}
      </nav>
      <address className="footer__contacts">
        {config.phones.map((phone) => (
          <a key={phone.tel} href={phone.tel}>
            {phone.label}
          </a>
        ))}
        {config.email === '' ? null : <a href={`mailto:${config.email}`}>{config.email}</a>}
        {quoteHref === null ? null : (
          <a className="button button--primary" href={quoteHref}>
            {intl.formatMessage({ id: 'footer.requestQuote' })}
          </a>
        )}
      </address>
      <div className="footer__bottom">
        <button
          type="button"
          className="footer__copyright"
          aria-expanded={ownerVisible}
          aria-controls={ownerVisible ? ownerId : undefined}
          onClick={() => dispatch({ type: 'footer/ownerToggled' })}
        >
          {intl.formatMessage({ id: 'footer.copyright' }, { year, brand: config.brand })}
        </button>
        {ownerVisible ? (
          <p id={ownerId} className="footer__owner">
            {intl.formatMessage({ id: 'footer.legalEntity' }, { legalEntity: config.legalEntity })}
          </p>
        ) : null}
        <ul className="footer__legal">
          <li>
            <Link to={routePath('privacy-policy', lang)}>
              {intl.formatMessage({ id: 'footer.privacy' })}
            </Link>
          </li>
          <li>
            <Link to={routePath('terms-of-service', lang)}>
              {intl.formatMessage({ id: 'footer.terms' })}
            </Link>
          </li>
        </ul>
      </div>
    </footer>
  );
}
