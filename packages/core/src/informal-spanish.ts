// Decision 0015: Spanish addresses the reader as "usted". These words only exist in the "tú" form
// (pronouns, possessives, present-tense verbs and imperatives that would read "usted" otherwise);
// nouns and third-person forms that merely look alike ("solicita", "confirma") are left out on purpose.
const TU_WORDS: ReadonlySet<string> = new Set([
  'tú',
  'tu',
  'tus',
  'te',
  'ti',
  'contigo',
  'tuyo',
  'tuya',
  'tuyos',
  'tuyas',
  'puedes',
  'tienes',
  'eres',
  'estás',
  'has',
  'quieres',
  'necesitas',
  'debes',
  'sabes',
  'haces',
  'vives',
  'das',
  'ves',
  'usas',
  'utilizas',
  'subes',
  'añades',
  'importas',
  'aceptas',
  'aceptes',
  'borres',
  'cierres',
  'trabajes',
  'consideres',
  'escribes',
  'llamas',
  'indicas',
  'cuentes',
  'sospechas',
  'facilitaste',
  'olvidaste',
  'permites',
  'prefieres',
  'deseas',
  'introduces',
  'recibes',
  'inicias',
  'cambias',
  'compartas',
  'elijas',
  'sigues',
  'resides',
  'estés',
  'hayas',
  'introdúcelo',
  'revísalo',
  'inténtalo',
  'haz',
  'pon',
  'llámanos',
  'escríbenos',
  'contáctanos',
  'pregúntanos',
  'cuéntanos',
  'visítanos',
  'síguenos',
  'avísanos',
  'envíanos',
  'pídenos',
  'dinos',
  'mantén',
  'compártelo',
]);

// A "tú" imperative with an enclitic "te" ("conéctate", "regístrate", "ponte"); adverbs in -mente
// and the few nouns of that shape ("límite") are not.
const SHORT_IMPERATIVE_TE = new Set(['ponte', 'date', 'vete']);
const ENDS_IN_TE = /[aei]te$/u;
const ACCENTED_VOWEL = /[áéíóú]/u;

// An accented vowel before a final -ate, -ete or -ite (two checks, each linear in the word).
function isImperativeWithTe(word: string): boolean {
  if (SHORT_IMPERATIVE_TE.has(word)) return true;
  return ENDS_IN_TE.test(word) && ACCENTED_VOWEL.test(word.slice(0, -3));
}
const NOT_IMPERATIVE = /mente$|^límite$/u;

/**
 * The words of `text` that address the reader as "tú" rather than "usted" (lower-cased, in order), so a
 * test can show exactly which words of a Spanish text break the site's one form of address.
 */
export function informalSpanishWords(text: string): string[] {
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  return words.filter(
    (word) => TU_WORDS.has(word) || (isImperativeWithTe(word) && !NOT_IMPERATIVE.test(word)),
  );
}
