import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const apiOrigin = process.env.API_ORIGIN ?? 'http://127.0.0.1:3000';

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    assetsDir: 'assets',
    // Every browser we support preloads modules itself.
    modulePreload: { polyfill: false },
  },
  server: {
    proxy: {
      '/api': apiOrigin,
      '/media': apiOrigin,
      '/dev-idp': apiOrigin,
    },
  },
});
