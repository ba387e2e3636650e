import type { HandlerTable } from '../context/call-context';
import { renderContent } from '../pages/render-content';

/** Pages/preview: the content as the site renders it (decision 0019), so the editor sees it before saving. */
export const contentHandlers: HandlerTable = {
  'Pages/preview': async (_ctx, payload) => renderContent(payload.content),
};
