import { readImportLimits } from '../page-data';
import { LOCATIONS } from '../pins/location-kind';
import { PinListScreen } from '../pins/PinListScreen';
import { useAccountPage } from '../use-account-page';
import { ImportTool } from './ImportTool';

/** The locations list with the maps import tool in its toolbar (when Import/preview and Import/commit are permitted). */
export function LocationsScreen() {
  const { page, can } = useAccountPage();
  const tools =
    can('Import/preview') && can('Import/commit')
      ? (refresh: () => void) => <ImportTool limits={readImportLimits(page)} onImported={refresh} />
      : undefined;
  return <PinListScreen key="locations" spec={LOCATIONS} tools={tools} />;
}
