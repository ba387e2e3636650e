import type { SiteConfig } from '@agency/ui';

/** Organization/LocalBusiness JSON-LD of the agency for the landing page. */
export function organizationJsonLd(site: SiteConfig, url: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': ['Organization', 'LocalBusiness'],
    name: site.brand,
    legalName: site.legalEntity,
    url,
    logo: `${site.publicUrl}/favicon.svg`,
    image: `${site.publicUrl}/favicon.svg`,
    // Contact details the agency has not configured are left out, never invented.
    ...(site.email === '' ? {} : { email: site.email }),
    ...(site.phones[0] === undefined ? {} : { telephone: site.phones[0].label }),
    ...(site.phones.length === 0
      ? {}
      : {
          contactPoint: site.phones.map((phone) => ({
            '@type': 'ContactPoint',
            telephone: phone.label,
            contactType: 'sales',
            ...(site.email === '' ? {} : { email: site.email }),
          })),
        }),
  };
}
