#!/usr/bin/env python3
"""Where a wasm module's bytes go: code by crate, data, and the rest.

    python3 wasm/size-by-crate.py MODULE.wasm [TOP] [--gzip CRATE,CRATE,...]

Reads the module's function names (its "name" section: build with `--profile wasm-quick`,
which keeps them; wasm-bindgen writes them demangled) and the size of each function's body,
and sums the bodies by the crate that the name starts with (`<bevy_ecs::World as …>::f` counts
for bevy_ecs). Prints the TOP crates (default 40) with their share of the code, then the
sections' sizes. With --gzip, also the named crates' function bodies gzipped together
(`gzip -9`), beside all the code gzipped the same way: what those crates add to a gzipped
download, as near as their code alone tells (their data is not counted).
"""

import re
import sys
import zlib
from collections import Counter

SECTION_NAMES = {
    0: "custom",
    1: "type",
    2: "import",
    3: "function",
    4: "table",
    5: "memory",
    6: "global",
    7: "export",
    8: "start",
    9: "element",
    10: "code",
    11: "data",
    12: "data count",
}


def leb(data: bytes, at: int) -> tuple[int, int]:
    """An unsigned LEB128 number at `at`: (value, offset after it)."""
    value = shift = 0
    while True:
        byte = data[at]
        at += 1
        value |= (byte & 0x7F) << shift
        shift += 7
        if byte < 0x80:
            return value, at


def name_string(data: bytes, at: int) -> tuple[str, int]:
    length, at = leb(data, at)
    return data[at : at + length].decode("utf-8", "replace"), at + length


def sections(data: bytes):
    """(id, custom name or None, start of contents, end) for each section."""
    if data[:4] != b"\0asm":
        raise SystemExit("not a wasm module")
    at = 8
    while at < len(data):
        kind = data[at]
        size, at = leb(data, at + 1)
        end = at + size
        name = None
        if kind == 0:
            name, _ = name_string(data, at)
        yield kind, name, at, end
        at = end


def imported_functions(data: bytes, start: int) -> int:
    count, at = leb(data, start)
    functions = 0
    for _ in range(count):
        _, at = name_string(data, at)
        _, at = name_string(data, at)
        kind = data[at]
        at += 1
        if kind == 0:  # function: a type index
            _, at = leb(data, at)
            functions += 1
        elif kind == 1:  # table: element type and limits
            at += 1
            flags, at = leb(data, at)
            _, at = leb(data, at)
            if flags & 1:
                _, at = leb(data, at)
        elif kind == 2:  # memory: limits
            flags, at = leb(data, at)
            _, at = leb(data, at)
            if flags & 1:
                _, at = leb(data, at)
        elif kind == 3:  # global: value type and mutability
            at += 2
        elif kind == 4:  # tag
            at += 1
            _, at = leb(data, at)
    return functions


def bodies(data: bytes, start: int) -> list[tuple[int, int]]:
    """(offset, size) of each function body."""
    count, at = leb(data, start)
    found = []
    for _ in range(count):
        size, at = leb(data, at)
        found.append((at, size))
        at += size
    return found


def gzipped(chunks: list[bytes]) -> int:
    """The size of `chunks` together, compressed as `gzip -9` does (deflate, level 9)."""
    return len(zlib.compress(b"".join(chunks), 9))


def function_names(data: bytes, start: int, end: int) -> dict[int, str]:
    _, at = name_string(data, start)  # "name"
    names = {}
    while at < end:
        kind = data[at]
        size, at = leb(data, at + 1)
        if kind == 1:
            count, p = leb(data, at)
            for _ in range(count):
                index, p = leb(data, p)
                name, p = name_string(data, p)
                names[index] = name
        at += size
    return names


CRATE = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


def crate_of(name: str) -> str:
    """The first path segment of a (demangled) function name."""
    name = name.lstrip("<&*( ")
    for prefix in ("dyn ", "mut ", "const "):
        if name.startswith(prefix):
            name = name[len(prefix) :].lstrip("<&*( ")
    match = CRATE.match(name)
    if not match:
        return "?"
    crate = match.group(0)
    if "::" not in name[: match.end() + 2]:
        return "(unnamed)" if crate.startswith(("func", "_")) else crate
    return crate


def main() -> None:
    args = sys.argv[1:]
    wanted: set[str] = set()
    if "--gzip" in args:
        at = args.index("--gzip")
        wanted = set(args[at + 1].split(","))
        del args[at : at + 2]
    path = args[0]
    top = int(args[1]) if len(args) > 1 else 40
    data = open(path, "rb").read()
    imported = 0
    found: list[tuple[int, int]] = []
    names: dict[int, str] = {}
    section_sizes: Counter = Counter()
    for kind, custom, start, end in sections(data):
        label = f"custom {custom}" if kind == 0 else SECTION_NAMES.get(kind, str(kind))
        section_sizes[label] += end - start
        if kind == 2:
            imported = imported_functions(data, start)
        elif kind == 10:
            found = bodies(data, start)
        elif kind == 0 and custom == "name":
            names = function_names(data, start, end)
    if not names:
        print("no function names: build with --profile wasm-quick (strip = false)")
    by_crate: Counter = Counter()
    picked: list[bytes] = []
    for i, (offset, size) in enumerate(found):
        crate = crate_of(names.get(imported + i, "(unnamed)"))
        by_crate[crate] += size
        if crate in wanted:
            picked.append(data[offset : offset + size])
    sizes = [size for _, size in found]
    code = sum(sizes)
    print(f"{path}: {len(data) / 1e6:.2f} MB, code {code / 1e6:.2f} MB in {len(sizes)} functions")
    for crate, size in by_crate.most_common(top):
        print(f"{size / 1e3:10.1f} kB {100 * size / code:5.1f} %  {crate}")
    print("sections:")
    for label, size in section_sizes.most_common():
        print(f"{size / 1e3:10.1f} kB  {label}")
    if wanted:
        everything = gzipped([data[offset : offset + size] for offset, size in found])
        chosen = sum(len(body) for body in picked)
        print(
            f"{', '.join(sorted(wanted))}: {chosen / 1e3:.1f} kB of code, "
            f"{gzipped(picked) / 1e3:.1f} kB gzipped; all the code: {code / 1e6:.2f} MB, "
            f"{everything / 1e6:.2f} MB gzipped"
        )


if __name__ == "__main__":
    main()
