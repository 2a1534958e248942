"""Run every benchmark script in this folder and print its figures against its target."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent


def main() -> int:
    failed = []
    for script in sorted(HERE.glob("*.py")):
        if script.name.startswith("_") or script.name == "run_all.py":
            continue
        print(f"== {script.name}")
        r = subprocess.run([sys.executable, str(script)], cwd=HERE.parent)
        if r.returncode:
            failed.append(script.name)
    if failed:
        print(f"targets missed in: {', '.join(failed)}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
