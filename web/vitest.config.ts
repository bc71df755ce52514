import { fileURLToPath } from 'node:url';

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root: webRoot,
  plugins: [react()],
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    // A guard against a hang, not a timed goal: CI runs these beside the browser tests on two cores, where a
    // test that clicks through a dialog took more than vitest's default 5 s.
    testTimeout: 20_000,
  },
});
