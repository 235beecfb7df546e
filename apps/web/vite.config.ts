import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = process.env.STAYBOOK_API ?? 'http://localhost:3000';
const proxied = ['/property/v1', '/user/v1', '/api', '/media', '/healthz', '/sandbox-pay', '/sitemap.xml'];

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: { port: 5173, proxy: Object.fromEntries(proxied.map((p) => [p, { target: api, changeOrigin: false }])) },
  build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 400 },
});
