import type { GuaitanaState, UnitId, UnitState } from '../../../rulesets/guaitana/state.js';
import { SECTORS, strength, type Sector, type Situation } from './situation.js';
import type { Temper } from './temperament.js';
import { hypot } from '../../../src/table/hypot.js';

/**
 * The battle plans a Guaitana commander chooses among (issue #13). A defender has no fighting
 * withdrawal: one C-in-C action a turn (G8.7.1) cannot pull a line back in step, and a unit that
 * moves more than half its capacity does not fire (G9.10); badly outnumbered, it holds close.
 */
export type PlanKind = 'flank-attack' | 'centre-attack' | 'envelopment' | 'general-advance' | 'hold-and-counter-attack' | 'close-defence';

/** What a unit does in the plan. */
export type Role = 'main-effort' | 'fixing-force' | 'reserve' | 'screen' | 'guard';

/** A side's plan: where the main effort goes, each unit's role, and when the reserve is committed. */
export interface Plan {
  readonly kind: PlanKind;
  /** The sectors of the enemy front the main effort strikes (none for a defence). */
  readonly effort: readonly Sector[];
  readonly roles: Readonly<Record<UnitId, Role>>;
  /** The turn the reserve goes in at the latest (it may go earlier, when the main effort is engaged). */
  readonly commitTurn: number;
  /** One line for the narration and `w`: what the side is trying to do. */
  readonly summary: string;
}

export const ROLE_NAMES: Readonly<Record<Role, string>> = {
  'main-effort': 'main effort',
  'fixing-force': 'fixing force',
  reserve: 'reserve',
  screen: 'screen',
  guard: 'guard of the baggage and guns',
};

interface Candidate {
  readonly kind: PlanKind;
  readonly effort: readonly Sector[];
  readonly score: number;
}

/** The plans open to the side and how good each looks: own strength against the enemy's where the effort goes. */
function candidates(state: GuaitanaState, s: Situation, temper: Temper): Candidate[] {
  const mine = (sectors: readonly Sector[]) => strength(state, s.units.filter((u) => sectors.includes(s.sectorOf(u.pos!))));
  const theirs = (sectors: readonly Sector[]) => strength(state, s.enemies.filter((u) => sectors.includes(s.sectorOf(u.pos!))));
  const reserve = strength(state, s.hidden);
  const all = strength(state, s.units) + reserve, against = Math.max(1, strength(state, s.enemies));
  const odds = all / against;
  if (!s.mustBreak) {
    // the objective is to stand until the turn limit: hold, and strike only where it pays
    return [
      { kind: 'hold-and-counter-attack', effort: [], score: 1.2 },
      { kind: 'close-defence', effort: [], score: odds < 0.6 ? 0.8 : 0.2 },
      { kind: 'general-advance', effort: SECTORS, score: odds > 2 ? 0.6 * temper.planBias : 0.05 * temper.planBias },
    ];
  }
  const local = (sectors: readonly Sector[]) => (mine(sectors) + reserve) / Math.max(1, theirs(sectors));
  return [
    { kind: 'general-advance', effort: SECTORS, score: odds * temper.planBias },
    { kind: 'envelopment', effort: ['low', 'high'], score: local(['low', 'high']) * 0.8 * temper.planBias },
    { kind: 'centre-attack', effort: ['centre'], score: local(['centre']) * 0.6 },
    { kind: 'flank-attack', effort: ['low'], score: local(['low']) * 0.6 },
    { kind: 'flank-attack', effort: ['high'], score: local(['high']) * 0.6 },
  ];
}

/** Who does what: the effort's units strike, the rest fix; hidden units and the rear wait; guns and baggage are guarded. */
function roles(s: Situation, kind: PlanKind, effort: readonly Sector[]): Record<UnitId, Role> {
  const out: Record<UnitId, Role> = {};
  const nearestEnemy = (u: UnitState) => Math.min(...s.enemies.map((e) => hypot(e.pos!.x - u.pos!.x, e.pos!.y - u.pos!.y)), Infinity);
  const byDistance = [...s.units].sort((a, b) => nearestEnemy(a) - nearestEnemy(b));
  // the rearmost quarter of a defence is its reserve; an attack's reserve is what is still hidden
  const rear = new Set(effort.length === 0 ? byDistance.slice(Math.ceil(byDistance.length * 0.75)).map((u) => u.id) : []);
  for (const u of s.units) {
    if (u.type === 'artillery') out[u.id] = 'guard';
    else if (rear.has(u.id)) out[u.id] = 'reserve';
    else if (effort.length === 0) out[u.id] = u.type === 'italian-cavalry' || u.type === 'native-cavalry' ? 'screen' : 'main-effort';
    else out[u.id] = effort.includes(s.sectorOf(u.pos!)) || kind === 'general-advance' ? 'main-effort' : 'fixing-force';
  }
  for (const u of s.hidden) out[u.id] = 'reserve';
  return out;
}

const KIND_WORDS: Readonly<Record<PlanKind, string>> = {
  'flank-attack': 'flank attack',
  'centre-attack': 'centre attack',
  envelopment: 'envelopment',
  'general-advance': 'general advance',
  'hold-and-counter-attack': 'hold and counter-attack',
  'close-defence': 'close defence',
};

/**
 * Chooses the side's plan: each open plan weighted by how good it looks (squared, so the best
 * is likelier but not certain) and drawn with the side's seeded generator, so the same scenario
 * is not the same battle twice yet a replay draws the same.
 */
export function choosePlan(state: GuaitanaState, s: Situation, temper: Temper, draw: () => number): Plan {
  const open = candidates(state, s, temper);
  const weights = open.map((c) => c.score * c.score);
  let x = draw() * weights.reduce((a, b) => a + b, 0);
  const chosen = open.find((_, i) => (x -= weights[i]!) < 0) ?? open[0]!;
  const features = chosen.effort.map(s.sectorName);
  // Two sectors nearest the same feature would read "towards the wadi and the wadi": name them by the compass.
  const names = new Set(features).size === features.length ? features : chosen.effort.map(s.sectorCompass);
  const where = chosen.effort.length === 0 || chosen.kind === 'general-advance' ? '' : ` towards ${names.join(' and ')}`;
  const aim = s.mustBreak ? `${s.side.name} must break ${s.enemy.name}` : `${s.side.name} must stand until the turn limit`;
  return {
    kind: chosen.kind,
    effort: chosen.effort,
    roles: roles(s, chosen.kind, chosen.effort),
    commitTurn: Math.max(state.turn, temper.commitTurn + (chosen.kind === 'hold-and-counter-attack' || chosen.kind === 'close-defence' ? 3 : 0)),
    summary: `${aim}: ${KIND_WORDS[chosen.kind]}${where}`,
  };
}
