import { defineConfig } from 'vitest/config';

/** `npm run soak`: the reliability suite's long part (counts from OPFOR_SOAK_* variables; see test/reliability/soak/). */
export default defineConfig({
  test: {
    include: ['test/reliability/soak/*.soak.ts'],
    pool: 'forks',
    // one file at a time: the machine's cores go to the battles the soak plays in child processes
    fileParallelism: false,
    testTimeout: 6 * 60 * 60_000,
  },
});
