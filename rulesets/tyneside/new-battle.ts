import type { Point } from '../../src/table/shapes.js';
import type { TynesideGroupInput, TynesideLeaderInput, TynesideScenario, TynesideSide } from './scenario-schema.js';
import type { CurrentAction, FigureState, Role, TynesideState, UnitState } from './state.js';
import { tynesideFeature } from './terrain.js';
import { WEAPONS } from './tables/weapons.js';

const COMPASS = { north: 0, east: 90, south: 180, west: 270 } as const;
/** Facing towards the table's far side from each baseline. */
const FACING_FROM_BASELINE = { south: 0, west: 90, north: 180, east: 270 } as const;

/** Degrees from a scenario facing, or the default facing away from the side's baseline. */
function facingOf(input: TynesideGroupInput['facing'], side: TynesideSide): number {
  if (input === undefined) return FACING_FROM_BASELINE[side.baseline];
  return typeof input === 'number' ? input : COMPASS[input];
}

/** Figure positions in ranks of `frontage` around `centre`, ranks perpendicular to `facing`. */
export function formation(centre: Point, count: number, frontage: number, spacing: number, facing: number): Point[] {
  const rad = (facing * Math.PI) / 180;
  const along = { x: Math.cos(rad), y: -Math.sin(rad) };
  const back = { x: -Math.sin(rad), y: -Math.cos(rad) };
  const ranks = Math.ceil(count / frontage);
  return Array.from({ length: count }, (_, i) => {
    const rank = Math.floor(i / frontage);
    const inRank = Math.min(frontage, count - rank * frontage);
    const file = (i % frontage) - (inRank - 1) / 2;
    const depth = rank - (ranks - 1) / 2;
    return { x: centre.x + along.x * file * spacing + back.x * depth * spacing, y: centre.y + along.y * file * spacing + back.y * depth * spacing };
  });
}

/** T3.2 default loyalty: Europeans to their side's European leaders, natives to their own leaders. */
function defaultLoyalty(native: boolean, leaders: readonly TynesideLeaderInput[]): string[] {
  return leaders.filter((l) => l.native === native).map((l) => l.id);
}

/** A figure's base diameter in cm: the scenario's, else 2.5 on foot and 4 horsed. */
function baseOf(traits: TynesideGroupInput | TynesideLeaderInput): number {
  return traits.base ?? (traits.horsed ? 4 : 2.5);
}

function figure(
  id: string,
  unit: string,
  side: TynesideSide,
  traits: TynesideGroupInput | TynesideLeaderInput,
  role: Role,
  name: string,
  pos: Point | null,
): FigureState {
  const weapons = traits.weapons.map((w) => ({ weapon: w.weapon, loading: w.loading ?? WEAPONS[w.weapon].loading }));
  return {
    id, unit, side: side.id, name, role,
    cls: traits.class, type: traits.type, native: traits.native, horsed: traits.horsed,
    civilian: traits.civilian, skirtsHitched: traits.skirtsHitched,
    volley: traits.volley ?? (traits.type === 'regular' && !traits.native),
    weapons, bayonet: traits.bayonet,
    loyalTo: traits.loyalTo ?? defaultLoyalty(traits.native, side.leaders),
    base: baseOf(traits),
    wounds: 0, alive: true, loaded: true, pos,
  };
}

function unit(id: string, name: string, side: TynesideSide, kind: UnitState['kind'], figures: string[], facing: number, order: CurrentAction, extra: { defending?: string | undefined; platoon?: string | undefined }): UnitState {
  return {
    id, name, side: side.id, kind, figures, originalStrength: figures.length,
    defending: extra.defending ?? null, platoon: extra.platoon ?? null,
    currentAction: order, objective: order.kind === 'objective' ? order.feature : null, facing, commanded: false, declaredFire: false, result: null, lastCode: null,
    moved: 0, advanced: false, movedBackAt: null, fledAway: false, seenWithin: null, firedAt: null, marker: null, attachedTo: null,
  };
}

function orderOf(input: TynesideGroupInput['order']): CurrentAction {
  if (input === 'hold') return { kind: 'hold' };
  if (input === 'advance') return { kind: 'advance' };
  return { kind: 'objective', feature: input.objective };
}

/** Builds the opening state of a Tyneside battle from a validated scenario. */
export function newBattle(scenario: TynesideScenario): TynesideState {
  const state: TynesideState = {
    sides: scenario.sides.map((s) => ({ id: s.id, name: s.name, player: s.player, baseline: s.baseline, hidden: s.hidden })),
    figures: {},
    units: {},
    terrain: scenario.terrain.map(tynesideFeature),
    table: scenario.table,
    markers: [],
    halfTurn: 0,
    meleeUnits: [],
    turnLimit: scenario.turnLimit,
    victory: scenario.victory,
    loser: null,
  };
  for (const side of scenario.sides) {
    for (const l of side.leaders) {
      state.figures[l.id] = figure(l.id, l.id, side, l, l.role, l.name, { x: l.at[0], y: l.at[1] });
      state.units[l.id] = unit(l.id, l.name, side, 'leader', [l.id], facingOf(l.facing, side), { kind: 'hold' }, {});
    }
    for (const g of side.groups) {
      const facing = facingOf(g.facing, side);
      const hidden = side.hidden || g.at === undefined;
      // No base on another's: the default spacing widens for bases wider than 3 cm (horsemen's 4 cm).
      const spacing = g.spacing ?? Math.max(3, baseOf(g));
      const spots = hidden ? [] : formation({ x: g.at![0], y: g.at![1] }, g.figures, g.frontage ?? 10, spacing, facing);
      const ids = Array.from({ length: g.figures }, (_, i) => `${g.id}/${i + 1}`);
      ids.forEach((id, i) => {
        state.figures[id] = figure(id, g.id, side, g, 'soldier', `${g.name} #${i + 1}`, spots[i] ?? null);
      });
      state.units[g.id] = unit(g.id, g.name, side, 'group', ids, facing, orderOf(g.order), { defending: g.defending, platoon: g.platoon });
    }
  }
  return state;
}
