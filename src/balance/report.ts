import type { SideId } from '../engine/requests.js';
import { seatValue, winRate, type SeatValue } from './figures.js';
import type { Setup } from './plan.js';
import type { Tally } from './tally.js';

/** Rounds to `places` decimals (JSON output: no float noise such as 0.30000000000000004). */
const round = (x: number, places: number): number => Number(x.toFixed(places));
const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;

/** A tally's toolbox for a side, tools in alphabetical order: key order never depends on which battle finished first. */
function toolbox(tally: Tally, side: SideId): Record<string, number> {
  const tools = tally.sides[side]?.toolbox ?? {};
  return Object.fromEntries(Object.keys(tools).sort().map((tool) => [tool, tools[tool]!]));
}

/** `opfor balance --json`: one set-up's battles. */
export function resultJson(scenario: string, setup: Setup, tally: Tally): object {
  return {
    scenario,
    battles: tally.battles,
    draws: tally.draws,
    sides: Object.fromEntries(Object.keys(tally.sides).map((side) => {
      const { wins, rate, interval } = winRate(tally, side);
      return [side, { policy: setup[side]!.policy, temperament: setup[side]!.temperament, wins, winRate: round(rate, 4), interval: interval.map((x) => round(x, 4)), toolbox: toolbox(tally, side) }];
    })),
  };
}

/** `opfor balance` for a person: a line per side, then the tools each used. */
export function resultTable(title: string, setup: Setup, tally: Tally, firstSeed: number): string[] {
  const sides = Object.keys(tally.sides);
  const rows = sides.map((side) => {
    const { wins, rate, interval } = winRate(tally, side);
    return [side, setup[side]!.policy, setup[side]!.temperament, String(wins), pct(rate), `${pct(interval[0])}–${pct(interval[1])}`];
  });
  const tools = [...new Set(sides.flatMap((s) => Object.keys(toolbox(tally, s))))].sort();
  const toolRows = tools.map((tool) => [tool, ...sides.map((s) => String(tally.sides[s]!.toolbox[tool] ?? 0))]);
  return [
    `${title}: ${tally.battles} battles (seeds ${firstSeed}–${firstSeed + tally.battles - 1}), ${tally.draws} drawn`,
    '',
    ...columns([['side', 'policy', 'temperament', 'wins', 'win rate', '95% interval'], ...rows]),
    '',
    ...(tools.length > 0 ? columns([['tools used (totals)', ...sides], ...toolRows]) : ['no rulebook tool named by the choices made']),
    '',
    'Win rates are shares of the decided battles (draws left out).',
  ];
}

/** Per seat, the commander's value, from the `valueSetups` tallies (all-commander first, then random seat by seat). */
export function seatValues(tallies: readonly Tally[]): Record<SideId, SeatValue> {
  const [all, ...randoms] = tallies;
  return Object.fromEntries(Object.keys(all!.sides).map((seat, i) => [seat, seatValue(all!, randoms[i]!, seat)]));
}

/** `opfor balance --value --json`. */
export function valueJson(scenario: string, battles: number, seats: Record<SideId, SeatValue>): object {
  return {
    scenario,
    battles,
    seats: Object.fromEntries(Object.entries(seats).map(([seat, v]) => [seat, { commander: round(v.commander, 1), random: round(v.random, 1), value: round(v.value, 1), interval: v.interval.map((x) => round(x, 1)) }])),
  };
}

/** `opfor balance --value` for a person. */
export function valueTable(title: string, battles: number, seats: Record<SideId, SeatValue>): string[] {
  const points = (x: number) => `${x >= 0 ? '+' : ''}${x.toFixed(1)}`;
  const rows = Object.entries(seats).map(([seat, v]) => [seat, `${v.commander.toFixed(1)}%`, `${v.random.toFixed(1)}%`, points(v.value), `${points(v.interval[0])} to ${points(v.interval[1])}`]);
  return [
    `${title}: the commander's value in each seat, ${battles} battles with it there and ${battles} with random there, the other seat the commander's`,
    '',
    ...columns([['seat', 'commander wins', 'random wins', 'value (points)', '95% interval'], ...rows]),
    '',
    'Win rates are shares of the decided battles (draws left out).',
  ];
}

/** The sweep's rows: each set-up's temperaments and win rates. */
function sweepRows(setups: readonly Setup[], tallies: readonly Tally[]) {
  return setups.map((setup, i) => {
    const tally = tallies[i]!;
    return { setup, tally, rates: Object.fromEntries(Object.keys(tally.sides).map((side) => [side, winRate(tally, side)])) };
  });
}

/** `opfor balance --sweep temperament --json`. */
export function sweepJson(scenario: string, sweep: string, setups: readonly Setup[], tallies: readonly Tally[]): object {
  return {
    scenario,
    sweep,
    battles: tallies[0]?.battles ?? 0,
    rows: sweepRows(setups, tallies).map(({ setup, tally, rates }) => ({
      temperaments: Object.fromEntries(Object.entries(setup).map(([side, c]) => [side, c.temperament])),
      draws: tally.draws,
      sides: Object.fromEntries(Object.entries(rates).map(([side, r]) => [side, { policy: setup[side]!.policy, wins: r.wins, winRate: round(r.rate, 4), interval: r.interval.map((x) => round(x, 4)) }])),
    })),
  };
}

/** `opfor balance --sweep temperament --csv`: a header, then a line per combination. */
export function sweepCsv(setups: readonly Setup[], tallies: readonly Tally[]): string[] {
  const sides = Object.keys(setups[0] ?? {});
  const header = [...sides.map((s) => `${s} temperament`), 'battles', 'draws', ...sides.flatMap((s) => [`${s} wins`, `${s} win rate`, `${s} low`, `${s} high`])];
  const lines = sweepRows(setups, tallies).map(({ setup, tally, rates }) => [
    ...sides.map((s) => setup[s]!.temperament),
    String(tally.battles),
    String(tally.draws),
    ...sides.flatMap((s) => [String(rates[s]!.wins), rates[s]!.rate.toFixed(4), rates[s]!.interval[0].toFixed(4), rates[s]!.interval[1].toFixed(4)]),
  ]);
  return [header, ...lines].map((cells) => cells.map(csvCell).join(','));
}

/** `opfor balance --sweep temperament` for a person. */
export function sweepTable(title: string, setups: readonly Setup[], tallies: readonly Tally[]): string[] {
  const sides = Object.keys(setups[0] ?? {});
  const rows = sweepRows(setups, tallies).map(({ setup, tally, rates }) => [
    ...sides.map((s) => setup[s]!.temperament),
    String(tally.draws),
    ...sides.map((s) => `${pct(rates[s]!.rate)} (${pct(rates[s]!.interval[0])}–${pct(rates[s]!.interval[1])})`),
  ]);
  return [
    `${title}: win rates by temperament, ${tallies[0]?.battles ?? 0} battles each (policies: ${sides.map((s) => `${s} ${setups[0]![s]!.policy}`).join(', ')})`,
    '',
    ...columns([[...sides.map((s) => `${s} temperament`), 'draws', ...sides.map((s) => `${s} wins (95% interval)`)], ...rows]),
    '',
    'Win rates are shares of the decided battles (draws left out).',
  ];
}

/** A CSV cell, quoted when it holds a comma, a quote or a line break (RFC 4180). */
function csvCell(text: string): string {
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows laid out in left-aligned columns two spaces apart. */
function columns(rows: readonly (readonly string[])[]): string[] {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
  return rows.map((r) => r.map((cell, i) => (i === r.length - 1 ? cell : cell.padEnd(widths[i]!))).join('  '));
}
