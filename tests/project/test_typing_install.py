"""A user's script type-checks against escoba_tui installed as the README says
(`pip install -e .`): the editable install is a plain path, not an import hook mypy
cannot follow, and py.typed ships, so mypy finds the package and its types (issue 38)."""

from __future__ import annotations

import os
import subprocess
import sys
import tomllib
import venv
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

SCRIPT = """\
from collections.abc import Sequence

from escoba_tui import Move, Player, SeatView, make_rules
from escoba_tui.arena.referee import Outcome, Result


class First(Player):
    def choose(self, view: SeatView, legal: Sequence[Move]) -> Move:
        return legal[0]


def finished(outcome: Outcome) -> bool:
    return outcome.result == Result.FINISHED


wrong: int = make_rules("escoba")
"""


def test_py_typed_is_package_data():
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert "py.typed" in config["tool"]["setuptools"]["package-data"]["escoba_tui"]
    assert (ROOT / "escoba_tui" / "py.typed").is_file()


def test_mypy_finds_the_package_from_an_editable_install(tmp_path):
    pytest.importorskip("mypy")
    wheels = tmp_path / "wheels"
    wheels.mkdir()
    build = subprocess.run(  # the PEP 660 hook pip calls for `pip install -e .`
        [sys.executable, "-c", f"from setuptools import build_meta; print(build_meta.build_editable({str(wheels)!r}))"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert build.returncode == 0, build.stderr
    wheel = wheels / build.stdout.strip().splitlines()[-1]
    env = tmp_path / "venv"
    venv.create(env, with_pip=False)
    site = next(env.glob("lib/python3*/site-packages"))
    with zipfile.ZipFile(wheel) as archive:  # what installing the wheel puts on the path
        for name in archive.namelist():
            if name.endswith(".pth"):
                (site / Path(name).name).write_bytes(archive.read(name))
    user = tmp_path / "user"
    user.mkdir()
    (user / "script.py").write_text(SCRIPT, encoding="utf-8")
    run = subprocess.run(
        [
            sys.executable,
            "-m",
            "mypy",
            "--python-executable",
            str(env / "bin" / "python"),
            "--no-implicit-reexport",
            "--cache-dir",
            str(tmp_path / "cache"),
            "script.py",
        ],
        cwd=user,
        env={k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "MYPYPATH")},  # only the install
        capture_output=True,
        text=True,
        timeout=300,
    )
    # exactly the one real mistake: the package was found, and its types were read
    assert "import-not-found" not in run.stdout and "import-untyped" not in run.stdout, run.stdout
    assert 'Incompatible types in assignment (expression has type "Rules", variable has type "int")' in run.stdout
    assert "Found 1 error in 1 file" in run.stdout, run.stdout
