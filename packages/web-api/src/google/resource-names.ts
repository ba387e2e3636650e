import { GoogleApiError } from './google-api-error';

// Names go into URL paths: only Google's own forms are accepted, so no name can reach another path.

/** The name forms the client takes, each with an example. */
const NAME_FORMS = {
  account: { pattern: /^accounts\/[A-Za-z0-9_-]{1,128}$/, example: 'accounts/123' },
  location: { pattern: /^locations\/[A-Za-z0-9_-]{1,128}$/, example: 'locations/456' },
  accountLocation: {
    pattern: /^accounts\/[A-Za-z0-9_-]{1,128}\/locations\/[A-Za-z0-9_-]{1,128}$/,
    example: 'accounts/123/locations/456',
  },
  review: {
    pattern:
      /^accounts\/[A-Za-z0-9_-]{1,128}\/locations\/[A-Za-z0-9_-]{1,128}\/reviews\/[A-Za-z0-9_-]{1,512}$/,
    example: 'accounts/123/locations/456/reviews/AbC',
  },
  localPost: {
    pattern:
      /^accounts\/[A-Za-z0-9_-]{1,128}\/locations\/[A-Za-z0-9_-]{1,128}\/localPosts\/[A-Za-z0-9_-]{1,128}$/,
    example: 'accounts/123/locations/456/localPosts/789',
  },
} as const;

/** A kind of resource name. */
export type NameForm = keyof typeof NAME_FORMS;

/** The name itself when it has the form; else an 'invalid' GoogleApiError (nothing is sent). */
export function checkedName(form: NameForm, name: string, what: string): string {
  const { pattern, example } = NAME_FORMS[form];
  if (typeof name !== 'string' || !pattern.test(name)) {
    throw new GoogleApiError('invalid', `${what}: not a ${form} name like ${example}`);
  }
  return name;
}

/** A field mask as Google takes it: comma-separated paths of letters, digits, `_` and `.`. */
export function fieldMask(mask: string | readonly string[], what: string): string {
  const paths = typeof mask === 'string' ? mask.split(',') : [...mask];
  const cleaned = paths.map((path) => path.trim());
  if (
    cleaned.length === 0 ||
    cleaned.some((path) => !/^[A-Za-z][A-Za-z0-9_.]{0,199}$/.test(path))
  ) {
    throw new GoogleApiError('invalid', `${what}: a field mask of field paths is required`);
  }
  return cleaned.join(',');
}
