/** Mixed routes for the memory and soak runs: cached and rendered pages in every language, errors, redirects, files; `{n}` rotates. */
export function mixedPaths(manifest) {
  return [
    '/',
    '/en',
    '/ua',
    '/es',
    '/en/privacy-policy',
    '/privacy-policy',
    '/ua/terms-of-service',
    '/es/terms-of-service',
    '/sign-in',
    '/en/sign-in',
    '/404',
    '/403',
    '/en?p={n}',
    '/?el=contacts{n}',
    '/no-such-page-{n}',
    '/ru/privacy-policy',
    '/account',
    '/robots.txt',
    '/sitemap.xml',
    manifest.entry,
  ];
}
