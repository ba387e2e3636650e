import { Suspense } from 'react';
import { useLang } from '../../provider/use-lang';
import { lazyPart } from '../../shell/lazy-part';
import { whenSeen } from '../../shell/when-seen';
import { Hero } from './Hero';
import {
  type LandingSectionsModule,
  landingSectionsAsked,
  landingSectionsDrawnIn,
  loadDrawnLandingSections,
  loadedLandingSections,
} from './landing-sections-module';

/** A section after the hero, by its export name in the sections' chunk. */
type SectionName = Exclude<
  keyof LandingSectionsModule,
  'default' | 'loadLandingMessages' | 'loadFooterMessages'
>;

// The order of R2.19 after the hero.
const SECTIONS: readonly SectionName[] = [
  'Solutions',
  'LocationMarketing',
  'Slides',
  'About',
  'Contacts',
  'TextMask',
];

// The sections a visitor acts on: the carousel, the contacts with the quote form, the scrolling mask.
// The others are text whose server HTML needs no code until the landing is drawn again.
const ACTED_ON = '.landing > .slides, .landing > .contacts, .landing > .text-mask';

let seen: Promise<void> | null = null;

// Resolves once a section the visitor acts on comes into view, the visitor presses or focuses
// anything on the landing, or a navigation asks for the sections' code; at once when the page holds
// none of them (the landing drawn by a navigation).
const sectionsSeen = () =>
  whenSeen(
    [...document.querySelectorAll(ACTED_ON)],
    document.querySelector('.landing'),
    landingSectionsAsked(),
  );

// On the server the chunk is loaded before the render (preloadScreens) and handed over at once, so the
// sections are in the HTML; in the browser each boundary stays as the server drew it until the chunk
// arrives, then hydrates: the sections' code loads only once the visitor can act on one of them, with
// the texts of the language the server drew them in (a navigation's preload adds its own).
const lazySection = (name: SectionName) =>
  lazyPart({
    loaded: loadedLandingSections,
    load: loadDrawnLandingSections,
    pick: (module) => module[name],
    when: () => {
      seen ??= sectionsSeen();
      return seen;
    },
  });

const LAZY_SECTIONS = SECTIONS.map(lazySection);

/** The landing page in the order of R2.19: hero, solutions, location block, slides, about, contacts, text mask. */
export function LandingScreen() {
  landingSectionsDrawnIn(useLang());
  // Each section after the hero is a Suspense boundary whose code loads when the carousel, the contacts
  // or the mask come into view (issue 30): the browser hydrates the page's shell and hero first, each
  // section then in a task of its own.
  return (
    <div className="landing">
      <Hero />
      {LAZY_SECTIONS.map((Section, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, never reordered
        <Suspense key={index}>
          <Section />
        </Suspense>
      ))}
    </div>
  );
}
