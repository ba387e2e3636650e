import { contract } from '@agency/contracts';

interface PropertySchema {
  type?: string | string[];
  oneOf?: PropertySchema[];
}

/** Values for the optional fields of a contract object schema: null when nullable, [] for lists, {} for objects. */
export function schemaDefaults(name: string): Record<string, unknown> {
  const schema = contract.components.schemas[name] as {
    properties?: Record<string, PropertySchema>;
  };
  const defaults: Record<string, unknown> = {};
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    // A `oneOf` with a `null` branch (an optional nested object) is nullable too.
    const types = [property, ...(property.oneOf ?? [])].flatMap((schema) =>
      Array.isArray(schema.type) ? schema.type : [schema.type],
    );
    if (types.includes('null')) defaults[key] = null;
    else if (types.includes('array')) defaults[key] = [];
    else if (types.includes('object')) defaults[key] = {};
  }
  return defaults;
}
