import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = process.env.STAYBOOK_API ?? 'http://localhost:3000';
const proxied = ['/property/v1', '/user/v1', '/api', '/media', '/healthz', '/sandbox-pay', '/sitemap.xml'];

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: { port: 5173, proxy: Object.fromEntries(proxied.map((p) => [p, { target: api, changeOrigin: false }])) },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      output: {
        // React in a chunk of its own: cached across deploys of the app, and the same split whether or not a lazy
        // area (such as the operator console) shares it, so adding the console cannot reshape the guest's entry.
        codeSplitting: { groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }] },
      },
    },
  },
});
