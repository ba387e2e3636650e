/** Ladle: the stories of @agency/ui, built offline into build/ladle (npm run stories:build). */
export default {
  stories: 'packages/ui/src/**/*.stories.tsx',
  outDir: 'build/ladle',
  viteConfig: '.ladle/vite.config.mjs',
  addons: {
    a11y: { enabled: true },
    width: {
      enabled: true,
      options: { 360: 360, 768: 768, 1280: 1280, 1920: 1920 },
      defaultState: 0,
    },
  },
};
