import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

// The API and the realtime socket are same-origin in production; in development they are proxied to the server.
const SERVER = 'http://localhost:3000';
/** Pixi's modules (pixi.js and @pixi/*), and the name prefix of every chunk that holds any of them. */
const PIXI_MODULE = /[\\/]node_modules[\\/](?:pixi\.js|@pixi)[\\/]/;
const PIXI_PREFIX = 'pixi-';

// The build states what it is (shown on /version): the root package's version and, when built from a git
// checkout, its commit.
const rootPackage = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };

function gitCommit(): string | null {
  try {
    return execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
      .trim();
  } catch {
    return null;
  }
}

export default defineConfig({
  define: {
    __APP_VERSION__: JSON.stringify(rootPackage.version),
    __APP_COMMIT__: JSON.stringify(gitCommit()),
    __APP_BUILT_AT__: JSON.stringify(new Date().toISOString()),
  },
  plugins: [
    react(),
    VitePWA({
      registerType: 'prompt',
      includeAssets: ['favicon.svg', 'icon.svg'],
      manifest: {
        name: 'Play, Learn and Win',
        short_name: 'Play Learn Win',
        description: 'Live word puzzles and quizzes with channels, scores and gifts.',
        theme_color: '#4f46e5',
        background_color: '#1e1b4b',
        display: 'standalone',
        start_url: '/home',
        icons: [{ src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,webmanifest}'],
        // The kriss-kross grid (its page, and every chunk holding Pixi code: see chunkFileNames) and the grid fonts
        // load with a kriss-kross page only: a first visit must not download them to fill the cache.
        globIgnores: ['**/node_modules/**/*', `**/${PIXI_PREFIX}*`, '**/*.{woff,woff2}'],
        navigateFallback: '/index.html',
        // API calls and the socket are never answered from the cache.
        navigateFallbackDenylist: [/^\/api\//, /^\/socket\.io\//],
      },
    }),
  ],
  server: {
    proxy: {
      '/api': { target: SERVER, changeOrigin: true },
      '/socket.io': { target: SERVER, ws: true, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Chunks holding any Pixi module are named for it, whatever Pixi calls its modules from one version to
        // the next, so the service worker can leave them out by name. (A dynamic entry's chunk may list no
        // modules yet when it is named: its entry module tells.)
        chunkFileNames: ({ moduleIds, facadeModuleId }) =>
          [...moduleIds, facadeModuleId ?? ''].some((id) => PIXI_MODULE.test(id))
            ? `assets/${PIXI_PREFIX}[name]-[hash].js`
            : 'assets/[name]-[hash].js',
      },
    },
  },
});
