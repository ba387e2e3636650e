import { contract } from '@agency/contracts';

interface PropertySchema {
  type?: string | string[];
}

/** Values for the optional fields of a contract object schema: null when nullable, [] for lists, {} for objects. */
export function schemaDefaults(name: string): Record<string, unknown> {
  const schema = contract.components.schemas[name] as {
    properties?: Record<string, PropertySchema>;
  };
  const defaults: Record<string, unknown> = {};
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    const types = Array.isArray(property.type) ? property.type : [property.type];
    if (types.includes('null')) defaults[key] = null;
    else if (types.includes('array')) defaults[key] = [];
    else if (types.includes('object')) defaults[key] = {};
  }
  return defaults;
}
