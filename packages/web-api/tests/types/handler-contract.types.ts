// Type tests (npm run typecheck, not vitest): a handler typed by the operation map takes its pair's request
// and must answer its pair's data. Each @ts-expect-error line must stay an error.
import {
  type Handler,
  type HandlerTable,
  operationHandler,
  rowHandler,
} from '../../src/context/call-context';

/** A handler answering exactly the contract's data of Users/create. */
export const createUser = operationHandler<'Users/create'>()(async (_ctx, payload) => ({
  item: {
    id: '7b0f3c1e-8d52-4c1a-9a57-0f2d5e6b9c11',
    kind: payload.item.kind,
    name: payload.item.name,
    email: payload.item.email ?? null,
    phone: payload.item.phone ?? null,
    lang: payload.lang,
    roles: payload.item.roles,
    emailConfirmed: false,
    createdAt: '2026-11-22T10:00:00.000Z',
  },
}));

/** A handler answering a field the contract's data lacks. */
export const extraField = operationHandler<'Auth/signOut'>()(
  // @ts-expect-error `farewell` is not a field of AuthSignOutResponse's data
  async () => ({ signedOut: true, farewell: 'bye' }),
);

/** A handler answering a value the contract does not allow. */
export const wrongValue = operationHandler<'Auth/signOut'>()(
  // @ts-expect-error signedOut is the constant true
  async () => ({ signedOut: false }),
);

/** A handler reading a payload field the request lacks. */
export const unknownPayload = operationHandler<'Auth/signOut'>()(async (_ctx, payload) => {
  // @ts-expect-error Auth/signOut's request has no field `everywhere`
  void payload.everywhere;
  return { signedOut: true };
});

/** The handler table's entry for Users/create must answer Users/create's data. */
export const tableWithWrongAnswer: HandlerTable = {
  // @ts-expect-error Users/create answers { item: User }, never a null item
  'Users/create': async () => ({ item: null }),
};

/** A handler of a pair answering another pair's data. */
// @ts-expect-error Auth/signOut's data is { signedOut: true }, not Auth/confirmEmail's
export const otherPairsAnswer: Handler<'Auth/signOut'> = async () => ({
  confirmed: true as const,
  email: 'anna@example.com',
});

/** A table-driven list must answer the contract's paging fields, with their types. */
export const rowListWithoutTotal = rowHandler<'Roles/list'>(
  // @ts-expect-error a list answer carries total, p, pages and perPage
  async () => ({ items: [] as Record<string, unknown>[], p: 1, pages: 0, perPage: 20 }),
);

/** A table-driven answer's scalar keeps the contract's type. */
export const rowDeleteWithNumber = rowHandler<'Roles/delete'>(
  // @ts-expect-error deleted is the id, a string
  async () => ({ deleted: 7 }),
);
