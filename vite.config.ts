import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { vehicleNames } from './scripts/vehicle-names-plugin.ts';

const apiOrigin = process.env.API_ORIGIN ?? 'http://127.0.0.1:3000';

/**
 * React Router's package exports name only its development build, with its warnings, even for
 * production (remix-run/react-router#12532); bundle its production build instead.
 */
export const reactRouterProductionBuild = [
  {
    find: /^react-router$/,
    replacement: fileURLToPath(
      new URL('node_modules/react-router/dist/production/index.mjs', import.meta.url),
    ),
  },
  {
    find: /^react-router\/dom$/,
    replacement: fileURLToPath(
      new URL('node_modules/react-router/dist/production/dom-export.mjs', import.meta.url),
    ),
  },
];

export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), vehicleNames()],
  resolve: { alias: reactRouterProductionBuild },
  // The server's entry (`vite build --ssr`, decision 130) bundles React Router, so the alias
  // above gives it the production build too, and the icons, so the server holds the few the
  // pages draw rather than the package's thousands (docs/decisions/192). The other packages
  // load from node_modules.
  ssr: { noExternal: ['react-router', 'lucide-react'] },
  build: isSsrBuild
    ? { outDir: '../../dist/ssr', emptyOutDir: true, copyPublicDir: false }
    : {
        outDir: '../../dist/web',
        emptyOutDir: true,
        assetsDir: 'assets',
        // Every browser we support preloads modules itself.
        modulePreload: { polyfill: false },
        rolldownOptions: {
          // The page's entry (main.tsx) imports the app once the page has painted; as an entry of
          // its own, the app and what it needs first are still `$initial`, in one chunk.
          input: {
            index: fileURLToPath(new URL('src/web/index.html', import.meta.url)),
            app: fileURLToPath(new URL('src/web/start.tsx', import.meta.url)),
          },
          output: {
            // What every page needs first (the libraries, the layout, the car listings) comes
            // as one chunk: one request, and gzip sees it whole (docs/decisions/103).
            codeSplitting: {
              groups: [
                // The page's entry, with what it needs to import the app: small, so the page
                // paints before the app's script is fetched (docs/decisions/186).
                {
                  name: 'index',
                  test: /(\/src\/web\/index\.html|\/src\/web\/main\.tsx|vite\/preload-helper\.js)$/,
                  priority: 2,
                },
                { name: 'app', tags: ['$initial'], priority: 1 },
              ],
            },
          },
        },
      },
  server: {
    proxy: {
      '/api': apiOrigin,
      '/media': apiOrigin,
      '/dev-idp': apiOrigin,
    },
  },
}));
