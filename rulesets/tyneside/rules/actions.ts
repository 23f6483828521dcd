/**
 * Reading the Actions Tables (spec T25–T27).
 */
import {
  ACTIONS_TABLE_BY_ID,
  rf0RowCountsAsItalic,
  type ActionCell,
  type ActionsTableId,
} from '../tables/actions.js';

/** What one Actions Table roll gives: the cell, its row (0 = "Up to RF0") and the row's printed label. */
export interface ActionLookup {
  readonly cell: ActionCell;
  readonly row: number;
  readonly rowLabel: string;
}

/**
 * T25.3: the row (0-based, 0 = "Up to RF0") of `table` that holds Risk Factor `rf`.
 * "Up to RF0" covers every RF ≤ 0.
 */
export function actionsRow(table: ActionsTableId, rf: number): number {
  if (!Number.isInteger(rf)) {
    throw new RangeError(`actionsRow: Risk Factor must be a whole number, got ${rf}`);
  }
  const row = ACTIONS_TABLE_BY_ID[table].rows.findIndex((r) => rf >= r.min && rf <= r.max);
  if (row < 0) throw new Error(`actionsRow: no ${table} row holds RF ${rf}; the table's bands must cover every integer`);
  return row;
}

/**
 * T25.1: cross-reference Risk Factor `rf` with the D6 face `d6` (1–6) on `table`.
 * The roll is the plain D6; clamp any scenario-modified roll to 1–6 before calling.
 */
export function actionFor(table: ActionsTableId, rf: number, d6: number): ActionLookup {
  if (!Number.isInteger(d6) || d6 < 1 || d6 > 6) {
    throw new RangeError(`actionFor: d6 must be a face 1–6, got ${d6} (clamp modified rolls first, A-39)`);
  }
  const row = actionsRow(table, rf);
  const printed = ACTIONS_TABLE_BY_ID[table].rows[row];
  const cell = printed?.cells[d6 - 1];
  if (!printed || !cell) throw new Error(`actionFor: ${table} row ${row} column ${d6} missing from the table`);
  return { cell, row, rowLabel: printed.label };
}

/** Whether `cell` belongs to the "Up to RF0" row (T26, T27), which is printed roman. */
export function isRf0Cell(cell: ActionCell): boolean {
  return cell.code === 'RF0' || cell.code === 'RF0-6';
}

/**
 * T25.5: may PCs and commanded troops ignore this result? Italic cells: yes. The roman
 * "Up to RF0" row: yes under A-44 (`rf0RowCountsAsItalic`), no with `literalRf0: true`.
 * Every other roman cell binds them.
 */
export function commandedMayIgnore(cell: ActionCell, opts: { literalRf0?: boolean } = {}): boolean {
  if (cell.italic) return true;
  if (isRf0Cell(cell)) return rf0RowCountsAsItalic && !opts.literalRf0;
  return false;
}
