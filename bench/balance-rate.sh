#!/bin/sh
# `sh bench/balance-rate.sh [SCENARIO...]` (after `npm run build`, on a quiet machine): issue #14's
# two figures for `opfor balance`, by the clock, as a user runs it. For 1,000 and 10,000 battles:
# one worker pinned to one core (`taskset -c 0 … --workers 1`: the battles in the main thread), then
# two workers (the pool, `--workers 2`), each with its battles a second and the whole process's
# peak resident memory (/usr/bin/time's maximum resident set size); and the two workers' rate
# against one's (the issue asks 0.8 × 2 = 1.6×, and under 300 MB resident for 10,000 battles).
# This machine's rates swing by a tenth from one minute to the next, so the two runs are taken in
# turn RATE_ROUNDS times (default 3) and each round printed, then the median of the rounds' ratios.
# RATE_BATTLES="1000" plays only the 1,000-battle runs. Default scenarios: the slowest two.
set -eu
cd "$(dirname "$0")/.."
SCENARIOS=${*:-scenarios/guaitana/agordat.yaml scenarios/tyneside/mission-station.yaml}
BATTLES=${RATE_BATTLES:-1000 10000}
ROUNDS=${RATE_ROUNDS:-3}
out=$(mktemp)
ratios=$(mktemp)
trap 'rm -f "$out" "$ratios"' EXIT

# run N PIN WORKERS SCENARIO: prints "seconds peak-MB"
run() {
  if [ "$2" = pin ]; then pin="taskset -c 0"; else pin=""; fi
  $pin /usr/bin/time -f '%e %M' -o "$out" node dist/src/cli/main.js balance "$4" --battles "$1" --workers "$3" --json >/dev/null
  awk '{ printf "%s %.0f", $1, $2 / 1024 }' "$out"
}

for scenario in $SCENARIOS; do
  for n in $BATTLES; do
    : >"$ratios"
    round=1
    while [ "$round" -le "$ROUNDS" ]; do
      set -- $(run "$n" pin 1 "$scenario")
      one_s=$1 one_mb=$2
      set -- $(run "$n" free 2 "$scenario")
      two_s=$1 two_mb=$2
      awk -v s="$scenario" -v n="$n" -v r="$round" -v a="$one_s" -v am="$one_mb" -v b="$two_s" -v bm="$two_mb" 'BEGIN {
        printf "%s, %d battles, round %d: 1 worker (one core) %.1f battles/s, %d MB; 2 workers %.1f battles/s, %d MB; %.2fx\n", s, n, r, n / a, am, n / b, bm, a / b }'
      awk -v a="$one_s" -v b="$two_s" 'BEGIN { printf "%.4f\n", a / b }' >>"$ratios"
      round=$((round + 1))
    done
    sort -n "$ratios" | awk -v s="$scenario" -v n="$n" '{ r[NR] = $1 } END {
      m = NR % 2 ? r[(NR + 1) / 2] : (r[NR / 2] + r[NR / 2 + 1]) / 2
      printf "%s, %d battles: median of %d rounds %.2fx (lowest %.2fx, highest %.2fx)\n", s, n, NR, m, r[1], r[NR] }'
  done
done
