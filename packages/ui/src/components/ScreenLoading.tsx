import { useIntl } from '../provider/hooks';

/** What a code-split screen shows while its code or text loads: the preloader's spinner. */
export function ScreenLoading() {
  const intl = useIntl();
  return (
    <div className="lazy-screen" role="status" aria-busy="true">
      <span className="preloader__spinner" aria-hidden="true" />
      <span className="visually-hidden">{intl.formatMessage({ id: 'preloader.label' })}</span>
    </div>
  );
}
