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
    email: site.email,
    telephone: site.phones[0].label,
    contactPoint: site.phones.map((phone) => ({
      '@type': 'ContactPoint',
      telephone: phone.label,
      contactType: 'sales',
      email: site.email,
    })),
  };
}
