import { createStore, initialState, type Language, reducer } from '@agency/core';
import { type MouseEvent, useContext, useId, useMemo } from 'react';
import type { RenderedContent } from '../../../components/use-rendered-content';
import type { SiteIntl } from '../../../i18n/site-intl';
import { PageLocation } from '../../../provider/PageLocation';
import { matchPage } from '../../../provider/page-location';
import { SiteContext } from '../../../provider/site-context';
import { useSiteContext } from '../../../provider/use-site-context';
import { SitePagePartsContext } from '../../../shell/site-page-parts';

/** Props of `PagePreview`: the page's localized path, its language and intl, and the unsaved content. */
export interface PagePreviewProps {
  readonly path: string;
  readonly lang: Language;
  readonly intl: SiteIntl;
  readonly content: RenderedContent;
}

// A preview is looked at, not used: its links and buttons lead nowhere.
const stay = (event: MouseEvent) => {
  if (event.target instanceof Element && event.target.closest('a, button')) event.preventDefault();
};
const nowhere = () => {};

/**
 * The site's page at `path` as a visitor signed out sees it, with `content` as its page data: the
 * real header, routed screen and footer (SitePagePartsContext, given by the site's shell on the back
 * office's pages) in their own store and language, inside the back office. The quote form is off (it
 * would ask the server to start a request). Nothing without the shell's parts.
 */
export function PagePreview({ path, lang, intl, content }: PagePreviewProps) {
  const parent = useSiteContext();
  const parts = useContext(SitePagePartsContext);
  // One preview per language may be open at once: each header's menu has an id of its own.
  const menuId = `${useId()}menu`;
  const value = useMemo(() => {
    const state = {
      ...initialState(parent.store.getState().context, lang),
      page: { route: path, html: content },
    };
    return {
      ...parent,
      store: createStore(reducer, state),
      intl,
      navigate: nowhere,
      config: { ...parent.config, quoteForm: false },
    };
  }, [parent, path, lang, intl, content]);
  const theme = matchPage(path).route.theme ?? 'white';
  if (parts === null) return null;
  const { Header, RoutedScreen, Footer } = parts;
  return (
    <SiteContext.Provider value={value}>
      <PageLocation url={path}>
        <div className="site admin-preview__page" data-theme={theme} onClickCapture={stay}>
          <Header menuId={menuId} />
          <div className="main">
            <RoutedScreen />
          </div>
          <Footer />
        </div>
      </PageLocation>
    </SiteContext.Provider>
  );
}
