import { PRELOADER_DELAY_MS } from '@agency/core';
import { useEffect, useState } from 'react';
import { useIntl, useStore, useTimers } from '../provider/hooks';
import { selectLoading } from '../provider/selectors';

/** The loading indicator: its spinner shows only once loading has lasted 500 ms. */
export function Preloader() {
  const intl = useIntl();
  const timers = useTimers();
  const loading = useStore(selectLoading);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    setVisible(false);
    if (!loading) return;
    const handle = timers.setTimeout(() => setVisible(true), PRELOADER_DELAY_MS);
    return () => timers.clearTimeout(handle);
  }, [loading, timers]);
  return (
    <div className="preloader" role="status" aria-live="polite">
      {visible ? (
        <>
          <span className="preloader__spinner" aria-hidden="true" />
          <span className="visually-hidden">{intl.formatMessage({ id: 'preloader.label' })}</span>
        </>
      ) : null}
    </div>
  );
}
