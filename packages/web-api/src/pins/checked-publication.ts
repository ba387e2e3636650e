import type { FieldRuleProblem } from '@agency/core';
import { checkPublication, type PublicationDraft, publicationParts } from '@agency/core';
import type { Db } from '../db/db';
import { WebApiError } from '../http/web-api-error';

function message(problem: FieldRuleProblem): string {
  switch (problem.code) {
    case 'required':
      return 'Required for this post type';
    case 'tooLong':
      return `At most ${problem.max} characters`;
    case 'format':
      return problem.format === 'url' ? 'Not an http(s) address' : 'Not a valid date';
    case 'range':
      return `Between ${problem.min} and ${problem.max}`;
    case 'order':
      return 'Must end after it starts';
    case 'pair':
      return 'Give both or neither';
    case 'minLength':
      return `At least ${problem.min} characters`;
    case 'currentPassword':
      return 'The current password is required';
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
    const fields = problems.map(([field, problem]) => ({
      field: `item.${field}`,
      code: problem.code,
      message: message(problem),
    }));
    throw new WebApiError(400, 'VALIDATION_FAILED', fields[0]?.message ?? 'Invalid post', {
      fields,
    });
  }
  return { ...item, ...publicationParts(merged as unknown as PublicationDraft) };
}
