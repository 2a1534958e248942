"""The lock files in requirements/ cover what pyproject.toml asks for: a dependency added or
raised in pyproject without `make lock` fails here, before a fresh machine installs something else."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest
from packaging.markers import default_environment
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

ROOT = Path(__file__).resolve().parents[1]
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
DEPENDENCIES = PYPROJECT["project"]["dependencies"]
EXTRAS = PYPROJECT["project"]["optional-dependencies"]
#: each lock file and the extras it installs (the Makefile's install targets)
LOCKS = {"run.txt": [], "test.txt": ["test", "dev"], "package.txt": ["package"], "ray.txt": ["ray"]}


def pins(lock: Path) -> dict[str, list[Requirement]]:
    """The pinned requirements of a lock file by name (a universal lock may pin one name twice,
    under exclusive markers)."""
    found: dict[str, list[Requirement]] = {}
    for raw in lock.read_text(encoding="utf-8").splitlines():
        line = raw.split("#", 1)[0].strip().rstrip("\\").strip()
        if not line or line.startswith("--"):
            continue
        req = Requirement(line)
        found.setdefault(canonicalize_name(req.name), []).append(req)
    return found


def pinned_here(reqs: list[Requirement]) -> str:
    """The one version a pin list gives on this interpreter."""
    env = default_environment()
    chosen = [r for r in reqs if r.marker is None or r.marker.evaluate(env)]
    assert len(chosen) == 1, f"{reqs} pin {len(chosen)} versions here"
    (spec,) = chosen[0].specifier
    assert spec.operator == "==", f"{chosen[0]} is not an exact pin"
    return spec.version


@pytest.mark.parametrize("lock_name", sorted(LOCKS))
def test_every_dependency_is_pinned_within_its_range_with_hashes(lock_name: str) -> None:
    lock = ROOT / "requirements" / lock_name
    locked = pins(lock)
    wanted = [Requirement(d) for d in DEPENDENCIES]
    for extra in LOCKS[lock_name]:
        wanted += [Requirement(d) for d in EXTRAS[extra]]
    wanted.append(Requirement("setuptools>=68"))  # requirements/build.in: builds the editable install
    for req in wanted:
        name = canonicalize_name(req.name)
        assert name in locked, f"{req} is not in requirements/{lock_name}: run make lock"
        version = pinned_here(locked[name])
        assert req.specifier.contains(version, prereleases=True), (
            f"requirements/{lock_name} pins {name}=={version}, outside pyproject's {req}: run make lock"
        )
    text = lock.read_text(encoding="utf-8")
    assert text.count("==") <= text.count("--hash=sha256:"), "every pin carries its hashes"


def test_the_makefile_installs_from_the_lock_files_only() -> None:
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    installs = [line.strip() for line in makefile.splitlines() if "pip install" in line]
    locked = [line for line in installs if "--require-hashes" in line]
    assert locked, "make test and make run install with --require-hashes"
    # the only other installs: Warbench itself without its dependencies, and the latest-versions run
    for line in installs:
        assert "--require-hashes" in line or "--no-deps" in line or "$(LATEST)" in line, line
