import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  base: '/',
  build: { outDir: fileURLToPath(new URL('../../dist/client', import.meta.url)), emptyOutDir: true, chunkSizeWarningLimit: 2000 },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000', '/ws': { target: 'ws://127.0.0.1:3000', ws: true } },
  },
});
