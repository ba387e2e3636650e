import { customerOwner, type HandlerTable } from '../context/call-context';
import { statisticsSeries } from '../pins/statistics-series';

/** Statistics/series over the caller's account. */
export const statisticsHandlers: HandlerTable = {
  'Statistics/series': (ctx, payload) =>
    statisticsSeries(ctx.db, customerOwner(ctx), payload, ctx.google !== null),
};
