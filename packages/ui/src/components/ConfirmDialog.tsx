import { lazy, Suspense } from 'react';
import { useStore } from '../provider/hooks';
import { selectConfirmation } from '../provider/selectors';
import { useIsBrowser } from '../provider/use-is-browser';

type OpenDialogModule = typeof import('./OpenDialog');
type Loaded = { default: OpenDialogModule['OpenDialog'] };

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

const OpenDialog = lazy(() => {
  const module = loaded;
  if (module !== null) {
    const ready = {
      // biome-ignore lint/suspicious/noThenProperty: React.lazy reads a thenable that answers at once when the code is already here, so the dialog draws in the same render.
      then: (take: (value: Loaded) => void) => take({ default: module.OpenDialog }),
    };
    return ready as unknown as Promise<Loaded>;
  }
  return loadConfirmDialog().then((next) => ({ default: next.OpenDialog }));
});

/**
 * The confirmation dialog, drawn only in the browser: 'Confirm', 'Are you sure you want to
 * proceed?' (or the request's own text), Yes / No. Focus starts on Yes (on No when the request asks,
 * as every delete does) and stays inside; Escape and the close button close it, a click on the
 * backdrop hides it.
 */
export function ConfirmDialog() {
  const browser = useIsBrowser();
  const confirmation = useStore(selectConfirmation);
  if (!browser || !confirmation.visible) return null;
  return (
    <Suspense fallback={null}>
      <OpenDialog
        key={confirmation.id}
        text={confirmation.text}
        focus={confirmation.focus ?? 'accept'}
      />
    </Suspense>
  );
}
