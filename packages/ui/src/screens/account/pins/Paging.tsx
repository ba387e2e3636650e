import { Link } from '../../../components/Link';
import { type ListQuery, listUrl } from '../list-url';
import { useText } from '../use-text';

const KEEP = ['q', 'sort', 'p', 'archived', 'read'];

/** Previous/next links of a list, kept in the URL as `p`, with "Page p of pages". */
export function Paging({
  path,
  query,
  p,
  pages,
}: {
  readonly path: string;
  readonly query: ListQuery;
  readonly p: number;
  readonly pages: number;
}) {
  const { t } = useText();
  if (pages <= 1) return null;
  return (
    <nav className="paging" aria-label={t('paging.label')}>
      {p > 1 ? (
        <Link to={listUrl(path, query, { p: p - 1 })} keep={KEEP} rel="prev">
          {t('paging.previous')}
        </Link>
      ) : (
        <span aria-hidden="true" />
      )}
      <span aria-current="page">{t('paging.status', { p, pages })}</span>
      {p < pages ? (
        <Link to={listUrl(path, query, { p: p + 1 })} keep={KEEP} rel="next">
          {t('paging.next')}
        </Link>
      ) : (
        <span aria-hidden="true" />
      )}
    </nav>
  );
}
