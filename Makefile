# Transit — the two commands a newcomer needs: `make demo` and `make test`.
# Both install what is missing (Debian packages, via apt-get) before building: Lua 5.4,
# xmllint (libxml2-utils), which the tests use to check JUnit reports and SVG renders,
# libedit for the REPL's line editing, tmux, which drives the REPL's terminal tests, GNU time,
# which measures the hostile corpus's peak memory, luacheck (lua-check), which lints Transit's
# own Lua (Sources/*/Lua/*.lua) and scripts/ (`make lint`), chromium, in which the tests play
# `transit render --format html` pages (headless), Debian's busted (lua-busted) and valgrind,
# with which the tests run Transit's Lua C module (transit.so) under stock lua5.4 and check
# `transit test` against busted, luassert and say (lua-luassert, lua-say), which `transit test`
# loads as its assertions, and librsvg2-bin (rsvg-convert) and ffmpeg, which `transit render
# --format gif|mp4|webm|png` runs to rasterise its SVG frames and encode them (and the tests
# run to decode the files), and gdb, under which a test watches every longjmp of stock lua5.4
# running transit.so out of memory (none may cross a Swift frame).

SWIFT ?= swift
APT_PACKAGES := liblua5.4-dev lua5.4 pkg-config libxml2-utils libedit-dev tmux chromium time \
	lua-check lua-busted lua-luassert lua-say valgrind librsvg2-bin ffmpeg gdb
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: all deps build release release-link test lint hostile hostile-release fuzz fuzz-transitions fuzz-long sanitize lua-tests lua-testmore demo bench bench-rss clean \
	module module-link install uninstall docs

all: build

# Installs only the packages that are missing; does nothing (and needs no network) when all
# are present.
deps:
	@missing=""; \
	for p in $(APT_PACKAGES); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "Installing:$$missing"; \
	  $(SUDO) apt-get update -qq && \
	  DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq --no-install-recommends $$missing; \
	fi
	@command -v $(SWIFT) >/dev/null || { echo "swift not found: install the Swift toolchain (swift.org)"; exit 1; }

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release

# Every Swift test, which includes every Lua spec in scripts/ (through the transit test runner)
# and the differential tests.
test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build
	$(MAKE) --no-print-directory lint
	$(MAKE) --no-print-directory fuzz-transitions
	$(MAKE) --no-print-directory release-link

# The release link of `transit`: only release links the Swift runtime in statically
# (-static-stdlib, Package.swift), so a module that drags in an archive the debug build never
# links (Foundation without CoreFoundation, 86c4125) breaks `make bench`, `make demo`'s users
# of release binaries and `make module` while every test passes. Compiles in release too.
release-link: deps
	$(SWIFT) build -c release --product transit

# `transit fuzz`: 1,000 seeded schedules of interruptions (pause, reverse, seek, cancel, finish,
# rotate, dismiss, a second present) over every bundled transition, checking the transition
# invariants (docs/motion.md); a failing schedule is printed as a spec that reproduces it.
# (`fuzz` is libFuzzer's target below.) fuzz-long runs as many as fit in FUZZ_LONG_SECONDS
# (600) and prints the rate; FUZZ_SEED picks other schedules.
FUZZ_SEED ?= 0
fuzz-transitions: build
	@bin=$$($(SWIFT) build --show-bin-path); \
	$$bin/transit fuzz --schedules 1000 --seed $(FUZZ_SEED)

fuzz-long: release
	@bin=$$($(SWIFT) build -c release --show-bin-path); \
	$$bin/transit fuzz --for $${FUZZ_LONG_SECONDS:-600} --seed $(FUZZ_SEED)

# luacheck over scripts/ and the preludes, with the standards `transit api --format luacheck`
# generates from the binding tables (the globals a script sees, and a spec's besides), written
# to .build/ where .luacheckrc loads them (docs/editor.md). The hostile corpus is excluded
# there, with its reason.
LINT_STD := .build/transit_std.lua
LINT_SPEC_STD := .build/transit_spec_std.lua
lint: build
	@bin=$$($(SWIFT) build --show-bin-path); \
	$$bin/transit api --format luacheck --out $(LINT_STD) && \
	$$bin/transit api --format luacheck --spec --out $(LINT_SPEC_STD)
	TRANSIT_LUACHECK_STD=$(LINT_STD) TRANSIT_LUACHECK_SPEC_STD=$(LINT_SPEC_STD) luacheck --no-color scripts Sources

# The test suite under sanitizers (docs/sanitizers.md); not part of `make test`. One
# instrumented build, in its own scratch directory so the normal build stays valid:
# AddressSanitizer with LeakSanitizer over every Swift and C target, and
# UndefinedBehaviorSanitizer over the C code (CLuaShim: -Xcc -fsanitize=undefined; swiftc has
# no -sanitize=undefined on Linux, and the ASan runtime carries UBSan's handlers). Then every
# test (the CLI tests run this build's `transit`, under the same options) and `transit test`
# over scripts/. Any report fails the run; known leaks outside Transit's code are in
# sanitizers/lsan.supp, each with its reason. The hostile corpus is left to `make hostile`
# (it bounds each run's peak RSS, which ASan's shadow memory multiplies) and `make fuzz`
# (AddressSanitizer over the same inputs). SANITIZE_FILTER narrows the tests (a
# `swift test --filter` pattern).
SANITIZE_SCRATCH := .build/asan
SANITIZE_FILTER ?=
SANITIZE_FLAGS := --sanitize=address -Xcc -fsanitize=undefined --scratch-path $(SANITIZE_SCRATCH)
SANITIZE_ENV := ASAN_OPTIONS=detect_leaks=1:halt_on_error=1 \
	LSAN_OPTIONS=suppressions=$(CURDIR)/sanitizers/lsan.supp \
	UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1

sanitize: deps
	$(SWIFT) build --build-tests $(SANITIZE_FLAGS)
	$(SANITIZE_ENV) $(SWIFT) test --skip-build $(SANITIZE_FLAGS) --skip HostileCorpusTests $(if $(SANITIZE_FILTER),--filter '$(SANITIZE_FILTER)')
	$(SANITIZE_ENV) $$($(SWIFT) build $(SANITIZE_FLAGS) --show-bin-path)/transit test scripts --jobs 1 >/dev/null

# The hostile corpus only (scripts/tests/hostile: escapes, limits, crashes), each file its own
# `transit` process; the table of every file is written to .build/hostile-report.txt.
# HOSTILE_ONLY=limits/ runs the files whose path contains that text.
hostile: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build --filter HostileCorpusTests

# The same corpus against the release `transit`, which Package.swift compiles with flags the
# debug build does not have (its own report, .build/hostile-report.txt, overwrites the other's).
hostile-release: deps
	$(SWIFT) build -c release --product transit
	$(SWIFT) build --build-tests
	HOSTILE_TRANSIT="$$($(SWIFT) build -c release --show-bin-path)/transit" $(SWIFT) test --skip-build --filter HostileCorpusTests.everyCorpusFileHolds

# libFuzzer over "run a script under the limits" for FUZZ_SECONDS (60): Tests/Fuzz/run.sh builds
# Sources/transit-fuzz with -sanitize=fuzzer,address in .build/fuzz (not part of `make test`).
fuzz: deps
	FUZZ_SECONDS=$${FUZZ_SECONDS:-60} SWIFT=$(SWIFT) Tests/Fuzz/run.sh

# The examples the gallery shows after the two that open it, one a line so that adding one
# is a one-line change.
GALLERY := \
	zoom \
	fullscreen \
	rotation_layout \
	slide_in \
	sheet_detents \
	sheet_stack \
	cube \
	flip \
	staggered_grid \
	zoom_match \
	match_stagger \
	edge_swipe_pop \
	zoom18 \
	timeline_dismiss \
	popover

# The main job: run the bundled demo scripts and show what they print (the segues example
# prints its timeline: seed 003's custom segues and unwinds, with their times; zoom is seed
# 001's zoom from a scrolled grid and back; fullscreen and rotation_layout are seeds 000 and
# 002, with forced rotation; slide_in is seed 004's presentation controller, a half-width
# sheet over a fading overlay, tapped away, then swiped away interactively) and the rest of
# the gallery, then render them all into one gallery page of HTML players.
demo: build
	@bin=$$($(SWIFT) build --show-bin-path); \
	for script in hello segues $(GALLERY); do \
	  echo "== transit run $$script"; \
	  $$bin/transit run $$script || exit 1; \
	done; \
	echo "== transit render animate segues $(GALLERY) --format html --out out/index.html"; \
	$$bin/transit render animate segues $(GALLERY) --format html --out out/index.html --quiet || exit 1; \
	echo "Gallery: $$(pwd)/out/index.html"

# The pictures docs/render.md shows, made by the tools, never by hand (not part of `make test`):
# `transit render zoom --format html` opened at a fixed instant by its permalink
# (`#t=0.3&view=…`) in headless Chromium, screenshotted at 1200×900, and the same instant as
# `transit render --format png`, into docs/images/ (commit them). Deterministic as far as
# Chromium allows: the time comes from the URL and nothing plays (the page reads no clock
# until Play); --virtual-time-budget runs the page's timers on virtual time before the
# shot; a fresh profile each run; device scale 1, no LCD text, no hinting, no subpixel
# positioning; and every font is DejaVu (fonts-dejavu-core, installed here) through a
# fontconfig file that knows only that folder, for Chromium and rsvg-convert alike, so the
# fonts another package installs cannot change a glyph. --no-sandbox because these machines
# build as root (the page is our own file, fetching nothing: its CSP is default-src 'none').
# Chromium's version still shows in its antialiasing: a new Chromium may move pixels, so
# review the images' diff as code.
DOCS_PACKAGES := chromium librsvg2-bin fonts-dejavu-core
DOCS_IMAGES := docs/images
DOCS_CHROMIUM := chromium --headless --no-sandbox --disable-gpu --no-first-run --disable-extensions \
	--hide-scrollbars --window-size=1200,900 --force-device-scale-factor=1 --font-render-hinting=none \
	--disable-lcd-text --disable-font-subpixel-positioning --virtual-time-budget=3000
docs: build
	@$(MAKE) --no-print-directory deps APT_PACKAGES="$(DOCS_PACKAGES)"
	@bin=$$($(SWIFT) build --show-bin-path); tmp=$$(mktemp -d); trap 'rm -rf "$$tmp"' EXIT; \
	mkdir -p $(DOCS_IMAGES) || exit 1; \
	printf '%s\n' '<?xml version="1.0"?>' '<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">' '<fontconfig>' \
	  '<dir>/usr/share/fonts/truetype/dejavu</dir>' "<cachedir>$$tmp/fontcache</cachedir>" \
	  '<selectfont><rejectfont><glob>*Serif*</glob><glob>*Condensed*</glob><glob>*ExtraLight*</glob>' \
	  '<glob>*Math*</glob></rejectfont></selectfont>' \
	  $(foreach f,sans-serif system-ui -apple-system BlinkMacSystemFont Helvetica Arial Segoe%UI Helvetica%Neue,\
	    '<alias binding="strong"><family>$(subst %, ,$(f))</family><prefer><family>DejaVu Sans</family></prefer></alias>') \
	  $(foreach f,monospace ui-monospace Menlo,\
	    '<alias binding="strong"><family>$(f)</family><prefer><family>DejaVu Sans Mono</family></prefer></alias>') \
	  '<match target="font"><edit name="hinting" mode="assign"><bool>false</bool></edit>' \
	  '<edit name="rgba" mode="assign"><const>none</const></edit></match>' '</fontconfig>' > $$tmp/fonts.conf; \
	export FONTCONFIG_FILE=$$tmp/fonts.conf; \
	shot() { echo "== $(DOCS_IMAGES)/$$1.png: $$2"; \
	  $(DOCS_CHROMIUM) --user-data-dir=$$tmp/profile-$$1 --screenshot=$$tmp/$$1.png "file://$$tmp/$$2" \
	    >$$tmp/chromium.log 2>&1 && [ -s $$tmp/$$1.png ] && mv $$tmp/$$1.png $(DOCS_IMAGES)/$$1.png \
	    || { cat $$tmp/chromium.log; exit 1; }; }; \
	$$bin/transit render zoom --format html --out $$tmp/zoom.html --quiet || exit 1; \
	shot player-zoom "zoom.html#t=0.3" && \
	shot player-zoom-highlight "zoom.html#t=0.9&view=snapshot(photo)" && \
	$$bin/transit render zoom --format png --at 0.3 --scale 1 --out $(DOCS_IMAGES)/zoom-0.3.png --quiet && \
	echo "== $(DOCS_IMAGES)/zoom-0.3.png" && \
	$$bin/transit render rotation_layout --format png --at 50% --scale 0.5 --out $(DOCS_IMAGES)/rotation-50.png --quiet && \
	echo "== $(DOCS_IMAGES)/rotation-50.png"

# Release-mode benchmarks (docs/benchmark.md): every workload interleaved with its
# ../shared/bench baseline, medians and spreads, the goals of issue 19 as targets; every figure
# to .build/bench.json, and the scaling series drawn into docs/benchmark-scaling.svg.
# BENCH_PACKAGES are what only this target needs (LuaJIT, the second baseline; python3 for the
# plot), installed here so `make test` stays lean. BENCH_FLAGS passes options (--quick, --reps N).
BENCH_PACKAGES := luajit python3
BENCH_FLAGS ?=
bench: release
	@$(MAKE) --no-print-directory deps APT_PACKAGES="$(BENCH_PACKAGES)"
	$$($(SWIFT) build -c release --show-bin-path)/transit-bench $(BENCH_FLAGS) --json .build/bench.json
	python3 scripts/bench/scaling_svg.py .build/bench.json docs/benchmark-scaling.svg
	@$(MAKE) --no-print-directory bench-rss

# Issue 19's flat RSS (docs/benchmark.md, "Flat RSS"): the peak RSS of 10,000 present/dismiss
# cycles minus that of 1,000, for each seed transition, under run, run --quiet, test and repl.
bench-rss: release
	scripts/bench/rss_cycles.sh "$$($(SWIFT) build -c release --show-bin-path)/transit"

# Lua 5.4.4's own test suite, which cannot be vendored: LUA_TESTES is its testes/ folder
# (e.g. `git archive v5.4.4 testes` of github.com/lua/lua). all.lua with _U = true under
# `transit run --unsafe` must reach "final OK", and the files that need no io, os, debug or
# loadfile must pass in the sandbox (docs/sandbox.md, "Lua's own test suite"); when `make
# module` has built transit.so, all.lua and each file under `lua5.4 -l transit` must print
# what they print under stock lua5.4 (docs/lua-module.md, "Lua's own test suite").
lua-tests: build
	@[ -n "$(LUA_TESTES)" ] || { echo "usage: make lua-tests LUA_TESTES=/path/to/lua-5.4.4/testes"; exit 2; }
	scripts/tests/lua-testes/run.sh "$(abspath $(LUA_TESTES))" "$$($(SWIFT) build --show-bin-path)/transit" \
		$(if $(wildcard $(MODULE_OUT)),"$(abspath $(dir $(MODULE_OUT)))")

# lua-TestMore 0.3.3 (François Perrad's TAP suite of the Lua language and libraries; MIT, not
# vendored): LUA_TESTMORE is its checkout (src/, test/, test_lua53/). Each file must print
# under transit what it prints under stock lua5.4 — `transit run --unsafe`, sandboxed
# `transit run`, and `lua5.4 -l transit` when `make module` has built transit.so — or differ
# for a reason the runner lists (docs/sandbox.md, "lua-TestMore").
lua-testmore: build
	@[ -n "$(LUA_TESTMORE)" ] || { echo "usage: make lua-testmore LUA_TESTMORE=/path/to/lua-TestMore"; exit 2; }
	scripts/tests/lua-testmore/run.sh "$(abspath $(LUA_TESTMORE))" "$$($(SWIFT) build --show-bin-path)/transit" \
		$(if $(wildcard $(MODULE_OUT)),"$(abspath $(dir $(MODULE_OUT)))")

# Transit as a Lua C module (docs/lua-module.md): `require "transit"` from stock lua5.4 and
# busted. `make module` builds transit.so at MODULE_OUT from a MODULE_CONFIG build (release;
# `make module MODULE_CONFIG=debug` is quicker). It is not a SwiftPM product: SwiftPM would
# link it against liblua5.4 (CLua's pkg-config libraries), and a module must take the lua_*
# symbols from the host process (stock lua5.4 has the Lua core built in; two cores in one
# process corrupt each other). So `module-link` links the objects SwiftPM compiled with
# swiftc alone: no Lua library; the Swift runtime linked in (-static-stdlib: the module works
# wherever lua5.4 runs, with no path into the toolchain; MODULE_STDLIB= links the toolchain's
# shared runtime instead, by rpath); -z nodelete, because the host's
# lua_close unloads C modules (dlclose) and a Swift image cannot be unloaded; and
# luaopen_transit as the one export (Sources/CTransitModule/exports.map). The tests run
# `module-link` on their own build's objects (MODULE_BIN), with no `swift build`. The objects
# are those of the targets' current sources (SwiftPM's `sources` list for Swift, the .c files
# for C), never a stale one left by a file since renamed or deleted.
MODULE_CONFIG ?= release
MODULE_OUT ?= .build/module/transit.so
MODULE_TARGETS := CLuaShim Lua TransitCore TransitLua CTransitModule TransitModule
SWIFTC ?= swiftc
MODULE_STDLIB ?= -static-stdlib

module: deps
	$(SWIFT) build -c $(MODULE_CONFIG) --target TransitModule
	$(MAKE) --no-print-directory module-link MODULE_BIN="$$($(SWIFT) build -c $(MODULE_CONFIG) --show-bin-path)"

module-link:
	@[ -n "$(MODULE_BIN)" ] || { echo "usage: make module-link MODULE_BIN=<swift build --show-bin-path> [MODULE_OUT=…]"; exit 2; }
	@mkdir -p "$(dir $(MODULE_OUT))"
	@echo "linking $(MODULE_OUT)"
	@objects=""; \
	for t in $(MODULE_TARGETS); do \
	  dir="$(MODULE_BIN)/$$t.build"; \
	  if [ -f "$$dir/sources" ]; then names=$$(sed 's|.*/||' "$$dir/sources"); \
	  else names=$$(find "Sources/$$t" -name '*.c' | sed 's|.*/||'); fi; \
	  for n in $$names; do objects="$$objects $$dir/$$n.o"; done; \
	done; \
	$(SWIFTC) -emit-library $(MODULE_STDLIB) -o "$(MODULE_OUT)" -Xlinker -z -Xlinker nodelete \
	  -Xlinker --version-script=Sources/CTransitModule/exports.map $$objects

# `make install` (PREFIX=/usr/local, DESTDIR honoured): the transit binary into $(PREFIX)/bin
# and the module where stock lua5.4 looks for C modules, $(PREFIX)/lib/lua/5.4/transit.so
# (both release builds). `make uninstall` removes both.
PREFIX ?= /usr/local
DESTDIR ?=
LUA_CMODULES := $(PREFIX)/lib/lua/5.4

install: deps
	$(SWIFT) build -c release --product transit
	$(MAKE) --no-print-directory module MODULE_CONFIG=release
	install -d "$(DESTDIR)$(PREFIX)/bin" "$(DESTDIR)$(LUA_CMODULES)"
	install -m 755 "$$($(SWIFT) build -c release --show-bin-path)/transit" "$(DESTDIR)$(PREFIX)/bin/transit"
	install -m 644 "$(MODULE_OUT)" "$(DESTDIR)$(LUA_CMODULES)/transit.so"

uninstall:
	rm -f "$(DESTDIR)$(PREFIX)/bin/transit" "$(DESTDIR)$(LUA_CMODULES)/transit.so"

clean:
	$(SWIFT) package clean
