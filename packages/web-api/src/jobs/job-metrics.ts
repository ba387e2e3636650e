import type { Db } from '../db/db';

/** The jobs of one kind still to run and those given up on. */
export interface JobCount {
  kind: string;
  pending: number;
  failed: number;
}

/** Pending and failed jobs by kind, for the host's /metrics (kinds with neither are left out). */
export async function jobCounts(db: Db): Promise<JobCount[]> {
  const { rows } = await db.query<{
    kind: string;
    pending: number | string;
    failed: number | string;
  }>(
    `select kind,
            count(*) filter (where status = 'pending') as pending,
            count(*) filter (where status = 'failed') as failed
       from jobs where status in ('pending', 'failed')
      group by kind order by kind`,
  );
  return rows.map((row) => ({
    kind: row.kind,
    pending: Number(row.pending),
    failed: Number(row.failed),
  }));
}
