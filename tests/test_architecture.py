"""The house rules that keep the project in shape, checked rather than hoped for."""

import ast
import subprocess
import sys
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "escoba_tui"
CORE = ["cards", "rules", "engine", "record", "referee", "players", "match", "bench", "stats", "tournament", "personal"]


def test_the_core_never_imports_textual():
    code = (
        "import sys, importlib, pkgutil\n"
        f"for name in {CORE!r}:\n"
        "    importlib.import_module('escoba_tui.' + name)\n"
        "import escoba_tui.players as p\n"
        "for m in pkgutil.iter_modules(p.__path__):\n"
        "    importlib.import_module('escoba_tui.players.' + m.name)\n"
        "import escoba_tui.tournament as t\n"
        "for m in pkgutil.iter_modules(t.__path__):\n"
        "    importlib.import_module('escoba_tui.tournament.' + m.name)\n"
        "bad = sorted(m for m in sys.modules if m == 'textual' or m.startswith('textual.'))\n"
        "print(','.join(bad))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "", f"the core imported {out.stdout.strip()}"


def test_no_module_level_randomness():
    """Every random choice comes from a seeded Random passed in: no random.choice() etc."""
    offenders = []
    for path in PACKAGE.rglob("*.py"):
        tree = ast.parse(path.read_text(), str(path))
        for node in ast.walk(tree):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Attribute)
                and isinstance(node.func.value, ast.Name)
                and node.func.value.id in ("random", "_random")
                and node.func.attr not in ("Random",)
            ):
                offenders.append(f"{path.relative_to(PACKAGE)}:{node.lineno} random.{node.func.attr}()")
            if isinstance(node, ast.ImportFrom) and node.module == "random":
                names = {a.name for a in node.names}
                if names - {"Random"}:
                    offenders.append(f"{path.relative_to(PACKAGE)}:{node.lineno} from random import {names}")
    assert not offenders, offenders
