"""Starting the desktop app: the system libraries Qt needs are checked first with a message that
names the packages, and ``warbench FILE...`` opens files as desktop apps do."""

from __future__ import annotations

from pathlib import Path

from editor.cli import files_to_open
from editor.syscheck import explain, missing_libraries, plugin_file

LDD_OUTPUT = """\
\tlinux-vdso.so.1 (0x00007ffc)
\tlibxcb-icccm.so.4 => not found
\tlibxcb-keysyms.so.1 => not found
\tlibxcb-cursor.so.0 => not found
\tlibxcb-icccm.so.4 => not found
\tlibc.so.6 => /lib/x86_64-linux-gnu/libc.so.6 (0x00007f)
"""


def test_the_missing_libraries_of_the_window_plugin_are_named_with_their_packages() -> None:
    assert plugin_file("xcb") is not None  # the wheel ships the plugin the check reads
    missing = missing_libraries("xcb", ldd=lambda _path: LDD_OUTPUT)
    assert missing == ["libxcb-cursor.so.0", "libxcb-icccm.so.4", "libxcb-keysyms.so.1"]
    text = explain("xcb", missing)
    assert "sudo apt-get install -y libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1" in text
    assert "libxcb-icccm.so.4  (package libxcb-icccm4)" in text


def test_nothing_missing_means_nothing_to_say() -> None:
    assert missing_libraries("xcb", ldd=lambda _path: "\tlibc.so.6 => /lib/libc.so.6 (0x1)\n") == []


def test_a_library_without_a_known_package_is_still_named() -> None:
    text = explain("xcb", ["libfoo.so.9"])
    assert "libfoo.so.9" in text and "Look up the package" in text


def test_file_arguments_open_in_the_app_and_commands_stay_commands(tmp_path: Path) -> None:
    f = tmp_path / "scenario.yaml"
    f.write_text("kind: x\n")
    assert files_to_open([str(f), "other.yml"]) == [str(f), "other.yml"]
    assert files_to_open(["validate", str(f)]) is None
    assert files_to_open(["play", "neuroshima"]) is None
    assert files_to_open([]) is None
    assert files_to_open(["--version"]) is None
