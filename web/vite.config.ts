import { defineConfig } from 'vite';

// The workspace is served by the API server under /workspace/ (src/workspace/), from dist/web.
// Preact's automatic JSX runtime through Vite's own oxc transform: no plugin needed.
export default defineConfig({
  root: import.meta.dirname,
  base: '/workspace/',
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    // Everything as files: the page's Content-Security-Policy allows no inline code.
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
    target: 'es2022',
  },
});
