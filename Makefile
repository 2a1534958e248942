# Warbench: the two commands of the README.
#   make run   - create .venv, install, start the app on the bundled content
#   make test  - create .venv, install with test extras, run ruff, mypy, import contracts and all tests
#   make fuzz  - the long fuzz run: mutated content, saved games and packs through every command,
#                then mutated files opened in the GUI
#   make package - the one-folder desktop bundle in dist/warbench (PyInstaller), then its smoke test
PYTHON ?= python3
VENV ?= .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.warbench-installed
RUN_STAMP := $(VENV)/.warbench-run
PACKAGE_STAMP := $(VENV)/.warbench-package

.PHONY: run test install lint typecheck contracts pytest bench fuzz schema package clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(STAMP): pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e '.[test,dev]'
	touch $(STAMP)

# running needs only Warbench and its runtime dependencies, not the test and lint tools
$(RUN_STAMP): pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e .
	touch $(RUN_STAMP)

# the bundle needs Warbench's runtime and PyInstaller (the package extra), not the test tools
$(PACKAGE_STAMP): pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e '.[package]'
	touch $(PACKAGE_STAMP)

install: $(STAMP)

run: $(RUN_STAMP)
	$(BIN)/warbench

lint: install
	$(BIN)/ruff check .

typecheck: install
	$(BIN)/mypy

contracts: install
	$(BIN)/lint-imports

pytest: install
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest -q -n 2

test: lint typecheck contracts pytest

bench: install
	$(BIN)/python benchmarks/run_all.py

fuzz: install
	$(BIN)/python tests/fuzz/run.py
	QT_QPA_PLATFORM=offscreen $(BIN)/python tests/fuzz/run.py --gui --cases 1500

schema: install
	$(BIN)/warbench schema

package: $(PACKAGE_STAMP)
	$(BIN)/pyinstaller --noconfirm --clean --log-level WARN --distpath dist --workpath build/pyinstaller packaging/warbench.spec
	$(BIN)/python packaging/smoke.py dist/warbench

clean:
	rm -rf $(VENV) build dist *.egg-info .mypy_cache .ruff_cache .hypothesis
