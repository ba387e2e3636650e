import { defineConfig } from 'tsup';

// The library (index), the demo accounts alone (without loading the backend), the standalone server and
// the create-admin command; our workspace packages are bundled in, npm packages stay external.
export default defineConfig({
  entry: {
    index: 'src/index.ts',
    'demo-credentials': 'src/seed/demo-credentials.ts',
    server: 'src/server.ts',
    'create-admin': 'src/cli/create-admin.ts',
  },
  format: 'esm',
  platform: 'node',
  target: 'node20',
  dts: { entry: { index: 'src/index.ts', 'demo-credentials': 'src/seed/demo-credentials.ts' } },
  clean: true,
  noExternal: ['@agency/core', '@agency/contracts'],
  esbuildOptions(options) {
    options.conditions = ['source'];
  },
});
