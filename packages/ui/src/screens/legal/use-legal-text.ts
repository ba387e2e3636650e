import { useEffect, useState } from 'react';
import { useLang } from '../../provider/use-lang';
import type { LegalText } from './legal-text';
import { type LegalDocumentName, loadedLegalText, loadLegalText } from './legal-text-loader';

/**
 * The document's text in the page's language, or null while it loads (and the load starts).
 * Renders synchronously from loaded texts, so a preloaded page hydrates without a flash.
 */
export function useLegalText(name: LegalDocumentName): LegalText | null {
  const lang = useLang();
  const text = loadedLegalText(name, lang);
  const [, setLoads] = useState(0);
  useEffect(() => {
    if (text !== undefined) return;
    let current = true;
    loadLegalText(name, lang).then(
      () => {
        if (current) setLoads((count) => count + 1);
      },
      () => {
        // The spinner stays; the host's next navigation retries the load.
      },
    );
    return () => {
      current = false;
    };
  }, [name, lang, text]);
  return text ?? null;
}
