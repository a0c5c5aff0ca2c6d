"""No function of the package over 80 lines (issue 33): a longer one is cut into named
steps, each of which a reader can take in at once."""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[2] / "escoba_tui"
MOST = 80


def long_functions(source: str, most: int = MOST) -> list[tuple[str, int]]:
    """(name, lines) of each function (methods and nested ones too) longer than `most`,
    counted from its `def` (or first decorator) to its last line."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            first = min([node.lineno, *(d.lineno for d in node.decorator_list)])
            lines = (node.end_lineno or node.lineno) - first + 1
            if lines > most:
                found.append((node.name, lines))
    return found


def test_the_count_sees_methods_and_decorators():
    source = "class A:\n    @staticmethod\n    def f():\n" + "".join(f"        x{i} = {i}\n" for i in range(80))
    assert long_functions(source) == [("f", 82)]
    assert long_functions("def g():\n    return 1\n") == []


def test_no_function_over_80_lines():
    found = [
        f"{path.relative_to(PACKAGE.parent)}:{name} ({lines} lines)"
        for path in sorted(PACKAGE.rglob("*.py"))
        for name, lines in long_functions(path.read_text(encoding="utf-8"))
    ]
    assert found == [], "functions over 80 lines: " + ", ".join(found)
