"""One error base class, reported in one place: `error: ...` on standard error, exit 2."""

from __future__ import annotations

import subprocess
import sys

import pytest
from typer.testing import CliRunner

from escoba_tui.cli import app
from escoba_tui.errors import EscobaError
from escoba_tui.files.lock import LockedError
from escoba_tui.game.cards import NotationError
from escoba_tui.game.engine import EngineError, IllegalMove
from escoba_tui.game.record import RecordError
from escoba_tui.game.rules import RulesError
from escoba_tui.net.client import JoinError
from escoba_tui.net.tables_file import TablesError
from escoba_tui.players import PlayerFault, PlayerSpecError
from escoba_tui.tournament.config import ConfigError
from escoba_tui.tournament.runner import RunError
from escoba_tui.tournament.standings import StandingsError


@pytest.mark.parametrize(
    "cls",
    [
        NotationError,
        EngineError,
        IllegalMove,
        PlayerFault,
        PlayerSpecError,
        RecordError,
        RulesError,
        ConfigError,
        RunError,
        StandingsError,
        JoinError,
        TablesError,
        LockedError,
    ],
)
def test_every_error_of_the_project_is_an_escoba_error(cls):
    assert issubclass(cls, EscobaError)


def test_the_theme_error_is_one_too():
    from escoba_tui.ui.themes import ThemeFileError

    assert issubclass(ThemeFileError, EscobaError)


@pytest.mark.parametrize(
    "args",
    [
        ["match", "greedy", "nobody"],
        ["match", "greedy", "random", "--rules", "bridge"],
        ["match", "greedy", "random", "--option", "nonsense=1"],
        ["record", "show", "no-such-record.toml"],
        ["tournament", "run", "no-such-definition.toml"],
    ],
)
def test_bad_input_is_one_error_line_and_exit_2(args):
    result = CliRunner().invoke(app, args)
    assert result.exit_code == 2, result.output
    assert result.exception is None or isinstance(result.exception, SystemExit)
    lines = result.output.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: "), result.output


def _escoba(code: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)


def test_a_missing_textual_is_said_in_one_line():
    out = _escoba(
        "import sys\n"
        "sys.modules['textual'] = None  # as if it were not installed\n"
        "sys.argv = ['escoba']\n"
        "from escoba_tui.cli import main\n"
        "main()\n"
    )
    assert out.returncode == 2, out.stderr
    assert out.stderr.startswith("error: ") and "'textual'" in out.stderr
    assert len(out.stderr.strip().splitlines()) == 1
    assert "Traceback" not in out.stderr


def test_a_broken_ui_module_is_not_called_missing():
    """An import error inside the game is a bug: it is not reported as something to install."""
    out = _escoba(
        "import sys\n"
        "sys.modules['escoba_tui.ui.app'] = None  # the game's own module fails to import\n"
        "sys.argv = ['escoba']\n"
        "from escoba_tui.cli import main\n"
        "main()\n"
    )
    assert out.returncode != 0
    assert "ModuleNotFoundError" in out.stderr and "escoba_tui.ui.app" in out.stderr
    assert "not installed" not in out.stderr
