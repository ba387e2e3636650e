import { classifyGesture, SLIDE_SERVICES, slideAfterSwipe, type TouchSample } from '@agency/core';
import { type KeyboardEvent, type TouchEvent, useEffect, useRef, useState } from 'react';
import { useQuoteHref } from '../../components/use-quote-href';
import { useIntl, useSiteConfig } from '../../provider/hooks';
import { LandingText } from './LandingText';
import { useLandingHtml } from './use-landing-html';
import { useReducedMotion } from './use-reduced-motion';

const SLIDES = ['seo', 'ppc', 'local'] as const;

// Each slide's service by the footer's name for it (the mail subject names it in the page's language).
const SLIDE_SERVICE_NAMES = {
  seo: 'footer.marketing.1',
  ppc: 'footer.marketing.2',
  local: 'footer.marketing.3',
} as const;

/** One slide's actions: the quote-request mail naming its service, and the form with its service chosen. */
function SlideActions({ slide, quote }: { slide: (typeof SLIDES)[number]; quote: string }) {
  const intl = useIntl();
  const quoteHref = useQuoteHref(intl.formatMessage({ id: SLIDE_SERVICE_NAMES[slide] }));
  const quoteForm = useSiteConfig().quoteForm !== false;
  return (
    <p className="slide__actions">
      {quoteHref === null ? null : (
        <a
          className="button button--primary"
          href={quoteHref}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: web-api's Markdown renderer (raw HTML off, safe links only) or an escaped message.
          dangerouslySetInnerHTML={{ __html: quote }}
        />
      )}
      {quoteForm ? (
        <a href={`?service=${SLIDE_SERVICES[slide]}#lead`}>
          {intl.formatMessage({ id: 'landing.slides.form' })}
        </a>
      ) : null}
    </p>
  );
}

function sample(event: TouchEvent): TouchSample | null {
  const touch = event.changedTouches[0];
  return touch ? { x: touch.clientX, y: touch.clientY, time: event.timeStamp } : null;
}

/**
 * The three offer slides (search optimisation, pay per click, location-based), each with a
 * quote-request mail button (anchor el=pricing). Without JavaScript, a scrollable row on small
 * screens; once hydrated, a carousel there: swipes judged by core's touch tolerances, previous and
 * next buttons, arrow keys, and no animation under reduced motion. Wide screens show all three.
 */
export function Slides() {
  const intl = useIntl();
  const still = useReducedMotion();
  const [current, setCurrent] = useState(0);
  // The carousel is an enhancement: the server's markup (and a page without script) stays a list.
  const [enhanced, setEnhanced] = useState(false);
  const touchStart = useRef<TouchSample | null>(null);
  useEffect(() => setEnhanced(true), []);
  const last = SLIDES.length - 1;
  const go = (index: number) => setCurrent(Math.max(0, Math.min(index, last)));
  const text = (id: string, values?: Record<string, number>) => intl.formatMessage({ id }, values);
  const quote = useLandingHtml('slide.quote');

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowRight') go(current + 1);
    else if (event.key === 'ArrowLeft') go(current - 1);
    else return;
    event.preventDefault();
  }
  function onTouchEnd(event: TouchEvent) {
    const start = touchStart.current;
    const end = sample(event);
    touchStart.current = null;
    if (start && end) go(slideAfterSwipe(current, SLIDES.length, classifyGesture(start, end)));
  }

  return (
    <section
      id="pricing"
      className="section slides"
      aria-labelledby="slides-title"
      data-carousel={enhanced ? (still ? 'still' : 'on') : undefined}
    >
      <div className="container">
        <LandingText as="h2" id="slides-title" block="slides.title" />
        {/* biome-ignore lint/a11y/useSemanticElements: the APG carousel is a group with a roledescription; a fieldset is for form controls. */}
        <div
          className="slides__viewport"
          role="group"
          aria-roledescription={enhanced ? text('landing.slides.carousel') : undefined}
          aria-labelledby="slides-title"
          tabIndex={enhanced ? 0 : undefined}
          onKeyDown={enhanced ? onKeyDown : undefined}
          onTouchStart={(event) => {
            touchStart.current = sample(event);
          }}
          onTouchEnd={enhanced ? onTouchEnd : undefined}
        >
          <ul className="slides__track" style={{ '--slide': current } as React.CSSProperties}>
            {SLIDES.map((slide, index) => (
              <li
                key={slide}
                className="slide"
                aria-roledescription={enhanced ? text('landing.slides.slide') : undefined}
                aria-label={
                  enhanced
                    ? text('landing.slides.position', { index: index + 1, count: SLIDES.length })
                    : undefined
                }
                data-current={enhanced && index === current ? 'true' : undefined}
              >
                <LandingText as="h3" block={`slide.${slide}.title`} />
                <LandingText as="p" block={`slide.${slide}.text`} />
                <SlideActions slide={slide} quote={quote} />
              </li>
            ))}
          </ul>
        </div>
        {enhanced ? (
          <div className="slides__controls">
            <button
              type="button"
              className="slides__step"
              onClick={() => go(current - 1)}
              disabled={current === 0}
              aria-label={text('landing.slides.previous')}
            >
              ‹
            </button>
            <p className="slides__position" aria-live="polite">
              {text('landing.slides.position', { index: current + 1, count: SLIDES.length })}
            </p>
            <button
              type="button"
              className="slides__step"
              onClick={() => go(current + 1)}
              disabled={current === last}
              aria-label={text('landing.slides.next')}
            >
              ›
            </button>
          </div>
        ) : null}
      </div>
    </section>
  );
}
