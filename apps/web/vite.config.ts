import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/api': { target: `http://127.0.0.1:${process.env.API_PORT ?? 3000}`, changeOrigin: false } },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // dist/.vite/manifest.json maps chunks to their sources: the bundle benchmark tells back-office chunks by it.
    manifest: true,
    chunkSizeWarningLimit: 600,
  },
});
