// Builds the bench's floor page (main.tsx) as the panel is built: React's plugin, terser, and
// .br/.gz copies that the server sends as they are. Served from <panel dist>/floor/.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/floor/',
  plugins: [react(), compression({ threshold: 1024 })],
  build: { minify: 'terser', terserOptions: { compress: { passes: 2 } } },
});
