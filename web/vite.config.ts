import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressAssets } from './scripts/precompress-assets.ts';
import { oneReact } from './scripts/one-react.ts';

// The API and the Socket.IO gateway share one origin in production; in development Vite stands in
// for that origin and forwards everything that is not the client itself.
const API_ORIGIN = 'http://127.0.0.1:3000';

const VENDOR =
  /node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(react|react-dom|scheduler|react-router|react-router-dom|i18next|react-i18next|i18next-browser-languagedetector|zustand)[\\/]/;

// `vite build --ssr src/entry-server.tsx` builds the server entry the API loads at run time
// (docs/decisions/0058-first-screens-from-the-server.md): one self-contained module in
// dist-server/, dependencies bundled, so the API's image needs no web node_modules.
export default defineConfig(({ isSsrBuild }) => ({
  // React with Fast Refresh in development; the build stops if anything but one copy of React
  // would ship (decision 0045).
  plugins: isSsrBuild ? [react(), oneReact()] : [react(), oneReact(), precompressAssets()],
  ssr: { noExternal: true },
  // The server entry bundles React, whose builds choose development or production by
  // process.env.NODE_ENV when they run: Vite leaves it unreplaced in an SSR build, so the API
  // rendered with React's development build (checks, warnings: about 2.5 times the work per
  // page) unless its own NODE_ENV said production. The server renders as the browser's
  // production build hydrates, whatever the API's NODE_ENV.
  // (A build asked with NODE_ENV=test or development keeps React choosing: its JSX is compiled
  // for React's development build then.)
  define:
    isSsrBuild && (process.env['NODE_ENV'] ?? 'production') === 'production'
      ? { 'process.env.NODE_ENV': JSON.stringify('production') }
      : {},
  server: {
    proxy: {
      // The console's live overview is a WebSocket to the API; the rest of /v1 is plain HTTP.
      '/v1/admin/overview/live': { target: API_ORIGIN, ws: true },
      '/v1': API_ORIGIN,
      '/docs': API_ORIGIN,
      '/healthz': API_ORIGIN,
      '/flags': API_ORIGIN,
      '/uploads': API_ORIGIN,
      '/socket.io': { target: API_ORIGIN, ws: true },
    },
  },
  build: isSsrBuild
    ? { outDir: 'dist-server', emptyOutDir: true, copyPublicDir: false }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                // What every page runs and rarely changes (React, the router, i18next) in one chunk,
                // which browsers keep across deploys that change only the app's own code.
                { name: 'vendor', test: VENDOR, priority: 2 },
                // The rest of what the first render needs in one chunk and one stylesheet: split
                // where lazy chunks share it, it was 24 scripts and 6 stylesheets, and on a phone's
                // connection each costs a round trip before the first paint (decision 0031).
                { name: 'app', tags: ['$initial'], priority: 1 },
              ],
            },
          },
        },
      },
}));
