import type { SideId } from './requests.js';

/**
 * The battle trace: the battle as JSON lines, for a player auditing a ruling and for the tests'
 * invariant checker. Points are cm from the table's south-west corner, x east and y north;
 * facings are degrees clockwise from north; unit ids are the scenario's own.
 */

/** A point of a path, `[x, y]` in cm. */
export type TracePoint = readonly [number, number];

/** A unit as the start line lists it; a Tyneside leader is a unit of his own (`leader: true`). */
export interface TraceUnit {
  readonly id: string;
  readonly side: SideId;
  readonly type: string;
  readonly leader?: true;
}

/** One figure or base on the table: its centre, frontage `w` and depth `d` (equal for a round base). */
export interface TraceBase {
  readonly unit: string;
  readonly side: SideId;
  /** The figure, where a unit has several bases. */
  readonly id?: string;
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly d: number;
  readonly facing: number;
  readonly leader: boolean;
  readonly round?: true;
  /** A hidden marker or dummy (T35), not a figure. */
  readonly marker?: true;
  /** Tyneside: the figure's group is in retreat (T34.2). */
  readonly retreat?: true;
  /** The unit's standing order, where the ruleset gives units orders (Guaitana: `move`, `attack`, `defend`, `retreat`). */
  readonly order?: string;
  /** Its formation, with its guns or horses where it has them (Guaitana: e.g. `mass`, `line/dismounted`, `column/packed`). */
  readonly form?: string;
}

/** One base's part in a move: its path from where it stood, what it could spend and what it spent. */
export interface TraceMovedBase {
  readonly id: string;
  readonly path: readonly TracePoint[];
  readonly allowance: number;
  readonly spent: number;
}

/** One factor that applied to a roll's total: what it is (the ruleset's own id), the rule that gives it, its value. */
export interface TraceFactor {
  readonly id: string;
  readonly rule: string;
  readonly value: number;
  /** Which of the factor's conditions held, where the rule gives one value for any of several (Tyneside A-35: `cover`, `advancing`). */
  readonly holds?: readonly string[];
}

/** What happened, one event a line. */
export type TraceEvent =
  /** A step of the turn sequence begins (its rule is the `step` of this and the lines after it). */
  | { readonly kind: 'step'; readonly title: string; readonly active: SideId | null }
  | {
      readonly kind: 'start';
      readonly ruleset: string;
      readonly scenario: string;
      readonly seed: number | string;
      readonly table: { readonly width: number; readonly depth: number };
      readonly units: readonly TraceUnit[];
    }
  | {
      readonly kind: 'move';
      readonly unit: string;
      readonly side: SideId;
      readonly bases: readonly TraceMovedBase[];
      /** The unit's allowance (the least of its bases') and the most any base spent, cm of capacity. */
      readonly allowance: number;
      readonly spent: number;
      readonly charge: boolean;
      /** The rule that let the move ignore the ground (a melee's move back, T33.1), if one did. */
      readonly ignoresGround?: string;
      /** A move back after a melee: the unit it went away from (Tyneside T33.2), whether or not any base could move. */
      readonly awayFrom?: string;
      /** Of such a move back, the bases that found no clear place and still touch that unit (no room: friends, enemies, the table's edge, impassable ground). */
      readonly noRoom?: readonly string[];
    }
  | {
      readonly kind: 'fire';
      readonly unit: string;
      readonly side: SideId;
      /** The figure that shot, where a unit has several bases. */
      readonly shooter?: string;
      readonly weapon: string;
      /** The figure or base aimed at. */
      readonly target: string;
      readonly targetUnit: string;
      /** As the rule measures it, cm; absent where only the band was given (a real table, where the tape gives a band). */
      readonly distance?: number;
      readonly band: string;
      readonly dice: readonly number[];
      readonly hits: number;
    }
  | {
      readonly kind: 'melee';
      readonly attackers: readonly string[];
      readonly defenders: readonly string[];
      readonly result: string;
      /** The units of it that give ground for its result (Tyneside T33.2: the worse, or both on a draw), where a ruleset says. */
      readonly gaveGround?: readonly string[];
    }
  /**
   * A roll read on a table whose row is the sum of factors (Tyneside: the Actions Table, T25, by
   * the Risk Factor, T24): the units it decides for, every factor that applied, their total, the
   * dice, and the table's row and cell.
   */
  | {
      readonly kind: 'roll';
      readonly side: SideId;
      /** The units that rolled, as one where there are several (a Tyneside formed platoon, T29). */
      readonly units: readonly string[];
      /** Units that take the result without rolling (Tyneside: leaders with the group, A-63). */
      readonly with?: readonly string[];
      readonly factors: readonly TraceFactor[];
      readonly total: number;
      readonly dice: readonly number[];
      /** The table read, by its rule (e.g. `T26`); the label of the row the total falls in; the cell's result. */
      readonly table: string;
      readonly row: string;
      readonly result: string;
      /** Thrown but not acted on (Tyneside A-49: a platoon's result that binds, so each group rolls alone). */
      readonly discarded?: true;
    }
  | { readonly kind: 'positions'; readonly bases: readonly TraceBase[] }
  /** A figure (`id`) or a whole unit taken off the table: a casualty, a unit wiped out or caught. */
  | { readonly kind: 'removed'; readonly unit: string; readonly id?: string }
  | { readonly kind: 'end'; readonly winner: SideId | 'draw'; readonly turns: number };

/** A trace line: the event, stamped with the turn and the step (its rule) it happened in. */
export type TraceLine = { readonly turn: number; readonly step: string } & TraceEvent;

/** Where trace lines go as the battle makes them. */
export type TraceSink = (line: TraceLine) => void;

/** The battle a trace is of, for its start line. */
export interface TraceHeading {
  readonly scenario: string;
  readonly seed: number | string;
}

/** A trace line as one line of JSON, numbers unrounded: what the rule measured, to the last digit. */
export function traceJson(line: TraceLine): string {
  return JSON.stringify(line);
}
