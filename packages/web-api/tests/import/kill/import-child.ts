// A separate Node process for import-kill.test.ts: imports into a PGlite data folder and reports
// on stdout (one JSON line per event) so that the test can SIGKILL it at a chosen moment.
import { readFileSync } from 'node:fs';
import { openDb } from '../../../src/db/open-db';
import { commitImport, type ImportDb, parseMapsFile } from '../../../src/import';
import { bigImportCsv } from './big-import-csv';

const [phase = '', dataDir = '', arg = ''] = process.argv.slice(2);

function report(event: Record<string, unknown>): void {
  process.stdout.write(`${JSON.stringify(event)}\n`);
}

function preview(bytes: Uint8Array) {
  const result = parseMapsFile({ bytes });
  if (!result.ok) throw new Error(result.error.message);
  return result.preview;
}

// Counts the statements run inside the import transaction; after the `at`-th it says so and holds
// the transaction open, so that the kill surely lands after rows are written and before the commit.
function pausingAt(db: ImportDb, at: number): ImportDb {
  let statements = 0;
  const inside = (tx: ImportDb): ImportDb => ({
    query: async (sql, params) => {
      const result = await tx.query(sql, params);
      statements += 1;
      if (statements === at) {
        const { rows } = await tx.query<{ n: number }>(
          "select count(*)::int as n from locations where name like 'HALF IMPORT%'",
        );
        report({ event: 'midway', statements, halfImportRowsWritten: rows[0]?.n });
        await new Promise((resolve) => setTimeout(resolve, 60_000));
      }
      return result as never;
    },
    transaction: (fn) => tx.transaction((nested) => fn(inside(nested))),
  });
  return { query: db.query.bind(db), transaction: (fn) => db.transaction((tx) => fn(inside(tx))) };
}

const db = await openDb({ dataDir });
if (phase === 'seed') {
  // arg: the fixture file to import. Committed, then the process waits to be killed, never closing.
  const { rows } = await db.query<{ id: string }>(
    "insert into users (kind, name) values ('customer', 'Kill Test') returning id",
  );
  const ownerId = rows[0]?.id ?? '';
  const result = await commitImport(db, ownerId, preview(readFileSync(arg)), 'en');
  report({ event: 'committed', ownerId, ok: result.ok });
  setInterval(() => {}, 60_000);
} else if (phase === 'import') {
  // arg: the owner id. A large import that is killed while its transaction is writing.
  const big = preview(new TextEncoder().encode(bigImportCsv()));
  report({ event: 'started', rows: big.rows.length });
  const result = await commitImport(pausingAt(db, 2), arg, big, 'en');
  report({ event: 'committed', ok: result.ok });
  await db.close();
}
