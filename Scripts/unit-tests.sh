#!/usr/bin/env bash
# The unit stage: every test `swift test list` names, run exactly once, by
# several processes of the built test bundle at once.
#
# Why: sessions and the frame loop are @MainActor, so one process runs the
# session-driven suites one at a time while the other core idles, and the
# tests against real servers (mosquitto, mpd, radicale, http.server) and the
# binary mostly wait. Each suite (`Target.Suite`) is one piece of work; the
# workers (HOMEVIEW_TEST_WORKERS, default 3) take the next piece off one queue,
# longest first by the times the last run kept in .build/unit-test-times (a
# suite not timed yet goes first; a suite that took long is cut into one
# piece per test), so nothing here names a suite: a new one is picked up from
# the list. Before anything runs, the pieces are checked to
# cover the list exactly (a test in none or in two fails the stage); after,
# the tests each piece ran must add up to the list.
#
# Each piece's output is printed whole when it ends, every line prefixed with
# its suite; the stage fails if any piece fails, naming them.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
workers=${HOMEVIEW_TEST_WORKERS:-3}
bundle="$(swift build --show-bin-path)/HomeViewPackageTests.xctest"
times=.build/unit-test-times
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

swift test list --skip-build >"$work/list"
listed=$(wc -l <"$work/list")
if [ "$listed" -eq 0 ]; then
  echo "unit: swift test list named no tests" >&2
  exit 1
fi

# The pieces: one per suite (a test outside any suite is a piece of its own),
# each run through an anchored filter on the tests' full names. A suite whose
# last time passed HOMEVIEW_TEST_SPLIT_SECONDS (default 30) runs as one piece
# per test instead, so its tests spread over the workers; a suite's time is
# its own entry, or the sum of its tests' once split.
cut -d/ -f1 "$work/list" | sort -u >"$work/suites"
# Longest first: the last run's seconds; pieces without a time first, the
# most tests first among them.
touch "$times"
awk -v times="$times" -v limit="${HOMEVIEW_TEST_SPLIT_SECONDS:-30}" '
  BEGIN { while ((getline line < times) > 0) { split(line, f, " "); t[f[1]] = f[2] } }
  NR == FNR {
    suite = $0; sub("/.*", "", suite)
    tests[suite]++; test[suite, tests[suite]] = $0
    if ($0 in t) { parts[suite] += t[$0]; timed[suite]++ }
    next
  }
  {
    total = ($1 in t) ? t[$1] : (timed[$1] ? parts[$1] : -1)
    if (total > limit && tests[$1] > 1) {
      for (i = 1; i <= tests[$1]; i++) { id = test[$1, i]; print (id in t ? t[id] : total / tests[$1]), id }
    } else {
      print (total >= 0 ? total : 1e6 + tests[$1]), $1
    }
  }' "$work/list" "$work/suites" | sort -k1,1gr -k2 | cut -d' ' -f2- >"$work/queue"

# Every listed test in exactly one piece.
awk '
  NR == FNR { piece[$1]++; next }
  {
    n = 0
    for (p in piece) if ($0 == p || index($0, p "/") == 1) n += piece[p]
    if (n != 1) { print "unit: " $0 " is in " n " pieces (every test must be in exactly one)"; bad = 1 }
  }
  END { exit bad }' "$work/queue" "$work/list" >&2

pieces=$(wc -l <"$work/queue")
echo 0 >"$work/next"
: >"$work/results"

# worker: takes pieces off the queue until none are left.
worker() {
  local n suite filter log started status TIMEFORMAT='%U %S'
  while true; do
    n=$(flock "$work/next" sh -c 'n=$(cat "$1"); echo $((n + 1)) >"$1"; echo $((n + 1))' sh "$work/next")
    [ "$n" -le "$pieces" ] || return 0
    suite=$(sed -n "${n}p" "$work/queue")
    log="$work/piece-$n.log"
    started=$(date +%s.%N)
    status=0
    # What `swift test` runs, less its build-plan step per piece.
    filter="^$(printf '%s' "$suite" | sed 's/[][\\.*^$()+?{}|]/\\&/g')(/|\$)"
    # The CPU seconds it used (its own and the binaries it ran), which the
    # other helpers' load on the machine does not stretch as it does the wall time.
    { time NO_COLOR=1 "$bundle" --testing-library swift-testing --filter "$filter" >"$log" 2>&1 || status=$?; } 2>"$log.cpu"
    local seconds ran cpu
    seconds=$(awk -v a="$started" -v b="$(date +%s.%N)" 'BEGIN { printf "%.1f", b - a }')
    cpu=$(awk '{ printf "%.1f", $1 + $2 }' "$log.cpu")
    ran=$(sed -n 's/.*Test run with \([0-9]*\) tests\{0,1\} .*/\1/p' "$log" | tail -1)
    flock "$work/results" sh -c 'sed "s|^|[$1] |" "$2"; echo "$1 $3 $4 ${5:-0} $6" >>"$7"' \
      sh "$suite" "$log" "$seconds" "$status" "$ran" "$cpu" "$work/results"
  done
}

started=$SECONDS
for w in $(seq "$workers"); do worker "$w" & done
wait
wall=$((SECONDS - started))

# The record for the next run's order (piece, wall seconds, CPU seconds),
# then the verdict.
sort -k2,2gr "$work/results" | cut -d' ' -f1,2,5 >"$times"
failed=$(awk '$3 != 0 { print $1 }' "$work/results")
ran=$(awk '{ n += $4 } END { print n + 0 }' "$work/results")
cpu=$(awk '{ n += $5 } END { printf "%.0f", n }' "$work/results")
done_pieces=$(wc -l <"$work/results")
echo "unit: $ran of $listed tests in $done_pieces pieces, $workers workers, $wall s (load $(cut -d' ' -f1-3 /proc/loadavg));" \
  "the pieces used $cpu s of CPU, $(nproc) cores; the longest pieces (wall, CPU; all in $times):"
# awk, not head: head stops reading and sort's next write would die of
# SIGPIPE, which pipefail turns into the stage's failure.
sort -k2,2gr "$work/results" | awk 'NR <= 8 { print "unit:   " $1 " " $2 " s, " $5 " s" }'
if [ -n "$failed" ]; then
  echo "unit: FAILED: $(echo $failed)" >&2
  exit 1
fi
if [ "$done_pieces" -ne "$pieces" ] || [ "$ran" -ne "$listed" ]; then
  echo "unit: the pieces ran $ran tests, the list names $listed (every test must run exactly once)" >&2
  exit 1
fi
