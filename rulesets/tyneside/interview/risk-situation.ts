import type { Interview } from '../../../src/engine/questions.js';
import type { RiskSituation } from '../facts.js';
import { rangedWeapon } from '../procedures/shooting-step.js';
import { living, type TynesideState, type UnitState } from '../state.js';
import { yesNo } from '../../../src/engine/ask.js';
import { CAVALRY_CM, rangeText } from './measures.js';
import { enemyUnits, figuresOf } from './words.js';

/**
 * T24.1's board conditions for one unit (A-35, A-36, A-40, A-41): one yes-no each, skipping the
 * ones that cannot hold, which are answered false. The rest of the Risk Factor (Hero, Raw,
 * casualties, running) opfor knows from its books.
 */
export function* riskSituationInterview(state: TynesideState, unit: UnitState): Interview<RiskSituation> {
  const key = (part: string) => `risk-situation/${unit.id}/${part}`;
  const own = living(state, unit);
  const enemies = enemyUnits(state, unit).flatMap((u) => living(state, u));
  const shooters = enemies.filter((e) => rangedWeapon(e) !== null);
  const name = unit.name;
  const [it, its] = unit.kind === 'leader' ? ['him', 'his'] : ['it', 'its'];

  // Likely: a unit defending a feature stands in it; a unit whose standing order is to advance advanced.
  const entirelyInCover = yield* yesNo(key('cover'), 'T24.1', `Is ${figuresOf(unit, 'every')} in soft or hard cover?`, unit.defending !== null);
  const advancing = yield* yesNo(key('advancing'), 'T24.1', `Did the last move of ${name} bring ${it} closer to ${its} nearest enemy?`, unit.advanced || unit.currentAction.kind === 'advance');
  // needs an enemy with a shooting weapon on the table.
  const enemyInRange = shooters.length > 0 && (yield* yesNo(key('enemy-in-range'), 'T24.1', `Does an enemy figure in clear sight of ${name} have ${it} within range (${rangeText(shooters)})?`, true));
  // the Raw line counts only for a Raw unit, and "in sight" is implied by "in clear sight" above.
  const raw = own.every((f) => f.cls === 'raw');
  const anyEnemyUnitInRange = enemyInRange || (raw && shooters.length > 0 && (yield* yesNo(key('any-enemy-in-range'), 'T24.1', `Is ${name} within range (${rangeText(shooters)}) of an enemy unit ${unit.kind === 'leader' ? 'he' : 'it'} can see, even in part?`, false)));
  const enemyFlankRear = enemies.length > 0 && (yield* yesNo(key('flank-rear'), 'T24.1', `Is an enemy figure in sight of ${name} more than 45° off ${its} front (to a flank or the rear)?`, false));
  // only natives fear cavalry, and only horsed enemy figures are cavalry.
  const nativesNearCavalry = own.some((f) => f.native) && enemies.some((e) => e.horsed) && (yield* yesNo(key('natives-near-cavalry'), 'T24.1', `Is a horsed enemy figure within ${CAVALRY_CM} cm of ${figuresOf(unit, 'any')}?`, false));
  return { entirelyInCover, advancing, enemyInRange, anyEnemyUnitInRange, enemyFlankRear, nativesNearCavalry };
}
