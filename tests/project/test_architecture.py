"""The house rules that keep the project in shape, checked rather than hoped for."""

import ast
import subprocess
import sys
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[2] / "escoba_tui"
# Only these import Textual; everything else is the core a tournament worker loads.
FRONT_ENDS = ("escoba_tui.ui", "escoba_tui.cli")


def test_the_core_never_imports_textual():
    """Every module outside ui/ and cli/ (game, files, players, arena, study, tournament,
    net, env, i18n) is imported in a fresh interpreter: not one of them pulls in textual."""
    code = (
        "import sys, importlib, pkgutil\n"
        "import escoba_tui\n"
        "seen = []\n"
        "for m in pkgutil.walk_packages(escoba_tui.__path__, 'escoba_tui.'):\n"
        f"    if m.name.startswith({FRONT_ENDS!r}) or m.name.endswith('__main__'):\n"
        "        continue\n"
        "    importlib.import_module(m.name)\n"
        "    seen.append(m.name)\n"
        "bad = sorted(m for m in sys.modules if m == 'textual' or m.startswith('textual.'))\n"
        "print(len(seen), ','.join(bad))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    count, _, bad = out.stdout.strip().partition(" ")
    assert int(count) > 60, out.stdout
    assert bad == "", f"the core imported {bad}"


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


def _imports_of(path: Path) -> list[tuple[str, bool]]:
    """The escoba_tui modules `path` imports, absolute, each with whether the import sits
    at module level (True) or inside a function (False)."""
    package = ".".join(path.relative_to(PACKAGE.parent).with_suffix("").parts[:-1])
    tree = ast.parse(path.read_text(encoding="utf-8"))
    inside = {
        id(n)
        for f in ast.walk(tree)
        if isinstance(f, (ast.FunctionDef, ast.AsyncFunctionDef))
        for n in ast.walk(f)
        if n is not f
    }
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join(parts + ([base] if base else []))
            names = [base] + [f"{base}.{a.name}" for a in node.names]
        else:
            continue
        found += [(name, id(node) not in inside) for name in names]
    return found


# The command line is where the full-screen game is started: it alone may reach into ui/,
# and only inside the command that opens it.
LAUNCHERS = PACKAGE / "cli"


def test_nothing_outside_ui_imports_from_ui():
    """The core (summary, analyze, reasons, errors...) words things with the catalogue in
    i18n/, never ui/; the command line opens the game from inside its commands only."""
    bad = []
    for path in sorted(PACKAGE.rglob("*.py")):
        if PACKAGE / "ui" in path.parents:
            continue
        for name, top in _imports_of(path):
            if name == "escoba_tui.ui" or name.startswith("escoba_tui.ui."):
                if LAUNCHERS not in path.parents or top:
                    bad.append(f"{path.relative_to(PACKAGE)}: {name}")
    assert bad == []


def test_the_import_scan_sees_relative_imports(tmp_path):
    sample = PACKAGE / "study" / "summary.py"
    names = [name for name, _ in _imports_of(sample)]
    assert "escoba_tui.i18n.catalogue" in names and "escoba_tui.game.record" in names


def test_no_class_is_over_300_statements():
    """A class past 300 statements (about 400 lines before the formatter) has more than one
    job (issue 17: the hosted table was 717 lines). Counted in statements, which ruff format
    does not change, so laying out a call over several lines is not growth."""
    import ast

    sizes = {}
    for path in PACKAGE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef):
                sizes[f"{path.relative_to(PACKAGE)}:{node.name}"] = sum(
                    1 for inner in ast.walk(node) if isinstance(inner, ast.stmt)
                )
    assert len(sizes) > 50 and max(sizes.values()) <= 300, sorted(sizes.items(), key=lambda kv: -kv[1])[:3]


TESTS = PACKAGE.parent / "tests"


def imported_modules(path: Path) -> set[str]:
    """Every module a file imports (absolute names; relative ones are the package's)."""
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            names.add(node.module)
    return names


def test_no_test_module_imports_another():
    """What tests share lives in tests/helpers (or a conftest fixture): a test module that
    imports another runs that module's import-time work and ties the two files together."""
    offenders = {
        f"{path.relative_to(TESTS)} imports {name}"
        for path in TESTS.rglob("*.py")
        for name in imported_modules(path)
        if name.split(".")[-1].startswith("test_") or name.startswith("tests.")
    }
    assert not offenders, sorted(offenders)


def test_the_test_scan_sees_imports_of_test_modules(tmp_path):
    sample = tmp_path / "test_sample.py"
    sample.write_text("import os\nfrom test_other import x\ndef f():\n    import test_third\n", encoding="utf-8")
    assert {"test_other", "test_third"} <= imported_modules(sample)


def test_every_file_the_package_claims_to_ship_is_there():
    import tomllib

    config = tomllib.loads((PACKAGE.parent / "pyproject.toml").read_text(encoding="utf-8"))
    patterns = config["tool"]["setuptools"]["package-data"]["escoba_tui"]
    empty = [pattern for pattern in patterns if not any(PACKAGE.glob(pattern))]
    assert not empty, f"package-data patterns that match nothing: {empty}"
