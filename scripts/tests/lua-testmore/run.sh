#!/bin/sh
# Runs lua-TestMore (François Perrad's TAP suite of the Lua language and libraries, release
# 0.3.3: src/Test/More.lua, test/*.t, test_lua53/*.t; MIT, not vendored) under stock lua5.4
# and under transit, file by file, and compares what each prints:
#   usage  run.sh SUITE_DIR TRANSIT_BINARY [MODULE_DIR]
#   1. unsafe:  `lua5.4 FILE` against `transit run --unsafe FILE`;
#   2. sandbox: the same against sandboxed `transit run FILE`, both with debug hidden from
#      Test.Builder (below);
#   3. module:  against `lua5.4 -l transit FILE`, when MODULE_DIR holds transit.so.
# The suite is a Lua 5.3 one: under 5.4 some of its tests fail under stock too; what is
# compared is that transit prints what stock prints, failures included. Output is standard
# output and error together, each line flushed (stdbuf -oL), with addresses (0x…) and the
# program's name before an uncaught error (`lua5.4: `, `transit: `) left out; and the exit
# status. A few files start child processes whose output races with the parent's, so a file
# whose output differs is run under stock twice more and agrees if one of those matches.
# Exit status 0 when every file agrees or differs for a reason listed below.
set -u
suite=$(cd "$1" 2>/dev/null && pwd) || { echo "no folder '$1'"; exit 2; }
transit=$2
case $transit in /*) ;; *) transit=$(pwd)/$transit ;; esac   # the files run from the suite's folders
module=${3:-}
[ -n "$module" ] && module=$(cd "$module" && pwd)
[ -f "$suite/src/Test/More.lua" ] && [ -d "$suite/test_lua53" ] ||
  { echo "no src/Test/More.lua and test_lua53/ in '$suite' (LUA_TESTMORE must be lua-TestMore 0.3.3)"; exit 2; }
command -v stdbuf >/dev/null || { echo "stdbuf (coreutils) is needed"; exit 2; }

# Sandboxed, what differs for a reason docs/sandbox.md gives. Each file stops at the line
# named; what it would test after that is not compared.
allowed() {
  case $1 in
    test_lua53/241-standalone.t|test_lua53/242-luac.t|test_lua53/320-stdin.t)
      echo "io.popen and io.open: no processes, no files" ;;
    test_lua53/301-basic.t)
      echo "collectgarbage('step') can answer true, a finished cycle (lines 56, 59, 64: the sandbox's collector is incremental, lua.c's generational); collectgarbage('setpause') refused (line 61); no io.open" ;;
    test_lua53/303-package.t) echo "no package.searchers nor package.searchpath (lines 53, 55)" ;;
    test_lua53/304-string.t) echo "no string.dump (line 60)" ;;
    test_lua53/308-io.t) echo "no io.open, io.popen, io.lines of a file" ;;
    test_lua53/309-os.t) echo "no os.execute (line 64), os.getenv, os.remove, os.tmpname" ;;
    test_lua53/314-regex.t) echo "reads its rx_* files with io.open" ;;
    test/plan_skip_all.t|test/skipall.t) echo "no os.exit" ;;
    test/socket.t) echo "getmetatable(io.stdout) is false: the host's metatables are hidden" ;;
    test/subtest/loadfile.t) echo "loadfile of ../test/…: only files under the current folder" ;;
    *) return 1 ;;
  esac
}

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# A fresh copy of the suite for each run (the files write and remove files where they run),
# each file's `#!` line replaced by the globals the suite's Makefile sets with LUA_INIT, on
# that line so that line numbers stay. lua5.4 stands for the interpreter the files start
# (241-standalone.t, 308-io.t …) whichever Lua runs them: they test lua.c, not the runner.
platform='platform = { lua = "lua5.4", luac = "luac5.4", osname = "linux", compat = true }'
copy() { # copy NAME EXTRA: the copy's folder
  rm -rf "$work/$1"; mkdir -p "$work/$1"
  cp -R "$suite/src" "$suite/test" "$suite/test_lua53" "$work/$1/"
  for f in "$work/$1"/test/*.t "$work/$1"/test/subtest/*.t "$work/$1"/test_lua53/*.t; do
    head -1 "$f" | grep -q '^#!' && sed -i "1s/.*/$platform$2/" "$f"
  done
  echo "$work/$1"
}

# run HOW COPY FILE: the file's output and status, from the folder the suite's Makefiles run
# it in (src/ for test/, test_lua53/ for the language tests). Its standard output, then its
# standard error; or, with $merged set, the two as one stream in the order written, each
# line flushed as written (stdbuf -oL): the sandbox's io.stderr writes where print writes.
invoke() { # HOW COPY DIR FILE
  buffer=; [ -n "$merged" ] && buffer="stdbuf -oL"
  case $1 in
    stock)   (cd "$3" && LUA_PATH="./?.lua;$2/src/?.lua;;" $buffer lua5.4 "$4") ;;
    module)  (cd "$3" && LUA_PATH="./?.lua;$2/src/?.lua;;" LUA_CPATH="$module/?.so;;" lua5.4 -l transit "$4") ;;
    unsafe)  (cd "$3" && LUA_PATH="./?.lua;$2/src/?.lua;;" "$transit" run --unsafe "$4") ;;
    sandbox) (cd "$3" && TRANSIT_PATH="$2/src/?.lua" $buffer "$transit" run "$4") ;;
  esac < /dev/null
}
run() {
  case $3 in test/*) dir=$2/src; file=../$3 ;; *) dir=$2/test_lua53; file=${3#test_lua53/} ;; esac
  if [ -n "$merged" ]; then
    invoke "$1" "$2" "$dir" "$file" > "$work/out" 2>&1; echo "exit $?"; cat "$work/out"
  else
    invoke "$1" "$2" "$dir" "$file" > "$work/out" 2> "$work/err"; echo "exit $?"
    cat "$work/out"; echo "-- standard error"; cat "$work/err"
  fi
}
# Test.Builder.Tester's test_fail (test/*.t: it indexes debug, line 72, hidden on both sides)
# is a global and a field of a loaded module: stock's traceback names it by either, as its
# hash seed falls run to run, so both sides read the global's name
normalized() {
  sed -E "s/0x[0-9a-f]+/0xADDR/g; s/^(lua5\.4|transit): /PROG: /; s/in function 'Test\.Builder\.Tester\.test_fail'/in function 'test_fail'/"
}
taplines() { grep -E '^(not )?ok( |$)'; }

failed=0
compare() { # compare MODE PREFIX
  mode=$1
  base=$(copy "stock-$mode" "$2"); ours=$(copy "$mode" "$2")
  files=0 tests=0 agreeing=0 agreeingTests=0
  for file in $(cd "$suite" && ls test/*.t test/subtest/*.t test_lua53/*.t); do
    stock=$(run stock "$base" "$file" | normalized)
    got=$(run "$mode" "$ours" "$file" | normalized)
    n=$(printf '%s\n' "$stock" | taplines | wc -l)
    files=$((files + 1)); tests=$((tests + n))
    tries=0
    while [ "$got" != "$stock" ] && [ $tries -lt 2 ]; do
      tries=$((tries + 1)); stock=$(run stock "$base" "$file" | normalized)
    done
    if [ "$got" = "$stock" ]; then
      agreeing=$((agreeing + 1)); agreeingTests=$((agreeingTests + n))
      continue
    fi
    # the tests before the first one that differs agree
    same=$(printf '%s\n' "$stock" | taplines > "$work/a"; printf '%s\n' "$got" | taplines > "$work/b"
           paste -d '\n' "$work/a" "$work/b" | awk 'NR % 2 { a = $0; next } a != $0 { exit } { n++ } END { print n + 0 }')
    agreeingTests=$((agreeingTests + same))
    if [ "$mode" = sandbox ] && why=$(allowed "$file"); then
      echo "$file: differs after $same of $n tests, as documented: $why"
    else
      echo "$file: DIFFERS after $same of $n tests"
      printf '%s\n' "$stock" > "$work/a"; printf '%s\n' "$got" > "$work/b"
      diff "$work/a" "$work/b" | head -10
      failed=1
    fi
  done
  echo "== $mode: $agreeing of $files files and $agreeingTests of $tests tests agree with lua5.4"
}

echo "== transit run --unsafe"
merged=
compare unsafe ""
# Test.Builder takes debug.getinfo where `debug` is there (a failed test's file and line);
# the sandbox's debug has traceback only, so the first failed test ended the file. Here
# `require "debug"` gives false to both sides, the suite's fallback for a Lua without debug.
echo "== transit run (sandboxed), debug hidden from Test.Builder on both sides"
merged=yes
compare sandbox '; package.loaded.debug = false; package.preload.debug = function() return false end'
if [ -n "$module" ]; then
  echo "== lua5.4 -l transit ($module/transit.so)"
  merged=
  compare module ""
fi
exit $failed
