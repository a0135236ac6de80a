#!/bin/sh
# rss_cycles.sh — issue 19's flat-RSS goal: the peak RSS of 10,000 present/dismiss cycles
# minus that of 1,000, sandbox on, output to /dev/null, at most 1 MiB, for every seed
# transition (scripts/bench/cycles/*.lua) in each way a script runs: `transit run --quiet`,
# `transit run` (the timeline printed), `transit test` (the cycles as one `it`) and
# `transit repl` (the cycles as one chunk on standard input). Peak RSS is GNU time's %M.
#
#   scripts/bench/rss_cycles.sh [TRANSIT] [SMALL] [LARGE]     (make bench-rss)
#
# TRANSIT defaults to the release build's binary; SMALL and LARGE to 1000 and 10000. Each
# line: the transition, the mode, both peaks (KiB) and their difference against the target.
# Exit status 1 if a run failed or a difference is over the target.
set -u
cd "$(dirname "$0")/../.." || exit 2
transit=${1:-$(swift build -c release --show-bin-path)/transit}
small=${2:-1000}
large=${3:-10000}
target_kib=1024
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The cycle file with `local N = n` before it, as a script (run), a spec (test) or one chunk
# (repl): a `do … end` block, so that its locals last across the REPL's lines.
make_input() { # mode name n -> path
    f="$work/$2_$3_$1"
    case $1 in
    test) f="${f}_spec.lua"
          { echo 'describe("cycles", function() it("runs", function()'; echo "local N = $3"
            cat "scripts/bench/cycles/$2.lua"; echo 'end) end)'; } > "$f" ;;
    repl) { echo 'do'; echo "local N = $3"; cat "scripts/bench/cycles/$2.lua"; echo 'end'; } > "$f" ;;
    *)    { echo "local N = $3"; cat "scripts/bench/cycles/$2.lua"; } > "$f.lua"; f="$f.lua" ;;
    esac
    echo "$f"
}

peak() { # mode name n -> peak RSS in KiB, or "failed"
    input=$(make_input "$1" "$2" "$3")
    case $1 in
    quiet) set -- "$transit" run "$input" --quiet ;;
    run)   set -- "$transit" run "$input" ;;
    test)  set -- "$transit" test "$input" --jobs 1 ;;
    repl)  set -- sh -c 'exec "$0" repl < "$1"' "$transit" "$input" ;;
    esac
    if /usr/bin/time -f %M -o "$work/time" "$@" > /dev/null 2> "$work/err"; then
        cat "$work/time"
    else
        echo failed; sed 's/^/    /' "$work/err" | head -5 >&2
    fi
}

status=0
printf '%-20s %-6s %10s %10s %10s  %s\n' transition mode "$small (KiB)" "$large (KiB)" "diff (KiB)" "target <= $target_kib KiB"
for cycle in scripts/bench/cycles/*.lua; do
    name=$(basename "$cycle" .lua)
    for mode in quiet run test repl; do
        a=$(peak $mode "$name" "$small"); b=$(peak $mode "$name" "$large")
        if [ "$a" = failed ] || [ "$b" = failed ]; then
            printf '%-20s %-6s %10s %10s %10s  %s\n' "$name" $mode "$a" "$b" - failed; status=1; continue
        fi
        d=$((b - a))
        if [ $d -le $target_kib ]; then verdict=met; else verdict="not met"; status=1; fi
        printf '%-20s %-6s %10d %10d %10d  %s\n' "$name" $mode "$a" "$b" $d "$verdict"
    done
done
exit $status
