/** One phone number: what people read and the `tel:` address it dials. */
export interface SitePhone {
  readonly label: string;
  readonly tel: string;
}

/** The agency's details; the only source of brand, phones, e-mail and legal entity in the ui. */
export interface SiteConfig {
  readonly brand: string;
  /** The agency's phones, the main one first; none when not configured (nothing is shown). */
  readonly phones: readonly SitePhone[];
  /** The agency's e-mail; empty when not configured (not shown). */
  readonly email: string;
  /** Where Start Project / Request a quote mails go; empty when not configured (no quote buttons). */
  readonly quoteEmail: string;
  readonly legalEntity: string;
  readonly facebookAppId: string;
  readonly googleClientId: string;
  readonly publicUrl: string;
  /** Whether the landing offers the quote request form (it needs Leads/start, Leads/submit and the host's /lead-start); offered unless false. */
  readonly quoteForm?: boolean;
}

/** The demo's details: used when the host passes no configuration (the demo, development, tests, stories). */
export const defaultSiteConfig = {
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
} as const satisfies SiteConfig;
