import { readImportLimits } from '../page-data';
import { LOCATIONS } from '../pins/location-kind';
import { PinListScreen } from '../pins/PinListScreen';
import { useAccountPage } from '../use-account-page';
import { ImportTool } from './ImportTool';

/** The locations list with the maps import tool in its toolbar (when Import/preview and Import/commit are permitted). */
export function LocationsScreen() {
  const { page, can, reload } = useAccountPage();
  const tools =
    can('Import/preview') && can('Import/commit') ? (
      <ImportTool limits={readImportLimits(page)} onImported={reload} />
    ) : null;
  return <PinListScreen key="locations" spec={LOCATIONS} tools={tools} />;
}
