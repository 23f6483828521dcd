/**
 * Why something happened: the rule that applied, in words, with the inputs, the table cell and
 * the dice that decided it. Every AI decision and every instruction carries one, so the UI can
 * always answer "why?" and a player can check it against the rulebook.
 */
export interface Reason {
  /** The rule id in the ruleset's spec, e.g. `T26` or `T31.4`. */
  readonly rule: string;
  /** One line a player reads at the table. */
  readonly text: string;
  /** The table cell looked up, e.g. `Firearms table, RF 3-5, D6 4`. */
  readonly cell?: string;
  /** The dice faces that decided it. */
  readonly dice?: readonly number[];
  /** The inputs that fed the rule, by name. */
  readonly inputs?: Readonly<Record<string, string | number | boolean>>;
}

/** Renders reasons as the one-line "why" the UI shows. */
export function whyLine(reasons: readonly Reason[]): string {
  return reasons.map((r) => `${r.text} (${r.rule}${r.cell ? `, ${r.cell}` : ''})`).join('; ');
}
