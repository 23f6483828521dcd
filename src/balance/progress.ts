import cliProgress from 'cli-progress';
import type { OnProgress } from './pool.js';

/** A progress display for a run: told when it starts (0 done) and after each batch, then stopped. */
export interface Progress {
  readonly update: OnProgress;
  stop(): void;
}

/** No display: a pipe, a test, or `--json`/`--csv`, where only the result is printed. */
export const NO_PROGRESS: Progress = { update: () => {}, stop: () => {} };

/**
 * A bar on standard error (battles done, battles a second, time left); standard output keeps
 * nothing but the result.
 */
export function progressBar(stream: NodeJS.WriteStream = process.stderr): Progress {
  const bar = new cliProgress.SingleBar(
    {
      stream,
      format: '{bar} {value}/{total} battles | {rate} battles/s | {eta_formatted} left',
      etaBuffer: 50,
      hideCursor: true,
      clearOnComplete: true,
      fps: 5,
    },
    cliProgress.Presets.shades_classic,
  );
  let started: number | null = null;
  return {
    update(done, total) {
      // the wall clock times the bar only, never a battle
      const now = performance.now();
      if (started === null) {
        started = now;
        bar.start(total, 0, { rate: '…' });
      }
      const seconds = (now - started) / 1000;
      bar.update(done, { rate: seconds > 0 ? (done / seconds).toFixed(1) : '…' });
    },
    stop() {
      if (started !== null) bar.stop();
    },
  };
}
