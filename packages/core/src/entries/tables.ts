// @agency/core/tables: the records described once (the back office's tables), for the backend's store,
// the back office's lists and forms, and the contract's check. An entry of its own: the landing needs none.

export {
  ADMIN_TABLES,
  CLIENTS_TABLE,
  CONTROLLERS_TABLE,
  NAVIGATIONS_TABLE,
  PAGES_TABLE,
  PERMISSIONS_TABLE,
  ROLES_TABLE,
  SUBACTIONS_TABLE,
} from '../admin-tables';
export {
  type EditedField,
  type FieldChoices,
  type FieldKind,
  recordName,
  type StoredField,
  sortKeys,
  type TableDescription,
} from '../record-description';
