import { partModule } from '../../shell/part-module';

/** The lead form's module, code-split from the landing. */
export type LeadFormModule = typeof import('./lead-form/index');

// Its own texts are in its chunk, in every language; the labels are the site catalog's.
const leadForm = partModule(() => import('./lead-form/index'));

/** Loads the lead form's chunk once (again after a failed load). */
export const loadLeadForm = () => leadForm.load();

/** The lead form's module when it is loaded (the server loads it before drawing the landing), else null. */
export const loadedLeadForm = leadForm.loaded;
