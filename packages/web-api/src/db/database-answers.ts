import type { Db } from './db';

/** True when the database answers a trivial query within timeoutMs (the host's /readyz). */
export async function databaseAnswers(db: Db, timeoutMs = 2000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const answer = db.query('select 1').then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([answer, late]);
  } finally {
    clearTimeout(timer);
  }
}
