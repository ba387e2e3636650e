// The languages a Takeout address may name its country in (Maps writes the account's language).
const LANGUAGES = ['en', 'uk', 'ru', 'de', 'fr', 'es', 'it', 'pl', 'pt', 'nl', 'cs', 'tr'];
const NAMES = new Map<string, Intl.DisplayNames>();

function namesOf(code: string): Set<string> {
  const names = new Set([code.toLowerCase()]);
  for (const language of LANGUAGES) {
    let display = NAMES.get(language);
    if (!display) {
      display = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
      NAMES.set(language, display);
    }
    const name = display.of(code);
    if (name) names.add(name.toLowerCase());
  }
  return names;
}

/**
 * A one-line address without the country it names, when the country is stored on its own (its
 * ISO code): every comma-separated part but the first that is the country's name in a language
 * Maps writes, or its code, is left out (`…, Київ, Україна, 01001` with UA is `…, Київ, 01001`).
 */
export function withoutCountry(address: string, country: string | null): string {
  if (country === null || !/^[A-Z]{2}$/.test(country)) return address;
  const names = namesOf(country);
  const parts = address.split(',');
  const kept = parts.filter((part, index) => index === 0 || !names.has(part.trim().toLowerCase()));
  return kept.length === parts.length ? address : kept.join(',').trim();
}
