import { isAreaGroup, type RouteGroup } from '@agency/core';
import { AREA_STYLES_ATTRIBUTE } from '../shared/area-styles-attribute';

/**
 * The loader of the area stylesheet (decision 0063) for the navigations of one page: the first
 * navigation into the account or back office links the stylesheet the page's first stylesheet names
 * and resolves once it has loaded, so the area's screen never shows unstyled. An area page linked it
 * itself and names none. A stylesheet that fails to load is removed, and the next navigation asks
 * for it again.
 */
export function areaStylesLoader(document: Document): (group: RouteGroup) => Promise<void> {
  let loaded: Promise<void> | null = null;
  function load(): Promise<void> {
    const href = document
      .querySelector(`link[${AREA_STYLES_ATTRIBUTE}]`)
      ?.getAttribute(AREA_STYLES_ATTRIBUTE);
    if (!href) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      link.onload = () => resolve();
      link.onerror = () => {
        link.remove();
        reject(new Error(`the stylesheet ${href} did not load`));
      };
      document.head.append(link);
    });
  }
  return (group) => {
    if (!isAreaGroup(group)) return Promise.resolve();
    loaded ??= load().catch((error: unknown) => {
      loaded = null;
      throw error;
    });
    return loaded;
  };
}
