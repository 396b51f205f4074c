#!/usr/bin/env python3
"""Checks that no module of src/game imports another in a circle.

Every file is a module (`mod.rs` is its folder's module). An edge A -> B means that A's code
names B (`use crate::game::b::…`, `use super::b::…`, or such a path in an expression). Two
graphs are checked for cycles:
  * the modules themselves, and
  * for every folder, its direct children, each standing for everything inside it (an edge
    board/stones -> view/looks counts as board -> view), so folders form no circle either.
Prints the edges it found with --edges. Exits 1 and prints each circle found, else 0.
"""

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent / "src" / "game"
CRATE_PREFIX = ("crate", "game")


def module_of(path: Path) -> tuple:
    """The module path of a file, e.g. ('board', 'model'); () for src/game/mod.rs."""
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "mod":
        parts.pop()
    return tuple(parts)


def strip_comments_and_strings(text: str) -> str:
    text = re.sub(r"//[^\n]*", "", text)
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    text = re.sub(r'r#*"(?:.|\n)*?"#*', '""', text)
    text = re.sub(r'"(?:\\.|[^"\\])*"', '""', text)
    text = re.sub(r"'(?:\\.|[^'\\])'", "' '", text)
    return text


def expand_use(tree: str) -> list:
    """`a::{b, c::{d, e}}` -> ['a::b', 'a::c::d', 'a::c::e'] (`as` renames dropped)."""
    tree = re.sub(r"\s+", "", tree)
    tree = re.sub(r"as\w+", "", tree.replace(" as ", "as"))
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
    body = re.sub(r"\buse\s+[^;]+;", lambda m: " " * len(m.group(0)), text)
    for match in re.finditer(r"(?<![:\w])[a-z_]\w*(?:::\w+)+", body):
        found.append((match.start(), match.group(0).split("::")))
    return found


def inline_module_depth(text: str) -> list:
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
    """The deepest known module a path names, or None for paths outside src/game."""
    if segments[0] == "crate":
        if tuple(segments[:2]) != CRATE_PREFIX:
            return None
        base, rest = (), segments[2:]
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
        # crate's (`bevy::…`), which is not followed.
        candidate = module + (segments[0],)
        if candidate in modules:
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
    """One cycle of `graph` as a list of nodes, or None."""
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


def name(module: tuple) -> str:
    return "game::" + "::".join(module) if module else "game"


def main() -> int:
    files = sorted(ROOT.rglob("*.rs"))
    modules = {module_of(f) for f in files}
    edges = {m: set() for m in modules}
    for file in files:
        module = module_of(file)
        text = strip_comments_and_strings(file.read_text())
        spans = inline_module_depth(text)
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
            if target is not None and target != module:
                edges[module].add(target)
    if "--edges" in sys.argv:
        for module in sorted(edges):
            for target in sorted(edges[module]):
                print(f"{name(module)} -> {name(target)}")
    failures = 0
    cycle = find_cycle(edges)
    if cycle:
        print("import circle between modules: " + " -> ".join(map(name, cycle)))
        failures += 1
    folders = {m[:i] for m in modules for i in range(len(m))}
    for folder in sorted(folders):
        graph = {}
        for source, targets in edges.items():
            for target in targets:
                if source[: len(folder)] != folder or target[: len(folder)] != folder:
                    continue
                if len(source) <= len(folder) or len(target) <= len(folder):
                    continue  # a folder's own mod.rs assembling its children
                a, b = source[len(folder)], target[len(folder)]
                if a != b:
                    graph.setdefault(a, set()).add(b)
        cycle = find_cycle(graph)
        if cycle:
            print(
                f"import circle between the parts of {name(folder)}: "
                + " -> ".join(cycle)
            )
            failures += 1
    edge_count = sum(len(t) for t in edges.values())
    if failures:
        return 1
    print(f"no import circles among {len(modules)} modules of src/game ({edge_count} imports)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
