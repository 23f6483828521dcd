import type { Interview } from '../../../src/engine/questions.js';
import type { UnitRisk } from '../facts.js';
import { rangedWeapon } from '../procedures/shooting-step.js';
import { living, type TynesideState, type UnitState } from '../state.js';
import { pickSome, yesNo } from '../../../src/engine/ask.js';
import { CAVALRY_CM, rangeText } from './measures.js';
import { enemyUnits, figuresOf, unitOptions } from './words.js';

/** One T24.1 condition asked of several units: a checklist, or for a lone unit a yes-no. */
interface Condition {
  readonly part: string;
  /** The checklist's question. */
  readonly many: string;
  /** The question for one unit. */
  readonly one: (unit: UnitState) => string;
}

/** Which of `among` the condition holds for; `likely` pre-ticked. Nothing is asked of no unit. */
function* whichOf(condition: Condition, among: readonly UnitState[], likely: (unit: UnitState) => boolean): Interview<Set<string>> {
  if (among.length === 0) return new Set<string>();
  if (among.length === 1) {
    const unit = among[0]!;
    return new Set((yield* yesNo(`risk-situation/${unit.id}/${condition.part}`, 'T24.1', condition.one(unit), likely(unit))) ? [unit.id] : []);
  }
  const ticked = yield* pickSome(`risk-situations/${condition.part}`, 'T24.1', condition.many, unitOptions(among), among.filter(likely).map((u) => u.id));
  return new Set(ticked);
}

const him = (unit: UnitState) => (unit.kind === 'leader' ? 'him' : 'it');
const his = (unit: UnitState) => (unit.kind === 'leader' ? 'his' : 'its');

/**
 * T24.1's board conditions for the units about to roll on the Actions Table, all on the board
 * as it stands (T24.3, A-45): one checklist per condition for all of them (a yes-no when one
 * unit is asked about), skipping conditions that cannot hold (A-35, A-36, A-40, A-41), which
 * are answered false. The rest of the Risk Factor (Hero, Raw, casualties, running) opfor knows
 * from its books. Pre-ticked from the books: a unit defending a feature stands in its cover, a
 * unit whose last move or standing order advanced is advancing, an enemy with a firearm has it
 * in range.
 */
export function* riskSituationsInterview(state: TynesideState, units: readonly UnitState[]): Interview<UnitRisk[]> {
  if (units.length === 0) return [];
  const enemies = enemyUnits(state, units[0]!).flatMap((u) => living(state, u));
  const shooters = enemies.filter((e) => rangedWeapon(e) !== null);
  const range = rangeText(shooters);

  const cover = yield* whichOf({ part: 'cover', many: `Which of these units have every figure in soft or hard cover?`, one: (u) => `Is ${figuresOf(u, 'every')} in soft or hard cover?` }, units, (u) => u.defending !== null);
  const advancing = yield* whichOf({ part: 'advancing', many: `Which of these units did their last move bring closer to their nearest enemy?`, one: (u) => `Did the last move of ${u.name} bring ${him(u)} closer to ${his(u)} nearest enemy?` }, units, (u) => u.advanced || u.currentAction.kind === 'advance');
  // needs an enemy with a shooting weapon on the table.
  const inRange = yield* whichOf({ part: 'enemy-in-range', many: `Which of these units have an enemy figure in clear sight with them within its range (${range})?`, one: (u) => `Does an enemy figure in clear sight of ${u.name} have ${him(u)} within range (${range})?` }, shooters.length > 0 ? units : [], () => true);
  // the Raw line counts only for a Raw unit, and "in sight" is implied by "in clear sight" above.
  const raw = units.filter((u) => living(state, u).every((f) => f.cls === 'raw') && !inRange.has(u.id));
  const rawInRange = yield* whichOf({ part: 'any-enemy-in-range', many: `Which of these Raw units are within range (${range}) of an enemy unit they can see, even in part?`, one: (u) => `Is ${u.name} within range (${range}) of an enemy unit ${u.kind === 'leader' ? 'he' : 'it'} can see, even in part?` }, shooters.length > 0 ? raw : [], () => false);
  const flankRear = yield* whichOf({ part: 'flank-rear', many: `Which of these units have an enemy figure in sight more than 45° off their front (to a flank or the rear)?`, one: (u) => `Is an enemy figure in sight of ${u.name} more than 45° off ${his(u)} front (to a flank or the rear)?` }, enemies.length > 0 ? units : [], () => false);
  // only natives fear cavalry, and only horsed enemy figures are cavalry.
  const natives = enemies.some((e) => e.horsed) ? units.filter((u) => living(state, u).some((f) => f.native)) : [];
  const nearCavalry = yield* whichOf({ part: 'natives-near-cavalry', many: `Which of these units have a horsed enemy figure within ${CAVALRY_CM} cm?`, one: (u) => `Is a horsed enemy figure within ${CAVALRY_CM} cm of ${figuresOf(u, 'any')}?` }, natives, () => false);

  return units.map((u) => ({
    unit: u.id,
    entirelyInCover: cover.has(u.id),
    advancing: advancing.has(u.id),
    enemyInRange: inRange.has(u.id),
    anyEnemyUnitInRange: inRange.has(u.id) || rawInRange.has(u.id),
    enemyFlankRear: flankRear.has(u.id),
    nativesNearCavalry: nearCavalry.has(u.id),
  }));
}
