// @agency/ui/web-api: the typed /web client over a sender, and the contract's enum check.
// An entry of its own: it carries the contract's operation table, which a page needs only with its
// first /web call, and esbuild would put anything ui's index re-exports into the chunk every page loads.

export {
  isContractValue,
  type WebApi,
  type WebApiRequest,
  type WebCallOptions,
  type WebOperationData,
  type WebOperationKey,
  type WebOperationPayload,
  webApiOver,
  webApiRequest,
} from '../provider/web-api';
