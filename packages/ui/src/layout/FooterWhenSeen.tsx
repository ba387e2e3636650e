import type { State } from '@agency/core';
import { Suspense } from 'react';
import { followsInPage } from '../components/Link';
import { useNavigate } from '../provider/hooks';
import { useLang } from '../provider/use-lang';
import { lazyPart } from '../shell/lazy-part';
import { whenSeen } from '../shell/when-seen';
import { footerAsked, footerDrawnIn, loadDrawnFooter, loadedFooter } from './footer-module';

// How the hydrated page follows a link: the site's navigation, as the first footer drawn was given it.
let follow: ((to: string) => void) | null = null;

// A link of the server's footer pressed before its code is here: followed as `Link` would, without a
// reload. On the window, in the capture phase (before anything else sees it), since React stops a
// press on a part still waiting for its code at its root.
function followEarly(drawn: Element | null, event: MouseEvent) {
  const link = event.target instanceof Element ? event.target.closest('a') : null;
  const href = link?.getAttribute('href');
  if (loadedFooter() || follow === null || link === null || !drawn?.contains(link)) return;
  if (!href || !followsInPage(event, href, link.target)) return;
  event.preventDefault();
  follow(href);
}

// On the server the chunk is loaded before the render (preloadScreens) and handed over at once, so the
// footer is in the HTML; in the browser it stays as the server drew it until it comes within 200 px of
// the view, the visitor presses or focuses it, or a navigation asks for it.
const LazyFooter = lazyPart({
  loaded: loadedFooter,
  load: loadDrawnFooter,
  pick: (module) => module.Footer,
  when: () => {
    const drawn = document.querySelector('footer.footer');
    addEventListener('click', (event) => followEarly(drawn, event), true);
    return whenSeen(drawn === null ? [] : [drawn], drawn, footerAsked(), '200px');
  },
});

/** The site footer (`Footer`), its code and texts loaded when it nears the view (issue 30). */
export function FooterWhenSeen() {
  const lang = useLang();
  const navigate = useNavigate();
  if (typeof document !== 'undefined') {
    footerDrawnIn(lang);
    follow ??= navigate;
  }
  return (
    <Suspense>
      <LazyFooter />
    </Suspense>
  );
}

/**
 * What the footer's markup depends on, as a key: the language and the year of its copyright; null
 * (not to be kept) while its legal-entity line is open, whose id is the tree's (useId). A server
 * keeps the markup drawn under this key (KeptFooter); anything else Footer comes to read must join it.
 */
export function footerMarkupKey(state: State, now: number): string | null {
  if (state.footerOwnerVisible) return null;
  return JSON.stringify([state.lang, new Date(now).getUTCFullYear()]);
}

/** Server only: FooterWhenSeen's boundary and the footer's root around markup drawn before under the same footerMarkupKey. */
export function KeptFooter({ html }: { readonly html: string }) {
  return (
    <Suspense>
      <footer
        className="footer"
        data-theme="black"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: markup React itself rendered from Footer on this server.
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </Suspense>
  );
}
