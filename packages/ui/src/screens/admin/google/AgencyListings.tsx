import { useCallback, useId, useState } from 'react';
import { useConfirm } from '../../../components/use-confirm';
import { useLoad } from '../../../components/use-load';
import { useApi, useDispatch } from '../../../provider/hooks';
import type { WebApi } from '../../../provider/web-api';
import { errorNotification } from '../form/server-problems';
import { useAdminText } from '../i18n/admin-intl';
import { ListError, ListLoading } from '../list/ListStatus';
import { fetchAllRecords } from '../list/list-page';
import { type AgencyListing, type GoogleOwner, readAgencyListings } from './agency-google-data';

/** A customer a listing may be linked to. */
interface Customer {
  readonly id: string;
  readonly label: string;
}

/** The customer accounts of Users/list (every page), by name. */
async function loadCustomers(api: WebApi): Promise<Customer[]> {
  const users = await fetchAllRecords(api, 'Users', { sort: 'name', filter: '' });
  return users.flatMap((user): Customer[] =>
    user.kind === 'customer'
      ? [
          {
            id: user.id,
            label: ownerText({
              id: user.id,
              name: typeof user.name === 'string' ? user.name : '',
              email: typeof user.email === 'string' ? user.email : null,
            }),
          },
        ]
      : [],
  );
}

/** A customer in words: the name, with the e-mail when there is one. */
export function ownerText(owner: NonNullable<GoogleOwner>): string {
  if (owner.email === null || owner.email === '') return owner.name;
  return owner.name === '' ? owner.email : `${owner.name} (${owner.email})`;
}

/**
 * The listings the agency's Google account manages (AgencyGoogle/locations), each with the
 * customer it is linked to; an unlinked one is linked to a customer chosen among Users/list's
 * customers (AgencyGoogle/link), a linked one unlinked after a confirmation (AgencyGoogle/unlink).
 */
export function AgencyListings({ can }: { readonly can: (pair: string) => boolean }) {
  const { t } = useAdminText();
  const api = useApi();
  const id = useId();
  const dispatch = useDispatch();
  const confirm = useConfirm();
  const mayLink = can('AgencyGoogle/link') && can('Users/list');
  const mayUnlink = can('AgencyGoogle/unlink');
  const listings = useLoad(
    useCallback(
      () => api.call('AgencyGoogle/locations', {}).then(({ data }) => readAgencyListings(data)),
      [api],
    ),
  );
  // The customers to choose from, only when a listing may be linked.
  const customersOf = useCallback(() => loadCustomers(api), [api]);
  const customers = useLoad(mayLink ? customersOf : null);
  const [chosen, setChosen] = useState<Readonly<Record<string, string>>>({});
  const [pending, setPending] = useState<string | null>(null);
  const notify = (text: string) =>
    dispatch({ type: 'notification/opened', notification: { type: 'other', text } });

  const run = async (listing: AgencyListing, change: () => Promise<unknown>, done: string) => {
    setPending(listing.name);
    try {
      await change();
      notify(done);
      listings.retry();
    } catch (error) {
      dispatch({ type: 'notification/opened', notification: errorNotification(error) });
    } finally {
      setPending(null);
    }
  };
  const link = (listing: AgencyListing) => {
    const customer = chosen[listing.name] ?? '';
    if (customer === '') return;
    void run(
      listing,
      () => api.call('AgencyGoogle/link', { name: listing.name, customer }),
      t('google.linked', { title: listing.title }),
    );
  };
  const unlink = async (listing: AgencyListing) => {
    if (!(await confirm())) return;
    await run(
      listing,
      () => api.call('AgencyGoogle/unlink', { name: listing.name }),
      t('google.unlinked', { title: listing.title }),
    );
  };

  const state = listings.state;
  const choices = customers.state.status === 'ready' ? customers.state.value : [];
  return (
    <div className="admin-google__listings">
      <h3 id={id}>{t('google.listings')}</h3>
      {state.status === 'loading' ? <ListLoading /> : null}
      {state.status === 'error' ? <ListError onRetry={listings.retry} /> : null}
      {state.status === 'ready' && state.value.length === 0 ? (
        <p className="admin-status">{t('google.listingsNone')}</p>
      ) : null}
      {state.status === 'ready' && state.value.length > 0 ? (
        <div className="admin-table-wrap">
          <table className="admin-table" aria-labelledby={id}>
            <thead>
              <tr>
                <th scope="col">{t('google.listing')}</th>
                <th scope="col">{t('google.customer')}</th>
                {mayLink || mayUnlink ? <th scope="col">{t('list.actions')}</th> : null}
              </tr>
            </thead>
            <tbody>
              {state.value.map((listing) => (
                <tr key={listing.name}>
                  <th scope="row">
                    {listing.title}
                    <span className="google-detail">{listing.address}</span>
                  </th>
                  <td>
                    {listing.customer === null
                      ? t('google.notLinked')
                      : ownerText(listing.customer)}
                  </td>
                  {mayLink || mayUnlink ? (
                    <td className="admin-table__actions">
                      {listing.customer === null && mayLink ? (
                        <span className="admin-google__link">
                          <select
                            className="field__input"
                            aria-label={t('google.customerFor', { title: listing.title })}
                            value={chosen[listing.name] ?? ''}
                            aria-busy={customers.state.status === 'loading'}
                            onChange={(event) =>
                              setChosen((current) => ({
                                ...current,
                                [listing.name]: event.target.value,
                              }))
                            }
                          >
                            <option value="">
                              {customers.state.status === 'loading'
                                ? t('list.loading')
                                : t('form.choose')}
                            </option>
                            {choices.map((customer) => (
                              <option key={customer.id} value={customer.id}>
                                {customer.label}
                              </option>
                            ))}
                          </select>
                          <button
                            type="button"
                            className="button"
                            disabled={pending !== null || (chosen[listing.name] ?? '') === ''}
                            aria-label={t('google.linkNamed', { title: listing.title })}
                            onClick={() => link(listing)}
                          >
                            {t('google.link')}
                          </button>
                        </span>
                      ) : null}
                      {listing.customer !== null && mayUnlink ? (
                        <button
                          type="button"
                          className="button"
                          disabled={pending !== null}
                          aria-label={t('google.unlinkNamed', { title: listing.title })}
                          onClick={() => void unlink(listing)}
                        >
                          {t('google.unlink')}
                        </button>
                      ) : null}
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}
