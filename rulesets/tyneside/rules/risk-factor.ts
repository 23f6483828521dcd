/**
 * Risk Factor (spec T24, with A-34..A-42). The caller measures the board; this adds it up.
 */
import { RISK_FACTORS, type RiskFactorId } from '../tables/risk-factors.js';

/** What the board says about one unit at the moment of its Actions roll (T24.3). */
export interface RiskInputs {
  /** A Hero is a member of the unit or a leader within 5 cm of it, or the unit is a lone Hero. */
  readonly heroWithUnit: boolean;
  /** Every living figure is in soft or hard cover. */
  readonly entirelyInCover: boolean;
  /** The unit's last move brought it closer to the nearest enemy. */
  readonly advancing: boolean;
  /** An enemy in clear sight has the unit within its own weapon range. */
  readonly enemyInRange: boolean;
  /** The unit is Raw. */
  readonly raw: boolean;
  /** Any enemy unit in sight has the unit within its weapon range; counts only when `raw`. */
  readonly rawInRange: boolean;
  /** Wounded + killed as a percentage of original strength, 0..100. */
  readonly casualtiesPct: number;
  /** An enemy in sight lies to flank or rear. */
  readonly enemyFlankRear: boolean;
  /** The unit is native and an enemy horsed figure is within 25 cm. */
  readonly nativesNearCavalry: boolean;
  /** Last result was RUN, or moved back after melee since the last roll. */
  readonly running: boolean;
}

/** One line of T24.1 that applied, with its value and the reason. */
export interface RiskFactorTerm {
  readonly id: RiskFactorId;
  readonly value: number;
  readonly why: string;
}

/** Absorbs float noise in a caller's percentage (e.g. 29.999999999999996 for 3 of 10). */
const EPSILON = 1e-9;

/**
 * T24.1–T24.2: the Risk Factor of a unit and the lines that make it up, in printed order.
 * Each line counts once; "cover or advancing" is −1 once even if both hold;
 * casualties give +1 per whole 10% (A-37); the Raw line needs the unit to be Raw.
 */
export function riskFactor(inputs: RiskInputs): { rf: number; factors: RiskFactorTerm[] } {
  const pct = inputs.casualtiesPct;
  if (!Number.isFinite(pct) || pct < 0 || pct > 100) {
    throw new RangeError(`riskFactor: casualtiesPct must be 0..100, got ${pct}`);
  }
  const steps = Math.floor(pct / 10 + EPSILON);
  const cover = inputs.entirelyInCover;
  const adv = inputs.advancing;

  const reasons: Record<RiskFactorId, string | null> = {
    hero: inputs.heroWithUnit ? 'a Hero is with the unit' : null,
    'cover-or-advancing':
      cover && adv ? 'entirely in cover and advancing (counts once)' : cover ? 'entirely in cover' : adv ? 'advancing' : null,
    'enemy-in-range': inputs.enemyInRange ? 'an enemy in clear sight has the unit in range' : null,
    'raw-in-range': inputs.raw && inputs.rawInRange ? 'Raw, and an enemy unit in sight has it in range' : null,
    casualties: steps > 0 ? `${Math.round(pct)}% wounded or killed: ${steps} × 10%` : null,
    'flank-rear': inputs.enemyFlankRear ? 'an enemy in sight is to flank or rear' : null,
    'natives-near-cavalry': inputs.nativesNearCavalry ? 'natives within 25 cm of enemy cavalry' : null,
    running: inputs.running ? 'ran last turn or was moved back after melee' : null,
  };

  const factors: RiskFactorTerm[] = [];
  for (const f of RISK_FACTORS) {
    const why = reasons[f.id];
    if (why === null) continue;
    const value = f.per10Percent ? f.value * steps : f.value;
    factors.push({ id: f.id, value, why: `${f.wording} (${why})` });
  }
  return { rf: factors.reduce((sum, f) => sum + f.value, 0), factors };
}
