import { afterEach, beforeEach, vi } from 'vitest';

/**
 * The console.error calls of each test of the file (React's hydration warnings among them), in an
 * array emptied before each test; after each, the spy is restored and the document emptied.
 */
export function collectConsoleErrors(): unknown[][] {
  const errors: unknown[][] = [];
  beforeEach(() => {
    errors.length = 0;
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      errors.push(args);
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });
  return errors;
}
