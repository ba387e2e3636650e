import { isLanguage } from './languages';
import { isLeadService, type LeadStatus } from './lead-rules';
import type { Query } from './query';

/** A lead's statuses, in the order they move (the clients screen's status filter offers them so). */
export const LEAD_STATUSES: readonly LeadStatus[] = ['new', 'contacted', 'won', 'lost'];

/** The lead filters of the clients list as Clients/list takes them (spam only when asked for). */
export type LeadListFilters = {
  readonly leadStatus?: LeadStatus;
  readonly service?: string;
  readonly leadLang?: string;
  readonly since?: string;
  readonly until?: string;
  readonly spam?: true;
};

// A calendar day as the contract's Day: yyyy-mm-dd of a real date.
const isDay = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

/**
 * Reads the clients list's lead filters from a route query, keeping only valid values (a status,
 * a service, a language, a day for since and until, spam only as "true"). Never throws: an address
 * edited by hand loses what is not a filter instead of failing the page.
 */
export function leadListFilters(query: Query): LeadListFilters {
  const { leadStatus = '', service = '', leadLang = '', since = '', until = '', spam } = query;
  return {
    ...((LEAD_STATUSES as readonly string[]).includes(leadStatus)
      ? { leadStatus: leadStatus as LeadStatus }
      : {}),
    ...(isLeadService(service) ? { service } : {}),
    ...(isLanguage(leadLang) ? { leadLang } : {}),
    ...(isDay(since) ? { since } : {}),
    ...(isDay(until) ? { until } : {}),
    ...(spam === 'true' ? { spam: true as const } : {}),
  };
}

/** The route query of lead filters (what `leadListFilters` reads back). */
export function leadListSearch(filters: LeadListFilters): Query {
  const search: Record<string, string> = {};
  for (const [key, value] of Object.entries(filters))
    if (value !== undefined) search[key] = String(value);
  return search;
}
