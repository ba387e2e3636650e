import type { LandingBlock } from '../../landing/use-landing-html';
import type { AdminMessageKey } from '../i18n/en';

/** A section of the landing where editable blocks appear. */
export type BlockPlace =
  | 'hero'
  | 'solutions'
  | 'location'
  | 'slides'
  | 'about'
  | 'contacts'
  | 'mask';

/** Where each editable block of the landing appears (its section), in the order of the page. */
export const LANDING_BLOCK_PLACES: Readonly<Record<LandingBlock, BlockPlace>> = {
  'hero.tagline': 'hero',
  'hero.subtitle': 'hero',
  'solutions.title': 'solutions',
  'solutions.text': 'solutions',
  'solutions.seo': 'solutions',
  'solutions.ppc': 'solutions',
  'solutions.local': 'solutions',
  'location.title': 'location',
  'location.visit': 'location',
  'location.buy': 'location',
  'location.text': 'location',
  'slides.title': 'slides',
  'slide.seo.title': 'slides',
  'slide.seo.text': 'slides',
  'slide.ppc.title': 'slides',
  'slide.ppc.text': 'slides',
  'slide.local.title': 'slides',
  'slide.local.text': 'slides',
  'slide.quote': 'slides',
  'about.title': 'about',
  'about.text': 'about',
  'contacts.title': 'contacts',
  'contacts.text': 'contacts',
  mask: 'mask',
};

/** Whether a `::: name` of the content is a block the landing shows. */
export function isLandingBlock(name: string): name is LandingBlock {
  return Object.hasOwn(LANDING_BLOCK_PLACES, name);
}

/** The human label of a block and of the place where it appears, as admin message keys. */
export function blockWords(block: LandingBlock): {
  readonly label: AdminMessageKey;
  readonly place: AdminMessageKey;
} {
  return {
    label: `block.${block}` as AdminMessageKey,
    place: `blockPlace.${LANDING_BLOCK_PLACES[block]}` as AdminMessageKey,
  };
}
