import { useContext } from 'react';
import { SiteContext, type SiteContextValue } from './site-context';

/** The provider's value; throws a clear error when a component is rendered outside `SiteProvider`. */
export function useSiteContext(): SiteContextValue {
  const value = useContext(SiteContext);
  if (value === null) throw new Error('@agency/ui: render this component inside <SiteProvider>.');
  return value;
}
