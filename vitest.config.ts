import { fileURLToPath, URL } from 'node:url'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@mocks': fileURLToPath(new URL('./mocks', import.meta.url)),
    },
  },
  test: {
    include: ['{src,mocks,integration}/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['./mocks/test/setup.ts'],
    pool: 'forks',
    // In CI a JSON report too, which .ci/run counts.
    ...(process.env.CI
      ? { reporters: ['default', 'json'], outputFile: { json: 'test-results/vitest.json' } }
      : {}),
  },
})
