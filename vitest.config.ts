import { defineConfig } from 'vitest/config';
import { projects } from './vitest.workspace';

export default defineConfig({
  // Workspace packages resolve to their TypeScript sources in tests (the "source" export condition).
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: { projects, passWithNoTests: false },
});
