import { useCallback } from 'react';
import { useLoadEach } from '../../../components/use-load';
import { useApi } from '../../../provider/hooks';
import { fetchAllRecords } from '../list/list-page';
import { type AdminController, type AdminRecord, isAdminController } from '../resources/resource';

/** The records of another list that give a field its options: loading, failed, or the records. */
export type RecordList = 'loading' | 'failed' | readonly AdminRecord[];

/** Loads, once per form, every record of each controller named (e.g. Roles for a role choice). */
export function useRecordLists(
  controllers: readonly AdminController[],
): Readonly<Record<string, RecordList>> {
  const api = useApi();
  const load = useCallback(
    (name: string) =>
      isAdminController(name)
        ? fetchAllRecords(api, name, { sort: null, filter: '' })
        : Promise.reject(new Error(`${name} is no admin list`)),
    [api],
  );
  const states = useLoadEach(controllers, load);
  return Object.fromEntries(
    Object.entries(states).map(([name, state]) => [
      name,
      state.status === 'ready' ? state.value : state.status === 'error' ? 'failed' : 'loading',
    ]),
  );
}
