import { Suspense } from 'react';
import { lazyPart } from '../../shell/lazy-part';
import { loadedLeadForm, loadLeadForm } from './lead-form-module';

// Resolves once the visitor comes within 600 px of the form or focuses it; at once without the
// server's form (a navigation inside the site renders the landing afresh).
function whenNear(): Promise<void> {
  return new Promise((resolve) => {
    const element = document.getElementById('lead');
    if (element?.firstElementChild == null) return resolve();
    const near = () => {
      observer.disconnect();
      resolve();
    };
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && near(),
      { rootMargin: '600px' },
    );
    observer.observe(element);
    element.addEventListener('focusin', near, { once: true });
  });
}

// On the server the module is loaded before the render (preloadScreens) and handed over at once, so
// the form is in the HTML; in the browser the boundary stays as the server drew it (typed values
// included) until the chunk arrives, then hydrates.
const LazyLeadForm = lazyPart({
  loaded: loadedLeadForm,
  load: loadLeadForm,
  pick: (module) => module.LeadForm,
  when: whenNear,
});

/** Where the landing's quote request form stands (anchor el=lead); its code loads only when the visitor nears it. */
export function LeadFormIsland() {
  return (
    <div id="lead" className="lead-island">
      <Suspense fallback={null}>
        <LazyLeadForm />
      </Suspense>
    </div>
  );
}
