import type { Interview } from '../../../src/engine/questions.js';
import type { Contact } from '../facts.js';
import { living, type FigureState, type TynesideState, type UnitState } from '../state.js';
import { NONE, howMany, pickOne, pickSome, withNone } from '../../../src/engine/ask.js';
import { list, onTable, unitOptions } from './words.js';

/**
 * Hands out a unit's living figures in figure order, carrying on across its melees (wrapping
 * round), so that a unit fighting two enemy units fights them with different figures while
 * it has enough.
 */
class Fighters {
  private readonly next = new Map<string, number>();
  constructor(private readonly state: TynesideState) {}

  take(unit: UnitState, count: number): FigureState[] {
    const figures = living(this.state, unit);
    const start = this.next.get(unit.id) ?? 0;
    this.next.set(unit.id, (start + count) % figures.length);
    return Array.from({ length: count }, (_, i) => figures[(start + i) % figures.length]!);
  }
}

/** T32.1: how many figures of `unit` are in base contact with `enemy`; a lone figure is one. */
function* fighting(state: TynesideState, unit: UnitState, enemy: UnitState, key: string): Interview<number> {
  const own = living(state, unit).length;
  if (own === 1) return 1;
  const likely = Math.min(own, living(state, enemy).length);
  return yield* howMany(key, 'T32.1', `How many figures of ${unit.name} are in base contact with ${enemy.name}?`, { min: 1, max: own, likely });
}

/**
 * T32.1, T32.2: every pair of enemy figures in base contact. Asked per pair of units: which
 * units of the first side are in a melee, with which enemy units, how many figures of each are
 * in contact, and whether one side fights across a barrier the other holds.
 *
 * Reductions: the figures are paired round-robin (the i-th of the larger number against the
 * i-th of the other, counting round), so each fights at least one enemy and the extra enemies
 * are spread evenly, as a charge is matched (T31.4); the barrier answer holds for every pair
 * of those two units.
 */
export function* contactsInterview(state: TynesideState): Interview<Contact[]> {
  const [sideA, sideB] = state.sides as [(typeof state.sides)[number], (typeof state.sides)[number]];
  // Only units a charge or the last melee touched can be in contact (T31, state.meleeUnits).
  const ours = onTable(state, sideA.id).filter((u) => state.meleeUnits.includes(u.id));
  const theirs = onTable(state, sideB.id).filter((u) => state.meleeUnits.includes(u.id));
  if (ours.length === 0 || theirs.length === 0) return [];
  const barriers = state.terrain.filter((t) => t.barrier).map((t) => t.name);
  const engaged = yield* pickSome(`contacts/${sideA.id}/units`, 'T32.1', `Which units of ${sideA.name} are in base contact with an enemy figure?`, unitOptions(ours), []);
  const fighters = new Fighters(state);
  const contacts: Contact[] = [];
  for (const a of ours.filter((u) => engaged.includes(u.id))) {
    const foes = theirs.length === 1 ? [theirs[0]!.id] : yield* pickSome(`contacts/${a.id}/enemies`, 'T32.1', `Which enemy units is ${a.name} in base contact with?`, unitOptions(theirs), []);
    for (const b of theirs.filter((u) => foes.includes(u.id))) {
      const key = `contacts/${a.id}/${b.id}`;
      const na = yield* fighting(state, a, b, `${key}/${a.id}`);
      const nb = yield* fighting(state, b, a, `${key}/${b.id}`);
      // Likely: the unit defending a barrier is the one attacked across it.
      const likely = barriers.includes(b.defending ?? '') ? a.id : barriers.includes(a.defending ?? '') ? b.id : NONE;
      const options = withNone([{ id: a.id, label: `${a.name} attacks across a barrier ${b.name} holds` }, { id: b.id, label: `${b.name} attacks across a barrier ${a.name} holds` }], 'Neither');
      const crossing = barriers.length === 0 ? NONE : yield* pickOne(`${key}/crossing`, 'T32.2', `Does ${a.name} or ${b.name} fight across a barrier the other holds (${list(barriers, 'or')})?`, options, likely);
      const fa = fighters.take(a, na);
      const fb = fighters.take(b, nb);
      for (let i = 0; i < Math.max(na, nb); i++) {
        contacts.push({ a: fa[i % na]!.id, b: fb[i % nb]!.id, aCrossing: crossing === a.id, bCrossing: crossing === b.id });
      }
    }
  }
  return contacts;
}
