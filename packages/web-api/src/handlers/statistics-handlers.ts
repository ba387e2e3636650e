import { statisticsSeries } from '../pins/statistics-series';
import { customerOwner, type HandlerTable } from './call-context';

/** Statistics/series over the caller's account. */
export const statisticsHandlers: HandlerTable = {
  'Statistics/series': (ctx, payload) =>
    statisticsSeries(ctx.db, customerOwner(ctx), payload, ctx.google !== null),
};
