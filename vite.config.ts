import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * Preloads the one font file every screen uses (Inter, Latin, variable weight),
 * so text renders in it from the first paint instead of swapping later.
 */
function preloadFont(): Plugin {
  return {
    name: 'postwright:preload-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const font = Object.keys(ctx.bundle ?? {}).find((file) => /inter-latin-wght-normal-[\w-]+\.woff2$/.test(file));
        if (!font) return html;
        return [
          {
            tag: 'link',
            attrs: { rel: 'preload', href: `/${font}`, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head-prepend',
          },
        ];
      },
    },
  };
}

/**
 * Shared code in a few named chunks (decision 080). Left to itself the bundler
 * made a chunk of every module that two lazy screens share, so a first visit
 * fetched about 60 files of 1–4 KB in chains; on HTTP/1.1 (six connections per
 * host) over a slow mobile link each of those costs a round trip. Modules not
 * named here (the admin's charts, a screen's own code) keep automatic chunking,
 * so a screen still never loads another screen's code.
 */
const packages = (names: string) => new RegExp(`node_modules[\\\\/](${names})[\\\\/]`);
const FORM_CONTROLS =
  /@radix-ui[\\/]react-(slider|radio-group|switch)[\\/]|src[\\/]web[\\/]components[\\/]ui[\\/](slider|radio-cards|switch)\.tsx$/;
const CHUNK_GROUPS = {
  // A higher priority takes a module first; each group also takes what its modules import, unless a group above took it.
  groups: [
    // Vite's helper for dynamic imports: the landing page's small script needs it, and nothing else of the app.
    { name: 'preload-helper', priority: 7, test: /vite[\\/]preload-helper/ },
    // The few constants every screen reads (boot included), kept apart so that reading them never pulls in zod.
    { name: 'constants', priority: 6, test: /src[\\/]shared[\\/](constants|catalogue)\.ts$/ },
    { name: 'react', priority: 5, test: packages('react|react-dom|scheduler|react-router') },
    // zod alone: the schemas themselves stay with the screens that import them, so a screen runs its own schemas and not
    // the admin's and billing's (decision 082); the form library only comes with a screen that has a form.
    { name: 'zod', priority: 4, test: packages('zod') },
    { name: 'forms', priority: 4, test: packages('react-hook-form|@hookform') },
    // What the start of the app draws (the cookie banner and the page fallback: buttons, icons, skeletons) apart from the rest of the UI kit,
    // so starting the app does not run every Radix component the screens use (decision 081).
    {
      name: 'ui-core',
      priority: 3,
      test: (id: string) =>
        packages(
          'lucide-react|tailwind-merge|clsx|class-variance-authority|@radix-ui[\\\\/]react-(slot|compose-refs)',
        ).test(id) || /src[\\/]web[\\/](components[\\/]ui[\\/](button|skeleton)|lib[\\/](utils|toast))\.tsx?$/.test(id),
    },
    {
      name: 'ui',
      priority: 2,
      // The form controls only a few screens have (sliders, radio cards, switches) stay with those screens (decision 082).
      test: (id: string) =>
        !FORM_CONTROLS.test(id) &&
        (packages(
          '@radix-ui|@floating-ui|react-remove-scroll[^\\\\/]*|aria-hidden|use-callback-ref|use-sidecar|detect-node-es|get-nonce|tslib',
        ).test(id) ||
          /src[\\/]web[\\/]components[\\/]ui/.test(id)),
    },
    { name: 'data', priority: 1, test: packages('@tanstack') },
    // No group for the app's own modules (decision 081): a chunk runs as a whole, and one holding the
    // data layer beside the cookie banner made the start of the app run zod and TanStack Query too.
  ],
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), preloadFont()],
  resolve: {
    alias: {
      '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
      '@': fileURLToPath(new URL('./src/web', import.meta.url)),
    },
  },
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    sourcemap: true,
    // index.html: the shell of every screen; landing.html: the landing page, prerendered by scripts/build.mjs (decision 077).
    // The prerender's own build (`vite build --ssr src/web/prerender.tsx`) takes its entry from the command line.
    ...(isSsrBuild
      ? {}
      : {
          rolldownOptions: {
            input: {
              index: fileURLToPath(new URL('./index.html', import.meta.url)),
              landing: fileURLToPath(new URL('./landing.html', import.meta.url)),
            },
            output: { codeSplitting: CHUNK_GROUPS },
          },
        }),
  },
  server: {
    port: 5173,
    // `npm run dev`: the API runs on its own port with hot reload (tsx watch).
    proxy: { '/api': { target: `http://localhost:${process.env.API_PORT ?? 3001}`, changeOrigin: false } },
  },
}));
