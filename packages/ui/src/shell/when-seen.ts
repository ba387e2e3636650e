import { watchUse } from './watch-use';

/**
 * Resolves once one of `watched` comes within `margin` of the view, the visitor presses or focuses
 * anything inside `within`, or `asked` resolves (a navigation wants the part's code); at once when
 * nothing is watched (the browser drew the part itself) or the browser has no IntersectionObserver.
 */
export function whenSeen(
  watched: readonly Element[],
  within: Element | null,
  asked?: Promise<unknown>,
  margin = '0px',
): Promise<void> {
  return new Promise((resolve) => {
    if (watched.length === 0 || within === null || typeof IntersectionObserver === 'undefined')
      return resolve();
    const done = () => {
      observer.disconnect();
      stopWatchingUse();
      resolve();
    };
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && done(),
      { rootMargin: margin },
    );
    for (const element of watched) observer.observe(element);
    const stopWatchingUse = watchUse(within, done);
    void asked?.then(done);
  });
}
