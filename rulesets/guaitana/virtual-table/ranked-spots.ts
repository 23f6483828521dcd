/**
 * The ambush search's candidate spots in one hiding place, nearest the target first, with the
 * rectangles of those a unit of a given size fits in: kept between asks. The natives ask where
 * their hidden units could appear before every activation, mostly with the Italian unit nearest
 * each place unmoved, so the same places are ranked and the same rectangles tried again and
 * again; only what the other units' positions decide (overlap, sight) must be looked at afresh.
 */
import type { Point } from '../../../src/table/shapes.js';
import { NearestFirst } from '../../../src/table/nearest-first.js';
import { pointGap, type Footprint } from './footprint.js';

/** A candidate spot that fits the place, and the unit's rectangle there. */
export interface Fitting {
  readonly c: Point;
  readonly fp: Footprint;
}

/** One place's candidates, nearest the target first, those that fit found as far as asked. */
export class RankedSpots {
  private readonly order: NearestFirst;
  private readonly fitting: Fitting[] = [];
  private exhausted = false;

  /** `standAt`, `fits`: what depends only on the place, the unit's size and the target's position. */
  constructor(
    private readonly candidates: readonly Point[],
    target: Footprint,
    private readonly standAt: (c: Point) => Footprint,
    private readonly fits: (fp: Footprint) => boolean,
  ) {
    const gaps = new Float64Array(candidates.length);
    for (let i = 0; i < candidates.length; i++) gaps[i] = pointGap(target, candidates[i]!);
    this.order = new NearestFirst(gaps);
  }

  /** The k-th candidate (from 0) that fits, in the order of nearness; null past the last. */
  at(k: number): Fitting | null {
    while (this.fitting.length <= k && !this.exhausted) {
      const i = this.order.next();
      if (i < 0) this.exhausted = true;
      else {
        const c = this.candidates[i]!, fp = this.standAt(c);
        if (this.fits(fp)) this.fitting.push({ c, fp });
      }
    }
    return this.fitting[k] ?? null;
  }
}

/** The most searches kept: a battle needs a few dozen; past this many the oldest are dropped. */
const KEEP = 500;

/** Searches kept by what they depend on. */
export class RankedSpotsCache {
  private readonly kept = new Map<string, RankedSpots>();

  /**
   * The search for `key`, made by `make` the first time. The key must name everything the
   * search depends on: the place, how the candidates are made, the unit's size, the target's rectangle.
   */
  get(key: string, make: () => RankedSpots): RankedSpots {
    let found = this.kept.get(key);
    if (!found) {
      if (this.kept.size >= KEEP) this.kept.delete(this.kept.keys().next().value!);
      found = make();
      this.kept.set(key, found);
    }
    return found;
  }
}

/** A key naming a rectangle exactly (numbers print as the shortest text that reads back the same). */
export function footprintKey(fp: Footprint): string {
  return `${fp.cx},${fp.cy},${fp.fx},${fp.fy},${fp.hw},${fp.hd}`;
}
