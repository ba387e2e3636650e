import type { FormValues } from '../../../components/forms/field-description';
import type { FieldProblem, FieldProblems } from './resource';

/** The languages a site page is edited in (the site offers es too). */
export const PAGE_LANGUAGES = ['ru', 'ua', 'en', 'es'] as const;

const PARTS = ['title', 'meta.description', 'content'] as const;

const text = (values: FormValues, name: string): string => {
  const value = values[name];
  return typeof value === 'string' ? value.trim() : '';
};

/** "each present language has title, meta and content": a language with any text needs its title. */
export function pagesCheck(values: FormValues): FieldProblems {
  const problems: Record<string, FieldProblem> = {};
  for (const lang of PAGE_LANGUAGES) {
    const filled = PARTS.some((part) => text(values, `translations.${lang}.${part}`) !== '');
    if (filled && text(values, `translations.${lang}.title`) === '')
      problems[`translations.${lang}.title`] = { key: 'problem.pageTitle' };
  }
  return problems;
}

/** Leaves out the languages whose title, meta and content are all empty. */
export function pagesFinish(item: Record<string, unknown>): Record<string, unknown> {
  const translations = (item.translations ?? {}) as Record<string, Record<string, unknown>>;
  const present: Record<string, unknown> = {};
  for (const lang of PAGE_LANGUAGES) {
    const page = translations[lang];
    if (page === undefined) continue;
    const meta = (page.meta ?? {}) as Record<string, unknown>;
    const parts = [page.title, meta.description, page.content];
    if (parts.some((part) => typeof part === 'string' && part !== '')) present[lang] = page;
  }
  return { ...item, translations: present };
}
