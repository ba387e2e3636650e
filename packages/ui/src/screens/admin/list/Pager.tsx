import { useAdminText } from '../i18n/admin-intl';

/** Props of `Pager`: the page shown, how many there are, and the move to another page. */
export interface PagerProps {
  readonly p: number;
  readonly pages: number;
  readonly onPage: (p: number) => void;
}

/** Previous / next page and "Page p of pages"; nothing when everything fits one page. */
export function Pager({ p, pages, onPage }: PagerProps) {
  const { t } = useAdminText();
  if (pages <= 1 && p <= 1) return null;
  return (
    <nav className="admin-pager" aria-label={t('pager.label')}>
      <button type="button" className="button" disabled={p <= 1} onClick={() => onPage(p - 1)}>
        {t('pager.previous')}
      </button>
      <span aria-live="polite">{t('pager.status', { p, pages: Math.max(pages, 1) })}</span>
      <button type="button" className="button" disabled={p >= pages} onClick={() => onPage(p + 1)}>
        {t('pager.next')}
      </button>
    </nav>
  );
}
