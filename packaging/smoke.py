"""Smoke test of the built desktop bundle (run by ``make package``, not by the unit suite).

Starts the bundle's own program (no Python of the build machine involved), offscreen, as a user
would: the app opens its main window and quits (once in Russian, from the bundled catalogue);
``validate`` opens the bundled content;
``render`` draws a Samurai Battles scenario and a Neuroshima etude card to PNG; ``play`` plays a
whole headless game. Prints the bundle's size and its start-up times; exits 0 only when every
step worked.

    python packaging/smoke.py dist/warbench
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

SCENARIO = "samurai_battles/scenarios/sb-w01-river-crossing.yaml"
ETUDE = "neuroshima/etudes/01-one-clear-line.yaml"
PNG_MAGIC = b"\x89PNG\r\n\x1a\n"


class SmokeError(Exception):
    pass


def folder_size(folder: Path) -> tuple[int, int]:
    """Bytes and files under ``folder`` (links not followed)."""
    total = files = 0
    for root, _dirs, names in os.walk(folder):
        for n in names:
            p = Path(root) / n
            if not p.is_symlink():
                total += p.stat().st_size
                files += 1
    return total, files


def run(program: Path, args: list[str], env: dict[str, str], timeout: float = 300) -> tuple[float, str]:
    """Run the bundle's program; returns the seconds it took and its output, or raises."""
    start = time.perf_counter()
    proc = subprocess.run(
        [str(program), *args], env=env, capture_output=True, text=True, timeout=timeout, stdin=subprocess.DEVNULL
    )
    took = time.perf_counter() - start
    if proc.returncode != 0:
        raise SmokeError(f"warbench {' '.join(args)} exited {proc.returncode}:\n{proc.stdout}\n{proc.stderr}")
    return took, proc.stdout + proc.stderr


def check_png(path: Path, min_bytes: int = 5_000) -> int:
    if not path.is_file():
        raise SmokeError(f"{path} was not written")
    data = path.read_bytes()
    if not data.startswith(PNG_MAGIC) or len(data) < min_bytes:
        raise SmokeError(f"{path} is not a picture of the document ({len(data)} bytes)")
    return len(data)


def smoke(bundle: Path) -> None:
    program = bundle / ("warbench.exe" if sys.platform == "win32" else "warbench")
    if not program.is_file():
        raise SmokeError(f"{program}: no such program; build the bundle first (make package)")
    content = next((p for p in (bundle / "_internal" / "content", bundle / "content") if p.is_dir()), None)
    if content is None:
        raise SmokeError(f"{bundle}: the bundled content is missing")
    size, files = folder_size(bundle)
    print(f"bundle: {bundle} - {size / 2**20:.0f} MiB in {files} files")

    with tempfile.TemporaryDirectory(prefix="warbench-smoke-") as tmp:
        out = Path(tmp)
        # a clean user: no settings, no data, no packs of the build machine's user
        env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "VIRTUAL_ENV", "WARBENCH_"))}
        env.update(
            QT_QPA_PLATFORM="offscreen",
            HOME=str(out / "home"),
            XDG_CONFIG_HOME=str(out / "home" / ".config"),
            XDG_DATA_HOME=str(out / "home" / ".local" / "share"),
            XDG_RUNTIME_DIR=str(out / "runtime"),
        )
        for d in ("home", "runtime"):
            (out / d).mkdir(mode=0o700)

        took, text = run(program, ["--version"], env)
        print(f"start-up, command line (warbench --version): {took:.2f} s - {text.strip()}")
        times = []
        for _ in range(3):
            took, _ = run(program, [], {**env, "WARBENCH_EXIT_AFTER_START": "1"})
            times.append(took)
        print(
            f"start-up, app (launch to main window shown and closed, offscreen): first {times[0]:.2f} s, "
            f"best of 3 {min(times):.2f} s"
        )

        _took, text = run(program, [], {**env, "WARBENCH_EXIT_AFTER_START": "1", "WARBENCH_LANG": "ru"})
        started = next((line for line in text.splitlines() if line.startswith("started:")), "")
        if "language ru" not in started or "Файл" not in started:
            raise SmokeError(f"the Russian interface did not start (its catalogue is missing?): {started or text}")
        print(f"started in Russian: {started.removeprefix('started: ')}")

        took, _ = run(program, ["validate", "-q", str(content / "core")], env)
        print(f"bundled content opened and validated: {took:.1f} s")
        for name, rel in (("scenario", SCENARIO), ("etude card", ETUDE)):
            png = out / f"{name.replace(' ', '-')}.png"
            took, _ = run(program, ["render", str(content / "core" / rel), "--out", str(png)], env)
            print(f"rendered the {name} {rel} to PNG: {check_png(png):,} bytes in {took:.1f} s")
        log = out / "game.yaml"
        took, text = run(
            program, ["play", "samurai_battles", "--agents", "greedy,random", "--seed", "3", "--log", str(log)], env
        )
        last = [line for line in text.splitlines() if line.strip()][-1]
        print(f"played a headless Samurai Battles game in {took:.1f} s: {last}")
        took, _ = run(program, ["replay", str(log)], env)
        print(f"replayed and proved its log in {took:.1f} s")
    print("smoke test passed")


def main(argv: list[str]) -> int:
    bundle = Path(argv[1] if len(argv) > 1 else "dist/warbench")
    try:
        smoke(bundle)
    except (SmokeError, subprocess.TimeoutExpired, OSError) as exc:
        print(f"smoke test FAILED: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
