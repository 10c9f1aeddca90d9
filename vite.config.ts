import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { raCoreShims, BYTE_ALIASES, chunkOutput } from './src/loadTime/build';
import { screenImportCheck } from './src/loadTime/screenImports';
import { buildStamp } from './tools/buildStamp';

export default defineConfig({
  plugins: [
    raCoreShims(),
    react(),
    // Static CSS from the classes src/ui/ and the screens use (no runtime styling).
    tailwindcss(),
    // A service worker keeps the app's files, so a repeat visit downloads no script; a new
    // deploy is offered through the app's update prompt (layout/UpdatePrompt.tsx).
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      manifest: false,
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg}'],
        // The server sends its own .br/.gz copies; the worker keeps one copy of each file.
        globIgnores: ['**/*.br', '**/*.gz'],
        navigateFallback: '/index.html',
        // The API and the run-time settings always come from the server.
        navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/config\.json$/],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      },
    }),
    // .br (quality 11) and .gz (level 9) next to each file, served as they are by the server:
    // fewer bytes than the faster settings on-the-fly compression uses, at no cost per request.
    compression({ threshold: 1024 }),
    // dist/.build-inputs: what `npm start` compares to skip a build of unchanged sources.
    buildStamp(),
    // Stops a build where a screen's first visit would download a lazily loaded chunk.
    screenImportCheck(),
  ],
  resolve: { alias: BYTE_ALIASES },
  build: {
    outDir: 'dist',
    // The server preloads the admin app's files from it; the bench counts each entry's script.
    manifest: true,
    sourcemap: false,
    // Terser with two passes writes less script than esbuild's minifier (src/loadTime/README.md).
    minify: 'terser',
    terserOptions: { compress: { passes: 2 }, format: { comments: false } },
    rollupOptions: { output: chunkOutput() },
    // Every browser the panel supports has modulepreload; the polyfill was a file of its own
    // (the entry, importing the start-up's chunk), one more request before anything ran.
    modulePreload: { polyfill: false },
  },
});
