/**
 * The numbers a list's options are shown and picked by. A list asked again (the same question,
 * the same choice) keeps the numbers it had: when a unit has gone, the others keep theirs and its
 * number is left out, as a player who has learnt "3 is the machine guns" expects. Options new to
 * the list get the numbers after the last; a list with none of the earlier options starts at 1.
 * So do lists whose kept numbers would not rise down the screen (a newcomer shown between old
 * options: "1, 4, 5, 2, 3" reads worse than numbers learnt anew).
 */
export class OptionNumbers {
  private readonly lists: Map<string, ReadonlyMap<string, number>>;

  /** `saved`: the numbers a resumed game's lists were shown with. */
  constructor(saved: readonly (readonly [string, readonly (readonly [string, number])[]])[] = []) {
    this.lists = new Map(saved.map(([key, numbers]) => [key, new Map(numbers)]));
  }

  /** Every list's numbers, as a save keeps them. */
  entries(): [string, [string, number][]][] {
    return [...this.lists].map(([key, numbers]) => [key, [...numbers]]);
  }

  /** The number of each option id of the list `key`, in the order given. */
  numbersFor(key: string, ids: readonly string[]): ReadonlyMap<string, number> {
    const before = this.lists.get(key);
    const still = before ? ids.filter((id) => before.has(id)).length : 0;
    const kept = before && still > 0 && still * 2 >= ids.length ? before : new Map<string, number>();
    let numbers = numbered(ids, kept);
    const shown = [...numbers.values()];
    if (shown.some((n, i) => i > 0 && n < shown[i - 1]!)) numbers = numbered(ids, new Map());
    this.lists.set(key, numbers);
    return numbers;
  }
}

/** Each id its kept number, the others the numbers after the last kept, in the order given. */
function numbered(ids: readonly string[], kept: ReadonlyMap<string, number>): Map<string, number> {
  const numbers = new Map<string, number>();
  let next = Math.max(0, ...kept.values()) + 1;
  for (const id of ids) numbers.set(id, kept.get(id) ?? next++);
  return numbers;
}
