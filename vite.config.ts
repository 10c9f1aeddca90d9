import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { screenChunks } from './build/screenChunks';
import { raCoreShims } from './build/raCoreShims';

export default defineConfig({
  plugins: [
    raCoreShims(),
    react(),
    screenChunks(),
    // Static CSS from the classes src/ui/ and the moved screens use (no runtime styling).
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
    // about a fifth fewer bytes than on-the-fly compression, at no cost per request.
    compression({ threshold: 1024 }),
  ],
  resolve: {
    alias: [
      // A polyfill of node-polyglot's for what every supported browser has (see the shim).
      {
        find: 'object.entries',
        replacement: fileURLToPath(new URL('./src/lib/shims/objectEntries.ts', import.meta.url)),
      },
      // node-polyglot's own-property check, without its function-bind polyfill (see the shim).
      {
        find: /^hasown$/,
        replacement: fileURLToPath(new URL('./src/lib/shims/hasown.ts', import.meta.url)),
      },
      // ra-core's deep comparisons (see the shim): about 4 KB less script on every screen.
      {
        find: /^lodash\/isEqual(\.js)?$/,
        replacement: fileURLToPath(new URL('./src/lib/shims/isEqual.ts', import.meta.url)),
      },
      // ra-core requires lodash's CommonJS files one by one; lodash-es is the same code as ES
      // modules, without a CommonJS wrapper around each (8 KB less script on every screen).
      { find: /^lodash\/(.*?)(\.js)?$/, replacement: 'lodash-es/$1.js' },
    ],
  },
  build: {
    outDir: 'dist',
    // The manifest lets the bench measure what each entry downloads.
    manifest: true,
    sourcemap: false,
    // Terser with two passes writes about 4% less script than esbuild's minifier: on a slow
    // network that is a tenth of a second off every first visit, for a few seconds of build.
    minify: 'terser',
    terserOptions: { compress: { passes: 2 }, format: { comments: false } },
    rollupOptions: {
      output: {
        // Chunks under 20 kB (before compression) are merged into a chunk always loaded with
        // them: on a slow network each file is another round trip and one of the browser's six
        // connections, and the journal was twenty files (now eight).
        experimentalMinChunkSize: 20_000,
        // The admin app's chunk is also where the screens find the code they share, so Rollup
        // names it after one of those modules; its file keeps the entry's name, which the server
        // (panelIndex), the bench and people reading the network panel look for.
        chunkFileNames: (chunk) =>
          chunk.moduleIds.some((id) => id.endsWith('/src/boot/adminEntry.tsx'))
            ? 'assets/adminEntry-[hash].js'
            : 'assets/[name]-[hash].js',
      },
    },
  },
});
