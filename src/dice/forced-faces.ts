import { facesProblem, type DiceSpec } from './dice-spec.js';

/**
 * Faces given in advance, used in roll order: for tests and for `referee --dice`.
 * Running out, or a face that does not fit the die, is an error the caller reports.
 */
export class ForcedFaces {
  private next = 0;

  constructor(private readonly faces: readonly number[]) {}

  /** Parses `3,5,6` (commas or spaces) into faces; throws on anything that is not a whole number. */
  static parse(text: string): ForcedFaces {
    const parts = text.split(/[\s,]+/).filter(Boolean);
    const faces = parts.map((part) => {
      if (!/^\d+$/.test(part)) throw new Error(`--dice: "${part}" is not a die face`);
      return Number(part);
    });
    return new ForcedFaces(faces);
  }

  /** Takes the next faces for a throw of `spec`. */
  throw(spec: DiceSpec): number[] {
    const faces = this.faces.slice(this.next, this.next + spec.count);
    if (faces.length < spec.count) {
      throw new Error(`not enough dice given: ${spec.notation} needs ${spec.count} more, ${faces.length} left`);
    }
    const problem = facesProblem(spec, faces);
    if (problem) throw new Error(problem);
    this.next += spec.count;
    return faces;
  }

  /** How many forced faces have not been used. */
  get remaining(): number {
    return this.faces.length - this.next;
  }
}
