// Runtime side of @agency/contracts: the bundled contract as a plain object (web.openapi.json is generated from the yaml)
// and the generated table of each pair's method and access.
import contract from './web.openapi.json' with { type: 'json' };

export { WEB_OPERATIONS } from './web-operations.js';
export { contract };
