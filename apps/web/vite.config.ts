import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { codeSplitting } from './chunks';
import { precompress } from './precompress';
import { prerenderLogin } from './prerender';

const apiTarget = 'http://localhost:5000';

export default defineConfig({
  plugins: [react(), prerenderLogin(), precompress()],
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/socket.io': { target: apiTarget, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 700,
    rolldownOptions: { output: { codeSplitting: codeSplitting() } },
  },
});
