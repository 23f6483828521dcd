/**
 * `node dist/bench/alloc-profile.js SCENARIO [BATTLES] [TOP]`: where a battle's garbage is made.
 * Plays the battles in this thread with V8's sampling heap profiler on (every object sampled
 * once in 16 KB on average, those collected since counted too) and prints the functions that
 * allocate most, by their own allocation, with the share of all sampled bytes, and the callers
 * that allocate most through each (self plus all below). CALLERS_OF=hypot also prints which
 * callers the named function's own allocation comes from.
 */
import { readFileSync } from 'node:fs';
import { Session as Inspector } from 'node:inspector';
import runTask from '../src/balance/worker.js';
import { parseScenario } from '../src/scenario/load.js';

interface ProfileNode {
  callFrame: { functionName: string; url: string; lineNumber: number };
  selfSize: number;
  children: ProfileNode[];
}

const label = process.argv[2] ?? 'scenarios/guaitana/agordat.yaml';
const battles = Number(process.argv[3] ?? 50);
const top = Number(process.argv[4] ?? 30);

const inspector = new Inspector();
inspector.connect();
const post = <T>(method: string, params: object = {}): Promise<T> =>
  new Promise((resolve, reject) => inspector.post(method, params, (error, result) => (error ? reject(error) : resolve(result as T))));

const text = readFileSync(label, 'utf8');
const { ruleset, scenario } = parseScenario(label, text);
const sides = ruleset.sides(scenario);
const commanders = Object.fromEntries(sides.map((s) => [s.id, { policy: 'opfor' as const, temperament: s.temperament }]));
const task = (firstSeed: number, count: number) => ({ scenario: { label, text }, sides: sides.map((s) => s.id), setup: 0, commanders, firstSeed, count });
runTask(task(1000, 10)); // warm the compiler first
await post('HeapProfiler.startSampling', { samplingInterval: 16384, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true });
runTask(task(1, battles));
const { profile } = await post<{ profile: { head: ProfileNode } }>('HeapProfiler.stopSampling');

const where = (node: ProfileNode): string => `${node.callFrame.functionName || '(anon)'} ${node.callFrame.url.replace(/.*\/dist\//, '')}:${node.callFrame.lineNumber + 1}`;
const callersOf = process.env.CALLERS_OF;
const callers = new Map<string, number>();
const self = new Map<string, number>();
const inclusive = new Map<string, number>();
let total = 0;
/** Walks the tree; returns the bytes of the node and all below it. */
function walk(node: ProfileNode, onStack: Set<string>, parent = ''): number {
  const key = where(node);
  if (callersOf && node.callFrame.functionName === callersOf) callers.set(parent, (callers.get(parent) ?? 0) + node.selfSize);
  self.set(key, (self.get(key) ?? 0) + node.selfSize);
  total += node.selfSize;
  const fresh = !onStack.has(key);
  if (fresh) onStack.add(key);
  let sum = node.selfSize;
  for (const child of node.children) sum += walk(child, onStack, key);
  if (fresh) {
    onStack.delete(key);
    inclusive.set(key, (inclusive.get(key) ?? 0) + sum);
  }
  return sum;
}
walk(profile.head, new Set());
const mb = (bytes: number): string => `${(bytes / battles / 2 ** 20).toFixed(2)} MB/battle ${((100 * bytes) / total).toFixed(1).padStart(5)}%`;
console.log(`${label}: ${battles} battles, ${(total / battles / 2 ** 20).toFixed(1)} MB sampled a battle`);
console.log('-- self');
for (const [key, bytes] of [...self].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${mb(bytes)}  ${key}`);
console.log('-- self and below');
for (const [key, bytes] of [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${mb(bytes)}  ${key}`);
if (callersOf) {
  console.log(`-- ${callersOf}'s own allocation, by caller`);
  for (const [key, bytes] of [...callers].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${mb(bytes)}  ${key}`);
}
