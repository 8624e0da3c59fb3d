import { fileURLToPath, URL } from 'node:url'
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { VitePWA } from 'vite-plugin-pwa'

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    VitePWA({
      registerType: 'autoUpdate',
      // An external script keeps the CSP free of inline scripts.
      injectRegister: 'script',
      filename: 'sw.js',
      includeAssets: ['icon.svg', 'images/**/*.svg'],
      manifest: {
        name: 'Forkcast',
        short_name: 'Forkcast',
        description: "Decide what's for dinner together, live.",
        theme_color: '#c2410c',
        background_color: '#fff7ed',
        display: 'standalone',
        start_url: '/?source=pwa',
        icons: [{ src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any maskable' }],
      },
      workbox: {
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api/],
        globPatterns: ['**/*.{js,css,html,svg}'],
        // Web Push: the notification handlers live in a plain script the worker imports.
        importScripts: ['push-sw.js'],
      },
    }),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://127.0.0.1:3000' } },
  },
  build: { sourcemap: true },
})
