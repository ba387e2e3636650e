import { toWebError } from '@agency/core';
import { type WebApi, type WebApiRequest, webApiOver } from '../../../provider/web-api';
import { STORY_RECORDS, storyList, storySeries } from './story-account-data';
import { type StoryGoogle, storyGoogleAnswer } from './story-google';

const STORY_ALTERNATES = [
  {
    owner: '7b0f3c1e-8d52-4c1a-9a57-0f2d5e6b9c11',
    sid: '0d8e9f60-1b2c-4d3e-8f4a-5b6c7d8e9f00',
    name: 'Demo Coffee',
  },
  {
    owner: '1c2d3e4f-8d52-4c1a-9a57-0f2d5e6b9c11',
    sid: '0d8e9f60-1b2c-4d3e-8f4a-5b6c7d8e9f00',
    name: 'Demo Bakery',
  },
];

const IMPORT_ROWS = [
  { row: 1, storeCode: 'KYIV-02', name: 'Demo Coffee Podil', status: 'create', errors: [] },
  { row: 2, storeCode: 'LVIV-01', name: 'Demo Coffee Rynok', status: 'update', errors: [] },
  { row: 3, storeCode: 'ODESA-02', name: 'Demo Coffee Arcadia', status: 'create', errors: [] },
];

const INVALID_ROW = {
  row: 4,
  storeCode: null,
  name: null,
  status: 'invalid',
  // As web-api words it for an English page: the row and the spreadsheet column, then the problem.
  errors: [
    {
      field: 'Business name',
      code: 'required',
      message: 'Row 4, column "Business name": required, and the cell is empty',
    },
  ],
};

function answer(request: WebApiRequest): unknown {
  const { controller, subaction, payload = {} } = request;
  if (controller === 'Import') {
    const file = request.form?.get('file');
    // A file whose name contains "bad" shows the row problems; any other file imports three rows.
    const bad = file instanceof File && file.name.includes('bad');
    const rows = bad ? [...IMPORT_ROWS, INVALID_ROW] : IMPORT_ROWS;
    if (subaction === 'preview') return { format: 'gbp-csv', rows, valid: 3, invalid: bad ? 1 : 0 };
    return { created: 2, updated: 1, rows };
  }
  if (controller === 'Statistics') return storySeries(String(payload.from ?? '2026-11-01'));
  if (
    controller === 'Account' &&
    subaction === 'changePassword' &&
    payload.currentPassword === 'wrong'
  ) {
    throw toWebError(
      400,
      {
        code: 'VALIDATION_FAILED',
        message: 'invalid',
        data: {
          fields: [
            { field: 'currentPassword', code: 'invalid', message: 'The current password is wrong' },
          ],
        },
      },
      {},
    );
  }
  if (controller === 'Account') return { settings: payload, changed: true };
  if (controller === 'Auth' && subaction === 'alternates') return { alternates: STORY_ALTERNATES };
  if (controller === 'Auth' && subaction === 'switchAccount')
    return {
      jwt: 'story.jwt.sig',
      alternate: STORY_ALTERNATES.find((a) => a.owner === payload.owner),
    };
  if (controller === 'Auth') return { signedOut: true };
  if (subaction === 'list') return storyList(controller);
  if (subaction === 'delete') return { deleted: payload.id };
  const item = payload.item as Record<string, unknown> | undefined;
  if (item?.name === 'taken') {
    throw toWebError(
      409,
      {
        code: 'CONFLICT',
        message: 'duplicate',
        data: { fields: [{ field: 'item.name', code: 'duplicate', message: 'Already used' }] },
      },
      {},
    );
  }
  return { item: { ...(STORY_RECORDS[controller]?.[0] ?? {}), ...item } };
}

/**
 * An in-memory /web for the account stories: lists, saves, import, statistics; a name "taken" is
 * refused. With `google`, the Google calls answer that connection and its listings.
 */
export function storyAccountApi(google?: StoryGoogle): WebApi {
  return webApiOver(async (request: WebApiRequest) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    console.info(
      'call',
      request.method,
      `${request.controller}/${request.subaction}`,
      request.payload,
    );
    const fromGoogle = google === undefined ? undefined : storyGoogleAnswer(google, request);
    return { data: fromGoogle ?? answer(request) };
  });
}
