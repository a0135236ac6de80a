# Transit — the two commands a newcomer needs: `make demo` and `make test`.
# Both install what is missing (Debian packages, via apt-get) before building: Lua 5.4,
# xmllint (libxml2-utils), which the tests use to check JUnit reports and SVG renders,
# libedit for the REPL's line editing, tmux, which drives the REPL's terminal tests, GNU time,
# which measures the hostile corpus's peak memory, luacheck (lua-check), which lints Transit's
# own Lua (Sources/*/Lua/*.lua), chromium, in which the tests play
# `transit render --format html` pages (headless), and librsvg2-bin (rsvg-convert) and ffmpeg,
# which `transit render --format gif|mp4|webm|png` runs to rasterise its SVG frames and encode
# them (and the tests run to decode the files).

SWIFT ?= swift
APT_PACKAGES := liblua5.4-dev lua5.4 pkg-config libxml2-utils libedit-dev tmux chromium time lua-check librsvg2-bin ffmpeg
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: all deps build release test hostile fuzz sanitize lua-tests demo bench clean

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

# libFuzzer over "run a script under the limits" for FUZZ_SECONDS (60): Tests/Fuzz/run.sh builds
# Sources/transit-fuzz with -sanitize=fuzzer,address in .build/fuzz (not part of `make test`).
fuzz: deps
	FUZZ_SECONDS=$${FUZZ_SECONDS:-60} SWIFT=$(SWIFT) Tests/Fuzz/run.sh

# The main job: run the bundled demo scripts and show what they print (the segues example
# prints its timeline: seed 003's custom segues and unwinds, with their times; zoom is seed
# 001's zoom from a scrolled grid and back; fullscreen and rotation_layout are seeds 000 and
# 002, with forced rotation; slide_in is seed 004's presentation controller, a half-width
# sheet over a fading overlay, tapped away, then swiped away interactively), then render
# every seed transition into one
# gallery page of HTML players.
demo: build
	@bin=$$($(SWIFT) build --show-bin-path); \
	for script in hello segues zoom fullscreen rotation_layout slide_in; do \
	  echo "== transit run $$script"; \
	  $$bin/transit run $$script || exit 1; \
	done; \
	echo "== transit render animate segues zoom fullscreen rotation_layout slide_in --format html --out out/index.html"; \
	$$bin/transit render animate segues zoom fullscreen rotation_layout slide_in --format html --out out/index.html --quiet || exit 1; \
	echo "Gallery: $$(pwd)/out/index.html"

# Release-mode benchmarks, as ratios against ../shared/bench baselines measured in the same run.
bench: release
	$$($(SWIFT) build -c release --show-bin-path)/transit-bench

# Lua 5.4.4's own test suite, which cannot be vendored: LUA_TESTES is its testes/ folder
# (e.g. `git archive v5.4.4 testes` of github.com/lua/lua). all.lua with _U = true under
# `transit run --unsafe` must reach "final OK", and the files that need no io, os, debug or
# loadfile must pass in the sandbox (docs/sandbox.md, "Lua's own test suite").
lua-tests: build
	@[ -n "$(LUA_TESTES)" ] || { echo "usage: make lua-tests LUA_TESTES=/path/to/lua-5.4.4/testes"; exit 2; }
	scripts/tests/lua-testes/run.sh "$(abspath $(LUA_TESTES))" "$$($(SWIFT) build --show-bin-path)/transit"

clean:
	$(SWIFT) package clean
