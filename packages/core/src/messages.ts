/** Ids of the user-visible texts core's rules produce; the UI's catalogs hold their texts per language. */
export type MessageId =
  | 'error.notFound'
  | 'error.permissionDenied'
  | 'error.network'
  | 'error.badRequest';

/**
 * The English texts of the message ids. The first three are the texts of R8.3-R8.5, verbatim;
 * 'error.badRequest' is ours: it shows only when a 400 body carried no text of its own.
 */
export const MESSAGE_TEXTS_EN: Readonly<Record<MessageId, string>> = {
  'error.notFound': 'Something went wrong. We are working hard to fix this)',
  'error.permissionDenied': 'Permission denied',
  'error.network': 'Check your internet connection. No contact)',
  'error.badRequest': 'The request was not accepted. Please check the data and try again.',
};
