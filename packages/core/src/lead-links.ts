// What the landing's main code and the quote request form's own chunk share, kept apart from the
// form's rules so that the landing's first load carries only these few words.
import type { LeadService } from './lead-rules';

/** The service each offer slide of the landing is about (its "or use the form" link chooses it). */
export const SLIDE_SERVICES = {
  seo: 'seo',
  ppc: 'ppc',
  local: 'location-marketing',
} as const satisfies Record<string, LeadService>;

/** The name the host's table of form posts knows the landing's quote request by. */
export const LEAD_FORM_NAME = 'lead';

/** The path that starts a fill's clock for a browser without JavaScript (an image the host answers with a cookie). */
export const LEAD_START_PATH = '/lead-start';
