import { living, type FigureState, type TynesideState, type UnitState } from '../../../rulesets/tyneside/state.js';
import { meleeFactor } from '../../../rulesets/tyneside/procedures/melee-step.js';
import { meleeHit } from '../../../rulesets/tyneside/rules/melee.js';
import { actionsTableOf } from '../../../rulesets/tyneside/procedures/actions-roll.js';
import type { Disposition } from './temperament.js';
import { holdsToWin, urgency } from './situation.js';

/** T32.2: a figure's own melee modifiers: Raw −1, Hero +1. */
const classMod = (f: FigureState) => (f.cls === 'raw' ? -1 : f.cls === 'hero' ? 1 : 0);

/** The share of hits one side lands in a pair whose scores differ by `edge` on average (T32.2-T32.4): ours / (ours + theirs). */
function pairFavour(edge: number): number {
  let ours = 0;
  let theirs = 0;
  for (let a = 1; a <= 6; a++) {
    for (let b = 1; b <= 6; b++) {
      const [us, them] = [a + edge, b];
      if (us > them && meleeHit(us) !== 'none') ours++;
      if (them > us && meleeHit(them) !== 'none') theirs++;
    }
  }
  return ours + theirs === 0 ? 0.5 : ours / (ours + theirs);
}

/**
 * How a melee between `attacker` and `defender` should go, as the share of its hits the attacker
 * expects to land (0.5 is even; T33.1 moves back the side that loses more): their typical
 * figures' class and weapon (T32.2: +1 for the better melee factor), a barrier the defender
 * holds (−1), and numbers, since spare chargers gang up (−1 per extra opponent, T31.4).
 */
export function meleeFavour(state: TynesideState, attacker: UnitState, defender: UnitState): number {
  const ours = living(state, attacker);
  const theirs = living(state, defender);
  if (ours.length === 0) return 0;
  if (theirs.length === 0) return 1;
  const typical = (figures: FigureState[]) => ({
    cls: Math.round(figures.reduce((n, f) => n + classMod(f), 0) / figures.length),
    factor: Math.max(...figures.map(meleeFactor)),
  });
  const [us, them] = [typical(ours), typical(theirs)];
  let edge = us.cls - them.cls + (us.factor > them.factor ? 1 : us.factor < them.factor ? -1 : 0);
  // T32.2: −1 to the attacker fighting to cross the barrier a defender holds
  if (defender.defending && state.terrain.some((t) => t.name === defender.defending && t.barrier)) edge -= 1;
  const ratio = ours.length / theirs.length;
  if (ratio >= 2) edge += 1;
  else if (ratio <= 0.5) edge -= 1;
  return pairFavour(edge);
}

/**
 * The least melee favour at which the unit charges (T31.3) or follows up (T33.3): its temperament's,
 * less for melee troops, who are made for it, and less for an attacker, who gains even from a
 * drawn melee (both groups move back, and a group moved back is in retreat, T33.1, T34) and grows
 * bolder as the turn limit nears.
 */
export function favourNeeded(state: TynesideState, unit: UnitState, d: Disposition): number {
  const melee = actionsTableOf(state, unit) === 'melee';
  return d.chargeFavour - (melee ? 0.1 : 0) - (holdsToWin(state, unit.side) ? 0 : 0.05 + 0.15 * urgency(state));
}
