import { useQuoteHref } from '../../components/use-quote-href';
import { useIntl, useSiteConfig } from '../../provider/hooks';
import { LandingText } from './LandingText';

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
        <LandingText as="p" className="hero__tagline" block="hero.tagline" />
        <LandingText as="p" className="hero__subtitle" block="hero.subtitle" />
        {quoteHref === null ? null : (
          <a className="button button--primary" href={quoteHref}>
            {intl.formatMessage({ id: 'header.startProject' })}
          </a>
        )}
      </div>
    </section>
  );
}
