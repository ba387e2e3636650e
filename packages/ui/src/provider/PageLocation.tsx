import { type ReactNode, useMemo } from 'react';
import { matchPage, PageLocationContext } from './page-location';

/** Props of `PageLocation`: the URL (path and query) of the page being shown. */
export interface PageLocationProps {
  readonly url: string;
  readonly children?: ReactNode;
}

/** Provides core's route match of `url` to the layout and screens below it. */
export function PageLocation({ url, children }: PageLocationProps) {
  const match = useMemo(() => matchPage(url), [url]);
  return <PageLocationContext.Provider value={match}>{children}</PageLocationContext.Provider>;
}
