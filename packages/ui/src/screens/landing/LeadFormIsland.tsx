import { Suspense } from 'react';
import { lazyPart } from '../../shell/lazy-part';
import { whenSeen } from '../../shell/when-seen';
import { loadedLeadForm, loadLeadForm } from './lead-form-module';

// Resolves once the visitor comes within 600 px of the form, presses or focuses it; at once without
// the server's form (a navigation inside the site renders the landing afresh).
function whenNear(): Promise<void> {
  const element = document.getElementById('lead');
  return whenSeen(element?.firstElementChild == null ? [] : [element], element, undefined, '600px');
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
