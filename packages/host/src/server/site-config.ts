import { defaultSiteConfig, type SiteConfig } from '@agency/ui';
import type { HostConfig } from './config';

/** The ui's site configuration for this host: the brand with the configured contact details and public URL. */
export function siteConfigOf(config: HostConfig): SiteConfig {
  return {
    ...defaultSiteConfig,
    ...config.contacts,
    publicUrl: config.publicUrl,
    googleClientId: config.googleClientId,
    facebookAppId: config.facebookAppId,
  };
}
