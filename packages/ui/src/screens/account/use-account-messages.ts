import { useEffect, useState } from 'react';
import { useLang } from '../../provider/use-lang';
import { accountMessagesLoaded, loadAccountMessages } from './i18n/account-intl';

// The group's preload (GroupScreen.preload) reaches the texts' loading through this module.
export { prepareAccountIntl } from './i18n/account-intl';

/**
 * Whether the account texts of the page's language are here; when they are not (a screen drawn
 * without the group's preload), they load and the caller draws again.
 */
export function useAccountMessages(): boolean {
  const lang = useLang();
  const loaded = accountMessagesLoaded(lang);
  const [, setLoadedIn] = useState<string | null>(null);
  useEffect(() => {
    if (loaded) return;
    let current = true;
    loadAccountMessages(lang).then(
      () => {
        if (current) setLoadedIn(lang);
      },
      () => {
        // The preloader stays; the host's next navigation retries the load.
      },
    );
    return () => {
      current = false;
    };
  }, [lang, loaded]);
  return loaded;
}
