import { useMemo } from 'react';
import { GoogleOutcomeNotice } from '../../../components/GoogleOutcomeNotice';
import {
  googleOutcomeOf,
  isGoodGoogleOutcome,
  readGoogleStatus,
} from '../../../components/google-connection';
import { GoogleTool } from '../google/GoogleTool';
import { useGoogleStatus } from '../google/use-google-status';
import { readImportLimits } from '../page-data';
import { LOCATIONS } from '../pins/location-kind';
import { PinListScreen } from '../pins/PinListScreen';
import { useAccountPage } from '../use-account-page';
import { useText } from '../use-text';
import { ImportTool } from './ImportTool';

/**
 * The locations list with the maps import tool (when Import/preview and Import/commit are
 * permitted) and the Google Business Profile connection (when Google/status is) in its toolbar,
 * and the outcome of a connection the host redirected back with (`?google=…`).
 */
export function LocationsScreen() {
  const { t } = useText();
  const { page, can, match } = useAccountPage();
  // One object per page load: a disconnect made here replaces this status until the next load.
  const fromPage = useMemo(() => readGoogleStatus(page?.google), [page]);
  const google = useGoogleStatus(can('Google/status'), fromPage);
  const outcome = googleOutcomeOf(match.query);
  const files = can('Import/preview') && can('Import/commit');
  const allows = {
    connect: can('Google/connectStart'),
    disconnect: can('Google/disconnect'),
    import: can('Google/importPreview') && can('Google/importCommit'),
  };
  const tools = (refresh: () => void) => (
    <>
      {files ? <ImportTool limits={readImportLimits(page)} onImported={refresh} /> : null}
      <GoogleTool
        status={google.status}
        allows={allows}
        onStatus={google.update}
        onLocations={refresh}
      />
    </>
  );
  return (
    <>
      {outcome === null ? null : (
        <GoogleOutcomeNotice
          text={t(`google.outcome.${outcome}`)}
          ok={isGoodGoogleOutcome(outcome)}
        />
      )}
      <PinListScreen key="locations" spec={LOCATIONS} tools={tools} />
    </>
  );
}
