import { email, maxLength, phone, required, url } from '@agency/core/admin';
import type { ResourceDescription } from './resource';
import { plain, stamp, str } from './resource-parts';

/** Clients: the agency's CRM records. */
export const CLIENTS: ResourceDescription = {
  route: 'admin-customer-clients',
  controller: 'Clients',
  title: 'resource.Clients',
  singular: 'resource.Clients.one',
  sorts: ['name', 'createdAt'],
  label: (record) => str(record, 'name'),
  columns: [
    plain('name', 'field.name', 'name'),
    plain('contactName', 'field.contactName'),
    plain('email', 'field.email'),
    plain('phone', 'field.phone'),
    plain('website', 'field.website'),
    stamp('createdAt', 'field.createdAt', 'createdAt'),
  ],
  fields: [
    { name: 'name', label: 'field.name', kind: 'text', rules: [required, maxLength(200)] },
    {
      name: 'contactName',
      label: 'field.contactName',
      kind: 'text',
      nullable: true,
      rules: [maxLength(200)],
    },
    { name: 'email', label: 'field.email', kind: 'email', nullable: true, rules: [email] },
    { name: 'phone', label: 'field.phone', kind: 'tel', nullable: true, rules: [phone] },
    { name: 'website', label: 'field.website', kind: 'url', nullable: true, rules: [url] },
    { name: 'notes', label: 'field.notes', kind: 'textarea', rules: [maxLength(5000)] },
  ],
};
