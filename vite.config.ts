import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    // The manifest lets the bench measure what each entry downloads.
    manifest: true,
    sourcemap: false,
  },
});
