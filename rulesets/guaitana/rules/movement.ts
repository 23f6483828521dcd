/**
 * Movement Capacity and Charge Bonus (spec G9.4, with G18.16 and G18.23).
 */
import { CAPACITY, ITALIAN_MASS_RECOMMENDED, type CapacityRowId } from '../tables/movement.js';
import { FORMATIONS, TROOP_TYPES, type Formation, type TroopType } from '../tables/troops.js';

/** What sets a unit's rate. Dismounted Italian cavalry are passed as `italian-infantry` (G4.3). */
export interface MoverInputs {
  readonly type: TroopType;
  /** Read only for Italian infantry, whose rate depends on it; required for them. */
  readonly formation?: Formation;
  /** Bersaglieri or Ascari: +5 cm (G9.4); Italian infantry only. */
  readonly bersaglieriOrAscari?: boolean;
  /** Artillery loaded on its mules ("someggiata"); otherwise in battery, "a spinta". Artillery only. */
  readonly packed?: boolean;
}

/** The G9.4 move and bonus of a mover before the Bersaglieri/Ascari row. */
function baseRow(m: MoverInputs): { move: number; charge: number | null } {
  if (!(TROOP_TYPES as readonly string[]).includes(m.type)) throw new RangeError(`capacity: unknown troop type "${m.type}"`);
  if (m.formation !== undefined && !(FORMATIONS as readonly string[]).includes(m.formation)) {
    throw new RangeError(`capacity: unknown formation "${m.formation}"`);
  }
  if (m.bersaglieriOrAscari && m.type !== 'italian-infantry') {
    throw new RangeError(`capacity: only Italian infantry can be Bersaglieri or Ascari (G9.4), not ${m.type}`);
  }
  if (m.packed && m.type !== 'artillery') {
    throw new RangeError(`capacity: only artillery is mule-packed (G4.5), not ${m.type}`);
  }
  if (m.type === 'italian-infantry') {
    if (m.formation === undefined) throw new RangeError('capacity: Italian infantry needs a formation (G9.4)');
    if (m.formation === 'mass') return ITALIAN_MASS_RECOMMENDED;
    return CAPACITY[ITALIAN_ROW[m.formation]];
  }
  return CAPACITY[ROW_OF[m.type](m.packed === true)];
}

/** G9.4: the row of each Italian infantry formation (Mass: G18.16, not printed). */
const ITALIAN_ROW = {
  line: 'italian-line',
  skirmish: 'italian-skirmish-column',
  column: 'italian-skirmish-column',
  square: 'italian-square',
} as const satisfies Record<Exclude<Formation, 'mass'>, CapacityRowId>;

/** G9.4: the row of every other troop type. */
const ROW_OF = {
  'native-infantry': () => 'native-infantry',
  'italian-cavalry': () => 'cavalry',
  'native-cavalry': () => 'cavalry',
  artillery: (packed) => (packed ? 'artillery-packed' : 'artillery-manhandled'),
  baggage: () => 'baggage',
  cinc: () => 'commanders-messengers',
  messenger: () => 'commanders-messengers',
} as const satisfies Record<Exclude<TroopType, 'italian-infantry'>, (packed: boolean) => CapacityRowId>;

/**
 * G9.4: normal movement in cm. Italian infantry in Mass (Retreat) move as Column, 15 cm
 * (G18.16); Bersaglieri and Ascari add 5 cm in every formation (G18.23).
 */
export function capacity(m: MoverInputs): number {
  const row = baseRow(m);
  return row.move + (m.bersaglieriOrAscari ? CAPACITY['bersaglieri-ascari'].move : 0);
}

/**
 * G9.4, G9.6: the Charge Bonus in cm, 0 where the table prints "NO" (that formation cannot
 * charge, G18.23). Bersaglieri and Ascari add 5 cm only where there is a bonus.
 */
export function chargeBonus(m: MoverInputs): number {
  const row = baseRow(m);
  if (row.charge === null) return 0;
  return row.charge + (m.bersaglieriOrAscari ? CAPACITY['bersaglieri-ascari'].charge : 0);
}
