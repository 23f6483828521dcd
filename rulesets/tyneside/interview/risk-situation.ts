import type { Interview } from '../../../src/engine/questions.js';
import type { UnitRisk } from '../facts.js';
import { rangedWeapon } from '../procedures/shooting-step.js';
import { living, type TynesideState, type UnitState } from '../state.js';
import { pickSome, yesNo } from '../../../src/engine/ask.js';
import { CAVALRY_CM, rangeText } from './measures.js';
import { enemyUnits, figuresOf } from './words.js';
import { BooksBoard, halfTurnKey } from './books-board.js';

const him = (unit: UnitState) => (unit.kind === 'leader' ? 'him' : 'it');
const his = (unit: UnitState) => (unit.kind === 'leader' ? 'his' : 'its');
const he = (unit: UnitState) => (unit.kind === 'leader' ? 'he' : 'it');

/** One T24.1 condition: the units it is asked of, how a checklist line and a lone question say it, and its guess. */
interface Condition {
  readonly part: string;
  readonly units: readonly UnitState[];
  /** The checklist line after the unit's name. */
  readonly line: (unit: UnitState) => string;
  /** The question when it is the only thing asked. */
  readonly one: (unit: UnitState) => string;
  readonly likely: (unit: UnitState) => boolean;
}

/**
 * T24.1's board conditions for the units about to roll on the Actions Table, all on the board
 * as it stands (T24.3, A-45): one checklist for every unit and condition ("uThulwana: every
 * figure in soft or hard cover", ...), a yes-no when only one is asked, skipping conditions
 * that cannot hold (A-35, A-36, A-40, A-41), which are answered false. The rest of the Risk
 * Factor (Hero, Raw, casualties, running) opfor knows from its books. Pre-ticked from the books:
 * a unit defending a feature stands in cover, a unit whose last move or standing order advanced
 * is advancing, and the rest as the virtual table sees the figures where the books have them
 * (`BooksBoard`; without a place there, an enemy with a firearm has it in range). The Raw line (any enemy unit
 * in sight, even in part, has it in range) is offered for Raw units only; ticking it as well as
 * the clear-sight line counts once.
 */
export function* riskSituationsInterview(state: TynesideState, units: readonly UnitState[]): Interview<UnitRisk[]> {
  if (units.length === 0) return [];
  const books = new BooksBoard(state);
  const seen = new Map(units.map((u) => [u.id, books.risk(u)]));
  const enemies = enemyUnits(state, units[0]!).flatMap((u) => living(state, u));
  const shooters = enemies.filter((e) => rangedWeapon(e) !== null);
  const range = rangeText(shooters);
  // A-36: the range lines need an enemy with a shooting weapon on the table; the Raw line counts only for a Raw unit.
  const raw = units.filter((u) => living(state, u).every((f) => f.cls === 'raw'));
  // A-41: only natives fear cavalry, and only horsed enemy figures are cavalry.
  const natives = enemies.some((e) => e.horsed) ? units.filter((u) => living(state, u).some((f) => f.native)) : [];
  const conditions: Condition[] = [
    { part: 'cover', units, line: () => 'every figure in soft or hard cover', one: (u) => `Is ${figuresOf(u, 'every')} in soft or hard cover?`, likely: (u) => u.defending !== null || (seen.get(u.id)?.entirelyInCover ?? false) },
    { part: 'advancing', units, line: (u) => `${his(u)} last move brought ${him(u)} closer to ${his(u)} nearest enemy`, one: (u) => `Did the last move of ${u.name} bring ${him(u)} closer to ${his(u)} nearest enemy?`, likely: (u) => u.advanced || u.currentAction.kind === 'advance' },
    { part: 'enemy-in-range', units: shooters.length > 0 ? units : [], line: (u) => `an enemy figure in clear sight has ${him(u)} within its range`, one: (u) => `Does an enemy figure in clear sight of ${u.name} have ${him(u)} within range (${range})?`, likely: (u) => seen.get(u.id)?.enemyInRange ?? true },
    { part: 'any-enemy-in-range', units: shooters.length > 0 ? raw : [], line: (u) => `(Raw) within range of an enemy unit ${he(u)} can see, even in part`, one: (u) => `Is ${u.name} within range (${range}) of an enemy unit ${he(u)} can see, even in part?`, likely: (u) => seen.get(u.id)?.anyEnemyUnitInRange ?? false },
    { part: 'flank-rear', units: enemies.length > 0 ? units : [], line: (u) => `an enemy figure in sight more than 45° off ${his(u)} front`, one: (u) => `Is an enemy figure in sight of ${u.name} more than 45° off ${his(u)} front (to a flank or the rear)?`, likely: (u) => seen.get(u.id)?.enemyFlankRear ?? false },
    { part: 'natives-near-cavalry', units: natives, line: () => `a horsed enemy figure within ${CAVALRY_CM} cm`, one: (u) => `Is a horsed enemy figure within ${CAVALRY_CM} cm of ${figuresOf(u, 'any')}?`, likely: (u) => seen.get(u.id)?.nativesNearCavalry ?? false },
  ];
  const pairs = units.flatMap((u) => conditions.filter((c) => c.units.includes(u)).map((c) => ({ unit: u, condition: c, id: `${u.id}/${c.part}` })));
  let holds: readonly string[] = [];
  if (pairs.length === 1) {
    const { unit, condition, id } = pairs[0]!;
    if (yield* yesNo(`risk-situation/${id}/${halfTurnKey(state)}`, 'T24.1', condition.one(unit), condition.likely(unit))) holds = [id];
  } else if (pairs.length > 1) {
    const text = `Tick every Risk Factor condition that holds${shooters.length > 0 ? ` (enemy ranges: ${range})` : ''}:`;
    holds = yield* pickSome(`risk-situations/${units.map((u) => u.id).join('+')}/${halfTurnKey(state)}`, 'T24.1', text, pairs.map((p) => ({ id: p.id, heading: p.unit.name, label: p.condition.line(p.unit) })), pairs.filter((p) => p.condition.likely(p.unit)).map((p) => p.id));
  }
  const has = (u: UnitState, part: string) => holds.includes(`${u.id}/${part}`);
  return units.map((u) => ({
    unit: u.id,
    entirelyInCover: has(u, 'cover'),
    advancing: has(u, 'advancing'),
    enemyInRange: has(u, 'enemy-in-range'),
    anyEnemyUnitInRange: has(u, 'enemy-in-range') || has(u, 'any-enemy-in-range'),
    enemyFlankRear: has(u, 'flank-rear'),
    nativesNearCavalry: has(u, 'natives-near-cavalry'),
  }));
}
