import { Suspense } from 'react';
import { isModifiedClick } from '../components/Link';
import { useNavigate } from '../provider/hooks';
import { useLang } from '../provider/use-lang';
import { lazyPart } from '../shell/lazy-part';
import { whenSeen } from '../shell/when-seen';
import { footerAsked, footerDrawnIn, loadDrawnFooter, loadedFooter } from './footer-module';

// On the server the chunk is loaded before the render (preloadScreens) and handed over at once, so the
// footer is in the HTML; in the browser it stays as the server drew it (its links plain links) until
// it comes within 200 px of the view, the visitor presses or focuses it, or a navigation asks for it.
// How the page follows a link (the site's navigation).
let follow: (to: string) => void = () => {};

const LazyFooter = lazyPart({
  loaded: loadedFooter,
  load: loadDrawnFooter,
  pick: (module) => module.Footer,
  when: () => {
    const drawn = document.querySelector<HTMLElement>('footer.footer');
    // A link of the footer pressed before its code is here still opens its page without a reload
    // (on the window: React stops a press on a part still waiting for its code at its root).
    addEventListener(
      'click',
      (event) => {
        const link = (event.target as Element).closest('a');
        const href = link?.getAttribute('href');
        if (
          loadedFooter() ||
          !drawn?.contains(link) ||
          !href?.startsWith('/') ||
          isModifiedClick(event)
        )
          return;
        event.preventDefault();
        follow(href);
      },
      true,
    );
    return whenSeen(drawn === null ? [] : [drawn], drawn, footerAsked(), '200px');
  },
});

/** The site footer (`Footer`), its code and texts loaded when it nears the view (issue 30). */
export function FooterWhenSeen() {
  const lang = useLang();
  follow = useNavigate();
  if (typeof document !== 'undefined') footerDrawnIn(lang);
  return (
    <Suspense>
      <LazyFooter />
    </Suspense>
  );
}
