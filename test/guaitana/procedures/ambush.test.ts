import { describe, expect, it } from 'vitest';
import { movementPhase } from '../../../rulesets/guaitana/procedures/movement-phase.js';
import { ask, battle, company, GuaitanaTable, rect } from '../virtual-table/fixtures.js';
import { drive } from '../drive.js';

/** A hidden native band of 9 (6 × 6 cm in mass), javelins. */
const hidden = (id: string) => ({ id, name: `Hidden ${id}`, type: 'native-infantry', figures: 9, hidden: true });

/** A company in line whose front is 2 cm from the near wood; the far wood 60 cm off. */
const table = () => battle({
  terrain: [rect('Near wood', 'woods', 80, 43, 40, 20), rect('Far wood', 'woods', 0, 95, 30, 20)],
  hiding: ['Near wood', 'Far wood'],
  italians: [company('c', [100, 40], { formation: 'line', facing: 'north' })],
  natives: [{ id: 'b', name: 'Band b', type: 'native-infantry', figures: 9, at: [180, 110], order: 'defend' }, hidden('h1'), hidden('h2'), hidden('h3')],
});

describe('G6.4, G9.2: a hidden unit appears only where the Italians have not crossed or observed, out of their sight', () => {
  it('what the Italians observe as deployed is spoiled before the first Movement phase: nobody springs from the wood 2 cm off', () => {
    const state = table();
    const run = drive(state, movementPhase(state));
    expect(state.hiding.find((h) => h.feature === 'Near wood')!.compromised).toBe(true);
    expect(run.told.some((i) => i.type === 'note' && i.text.startsWith('Near wood is no longer a hiding place'))).toBe(true);
    expect(run.told.filter((i) => i.type === 'appear' && i.feature === 'Near wood')).toEqual([]);
  });

  it('a place observed now (a Closed feature seen from within 30 cm) is offered to nobody, though no Observation phase has marked it', () => {
    const state = table();
    state.turn = 2;
    const spots = ask(new GuaitanaTable(state), { id: 'ambush-spots', units: ['h1', 'h2', 'h3'], forced: false });
    expect(spots.map((s) => s.feature)).not.toContain('Near wood');
    expect(state.hiding.find((h) => h.feature === 'Near wood')!.compromised).toBe(false);
  });

  it('the ambush roll’s placement passes it over too, for the nearest place not observed', () => {
    const state = table();
    state.turn = 2;
    const [spot] = ask(new GuaitanaTable(state), { id: 'ambush-spots', units: ['h1'], forced: true });
    expect(spot!.feature).toBe('Far wood');
    expect(spot!.distance).toBeGreaterThan(30);
  });
});
