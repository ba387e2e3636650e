import { useEffect, useState } from 'react';
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
  const key = [...new Set(controllers)].sort().join(',');
  const [lists, setLists] = useState<Readonly<Record<string, RecordList>>>({});
  useEffect(() => {
    let live = true;
    const names = key === '' ? [] : key.split(',').filter(isAdminController);
    setLists(Object.fromEntries(names.map((name) => [name, 'loading'])));
    for (const name of names) {
      fetchAllRecords(api, name, { sort: null, filter: '' }).then(
        (records) => live && setLists((current) => ({ ...current, [name]: records })),
        () => live && setLists((current) => ({ ...current, [name]: 'failed' })),
      );
    }
    return () => {
      live = false;
    };
  }, [api, key]);
  return lists;
}
