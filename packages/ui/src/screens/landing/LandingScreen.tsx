import { Suspense } from 'react';
import { About } from './About';
import { Contacts } from './Contacts';
import { Hero } from './Hero';
import { LocationMarketing } from './LocationMarketing';
import { Slides } from './Slides';
import { Solutions } from './Solutions';
import { TextMask } from './TextMask';

/** The landing page in the order of R2.19: hero, solutions, location block, slides, about, contacts, text mask. */
export function LandingScreen() {
  // Each section after the hero is a Suspense boundary: the browser hydrates them one by one after
  // the page's shell instead of in one long task (issue 30). Nothing suspends: the HTML is the same.
  return (
    <div className="landing">
      <Hero />
      {[Solutions, LocationMarketing, Slides, About, Contacts, TextMask].map((Section, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, never reordered
        <Suspense key={index}>
          <Section />
        </Suspense>
      ))}
    </div>
  );
}
