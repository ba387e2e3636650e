import { leadListFilters } from '@agency/core/admin';
import { CLIENTS_TABLE } from '@agency/core/tables';
import type { AdminMessageKey } from '../i18n/en';
import { LeadFilters } from '../list/LeadFilters';
import { fromTable } from './from-table';
import { languageWords, serviceWords } from './lead-words';
import type { AdminRecord, AdminRecords, ResourceColumn } from './resource';
import { stamp, str } from './resource-parts';

// A client's lead (Clients/list's `lead`), or an empty one for a client entered by hand.
const leadOf = (record: AdminRecord): AdminRecord => {
  const lead = record.lead;
  return (typeof lead === 'object' && lead !== null ? lead : { id: '' }) as AdminRecord;
};

/** A column of the client's lead: its text on screen, the value itself in the CSV. */
const leadColumn = (
  key: string,
  label: AdminMessageKey,
  words?: (value: string) => AdminMessageKey,
): ResourceColumn => ({
  key,
  label,
  cell: (record, { t }) => {
    const value = str(leadOf(record), key);
    return value === '' || words === undefined ? value : t(words(value));
  },
  csv: (record) => str(leadOf(record), key),
});

const STATUS_WORDS = (status: string) => `leadStatus.${status}` as AdminMessageKey;

/**
 * Clients: the agency's CRM records, and the leads among them (issue 28): a quote request from the
 * landing is a client with a lead, listed with its status, service, language and time; its status
 * moves new → contacted → won or lost (the server's rule), and it gets an assignee. The list filters
 * leads by status, service, language and period, and shows suspected spam on its own, where "Not
 * spam" releases a request (Clients/update spam: false; the server delivers it then). A lead marked
 * won is offered an invitation to a customer account (Clients/invite), then and on its row.
 */
export const CLIENTS = fromTable<AdminRecords['Clients']>(CLIENTS_TABLE, {
  route: 'admin-customer-clients',
  title: 'resource.Clients',
  singular: 'resource.Clients.one',
  moreColumnsBefore: 'createdAt',
  moreColumns: [
    leadColumn('status', 'field.leadStatus', STATUS_WORDS),
    leadColumn('service', 'field.service', serviceWords),
    leadColumn('lang', 'field.leadLang', languageWords),
    {
      ...stamp('submittedAt', 'field.submittedAt'),
      cell: (record, { formatDate }) => {
        const at = str(leadOf(record), 'submittedAt');
        return at === '' ? '' : formatDate(at);
      },
      csv: (record) => str(leadOf(record), 'submittedAt'),
    },
    leadColumn('message', 'field.message'),
  ],
  moreFields: [
    {
      name: 'lead.status',
      label: 'field.leadStatus',
      kind: 'select',
      editOnly: true,
      omitEmpty: true,
      options: {
        kind: 'fixed',
        values: (['new', 'contacted', 'won', 'lost'] as const).map((value) => ({
          value,
          label: STATUS_WORDS(value),
        })),
      },
    },
    {
      name: 'lead.assigneeId',
      label: 'field.assignee',
      kind: 'select',
      editOnly: true,
      omitEmpty: true,
      options: {
        kind: 'records',
        controller: 'Users',
        value: (record) => record.id,
        when: (record) => str(record, 'kind') === 'admin',
      },
    },
  ],
  listFilters: { read: leadListFilters, Controls: LeadFilters },
  rowAction: {
    label: 'lead.notSpam',
    done: 'lead.released',
    when: (filters) => filters.spam === true,
    changes: { spam: false },
  },
  // A won lead with an e-mail and no account yet may be invited (the server's rule decides; this only offers).
  recordCall: {
    subaction: 'invite',
    label: 'lead.invite',
    question: 'lead.inviteQuestion',
    done: (answer) => (answer.invited === true ? 'lead.invited' : 'lead.linked'),
    applies: (record) => {
      const lead = leadOf(record);
      return str(lead, 'status') === 'won' && str(record, 'email') !== '' && !lead.accountId;
    },
  },
  // Clients/update takes a lead's status and assignee as fields of their own.
  finish: ({ lead, ...item }) => {
    const given = (typeof lead === 'object' && lead !== null ? lead : {}) as Record<
      string,
      unknown
    >;
    return {
      ...item,
      ...(given.status === undefined ? {} : { leadStatus: given.status }),
      ...(given.assigneeId === undefined ? {} : { assigneeId: given.assigneeId }),
    };
  },
});
