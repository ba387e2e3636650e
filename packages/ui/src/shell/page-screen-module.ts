import { partModule } from './part-module';

// Its texts are the site catalog's, loaded with the page.
const pageScreen = partModule(() => import('./page-screen'));

/** Loads the chunk that draws every page off the landing (`PageScreen`), once; again after a failed load. */
export const loadPageScreen = () => pageScreen.load();

/** The page screen's module once loaded (the host loads it before drawing such a page), else null. */
export const loadedPageScreen = pageScreen.loaded;
