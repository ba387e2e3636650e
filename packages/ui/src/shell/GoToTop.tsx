import { goTopPath, goTopVisible, stringifyQuery } from '@agency/core';
import { Icon } from '../components/Icon';
import { useIntl, useNavigate, useStore } from '../provider/hooks';
import { usePageLocation } from '../provider/page-location';
import { selectScrollY, selectWindowHeight } from '../provider/selectors';
import { useIsBrowser } from '../provider/use-is-browser';
import { scrollToTop } from './scroll-to-top';

/** Props of `GoToTop`: how to scroll (default: smoothly in 500 ms). */
export interface GoToTopProps {
  readonly scroll?: () => void;
}

/** The go-to-top button: shown once the scroll exceeds the window height; removes el and scrolls up. */
export function GoToTop({ scroll = scrollToTop }: GoToTopProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { path, query } = usePageLocation();
  const scrollY = useStore(selectScrollY);
  const height = useStore(selectWindowHeight);
  // Not while hydrating: the server drew no button, and a page the browser opened scrolled (an
  // anchor, a restored position) must hydrate what the server drew, then show it.
  const browser = useIsBrowser();
  if (!browser || !goTopVisible(scrollY, height)) return null;
  const onClick = () => {
    const search = stringifyQuery(query);
    const url = search === '' ? path : `${path}?${search}`;
    if ('el' in query) navigate(goTopPath(url), { replace: true });
    scroll();
  };
  return (
    <button
      type="button"
      className="go-to-top"
      aria-label={intl.formatMessage({ id: 'goTop.label' })}
      onClick={onClick}
    >
      <Icon name="arrow-up" />
    </button>
  );
}
