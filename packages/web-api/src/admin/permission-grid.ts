import type { WebOperationData } from '@agency/contracts';
import { contractPair } from '../access/contract-pairs';
import { notFound } from '../base/web-api-error';
import type { Db } from '../db/db';
import type { HeldPairs } from './grant-guard';
import { keptGrant } from './lockout-guard';

/** A role's permission grid (the contract's PermissionGrid). */
export type PermissionGrid = WebOperationData<'Permissions/grid'>;

/** The most cells a grid holds (the contract's maxItems). */
export const GRID_MAX_CELLS = 2000;

/** The role a grid is about: its name and kind; 404 when there is no such role. */
export async function gridRole(db: Db, role: string): Promise<{ name: string; kind: string }> {
  const { rows } = await db.query<{ name: string; kind: string }>(
    'select name, kind from roles where name = $1',
    [role],
  );
  const found = rows[0];
  if (found === undefined) throw notFound();
  return found;
}

/**
 * A role's grid: every subaction of the Subactions table, whether the role holds it, and why the
 * caller may not change it: a contract pair the caller does not hold (the grant rule, decision 0024),
 * or a grant the lockout rules keep. A pair the contract does not name calls nothing, so anyone
 * who edits permissions may change it.
 */
export async function readGrid(db: Db, role: string, held: HeldPairs): Promise<PermissionGrid> {
  const { name, kind } = await gridRole(db, role);
  const { rows } = await db.query<{ controller: string; subaction: string; granted: boolean }>(
    `select s.controller, s.name as subaction, (p.id is not null) as granted
       from subactions s
       left join permissions p on p.role = $1 and p.controller = s.controller and p.subaction = s.name
      order by s.controller, s.name
      limit ${GRID_MAX_CELLS}`,
    [name],
  );
  return {
    role: name,
    kind: kind as PermissionGrid['kind'],
    cells: rows.map(({ controller, subaction, granted }) => {
      const call = contractPair(controller, subaction) !== undefined;
      const lock =
        call && !held.has(`${controller}/${subaction}`)
          ? 'notHeld'
          : granted
            ? keptGrant(name, controller, subaction)
            : null;
      return { controller, subaction, granted, lock };
    }),
  };
}
