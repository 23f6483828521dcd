import { acceptOffered, tableGame } from './helpers/table-game.js';
const name = process.argv[2]!; const seed = Number(process.argv[3] ?? 1);
const game = tableGame(name, seed);
let seen = new Map<string, number>(); let lastStep: unknown = null; let told = 0;
const repeats = new Map<string, number>(); let total = 0;
let lastLog = 0; let lastInterview: unknown = null; let currentRepeat = false; const wasted = new Map<string, number>();
for (let i = 0; i < 5000 && game.pending; i++) {
  if ((game.session.step?.turn ?? 0) > 4) break;
  for (const e of game.session.log.slice(lastLog)) {
    if (e.kind === 'step') { seen = new Map(); }
    if (e.kind === 'tell' && e.instruction.type !== 'note') seen = new Map();
  }
  lastLog = game.session.log.length;
  const r = game.pending;
  if (r.kind === 'ask' && game.interview && game.interview !== lastInterview) {
    lastInterview = game.interview;
    const key = JSON.stringify(r.fact);
    total++;
    currentRepeat = seen.has(key);
    if (currentRepeat) repeats.set(r.fact.id, (repeats.get(r.fact.id) ?? 0) + 1);
    seen.set(key, 1);
  }
  if (r.kind === 'ask' && currentRepeat) wasted.set(r.fact.id, (wasted.get(r.fact.id) ?? 0) + 1);
  const p = acceptOffered(game); if (p) throw new Error(p);
}
console.log(name, 'interviews', total, 'repeated interviews', Object.fromEntries(repeats), 'screens wasted', Object.fromEntries(wasted));
