# Warbench: the two commands of the README.
#   make run   - create .venv, install, start the app on the bundled content
#   make test  - create .venv, install with test extras, run ruff, mypy, import contracts and all tests
#   make fuzz  - the long fuzz run: mutated content, saved games and packs through every command,
#                then mutated files opened in the GUI
#   make package - the one-folder desktop bundle in dist/warbench (PyInstaller), then its smoke test
#   make lock  - the lock files in requirements/ again from pyproject's ranges (newest versions today)
#   make test-latest - the whole of make test in .venv-latest, on the newest versions pyproject allows
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
# the lock files: exact versions with hashes of everything each install needs (setuptools included,
# which builds Warbench itself); pyproject.toml keeps the ranges for those who install it as a library
LOCK_RUN := requirements/run.txt
LOCK_TEST := requirements/test.txt
LOCK_PACKAGE := requirements/package.txt
LOCK_RAY := requirements/ray.txt
UV_COMPILE = $(BIN)/uv pip compile --quiet --universal --python-version 3.11 --generate-hashes pyproject.toml requirements/build.in
LATEST := .venv-latest

.PHONY: run test install lint typecheck contracts pytest bench fuzz schema package translations clean lock test-latest

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)

# installs come from a lock file only (pip refuses any file whose hash differs), then Warbench itself,
# editable, without resolving anything of its own
define install_locked
	$(BIN)/python -m pip install --quiet --require-hashes -r $(1)
	$(BIN)/python -m pip install --quiet --no-deps --no-build-isolation -e .
	$(LRELEASE)
endef

$(STAMP): pyproject.toml $(LOCK_TEST) | $(BIN)/python
	$(call install_locked,$(LOCK_TEST))
	touch $(STAMP)

# running needs only Warbench and its runtime dependencies, not the test and lint tools
$(RUN_STAMP): pyproject.toml $(LOCK_RUN) | $(BIN)/python
	$(call install_locked,$(LOCK_RUN))
	touch $(RUN_STAMP)

# the bundle needs Warbench's runtime and PyInstaller (the package extra), not the test tools
$(PACKAGE_STAMP): pyproject.toml $(LOCK_PACKAGE) | $(BIN)/python
	$(call install_locked,$(LOCK_PACKAGE))
	touch $(PACKAGE_STAMP)

# a changed translation source is compiled again (PySide6, which ships lrelease, is installed by the stamps)
$(QM): $(TS)
	$(LRELEASE)

install: $(STAMP) $(QM)

# new source strings of tr(...) in editor/ added to the .ts (translations kept; fill them in, then make install);
# first the words the editor builds from the content models are listed again (editor/field_words.py)
translations: install
	$(BIN)/python -m editor.field_words_gen
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

# refresh after changing a dependency in pyproject.toml (commit the lock files with it), and now and
# then to take upstream fixes: make lock && make test
lock: $(STAMP)
	$(UV_COMPILE) -o $(LOCK_RUN)
	$(UV_COMPILE) --extra test --extra dev -o $(LOCK_TEST)
	$(UV_COMPILE) --extra package -o $(LOCK_PACKAGE)
	$(UV_COMPILE) --extra ray -o $(LOCK_RAY)

# the next upstream release found by us first: a virtualenv of its own with the newest versions the
# ranges allow, through every check of make test (not part of .ci/run)
test-latest:
	rm -rf $(LATEST)
	$(PYTHON) -m venv $(LATEST)
	$(LATEST)/bin/python -m pip install --quiet --upgrade pip
	$(LATEST)/bin/python -m pip install --quiet --upgrade --upgrade-strategy eager -e '.[test,dev]'
	$(LATEST)/bin/python -m pip list --format=freeze > $(LATEST)/versions.txt
	@echo "newest versions: $(LATEST)/versions.txt"
	touch $(LATEST)/.warbench-installed
	$(MAKE) lint typecheck contracts pytest VENV=$(LATEST)

clean:
	rm -rf $(VENV) $(LATEST) $(QM) build dist *.egg-info .mypy_cache .ruff_cache .hypothesis
