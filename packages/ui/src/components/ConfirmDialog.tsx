import { useEffect, useState } from 'react';
import { useDispatch, useStore } from '../provider/hooks';
import { selectConfirmation } from '../provider/selectors';
import { useIsBrowser } from '../provider/use-is-browser';

type OpenDialogModule = typeof import('./OpenDialog');

// The open dialog's code loads with the first confirmation asked, not with the page (issue 30).
let loaded: OpenDialogModule | null = null;
let loading: Promise<OpenDialogModule> | null = null;

/** Loads the open dialog's code once (again after a failed load); tests load it before they ask. */
export function loadConfirmDialog(): Promise<OpenDialogModule> {
  loading ??= import('./OpenDialog').then(
    (module) => {
      loaded = module;
      return module;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
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
  const [module, setModule] = useState(loaded);
  const wanted = browser && confirmation.visible && module === null;
  useEffect(() => {
    // Without its code the question cannot be asked: it is answered No, so nothing is done, and the
    // next question tries to load the code again.
    if (wanted)
      loadConfirmDialog().then(setModule, () => dispatch({ type: 'confirmation/rejected' }));
  }, [wanted, dispatch]);
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
