import { defineConfig } from 'vite';

// Workspace packages resolve to their TypeScript sources, as in typecheck and tests.
export default defineConfig({
  resolve: { conditions: ['source'] },
});
