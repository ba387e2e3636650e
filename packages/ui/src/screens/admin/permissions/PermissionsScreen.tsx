import { isWebError, routePath } from '@agency/core';
import {
  adminCan,
  type PermissionGridGroup,
  pairKey,
  permissionGridChanges,
  toggleScreen,
} from '@agency/core/admin';
import { type FormEvent, useCallback, useId, useState } from 'react';
import { Link } from '../../../components/Link';
import { useLoad } from '../../../components/use-load';
import { useApi, useDispatch, useNavigate } from '../../../provider/hooks';
import { usePageLocation } from '../../../provider/page-location';
import { errorNotification } from '../form/server-problems';
import { useRecordLists } from '../form/use-record-lists';
import { useAdminText } from '../i18n/admin-intl';
import { AdminLayout } from '../layout/AdminLayout';
import { ListError, ListLoading } from '../list/ListStatus';
import { PERMISSIONS } from '../resources/permissions';
import { ResourceScreen } from '../screens/ResourceScreen';
import { useAdminActions } from '../use-admin-page';
import { PermissionGrid, type PermissionGridCell, type PermissionGridData } from './PermissionGrid';

const ROLE_MAX_LENGTH = 64;

/** The role of the address (`?role=editor`), or null when none is named. */
function roleOf(query: Readonly<Record<string, string | undefined>>): string | null {
  const role = (query.role ?? '').trim();
  return role === '' || role.length > ROLE_MAX_LENGTH ? null : role;
}

/**
 * The role chooser: a GET form to the same screen (`?role=`), so the grid opens by its address with
 * or without script; roles come from Roles/list when the page permits it, else the name is typed.
 */
function RolePicker({ current }: { readonly current: string | null }) {
  const { t } = useAdminText();
  const actions = useAdminActions();
  const navigate = useNavigate();
  const { lang } = usePageLocation();
  const listed = adminCan(actions, 'Roles', 'list');
  const lists = useRecordLists(listed ? ['Roles'] : []);
  const roles = lists.Roles;
  const [value, setValue] = useState(current ?? '');
  const id = useId();
  const open = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = value.trim();
    if (chosen !== '')
      navigate(routePath('admin-settings-permissions', lang, {}, { role: chosen }));
  };
  return (
    <form className="permission-grid__picker" method="get" onSubmit={open}>
      <label htmlFor={id}>
        {t('grid.choose')}
        {Array.isArray(roles) ? (
          <select
            id={id}
            name="role"
            value={value}
            onChange={(event) => setValue(event.target.value)}
          >
            <option value="">{t('form.choose')}</option>
            {roles.map((record) => (
              <option key={record.id} value={String(record.name)}>
                {String(record.name)}
              </option>
            ))}
          </select>
        ) : (
          <input
            id={id}
            name="role"
            maxLength={ROLE_MAX_LENGTH}
            value={value}
            onChange={(event) => setValue(event.target.value)}
          />
        )}
      </label>
      <button type="submit" className="button">
        {t('grid.open')}
      </button>
    </form>
  );
}

/** One role's grid: loads it, keeps the boxes ticked so far, saves only the differences. */
function RoleGrid({ role }: { readonly role: string }) {
  const { t } = useAdminText();
  const api = useApi();
  const dispatch = useDispatch();
  const actions = useAdminActions();
  const editable = adminCan(actions, 'Permissions', 'saveGrid');
  const load = useCallback(
    async () => (await api.call('Permissions/grid', { role })).data as PermissionGridData,
    [api, role],
  );
  const { state, retry } = useLoad(load);
  // The grid as last loaded or saved, and the boxes ticked since.
  const [saved, setSaved] = useState<PermissionGridData | null>(null);
  const [chosen, setChosen] = useState<ReadonlySet<string> | null>(null);
  const [busy, setBusy] = useState(false);
  const loaded = state.status === 'ready' ? state.value : null;
  const grid = saved !== null && saved.role === loaded?.role ? saved : loaded;
  if (grid === null) {
    if (state.status === 'error') {
      const missing = isWebError(state.error) && state.error.statusCode === 404;
      return missing ? (
        <p className="admin-status">{t('grid.missing', { role })}</p>
      ) : (
        <ListError onRetry={retry} />
      );
    }
    return <ListLoading />;
  }
  const held = new Set(grid.cells.filter((cell) => cell.granted).map(pairKey));
  const ticked = chosen ?? held;
  const changes = permissionGridChanges(grid.cells, ticked);
  const count = changes.grant.length + changes.revoke.length;

  const onCell = (cell: PermissionGridCell, granted: boolean) => {
    const next = new Set(ticked);
    if (granted) next.add(pairKey(cell));
    else next.delete(pairKey(cell));
    setChosen(next);
  };
  const onScreen = (group: PermissionGridGroup<PermissionGridCell>) =>
    setChosen(toggleScreen(group.cells, ticked, (cell) => editable && cell.lock === null));
  const save = async () => {
    setBusy(true);
    try {
      const { data } = await api.call('Permissions/saveGrid', { role, ...changes });
      setSaved(data.grid);
      setChosen(null);
      const text = t('grid.saved', { role, granted: data.granted, revoked: data.revoked });
      dispatch({ type: 'notification/opened', notification: { type: 'other', text } });
    } catch (error) {
      dispatch({ type: 'notification/opened', notification: errorNotification(error) });
    } finally {
      setBusy(false);
    }
  };
  const kind =
    grid.kind === 'anonymous'
      ? t('grid.kind.anonymous')
      : t(grid.kind === 'admin' ? 'kind.admin' : 'kind.customer');
  return (
    <>
      <p>
        {t('grid.kind', { kind })}. {editable ? t('grid.lead') : t('grid.readOnly')}
      </p>
      <PermissionGrid
        cells={grid.cells}
        chosen={ticked}
        editable={editable}
        onCell={onCell}
        onScreen={onScreen}
      />
      {editable ? (
        <div className="permission-grid__bar">
          <p aria-live="polite">{t('grid.changes', { count })}</p>
          <button
            type="button"
            className="button"
            disabled={busy || count === 0}
            onClick={() => setChosen(null)}
          >
            {t('grid.reset')}
          </button>
          <button
            type="button"
            className="button button--primary"
            disabled={busy || count === 0}
            onClick={save}
          >
            {busy ? t('form.saving') : t('grid.save')}
          </button>
        </div>
      ) : null}
    </>
  );
}

/**
 * The spec's `settings/permissions` screen: the list of grants, one per row, as every resource has
 * it; with `?role=` the role's permissions as a grid (issue 29, decision 0036). Without the grid's
 * read pair the screen is the list alone.
 */
export function PermissionsScreen() {
  const { t } = useAdminText();
  const { query } = usePageLocation();
  const actions = useAdminActions();
  const role = roleOf(query);
  const gridded = adminCan(actions, 'Permissions', 'grid');
  if (!gridded) return <ResourceScreen resource={PERMISSIONS} />;
  if (role === null)
    return <ResourceScreen resource={PERMISSIONS} intro={<RolePicker current={null} />} />;
  return (
    <AdminLayout title={t('grid.title', { role })}>
      <RolePicker key={`picker ${role}`} current={role} />
      <p>
        <Link to="/admin/settings/permissions">{t('grid.back')}</Link>
      </p>
      <RoleGrid key={role} role={role} />
    </AdminLayout>
  );
}
