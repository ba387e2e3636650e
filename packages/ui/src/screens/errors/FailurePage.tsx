import type { Language } from '@agency/core';
import { notFoundPath } from '@agency/core';
import { PageLocation } from '../../provider/PageLocation';
import { ErrorScreen } from './ErrorScreen';

/** Props of `FailurePage`: the failed request's status and the visitor's language. */
export interface FailurePageProps {
  readonly status: number;
  readonly lang: Language;
}

/**
 * The bare page the host sends for a failed request (a 400 it refused, a backend it could not reach):
 * the error screen alone, no header or footer, in the site's styles (they apply inside `.site`).
 */
export function FailurePage({ status, lang }: FailurePageProps) {
  return (
    <PageLocation url={notFoundPath(lang)}>
      <div className="site" data-theme="black">
        <main id="main" className="main">
          <ErrorScreen code={String(status)} />
        </main>
      </div>
    </PageLocation>
  );
}
