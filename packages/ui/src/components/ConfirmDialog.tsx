import type { Language } from '@agency/core';
import { useEffect, useState } from 'react';
import { useDispatch, useStore } from '../provider/hooks';
import { selectConfirmation } from '../provider/selectors';
import { useIsBrowser } from '../provider/use-is-browser';
import { useLang } from '../provider/use-lang';

type OpenDialogModule = typeof import('./OpenDialog');

// The open dialog's code loads with the first confirmation asked, not with the page, and its words
// with it in the page's language (issue 30).
let loading: Promise<OpenDialogModule> | null = null;
let loaded: OpenDialogModule | null = null;
const loadedIn = new Set<Language>();

/** Loads the open dialog's code once (again after a failed load) and its words in `lang`; tests load it before they ask. */
export async function loadConfirmDialog(lang: Language): Promise<OpenDialogModule> {
  loading ??= import('./OpenDialog').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  const module = await loading;
  await module.loadConfirmMessages(lang);
  loaded = module;
  loadedIn.add(lang);
  return module;
}

/**
 * The confirmation dialog, drawn only in the browser: 'Confirm', 'Are you sure you want to
 * proceed?' (or the request's own text), Yes / No. Focus starts on Yes (on No when the request asks,
 * as every delete does) and stays inside; Escape and the close button close it, a click on the
 * backdrop hides it.
 */
export function ConfirmDialog() {
  const browser = useIsBrowser();
  const confirmation = useStore(selectConfirmation);
  const dispatch = useDispatch();
  const lang = useLang();
  const [, setLoads] = useState(0);
  const module = loadedIn.has(lang) ? loaded : null;
  const wanted = browser && confirmation.visible && module === null;
  useEffect(() => {
    // Without its code or words the question cannot be asked: it is answered No, so nothing is done,
    // and the next question tries to load them again.
    if (wanted)
      loadConfirmDialog(lang).then(
        () => setLoads((loads) => loads + 1),
        () => dispatch({ type: 'confirmation/rejected' }),
      );
  }, [wanted, lang, dispatch]);
  if (!browser || !confirmation.visible || module === null) return null;
  const { OpenDialog } = module;
  return (
    <OpenDialog
      key={confirmation.id}
      text={confirmation.text}
      focus={confirmation.focus ?? 'accept'}
    />
  );
}
