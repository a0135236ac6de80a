#!/bin/sh
# Runs Lua 5.4.4's own test suite (the testes/ folder of github.com/lua/lua at v5.4.4, which
# cannot be vendored) against transit: usage  run.sh TESTES_DIR TRANSIT_BINARY
#   1. all.lua with _U = true under `transit run --unsafe`: must print "final OK !!!" and
#      exit 0 after closing its state, as `lua5.4 -e "_U=true" all.lua` does;
#   2. the files that need no io, os (beyond time/clock/date), debug, loadfile or
#      string.dump, each under the default sandbox (docs/sandbox.md, "Lua's own test suite").
# Exit status 0 when every check passes.
set -u
testes=$(cd "$1" 2>/dev/null && pwd) || { echo "no folder '$1'"; exit 2; }
transit=$2
case $transit in /*) ;; *) transit=$(pwd)/$transit ;; esac   # the checks run from testes/
[ -f "$testes/all.lua" ] || { echo "no all.lua in '$testes' (LUA_TESTES must be Lua 5.4.4's testes/ folder)"; exit 2; }
here=$(cd "$(dirname "$0")" && pwd)
failed=0

echo "== all.lua, _U = true, transit run --unsafe"
out=$(cd "$testes" && "$transit" run --unsafe "$here/user.lua" 2>&1)
status=$?
if [ $status -eq 0 ] && printf '%s\n' "$out" | grep -q '^final OK !!!$'; then
  echo "final OK, exit 0"
else
  printf '%s\n' "$out" | tail -20
  echo "FAILED (exit $status)"
  failed=1
fi

# The globals all.lua sets for user tests, on the first line so that line numbers stay.
# The sandbox has no dofile, so each file runs from a copy with this prefix.
# (not nextvar: it expects next(t) inside a pairs loop to give the loop's key, docs/sandbox.md)
SANDBOXED="bitwise code cstack math pm sort strings tpack utf8 vararg verybig"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for name in $SANDBOXED; do
  { printf '_soft=true;_port=true;_nomsg=true;'; cat "$testes/$name.lua"; } > "$work/$name.lua"
  if out=$(cd "$testes" && TRANSIT_PATH="$testes/?.lua" "$transit" run --quiet "$work/$name.lua" 2>&1); then
    echo "== $name.lua, sandboxed: OK"
  else
    printf '%s\n' "$out" | tail -5
    echo "== $name.lua, sandboxed: FAILED"
    failed=1
  fi
done
exit $failed
