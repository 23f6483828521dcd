/**
 * `npm run bench:startup`: how long `opfor play` takes to draw its first frame, against a bare
 * Ink app that renders one line, both started the same way in a pseudo-terminal (`script`),
 * interleaved, several times. The time is from spawning to the first bytes of the frame.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

const RUNS = Number(process.env.BENCH_RUNS ?? 15);

/** Milliseconds from spawn until the output shows `marker`; the program is then stopped. Each run has a fresh saves folder (a first game, no resume offer). */
function firstFrame(command: string, marker: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const child = spawn('script', ['-qfec', command, '/dev/null'], { env: { ...process.env, OPFOR_SAVES: mkdtempSync(join(tmpdir(), 'opfor-bench-')), COLUMNS: '80', LINES: '24' } });
    let seen = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${command}: no "${marker}" within 20 s; output: ${seen}`));
    }, 20_000);
    child.stdout.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      if (!seen.includes(marker)) return;
      const elapsed = performance.now() - start;
      clearTimeout(timer);
      child.kill('SIGKILL');
      resolve(elapsed);
    });
  });
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const PLAY = 'node dist/src/cli/main.js play mission-station --seed 1';
const bare: number[] = [];
const play: number[] = [];
const question: number[] = [];
for (let i = 0; i < RUNS; i++) {
  bare.push(await firstFrame('node dist/bench/bare-ink-app.js', 'bare ink app'));
  play.push(await firstFrame(PLAY, ' opfor '));
  question.push(await firstFrame(PLAY, 'y / n'));
}
const [b, p] = [median(bare), median(play)];
console.log(`median of ${RUNS} runs each, interleaved:`);
console.log(`  bare Ink app, first frame (one line): ${b.toFixed(0)} ms`);
console.log(`  opfor play, first frame:              ${p.toFixed(0)} ms  (${(p / b).toFixed(2)}×; the goal: at most 1.30×)`);
console.log(`  opfor play, first question on screen: ${median(question).toFixed(0)} ms`);
