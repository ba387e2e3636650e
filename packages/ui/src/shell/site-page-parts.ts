import { type ComponentType, createContext } from 'react';
import type { HeaderProps } from '../layout/Header';

/** The site's page parts as the shell renders them: its header, the routed screen and its footer. */
export interface SitePageParts {
  readonly Header: ComponentType<HeaderProps>;
  readonly RoutedScreen: ComponentType;
  readonly Footer: ComponentType;
}

/**
 * The site's page parts for a back-office screen that shows a site page (the content preview),
 * given by the site's shell (App) on the back office's pages. Imported by that screen instead, they
 * would leave the landing's entry for a chunk shared with the back office (+0.5 KB gzip on the
 * landing, measured).
 */
export const SitePagePartsContext = createContext<SitePageParts | null>(null);
