import { useQuoteHref } from '../../components/use-quote-href';
import { useIntl } from '../../provider/hooks';

const SLIDES = ['seo', 'ppc', 'local'] as const;

/**
 * The three offer slides (search optimisation, pay per click, location-based), each with a
 * quote-request mail button; a swipeable row on small screens (anchor el=pricing).
 */
export function Slides() {
  const intl = useIntl();
  const quoteHref = useQuoteHref();
  return (
    <section id="pricing" className="section slides" aria-labelledby="slides-title">
      <div className="container">
        <h2 id="slides-title">{intl.formatMessage({ id: 'landing.slides.title' })}</h2>
        <ul className="slides__track">
          {SLIDES.map((slide) => (
            <li key={slide} className="slide">
              <h3>{intl.formatMessage({ id: `landing.slide.${slide}.title` })}</h3>
              <p>{intl.formatMessage({ id: `landing.slide.${slide}.text` })}</p>
              {quoteHref === null ? null : (
                <a className="button button--primary" href={quoteHref}>
                  {intl.formatMessage({ id: 'landing.slide.quote' })}
                </a>
              )}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
