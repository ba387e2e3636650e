// Type tests (npm run typecheck, not vitest): the ui's /web calls are bound to the contract's operation map.
// Each @ts-expect-error line must be an error; when the contract stops making it one, typecheck fails.
import type { WebApi } from '../../src/provider/web-api';

/** Calls that compile only while they match the contract. */
export async function callsBoundToTheContract(api: WebApi): Promise<number> {
  const { data } = await api.call('Locations/list', { sort: 'name', p: 1 });
  // @ts-expect-error a field the contract's LocationList does not have (a renamed field breaks its readers)
  void data.count;
  // @ts-expect-error a payload field Locations/list does not take
  await api.call('Locations/list', { colour: 'red' });
  // @ts-expect-error a sort key the contract does not list
  await api.call('Locations/list', { sort: 'colour' });
  // @ts-expect-error a pair the contract does not have
  await api.call('Locations/fly', {});
  // @ts-expect-error Users/create without its required item
  await api.call('Users/create', {});
  // @ts-expect-error an item field of the wrong type
  await api.call('Users/create', { item: { kind: 'robot', name: 'Olena', roles: [] } });
  const created = await api.call('Users/create', {
    item: { kind: 'customer', name: 'Olena', roles: ['customer'] },
  });
  // @ts-expect-error the answer's data is the pair's ({ item }), not another pair's
  void created.data.items;
  return data.total;
}
