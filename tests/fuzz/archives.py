"""Hostile pack archives: a good pack zip and the ways an attacker bends it (names, sizes,
compression, encryption, links, duplicate and nested manifests, directories that disagree with
the data, overwrite through a link)."""

from __future__ import annotations

import io
import random
import stat
import struct
import warnings
import zipfile
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from tests.fuzz.mutations import TEXT_MUTATIONS

if TYPE_CHECKING:
    from tests.fuzz.harness import Case

CORE = Path(__file__).resolve().parents[2] / "content" / "core"
PACK_ID = "fuzzpack"


def manifest(pack_id: str = PACK_ID, games: str = "[neuroshima]") -> bytes:
    text = f"schema_version: 1\nkind: warbench/pack\nid: {pack_id}\nname: Fuzz pack\ngames: {games}\n"
    return text.encode("utf-8")


def pack_army() -> str:
    """The core pack's Borgo army under an id of its own: a pack that reuses a core id without
    declaring the override is refused (issue 30)."""
    text = (CORE / "neuroshima/armies/borgo.yaml").read_text(encoding="utf-8")
    return text.replace("\nid: borgo\n", "\nid: fuzz_borgo\n", 1)


def good_files() -> dict[str, bytes]:
    return {"manifest.yaml": manifest(), "armies/borgo.yaml": pack_army().encode("utf-8")}


def pack_zip(
    files: dict[str, bytes], *, attrs: dict[str, int] | None = None, method: int = zipfile.ZIP_DEFLATED
) -> bytes:
    """A zip of exactly ``files`` (deflated unless ``method`` says otherwise); ``attrs`` sets the
    Unix mode of some members."""
    buf = io.BytesIO()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # duplicate names are the point of some cases
        with zipfile.ZipFile(buf, "w", compression=method) as zf:
            for name, data in files.items():
                info = zipfile.ZipInfo(name, date_time=(2020, 1, 1, 0, 0, 0))
                info.compress_type = method
                info.external_attr = (attrs or {}).get(name, 0o100644) << 16
                zf.writestr(info, data)
    return buf.getvalue()


def _raw_zip(entries: list[tuple[str, bytes]]) -> bytes:
    buf = io.BytesIO()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        with zipfile.ZipFile(buf, "w", compression=zipfile.ZIP_DEFLATED) as zf:
            for name, data in entries:
                zf.writestr(zipfile.ZipInfo(name, date_time=(2020, 1, 1, 0, 0, 0)), data, zipfile.ZIP_DEFLATED)
    return buf.getvalue()


def _headers(data: bytes, signature: bytes) -> list[int]:
    out, i = [], data.find(signature)
    while i >= 0:
        out.append(i)
        i = data.find(signature, i + 1)
    return out


def _patch(data: bytes, offset: int, fmt: str, value: int) -> bytes:
    raw = bytearray(data)
    struct.pack_into(fmt, raw, offset, value)
    return bytes(raw)


def _patch_member(
    data: bytes, rnd: random.Random, central_field: int, local_field: int | None, fmt: str, value: int
) -> bytes:
    centrals = _headers(data, b"PK\x01\x02")
    locals_ = _headers(data, b"PK\x03\x04")
    k = rnd.randrange(len(centrals))
    data = _patch(data, centrals[k] + central_field, fmt, value)
    if local_field is not None and k < len(locals_):
        data = _patch(data, locals_[k] + local_field, fmt, value)
    return data


ZipMaker = Callable[[random.Random], "tuple[bytes, dict]"]


def m_good(rnd: random.Random) -> tuple[bytes, dict[str, object]]:
    return pack_zip(good_files()), {}


def m_overwrite(rnd: random.Random) -> tuple[bytes, dict[str, object]]:
    how = rnd.choice(["folder", "link", "file"])
    extra: dict[str, object] = {"argv": ["--overwrite"]}
    if how == "folder":
        extra["files"] = {f"into/{PACK_ID}/old.yaml": b"old: 1\n"}
    elif how == "file":
        extra["files"] = {f"into/{PACK_ID}": b"a file where the pack goes\n"}
    else:
        extra["files"] = {"elsewhere/keep.txt": b"must survive\n", "into/.keep": b""}
        extra["links"] = [(f"into/{PACK_ID}", "{dir}/elsewhere")]
    return pack_zip(good_files()), extra


def m_into_file(rnd: random.Random) -> tuple[bytes, dict[str, object]]:
    return pack_zip(good_files()), {"files": {"into": b"not a folder\n"}}


def m_flip_bytes(rnd: random.Random) -> tuple[bytes, dict[str, object]]:
    raw = bytearray(pack_zip(good_files()))
    for _ in range(rnd.randint(1, 8)):
        raw[rnd.randrange(len(raw))] = rnd.randrange(256)
    return bytes(raw), {}


def m_truncate(rnd: random.Random) -> tuple[bytes, dict[str, object]]:
    raw = pack_zip(good_files())
    return raw[: rnd.randrange(len(raw))], {}


def m_method(rnd: random.Random) -> tuple[bytes, dict[str, object]]:
    return _patch_member(pack_zip(good_files()), rnd, 10, 8, "<H", rnd.choice([99, 1, 12, 14, 0])), {}


def m_encrypted(rnd: random.Random) -> tuple[bytes, dict[str, object]]:
    return _patch_member(pack_zip(good_files()), rnd, 8, 6, "<H", 0x1), {}


def m_sizes(rnd: random.Random) -> tuple[bytes, dict[str, object]]:
    field_c, field_l = rnd.choice([(24, 22), (20, 18)])  # uncompressed or compressed size
    value = rnd.choice([0, 1, 7, 100, 5000, 2**31 - 1, 2**32 - 1])
    both = rnd.random() < 0.5
    return _patch_member(pack_zip(good_files()), rnd, field_c, field_l if both else None, "<L", value), {}


def m_crc(rnd: random.Random) -> tuple[bytes, dict[str, object]]:
    return _patch_member(pack_zip(good_files()), rnd, 16, 14, "<L", rnd.getrandbits(32)), {}


def m_offset(rnd: random.Random) -> tuple[bytes, dict[str, object]]:
    return _patch_member(pack_zip(good_files()), rnd, 42, None, "<L", rnd.choice([0, 1, 30, 2**31])), {}


def m_corrupt_data(rnd: random.Random) -> tuple[bytes, dict[str, object]]:
    raw = bytearray(pack_zip(good_files()))
    local = _headers(bytes(raw), b"PK\x03\x04")[-1]
    for _ in range(rnd.randint(1, 5)):
        raw[local + 60 + rnd.randrange(40)] ^= 0xFF
    return bytes(raw), {}


def m_names(rnd: random.Random) -> tuple[bytes, dict[str, object]]:
    name = rnd.choice(
        [
            "/etc/evil.yaml",
            "../evil.yaml",
            "a/../../evil.yaml",
            "a\\..\\evil.yaml",
            "C:/evil.yaml",
            "x" * 300 + ".yaml",
            "/".join(["d"] * 2000) + "/f.yaml",
            ".hidden.yaml",
            "con.yaml",
            "a\x00b.yaml",
            "тест.yaml",
            "a b.yaml",
            "evil.exe",
            "evil.py",
            "",
        ]
    )
    return pack_zip({**good_files(), name: b"x: 1\n"}), {}


def m_layout(rnd: random.Random) -> tuple[bytes, dict[str, object]]:
    entries = rnd.choice(
        [
            [("manifest.yaml", manifest()), ("manifest.yaml", manifest("other"))],
            [("manifest.yaml", manifest()), ("a.yaml", b"x: 1\n"), ("a.yaml/b.yaml", b"x: 1\n")],
            [("manifest.yaml", manifest()), ("A.yaml", b"x: 1\n"), ("a.yaml", b"x: 1\n")],
            [("manifest.yaml", manifest()), ("sub/manifest.yaml", manifest("inner"))],
            [("Manifest.yaml", manifest())],
            [("manifest.yaml/x.yaml", b"x: 1\n")],
            [("dir/", b""), ("manifest.yaml", manifest())],
            [],
        ]
    )
    return _raw_zip(entries), {}


def m_manifest(rnd: random.Random) -> tuple[bytes, dict[str, object]]:
    body = rnd.choice(
        [
            manifest("a\n"),
            manifest('"a\\n"'),
            manifest("x" * 300),
            manifest("'../x'"),
            manifest("''"),
            manifest("con"),
            manifest(games="[nope]"),
            manifest(games="[samurai_battles, neuroshima, neuroshima]"),
            b"schema_version: 1\nkind: warbench/pack\nid: fuzzpack\nname: x\ngames: "
            + b"[" * 30000
            + b"]" * 30000
            + b"\n",
            b"kind: neuroshima/army\n",
            b"",
        ]
    )
    return pack_zip({**good_files(), "manifest.yaml": body}), {}


def m_link_member(rnd: random.Random) -> tuple[bytes, dict[str, object]]:
    mode = rnd.choice([stat.S_IFLNK | 0o777, stat.S_IFIFO | 0o644, stat.S_IFCHR | 0o644])
    files = {**good_files(), "link.yaml": b"/etc/passwd"}
    return pack_zip(files, attrs={"link.yaml": mode}), {}


def m_ratio(rnd: random.Random) -> tuple[bytes, dict[str, object]]:
    size = rnd.choice([1_000_000, 40_000_000])
    return pack_zip({**good_files(), "big.txt": b"\0" * size}), {}


def m_overlap(rnd: random.Random) -> tuple[bytes, dict[str, object]]:
    data = pack_zip(good_files())
    centrals = _headers(data, b"PK\x01\x02")
    first_offset = struct.unpack_from("<L", data, centrals[0] + 42)[0]
    return _patch(data, centrals[-1] + 42, "<L", first_offset), {}


def m_not_zip(rnd: random.Random) -> tuple[bytes, dict[str, object]]:
    return rnd.choice([b"", b"PK", b"hello\n", b"PK\x05\x06" + b"\0" * 18, b"\0" * 1000]), {}


def m_member_content(rnd: random.Random) -> tuple[bytes, dict[str, object]]:
    name = rnd.choice(list(TEXT_MUTATIONS))
    text = pack_army()
    return pack_zip({**good_files(), "armies/borgo.yaml": TEXT_MUTATIONS[name](text, rnd)}), {}


ZIP_MAKERS = [
    m_good,
    m_overwrite,
    m_into_file,
    m_flip_bytes,
    m_truncate,
    m_method,
    m_encrypted,
    m_sizes,
    m_crc,
    m_offset,
    m_corrupt_data,
    m_names,
    m_layout,
    m_manifest,
    m_link_member,
    m_ratio,
    m_overlap,
    m_not_zip,
    m_member_content,
]


def zip_case(rnd: random.Random) -> Case:
    from tests.fuzz.harness import Case

    maker = rnd.choice(ZIP_MAKERS)
    data, extra = maker(rnd)
    files = {"pack.zip": data, **extra.get("files", {})}  # type: ignore[dict-item]
    argv = ["pack", "import", "{dir}/pack.zip", "--into", "{dir}/into", *extra.get("argv", [])]  # type: ignore[misc]
    links = list(extra.get("links", []))  # type: ignore[call-overload]
    return Case(f"import [{maker.__name__}]", files, argv, import_into="into", links=links)
