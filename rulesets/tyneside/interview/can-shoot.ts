import type { Interview } from '../../../src/engine/questions.js';
import type { FireTarget } from '../facts.js';
import type { TynesideState } from '../state.js';
import { brackets, checklist, detailLines, distanceLines, likelyCoverLine, ticksOf, TICK_DISTANCE_COVER_EXCEPTIONS, type AimRow } from './fire-lines.js';
import { aimAt, livingShooters } from './fire-targets.js';
import { rangeText } from './measures.js';
import { someFiguresOf } from './words.js';
import { capitalised } from '../../../src/engine/english.js';

/**
 * T16.1: what each of these units can hit of the enemy unit given with it
 * (its nearest visible one, the only one uncommanded troops shoot at): one checklist, a row per
 * unit, of how far that enemy's nearest figure in clear sight is (none ticked: it cannot shoot at
 * it), its cover (pre-ticked from a feature it defends) and the exceptions that make a count
 * worth asking ('fire-count').
 */
export function* canShootInterview(state: TynesideState, asked: readonly { unit: string; shooters: readonly string[]; at: string }[]): Interview<readonly { unit: string; target: FireTarget }[]> {
  const pairs = asked.map((a) => {
    const unit = state.units[a.unit]!;
    const shooters = livingShooters(state, a.shooters);
    const target = state.units[a.at]!;
    const who = someFiguresOf(state, unit, shooters);
    const row: AimRow = { id: unit.id, name: `${who} at ${target.name}`, target, shooters: shooters.length };
    return { row, who, shooters };
  }).filter((p) => p.shooters.length > 0);
  if (pairs.length === 0) return [];
  const rows = pairs.map((p) => p.row);
  const lines = pairs.flatMap((p) => [...distanceLines(p.row, brackets(p.shooters)), ...detailLines(state, p.row)]);
  const likely = rows.flatMap((r) => likelyCoverLine(state, r));
  const rule = 'a whole base in clear sight, neither side in melee';
  const [first] = pairs as [(typeof pairs)[number]];
  const text = pairs.length === 1
    ? `Can ${first.who} shoot at ${first.row.target.name} (${rule}; ${rangeText(first.shooters)})? ${capitalised(TICK_DISTANCE_COVER_EXCEPTIONS)}.`
    : `Which of these units can shoot at the enemy unit named (${rule})? For each that can, ${TICK_DISTANCE_COVER_EXCEPTIONS}.`;
  const ticked = yield* checklist(`can-shoot/${rows.map((r) => r.id).join('+')}`, 'T16', text, rows, lines, likely);
  return pairs.flatMap((p) => {
    const target = aimAt(state, p.shooters, p.row.target, ticksOf(p.row, ticked));
    return target ? [{ unit: p.row.id, target }] : [];
  });
}
