// Runtime side of @agency/contracts: the bundled contract as a plain object (web.openapi.json is generated from the yaml).
import contract from './web.openapi.json' with { type: 'json' };

export { contract };
