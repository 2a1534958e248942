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
# the Russian interface: the translation source kept in the repository and its compiled catalogue
TS := editor/i18n/warbench_ru.ts
QM := editor/i18n/warbench_ru.qm
LRELEASE = $(BIN)/pyside6-lrelease -silent $(TS) -qm $(QM)

.PHONY: run test install lint typecheck contracts pytest bench fuzz schema package translations clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(STAMP): pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e '.[test,dev]'
	$(LRELEASE)
	touch $(STAMP)

# running needs only Warbench and its runtime dependencies, not the test and lint tools
$(RUN_STAMP): pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e .
	$(LRELEASE)
	touch $(RUN_STAMP)

# the bundle needs Warbench's runtime and PyInstaller (the package extra), not the test tools
$(PACKAGE_STAMP): pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e '.[package]'
	$(LRELEASE)
	touch $(PACKAGE_STAMP)

# a changed translation source is compiled again (PySide6, which ships lrelease, is installed by the stamps)
$(QM): $(TS)
	$(LRELEASE)

install: $(STAMP) $(QM)

# new source strings of tr(...) in editor/ added to the .ts (translations kept; fill them in, then make install);
# first the words the editor builds from the content models are listed again (editor/field_words.py)
translations: install
	$(BIN)/python -m editor.words
	$(BIN)/ruff format -q editor/field_words.py
	$(BIN)/pyside6-lupdate -silent -locations none -no-obsolete $$(find editor -name '*.py' | sort) -ts $(TS)

run: $(RUN_STAMP) $(QM)
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
	$(LRELEASE)
	$(BIN)/pyinstaller --noconfirm --clean --log-level WARN --distpath dist --workpath build/pyinstaller packaging/warbench.spec
	$(BIN)/python packaging/smoke.py dist/warbench

clean:
	rm -rf $(VENV) $(QM) build dist *.egg-info .mypy_cache .ruff_cache .hypothesis
