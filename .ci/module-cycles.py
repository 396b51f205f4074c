#!/usr/bin/env python3
"""Checks that no module of a crate of the workspace imports another in a circle.

Each package's src/ (the game's at the root, each member's under crates/) holds a library
(src/lib.rs and the folders under it) and its programs (src/main.rs, and each binary under
src/bin/, a file or a folder with main.rs). Each crate is checked on its own; a path into
another crate (`epaminondas_core::…`) makes no edge, since Cargo forbids a circle of crates.

Every file is a module (`mod.rs` is its folder's module, the crate's root file is the
crate). An edge A -> B means that A's code names B (`use crate::b::…`, `use super::b::…`,
a child's `b::…`, or such a path in an expression); a path to an item names the deepest
module on its way (`crate::ai::score::WIN` names ai::score). Two graphs are checked:
  * the modules themselves, and
  * for every folder, its direct children, each standing for everything inside it (an edge
    board/stones -> view/looks counts as board -> view), so folders form no circle either.
    A folder's own mod.rs, which assembles its children, takes no part in this graph.
Also checks the import the layers forbid inside the game (FORBIDDEN below): the devices of
src/game/input speak only actions and name nothing of src/game/ui. Between the layers, the
workspace's crates, Cargo itself forbids naming a crate above.
Exits 1 and prints each circle and each forbidden import found, with the line that makes
each of its imports, else prints a summary and exits 0.
"""

import re
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
SRC = REPO / "src"

# (importer, imported, why): no module inside the first folder of the library may name a
# module inside the second.
FORBIDDEN = [
    (
        ("game", "input"),
        ("game", "ui"),
        "the devices write actions and intents; what they mean over a window is ui/'s to decide",
    ),
]


class Crate:
    """A crate of src/: a label, its root file and, unless it is a single file, the folder
    its modules live in (with the paths inside that belong to other crates)."""

    def __init__(self, label: str, root: Path, folder=None, exclude=()):
        self.label = label
        self.root = root
        self.folder = folder
        self.exclude = list(exclude)

    def files(self) -> list:
        if self.folder is None:
            return [self.root]
        return [
            path
            for path in sorted(self.folder.rglob("*.rs"))
            if not any(path == e or e in path.parents for e in self.exclude)
        ]

    def module_of(self, path: Path) -> tuple:
        """The module path of a file, e.g. ('rules', 'position'); () for the root file."""
        if path == self.root:
            return ()
        parts = list(path.relative_to(self.folder).with_suffix("").parts)
        if parts[-1] == "mod":
            parts.pop()
        return tuple(parts)

    def name(self, module: tuple) -> str:
        inner = "::".join(module)
        if self.root.name == "lib.rs":
            prefix = "" if self.label == "library" else f"{self.label}::"
            return prefix + inner if inner else f"{self.label}'s lib.rs"
        return f"{self.label}::{inner}" if inner else f"{self.label}'s {self.root.name}"


def crates_of(src: Path, library: str) -> list:
    """The library (called `library` in the messages) and the programs of one package's src/."""
    found = []
    if (src / "lib.rs").exists():
        found.append(Crate(library, src / "lib.rs", src, exclude=[src / "main.rs", src / "bin"]))
    if (src / "main.rs").exists():
        program = "epaminondas" if library == "library" else f"{library}'s program"
        found.append(Crate(program, src / "main.rs"))
    bins = src / "bin"
    if bins.is_dir():
        for entry in sorted(bins.iterdir()):
            if entry.suffix == ".rs":
                found.append(Crate(entry.stem, entry))
            elif (entry / "main.rs").exists():
                found.append(Crate(entry.name, entry / "main.rs", entry))
    return found


def crates() -> list:
    """Every crate of the workspace: the game's package at the root, the members in crates/."""
    found = crates_of(SRC, "library")
    for member in sorted((REPO / "crates").iterdir()):
        if (member / "src").is_dir():
            found += crates_of(member / "src", f"epaminondas-{member.name}")
    return found


def blank_comments_and_strings(text: str) -> str:
    """The text with comments, strings and character literals blanked, lines kept."""

    def blank(match):
        return re.sub(r"[^\n]", " ", match.group(0))

    pattern = re.compile(
        r"//[^\n]*"
        r"|/\*.*?\*/"
        r'|r(#*)".*?"\1'
        r'|"(?:\\.|[^"\\])*"'
        r"|'(?:\\.|[^'\\\n])'",
        re.S,
    )
    return pattern.sub(blank, text)


def expand_use(tree: str) -> list:
    """`a::{b, c::{d, e}}` -> ['a::b', 'a::c::d', 'a::c::e'] (`as` renames dropped)."""
    tree = re.sub(r"\s+as\s+\w+", "", tree)
    tree = re.sub(r"\s+", "", tree)
    for i, ch in enumerate(tree):
        if ch == "{":
            prefix = tree[:i]
            inner = tree[i + 1 : tree.rindex("}")]
            items, start, level = [], 0, 0
            for j, c in enumerate(inner):
                if c == "{":
                    level += 1
                elif c == "}":
                    level -= 1
                elif c == "," and level == 0:
                    items.append(inner[start:j])
                    start = j + 1
            items.append(inner[start:])
            out = []
            for item in items:
                if item:
                    out.extend(expand_use(prefix + item))
            return out
    return [tree]


def paths_in(text: str) -> list:
    """Every path the code names, as (offset, segments)."""
    found = []
    for match in re.finditer(r"\buse\s+([^;]+);", text):
        for path in expand_use(match.group(1)):
            found.append((match.start(), path.split("::")))
    body = re.sub(r"\buse\s+[^;]+;", lambda m: re.sub(r"[^\n]", " ", m.group(0)), text)
    for match in re.finditer(r"(?<![:\w])[a-z_]\w*(?:::\w+)+", body):
        found.append((match.start(), match.group(0).split("::")))
    return found


def inline_module_spans(text: str) -> list:
    """The (start, end) offsets of every inline `mod x { … }` block."""
    spans = []
    for match in re.finditer(r"\bmod\s+\w+\s*\{", text):
        level, i = 1, match.end()
        while i < len(text) and level:
            level += {"{": 1, "}": -1}.get(text[i], 0)
            i += 1
        spans.append((match.start(), i))
    return spans


def resolve(module: tuple, segments: list, modules: set):
    """The deepest module of this crate a path names, or None for other crates' paths."""
    if segments[0] == "crate":
        base, rest = (), segments[1:]
    elif segments[0] in ("super", "self"):
        base = module
        rest = list(segments)
        while rest and rest[0] in ("super", "self"):
            if rest[0] == "super":
                if not base:
                    return None
                base = base[:-1]
            rest.pop(0)
    else:
        # A plain path: a child module of this one (`board::plugin` in mod.rs), or another
        # crate's (`bevy::…`, `epaminondas::…` in a binary), which is not followed.
        if module + (segments[0],) in modules:
            base, rest = module, segments
        else:
            return None
    for segment in rest:
        if base + (segment,) in modules:
            base = base + (segment,)
        else:
            break
    return base


def find_cycle(graph: dict):
    """One cycle of `graph` as a list of nodes (the first repeated at the end), or None."""
    colour, stack = {}, []

    def visit(node):
        colour[node] = "grey"
        stack.append(node)
        for nxt in sorted(graph.get(node, ())):
            if colour.get(nxt) == "grey":
                return stack[stack.index(nxt) :] + [nxt]
            if nxt not in colour:
                cycle = visit(nxt)
                if cycle:
                    return cycle
        stack.pop()
        colour[node] = "black"
        return None

    for node in sorted(graph):
        if node not in colour:
            cycle = visit(node)
            if cycle:
                return cycle
    return None


def all_cycles(graph: dict) -> list:
    """Cycles of `graph`, found one at a time: each found cycle's closing edge is set
    aside and the search repeated, so that one circle does not hide another."""
    graph = {k: set(v) for k, v in graph.items()}
    found = []
    while True:
        cycle = find_cycle(graph)
        if not cycle:
            return found
        found.append(cycle)
        graph[cycle[-2]].discard(cycle[-1])


def edges_of(crate: Crate):
    """The crate's modules, and its edges {source: {target: (file, line, path)}}."""
    files = crate.files()
    modules = {crate.module_of(f) for f in files}
    edges = {m: {} for m in modules}
    for file in files:
        module = crate.module_of(file)
        text = blank_comments_and_strings(file.read_text())
        spans = inline_module_spans(text)
        for offset, segments in paths_in(text):
            # `super` inside an inline module (`mod tests`, `mod native`) starts one level down.
            inside = sum(1 for start, end in spans if start < offset < end)
            segs = list(segments)
            while inside and segs and segs[0] == "super":
                segs.pop(0)
                inside -= 1
                if not segs or segs[0] != "super":
                    segs.insert(0, "self")
                    break
            target = resolve(module, segs, modules)
            if target is not None and target != module and target not in edges[module]:
                line = text.count("\n", 0, offset) + 1
                where = f"{file.relative_to(REPO)}:{line}"
                edges[module][target] = (where, "::".join(segments))
    return modules, edges


def main() -> int:
    failures = 0
    summary = []
    total_modules = total_edges = 0
    for crate in crates():
        modules, edges = edges_of(crate)
        name = crate.name
        total_modules += len(modules)
        total_edges += sum(len(t) for t in edges.values())
        kind = crate.label if crate.root.name == "lib.rs" else f"binary {crate.label}"
        summary.append(f"{kind} {len(modules)}")

        def explain(graph_edges, cycle, part=None):
            for a, b in zip(cycle, cycle[1:]):
                if part is None:
                    where, path = graph_edges[a][b]
                    print(f"    {name(a)} -> {name(b)}: {where} names {path}")
                else:
                    where, path, src, dst = graph_edges[(a, b)]
                    print(
                        f"    {a} -> {b}: {name(src)} -> {name(dst)}, {where} names {path}"
                    )

        if crate.label == "library":
            for importer, imported, why in FORBIDDEN:
                for source, targets in sorted(edges.items()):
                    if source[: len(importer)] != importer:
                        continue
                    for target, (where, path) in sorted(targets.items()):
                        if target[: len(imported)] == imported:
                            print(
                                f"forbidden import: {name(source)} -> {name(target)}: "
                                f"{where} names {path} ({why})"
                            )
                            failures += 1
        graph = {m: set(t) for m, t in edges.items()}
        for cycle in all_cycles(graph):
            print("import circle between modules: " + " -> ".join(map(name, cycle)))
            explain(edges, cycle)
            failures += 1
        folders = {m[:i] for m in modules for i in range(len(m))}
        for folder in sorted(folders):
            graph, witness = {}, {}
            for source, targets in edges.items():
                for target, (where, path) in targets.items():
                    if source[: len(folder)] != folder or target[: len(folder)] != folder:
                        continue
                    if len(source) <= len(folder) or len(target) <= len(folder):
                        continue  # a folder's own mod.rs assembling its children
                    a, b = source[len(folder)], target[len(folder)]
                    if a != b:
                        graph.setdefault(a, set()).add(b)
                        witness.setdefault((a, b), (where, path, source, target))
            # The parts that are folders: a circle of plain files side by side is a circle of
            # modules, shown above.
            parents = {m[: len(folder) + 1] for m in modules if len(m) > len(folder) + 1}
            for cycle in all_cycles(graph):
                if not any(folder + (part,) in parents for part in cycle):
                    continue
                where = "/".join((crate.folder.relative_to(REPO).as_posix(),) + folder)
                print(f"import circle between the parts of {where}/: " + " -> ".join(cycle))
                explain(witness, cycle, part=True)
                failures += 1
    if failures:
        print(f"{failures} import circle(s) or forbidden import(s). Break a circle by moving what both "
              "sides name into a module of their own (an item of a folder's mod.rs is the folder's "
              "module's: a file naming it closes a circle with the parent's `pub use` of it).")
        return 1
    print(
        f"no import circles among {total_modules} modules of the workspace "
        f"({', '.join(summary)}; {total_edges} imports)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
