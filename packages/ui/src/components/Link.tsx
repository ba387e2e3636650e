import { isExternalLink, type Language, type LinkTarget, localizeLink } from '@agency/core';
import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { useNavigate } from '../provider/hooks';
import { useLang } from '../provider/use-lang';

/** Props of `Link`: an internal target (localized by core) or an external href, plus anchor attributes. */
export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  readonly to: LinkTarget;
  /** Query parameters the link keeps (core's default: p and el). */
  readonly keep?: readonly string[];
  /** The language of the target (default: the page's). */
  readonly lang?: Language;
  readonly children?: ReactNode;
}

type PressOf = Pick<
  MouseEvent,
  'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'defaultPrevented'
>;

/** A press the browser should handle itself: a new tab or window, a download, not the main button. */
export function isModifiedClick(event: Omit<PressOf, 'defaultPrevented'>): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/**
 * Whether a press on a link to `href` (opened in `target`) is the site's to follow without a reload:
 * an internal target in the same tab, the main button and no modifier (a new tab or window, a
 * download), and no handler has taken it.
 */
export function followsInPage(event: PressOf, href: string, target?: string): boolean {
  return !(
    event.defaultPrevented ||
    isExternalLink(href) ||
    target === '_blank' ||
    isModifiedClick(event)
  );
}

/** An anchor whose internal target gets the page's language prefix and navigates without a reload. */
export function Link({ to, keep, lang, onClick, target, children, ...rest }: LinkProps) {
  const pageLang = useLang();
  const navigate = useNavigate();
  const href = localizeLink(to, lang ?? pageLang, keep === undefined ? {} : { keep });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!followsInPage(event, href, target)) return;
    event.preventDefault();
    navigate(href);
  };
  return (
    <a {...rest} href={href} target={target} onClick={handleClick}>
      {children}
    </a>
  );
}
