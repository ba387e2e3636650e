import { isWebError } from '@agency/core';
import { adminCan, adminListSearch, filterAdminList, toggleAdminSort } from '@agency/core/admin';
import { type ReactNode, useEffect, useState } from 'react';
import { browserErrorOutcome } from '../../../components/error-outcome';
import { Pager } from '../../../components/lists/Pager';
import { useConfirm } from '../../../components/use-confirm';
import { useApi, useDispatch, useNavigate } from '../../../provider/hooks';
import { ResourceForm } from '../form/ResourceForm';
import { errorNotification } from '../form/server-problems';
import { adminPagerTexts, useAdminText } from '../i18n/admin-intl';
import { AdminLayout } from '../layout/AdminLayout';
import { downloadCsv } from '../list/download-csv';
import { FilterForm } from '../list/FilterForm';
import { ListEmpty, ListError, ListLoading } from '../list/ListStatus';
import { fetchAllRecords } from '../list/list-page';
import { ResourceTable } from '../list/ResourceTable';
import { csvFilename, resourceCsv } from '../list/resource-csv';
import { listFiltersSearch, useListLocation } from '../list/use-list-location';
import { useResourceList } from '../list/use-resource-list';
import type { AdminRecord, ResourceDescription } from '../resources/resource';
import { useAdminActions } from '../use-admin-page';

/**
 * The one list-and-form screen of every back-office resource: paging, sort and filter in the URL,
 * create and edit, delete and bulk delete through the confirmation dialog, CSV export of the
 * filtered list. Buttons the page's actions do not permit are not drawn.
 */
export function ResourceScreen({
  resource,
  intro = null,
}: {
  readonly resource: ResourceDescription;
  /** What the screen shows above its list (the permissions' role chooser). */
  readonly intro?: ReactNode;
}) {
  const { t } = useAdminText();
  const api = useApi();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const actions = useAdminActions();
  const { query, filters, go } = useListLocation(resource);
  const { state, reload } = useResourceList(resource.controller, resource.route, query, filters);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [editing, setEditing] = useState<AdminRecord | 'new' | null>(null);
  const [busy, setBusy] = useState(false);
  const [exporting, setExporting] = useState(false);
  const can = (subaction: string) => adminCan(actions, resource.controller, subaction);

  const records = state.status === 'ready' ? state.page.items : [];
  const ids = records.map((record) => record.id).join(',');
  // The selection belongs to the page shown; another page or a reload starts it afresh.
  const [selectionOf, setSelectionOf] = useState(ids);
  if (selectionOf !== ids) {
    setSelectionOf(ids);
    setSelected(new Set());
  }

  // A list refused for want of a session goes where the catalogue says (410: the sign-in).
  useEffect(() => {
    if (state.status !== 'error' || !isWebError(state.error)) return;
    const outcome = browserErrorOutcome(state.error, 'GET');
    if (outcome.kind === 'redirect') navigate(outcome.location);
  }, [state, navigate]);

  // Deleting the last records of the last page leaves a page past the end: show the last one.
  useEffect(() => {
    if (state.status !== 'ready' || state.page.items.length > 0) return;
    if (query.p > 1 && query.p > state.page.pages)
      go({ ...query, p: Math.max(1, state.page.pages) }, { replace: true });
  }, [state, query, go]);

  const notify = (type: 'other' | 'danger', text: string) =>
    dispatch({ type: 'notification/opened', notification: { type, text } });

  const remove = async (chosen: readonly AdminRecord[]) => {
    if (chosen.length === 0) return;
    // A delete names what it deletes, says it is for good, and starts on "No": Enter keeps the records.
    const question = t('list.confirmDelete', {
      count: chosen.length,
      names: chosen.map((record) => resource.label(record)).join(', '),
    });
    if (!(await confirm({ text: question, focus: 'reject' }))) return;
    setBusy(true);
    const failed: string[] = [];
    let reason = '';
    for (const record of chosen) {
      try {
        await api.call(`${resource.controller}/delete`, { id: record.id });
      } catch (error) {
        failed.push(resource.label(record));
        reason = errorNotification(error).text ?? reason;
      }
    }
    setBusy(false);
    const deleted = chosen.length - failed.length;
    if (failed.length > 0) {
      const names = t('list.deleteFailed', { names: failed.join(', ') });
      notify('danger', reason === '' ? names : `${names}. ${reason}`);
    } else notify('other', t('list.deleted', { count: deleted }));
    setSelected(new Set());
    if (deleted > 0) reload();
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      const all = await fetchAllRecords(api, resource.controller, query, filters);
      downloadCsv(resourceCsv(resource, all, t), csvFilename(resource, Date.now()));
      notify('other', t('list.exported', { count: all.length }));
    } catch {
      notify('danger', t('list.exportFailed'));
    } finally {
      setExporting(false);
    }
  };

  const rowAction =
    resource.rowAction !== undefined && can('update') && resource.rowAction.when(filters)
      ? resource.rowAction
      : null;
  const runRowAction = async (record: AdminRecord) => {
    if (rowAction === null) return;
    setBusy(true);
    try {
      await api.call(`${resource.controller}/update`, { id: record.id, item: rowAction.changes });
      notify('other', t(rowAction.done, { name: resource.label(record) }));
      reload();
    } catch (error) {
      dispatch({ type: 'notification/opened', notification: errorNotification(error) });
    } finally {
      setBusy(false);
    }
  };

  const recordCall =
    resource.recordCall !== undefined && can(resource.recordCall.subaction)
      ? resource.recordCall
      : null;
  const runRecordCall = async (record: AdminRecord) => {
    if (recordCall === null) return;
    setBusy(true);
    try {
      // Only the clients' invite exists so far: the one record call of the contract.
      const { data } = await api.call(
        `${resource.controller}/${recordCall.subaction}` as 'Clients/invite',
        {
          id: record.id,
        },
      );
      notify('other', t(recordCall.done(data), { name: resource.label(record) }));
      reload();
    } catch (error) {
      dispatch({ type: 'notification/opened', notification: errorNotification(error) });
    } finally {
      setBusy(false);
    }
  };
  // A save that makes the call apply (a lead just marked won) asks whether to make it now.
  const offerRecordCall = async (before: AdminRecord, saved: AdminRecord) => {
    if (recordCall === null || recordCall.applies(before) || !recordCall.applies(saved)) return;
    const question = t(recordCall.question, { name: resource.label(saved) });
    if (await confirm({ text: question, focus: 'reject' })) await runRecordCall(saved);
  };

  const choose = (changed: readonly string[], chosen: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of changed) {
        if (chosen) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  return (
    <AdminLayout title={t(resource.title)}>
      {intro}
      {resource.listFilters === undefined ? null : (
        <resource.listFilters.Controls
          filters={filters}
          query={query}
          onFilters={(next) => go({ ...query, p: 1 }, {}, next)}
        />
      )}
      <div className="admin-toolbar">
        <FilterForm
          filter={query.filter}
          onFilter={(filter) => go(filterAdminList(query, filter))}
          kept={{
            ...adminListSearch({ ...query, filter: '', p: 1 }),
            ...listFiltersSearch(filters),
          }}
        />
        <div className="admin-toolbar__actions">
          {can('create') ? (
            <button
              type="button"
              className="button button--primary"
              onClick={() => setEditing('new')}
            >
              {t('list.create')}
            </button>
          ) : null}
          {can('list') ? (
            <button type="button" className="button" disabled={exporting} onClick={exportCsv}>
              {exporting ? t('list.exporting') : t('list.export')}
            </button>
          ) : null}
          {can('delete') && selected.size > 0 ? (
            <button
              type="button"
              className="button button--danger"
              disabled={busy}
              onClick={() => remove(records.filter((record) => selected.has(record.id)))}
            >
              {t('list.deleteSelected', { count: selected.size })}
            </button>
          ) : null}
        </div>
      </div>
      {editing === null ? null : (
        <ResourceForm
          key={editing === 'new' ? 'new' : editing.id}
          resource={resource}
          record={editing === 'new' ? null : editing}
          onDone={(saved, record) => {
            const before = editing;
            setEditing(null);
            if (saved) reload();
            if (saved && before !== 'new' && record !== undefined)
              void offerRecordCall(before, record);
          }}
        />
      )}
      {state.status === 'loading' ? <ListLoading /> : null}
      {state.status === 'error' ? <ListError onRetry={reload} /> : null}
      {state.status === 'ready' && records.length === 0 ? (
        <ListEmpty filter={query.filter} />
      ) : null}
      {state.status === 'ready' && records.length > 0 ? (
        <>
          <p className="admin-total">{t('list.total', { total: state.page.total })}</p>
          <ResourceTable
            resource={resource}
            records={records}
            query={query}
            onSort={(key) => go(toggleAdminSort(query, key))}
            selected={selected}
            onSelect={can('delete') ? choose : null}
            onEdit={can('update') ? (record) => setEditing(record) : null}
            onDelete={can('delete') ? (record) => remove([record]) : null}
            rowLink={
              resource.rowLink !== undefined && actions.includes(resource.rowLink.pair)
                ? { label: t(resource.rowLink.label), to: resource.rowLink.to }
                : null
            }
            recordCall={
              recordCall === null
                ? null
                : {
                    label: t(recordCall.label),
                    busy,
                    applies: recordCall.applies,
                    run: (record) => runRecordCall(record),
                  }
            }
            rowAction={
              rowAction === null
                ? null
                : { label: t(rowAction.label), busy, run: (record) => runRowAction(record) }
            }
          />
          <Pager
            p={state.page.p}
            pages={state.page.pages}
            texts={adminPagerTexts(t, state.page.p, state.page.pages)}
            onPage={(p) => go({ ...query, p })}
          />
        </>
      ) : null}
    </AdminLayout>
  );
}
