import { type ReactNode, useMemo, useState } from 'react';
import { Link } from '../../../components/Link';
import { Pager } from '../../../components/lists/Pager';
import { LIST_KEYS, listUrl, readListQuery } from '../list-url';
import type { PinRecord } from '../page-data';
import { useAccountPage } from '../use-account-page';
import { useText } from '../use-text';
import { GooglePublishForm } from './GooglePublishForm';
import type { PinKindSpec } from './kind-spec';
import { ListToolbar } from './ListToolbar';
import { PinForm } from './PinForm';
import { PinTable } from './PinTable';
import { PIN_FORM_NEW, PIN_FORM_QUERY, pinFormUrl, storedPin } from './pin-form-post';
import { ReviewReplyForm } from './ReviewReplyForm';
import { useFreshList } from './use-fresh-list';
import { useRowActions } from './use-row-actions';

/** Props of `PinListScreen`: the kind and further toolbar tools. */
export interface PinListScreenProps {
  readonly spec: PinKindSpec;
  readonly tools?: (refresh: () => void) => ReactNode;
}

/**
 * The list screen of any pin kind: toolbar (search, sort, active/archive, add), the table with its
 * row actions, paging, and the create/edit form; empty, loading and error states. Buttons the
 * page's `actions` do not permit are hidden.
 */
export function PinListScreen({ spec, tools }: PinListScreenProps) {
  const { t } = useText();
  const { page, match, can, loading, navigate } = useAccountPage();
  const may = (subaction: string) => can(`${spec.controller}/${subaction}`);
  // The URL may open the form (`?edit=new` or a record's id): its links work without JavaScript.
  const [editing, setEditing] = useState<{ readonly item: PinRecord | null } | null>(() => {
    const target = match.query[PIN_FORM_QUERY];
    if (target === undefined || match.query.archived === 'true') return null;
    if (target === PIN_FORM_NEW) return may('create') ? { item: null } : null;
    const item = may('update') ? storedPin(page, target) : null;
    return item === null ? null : { item };
  });
  const query = useMemo(() => readListQuery(match.query), [match.query]);
  const { list, refresh } = useFreshList(spec.controller, page?.list, query);
  const rows = useRowActions(spec.controller, refresh);
  const archived = query.archived === true;
  const title = t(`kind.${spec.kind}`);
  const opened = match.query[PIN_FORM_QUERY] !== undefined;
  const finish = () => {
    setEditing(null);
    // A form the URL opened closes in the URL too; the page load then answers the fresh list.
    if (opened) navigate(pinFormUrl(match.path, match.query, null));
    else void refresh();
  };
  // A record whose only editable part is the reply (a review from Google) has the reply form.
  const ownEditor =
    editing?.item != null && spec.replyOnly?.(editing.item) === true ? (
      <ReviewReplyForm item={editing.item} onDone={finish} onCancel={finish} />
    ) : null;
  return (
    <section className="account-screen">
      <h1>
        {title}
        {archived ? <span className="account-screen__tag"> · {t('list.showArchived')}</span> : null}
      </h1>
      <ListToolbar
        path={match.path}
        query={query}
        sorts={spec.sorts}
        searchHint={spec.searchHint}
        defaultSort={spec.defaultSort}
        onCreate={may('create') && !archived ? () => setEditing({ item: null }) : null}
        createHref={pinFormUrl(match.path, match.query, PIN_FORM_NEW)}
        readFilter={spec.readState === true}
        reviewFilters={spec.reviewFilters === true}
      >
        {tools?.(() => void refresh())}
      </ListToolbar>
      {editing === null ? null : ownEditor !== null ? (
        ownEditor
      ) : (
        <PinForm
          key={editing.item?.id ?? 'new'}
          spec={spec}
          item={editing.item}
          onSaved={finish}
          onStored={() => void refresh()}
          onCancel={() => {
            setEditing(null);
            if (opened) navigate(pinFormUrl(match.path, match.query, null));
          }}
        />
      )}
      {/* A saved publication goes to Google listings from its own form, beside its edit form. */}
      {editing?.item != null && spec.googlePosts === true && may('publishGoogle') ? (
        <GooglePublishForm key={editing.item.id} item={editing.item} onDone={finish} />
      ) : null}
      {list === null ? (
        <div role="alert" className="account-state account-state--error">
          <p>{t('list.error')}</p>
          <button type="button" className="button" onClick={() => void refresh()}>
            {t('list.retry')}
          </button>
        </div>
      ) : (
        <>
          <p className="list-total" role="status">
            {loading ? t('list.loading') : t('list.total', { total: list.total })}
          </p>
          {list.items.length === 0 ? (
            <div className="account-state">
              <p>
                {query.q
                  ? t('list.emptySearch', { q: query.q })
                  : t(archived ? 'list.emptyArchived' : 'list.empty')}
              </p>
              {query.q ? (
                <Link
                  to={listUrl(match.path, query, { q: '' })}
                  keep={['sort', 'archived', 'read', 'unanswered', 'rating']}
                >
                  {t('list.clearSearch')}
                </Link>
              ) : null}
            </div>
          ) : (
            <PinTable
              spec={spec}
              items={list.items}
              caption={`${title}: ${t('list.total', { total: list.total })}`}
              busy={loading}
              editHref={(item) => pinFormUrl(match.path, match.query, item.id)}
              actions={{
                edit: may('update') && !archived ? (item) => setEditing({ item }) : null,
                archive: may('archive') && !archived ? rows.archive : null,
                restore: may('restore') && archived ? rows.restore : null,
                remove: may('delete') ? rows.remove : null,
                toggleRead:
                  spec.readState === true && may('markRead') && may('markUnread')
                    ? rows.toggleRead
                    : null,
              }}
            />
          )}
          <Pager
            p={list.p}
            pages={list.pages}
            texts={{
              label: t('paging.label'),
              previous: t('paging.previous'),
              next: t('paging.next'),
              status: t('paging.status', { p: list.p, pages: list.pages }),
            }}
            hrefOf={(p) => listUrl(match.path, query, { p })}
            keep={LIST_KEYS}
          />
        </>
      )}
    </section>
  );
}
