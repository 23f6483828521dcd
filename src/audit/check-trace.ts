/**
 * The trace checker: reads a battle trace line by line and reports every line that breaks what
 * the rules demand of any ruleset (no base overlapping another or off the table, moves within
 * their allowance, paths that start where the base stood, charges that end in contact, contacts
 * that are fought), then asks the ruleset's own checks (fire bands, attached leaders, ground).
 */
import type { TraceLine } from '../engine/trace.js';
import { atMost, under } from '../table/tolerance.js';
import { TableModel } from './table-model.js';

/** How near (cm) a path's first point must be to where its base stood: only float noise. */
const SAME_PLACE_CM = 1e-6;

/** What a ruleset tells the checker, and the checks only it can make. */
export interface TraceRules {
  /** Enemy bases this near (cm) are in contact. */
  readonly contactCm: number;
  /** The step (its rule, as trace lines carry it) in which every contact must be fought. */
  readonly meleeStep: string;
  /** Whether a contact with this unit must be fought (a C-in-C ridden over is not, G9.8.2). */
  fights(unit: string): boolean;
  /** The ruleset's own invariants on one line, the table as it stood before the line. */
  check(line: TraceLine, table: TableModel): Broken[];
}

/** Which invariant a violation breaks. */
export type InvariantCode =
  | 'overlap' | 'off-table' | 'impassable' | 'allowance' | 'path-start' | 'charge-contact' | 'unfought'
  | 'band' | 'distance' | 'leader-alone' | 'melee-moves' | 'moved-back-contact' | 'targets' | 'retreat-form' | 'break'
  | 'risk-sum' | 'risk-factor' | 'risk-cell' | 'risk-running' | 'risk-advancing' | 'follow-up';

/** An invariant broken, as a check reports it. */
export interface Broken {
  readonly code: InvariantCode;
  readonly message: string;
}

/**
 * The result a battle's end owes, once a ruleset's trace checks have found which sides lost: the
 * other side wins, both lost is a draw, and with neither lost the scenario's `atTurnLimit` side
 * wins at the turn limit; null before it (the battle should have gone on).
 */
export function owedResult(sides: readonly { readonly id: string }[], lost: readonly string[], turns: number, turnLimit: number, atTurnLimit: string): string | null {
  if (lost.length === 2) return 'draw';
  if (lost.length === 1) return sides.find((s) => s.id !== lost[0])!.id;
  return turns >= turnLimit ? atTurnLimit : null;
}

/** A broken invariant: where in the trace, and what. */
export interface Violation {
  /** 1-based line number in the trace. */
  readonly line: number;
  readonly turn: number;
  readonly step: string;
  readonly code: InvariantCode;
  readonly message: string;
}

/** Checks one battle's trace; every violation found, in trace order. */
export function checkTrace(lines: Iterable<TraceLine>, rules: TraceRules): Violation[] {
  const table = new TableModel();
  const found: Violation[] = [];
  let width = Infinity, depth = Infinity;
  let melee: { pairs: Map<string, [string, string]>; fought: Set<string> } | null = null;
  const pairKey = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);
  const closeMelee = (n: number, line: TraceLine) => {
    for (const [key, [a, b]] of melee?.pairs ?? []) {
      if (!melee!.fought.has(key)) found.push({ line: n, turn: line.turn, step: line.step, code: 'unfought', message: `${a} and ${b} were in contact when the melee step began but did not fight` });
    }
    melee = null;
  };
  let n = 0;
  for (const line of lines) {
    n++;
    const broke = (code: InvariantCode, message: string) => found.push({ line: n, turn: line.turn, step: line.step, code, message });
    for (const { code, message } of rules.check(line, table)) broke(code, message);
    switch (line.kind) {
      case 'start':
        ({ width, depth } = line.table);
        break;
      case 'step':
        if (melee) closeMelee(n, line);
        if (line.step === rules.meleeStep) melee = { pairs: contacts(table, rules), fought: new Set() };
        break;
      case 'melee':
        for (const a of line.attackers) for (const d of line.defenders) melee?.fought.add(pairKey(a, d));
        break;
      case 'move':
        for (const base of line.bases) {
          if (!atMost(base.spent, base.allowance)) broke('allowance', `${line.unit} ${base.id} spent ${base.spent} cm of a ${base.allowance} cm allowance`);
          const [x, y] = base.path[0]!;
          const stood = table.base(line.unit, base.id);
          if (stood && Math.hypot(stood.x - x, stood.y - y) > SAME_PLACE_CM) broke('path-start', `${line.unit} ${base.id} moved from (${x}, ${y}) but stood at (${stood.x}, ${stood.y})`);
        }
        break;
      case 'positions':
        for (const b of line.bases) {
          if (b.marker) continue;
          if (!atMost(0, b.x) || !atMost(b.x, width) || !atMost(0, b.y) || !atMost(b.y, depth)) broke('off-table', `${b.unit} ${b.id ?? ''} stands off the table at (${b.x}, ${b.y})`);
        }
        break;
      case 'end':
        if (melee) closeMelee(n, line);
        break;
      default:
        break;
    }
    table.take(line);
    if (line.kind === 'positions') for (const message of overlaps(table)) broke('overlap', message);
    if (line.kind === 'move' && line.charge && !inContact(table, rules, line.unit)) broke('charge-contact', `${line.unit} charged but ended in contact with no enemy`);
  }
  return found;
}

/** Pairs of bases that overlap (touching is not overlapping); markers stand for nobody yet. */
function overlaps(table: TableModel): string[] {
  const bases = table.all().filter((b) => !b.marker);
  const found: string[] = [];
  for (let i = 0; i < bases.length; i++) {
    for (let j = i + 1; j < bases.length; j++) {
      const a = bases[i]!, b = bases[j]!;
      const gap = TableModel.gap(a, b);
      if (under(gap, 0)) found.push(`${a.unit} ${a.id ?? ''} overlaps ${b.unit} ${b.id ?? ''} by ${-gap} cm`);
    }
  }
  return found;
}

/** Whether any base of the unit is in contact with an enemy base. */
function inContact(table: TableModel, rules: TraceRules, unit: string): boolean {
  const side = table.sideOf(unit);
  const enemies = table.all().filter((b) => !b.marker && b.side !== side);
  return table.of(unit).some((own) => enemies.some((e) => atMost(TableModel.gap(own, e), rules.contactCm)));
}

/** The unit pairs in contact that must fight, by pair key. */
function contacts(table: TableModel, rules: TraceRules): Map<string, [string, string]> {
  const pairs = new Map<string, [string, string]>();
  const bases = table.all().filter((b) => !b.marker && rules.fights(b.unit));
  for (const a of bases) {
    for (const b of bases) {
      if (a.side >= b.side || a.unit === b.unit) continue;
      if (!atMost(TableModel.gap(a, b), rules.contactCm)) continue;
      const [u, v] = a.unit < b.unit ? [a.unit, b.unit] : [b.unit, a.unit];
      pairs.set(`${u}|${v}`, [u, v]);
    }
  }
  return pairs;
}
