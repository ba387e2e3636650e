import { snakePath } from '../http/field-names';
import { badRequest } from '../http/google-error';
import { isJsonObject, type JsonObject } from '../http/json-object';

/**
 * The fields of a v4 LocalPost and the JSON kind of each.
 * https://developers.google.com/my-business/reference/rest/v4/accounts.locations.localPosts#LocalPost
 */
export const LOCAL_POST_FIELDS = {
  name: 'string',
  languageCode: 'string',
  summary: 'string',
  callToAction: 'object',
  createTime: 'string',
  updateTime: 'string',
  scheduledTime: 'string',
  recurringInstanceTime: 'string',
  event: 'object',
  state: 'string',
  media: 'array',
  searchUrl: 'string',
  topicType: 'string',
  alertType: 'string',
  offer: 'object',
} as const;

/** The output-only fields of a LocalPost: ignored in a create body, refused in an update mask. */
export const LOCAL_POST_OUTPUT_ONLY = [
  'name',
  'createTime',
  'updateTime',
  'recurringInstanceTime',
  'state',
  'searchUrl',
] as const;

/**
 * The 400 gRPC transcoding answers for a LocalPost body with an unknown field or a field of the
 * wrong JSON kind; undefined when the body parses as a LocalPost.
 */
export function localPostShapeProblem(body: JsonObject): Response | undefined {
  for (const [key, value] of Object.entries(body)) {
    if (!Object.hasOwn(LOCAL_POST_FIELDS, key)) {
      const description = `Invalid JSON payload received. Unknown name "${key}" at 'local_post': Cannot find field.`;
      return badRequest([{ field: 'local_post', description }]);
    }
    if (value === null) continue;
    const kind = LOCAL_POST_FIELDS[key as keyof typeof LOCAL_POST_FIELDS];
    const fits =
      kind === 'string'
        ? typeof value === 'string'
        : kind === 'array'
          ? Array.isArray(value)
          : isJsonObject(value);
    if (!fits) {
      const type = kind === 'string' ? 'TYPE_STRING' : 'TYPE_MESSAGE';
      const description = `Invalid value at 'local_post.${snakePath(key)}' (${type}), ${JSON.stringify(value)}`;
      return badRequest([{ field: `local_post.${snakePath(key)}`, description }]);
    }
  }
  return undefined;
}

/** The 400 for an update mask naming an unknown or output-only LocalPost field; undefined when it may be applied. */
export function localPostMaskProblem(paths: readonly string[]): Response | undefined {
  for (const path of paths) {
    const top = path.split('.')[0] as string;
    if (!Object.hasOwn(LOCAL_POST_FIELDS, top)) {
      return badRequest([
        {
          field: 'update_mask',
          description: `Invalid field mask path: "${snakePath(path)}" is not a field of LocalPost.`,
        },
      ]);
    }
    if ((LOCAL_POST_OUTPUT_ONLY as readonly string[]).includes(top)) {
      return badRequest([
        { field: 'update_mask', description: `${snakePath(top)} is output only.` },
      ]);
    }
  }
  return undefined;
}
