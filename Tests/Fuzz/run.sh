#!/bin/sh
# Builds the libFuzzer target (Sources/transit-fuzz) with the fuzzer and AddressSanitizer in its
# own scratch path (ordinary builds never see these flags), gathers a seed corpus from scripts/,
# and fuzzes for FUZZ_SECONDS (default 60). Findings land in .build/fuzz/artifacts/: crash-*,
# timeout-*, oom-*; replay one with `TRANSIT_FUZZ_PRINT=1 .build/fuzz/debug/transit-fuzz FILE`,
# which prints the script the input stands for (a program input's generated Lua) to stderr.
#
# Seeds: every script in scripts/ outside the hostile corpus, and the hostile files that held
# quickly (under 0.3 s) on the last `make hostile` run (.build/hostile-report.txt) — a file that
# crashes or hangs today is already a known failure, and one that runs into a limit spends the
# fuzzer's minute on loading seeds.
set -eu
cd "$(dirname "$0")/../.."
SWIFT=${SWIFT:-swift}
SECONDS_TO_RUN=${FUZZ_SECONDS:-60}
OUT=.build/fuzz

"$SWIFT" build --product transit-fuzz --scratch-path "$OUT" \
  -Xswiftc -DTRANSIT_FUZZ -Xswiftc -sanitize=fuzzer,address \
  -Xcc -fsanitize=fuzzer-no-link,address
BIN="$("$SWIFT" build --product transit-fuzz --scratch-path "$OUT" --show-bin-path)/transit-fuzz"

rm -rf "$OUT/seeds"
mkdir -p "$OUT/seeds" "$OUT/corpus" "$OUT/artifacts"
# programs of engine calls (an odd first byte: Sources/transit-fuzz/Fuzz.swift)
for n in 1 2 3 4 5 6 7 8; do
  head -c 48 /dev/urandom | { printf '\001'; cat; } > "$OUT/seeds/program-$n"
done
find scripts -name '*.lua' -not -path 'scripts/tests/hostile/*' | while read -r f; do
  cp "$f" "$OUT/seeds/$(echo "$f" | tr '/' '_')"
done
if [ -f .build/hostile-report.txt ]; then
  awk '/^(PASS|FAIL)/ { state = $1; file = $2 }
       /^ *got:/ && state == "PASS" { for (i = 1; i <= NF; i++) if ($i ~ /^[0-9.]+s$/) { if ($i + 0 < 0.3) print file; break } }' \
    .build/hostile-report.txt
else
  grep -rl '^-- expect: ok' scripts/tests/hostile
fi | while read -r f; do
  cp "$f" "$OUT/seeds/$(echo "$f" | tr '/' '_')"
done

# -timeout: a run far over its 1 s wall-clock limit is a hang finding.
# -rss_limit_mb: the script's limit is 32 MiB; ASan's shadow adds to it.
# -fork=1 with -ignore_*: one finding does not end the run; each is written to artifacts/.
# detect_leaks=0: LeakSanitizer reports Swift reference cycles kept until exit, not bugs a
# script can use; the crash, overflow and hang families are what this is for.
# SWIFT_BACKTRACE=enable=no: Swift's backtracer reads the crashed stack in a way ASan reports as
# a dynamic-stack-buffer-overflow in CrashHandlerLinux.cpp, hiding the real fatal error.
SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=0 exec "$BIN" "$OUT/corpus" "$OUT/seeds" \
  -fork=1 -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1 \
  -dict=Tests/Fuzz/lua.dict -max_len=4096 -timeout=10 -rss_limit_mb=4096 \
  -max_total_time="$SECONDS_TO_RUN" -print_final_stats=1 \
  -artifact_prefix="$OUT/artifacts/"
