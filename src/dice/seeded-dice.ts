import seedrandom from 'seedrandom';
import type { DiceSpec } from './dice-spec.js';

/** The generator's saved state: alea's internal state, restorable byte for byte. */
export type DiceState = { readonly seed: string; readonly alea: seedrandom.State.Alea };

/**
 * opfor's own dice: seedrandom's alea generator, whose state is saved with the game so that a
 * resumed battle throws the same dice it would have thrown without the interruption.
 */
export class SeededDice {
  private readonly prng: seedrandom.StatefulPRNG<seedrandom.State.Alea>;

  private constructor(readonly seed: string, state: seedrandom.State.Alea | true) {
    this.prng = seedrandom.alea(seed, { state });
  }

  /** Fresh dice for a seed. */
  static fromSeed(seed: string | number): SeededDice {
    return new SeededDice(String(seed), true);
  }

  /** Dice restored from a saved state. */
  static restore(state: DiceState): SeededDice {
    return new SeededDice(state.seed, state.alea);
  }

  /** Throws the spec's dice and returns their faces. */
  throw(spec: DiceSpec): number[] {
    const faces: number[] = [];
    for (let i = 0; i < spec.count; i++) faces.push(1 + Math.floor(this.prng() * spec.sides));
    return faces;
  }

  /** The state to save. */
  state(): DiceState {
    return { seed: this.seed, alea: { ...this.prng.state() } };
  }
}
