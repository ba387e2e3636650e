import type { Db } from './db/db';
import { type JobCount, jobCounts } from './jobs/job-metrics';

/**
 * What the host's /metrics shows of this backend. Gauges the host registers from it:
 * `agency_jobs_pending{kind}` and `agency_jobs_failed{kind}` (from `jobs`), and
 * `agency_google_connections_needing_reconnect` (from `googleConnectionsNeedingReconnect`) and
 * `agency_leads_suspected_spam` (from `suspectedSpamLeads`).
 */
export interface WebApiMetrics {
  /** Jobs still to run and jobs given up on, by kind (kinds with neither left out). */
  jobs: JobCount[];
  /** Google connections (the customers' and the agency's) whose grant Google no longer honours. */
  googleConnectionsNeedingReconnect: number;
  /** Quote requests kept as suspected spam (not delivered, waiting for an admin or for retention). */
  suspectedSpamLeads: number;
}

/** The metrics of the backend, read from its database (shared by every process). */
export async function webApiMetrics(db: Db): Promise<WebApiMetrics> {
  const { rows } = await db.query<{ n: number }>(
    "select count(*)::int as n from google_connections where state = 'needsReconnect'",
  );
  const { rows: spam } = await db.query<{ n: number }>(
    'select count(*)::int as n from clients where lead_spam',
  );
  return {
    jobs: await jobCounts(db),
    googleConnectionsNeedingReconnect: rows[0]?.n ?? 0,
    suspectedSpamLeads: spam[0]?.n ?? 0,
  };
}
