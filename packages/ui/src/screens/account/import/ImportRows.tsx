import { useText } from '../use-text';
import type { ImportRow } from './import-data';

/** The rows of a maps file: number, name, store code, what happens, and each row's problems. */
export function ImportRows({ rows }: { readonly rows: readonly ImportRow[] }) {
  const { t } = useText();
  return (
    <div className="pin-table import-rows">
      <table>
        <caption className="visually-hidden">{t('import.rows')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('import.row')}</th>
            <th scope="col">{t('import.rowName')}</th>
            <th scope="col">{t('import.rowCode')}</th>
            <th scope="col">{t('import.rowStatus')}</th>
            <th scope="col">{t('import.rowProblems')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.row}
              className={row.status === 'invalid' ? 'import-rows__invalid' : undefined}
            >
              <th scope="row" data-label={t('import.row')}>
                {row.row}
              </th>
              <td data-label={t('import.rowName')}>{row.name ?? t('form.none')}</td>
              <td data-label={t('import.rowCode')}>{row.storeCode ?? t('form.none')}</td>
              <td data-label={t('import.rowStatus')}>{t(`import.status.${row.status}`)}</td>
              <td data-label={t('import.rowProblems')}>
                {row.errors.length === 0 ? (
                  t('form.none')
                ) : (
                  <ul className="import-rows__problems">
                    {row.errors.map((error) => (
                      // The message names the row and the spreadsheet column, in the page's language.
                      <li key={`${error.field}-${error.code}`}>{error.message}</li>
                    ))}
                  </ul>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
