# RecipeKit: the two commands are `make gallery` and `make test`.
SWIFT ?= swift
OUT ?= out/gallery

.PHONY: deps test-deps build test memcheck gallery bench fuzz docs clean

deps:
	@scripts/install-deps

test-deps:
	@scripts/install-deps test

build: deps
	$(SWIFT) build

## Checks that apps with generic target names can depend on RecipeKit, runs every test (unit,
## interaction and snapshot), the compositor's tests again under Valgrind's memcheck (no read
## or write of freed memory), then gallery scenes against their reference renders, the
## real-window smoke test under Xvfb, the gallery on weston
## (Wayland at scale 2), the screen-reader test (AT-SPI2 on a private bus, walked with pyatspi)
## and the appearance test (a private session bus with a stand-in Settings portal: dark,
## contrast, reduced motion), then builds the API docs and checks that every public declaration
## has a DocC comment. The unit tests run in English, left to right, whatever the locale
## (RECIPEKIT_LANGUAGE=en), so that their strings and snapshots do not depend on it.
test: test-deps
	SWIFT=$(SWIFT) scripts/check-module-names
	$(SWIFT) build --build-tests
	RECIPEKIT_LANGUAGE=en $(SWIFT) test --skip-build
	SWIFT=$(SWIFT) scripts/memcheck
	RECIPE_GALLERY="$$($(SWIFT) build --show-bin-path)/recipe-gallery" scripts/gallery-snapshots
	RECIPE_GALLERY="$$($(SWIFT) build --show-bin-path)/recipe-gallery" scripts/window-test
	RECIPE_GALLERY="$$($(SWIFT) build --show-bin-path)/recipe-gallery" scripts/wayland-test
	RECIPE_GALLERY="$$($(SWIFT) build --show-bin-path)/recipe-gallery" scripts/a11y-test
	RECIPE_GALLERY="$$($(SWIFT) build --show-bin-path)/recipe-gallery" scripts/appearance-test
	SWIFT=$(SWIFT) scripts/build-docs out/docs
	scripts/check-doc-comments --counts

## The compositor's tests under Valgrind's memcheck (part of `make test`): see scripts/memcheck.
memcheck: test-deps
	$(SWIFT) build --build-tests
	SWIFT=$(SWIFT) scripts/memcheck

## Shows the gallery: the interactive window when a display is available, otherwise every scene
## exported headless to $(OUT) as PNG files. `make gallery OUT=dir` always exports, into dir.
# With OUT left at its default the binary decides (its headless folder is out/gallery too).
GALLERY_ARGS = $(if $(filter file,$(origin OUT)),,--export $(OUT))
gallery: deps
	$(SWIFT) build -c release --product recipe-gallery
	$$($(SWIFT) build -c release --show-bin-path)/recipe-gallery $(GALLERY_ARGS)

## Benchmarks (release build); prints `bench <name> <figure>` lines.
bench: deps
	$(SWIFT) build -c release --product recipe-bench
	$$($(SWIFT) build -c release --show-bin-path)/recipe-bench

## Fuzzing, not part of `make test`: the event storm with STORM_EVENTS events for each of
## STORM_SEEDS (make test runs one storm of 10^4), then the PNG and JPEG decoders, the music
## tag reader and the web view's resource scheme paths with libFuzzer and AddressSanitizer
## (instrumented release builds in .build/fuzz), each for FUZZ_RUNS inputs of up to 64 KiB,
## each allowed FUZZ_TIMEOUT seconds. Prints the
## storms' figures and libFuzzer's final stats. See scripts/fuzz.
STORM_EVENTS ?= 100000
STORM_SEEDS ?= 1 2 3 4 5
FUZZ_RUNS ?= 1000000
FUZZ_TIMEOUT ?= 10
fuzz: test-deps
	$(SWIFT) build --build-tests
	@for seed in $(STORM_SEEDS); do \
	  out=$$(RECIPEKIT_STORM_EVENTS=$(STORM_EVENTS) RECIPEKIT_STORM_SEED=$$seed $(SWIFT) test --skip-build \
	    --filter EventStormTests 2>&1); status=$$?; \
	  printf '%s\n' "$$out" | grep -E 'event storm|Test run|Fatal'; \
	  [ $$status -eq 0 ] || exit 1; \
	done
	FUZZ_RUNS=$(FUZZ_RUNS) FUZZ_MAX_LEN=65536 FUZZ_TIMEOUT=$(FUZZ_TIMEOUT) SWIFT=$(SWIFT) scripts/fuzz

## API documentation from the sources' DocC comments, with the toolchain's docc:
## out/docs/RecipeKit.doccarchive (serve it statically, see scripts/build-docs).
docs: deps
	scripts/build-docs out/docs

clean:
	rm -rf .build out
