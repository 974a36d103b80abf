# RecipeKit: the two commands are `make gallery` and `make test`.
SWIFT ?= swift
OUT ?= out/gallery

.PHONY: deps test-deps build test gallery bench docs clean

deps:
	@scripts/install-deps

test-deps:
	@scripts/install-deps test

build: deps
	$(SWIFT) build

## Runs every test (unit, interaction and snapshot).
test: test-deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

## Shows the gallery: every scene exported headless to $(OUT) as PNG files.
gallery: deps
	$(SWIFT) build -c release --product recipe-gallery
	$$($(SWIFT) build -c release --show-bin-path)/recipe-gallery --export $(OUT)

## Benchmarks (release build); prints `bench <name> <figure>` lines.
bench: deps
	$(SWIFT) build -c release --product recipe-bench
	$$($(SWIFT) build -c release --show-bin-path)/recipe-bench

clean:
	rm -rf .build out
