// Vite builds the SPA into dist/, which the collab-server serves. In development the API, the sync
// socket, stored files and the dev mailbox are proxied to the server on port 3000.
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';

const SERVER = 'http://localhost:3000';

const proxy: Record<string, ProxyOptions> = {
  '^/api(/|$)': { target: SERVER, changeOrigin: false },
  '^/sync(/|$)': { target: SERVER, ws: true, changeOrigin: false },
  '^/storage(/|$)': { target: SERVER, changeOrigin: false },
  '^/dev(/|$)': { target: SERVER, changeOrigin: false },
  '^/healthz$': { target: SERVER, changeOrigin: false },
};

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
  },
  server: { proxy },
  preview: { proxy },
});
