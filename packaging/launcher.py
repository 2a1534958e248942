"""The bundle's entry point: the ``warbench`` console script (app with no arguments, CLI otherwise)."""

import multiprocessing
import sys

from editor.cli import main

if __name__ == "__main__":
    # the simulation's process pool starts copies of this program; they must run the worker
    multiprocessing.freeze_support()
    sys.exit(main())
