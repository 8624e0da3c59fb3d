import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath, URL } from 'node:url'
import { promisify } from 'node:util'
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib'
import { defineConfig, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { VitePWA } from 'vite-plugin-pwa'

const gzipAsync = promisify(gzip)
const brotliAsync = promisify(brotliCompress)

/**
 * Writes a .br and a .gz copy beside every text asset, which the server sends to browsers that accept them
 * (@fastify/static preCompressed): compressed once at build time at the highest level, never per request.
 */
const precompress = (): Plugin => ({
  name: 'forkcast-precompress',
  apply: 'build',
  async writeBundle(options, bundle) {
    const outDir = options.dir ?? 'dist'
    const files = Object.keys(bundle).filter((fileName) =>
      /\.(js|css|html|svg|json|webmanifest)$/.test(fileName),
    )
    await Promise.all(
      files.map(async (fileName) => {
        const filePath = path.join(outDir, fileName)
        const content = await readFile(filePath)
        // Below about a packet, compressing saves nothing worth a second file.
        if (content.length < 1024) return
        const [gzipped, brotli] = await Promise.all([
          gzipAsync(content, { level: 9 }),
          brotliAsync(content, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
        ])
        await Promise.all([writeFile(`${filePath}.gz`, gzipped), writeFile(`${filePath}.br`, brotli)])
      }),
    )
  },
})

export default defineConfig({
  plugins: [
    react(),
    precompress(),
    tailwindcss(),
    VitePWA({
      registerType: 'autoUpdate',
      // An external, deferred script: the CSP stays free of inline scripts and the first paint does not wait.
      injectRegister: 'script-defer',
      filename: 'sw.js',
      includeAssets: ['icon.svg', 'images/**/*.svg', 'icons/*.png'],
      manifest: {
        id: '/',
        name: 'Forkcast',
        short_name: 'Forkcast',
        description: "Decide what's for dinner together, live.",
        theme_color: '#c2410c',
        background_color: '#fff7ed',
        display: 'standalone',
        start_url: '/?source=pwa',
        scope: '/',
        icons: [
          { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
        screenshots: [
          {
            src: '/screenshots/home-wide.png',
            sizes: '1280x800',
            type: 'image/png',
            form_factor: 'wide',
            label: 'Start a dinner decision with your family group',
          },
          {
            src: '/screenshots/home-narrow.png',
            sizes: '360x740',
            type: 'image/png',
            form_factor: 'narrow',
            label: 'Forkcast on a phone',
          },
        ],
        shortcuts: [
          {
            name: 'Start a decision',
            short_name: 'Decide',
            url: '/choose-meal-type?source=pwa',
            icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
          },
          {
            name: 'My recipes',
            short_name: 'Recipes',
            url: '/recipe-manager?source=pwa',
            icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
          },
          {
            name: 'Grocery list',
            short_name: 'Groceries',
            // Each week's plan links its grocery list; lists have no index page of their own.
            url: '/smart-meal-planner?tab=weekly&source=pwa',
            icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
          },
        ],
      },
      workbox: {
        // A new worker takes over at the next load; open pages are not claimed mid-visit (no clientsClaim).
        skipWaiting: true,
        navigateFallback: '/index.html',
        // Pages the server renders itself (the API docs, the local outbox) must reach the server, not the shell.
        navigateFallbackDenylist: [/^\/api/, /^\/dev\//],
        // The app shell is precached; screenshots are only for install sheets.
        globPatterns: ['**/*.{js,css,html,svg}', 'icons/*.png'],
        // Web Push: the notification handlers live in a plain script the worker imports.
        importScripts: ['push-sw.js'],
        runtimeCaching: [
          {
            // Reads come from the network while it answers, the saved copy otherwise (ADR 017).
            // Saved reads: the signed-in user, saved recipes, recipe details, grocery lists, the weekly plan.
            // Written inline: the function is copied into the service worker on its own.
            urlPattern: ({ url, sameOrigin }) =>
              sameOrigin &&
              /^\/api\/(auth\/user|user\/recipes|recipes\/\d+|grocery-lists\/\d+|weekly-meal-plans\/current)$/.test(
                url.pathname,
              ),
            method: 'GET',
            handler: 'NetworkFirst',
            options: {
              cacheName: 'forkcast-api-reads',
              networkTimeoutSeconds: 4,
              cacheableResponse: { statuses: [200] },
              expiration: { maxEntries: 200, maxAgeSeconds: 30 * 24 * 60 * 60 },
            },
          },
          {
            // A check lost mid-request is replayed by Background Sync; writes are never cached.
            urlPattern: ({ url, sameOrigin }) =>
              sameOrigin && /^\/api\/grocery-lists\/\d+\/items\/\d+$/.test(url.pathname),
            method: 'PATCH',
            handler: 'NetworkOnly',
            options: {
              backgroundSync: { name: 'forkcast-grocery-checks', options: { maxRetentionTime: 24 * 60 } },
            },
          },
        ],
      },
    }),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://127.0.0.1:3000' } },
  },
  build: {
    sourcemap: true,
    // Every browser the app supports preloads modules itself: the polyfill would only add to the first load.
    modulePreload: { polyfill: false },
  },
})
