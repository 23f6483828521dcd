import { describe, expect, it } from 'vitest';
import { tynesideMapView } from '../../rulesets/tyneside/map-view.js';
import type { TynesideScenario } from '../../rulesets/tyneside/scenario-schema.js';
import type { TynesideState } from '../../rulesets/tyneside/state.js';
import { loadScenarioFile } from '../../src/scenario/load.js';
import { renderLegend, renderMap } from '../../src/ui/map/render-map.js';
import { lineText } from '../../src/ui/map/runs.js';
import { tyneside } from '../../rulesets/tyneside/index.js';

/** The opening state of a shipped Tyneside scenario. */
function opening(name: string): TynesideState {
  const { ruleset, scenario } = loadScenarioFile(`scenarios/tyneside/${name}.yaml`);
  expect(ruleset.id).toBe('tyneside');
  return tyneside.newBattle(scenario as TynesideScenario);
}

const placedAlive = (state: TynesideState, side: string) => Object.values(state.figures).filter((f) => f.side === side && f.alive && f.pos).length;

describe("tynesideMapView: the Mission Station (Rorke's Drift)", () => {
  it('has a piece for every living placed figure of each side, and the table and terrain', () => {
    const state = opening('mission-station');
    const view = tynesideMapView(state, []);
    const count = (side: string) => view.pieces.filter((p) => p.side === side).length;
    expect([count('british'), count('zulus')]).toEqual([25, 64]);
    expect(count('british')).toBe(placedAlive(state, 'british'));
    expect(count('zulus')).toBe(placedAlive(state, 'zulus'));
    expect(view.pieces.every((p) => p.state === 'fit' && !p.highlighted)).toBe(true);
    expect([view.width, view.depth, view.features.length]).toEqual([180, 120, 12]);
    expect(view.sides).toEqual([{ id: 'british', name: 'B Company, 2nd/24th Foot' }, { id: 'zulus', name: 'The uNdi corps under Dabulamanzi' }]);
  });

  it('leaves the dead out, marks the wounded and highlights the units in focus', () => {
    const state = opening('mission-station');
    state.figures['hospital/1']!.wounds = 1;
    state.figures['hospital/2']!.alive = false;
    const view = tynesideMapView(state, ['hospital', 'chard']);
    const hospital = view.pieces.filter((p) => p.unit === 'Hospital garrison (Hook, Williams and the patients)');
    expect(hospital.map((p) => p.state)).toEqual(['wounded', 'fit', 'fit', 'fit']);
    expect(view.pieces.filter((p) => p.highlighted).map((p) => p.unit)).toEqual([
      'Lieutenant John Chard, RE', ...hospital.map((p) => p.unit),
    ]);
  });

  it('draws a readable map of the post at 78 × 18', () => {
    const view = tynesideMapView(opening('mission-station'), []);
    // 16 rows of 7.5 cm hold the 120 cm depth, so 48 columns of 3.75 cm. North at the top: the
    // impi (X) on the terrace in the bush (.) beside the garden (&), the track (=) down to the
    // compound's wall (+) with the hospital and the store (#) and the garrison (O) inside, the
    // kraal east of it, Shiyane (^) behind.
    expect(renderMap(view, 78, 18).map(lineText).join('\n')).toBe(`\
+------------------------------------------------+
|  ..........X..........= ....X..........        |
|  ......XXXXXXXX.......= .XXXXXXXXXXXXXXX.XXXXX |
|  .....................= ...................... |
|  .................... = ................. ...  |
|    &&&&&&&&&&&&&&&&&& = .................      |
|    &&&&&&&&&&&&&&&&&& = .................      |
|   &&&&&&&&&&&&&&&&&&& ==................       |
|   &&&&&&&&&&&&&&&&&&& ==................       |
|                       ==                       |
|          +++++++++++++++++++++OOOOO++          |
|          + #OOOO##OOOOO     +###O###++++++++   |
|          + #######           ##OOO##++     +   |
|          +                      O   ++++++++   |
|          ++++++++++++++++++++++++++++          |
|            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^       |
|         ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^    |
+------------------------------------------------+`);
    expect(renderLegend(view).map(lineText)).toEqual([
      'O B Company, 2nd/24th Foot  X The uNdi corps under Dabulamanzi  o x wounded  @ * in focus  ! both sides',
      '& woods  . rough  ^ hill  # buildings  = road  + fortification',
    ]);
  });
});

describe('tynesideMapView: hidden markers (Bush Ambush)', () => {
  it('shows unrevealed markers, real or dummy, on the hidden side, named by the marker only', () => {
    const state = opening('bush-ambush');
    expect(tynesideMapView(state, []).pieces.filter((p) => p.side === 'mashona')).toEqual([]);
    const group = Object.values(state.units).find((u) => u.side === 'mashona' && u.kind === 'group')!;
    state.markers.push(
      { id: 'marker-1', pos: { x: 40, y: 60 }, unit: group.id, revealed: false },
      { id: 'marker-2', pos: { x: 90, y: 70 }, unit: null, revealed: false },
      { id: 'marker-3', pos: { x: 20, y: 20 }, unit: null, revealed: true },
    );
    const markers = tynesideMapView(state, ['marker-2', group.id]).pieces.filter((p) => p.state === 'marker');
    expect(markers).toEqual([
      { x: 40, y: 60, side: 'mashona', unit: 'marker-1', state: 'marker', highlighted: false },
      { x: 90, y: 70, side: 'mashona', unit: 'marker-2', state: 'marker', highlighted: true },
    ]);
  });
});
