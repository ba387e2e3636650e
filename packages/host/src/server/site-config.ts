import { defaultSiteConfig, type SiteConfig } from '@agency/ui';
import type { HostConfig } from './config';

/** The ui's site configuration for this host: the agency's details with the configured public URL. */
export function siteConfigOf(config: HostConfig): SiteConfig {
  return { ...defaultSiteConfig, publicUrl: config.publicUrl };
}
