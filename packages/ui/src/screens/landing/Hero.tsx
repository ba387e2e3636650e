import { useQuoteHref } from '../../components/use-quote-href';
import { useIntl, useSiteConfig } from '../../provider/hooks';

/** The landing hero: the product name, 'Become online in 1 click' and the subtitle. */
export function Hero() {
  const intl = useIntl();
  const { brand } = useSiteConfig();
  const quoteHref = useQuoteHref();
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container">
        <h1 id="hero-title" className="hero__title">
          {brand}
        </h1>
        <p className="hero__tagline">{intl.formatMessage({ id: 'landing.hero.tagline' })}</p>
        <p className="hero__subtitle">{intl.formatMessage({ id: 'landing.hero.subtitle' })}</p>
        {quoteHref === null ? null : (
          <a className="button button--primary" href={quoteHref}>
            {intl.formatMessage({ id: 'header.startProject' })}
          </a>
        )}
      </div>
    </section>
  );
}
