import type { Db } from '../db/db';

/** A limit shared by every process: at most `limit` runs per fixed window of `periodMs` (aligned to multiples of it) under `name`. */
export interface RateWindow {
  name: string;
  limit: number;
  periodMs: number;
}

/** Whether places were taken: when not, the window that is full and when its next window begins. */
export type WindowAnswer = { ok: true } | { ok: false; window: string; retryAtMs: number };

class WindowFull extends Error {
  constructor(
    readonly window: string,
    readonly retryAtMs: number,
  ) {
    super(`rate window ${window} is full`);
  }
}

/**
 * Takes one place in each window, all or none, in one transaction of the database every process
 * shares. A window's row is locked by its upsert, so two processes never both take its last place;
 * windows are taken in name order, so two transactions never wait on each other in a cycle. A
 * process whose clock is behind counts into the newer window a faster one opened.
 */
export async function acquireWindows(
  db: Db,
  windows: readonly RateWindow[],
  nowMs: number,
): Promise<WindowAnswer> {
  const byName = new Map<string, RateWindow>();
  for (const window of windows) if (!byName.has(window.name)) byName.set(window.name, window);
  if (byName.size === 0) return { ok: true };
  const ordered = [...byName.values()].sort((a, b) => (a.name < b.name ? -1 : 1));
  try {
    await db.transaction(async (tx) => {
      for (const window of ordered) {
        const start = nowMs - (nowMs % window.periodMs);
        const { rows } = await tx.query(
          `insert into job_windows as w (name, window_start, used) values ($1, $2, 1)
           on conflict (name) do update
             set window_start = greatest(w.window_start, excluded.window_start),
                 used = case when w.window_start < excluded.window_start then 1 else w.used + 1 end
             where w.window_start < excluded.window_start or w.used < $3
           returning used`,
          [window.name, new Date(start), window.limit],
        );
        if (rows.length > 0) continue;
        const held = await tx.query<{ window_start: Date | string }>(
          'select window_start from job_windows where name = $1',
          [window.name],
        );
        const heldStart = held.rows[0] ? new Date(held.rows[0].window_start).getTime() : start;
        throw new WindowFull(window.name, Math.max(start, heldStart) + window.periodMs);
      }
    });
  } catch (error) {
    if (error instanceof WindowFull) {
      return { ok: false, window: error.window, retryAtMs: error.retryAtMs };
    }
    throw error;
  }
  return { ok: true };
}
