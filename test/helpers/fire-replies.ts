import type { Question } from '../../src/engine/questions.js';
import { replyProblem } from '../../src/engine/questions.js';
import type { Fact } from '../../src/engine/requests.js';
import type { VirtualTable } from '../../src/engine/ruleset.js';
import type { TableGame } from '../../src/play/table-game.js';

/** The virtual table a real-table session keeps beside it (it answers nothing there unless asked). */
function tableOf(game: TableGame): VirtualTable {
  return (game.session as unknown as { table: VirtualTable }).table;
}

/**
 * A real game's fire at a real table: offered replies see no enemy, so nobody fires. This
 * answerer carries out every instruction told so far on the session's virtual table (the units
 * move there as the player moves them; the books make most of those moves themselves), and replies to the questions of sight and fire as the
 * table's geometry answers them: who sees whom, which hidden markers see or are seen (and are
 * revealed), each unit's nearest enemy (T24.0), who can shoot at what, the target, its range and cover. Everything else gets its
 * offered reply.
 */
export class FireReplies {
  private told = 0;

  /**
   * `table`: the table whose geometry answers, where a measure keeps the true positions itself
   * (it then carries out what is told there); by default the session's, caught up here.
   */
  constructor(private readonly game: TableGame, private readonly table: (() => VirtualTable) | null = null) {}

  /** The reply to the question on screen: the table's where it is a question of sight or fire, else null (take the offered one). */
  reply(q: Question, fact: Fact): unknown {
    const table = this.table?.() ?? tableOf(this.game);
    if (!this.table) this.catchUp(table);
    const guess = steer(q, fact, () => table.answer(fact), (unit) => livingFigures(this.game, unit), (unit) => formationOf(this.game, unit), (figure) => isWounded(this.game, figure));
    return guess !== undefined && replyProblem(q, guess) === null ? guess : null;
  }

  /**
   * Carries out on the virtual table the instructions told since the last question that the
   * session's books have not carried out already (`Books`: a real table's books make opfor's told
   * moves themselves; once more here would move the units twice).
   */
  private catchUp(table: VirtualTable): void {
    const { log, books } = this.game.session;
    for (; this.told < log.length; this.told++) {
      const entry = log[this.told]!;
      if (entry.kind === 'tell' && books?.follows(entry.instruction) !== true) table.execute(entry.instruction);
    }
  }
}

type Target = { unit: string; distance?: number; band?: string; cover?: unknown; bearing?: number };
type TynesideNearest = { unit: string; nearest: { unit: string; visible: boolean } | null };
type TynesideTarget = { unit: string; distance: number; cover: string; visible: readonly string[]; shots: readonly { figure: string; weapon: string; band: string }[] };

/** Tyneside's targets: 'fire-targets' answers a list of them, 'fire-count' the one aimed at. */
function tynesideTargets(answer: unknown): readonly TynesideTarget[] {
  return Array.isArray(answer) ? answer : [answer as TynesideTarget];
}

/** How many living figures a unit has in the session's books (Tyneside: a unit's figures, each alive or not). */
function livingFigures(game: TableGame, unit: string): number {
  const state = game.session.state as { units: Record<string, { figures: string[] }>; figures: Record<string, { alive: boolean }> };
  return state.units[unit]!.figures.filter((f) => state.figures[f]!.alive).length;
}

/** Whether a Tyneside figure is wounded in the session's books (T23: it shoots at short range only). */
function isWounded(game: TableGame, figure: string): boolean {
  return ((game.session.state as { figures: Record<string, { wounds?: number }> }).figures[figure]?.wounds ?? 0) > 0;
}

/** A Guaitana unit's formation in the session's books. */
function formationOf(game: TableGame, unit: string): string {
  return (game.session.state as { units: Record<string, { formation: string }> }).units[unit]!.formation;
}

/**
 * Guaitana G11.4, G11.8, G11.12: the lines of the fire checklist the table's targets tick for a
 * unit: its nearest target, its band and its cover and, for a square, the same of the nearest on
 * its far face (135° or more round from the first). A weapon of one band has no band lines: the
 * reply keeps only the lines offered.
 */
function aimedLines(unit: string, targets: readonly Target[], formation: string, offered: readonly string[]): string[] {
  const [first] = targets;
  if (!first) return [];
  const far = formation === 'square' ? targets.find((t) => t !== first && Math.abs(((t.bearing! - first.bearing! + 540) % 360) - 180) >= 135) : undefined;
  // a face whose enemy is not offered (the books' sight is not the table's) is left unticked whole
  const face = (t: Target, prefix: string) => (offered.includes(`${unit}/${prefix}at/${t.unit}`) ? [`${unit}/${prefix}at/${t.unit}`, `${unit}/${prefix}band/${t.band}`, ...(t.cover === true ? [`${unit}/${prefix}cover`] : [])].filter((id) => offered.includes(id)) : []);
  const near = face(first, '');
  return near.length === 0 ? [] : [...near, ...(far ? face(far, 'far-') : [])];
}

/**
 * Tyneside T16-T22: the lines of the fire checklists the table's targets tick, each row (a
 * target, or a shooting unit at its nearest enemy) its own: the distance bracket (the nearest
 * limit at or beyond the target's distance), its cover, "some cannot shoot at it" where the shots
 * are fewer than the shooters, "some further off" where they are in more than one band, "some
 * of its figures out of sight" where fewer of its figures are in sight than live.
 */
function shootLines(options: readonly string[], rows: readonly { row: string; target: TynesideTarget; shooters: number }[], living: (unit: string) => number): string[] {
  const ticked: string[] = [];
  for (const { row, target: t, shooters } of rows) {
    const mine = options.filter((id) => id.startsWith(`${row}/`));
    const limits = mine.filter((id) => id.includes('/within/')).map((id) => Number(id.split('/').at(-1))).filter((l) => l >= t.distance - 1e-6);
    if (limits.length > 0) ticked.push(`${row}/within/${Math.min(...limits)}`);
    const lines = [`${row}/cover/${t.cover}`, ...(t.shots.length < shooters ? [`${row}/unseen`] : []), ...(new Set(t.shots.map((s) => s.band)).size > 1 ? [`${row}/further`] : []), ...(t.visible.length < living(t.unit) ? [`${row}/hidden`] : [])];
    ticked.push(...lines.filter((id) => mine.includes(id)));
  }
  return ticked;
}

/** The reply the table's answer implies for a question of sight or fire; undefined for any other question. */
function steer(q: Question, fact: Fact, virtual: () => unknown, living: (unit: string) => number, formation: (unit: string) => string, wounded: (figure: string) => boolean): unknown {
  const [head, ...rest] = q.key.split('/');
  const options = q.kind === 'some-of' || q.kind === 'one-of' ? q.options.map((o) => o.id) : [];
  switch (head) {
    // Guaitana G10: who sees an enemy, and whom
    case 'sight': {
      if (fact.id !== 'sight') return undefined;
      const sight = virtual() as Record<string, readonly string[]>;
      return options.filter((id) => (sight[id] ?? []).length > 0);
    }
    case 'sees': {
      const v = virtual();
      const seen = (fact.id === 'sight' ? (v as Record<string, readonly string[]>)[rest[0]!] : v) as readonly string[] | undefined;
      return options.filter((id) => (seen ?? []).includes(id));
    }
    case 'seen-by': {
      const sight = virtual() as Record<string, readonly string[]>;
      return options.filter((id) => (sight[id] ?? []).includes(rest[0]!));
    }
    case 'see-enemy': return options.filter((id) => (virtual() as readonly string[]).includes(id));
    // Guaitana G11: each unit's nearest target, its band and cover (a square's far face too)
    case 'fire-targets': {
      if (fact.id !== 'fire-targets') return undefined;
      const found = virtual() as Readonly<Record<string, readonly Target[]>>;
      return Object.entries(found).flatMap(([unit, targets]) => aimedLines(unit, targets, formation(unit), options));
    }
    // Tyneside T16-T22: the targets, each one's distance bracket, cover and exceptions; the counts
    case 'shoot-at':
    case 'shoot-detail': {
      if (fact.id !== 'fire-targets') return undefined;
      const shooters = (fact as unknown as { shooters: readonly string[] }).shooters.length;
      return shootLines(options, (virtual() as readonly TynesideTarget[]).map((t) => ({ row: t.unit, target: t, shooters })), living);
    }
    case 'shoot-count': {
      const [, target, weapon, band] = rest;
      const shots = tynesideTargets(virtual()).find((t) => t.unit === target)?.shots ?? [];
      const bands = ['short', 'medium', 'long'];
      const within = (w: string, b: string, hurt?: boolean) => shots.filter((s) => s.weapon === w && bands.indexOf(s.band) <= bands.indexOf(b) && (hurt === undefined || wounded(s.figure) === hurt)).length;
      // every weapon's bands on one screen: a row's id is its weapon and band, the wounded (short range only) a row of their own
      if (q.kind === 'numbers') {
        const anyHurt = (w: string) => q.rows.some((r) => r.id === `${w}/short/wounded`);
        return q.rows.map((row) => {
          const [w, b, hurt] = row.id.split('/') as [string, string, string | undefined];
          return Math.min(within(w, b, hurt !== undefined ? true : anyHurt(w) ? false : undefined), row.max);
        });
      }
      // uncommanded fire asks a band's count only up to the shots taken ("4 if 4 or more")
      return q.kind === 'number' ? Math.min(within(weapon!, band!), q.max) : within(weapon!, band!);
    }
    case 'shoot-seen': return fact.id === 'in-sight' ? (virtual() as readonly string[]).length : undefined;
    // Tyneside T35.2: the hidden markers from which a figure would see the enemy, or be seen (and so be revealed)
    case 'marker-sees-enemy': {
      const seeing = virtual() as readonly string[];
      return q.kind === 'yes-no' ? seeing.length > 0 : options.filter((id) => seeing.includes(id));
    }
    // Tyneside T24.0: each unit's nearest enemy in sight (none: it sees none), then the nearest unseen of one that sees none
    case 'nearest-enemy': {
      const found = fact.id === 'nearest-enemy' ? virtual() : undefined;
      // Guaitana's nearest enemy (G8.5) is a unit, not a list: taken as offered
      if (!Array.isArray(found)) return undefined;
      const unseen = rest.includes('unseen');
      if (q.kind === 'one-of') {
        const nearest = (found as TynesideNearest[]).find((f) => f.unit === rest[0])?.nearest;
        return unseen ? nearest?.unit : nearest?.visible ? nearest.unit : 'none';
      }
      return (found as TynesideNearest[]).flatMap((f) => (f.nearest && (unseen || f.nearest.visible) ? [`${f.unit}/${f.nearest.unit}`] : [])).filter((id) => options.includes(id));
    }
    // Tyneside T16.1: each unit's nearest enemy in sight where asked, and what it can hit of it
    case 'can-shoot': {
      const asked = (fact as unknown as { units: readonly { unit: string; shooters: readonly string[] }[] }).units;
      const can = virtual() as readonly { unit: string; at: string | null; target: TynesideTarget | null }[];
      // a row whose nearest enemy on the table is not offered (the books' candidates are not the table's) is left unticked
      // whole, as aimedLines does: a distance ticked without its enemy is no answer, and the checklist rightly asks again
      // a row offered no nearest-enemy lines names its enemy already (its T24.0 answer still holds): only its lines are ticked
      const named = (c: { unit: string }) => !options.some((id) => id.startsWith(`${c.unit}/at/`));
      const offered = can.filter((c) => c.at !== null && (named(c) || options.includes(`${c.unit}/at/${c.at}`)));
      const nearest = offered.filter((c) => !named(c)).map((c) => `${c.unit}/at/${c.at}`);
      const aimed = offered.flatMap((c) => (c.target ? [{ row: c.unit, target: c.target, shooters: asked.find((a) => a.unit === c.unit)!.shooters.length }] : []));
      return [...nearest, ...shootLines(options, aimed, living)];
    }
    default: return undefined;
  }
}
