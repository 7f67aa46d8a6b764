import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressAssets } from './scripts/precompress-assets.ts';

// The API and the Socket.IO gateway share one origin in production; in development Vite stands in
// for that origin and forwards everything that is not the client itself.
const API_ORIGIN = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), precompressAssets()],
  server: {
    proxy: {
      '/v1': API_ORIGIN,
      '/docs': API_ORIGIN,
      '/healthz': API_ORIGIN,
      '/flags': API_ORIGIN,
      '/uploads': API_ORIGIN,
      '/socket.io': { target: API_ORIGIN, ws: true },
    },
  },
  build: { outDir: 'dist', emptyOutDir: true },
});
