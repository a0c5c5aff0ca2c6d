"""No import cycle among the package's modules, counting imports inside functions (a lazy
import is still a dependency) and those under `if TYPE_CHECKING:` (a type named both ways
is a circle too: where two parts need each other, one names the other by a Protocol)."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = "escoba_tui"


def modules() -> dict[str, tuple[Path, bool]]:
    """Module name -> (file, is a package)."""
    found = {}
    for path in (ROOT / PACKAGE).rglob("*.py"):
        parts = list(path.relative_to(ROOT).with_suffix("").parts)
        is_package = parts[-1] == "__init__"
        if is_package:
            parts.pop()
        found[".".join(parts)] = (path, is_package)
    return found


def imports_in(tree: ast.AST) -> list[ast.Import | ast.ImportFrom]:
    """Every import statement, at any depth, `if TYPE_CHECKING:` included."""
    return [node for node in ast.walk(tree) if isinstance(node, (ast.Import, ast.ImportFrom))]


def import_graph() -> dict[str, set[str]]:
    """Module -> the package's modules it imports. `from .x import y` counts x, and x.y
    when y is a module; `import a.b` counts a.b."""
    mods = modules()
    graph: dict[str, set[str]] = {}
    for name, (path, is_package) in mods.items():
        package = name if is_package else name.rpartition(".")[0]
        targets: set[str] = set()
        for node in imports_in(ast.parse(path.read_text(encoding="utf-8"), str(path))):
            if isinstance(node, ast.Import):
                targets.update(a.name for a in node.names if a.name in mods)
                continue
            if node.level:
                base_parts = package.split(".")[: len(package.split(".")) - (node.level - 1)]
                base = ".".join(base_parts + ([node.module] if node.module else []))
            else:
                base = node.module or ""
            if base in mods:
                targets.add(base)
            targets.update(f"{base}.{a.name}" for a in node.names if f"{base}.{a.name}" in mods)
        targets.discard(name)
        graph[name] = targets
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components with more than one module (Tarjan), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def connect(v: str) -> None:  # the graph is a few dozen modules: recursion is fine
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                connect(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for v in sorted(graph):
        if v not in index:
            connect(v)
    return sorted(found)


def test_the_graph_sees_lazy_and_type_checking_imports():
    tree = ast.parse(
        "from typing import TYPE_CHECKING\n"
        "if TYPE_CHECKING:\n    from .a import A\nelse:\n    from .b import B\n"
        "def f():\n    from .c import C\n    import escoba_tui.d\n"
    )
    names = {(n.module if isinstance(n, ast.ImportFrom) else n.names[0].name) for n in imports_in(tree)}
    assert names == {"typing", "a", "b", "c", "escoba_tui.d"}
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert cycles({"a": {"b"}, "b": set()}) == []


def test_the_graph_knows_the_package():
    graph = import_graph()
    assert "escoba_tui.tournament.config" in graph["escoba_tui.tournament.schedule"]
    assert "escoba_tui.ui.screens.standings" in graph["escoba_tui.cli.tournament"]  # imported in a function


def test_no_import_cycle():
    found = cycles(import_graph())
    assert found == [], "import cycles: " + "; ".join(" <-> ".join(c) for c in found)
