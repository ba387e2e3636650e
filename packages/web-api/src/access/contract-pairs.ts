import { contract } from '@agency/contracts';

/** Who may call a pair by default (the contract's x-access; the seed turns it into permissions). */
export type DefaultAccess = 'anonymous' | 'customer' | 'admin';

/** One controller/subaction pair of the contract. */
export interface ContractPair {
  controller: string;
  subaction: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  access: DefaultAccess;
  description: string;
  /** Name of the payload schema (`<Controller><Subaction>Request`). */
  request: string;
  /** Name of the answer schema (`<Controller><Subaction>Response`). */
  response: string;
  /** Whether the payload carries a file (a multipart upload): a property with a `contentMediaType`. */
  takesFiles: boolean;
}

interface RequestSchema {
  description?: string;
  'x-method'?: ContractPair['method'];
  'x-access'?: DefaultAccess;
  properties?: Record<string, { const?: string; contentMediaType?: string }>;
}

/** Every controller/subaction pair the contract names, read from its `<Controller><Subaction>Request` schemas. */
export const CONTRACT_PAIRS: readonly ContractPair[] = Object.entries(contract.components.schemas)
  .filter(([name]) => name.endsWith('Request'))
  .map(([name, raw]) => {
    const schema = raw as RequestSchema;
    const controller = schema.properties?.controller?.const;
    const subaction = schema.properties?.subaction?.const;
    const method = schema['x-method'];
    const access = schema['x-access'];
    if (!controller || !subaction || !method || !access) {
      throw new Error(`contract: ${name} lacks controller, subaction, x-method or x-access`);
    }
    return {
      controller,
      subaction,
      method,
      access,
      description: (schema.description ?? '').split(' — ')[1]?.split('.')[0] ?? '',
      request: name,
      response: name.replace(/Request$/, 'Response'),
      takesFiles: Object.values(schema.properties ?? {}).some(
        (property) => typeof property.contentMediaType === 'string',
      ),
    };
  });

const BY_KEY = new Map(
  CONTRACT_PAIRS.map((pair) => [`${pair.controller}/${pair.subaction}`, pair]),
);

/** The pairs whose payload carries a file: the only ones a multipart body may call. */
export const FILE_PAIRS: readonly ContractPair[] = CONTRACT_PAIRS.filter((pair) => pair.takesFiles);

/** The contract pair of a controller and subaction, if the contract names it. */
export function contractPair(controller: string, subaction: string): ContractPair | undefined {
  return BY_KEY.get(`${controller}/${subaction}`);
}
