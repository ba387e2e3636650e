import { Link } from '../Link';

/** The pager's texts in the page's language: the navigation's name, the moves and "Page p of pages". */
export interface PagerTexts {
  readonly label: string;
  readonly previous: string;
  readonly next: string;
  readonly status: string;
}

/** How the pager moves: links to each page's URL (no script needed), or buttons that call `onPage`. */
export type PagerMove =
  | { readonly hrefOf: (p: number) => string; readonly keep: readonly string[] }
  | { readonly onPage: (p: number) => void };

/** Props of `Pager`: the page shown, how many there are, the texts and the move to another page. */
export type PagerProps = {
  readonly p: number;
  readonly pages: number;
  readonly texts: PagerTexts;
} & PagerMove;

/** Previous / next page and "Page p of pages" of a list; nothing when everything fits one page. */
export function Pager(props: PagerProps) {
  const { p, pages, texts } = props;
  if (pages <= 1 && p <= 1) return null;
  const step = (to: number, rel: 'prev' | 'next', text: string, enabled: boolean) => {
    if ('onPage' in props) {
      return (
        <button
          type="button"
          className="button"
          disabled={!enabled}
          onClick={() => props.onPage(to)}
        >
          {text}
        </button>
      );
    }
    return enabled ? (
      <Link to={props.hrefOf(to)} keep={props.keep} rel={rel}>
        {text}
      </Link>
    ) : (
      <span aria-hidden="true" />
    );
  };
  return (
    <nav className="pager" aria-label={texts.label}>
      {step(p - 1, 'prev', texts.previous, p > 1)}
      {'onPage' in props ? (
        <span aria-live="polite">{texts.status}</span>
      ) : (
        <span aria-current="page">{texts.status}</span>
      )}
      {step(p + 1, 'next', texts.next, p < pages)}
    </nav>
  );
}
