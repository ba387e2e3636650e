/** One phone number: what people read and the `tel:` address it dials. */
export interface SitePhone {
  readonly label: string;
  readonly tel: string;
}

/** The agency's details; the only source of brand, phones, e-mail and legal entity in the ui. */
export interface SiteConfig {
  readonly brand: string;
  readonly phones: readonly [SitePhone, SitePhone];
  readonly email: string;
  /** Where Start Project / Request a quote mails go. */
  readonly quoteEmail: string;
  readonly legalEntity: string;
  readonly facebookAppId: string;
  readonly googleClientId: string;
  readonly publicUrl: string;
}

/** Defaults used when the host passes no configuration (development, tests, stories). */
export const defaultSiteConfig: SiteConfig = {
  brand: 'Onclick Agency',
  phones: [
    { label: '+1 202 555 0143', tel: 'tel:+12025550143' },
    { label: '+1 202 555 0178', tel: 'tel:+12025550178' },
  ],
  email: 'hello@example.com',
  quoteEmail: 'quote@example.com',
  legalEntity: 'Onclick Agency LLC',
  facebookAppId: '',
  googleClientId: '',
  publicUrl: 'http://localhost:3000',
};
