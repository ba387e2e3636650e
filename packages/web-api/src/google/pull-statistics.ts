import { STATISTICS_METRICS, shiftDay } from '@agency/core/statistics';
import type { Db } from '../db/db';
import { enqueueJob } from '../jobs/enqueue-job';
import type { JobOutcome } from '../jobs/job-kind';
import { STATISTICS_COLUMNS } from '../pins/statistics-series';
import type { ConnectionJob, GoogleJobDeps, GoogleJobs, ListingJob } from './google-job-kinds';
import { googleJobOutcome } from './google-jobs';
import { callGoogle, grantRefused } from './google-runtime';
import { liveConnectionListings, readLiveLink } from './location-links';
import {
  FETCHED_DAILY_METRICS,
  type PerformanceDay,
  performanceDays,
  performanceRange,
} from './performance-days';

/** A fetch of a linked listing's daily metrics over whole days (`YYYY-MM-DD`, both included). */
export interface StatisticsJob extends ListingJob {
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;

/** How far back the Performance API keeps daily metrics, in months. */
export const METRICS_HISTORY_MONTHS = 18;

/**
 * How many days the daily pull reads again: Google fills and corrects the last days late, and a day
 * read again overwrites its row.
 */
export const REFETCH_DAYS = 10;

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The UTC day `months` months before `day`, clamped to the month's last day. */
function monthsBefore(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) - months;
  const last = new Date(Date.UTC(Math.floor(index / 12), (index % 12) + 1, 0)).getUTCDate();
  return dayOf(Date.UTC(Math.floor(index / 12), index % 12, Math.min(date, last)));
}

/**
 * What a new link reads: the 18 months the API keeps, up to yesterday (today is not over). The first
 * day is one after the API's earliest, so that Google's own date (Pacific time) never finds it too old.
 */
export function backfillRange(nowMs: number): { from: string; to: string } {
  const today = dayOf(nowMs);
  return {
    from: shiftDay(monthsBefore(today, METRICS_HISTORY_MONTHS), 1),
    to: shiftDay(today, -1),
  };
}

/** What the daily pull reads: the last REFETCH_DAYS days up to yesterday. */
export function refetchRange(nowMs: number): { from: string; to: string } {
  const yesterday = shiftDay(dayOf(nowMs), -1);
  return { from: shiftDay(yesterday, -(REFETCH_DAYS - 1)), to: yesterday };
}

/** Queues the 18 months' backfill of a newly linked listing (once per location while it waits). */
export function queueBackfill(
  tx: Db,
  jobs: GoogleJobs,
  listing: ListingJob,
  nowMs: number,
): Promise<unknown> {
  return enqueueJob(tx, jobs.fetchStatistics, { ...listing, ...backfillRange(nowMs) }, nowMs, {
    dedupeKey: `${listing.locationId}:backfill`,
  });
}

/** When the daily statistics pull after `nowMs` runs: the next midnight UTC. */
export function nextStatisticsPullMs(nowMs: number): number {
  return (Math.floor(nowMs / DAY_MS) + 1) * DAY_MS;
}

/**
 * Queues a connection's daily statistics pull at `atMs`. The key names the connection and the day, so
 * the chains started by connect, import, link and start meet in one job a day.
 */
export function queueStatisticsPull(
  tx: Db,
  jobs: GoogleJobs,
  connectionId: string,
  atMs: number,
  nowMs: number,
): Promise<unknown> {
  return enqueueJob(tx, jobs.pullStatistics, { connectionId }, nowMs, {
    dedupeKey: `${connectionId}@${Math.floor(atMs / DAY_MS)}`,
    runAtMs: atMs,
  });
}

/**
 * The daily statistics pull of a connection: a fetch of the last days of each listing linked through
 * it, and the next pull at the next midnight. A connection deleted or needing reconnection ends its
 * chain (connecting again starts one).
 */
export async function pullStatistics(
  deps: GoogleJobDeps,
  jobs: GoogleJobs,
  { connectionId }: ConnectionJob,
): Promise<JobOutcome | undefined> {
  const { db, google } = deps;
  const listings = await liveConnectionListings(db, connectionId);
  if (listings === null) return undefined;
  const now = google.now();
  const range = refetchRange(now);
  await db.transaction(async (tx) => {
    for (const listing of listings) {
      const job = { ...listing, ...range };
      await enqueueJob(tx, jobs.fetchStatistics, job, now, {
        dedupeKey: `${listing.locationId}:${range.to}`,
      });
    }
    await queueStatisticsPull(tx, jobs, connectionId, nextStatisticsPullMs(now), now);
  });
  return undefined;
}

const COLUMNS = STATISTICS_METRICS.map((metric) => STATISTICS_COLUMNS[metric]);

/** Writes days of a location's statistics: a day already stored takes the new values (Google's late corrections). */
export async function storeStatistics(
  db: Db,
  locationId: string,
  days: readonly PerformanceDay[],
  nowMs: number,
): Promise<void> {
  if (days.length === 0) return;
  const arrays = STATISTICS_METRICS.map((metric) => days.map((day) => day[metric]));
  const unnest = COLUMNS.map((_, index) => `$${index + 4}::int[]`).join(', ');
  await db.query(
    `insert into statistics (location_id, day, ${COLUMNS.join(', ')}, fetched_at)
     select $1::uuid, u.day, ${COLUMNS.map((column) => `u.${column}`).join(', ')}, $3
       from unnest($2::date[], ${unnest}) as u(day, ${COLUMNS.join(', ')})
     on conflict (location_id, day) do update set
       ${COLUMNS.map((column) => `${column} = excluded.${column}`).join(', ')},
       fetched_at = excluded.fetched_at`,
    [locationId, days.map((day) => day.day), new Date(nowMs), ...arrays],
  );
}

/**
 * Reads a linked listing's daily metrics over the job's days (fetchMultiDailyMetricsTimeSeries) and
 * stores each day, overwriting what an earlier read stored. A listing no longer linked, or a
 * connection needing reconnection, is left alone; Google's failures go to the job's back-off.
 */
export async function fetchStatistics(
  deps: GoogleJobDeps,
  payload: StatisticsJob,
): Promise<JobOutcome | undefined> {
  const { db, google } = deps;
  const linked = await readLiveLink(db, payload.locationId, payload.googleName);
  if (linked === null || payload.from > payload.to) return undefined;
  let answer: Awaited<ReturnType<typeof google.client.fetchDailyMetrics>>;
  try {
    answer = await callGoogle(db, google, { id: linked.connectionId }, (token) =>
      google.client.fetchDailyMetrics(
        token,
        linked.googleName,
        FETCHED_DAILY_METRICS,
        performanceRange(payload.from, payload.to),
      ),
    );
  } catch (error) {
    if (grantRefused(error)) return undefined;
    return googleJobOutcome(error);
  }
  const days = performanceDays(answer, payload.from, payload.to);
  if (days === null)
    throw new Error('fetchMultiDailyMetricsTimeSeries answered a value that is not a count');
  await storeStatistics(db, payload.locationId, days, google.now());
  return undefined;
}
