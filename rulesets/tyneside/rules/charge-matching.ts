/** One charger and the enemy figures it can reach, with distances. */
export interface Reachable {
  readonly attacker: string;
  readonly defenders: readonly { readonly figure: string; readonly distance: number }[];
}

/**
 * T31.4: match chargers to defenders "as evenly as possible (they can't gang up on 1
 * figure leaving others unengaged!)". Chargers go nearest first; each takes the reachable
 * defender with the fewest attackers so far, the nearest on a tie. Chargers that reach nobody
 * are left out (they advance instead).
 */
export function matchChargers(reach: readonly Reachable[]): { attacker: string; defender: string }[] {
  const nearest = (r: Reachable) => Math.min(...r.defenders.map((d) => d.distance));
  const order = reach.filter((r) => r.defenders.length > 0).sort((a, b) => nearest(a) - nearest(b) || a.attacker.localeCompare(b.attacker));
  const attackers = new Map<string, number>();
  return order.map((r) => {
    const best = [...r.defenders].sort((a, b) => (attackers.get(a.figure) ?? 0) - (attackers.get(b.figure) ?? 0) || a.distance - b.distance || a.figure.localeCompare(b.figure))[0]!;
    attackers.set(best.figure, (attackers.get(best.figure) ?? 0) + 1);
    return { attacker: r.attacker, defender: best.figure };
  });
}
