/**
 * The trace checker's hold on the Tyneside Actions roll (T24-T25): each roll line's Risk Factor
 * is recomputed from the trace's own lines, not from the engine's code.
 */
import type { Broken } from '../../src/audit/check-trace.js';
import { TableModel } from '../../src/audit/table-model.js';
import type { TraceLine } from '../../src/engine/trace.js';
import { degreesApart } from '../../src/table/move-along.js';
import { atMost, under } from '../../src/table/tolerance.js';
import type { FigureState } from './state.js';
import { rollArithmetic } from './trace-roll-sums.js';
import { WEAPONS } from './tables/weapons.js';

type Line<K extends TraceLine['kind']> = Extract<TraceLine, { kind: K }>;

/** The step of melees and their set 5 cm moves (T5.1 step 4, T33). */
const MELEE_STEP = 'T5.1(4)';
/** T24.1 (A-41): natives within this of enemy cavalry. */
const CAVALRY_NEAR_CM = 25;
/** A-40: an enemy more than this off the group's facing is on its flank or rear, degrees. */
const FRONT_HALF_ARC = 45;
/** How far an angle may stray from the engine's own sum of the same positions: float noise only, degrees. */
const SAME_ANGLE = 1e-6;

/**
 * Whether a unit's last move brought it nearer the nearest enemy (A-35), as the trace shows it:
 * `unknown` where the trace cannot prove it either way.
 */
type Advance = 'advanced' | 'not' | 'unknown';

/**
 * The checks, each on a roll line (T25.1): its arithmetic (trace-roll-sums.ts); "running" (+3,
 * A-42) holds, and says it ran, exactly when a group of the roll had RUN as its last result, and
 * says moved back exactly when a group of it gave ground in a melee since its last roll (the
 * melee lines' `gaveGround`); "advancing" (A-35) is among the
 * conditions of "entirely in cover or advancing" when every group of the roll advanced in its
 * last move, and only then or where the trace cannot tell. A group advanced when its last move
 * was a charge (T31), a follow-up (T33.3) on a group that still stands, or brought its nearest
 * base nearer the nearest enemy base (gaps between the trace's bases, through the one tolerance).
 * Cover (walls face the nearest enemy, T20.2) is not proved: the other half of that line. Nor is
 * advancing in a trace without positions (a real table, no moves traced), nor after a group's own
 * roll until a line shows its next move: a move in which no base goes anywhere leaves no line, yet
 * it is the group's last move, and not an advance.
 * On the table the trace shows (positions), with the scenario's figures: "Hero with unit" (−1,
 * A-34) holds exactly when a figure of the roll's groups or of the leaders with them is a Hero,
 * and "natives within 25 cm of enemy cavalry" (+2, A-41) exactly when a figure of the groups is
 * native and an enemy horsed figure stands within 25 cm of one of theirs; an enemy in range (+1,
 * and the Raw line's +1, A-36) is counted only if an enemy weapon reaches a figure of the groups at
 * long range, and one to flank or rear (+2, A-40) only if an enemy stands more than 45° off a
 * group's facing from its centre (the sight each also needs is not in the trace).
 * Also: a set 5 cm move in a melee step (T33) is made by a group that gave ground in it, or that
 * won a melee in it (a follow-up, T33.3).
 */
export function riskChecks(figures: Readonly<Record<string, FigureState>>): (line: TraceLine, table: TableModel) => Broken[] {
  const leaders = new Set<string>();
  const lastResult = new Map<string, string>();
  const movedBack = new Set<string>();
  const advance = new Map<string, Advance>();
  // this melee step's melees: who gave ground, and whom each winner beat
  let gaveGround = new Set<string>();
  let beaten = new Map<string, string[]>();
  let groundSaid = false;
  // a trace without positions (a real table, where opfor does not see the figures) has no moves to measure
  let seesTable = false;
  // a move whose gap to the enemy is measured once the table has taken it
  let pending: { unit: string; before: number } | null = null;

  return (line, table) => {
    const found: Broken[] = [];
    if (pending) {
      advance.set(pending.unit, under(nearestEnemyGap(table, pending.unit), pending.before) ? 'advanced' : 'not');
      pending = null;
    }
    switch (line.kind) {
      case 'start':
        for (const u of line.units) if (u.leader) leaders.add(u.id);
        break;
      case 'positions':
        seesTable = true;
        break;
      case 'step':
        gaveGround = new Set();
        beaten = new Map();
        groundSaid = false;
        break;
      case 'melee':
        if (line.gaveGround !== undefined) groundSaid = true;
        for (const unit of line.gaveGround ?? []) {
          gaveGround.add(unit);
          movedBack.add(unit);
          // moved back whether or not a base could go: a move of nothing brings nobody nearer
          advance.set(unit, 'not');
        }
        for (const winner of [...line.attackers, ...line.defenders].filter((u) => line.gaveGround !== undefined && !line.gaveGround.includes(u))) {
          const losers = [...line.attackers, ...line.defenders].filter((u) => u !== winner);
          beaten.set(winner, [...(beaten.get(winner) ?? []), ...losers]);
          // it may follow up (T33.3) and no base move, which leaves no line: an advance on a group
          // that stands, else a move of nothing (not nearer); only an advance already made stays sure
          const stand = losers.every((u) => table.of(u).some((b) => !b.marker));
          if (!(stand && advance.get(winner) === 'advanced')) advance.set(winner, 'unknown');
        }
        break;
      case 'move':
        found.push(...setMove(line));
        pending = null;
        advance.set(line.unit, moveAdvance(line, table));
        break;
      case 'roll':
        found.push(...rollChecks(line), ...boardChecks(line, table));
        if (!line.discarded) {
          for (const unit of [...line.units, ...(line.with ?? [])]) {
            lastResult.set(unit, line.result);
            movedBack.delete(unit);
            // a move that its group then makes and in which no base goes anywhere leaves no line,
            // yet it is its last move, and not an advance: until a line shows its next move, the trace cannot tell
            advance.set(unit, 'unknown');
          }
        }
        break;
      default:
        break;
    }
    return found;
  };

  /** A-34, A-41: the factors the figures on the table decide, both ways. */
  function boardChecks(line: Line<'roll'>, table: TableModel): Broken[] {
    if (!seesTable) return [];
    const who = line.units.join(' + ');
    const own = line.units.flatMap((u) => table.of(u).filter((b) => !b.marker));
    const leadersWith = (line.with ?? []).flatMap((u) => table.of(u).filter((b) => !b.marker));
    const figure = (id: string | undefined) => (id === undefined ? undefined : figures[id]);
    const found: Broken[] = [];
    const counts = (id: string) => line.factors.some((f) => f.id === id);
    const hero = [...own, ...leadersWith].find((b) => figure(b.id)?.cls === 'hero');
    if ((hero !== undefined) !== counts('hero')) {
      found.push({ code: 'risk-factor', message: hero ? `${hero.id} is a Hero with ${who}, but its roll counts no −1 for him (T24.1, A-34)` : `${who}'s roll counts −1 for a Hero, but no Hero is of it or with it (T24.1, A-34)` });
    }
    const natives = own.some((b) => figure(b.id)?.native === true);
    const horse = table.all().find((e) => !e.marker && e.side !== line.side && figure(e.id)?.horsed === true && own.some((b) => atMost(TableModel.gap(b, e), CAVALRY_NEAR_CM)));
    // A-36, A-40 need sight, which the trace does not show: only what they need besides it is checked
    const enemies = table.all().filter((e) => !e.marker && e.side !== line.side);
    const inReach = enemies.some((e) => own.some((b) => atMost(TableModel.gap(b, e), longestRange(figure(e.id)))));
    for (const id of ['enemy-in-range', 'raw-in-range']) {
      if (counts(id) && !inReach) found.push({ code: 'risk-factor', message: `${who}'s roll counts +1 for "${id}", but no enemy's weapon reaches a figure of it at long range (T24.1, A-36)` });
    }
    if (counts('flank-rear') && !line.units.some((u) => enemies.some((e) => offFront(table.of(u).filter((b) => !b.marker), e)))) {
      found.push({ code: 'risk-factor', message: `${who}'s roll counts +2 for an enemy to flank or rear, but every enemy stands within ${FRONT_HALF_ARC}° of its facing (T24.1, A-40)` });
    }
    if ((natives && horse !== undefined) !== counts('natives-near-cavalry')) {
      found.push({ code: 'risk-factor', message: natives && horse ? `${who} are natives with the enemy horseman ${horse.id} within ${CAVALRY_NEAR_CM} cm, but the roll counts no +2 for it (T24.1, A-41)` : `${who}'s roll counts +2 for natives near enemy cavalry, but ${natives ? `no enemy horseman stands within ${CAVALRY_NEAR_CM} cm` : 'they are not natives'} (T24.1, A-41)` });
    }
    return found;
  }

  /** T33: a set move in a melee step is a move back or a winner's follow-up. */
  function setMove(line: Line<'move'>): Broken[] {
    // a trace whose melee lines do not say who gave ground (one written before they did) is not held to it
    if (line.ignoresGround === undefined || line.step !== MELEE_STEP || !groundSaid) return [];
    if (gaveGround.has(line.unit) || beaten.has(line.unit)) return [];
    return [{ code: 'follow-up', message: `${line.unit} was moved a set 5 cm in the melee step but neither gave ground nor won a melee in it (T33.2, T33.3)` }];
  }

  /** Whether this move advanced the unit (A-35), or the gap to measure once the table has taken it. */
  function moveAdvance(line: Line<'move'>, table: TableModel): Advance {
    // a leader moving with a group moves as a rider: the trace does not say whose move it was
    if (leaders.has(line.unit)) return 'unknown';
    if (line.charge) return 'advanced';
    const followUp = line.ignoresGround !== undefined && line.step === MELEE_STEP && !gaveGround.has(line.unit);
    if (followUp) {
      const standing = (beaten.get(line.unit) ?? []).map((u) => table.of(u).some((b) => !b.marker));
      // A-56: a follow-up regains contact with the group beaten, an advance whatever the gap does;
      // on a group gone, only the gap can say (and if some it beat stand and some not, the trace cannot say which it followed)
      if (standing.length > 0 && standing.every(Boolean)) return 'advanced';
      if (standing.some(Boolean)) return 'unknown';
    }
    pending = { unit: line.unit, before: nearestEnemyGap(table, line.unit) };
    return 'unknown';
  }

  function rollChecks(line: Line<'roll'>): Broken[] {
    const found: Broken[] = [...rollArithmetic(line)];
    const who = line.units.join(' + ');
    found.push(...runningChecks(line, who));
    found.push(...advancingChecks(line, who));
    return found;
  }

  /** A-42: +3 when a group of the roll ran last, or gave ground in a melee since its last roll. */
  function runningChecks(line: Line<'roll'>, who: string): Broken[] {
    const ran = line.units.filter((u) => lastResult.get(u) === 'RUN');
    const back = line.units.filter((u) => movedBack.has(u));
    const holds = line.factors.find((f) => f.id === 'running')?.holds ?? [];
    const found: Broken[] = [];
    if ((ran.length > 0) !== holds.includes('ran')) {
      found.push({ code: 'risk-running', message: ran.length > 0 ? `${ran.join(', ')} ran at its last roll, but ${who}'s roll counts no +3 for running (T24.1, A-42)` : `${who}'s roll counts +3 for running, but no group of it had RUN at its last roll (T24.1, A-42)` });
    }
    if ((back.length > 0) !== holds.includes('moved-back')) {
      found.push({ code: 'risk-running', message: back.length > 0 ? `${back.join(', ')} gave ground in a melee since its last roll, but ${who}'s roll counts no +3 for retreating as a result of melee (T24.1, A-42)` : `${who}'s roll counts +3 for retreating as a result of melee, but no group of it gave ground in a melee since its last roll (T24.1, A-42)` });
    }
    return found;
  }

  /** A-35: "advancing" when every group of the roll advanced in its last move; not when the trace shows one did not. */
  function advancingChecks(line: Line<'roll'>, who: string): Broken[] {
    if (!seesTable) return [];
    const states = line.units.map((u) => advance.get(u) ?? 'not');
    const counted = line.factors.find((f) => f.id === 'cover-or-advancing')?.holds?.includes('advancing') ?? false;
    if (!counted && states.every((s) => s === 'advanced')) return [{ code: 'risk-advancing', message: `${who} advanced in its last move, but its roll counts no −1 for advancing (T24.1, A-35)` }];
    if (counted && states.some((s) => s === 'not')) return [{ code: 'risk-advancing', message: `${who}'s roll counts −1 for advancing, but ${line.units.filter((_, i) => states[i] === 'not').join(', ')} did not come nearer the enemy in its last move (T24.1, A-35)` }];
    return [];
  }
}

/** The longest long range of a figure's weapons, cm (A-36: a wounded man's shorter reach aside); 0 for none. */
function longestRange(figure: FigureState | undefined): number {
  return Math.max(0, ...(figure?.weapons ?? []).map((w) => WEAPONS[w.weapon].range.long ?? 0));
}

/** A-40: whether an enemy base lies more than 45° off a group's facing, seen from its centre. */
function offFront(own: readonly { x: number; y: number; facing: number }[], enemy: { x: number; y: number }): boolean {
  if (own.length === 0) return false;
  const cx = own.reduce((n, b) => n + b.x, 0) / own.length;
  const cy = own.reduce((n, b) => n + b.y, 0) / own.length;
  const bearing = ((Math.atan2(enemy.x - cx, enemy.y - cy) * 180) / Math.PI + 360) % 360;
  return degreesApart(bearing, own[0]!.facing) > FRONT_HALF_ARC - SAME_ANGLE;
}

/** The gap from a unit's nearest base to the nearest enemy base on the table (Infinity with none): touching and overlapping are 0. */
function nearestEnemyGap(table: TableModel, unit: string): number {
  const side = table.sideOf(unit);
  const own = table.of(unit).filter((b) => !b.marker);
  const enemies = table.all().filter((b) => !b.marker && b.side !== side);
  let best = Infinity;
  for (const a of own) for (const e of enemies) best = Math.min(best, Math.max(0, TableModel.gap(a, e)));
  return best;
}
