/**
 * Risk Factors, source section "Risk Factors" (spec T24.1).
 *
 * The source prints a value only on the first line of each block; lines beginning ":"
 * share the value above them:
 *
 *   -1: Hero with unit.
 *     : Unit entirely in cover or advancing.
 *    1: Enemy in clear sight and within their weapons range of the unit
 *     : Raw unit in range of any enemy unit in sight.
 *     : Per 10% of group wounded or killed
 *    2: Enemy to flank or rear and in sight.
 *     : Natives within 25cms of enemy cavalry
 *    3: If running from enemy last turn, or retreating as a result of melee.
 *
 * Every line counts once, except the casualty line, which counts per whole 10% (A-34..A-42).
 */

/** T24.1: one printed line. `per10Percent`: the value is earned per whole 10% of the group lost. */
export interface RiskFactorLine {
  readonly id: string;
  readonly value: number;
  readonly per10Percent: boolean;
  readonly wording: string;
  readonly ambiguity: string;
}

/** T24.1 in printed order. */
// prettier-ignore
export const RISK_FACTORS = [
  { id: 'hero',                 value: -1, per10Percent: false, ambiguity: 'A-34', wording: 'Hero with unit.' },
  { id: 'cover-or-advancing',   value: -1, per10Percent: false, ambiguity: 'A-35', wording: 'Unit entirely in cover or advancing.' },
  { id: 'enemy-in-range',       value: +1, per10Percent: false, ambiguity: 'A-36', wording: 'Enemy in clear sight and within their weapons range of the unit' },
  { id: 'raw-in-range',         value: +1, per10Percent: false, ambiguity: 'A-36', wording: 'Raw unit in range of any enemy unit in sight.' },
  { id: 'casualties',           value: +1, per10Percent: true,  ambiguity: 'A-37', wording: 'Per 10% of group wounded or killed' },
  { id: 'flank-rear',           value: +2, per10Percent: false, ambiguity: 'A-40', wording: 'Enemy to flank or rear and in sight.' },
  { id: 'natives-near-cavalry', value: +2, per10Percent: false, ambiguity: 'A-41', wording: 'Natives within 25cms of enemy cavalry' },
  { id: 'running',              value: +3, per10Percent: false, ambiguity: 'A-42', wording: 'If running from enemy last turn, or retreating as a result of melee.' },
] as const satisfies readonly RiskFactorLine[];

export type RiskFactorId = (typeof RISK_FACTORS)[number]['id'];
