// Public API of @agency/contracts: the generated types of the /web contract and the contract document itself.
export type { $defs, components, operations, paths, webhooks } from './web';
export type {
  WebAccess,
  WebEnumField,
  WebEnumValue,
  WebOperationData,
  WebOperationInfo,
  WebOperationKey,
  WebOperationMethod,
  WebOperationPayload,
  WebOperationRequest,
  WebOperations,
} from './web-operations';
export { WEB_OPERATIONS } from './web-operations';

/** One schema of the contract, as JSON Schema 2020-12 plus the contract's `x-method` and `x-access` notes. */
export interface ContractSchema {
  readonly [keyword: string]: unknown;
}

/** The /web contract (OpenAPI 3.1), bundled from web.openapi.yaml. */
export declare const contract: {
  readonly openapi: string;
  readonly info: { readonly title: string; readonly version: string };
  readonly paths: Readonly<Record<string, unknown>>;
  readonly components: {
    readonly schemas: Readonly<Record<string, ContractSchema>>;
    readonly responses: Readonly<Record<string, unknown>>;
  };
};
