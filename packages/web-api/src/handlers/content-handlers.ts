import { renderContent } from '../pages/render-content';
import type { HandlerTable } from './call-context';

/** Pages/preview: the content as the site renders it (decision 0019), so the editor sees it before saving. */
export const contentHandlers: HandlerTable = {
  'Pages/preview': async (_ctx, payload) => renderContent(payload.content),
};
