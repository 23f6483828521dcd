import { describe, expect, it } from 'vitest';
import { rangedWeapon } from '../../rulesets/tyneside/procedures/shooting-step.js';
import type { CarriedWeapon, FigureState } from '../../rulesets/tyneside/state.js';
import { WEAPONS, type WeaponId } from '../../rulesets/tyneside/tables/weapons.js';

const carrying = (...ids: WeaponId[]) => ({ weapons: ids.map((weapon): CarriedWeapon => ({ weapon, loading: null })) }) as unknown as FigureState;

/** The shooting weapon as it was first written: the ranged weapons sorted by long range (a stable sort), the first. */
function sortedFirst(figure: FigureState): CarriedWeapon | null {
  const ranged = figure.weapons.filter((w) => WEAPONS[w.weapon].range.long !== null);
  return ranged.sort((a, b) => WEAPONS[b.weapon].range.long! - WEAPONS[a.weapon].range.long!)[0] ?? null;
}

describe("a figure's shooting weapon (the longest-ranged it carries)", () => {
  it('is the longest-ranged, the first carried of equals, none for melee weapons only', () => {
    expect(rangedWeapon(carrying('sword', 'pistol', 'rifle'))?.weapon).toBe('rifle');
    // carbine and bow both reach 100 cm: the first carried
    expect(rangedWeapon(carrying('sword', 'bow', 'carbine'))?.weapon).toBe('bow');
    expect(rangedWeapon(carrying('carbine', 'bow'))?.weapon).toBe('carbine');
    expect(rangedWeapon(carrying('rocks', 'hatchet', 'spear'))?.weapon).toBe('spear');
    expect(rangedWeapon(carrying('sword', 'lance'))).toBeNull();
    expect(rangedWeapon(carrying())).toBeNull();
  });

  it('is the weapon the sorted list gave, for every pair and triple of weapons', () => {
    const ids = Object.keys(WEAPONS) as WeaponId[];
    for (const a of ids) for (const b of ids) for (const c of [...ids, null]) {
      const figure = carrying(...(c === null ? [a, b] : [a, b, c]));
      expect(rangedWeapon(figure)).toBe(sortedFirst(figure));
    }
  });
});
