# Hyperplane. `make serve` builds and opens the playground; `make test` runs
# every test, installing what the browser tests need on a fresh machine.

GO       ?= go
GOROOT   := $(shell $(GO) env GOROOT)
WASMENV  := GOOS=js GOARCH=wasm
SOURCES  := $(shell find engine wasm -name '*.go' 2>/dev/null) go.mod go.sum
FUZZTIME ?= 1000x
SCORM    ?= 1.2
PASS     ?= 80

.PHONY: build serve test vet test-go test-browser test-slow fuzz-short bench bench-go dist clean browser tools screenshots scorm l10n

build: web/main.wasm web/wasm_exec.js web/js/fluent/index.js

web/main.wasm: $(SOURCES)
	$(WASMENV) $(GO) build -trimpath -ldflags='-s -w' -o $@ ./wasm

web/wasm_exec.js: $(GOROOT)/lib/wasm/wasm_exec.js
	cp $< $@

# The page's message formatter, @fluent/bundle, at the version
# npm/package-lock.json pins, copied into web/js/fluent/.
web/js/fluent/index.js: npm/package-lock.json
	@./.ci/ensure-page-npm

serve: build
	$(GO) run serve.go -open

test: build browser vet test-go test-browser fuzz-short

vet:
	$(GO) vet ./...
	$(WASMENV) $(GO) vet ./wasm/
	$(WASMENV) $(GO) vet -tags benchfloor ./wasm/ ./browsertest/floor/...

# browser first: it installs the python3 that engine/export's tests run;
# the page's modules are checked with @fluent/bundle in place.
test-go: browser web/js/fluent/index.js
	$(GO) test -count=1 ./...

test-browser: build browser
	HYPERPLANE_BROWSER=1 $(GO) test -count=1 -timeout 45m ./browsertest/

# The browser tests that read time, with every page's CPU throttled
# (Chrome's Emulation.setCPUThrottlingRate, HYPERPLANE_THROTTLE): the suite
# on a machine slower than the developers' (issue 51). Not part of make
# test; THROTTLE=4 for a slower one still.
THROTTLE   ?= 2
SLOW_TESTS ?= TestTrainingKeepsFrames|TestComparisonScene|TestTouch|TestSlowFrames|TestSoak|TestLiveRegionWhileTraining|TestKeyboardFuzz|TestEmbedBurst|TestKernelManySupportVectors|TestKernelKeptScreen|TestInputPaintedOnSlowCPU
test-slow: build browser
	HYPERPLANE_BROWSER=1 HYPERPLANE_THROTTLE=$(THROTTLE) $(GO) test -count=1 -timeout 45m -run '^($(SLOW_TESTS))$$' ./browsertest/

# A short run of every fuzz target of every package, on top of their
# committed corpora. The budget counts executions: a time budget can end in
# a spurious "context deadline exceeded" on Go 1.26 (golang/go#75804). The
# targets are found in the test files' text (`go test -list` would link
# every package's tests once more: 31 of the 42 s this took warm).
fuzz-short:
	@$(GO) list -f '{{.Dir}} {{.ImportPath}}' ./... | while read d p; do \
		for t in $$(sed -n 's/^func \(Fuzz[A-Za-z0-9_]*\)(.*/\1/p' $$d/*_test.go 2>/dev/null); do \
			echo "fuzz $$p $$t for $(FUZZTIME)"; \
			$(GO) test -run=NONE -fuzz="^$$t$$" -fuzztime=$(FUZZTIME) $$p || exit 1; \
		done; \
	done

# Debian's Chromium for the browser tests, and Debian's python3 with NumPy,
# scikit-learn, matplotlib and nbformat for the exported Python, installed
# when missing; and the browser tests' pinned tools from npm (axe-core,
# scorm-again: browsertest/npm).
browser:
	@./.ci/ensure-chromium
	@./.ci/ensure-npm

# brotli for the precompressed copies of make dist, installed when missing.
tools:
	@./.ci/ensure-tools

# A folder that any static host can serve, from any path: the page, the
# wasm, the scene files, the service worker that keeps them all for offline
# use (stamped with a hash of every file, its build, by serve.go -stamp),
# and precompressed .br and .gz copies (served by hosts that support them,
# and by serve.go).
dist: build tools
	rm -rf dist
	mkdir -p dist
	cp web/index.html web/style.css web/wasm_exec.js web/main.wasm web/sw.js dist/
	cp web/manifest.webmanifest web/icon.svg web/icon-192.png web/icon-512.png web/favicon.ico dist/
	cp -R web/js dist/js
	cp -R web/locales dist/locales
	cp -R web/embed dist/embed
	$(GO) run ./engine/internal/exportscenes -out dist/scenes
	$(GO) run serve.go -dir dist -stamp
	for f in $$(find dist -type f ! -name '*.png' ! -name '*.ico'); do gzip -9 -k "$$f" && brotli -q 11 -k "$$f"; done
	@ls -l dist

# A lesson file as a SCORM package for a learning management system:
# make scorm LESSON=path/to/lesson.json [SCORM=2004] [PASS=80] [LANG=cs]
# writes build/scorm/<lesson id>-scorm12.zip (or -scorm2004.zip, and
# -cs before .zip with LANG): the page's files, the lesson and
# imsmanifest.xml (engine/course/scorm); with LANG, the package runs in
# that language. Only a LANG given on make's command line counts (the
# shell's own LANG, C.UTF-8 and such, does not); LOCALE=cs says the same.
LOCALE   ?=
SCORMLANG = $(if $(filter command line,$(origin LANG)),$(LANG),$(LOCALE))
scorm: build
	$(GO) run ./engine/internal/scormpack -lesson "$(LESSON)" -version $(SCORM) -pass $(PASS) -page web $(if $(SCORMLANG),-lang "$(SCORMLANG)")

# How much of each language's catalog is translated (web/locales).
l10n:
	$(GO) run ./engine/internal/l10nreport -dir web/locales

# Go benchmarks of every trainer and model, then the browser benchmark;
# writes BENCHMARKS.md.
bench: dist browser
	mkdir -p build
	$(GO) test -run=NONE -bench=. -benchmem -benchtime=1s -timeout 60m ./engine/ | tee build/bench-go.txt
	$(GO) run ./browsertest/cmd/bench -dist dist -go build/bench-go.txt -out BENCHMARKS.md

# Screenshots for the README (docs/), and a gallery of every lesson and
# every algorithm at the three classes of screen (build/gallery/), to look
# at before calling a change that shows done.
screenshots: build browser
	HYPERPLANE_BROWSER=1 HYPERPLANE_SCREENSHOTS=$(CURDIR)/docs HYPERPLANE_GALLERY=$(CURDIR)/build/gallery \
		$(GO) test -count=1 -timeout 45m -run 'TestClickTrain|TestScreenshots|TestGallery' ./browsertest/
	@echo "gallery: $(CURDIR)/build/gallery ($$(ls build/gallery | wc -l) pictures)"

clean:
	rm -rf web/main.wasm web/main.wasm.gz web/main.wasm.br web/wasm_exec.js web/js/fluent dist build
