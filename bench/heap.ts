/**
 * `node --expose-gc dist/bench/heap.js SCENARIO [BATTLES]`: one balance worker's garbage, measured
 * the way `opfor balance` plays (a worker thread with the pool's heap bounds, batches of 20
 * seeds through the worker's own `runTask`). Load-robust figures only, no clock: per 100 battles
 * the scavenges and mark-compacts and their time (the clock's: swollen under load), the worker
 * thread's own CPU (from /proc/thread-self) and the whole process's (the thread, and the
 * collector's and compiler's helper threads, which take the other core from a second worker);
 * the bytes a battle allocates (from battle 101 on: the heap in use before each collection less
 * what the one before left, summed by V8's GCProfiler; exact where the sampling profile of
 * alloc-profile.ts swings by a few percent); and the heap in use after a full collection at 100,
 * 1,000 and 5,000 battles (does anything outlive its battle?).
 *
 * HEAP_OLD and HEAP_YOUNG (MB) set the worker's bounds (default: the pool's, `WORKER_HEAP`);
 * HEAP_OLD=0 runs it unbounded.
 */
import { readFileSync } from 'node:fs';
import { GCProfiler, getHeapStatistics } from 'node:v8';
import { PerformanceObserver, constants } from 'node:perf_hooks';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { WORKER_HEAP } from '../src/balance/pool.js';
import { parseScenario } from '../src/scenario/load.js';
import runTask from '../src/balance/worker.js';

/** What the main thread gives the worker. */
interface Job {
  readonly label: string;
  readonly battles: number;
}

/** CPU seconds this thread alone has used (utime + stime of /proc/thread-self/stat, in ticks of 10 ms). */
function threadCpuSeconds(): number {
  const stat = readFileSync('/proc/thread-self/stat', 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** CPU seconds of the whole process: this thread, the collector's and compiler's helper threads (the main thread waits). */
function processCpuSeconds(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
}

/** The collections seen so far, by kind: count and milliseconds. */
const gcs = { minor: { n: 0, ms: 0 }, major: { n: 0, ms: 0 }, other: { n: 0, ms: 0 } };

function watchCollections(): void {
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const kind = (entry as unknown as { detail: { kind: number } }).detail.kind;
      const bucket = kind === constants.NODE_PERFORMANCE_GC_MINOR ? gcs.minor : kind === constants.NODE_PERFORMANCE_GC_MAJOR ? gcs.major : gcs.other;
      bucket.n++;
      bucket.ms += entry.duration;
    }
  }).observe({ entryTypes: ['gc'] });
}

/** Heap in use (MB) after a full collection. */
function liveMb(): number {
  (globalThis as { gc?: () => void }).gc?.();
  return process.memoryUsage().heapUsed / 2 ** 20;
}

/**
 * Bytes allocated between `start` and `stop`: at each collection, the heap in use before it less
 * what the one before left (or what was in use at the start), and at the end what is in use less
 * what the last left.
 */
function allocationMeter(): { start(): void; stop(): number } {
  const profiler = new GCProfiler();
  let used0 = 0;
  return {
    start() {
      used0 = getHeapStatistics().used_heap_size;
      profiler.start();
    },
    stop() {
      const collections = profiler.stop()?.statistics ?? [];
      let bytes = 0, left = used0;
      for (const c of collections) {
        bytes += c.beforeGC.heapStatistics.usedHeapSize - left;
        left = c.afterGC.heapStatistics.usedHeapSize;
      }
      return bytes + getHeapStatistics().used_heap_size - left;
    },
  };
}

/** Lets queued observer callbacks run. */
const tick = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

async function playInWorker({ label, battles }: Job): Promise<void> {
  watchCollections();
  const text = readFileSync(label, 'utf8');
  const { ruleset, scenario } = parseScenario(label, text);
  const sides = ruleset.sides(scenario);
  const commanders = Object.fromEntries(sides.map((s) => [s.id, { policy: 'opfor' as const, temperament: s.temperament }]));
  const checkpoints = new Set([100, 1000, 5000, battles]);
  const live: string[] = [];
  let cpu0 = threadCpuSeconds(), all0 = processCpuSeconds();
  let window = { ...gcs.minor }, windowMajor = { ...gcs.major };
  const rows: string[] = [];
  // the figures from battle 101 on, once the compiler has warmed up
  let warm: { thread: number; process: number; minor: number; major: number; majorMs: number } | null = null;
  let summary = '';
  const meter = allocationMeter();
  for (let first = 1; first <= battles; first += 20) {
    const count = Math.min(20, battles - first + 1);
    runTask({ scenario: { label, text }, sides: sides.map((s) => s.id), setup: 0, commanders, firstSeed: first, count });
    const done = first + count - 1;
    await tick();
    if (done % 100 === 0 || done === battles) {
      const cpu = threadCpuSeconds(), all = processCpuSeconds();
      const per = (done % 100 || 100) / 100;
      rows.push(`${String(done).padStart(6)}  scav ${((gcs.minor.n - window.n) / per).toFixed(0).padStart(5)} ${((gcs.minor.ms - window.ms) / per).toFixed(0).padStart(5)} ms  mark-compact ${((gcs.major.n - windowMajor.n) / per).toFixed(0).padStart(3)} ${((gcs.major.ms - windowMajor.ms) / per).toFixed(0).padStart(5)} ms  cpu ms/battle: thread ${(((cpu - cpu0) / per / 100) * 1000).toFixed(1).padStart(5)}, process ${(((all - all0) / per / 100) * 1000).toFixed(1).padStart(5)}`);
      cpu0 = cpu;
      all0 = all;
      window = { ...gcs.minor };
      windowMajor = { ...gcs.major };
    }
    if (done === 100) {
      warm = { thread: threadCpuSeconds(), process: processCpuSeconds(), minor: gcs.minor.n, major: gcs.major.n, majorMs: gcs.major.ms };
      meter.start();
    }
    if (done === battles && warm && battles > 100) {
      const n = battles - 100;
      const mb = meter.stop() / n / 2 ** 20;
      summary = `battles 101-${battles}, a battle: ${mb.toFixed(2)} MB allocated, thread ${((1000 * (threadCpuSeconds() - warm.thread)) / n).toFixed(1)} ms CPU, process ${((1000 * (processCpuSeconds() - warm.process)) / n).toFixed(1)} ms CPU; ${((gcs.minor.n - warm.minor) / n).toFixed(2)} scavenges; ${((100 * (gcs.major.n - warm.major)) / n).toFixed(1)} mark-compacts per 100 battles`;
    }
    if (checkpoints.has(done)) {
      await tick();
      live.push(`after ${done}: ${liveMb().toFixed(1)} MB live`);
    }
  }
  await tick();
  parentPort!.postMessage({ rows, live, gcs, summary });
}

if (isMainThread) {
  const label = process.argv[2] ?? 'scenarios/guaitana/agordat.yaml';
  const battles = Number(process.argv[3] ?? 1000);
  const old = process.env.HEAP_OLD === undefined ? WORKER_HEAP.maxOldGenerationSizeMb : Number(process.env.HEAP_OLD);
  const young = process.env.HEAP_YOUNG === undefined ? (WORKER_HEAP as { maxYoungGenerationSizeMb?: number }).maxYoungGenerationSizeMb : Number(process.env.HEAP_YOUNG);
  const resourceLimits = { ...(old ? { maxOldGenerationSizeMb: old } : {}), ...(young ? { maxYoungGenerationSizeMb: young } : {}) };
  const worker = new Worker(new URL(import.meta.url), { workerData: { label, battles } satisfies Job, resourceLimits });
  worker.on('message', (result: { rows: string[]; live: string[]; gcs: typeof gcs; summary: string }) => {
    console.log(`${label}, ${battles} battles, worker bounds ${JSON.stringify(resourceLimits)}; per 100 battles:`);
    for (const row of result.rows) console.log(row);
    for (const line of result.live) console.log(line);
    const { minor, major, other } = result.gcs;
    if (result.summary) console.log(result.summary);
    console.log(`total: ${minor.n} scavenges ${minor.ms.toFixed(0)} ms, ${major.n} mark-compacts ${major.ms.toFixed(0)} ms, ${other.n} other ${other.ms.toFixed(0)} ms`);
  });
  worker.on('error', (error) => {
    console.error(error);
    process.exitCode = 1;
  });
} else {
  await playInWorker(workerData as Job);
}
