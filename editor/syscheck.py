"""Before Qt starts: are the system libraries its window plugin needs installed?

The Qt wheels bring Qt itself, but the plugin that opens windows (``xcb`` on X11) links against
system libraries a bare Linux may lack. Qt then aborts with a message that blames the plugin, not
the missing library. This module asks the dynamic linker (``ldd``) which libraries the plugin
Qt will load cannot be found, and names the Debian/Ubuntu packages that provide them, so the
user is told exactly what to install. It imports nothing of Qt.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from collections.abc import Callable
from importlib.util import find_spec
from pathlib import Path

#: shared object -> the Debian/Ubuntu package that provides it
PACKAGES = {
    "libEGL.so.1": "libegl1",
    "libGL.so.1": "libgl1",
    "libOpenGL.so.0": "libopengl0",
    "libfontconfig.so.1": "libfontconfig1",
    "libfreetype.so.6": "libfreetype6",
    "libdbus-1.so.3": "libdbus-1-3",
    "libxkbcommon.so.0": "libxkbcommon0",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-shape.so.0": "libxcb-shape0",
    "libxcb-xinerama.so.0": "libxcb-xinerama0",
    "libxcb-randr.so.0": "libxcb-randr0",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxcb-image.so.0": "libxcb-image0",
    "libxcb-xfixes.so.0": "libxcb-xfixes0",
    "libxcb-xkb.so.1": "libxcb-xkb1",
    "libxcb-sync.so.1": "libxcb-sync1",
    "libxcb-shm.so.0": "libxcb-shm0",
    "libxcb-render.so.0": "libxcb-render0",
    "libxcb.so.1": "libxcb1",
    "libX11-xcb.so.1": "libx11-xcb1",
    "libX11.so.6": "libx11-6",
    "libwayland-client.so.0": "libwayland-client0",
    "libwayland-cursor.so.0": "libwayland-cursor0",
}

_NOT_FOUND = re.compile(r"^\s*(\S+)\s+=>\s+not found", re.MULTILINE)


def platform_plugin() -> str:
    """The platform plugin Qt will load: ``QT_QPA_PLATFORM``, else wayland or xcb by the session."""
    chosen = os.environ.get("QT_QPA_PLATFORM", "").split(":")[0].split(";")[0].strip()
    if chosen:
        return chosen
    if os.environ.get("WAYLAND_DISPLAY") and not os.environ.get("DISPLAY"):
        return "wayland"
    return "xcb"


def plugin_file(platform: str) -> Path | None:
    spec = find_spec("PySide6")  # i18n: not shown
    if spec is None or not spec.submodule_search_locations:
        return None
    base = Path(next(iter(spec.submodule_search_locations)))
    path = base / "Qt" / "plugins" / "platforms" / f"libq{platform}.so"  # i18n: not shown
    return path if path.is_file() else None


def run_ldd(path: Path) -> str:
    ldd = shutil.which("ldd")
    if ldd is None:
        return ""
    try:
        return subprocess.run([ldd, str(path)], capture_output=True, text=True, timeout=20).stdout
    except (OSError, subprocess.SubprocessError):
        return ""


def missing_libraries(platform: str, ldd: Callable[[Path], str] = run_ldd) -> list[str]:
    """The shared objects the platform plugin needs and the linker cannot find, sorted."""
    if not sys.platform.startswith("linux"):
        return []
    path = plugin_file(platform)
    if path is None:
        return []
    return sorted(set(_NOT_FOUND.findall(ldd(path))))


def explain(platform: str, missing: list[str]) -> str:
    """What to tell the user: the missing libraries and the command that installs them."""
    packages = sorted({PACKAGES.get(lib, "") for lib in missing} - {""})
    unknown = [lib for lib in missing if lib not in PACKAGES]
    # printed to the terminal before any window (and so any translator) exists: English
    header = "Warbench cannot open its window: Qt's '{platform}' plugin needs system libraries that are missing:"  # i18n: not shown
    lines = [header.format(platform=platform)]
    for lib in missing:
        package = f"  (package {PACKAGES[lib]})" if lib in PACKAGES else ""  # i18n: not shown
        lines.append(f"  {lib}{package}")
    if packages:
        lines += ["", "On Debian or Ubuntu, install them with:"]  # i18n: not shown
        lines.append(f"  sudo apt-get install -y {' '.join(packages)}")  # i18n: not shown
    if unknown:
        lines += ["", f"Look up the package that provides {', '.join(unknown)} for your system."]  # i18n: not shown
    lines += ["", "Headless commands (warbench validate, play, render ...) work without them."]  # i18n: not shown
    return "\n".join(lines)


def check_system() -> str | None:
    """``None`` when Qt can open its window here, else the explanation to print."""
    platform = platform_plugin()
    missing = missing_libraries(platform)
    return explain(platform, missing) if missing else None
