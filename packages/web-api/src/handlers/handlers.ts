import { type HandlerTable, rowHandler } from '../context/call-context';
import { pageLoad } from '../pages/page-load';
import { accountHandlers } from './account-handlers';
import { adminHandlers } from './admin-handlers';
import { agencyGoogleHandlers } from './agency-google-handlers';
import { authHandlers } from './auth-handlers';
import { contentHandlers } from './content-handlers';
import { deliveryHandlers } from './delivery-handlers';
import { googleHandlers } from './google-handlers';
import { importHandlers } from './import-handlers';
import { leadHandlers } from './lead-handlers';
import { leadRetentionHandlers } from './lead-retention-handlers';
import { notificationHandlers } from './notification-handlers';
import { permissionGridHandlers } from './permission-grid-handlers';
import { pinsHandlers } from './pins-handlers';
import { publicationHandlers } from './publication-handlers';
import { reviewHandlers } from './review-handlers';
import { socialHandlers } from './social-handlers';
import { statisticsHandlers } from './statistics-handlers';

/** Every controller/subaction implementation, keyed by `Controller/subaction`. */
export const HANDLERS: HandlerTable = {
  'Index/index': rowHandler<'Index/index'>(pageLoad),
  ...accountHandlers,
  ...authHandlers,
  ...socialHandlers,
  ...pinsHandlers,
  ...notificationHandlers,
  ...statisticsHandlers,
  ...reviewHandlers,
  ...publicationHandlers,
  ...importHandlers,
  ...adminHandlers,
  ...permissionGridHandlers,
  ...contentHandlers,
  ...deliveryHandlers,
  ...googleHandlers,
  ...agencyGoogleHandlers,
  ...leadHandlers,
  ...leadRetentionHandlers,
};
