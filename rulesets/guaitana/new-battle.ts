import { contains, distance, lineLength, type Point } from '../../src/table/shapes.js';
import type { GuaitanaScenario, GuaitanaSideInput, GuaitanaUnitInput, OrderInput } from './scenario-schema.js';
import { freshTurn, placeAsItStands, type GuaitanaState, type Order, type UnitState } from './state.js';
import type { SideId } from '../../src/engine/requests.js';
import { guaitanaFeature, type GuaitanaFeature } from './terrain.js';
import type { WeaponId } from './tables/weapons.js';
import type { TroopType } from './tables/troops.js';

const COMPASS = { north: 0, east: 90, south: 180, west: 270 } as const;
/** Facing towards the table's far side from each baseline. */
const FACING_FROM_BASELINE = { south: 0, west: 90, north: 180, east: 270 } as const;

const point = ([x, y]: readonly [number, number]): Point => ({ x, y });

/** G8.2: the initial order as the scenario writes it; a bare "defend" holds where the unit stands. */
export function orderFrom(input: OrderInput | undefined, at: Point | null): Order {
  if (input === undefined || input === 'defend') return { kind: 'defend', point: at ?? { x: 0, y: 0 } };
  if (input === 'attack') return { kind: 'attack', target: null };
  if (input === 'retreat') return { kind: 'retreat' };
  if ('move' in input) return { kind: 'move', path: input.move.map(point) };
  return { kind: 'defend', point: point(input.defend) };
}

/** G4.10: the weapon each troop type carries unless the scenario says otherwise. */
function defaultWeapon(u: GuaitanaUnitInput): WeaponId | null {
  if (u.irregular) return 'carbine';
  switch (u.type) {
    case 'italian-infantry': return 'rifle';
    case 'italian-cavalry': return 'carbine';
    case 'native-infantry': return 'javelin';
    case 'native-cavalry': return 'lance';
    case 'artillery': return u.guns?.some((g) => g === 'mountain-gun') ? 'cannon' : 'mg';
  }
}

interface UnitBase {
  id: string; name: string; side: string; type: TroopType; figures: number; at: Point | null; facing: number; order: Order;
}

/** The length of a Move line from where the unit is deployed; null for other orders or a unit placed later. */
function lineFrom(at: Point | null, order: Order): number | null {
  return order.kind !== 'move' || at === null ? null : lineLength(at, order.path);
}

function unitState(b: UnitBase, extra: Partial<UnitState> = {}): UnitState {
  return {
    id: b.id, name: b.name, side: b.side, type: b.type, quality: 'regular', weapon: null, lance: false, fast: false,
    irregular: false, mule: false, guns: [], heliograph: false,
    figures: b.figures, original: b.figures, commander: true,
    formation: 'mass', facing: b.facing, pos: b.at, order: b.order, hidden: false,
    dismounted: false, withHorses: false, packed: false, shots: 0, reserveShots: 0, eliminated: false,
    turn: freshTurn(), firedLastTurn: false, lastTarget: null, movedLastTurn: false, firedOnLastTurn: false, foughtLastTurn: false, packing: false, inBuildings: false,
    // G8.4, G18.13: a scenario Defend point away from where the unit stands is walked to in the first Movement phase
    goingToPoint: b.order.kind === 'defend' && b.at !== null && distance(b.at, b.order.point) > 0.5,
    lineAhead: lineFrom(b.at, b.order),
    ...extra,
  };
}

/** G5.2(1): the point lies in a building group. */
function inBuildings(terrain: readonly GuaitanaFeature[], at: Point | null): boolean {
  return at !== null && terrain.some((f) => f.type === 'buildings' && contains(f.shape, at));
}

function sideUnits(side: GuaitanaSideInput, terrain: readonly GuaitanaFeature[]): UnitState[] {
  const facingOf = (f: GuaitanaUnitInput['facing']) => (f === undefined ? FACING_FROM_BASELINE[side.baseline] : typeof f === 'number' ? f : COMPASS[f]);
  const italian = side.nation === 'italian';
  const units = side.units.map((u) => {
    const at = u.at ? point(u.at) : null;
    const weapon = u.weapon ?? defaultWeapon(u);
    const gunWeapon = u.type === 'artillery';
    return unitState(
      { id: u.id, name: u.name, side: side.id, type: u.type, figures: u.figures, at, facing: facingOf(u.facing), order: orderFrom(u.order, at) },
      {
        quality: u.quality,
        weapon: gunWeapon ? defaultWeapon(u) : weapon,
        lance: u.lance ?? (u.type === 'italian-cavalry' || (u.type === 'native-cavalry' && weapon === 'lance')),
        fast: u.fast,
        irregular: u.irregular,
        // G4.1, G4.5: companies and batteries have an ammunition mule (G18.35)
        mule: italian && !u.irregular && (u.type === 'italian-infantry' || u.type === 'artillery'),
        guns: (u.guns ?? []).map((gun) => ({ gun, state: 'ok' as const })),
        // G5.2(1): a unit deployed in buildings counts as in Mass
        formation: inBuildings(terrain, at) ? 'mass' : u.formation ?? (u.type.startsWith('native') || u.irregular ? 'mass' : u.type === 'artillery' ? 'line' : 'column'),
        inBuildings: inBuildings(terrain, at),
        hidden: u.hidden,
        packed: u.packed,
      },
    );
  });
  const cinc = unitState({ id: `${side.id}-cinc`, name: side.cinc.name, side: side.id, type: 'cinc', figures: 1, at: point(side.cinc.at), facing: FACING_FROM_BASELINE[side.baseline], order: { kind: 'defend', point: point(side.cinc.at) } }, { heliograph: side.cinc.heliograph, formation: 'skirmish' });
  const bag = side.baggage;
  const baggage = unitState(
    { id: `${side.id}-baggage`, name: bag.name, side: side.id, type: 'baggage', figures: bag.escort, at: point(bag.at), facing: FACING_FROM_BASELINE[side.baseline], order: orderFrom(bag.order, point(bag.at)) },
    // G4.6: escorts are Recruits with carbines (Italians) or javelins (natives)
    { quality: 'recruit', weapon: italian ? 'carbine' : 'javelin' },
  );
  const count = side.messengers ?? Math.floor(side.units.length / 2);
  const messengers = Array.from({ length: count }, (_, i) =>
    // G4.7, G18.21: a messenger waiting for an errand is with the C-in-C, one of his aides, not on the table of his own
    unitState({ id: `${side.id}-messenger-${i + 1}`, name: `${side.name} messenger ${i + 1}`, side: side.id, type: 'messenger', figures: 1, at: null, facing: cinc.facing, order: { kind: 'defend', point: point(side.cinc.at) } }, { formation: 'skirmish' }),
  );
  return [...units, baggage, cinc, ...messengers];
}

/** G6: the hiding places, as the scenario names them or every feature Closed or blocking sight. */
function hidingPlaces(scenario: GuaitanaScenario, terrain: readonly GuaitanaFeature[]) {
  const names = scenario.hiding ?? terrain.filter((t) => t.blocksSight || ['woods', 'rough', 'buildings', 'river'].includes(t.type)).map((t) => t.name);
  return names.map((feature) => ({ feature, compromised: false, horseSpoiled: false }));
}

/** Builds the opening state of a Guaitana battle from a validated scenario. */
export function newBattle(scenario: GuaitanaScenario, atTable: readonly SideId[] = []): GuaitanaState {
  const terrain = scenario.terrain.map(guaitanaFeature);
  const units = scenario.sides.flatMap((side) => sideUnits(side, terrain));
  // at a real table the books keep where each unit was deployed, apart from where they move it (UnitState.placed)
  if (atTable.length > 0) for (const unit of units) unit.placed = placeAsItStands(unit);
  return {
    sides: scenario.sides.map((s) => ({
      id: s.id, name: s.name, player: s.player, ...(atTable.includes(s.id) ? { atTable: true as const } : {}), nation: s.nation, baseline: s.baseline,
      cinc: `${s.id}-cinc`, successor: null, errands: [], away: [], baggageLost: false,
    })),
    units: Object.fromEntries(units.map((u) => [u.id, u])),
    terrain,
    table: scenario.table,
    hiding: hidingPlaces(scenario, terrain),
    turn: 1,
    turnLimit: scenario.turnLimit,
    victory: scenario.victory,
    sight: {},
    engaged: [],
    loser: null,
  };
}
