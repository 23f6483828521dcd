/**
 * The trace checker's hold on a Tyneside Actions roll line's own arithmetic: its total the sum of
 * its factors (T24.2), each factor a line of T24.1 at its printed value, once (casualties: +1 per
 * whole 10%, A-37), and its result the cell of its table (T26, T27) in the row of that total
 * (T25.3) and the column of its D6 (T25.1).
 */
import type { Broken } from '../../src/audit/check-trace.js';
import type { TraceLine } from '../../src/engine/trace.js';
import { FIREARMS_ACTIONS_TABLE, MELEE_ACTIONS_TABLE } from './tables/actions.js';
import { RISK_FACTORS } from './tables/risk-factors.js';

type RollLine = Extract<TraceLine, { kind: 'roll' }>;

const TABLES = [FIREARMS_ACTIONS_TABLE, MELEE_ACTIONS_TABLE];

/** What a roll line gets wrong in itself: the sum, a factor, the cell. */
export function rollArithmetic(line: RollLine): Broken[] {
  const who = line.units.join(' + ');
  const sum = line.factors.reduce((n, f) => n + f.value, 0);
  const found: Broken[] = [];
  if (sum !== line.total) found.push({ code: 'risk-sum', message: `${who}'s Risk Factor is ${line.total}, but its factors add up to ${sum} (T24.2)` });
  return [...found, ...factorChecks(line, who), ...cellChecks(line, who)];
}

/** T24.1: every factor a printed line, once, at its value. */
function factorChecks(line: RollLine, who: string): Broken[] {
  const found: Broken[] = [];
  const seen = new Set<string>();
  for (const f of line.factors) {
    const printed = RISK_FACTORS.find((r) => r.id === f.id);
    if (!printed) found.push({ code: 'risk-factor', message: `${who}'s roll counts "${f.id}", which is no line of T24.1` });
    else if (printed.per10Percent ? !(Number.isInteger(f.value) && f.value >= 1 && f.value <= 10) : f.value !== printed.value) {
      found.push({ code: 'risk-factor', message: `${who}'s "${f.id}" counts ${f.value}; T24.1 gives ${printed.per10Percent ? '+1 per whole 10% lost, 1 to 10' : printed.value}` });
    }
    if (seen.has(f.id)) found.push({ code: 'risk-factor', message: `${who}'s roll counts "${f.id}" twice: each line of T24.1 counts once` });
    seen.add(f.id);
    if (f.holds !== undefined && f.holds.length === 0) found.push({ code: 'risk-factor', message: `${who}'s "${f.id}" counts, but none of its conditions held` });
  }
  return found;
}

/** T25.1, T25.3: the cell of the table, in the total's row and the D6's column. */
function cellChecks(line: RollLine, who: string): Broken[] {
  const printed = TABLES.find((t) => t.rule === line.table);
  const d6 = line.dice[0];
  if (!printed || line.dice.length !== 1 || d6 === undefined || !Number.isInteger(d6) || d6 < 1 || d6 > 6) {
    return [{ code: 'risk-cell', message: `${who} rolled [${line.dice.join(', ')}] on table ${line.table}: one D6 on T26 or T27 is the roll (T25.1)` }];
  }
  const row = printed.rows.find((r) => line.total >= r.min && line.total <= r.max);
  if (!row) return [{ code: 'risk-cell', message: `${who}'s Risk Factor ${line.total} is in no row of ${printed.rule}: it is a whole number (T24.2)` }];
  const cell = row.cells[d6 - 1]!;
  if (row.label === line.row && cell.code === line.result) return [];
  return [{ code: 'risk-cell', message: `${who} read ${line.row}, ${line.result} for RF ${line.total} and D6 ${d6}, but ${printed.rule} gives ${row.label}, ${cell.code} (T25.3)` }];
}
