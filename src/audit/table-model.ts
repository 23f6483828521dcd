import type { TraceBase, TraceLine } from '../engine/trace.js';
import { gapBetween, outlineOf, type Outline } from './bases.js';

/** A base the checker tracks, with its outline worked out once. */
export interface TrackedBase extends TraceBase {
  readonly outline: Outline;
}

const keyOf = (unit: string, id: string | undefined) => `${unit}\u0000${id ?? unit}`;
const compass = (dx: number, dy: number) => ((Math.atan2(dx, dy) * 180) / Math.PI + 360) % 360;

/**
 * The table as a trace shows it so far: every base of the last positions line, moved on by the
 * move lines since (each base to the end of its path, a rectangle turned the way its last leg
 * went), less those removed since. What the checker measures fire, charges and contacts against.
 */
export class TableModel {
  private bases = new Map<string, TrackedBase>();
  private sides = new Map<string, string>();

  /** Takes in a line: a start names the units' sides, positions replace the table, a move moves its bases. */
  take(line: TraceLine): void {
    if (line.kind === 'start') for (const u of line.units) this.sides.set(u.id, u.side);
    if (line.kind === 'positions') this.bases = new Map(line.bases.map((b) => [keyOf(b.unit, b.id), { ...b, outline: outlineOf(b) }]));
    if (line.kind === 'removed') {
      for (const [key, base] of this.bases) if (base.unit === line.unit && (line.id === undefined || base.id === line.id)) this.bases.delete(key);
    }
    if (line.kind === 'move') {
      for (const moved of line.bases) {
        const base = this.bases.get(keyOf(line.unit, moved.id));
        const end = moved.path.at(-1);
        const before = moved.path.at(-2);
        if (!base || !end || !before) continue;
        const facing = base.round || (end[0] === before[0] && end[1] === before[1]) ? base.facing : compass(end[0] - before[0], end[1] - before[1]);
        const next = { ...base, x: end[0], y: end[1], facing };
        this.bases.set(keyOf(base.unit, base.id), { ...next, outline: outlineOf(next) });
      }
    }
  }

  /** The side a unit belongs to, as the start line says. */
  sideOf(unit: string): string | undefined {
    return this.sides.get(unit);
  }

  /** Every base on the table, markers included. */
  all(): TrackedBase[] {
    return [...this.bases.values()];
  }

  /** A unit's base (`id` for one figure of it), if it stands on the table. */
  base(unit: string, id?: string): TrackedBase | undefined {
    return this.bases.get(keyOf(unit, id));
  }

  /** The bases of a unit. */
  of(unit: string): TrackedBase[] {
    return this.all().filter((b) => b.unit === unit);
  }

  /** The gap between two bases, cm (negative when they overlap). */
  static gap(a: TrackedBase, b: TrackedBase): number {
    return gapBetween(a.outline, b.outline);
  }
}
