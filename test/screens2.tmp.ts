import { acceptOffered, tableGame } from './helpers/table-game.js';
const name = process.argv[2]!; const seed = Number(process.argv[3] ?? 1);
const game = tableGame(name, seed);
const perTurn = new Map<number, number>();
const kinds = new Map<string, number>();
for (let i = 0; i < 5000 && game.pending; i++) {
  const turn = game.session.step?.turn ?? 0;
  if (turn > 4) break;
  const r = game.pending;
  const k = r.kind === 'ask' ? `ask:${(r.fact as {id:string}).id}` : r.kind === 'choose' ? `choose:${r.purpose.split(':')[0]}` : r.kind === 'tell' ? `tell:${r.instruction.type}` : r.kind;
  kinds.set(k, (kinds.get(k) ?? 0) + 1);
  perTurn.set(turn, (perTurn.get(turn) ?? 0) + 1);
  const p = acceptOffered(game); if (p) throw new Error(p);
}
console.log(name, seed, Object.fromEntries(perTurn));
console.log([...kinds].sort((a,b)=>b[1]-a[1]).slice(0,14).map(([k,v])=>`${k}=${v}`).join(' '));
