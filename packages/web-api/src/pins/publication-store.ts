import { withGooglePosts } from '../google/local-posts';
import { jsonPinStore } from './json-pin-store';
import type { PinKind } from './pin-kinds';
import type { PinStore } from './pin-store';

/** The publications' store: the pins store whose items carry their posts on Google (`google`). */
export function publicationStore(kind: PinKind): PinStore {
  const store = jsonPinStore(kind);
  const one = async (db: Parameters<PinStore['list']>[0], item: Record<string, unknown> | null) =>
    item === null ? null : ((await withGooglePosts(db, [item]))[0] ?? null);
  return {
    ...store,
    async list(db, owner, filter) {
      const page = await store.list(db, owner, filter);
      return { ...page, items: await withGooglePosts(db, page.items) };
    },
    async create(db, owner, input, nowMs, lang) {
      return (await one(db, await store.create(db, owner, input, nowMs, lang))) ?? {};
    },
    async update(db, owner, id, changes, nowMs, lang) {
      return one(db, await store.update(db, owner, id, changes, nowMs, lang));
    },
    async setArchived(db, owner, id, archived, nowMs, lang) {
      return one(db, await store.setArchived(db, owner, id, archived, nowMs, lang));
    },
  };
}
