import type { Language } from '@agency/core';
import { createElement } from 'react';
import type { FailurePageProps } from '../screens/errors/FailurePage';

// The failure page comes with the public screens' group (the error page's), so the error screen they
// share is one chunk's, not a file of its own on every sign-in page.
type FailurePageModule = typeof import('../screens/auth/index');

let loaded: FailurePageModule | null = null;

/** Loads the failure page's code and its words in `lang`, code-split from every page's first JavaScript: the browser awaits it before hydrating a failed request's page. */
export async function loadFailurePage(lang: Language): Promise<void> {
  const module = await import('../screens/auth/index');
  await module.loadErrorMessages(lang);
  loaded = module;
}

/** The failure page once `loadFailurePage` has loaded it, else nothing: the browser hydrates a failed request's page only after that load. */
export function LoadedFailurePage(props: FailurePageProps) {
  return loaded === null ? null : createElement(loaded.FailurePage, props);
}
