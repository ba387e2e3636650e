/** The lead form's module, code-split from the landing. */
export type LeadFormModule = typeof import('./lead-form/index');

let loaded: LeadFormModule | null = null;
let loading: Promise<LeadFormModule> | null = null;

/** Loads the lead form's chunk once (again after a failed load). */
export function loadLeadForm(): Promise<LeadFormModule> {
  loading ??= import('./lead-form/index').then(
    (module) => {
      loaded = module;
      return module;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The lead form's module when it is loaded (the server loads it before drawing the landing), else null. */
export function loadedLeadForm(): LeadFormModule | null {
  return loaded;
}
