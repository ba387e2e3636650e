/**
 * A Lighthouse category score (0–100) recomputed as Lighthouse does, the weighted mean of its audits
 * (weights are already 0 in the result for audits that did not apply), without the audits in `without`.
 */
export function scoreWithout(lhr, category, without) {
  const refs = lhr.categories[category].auditRefs.filter(
    (ref) => ref.weight > 0 && !without.includes(ref.id),
  );
  const weight = refs.reduce((sum, ref) => sum + ref.weight, 0);
  const sum = refs.reduce((total, ref) => total + ref.weight * (lhr.audits[ref.id].score ?? 0), 0);
  return Math.round((weight === 0 ? 0 : sum / weight) * 100);
}

/** Whether the page asks not to be indexed (a robots meta tag or an X-Robots-Tag header with noindex). */
export function isNoindex(html, robotsHeader) {
  if (/\bnoindex\b/i.test(robotsHeader ?? '')) return true;
  return (html.match(/<meta\b[^>]*>/gi) ?? []).some(
    (tag) => /\bname=["']?robots["']?/i.test(tag) && /\bcontent=["'][^"']*\bnoindex\b/i.test(tag),
  );
}
