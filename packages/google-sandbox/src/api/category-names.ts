import { isJsonObject, type JsonObject } from '../http/json-object';

/**
 * The display name of a category the sandbox has no catalogue entry for: its gcid in words
 * (`categories/gcid:coffee_shop` is "Coffee shop").
 */
export function categoryDisplayName(name: string): string {
  const words = name.replace(/^categories\/gcid:/, '').replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * Categories as Google stores them after an update: `displayName` is output only, so it is kept
 * from the stored category of the same name or worked out from the gcid.
 */
export function withDisplayNames(categories: JsonObject, stored: unknown): JsonObject {
  const known = new Map<string, string>();
  if (isJsonObject(stored)) {
    for (const category of [
      stored.primaryCategory,
      ...((stored.additionalCategories as unknown[]) ?? []),
    ]) {
      if (
        isJsonObject(category) &&
        typeof category.name === 'string' &&
        typeof category.displayName === 'string'
      ) {
        known.set(category.name, category.displayName);
      }
    }
  }
  const named = (category: unknown) => {
    if (!isJsonObject(category) || typeof category.name !== 'string') return category;
    return {
      ...category,
      displayName: known.get(category.name) ?? categoryDisplayName(category.name),
    };
  };
  return {
    ...categories,
    ...(categories.primaryCategory !== undefined
      ? { primaryCategory: named(categories.primaryCategory) }
      : {}),
    ...(Array.isArray(categories.additionalCategories)
      ? { additionalCategories: categories.additionalCategories.map(named) }
      : {}),
  };
}
