"""``warbench pack new|export|import|list|check|diff|enable|disable``: content packs from the
command line (the Packs window of the app does the same with the same functions)."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from engine.content.io import save_model, schema_message
from engine.content.issues import Severity, count_by_severity
from engine.content.manifest import CORE_PACK_ID, MANIFEST_NAME, PackDependency, PackManifest, PackText
from engine.content.pack import PackError, export_pack, import_pack
from engine.content.packcheck import RESERVED_CORE, check_pack
from engine.content.packdiff import diff_packs
from engine.content.packstore import PackStore, default_available
from engine.core.language import current_language
from engine.core.message import Message
from engine.core.saying import localized as _t
from engine.core.saying import said
from engine.core.subcommands import add_subcommand

DATA_HELP = "the data folder holding the installed packs (default: $WARBENCH_DATA, else the platform's app data folder)"


def new_pack(
    folder: Path,
    pack_id: str,
    name: str,
    *,
    name_ru: str = "",
    version: str = "0.1.0",
    authors: list[str] | None = None,
    license: str = "CC-BY-4.0",
    games: list[str] | None = None,
    depends: list[str] | None = None,
) -> PackManifest:
    """Create ``folder`` with a new pack's manifest (refused when the folder holds anything);
    ``depends`` entries are ``id`` or ``id:range`` (``tactics:>=1.0,<2``)."""
    if pack_id == CORE_PACK_ID:
        raise PackError(Message("pack-cannot-make", why=RESERVED_CORE))
    folder = Path(folder)
    if folder.exists() and (not folder.is_dir() or any(folder.iterdir())):
        raise PackError(Message("pack-folder-not-empty", folder=str(folder)))
    deps = []
    for text in depends or []:
        dep_id, _, spec = text.partition(":")
        deps.append({"id": dep_id, "version": spec})
    try:
        manifest = PackManifest(
            id=pack_id,
            name=PackText(en=name, ru=name_ru),
            version=version,
            authors=list(authors or []),
            license=license,
            games=list(games or []),
            depends=[PackDependency.model_validate(d) for d in deps],
        )
    except ValidationError as exc:
        # each field's problem as the loading gate says it, in the reader's language
        problems = tuple(
            Message("pack-field-problem", field=".".join(str(p) for p in e["loc"]), why=schema_message(e))
            for e in exc.errors()
        )
        raise PackError(Message("pack-cannot-make-fields", problems=problems)) from None
    folder.mkdir(parents=True, exist_ok=True)
    save_model(manifest, folder / MANIFEST_NAME)
    return manifest


def _cmd_new(args: argparse.Namespace) -> int:
    """start a pack: a folder with its manifest"""
    m = new_pack(
        Path(args.folder),
        args.id,
        args.name,
        name_ru=args.name_ru,
        version=args.version,
        authors=args.author,
        license=args.license,
        games=args.game,
        depends=args.depends,
    )
    print(
        said(
            "cli-pack-new",
            id=m.id,
            version=m.version,
            folder=str(args.folder),
            command=f"warbench pack check {args.folder}",
        )
    )
    return 0


def _cmd_export(args: argparse.Namespace) -> int:
    """check a pack folder and write it as a zip (with the hash of every file)"""
    folder = Path(args.folder)
    available = PackStore(args.data).available() if args.data else default_available(folder)
    n = export_pack(folder, Path(args.out), available=available)
    print(said("cli-pack-exported", files=n, path=str(args.out)))
    return 0


def _cmd_import(args: argparse.Namespace) -> int:
    """install a pack zip (refused with the reason when this Warbench or its dependencies do not fit)"""
    if args.into:
        folder = import_pack(Path(args.zip), Path(args.into), overwrite=args.overwrite)
        print(said("cli-pack-imported", folder=str(folder)))
        return 0
    store = PackStore(args.data)
    pack = store.install(Path(args.zip), overwrite=args.overwrite)
    print(said("cli-pack-installed", id=pack.id, version=pack.version, folder=str(pack.folder)))
    return 0


def _cmd_list(args: argparse.Namespace) -> int:
    """installed packs: versions, dependencies, saved versions, problems"""
    store = PackStore(args.data)
    packs = store.installed()
    if args.json:
        rows: list[dict[str, Any]] = []
        for p in packs:
            m = p.manifest
            rows.append(
                {
                    "id": p.id,
                    "version": p.version,
                    "name": m.name.model_dump() if m else None,
                    "enabled": p.enabled,
                    "bundled": p.bundled,
                    "folder": str(p.folder),
                    "depends": [d.model_dump() for d in m.depends] if m else [],
                    "versions": [v for v, _ in store.versions(p.id)],
                    "problems": p.problems,
                }
            )
        print(json.dumps(rows, indent=2, ensure_ascii=False))
        return 0
    print(said("cli-pack-list-head", folder=str(store.packs_dir)))
    for p in packs:
        m = p.manifest
        state = "bundled" if p.bundled else ("enabled" if p.enabled else "disabled")
        name = m.display_title(args.language or current_language()) if m else "?"
        print("  " + said("cli-pack-list-row", id=p.id, version=p.version, state=state, name=name))
        if m and m.depends:
            depends = tuple(f"{d.id} {d.version}".strip() for d in m.depends)
            print("      " + said("cli-pack-depends", packs=depends))
        saved = [v for v, _ in store.versions(p.id)]
        if saved:
            print("      " + said("cli-pack-saved-versions", versions=tuple(saved)))
        for problem in p.problems:
            print("      " + said("cli-pack-problem", problem=problem))
    return 0


def _cmd_check(args: argparse.Namespace) -> int:
    """validate every file and every cross-pack reference; exit 1 on errors

    Check pack folders: the engine range and dependencies, every file, every reference to another
    pack (only to declared dependencies), the file hashes. Prints file:line: severity."""
    errors = 0
    for folder in args.folders:
        available = PackStore(args.data).available() if args.data else default_available(Path(folder))
        issues = check_pack(Path(folder), available, hashes=Severity.ERROR if args.strict else Severity.WARNING)
        for i in issues:
            # every override is listed: a pack that replaces others' content says so where it is checked
            if args.all or i.severity is not Severity.INFO or i.code == "override":
                print(i.format())
        counts = count_by_severity(issues)
        errors += counts[Severity.ERROR]
        print(
            said(
                "cli-pack-check-summary",
                folder=folder,
                errors=counts[Severity.ERROR],
                warnings=counts[Severity.WARNING],
            ),
            file=sys.stderr,
        )
    return 1 if errors else 0


def _cmd_diff(args: argparse.Namespace) -> int:
    """what changed between two versions of a pack (folders or zips)"""
    diff = diff_packs(Path(args.old), Path(args.new))
    if args.json:
        out = {
            "old_version": diff.old_version,
            "new_version": diff.new_version,
            "files": [
                {
                    "name": f.name,
                    "change": f.change,
                    "kind": f.kind,
                    "note": str(f.note),
                    "entries": [
                        {"item": e.item, "field": e.field, "change": e.change, "before": e.before, "after": e.after}
                        for e in f.entries
                    ],
                }
                for f in diff.files
            ],
        }
        print(json.dumps(out, indent=2, ensure_ascii=False))
    else:
        for line in diff.format():
            print(line)
    return 0


def _cmd_enable(args: argparse.Namespace) -> int:
    store = PackStore(args.data)
    on = args.pack_command == "enable"
    store.set_enabled(args.id, on)
    pack = store.get(args.id)
    print(said("cli-pack-enabled" if on else "cli-pack-disabled", id=pack.id))
    for problem in pack.problems if on else []:
        print(said("cli-pack-problem", problem=problem))
    return 0


#: ``warbench pack``'s help and description (:func:`engine.core.subcommands.command_text`)
PACK_TEXT = """make, check, compare, export and install content packs

Content packs: a folder with manifest.yaml (id, names, semantic version, authors, licence, games,
the Warbench versions it needs, dependencies, file hashes), shared as a zip."""


def _add_data_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--data", help=_t("cli-pack-data", DATA_HELP))


def add_pack_command(sub: Any) -> None:
    """Add ``pack`` and its sub-commands to the ``warbench`` parser."""
    p = add_subcommand(sub, "pack", "cli-pack-pack", text=PACK_TEXT)
    ps = p.add_subparsers(dest="pack_command", required=True, metavar="COMMAND")

    n = add_subcommand(ps, "new", "cli-pack-new-help", _cmd_new)
    n.add_argument("folder")
    n.add_argument(
        "--id", required=True, help=_t("cli-pack-id", "stable pack id: lowercase letters, digits, '_', '-', '.'")
    )
    n.add_argument("--name", required=True, help=_t("cli-pack-name", "the pack's name in English"))
    n.add_argument("--name-ru", default="", help=_t("cli-pack-name-ru", "the pack's name in Russian"))
    n.add_argument("--version", default="0.1.0", help=_t("cli-pack-version", "semantic version (default 0.1.0)"))
    n.add_argument("--author", action="append", default=[], help=_t("cli-pack-author", "an author (repeatable)"))
    n.add_argument("--license", default="CC-BY-4.0")
    n.add_argument(
        "--game", action="append", default=[], help=_t("cli-pack-game", "a game the pack has content for (repeatable)")
    )
    n.add_argument(
        "--depends",
        action="append",
        default=[],
        help=_t("cli-pack-depends-help", "ID or ID:RANGE, e.g. tactics:>=1.0,<2 (repeatable)"),
    )

    e = add_subcommand(ps, "export", "cli-pack-export", _cmd_export)
    e.add_argument("folder")
    e.add_argument("--out", required=True)
    _add_data_option(e)

    i = add_subcommand(ps, "import", "cli-pack-import", _cmd_import)
    i.add_argument("zip")
    i.add_argument(
        "--into", help=_t("cli-pack-into", "unpack into this folder instead of installing (never writes outside it)")
    )
    _add_data_option(i)
    i.add_argument(
        "--overwrite", action="store_true", help=_t("cli-pack-overwrite", "replace an installed pack of the same id")
    )

    ls = add_subcommand(ps, "list", "cli-pack-list", _cmd_list)
    _add_data_option(ls)
    ls.add_argument("--json", action="store_true")
    ls.add_argument(
        "--language",
        choices=["en", "ru"],
        help=_t("cli-pack-language", "the language of the packs' names (default: the output's, --lang)"),
    )

    c = add_subcommand(ps, "check", "cli-pack-check", _cmd_check)
    c.add_argument("folders", nargs="+")
    _add_data_option(c)
    c.add_argument(
        "--strict",
        action="store_true",
        help=_t("cli-pack-strict", "files changed since their hashes were written are errors"),
    )
    c.add_argument("--all", action="store_true", help=_t("cli-pack-all", "also print info-level notes"))

    d = add_subcommand(ps, "diff", "cli-pack-diff", _cmd_diff)
    d.add_argument("old")
    d.add_argument("new")
    d.add_argument("--json", action="store_true")

    for name, text in (
        ("enable", _t("cli-pack-enable", "use an installed pack")),
        ("disable", _t("cli-pack-disable", "keep an installed pack but leave it out")),
    ):
        en = ps.add_parser(name, help=text)
        en.add_argument("id")
        _add_data_option(en)
        en.set_defaults(func=_cmd_enable)
