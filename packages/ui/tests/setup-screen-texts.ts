import { LANGUAGES, ROUTES } from '@agency/core';
import { beforeAll } from 'vitest';
import { loadRouteScreen } from '../src/screens/account/route-screens';
import { loadAuthMessages } from '../src/screens/auth/i18n/load-auth-messages';
import { loadErrorMessages } from '../src/screens/errors/i18n/load-error-messages';

// The sign-in family's and the error page's texts in every language, and the account routes'
// code-split screens, for the ui project's tests, which draw screens directly: the host loads a page's
// texts and screen before drawing it (preloadScreens), and without
// this a test would depend on which file ran before it in its worker (isolate: false). The ui-loading
// project, whose subject is what loads when, does not run this file.
beforeAll(() =>
  Promise.all([
    ...LANGUAGES.flatMap((lang) => [loadAuthMessages(lang), loadErrorMessages(lang)]),
    ...ROUTES.filter((route) => route.group === 'account').map((route) =>
      loadRouteScreen(route.name),
    ),
  ]),
);
