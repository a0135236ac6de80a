#!/usr/bin/env python3
"""Writes link/transit-start.order, the order in which gold lays out the functions that a
start of the release `transit` runs (Package.swift: --section-ordering-file), so that they sit
together (gold puts them after the text's unlisted functions) instead of spread over its 9 MB,
and a start maps them in fewer page faults (docs/benchmark.md, "Cold start").

The functions are the ones callgrind sees run in the executable itself (not its libraries)
during the three commands the bench's start section spawns: `transit run` of print(1), and
`transit test` of one trivial spec checked with expect and with luassert. Each becomes the
name of its section: Swift is compiled with -function-sections in release, and the linked-in
libstdc++ and Swift runtime archives have a section per function already (the runtime's public
ones: its internal functions share one, and stay where they are). A name the link
does not have is ignored by gold, so a stale file costs only the layout, never the link.

    swift build -c release --product transit
    python3 scripts/bench/start_order.py [.build/release/transit]
    rm .build/release/transit && swift build -c release --product transit

(SwiftPM does not know the link reads the file: without the rm, nothing links again.)

Needs valgrind; callgrind reads a `strip --strip-debug` copy (valgrind 3.19 cannot read the
toolchain's DWARF 5).
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
OUT = os.path.join(ROOT, "link", "transit-start.order")

# the bench's files (Sources/transit-bench/ColdStart.swift)
FILES = {
    "trivial.lua": "print(1)\n",
    "trivial_spec.lua": 'describe("trivial", function()\n'
                        '  it("holds", function() expect(1 + 1):toBe(2) end)\nend)\n',
    "trivial_assert_spec.lua": 'describe("trivial", function()\n'
                               '  it("holds", function() assert.are.equal(2, 1 + 1) end)\nend)\n',
}
COMMANDS = [["run", "trivial.lua"], ["test", "trivial_spec.lua"], ["test", "trivial_assert_spec.lua"]]


def functions_run(exe, args, workdir, out):
    """Names of the functions of exe that callgrind saw run."""
    subprocess.run(["valgrind", "--tool=callgrind", "--demangle=no", "--compress-strings=no",
                    "--dump-instr=no", "--callgrind-out-file=" + out, exe] + args,
                   cwd=workdir, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    names, obj = [], None
    with open(out) as f:
        for line in f:
            if line.startswith("ob="):
                obj = line[3:].strip()
            elif line.startswith("fn=") and obj == exe:
                # callgrind marks recursion depths as name'2; an address is a nameless piece
                # of code, "(below main)" its name for what calls main
                name = re.sub(r"'\d+$", "", line[3:].strip())
                if not name.startswith("0x") and " " not in name:
                    names.append(name)
    return names


def main():
    built = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, ".build", "release", "transit"))
    with tempfile.TemporaryDirectory() as tmp:
        exe = os.path.join(tmp, "transit")
        shutil.copy(built, exe)
        subprocess.run(["strip", "--strip-debug", exe], check=True)
        for name, text in FILES.items():
            with open(os.path.join(tmp, name), "w") as f:
                f.write(text)
        names = set()
        for i, args in enumerate(COMMANDS):
            names.update(functions_run(exe, args, tmp, os.path.join(tmp, "callgrind.%d" % i)))
    # sorted: callgrind lists functions in an order that moves with the layout, and within the
    # 0.8 MB they fill, their order hardly changes the faults; sorted, the file is the same
    # from one layout to the next, and its diff shows what a start runs that it did not
    order = sorted(names)
    with open(OUT, "w") as f:
        for name in order:
            # static initialisers are compiled into .text.startup.NAME
            prefix = ".text.startup." if name.startswith("_GLOBAL__sub_I") else ".text."
            f.write(prefix + name + "\n")
    print("%s: %d functions" % (os.path.relpath(OUT, ROOT), len(order)))


if __name__ == "__main__":
    main()
