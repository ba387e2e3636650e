import { badRequest, googleError } from '../http/google-error';
import { type JsonObject, parseJsonObject } from '../http/json-object';
import { MAX_BODY_BYTES } from '../http/read-body';
import { localPostShapeProblem } from './local-post-fields';

/** The LocalPost a create or patch request carries, or the 400 for a body that is not one. */
export function localPostBody(
  bodyText: string | undefined,
): { ok: true; body: JsonObject } | { ok: false; response: Response } {
  if (bodyText === undefined) {
    return {
      ok: false,
      response: googleError(
        400,
        `Request payload size exceeds the limit: ${MAX_BODY_BYTES} bytes.`,
      ),
    };
  }
  const parsed = parseJsonObject(bodyText);
  if (!parsed.ok)
    return {
      ok: false,
      response: badRequest([{ field: 'local_post', description: parsed.message }]),
    };
  const shape = localPostShapeProblem(parsed.value);
  return shape ? { ok: false, response: shape } : { ok: true, body: parsed.value };
}

/**
 * A post as Google keeps it: output-only fields a client sent are dropped, and a call to action on
 * an OFFER post is ignored, as the reference says.
 */
export function keptPostFields(post: JsonObject): JsonObject {
  const { name, createTime, updateTime, recurringInstanceTime, state, searchUrl, ...kept } = post;
  if (kept.topicType === 'OFFER') delete kept.callToAction;
  for (const [key, value] of Object.entries(kept)) if (value === null) delete kept[key];
  return kept;
}
