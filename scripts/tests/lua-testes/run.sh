#!/bin/sh
# Runs Lua 5.4.4's own test suite (the testes/ folder of github.com/lua/lua at v5.4.4, which
# cannot be vendored) against transit: usage  run.sh TESTES_DIR TRANSIT_BINARY [MODULE_DIR]
#   1. all.lua with _U = true under `transit run --unsafe`: must print "final OK !!!" and
#      exit 0 after closing its state, as `lua5.4 -e "_U=true" all.lua` does;
#   2. the files that need no io, os (beyond time/clock/date), debug, loadfile or
#      string.dump, each under the default sandbox (docs/sandbox.md, "Lua's own test suite");
#   3. when MODULE_DIR holds transit.so: all.lua (with _U = true, and plain) and each file
#      alone under `lua5.4 -l transit` must print what they print under stock `lua5.4` and
#      exit the same, with the collector incremental and generational (docs/lua-module.md).
# Exit status 0 when every check passes.
set -u
testes=$(cd "$1" 2>/dev/null && pwd) || { echo "no folder '$1'"; exit 2; }
transit=$2
case $transit in /*) ;; *) transit=$(pwd)/$transit ;; esac   # the checks run from testes/
module=${3:-}
[ -n "$module" ] && { module=$(cd "$module" 2>/dev/null && pwd) && [ -f "$module/transit.so" ] ||
  { echo "no transit.so in '$3'"; exit 2; }; }
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

[ -z "$module" ] && exit $failed

# 3. The module. The suite runs from a copy, whose libs/ (the C libraries attrib.lua loads)
# are built against the Lua headers (LUA_INCDIR, Debian's liblua5.4-dev by default); without
# them plain all.lua stops in attrib.lua under both, and is compared so. Standard input is a
# pipe: files.lua seeks it and expects that to fail (it does not on /dev/null).
cp -R "$testes" "$work/testes"
incdir=${LUA_INCDIR:-/usr/include/lua5.4}
if [ -f "$incdir/lua.h" ]; then
  make -s -C "$work/testes/libs" LUA_DIR="$incdir" >/dev/null 2>&1 || echo "(libs/ did not build: attrib.lua fails under both)"
else
  echo "(no lua.h in $incdir: plain all.lua stops in attrib.lua under both)"
fi
# What may differ from run to run: the GC trace all.lua prints (dots and '+'), numbers
# (times, memory, random seeds, counts of calls before a stack overflow), addresses, the
# name of main.lua's temporary file, the time warning gc.lua and coroutine.lua give.
normalized() {
  sed -E 's/^[.+]+//; s/[.]+$//; s|/tmp/lua_[A-Za-z0-9]+|TMP|g; s/0x[0-9a-f]+/ADDR/g; s/[0-9]+([.][0-9]+)?(e[-+]?[0-9]+)?[KMG]?/N/g' "$1" |
    grep -v -e '^[+.]*$' -e '---- total memory' -e '^time: ' -e 'time difference from previous test'
}
# modulecheck NAME ARGS…: lua5.4 ARGS against lua5.4 -l transit ARGS, from the copy. The
# module is found through LUA_CPATH, not LUA_CPATH_5_4: main.lua sets LUA_CPATH for the
# interpreters it starts and reads their package.cpath, which LUA_CPATH_5_4 would override.
# main.lua's Ctrl-C tests race with a busy machine (a signal sent after `sleep 1`), under
# stock too: a pair that differs is run twice more, and agrees if one of those matches.
modulepair() {
  (cd "$work/testes" && true | lua5.4 "$@" > "$work/stock.out" 2>&1); stock=$?
  (cd "$work/testes" && true | LUA_CPATH="$module/?.so;;" lua5.4 -l transit "$@" > "$work/module.out" 2>&1); with=$?
  normalized "$work/stock.out" > "$work/stock.norm"; normalized "$work/module.out" > "$work/module.norm"
  [ $stock -eq $with ] && cmp -s "$work/stock.norm" "$work/module.norm"
}
modulecheck() {
  name=$1; shift
  if modulepair "$@" || modulepair "$@" || modulepair "$@"; then
    echo "== $name, lua5.4 -l transit: as stock (exit $stock)"
  else
    diff "$work/stock.norm" "$work/module.norm" | tail -10
    echo "== $name, lua5.4 -l transit: FAILED (exit $with, stock $stock)"
    failed=1
  fi
}
generational='collectgarbage("generational")'
modulecheck "all.lua, _U = true" -e "_U=true" all.lua
modulecheck "all.lua, _U = true, generational" -e "_U=true $generational" all.lua
modulecheck "all.lua" all.lua
modulecheck "all.lua, generational" -e "$generational" all.lua
# each file alone (not big.lua, which all.lua runs in a coroutine, nor heavy.lua's gigabytes)
for file in "$testes"/*.lua; do
  name=${file##*/}
  case $name in all.lua|big.lua|heavy.lua|bwcoercion.lua|tracegc.lua) continue ;; esac
  modulecheck "$name" "$name"
  modulecheck "$name, generational" -e "$generational" "$name"
done
exit $failed
