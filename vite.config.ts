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
        return [{ tag: 'link', attrs: { rel: 'preload', href: `/${font}`, as: 'font', type: 'font/woff2', crossorigin: '' }, injectTo: 'head-prepend' }];
      },
    },
  };
}

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
      : { rollupOptions: { input: { index: fileURLToPath(new URL('./index.html', import.meta.url)), landing: fileURLToPath(new URL('./landing.html', import.meta.url)) } } }),
  },
  server: {
    port: 5173,
    // `npm run dev`: the API runs on its own port with hot reload (tsx watch).
    proxy: { '/api': { target: `http://localhost:${process.env.API_PORT ?? 3001}`, changeOrigin: false } },
  },
}));
