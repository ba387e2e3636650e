/** English words of the error pages (the error route and a failed request's page): keys of the site catalog loaded with those pages' code, the key set every other language must match. */
export const en = {
  'error.title': 'Error page. Something went wrong',
  'error.pageNotFound': 'Page not found',
  'error.sections': 'Site sections',
  'error.code': 'Error {code}',
  'error.text': 'Oops. Something went wrong',
  'error.goHome': 'Go home',
};

/** A key of the error pages' words. */
export type ErrorMessageKey = keyof typeof en;
