/** A field name or dotted path in lowerCamelCase (`daily_range.start_date` becomes `dailyRange.startDate`). */
export function camelPath(path: string): string {
  return path
    .split('.')
    .map((segment) => segment.replace(/_([a-z0-9])/g, (_match, next: string) => next.toUpperCase()))
    .join('.');
}

/** A field name or dotted path in snake_case, as Google names fields in its error messages. */
export function snakePath(path: string): string {
  return path
    .split('.')
    .map((segment) => segment.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`))
    .join('.');
}
