#!/bin/sh
# Builds the libFuzzer target (Sources/transit-fuzz) with the fuzzer and AddressSanitizer in its
# own scratch path (ordinary builds never see these flags), gathers a seed corpus from scripts/,
# and fuzzes for FUZZ_SECONDS (default 60). Findings land in .build/fuzz/artifacts/: crash-*,
# timeout-*, oom-*; replay one with `.build/fuzz/debug/transit-fuzz FILE`.
#
# Seeds: every script in scripts/ outside the hostile corpus, and the hostile files that held on
# the last `make hostile` run (.build/hostile-report.txt) — a file that crashes or hangs today
# is already a known failure, and as a seed it would stop or stall the fuzzer at once.
set -eu
cd "$(dirname "$0")/../.."
SWIFT=${SWIFT:-swift}
SECONDS_TO_RUN=${FUZZ_SECONDS:-60}
OUT=.build/fuzz

"$SWIFT" build --product transit-fuzz --scratch-path "$OUT" \
  -Xswiftc -DTRANSIT_FUZZ -Xswiftc -sanitize=fuzzer,address \
  -Xcc -fsanitize=fuzzer-no-link,address
BIN="$("$SWIFT" build --product transit-fuzz --scratch-path "$OUT" --show-bin-path)/transit-fuzz"

mkdir -p "$OUT/seeds" "$OUT/corpus" "$OUT/artifacts"
find scripts -name '*.lua' -not -path 'scripts/tests/hostile/*' | while read -r f; do
  cp "$f" "$OUT/seeds/$(echo "$f" | tr '/' '_')"
done
if [ -f .build/hostile-report.txt ]; then
  sed -n 's/^PASS //p' .build/hostile-report.txt
else
  grep -rl '^-- expect: ok' scripts/tests/hostile
fi | while read -r f; do
  cp "$f" "$OUT/seeds/$(echo "$f" | tr '/' '_')"
done

# -timeout: a run over its 2 s wall-clock limit by far is a hang finding.
# -rss_limit_mb: the script's limit is 32 MiB; ASan's shadow adds to it.
# -fork=1 with -ignore_*: one finding does not end the run; each is written to artifacts/.
# detect_leaks=0: LeakSanitizer reports Swift reference cycles kept until exit, not bugs a
# script can use; the crash, overflow and hang families are what this is for.
ASAN_OPTIONS=detect_leaks=0 exec "$BIN" "$OUT/corpus" "$OUT/seeds" \
  -fork=1 -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1 \
  -dict=Tests/Fuzz/lua.dict -max_len=4096 -timeout=10 -rss_limit_mb=4096 \
  -max_total_time="$SECONDS_TO_RUN" -print_final_stats=1 \
  -artifact_prefix="$OUT/artifacts/"
