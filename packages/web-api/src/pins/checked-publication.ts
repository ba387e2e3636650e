import type { FieldRuleProblem } from '@agency/core/forms';
import { checkPublication, type PublicationDraft, publicationParts } from '@agency/core/forms';
import type { MessageText } from '@agency/core/server-messages';
import { fieldProblem, WebApiError } from '../base/web-api-error';
import type { Db } from '../db/db';

/** Our words for a problem of a publication's field (the post-type rules and Google's). */
export function publicationProblemText(problem: FieldRuleProblem): MessageText {
  switch (problem.code) {
    case 'required':
      return { id: 'field.required' };
    case 'tooLong':
      return { id: 'field.maxLength', params: { limit: problem.max } };
    case 'format':
      return { id: problem.format === 'url' ? 'field.url' : 'field.date' };
    case 'range':
      return { id: 'field.range', params: { min: problem.min, max: problem.max } };
    case 'order':
      return { id: 'field.order' };
    case 'pair':
      return { id: 'field.pair' };
    case 'minLength':
      return { id: 'field.minLength', params: { limit: problem.min } };
    case 'currentPassword':
      return { id: 'password.currentRequired' };
  }
}

/**
 * A publication's item (a whole input, or an update's changes merged over the stored post) checked
 * by the core post-type rules, 400 with every field error otherwise; the answer is the item with the
 * parts its post type keeps (an event only on event posts, an offer only on offer posts).
 */
export async function checkedPublication(
  db: Db,
  owner: string,
  item: Record<string, unknown>,
  id?: string,
): Promise<Record<string, unknown>> {
  let stored: Record<string, unknown> = {};
  if (id !== undefined) {
    const { rows } = await db.query<{ data: Record<string, unknown> }>(
      "select data from pins where id = $1 and owner_id = $2 and kind = 'publications'",
      [id, owner],
    );
    // An unknown id is the store's 404 to answer.
    if (rows[0] === undefined) return item;
    stored = rows[0].data;
  }
  const merged = {
    postType: 'standard',
    callToAction: null,
    event: null,
    offer: null,
    ...stored,
    ...item,
  };
  const problems = Object.entries(checkPublication(merged as unknown as PublicationDraft));
  if (problems.length > 0) {
    const fields = problems.map(([field, problem]) =>
      fieldProblem(`item.${field}`, problem.code, publicationProblemText(problem)),
    );
    throw new WebApiError(400, 'VALIDATION_FAILED', fields[0]?.text ?? 'field.invalid', {
      fields,
    });
  }
  return { ...item, ...publicationParts(merged as unknown as PublicationDraft) };
}
