import { defaultSiteConfig, type SiteConfig } from '@agency/ui';
import type { HostConfig } from './config';

// One site config per host config: every render passes it to the app and writes it into the page,
// and the same object lets its JSON be kept (serialize-boot-data).
const siteConfigs = new WeakMap<HostConfig, SiteConfig>();

/** The ui's site configuration for this host: the brand with the configured contact details and public URL (one frozen object per host config). */
export function siteConfigOf(config: HostConfig): SiteConfig {
  let site = siteConfigs.get(config);
  if (site === undefined) {
    site = Object.freeze({
      ...defaultSiteConfig,
      ...config.contacts,
      publicUrl: config.publicUrl,
      googleClientId: config.googleClientId,
      facebookAppId: config.facebookAppId,
    });
    siteConfigs.set(config, site);
  }
  return site;
}
