/**
 * 95% confidence intervals for win rates and their differences.
 *
 * z is the standard normal quantile at 0.975. simple-statistics' `probit(0.975)` gives
 * 1.95716 (its inverse error function is an approximation good to about 1e-3), which moves the
 * third decimal of an interval, so the exact value is written here instead.
 */
export const Z95 = 1.959963984540054;

/** A closed interval [lo, hi] of proportions (0..1). */
export type Interval = readonly [number, number];

/**
 * The Wilson score interval of k successes in n trials (Wilson 1927):
 *
 *   centre = (p + z²/2n) / (1 + z²/n)
 *   half   = z / (1 + z²/n) · √( p(1−p)/n + z²/4n² )      with p = k/n
 *
 * Unlike p ± z√(p(1−p)/n) it stays inside [0, 1] and is sound at 0 or n successes. With no trials
 * nothing is known: [0, 1].
 */
export function wilson(k: number, n: number, z = Z95): Interval {
  if (!(Number.isInteger(k) && Number.isInteger(n) && k >= 0 && k <= n)) throw new Error(`wilson: expected whole numbers 0 ≤ k ≤ n, found k=${k}, n=${n}`);
  if (n === 0) return [0, 1];
  const p = k / n;
  const z2n = (z * z) / n;
  const centre = (p + z2n / 2) / (1 + z2n);
  const half = (z / (1 + z2n)) * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n));
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

/**
 * The 95% interval of the difference p1 − p2 of two independent proportions (k1 of n1 against
 * k2 of n2) by Newcombe's hybrid score method (Newcombe 1998, method 10): with (l1, u1) and
 * (l2, u2) the Wilson intervals of p1 and p2,
 *
 *   lower = (p1 − p2) − √( (p1 − l1)² + (u2 − p2)² )
 *   upper = (p1 − p2) + √( (u1 − p1)² + (p2 − l2)² )
 *
 * A proportion with no trials counts as 0 with the interval [0, 1].
 */
export function newcombe(k1: number, n1: number, k2: number, n2: number, z = Z95): Interval {
  const p1 = n1 === 0 ? 0 : k1 / n1;
  const p2 = n2 === 0 ? 0 : k2 / n2;
  const [l1, u1] = wilson(k1, n1, z);
  const [l2, u2] = wilson(k2, n2, z);
  const d = p1 - p2;
  return [Math.max(-1, d - Math.hypot(p1 - l1, u2 - p2)), Math.min(1, d + Math.hypot(u1 - p1, p2 - l2))];
}
