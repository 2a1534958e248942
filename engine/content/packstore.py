"""The user's installed packs: a folder in the platform's data folder, never in the installation.

``<data>/packs/<id>/`` holds each installed pack, ``<data>/versions/<id>-<version>.zip`` the
versions of a pack one saved (so two versions can be compared with ``warbench pack diff``), and
``<data>/packs-state.yaml`` which packs are disabled. ``<data>`` is the folder the caller names,
else ``$WARBENCH_DATA``, else the platform's application data folder (the one Qt's
``QStandardPaths.AppDataLocation`` names for the Warbench app; the engine works it out without Qt).

Enabled packs whose requirements are met join the library the app works with
(:meth:`PackStore.library`); a pack with problems stays installed and says why it is left out.
"""

from __future__ import annotations

import os
import shutil
import sys
import zipfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal

from engine.content.io import ContentError, load_file, load_plain_yaml, save_data, save_model
from engine.content.library import ContentLibrary, bundled_library
from engine.content.manifest import (
    CORE_PACK_ID,
    MANIFEST_NAME,
    PackManifest,
    next_version,
    parse_version,
    unmet_requirements,
)
from engine.content.pack import ZIP_READ_ERRORS, PackError, export_pack, import_pack
from engine.content.packcheck import AvailablePack, core_pack, library_with, packs_in, try_manifest
from engine.content.tempfiles import atomic_copy, tidy_import_dirs
from engine.core.errors import said_of
from engine.core.message import Message

DATA_ENV = "WARBENCH_DATA"
APP_NAME = "Warbench"
STATE_FILE = "packs-state.yaml"


def platform_data_dir() -> Path:
    """The platform's folder for Warbench's own data, as Qt names it for the app (organisation
    and application both ``Warbench``)."""
    home = Path.home()
    if sys.platform == "win32":
        base = Path(os.environ.get("APPDATA") or home / "AppData" / "Roaming")
    elif sys.platform == "darwin":
        base = home / "Library" / "Application Support"
    else:
        base = Path(os.environ.get("XDG_DATA_HOME") or home / ".local" / "share")
    return base / APP_NAME / APP_NAME


def data_dir(folder: str | os.PathLike[str] | None = None) -> Path:
    """``folder``, else ``$WARBENCH_DATA``, else :func:`platform_data_dir`."""
    if folder:
        return Path(folder)
    env = os.environ.get(DATA_ENV)
    return Path(env) if env else platform_data_dir()


@dataclass
class InstalledPack:
    """A pack of the store (or the bundled core pack) as the Packs window lists it."""

    id: str
    folder: Path
    manifest: PackManifest | None
    enabled: bool
    bundled: bool = False
    #: why the pack is left out of the library (a manifest that does not load, unmet requirements)
    #: why the pack is left out, each in the language current when the packs were listed (the
    #: store is listed again whenever the app or the command line shows it)
    problems: list[str] = field(default_factory=list)

    @property
    def version(self) -> str:
        return self.manifest.version if self.manifest is not None else "?"

    @property
    def usable(self) -> bool:
        return self.enabled and not self.problems


def _intact_zip(path: Path) -> bool:
    """Whether ``path`` is a zip whose members all read back with their checksums."""
    try:
        with zipfile.ZipFile(path) as zf:
            return zf.testzip() is None
    except ZIP_READ_ERRORS:
        return False


class PackStore:
    """The packs installed in one data folder (see the module's description)."""

    def __init__(self, root: str | os.PathLike[str] | None = None) -> None:
        self.root = data_dir(root)
        self.packs_dir = self.root / "packs"
        self.versions_dir = self.root / "versions"

    # -- enabled state
    def _disabled(self) -> set[str]:
        path = self.root / STATE_FILE
        if not path.is_file():
            return set()
        try:
            data, _ = load_plain_yaml(path)
        except ContentError:
            return set()
        listed = data.get("disabled") if isinstance(data, dict) else None
        return {str(x) for x in listed} if isinstance(listed, list) else set()

    def set_enabled(self, pack_id: str, enabled: bool) -> None:
        """Enable or disable an installed pack (the core pack is always enabled)."""
        if pack_id == CORE_PACK_ID:
            raise PackError(Message("pack-core-always-enabled"))
        if not (self.packs_dir / pack_id).is_dir():
            raise PackError(Message("pack-not-installed", id=repr(pack_id), folder=str(self.packs_dir)))
        disabled = self._disabled()
        if enabled:
            disabled.discard(pack_id)
        else:
            disabled.add(pack_id)
        self.root.mkdir(parents=True, exist_ok=True)
        save_data({"disabled": sorted(disabled)}, self.root / STATE_FILE)

    # -- what is installed
    def installed(self) -> list[InstalledPack]:
        """The core pack, then every installed pack by id, each with its problems."""
        if self.packs_dir.is_dir():
            tidy_import_dirs(self.packs_dir)  # what a killed import left, a half-done replacement first
        disabled = self._disabled()
        core = core_pack()
        packs = [InstalledPack(CORE_PACK_ID, core.folder, try_manifest(core.folder), True, bundled=True)]
        if self.packs_dir.is_dir():
            for sub in sorted(self.packs_dir.iterdir()):
                if sub.name.startswith(".") or sub.is_symlink() or not sub.is_dir():
                    continue
                pack = InstalledPack(sub.name, sub, None, sub.name not in disabled)
                try:
                    model = load_file(sub / MANIFEST_NAME).model
                except ContentError as exc:
                    pack.problems.append(str(Message("pack-problem-manifest", issue=exc.issues[0].format())))
                else:
                    if isinstance(model, PackManifest):
                        pack.manifest = model
                        if model.id == CORE_PACK_ID:
                            pack.problems.append(str(Message("pack-problem-core-id")))
                        elif model.id != sub.name:
                            pack.problems.append(
                                str(Message("pack-problem-folder-name", folder=repr(sub.name), id=repr(model.id)))
                            )
                    else:
                        pack.problems.append(str(Message("pack-problem-not-manifest")))
                packs.append(pack)
        self._resolve(packs)
        return packs

    @staticmethod
    def _resolve(packs: list[InstalledPack]) -> None:
        """Add unmet requirements to each enabled pack's problems, until no more packs drop out
        (a pack whose dependency has problems has a problem too)."""
        changed = True
        while changed:
            changed = False
            versions = {p.id: p.version for p in packs if p.usable}
            for p in packs:
                if not p.usable or p.manifest is None:
                    continue
                reasons = unmet_requirements(p.manifest, {k: v for k, v in versions.items() if k != p.id})
                if reasons:
                    p.problems.extend(str(reason) for reason in reasons)
                    changed = True

    def get(self, pack_id: str) -> InstalledPack:
        for p in self.installed():
            if p.id == pack_id:
                return p
        raise PackError(Message("pack-not-installed", id=repr(pack_id), folder=str(self.packs_dir)))

    def available(self) -> dict[str, AvailablePack]:
        """The usable packs (enabled, requirements met), the core pack included, by id."""
        return {p.id: AvailablePack(p.id, p.version, p.folder) for p in self.installed() if p.usable}

    def library(self, base: ContentLibrary | None = None) -> ContentLibrary:
        """``base`` (default: the bundled pack) with the content of every usable pack added,
        dependencies before the packs that need them."""
        usable = {p.id: p for p in self.installed() if p.usable and not p.bundled}
        order: list[AvailablePack] = []
        done: set[str] = set()

        def visit(pid: str) -> None:
            if pid in done or pid not in usable:
                return
            done.add(pid)
            manifest = usable[pid].manifest
            for dep in manifest.depends if manifest is not None else []:
                visit(dep.id)
            order.append(AvailablePack(pid, usable[pid].version, usable[pid].folder))

        for pid in sorted(usable):
            visit(pid)
        return library_with(order, base if base is not None else bundled_library())

    # -- changing what is installed
    def install(self, zip_path: str | os.PathLike[str], *, overwrite: bool = False) -> InstalledPack:
        """Import a pack zip into the store (refused, writing nothing, when its engine range or
        dependencies are not met or it does not check) and return it, enabled; the zip is kept
        as the installed version in the versions archive."""
        folder = import_pack(Path(zip_path), self.packs_dir, overwrite=overwrite, available=self.available())
        disabled = self._disabled()
        if folder.name in disabled:
            self.set_enabled(folder.name, True)
        pack = self.get(folder.name)
        # the version as installed is kept, so later edits can be compared with it
        kept = self.version_archive(pack.id, pack.version)
        if not _intact_zip(kept):  # missing, or cut short by a kill before copies were atomic
            atomic_copy(Path(zip_path), kept)
        return pack

    def remove(self, pack_id: str) -> None:
        """Uninstall a pack (its saved versions stay); refused while an enabled pack needs it."""
        pack = self.get(pack_id)
        if pack.bundled:
            raise PackError(Message("pack-core-not-removed"))
        needed_by = [
            p.id
            for p in self.installed()
            if p.enabled and p.manifest is not None and any(d.id == pack_id for d in p.manifest.depends)
        ]
        if needed_by:
            raise PackError(Message("pack-needed-by", id=repr(pack_id), packs=", ".join(needed_by)))
        shutil.rmtree(pack.folder)

    # -- versions
    def version_archive(self, pack_id: str, version: str) -> Path:
        return self.versions_dir / f"{pack_id}-{version}.zip"

    def versions(self, pack_id: str) -> list[tuple[str, Path]]:
        """The saved versions of a pack, oldest first: ``(version, zip)``."""
        out = []
        prefix = f"{pack_id}-"
        if self.versions_dir.is_dir():
            for z in self.versions_dir.glob(f"{pack_id}-*.zip"):
                text = z.stem[len(prefix) :]
                try:
                    out.append((parse_version(text), text, z))
                except ValueError:
                    continue
        return [(text, z) for _, text, z in sorted(out)]

    def save_version(self, folder: Path) -> Path:
        """Export the pack in ``folder`` as it is to its versions archive; returns the zip."""
        manifest = try_manifest(folder)
        if manifest is None:
            raise PackError(Message("pack-no-manifest-loads", folder=str(folder)))
        out = self.version_archive(manifest.id, manifest.version)
        export_pack(folder, out, available=self.available())
        return out

    def save_as_new_version(
        self, folder: Path, version: str | None = None, part: Literal["major", "minor", "patch"] = "minor"
    ) -> tuple[str, Path]:
        """Keep the pack's current version in the versions archive (when it is not there yet),
        raise the manifest's version to ``version`` (default: the next ``part``), and archive the
        new version too. Returns the new version and its zip."""
        manifest = try_manifest(folder)
        if manifest is None:
            raise PackError(Message("pack-no-manifest-loads", folder=str(folder)))
        new = version or next_version(manifest.version, part)
        try:
            parse_version(new)
        except ValueError as exc:
            raise PackError(Message("pack-cannot-save-version", version=repr(new), why=said_of(exc))) from None
        if parse_version(new) <= parse_version(manifest.version):
            raise PackError(Message("pack-version-not-newer", version=new, current=manifest.version))
        if self.version_archive(manifest.id, new).exists():
            raise PackError(Message("pack-version-saved", version=new, id=repr(manifest.id)))
        if not self.version_archive(manifest.id, manifest.version).exists():
            self.save_version(folder)
        save_model(manifest.model_copy(update={"version": new}), folder / MANIFEST_NAME)
        return new, self.save_version(folder)


def default_available(near: Path | None = None) -> dict[str, AvailablePack]:
    """The packs a pack may depend on when no store is named: those in the user's data folder
    (see :mod:`engine.content.packstore`) and, when ``near`` is given, the packs beside it."""
    out = PackStore().available()
    if near is not None:
        for k, v in packs_in(Path(os.path.abspath(near)).parent).items():
            out.setdefault(k, v)
    return out
