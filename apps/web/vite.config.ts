import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const apiTarget = process.env.ATRIUM_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/v1': apiTarget,
      '/uploads': apiTarget,
      '/engine.io': { target: apiTarget, ws: true },
    },
  },
  // The manifest lets the bench measure exactly the JavaScript each route loads.
  build: { outDir: 'dist', sourcemap: false, manifest: true, chunkSizeWarningLimit: 400 },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    css: false,
  },
});
