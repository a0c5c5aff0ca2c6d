"""A small tournament for the viewer's and the standings file's tests (the finished one is
the `mini` fixture in tests/conftest.py), one in progress, and the viewer app."""

from __future__ import annotations

from pathlib import Path

from escoba_tui.tournament.runner import scan
from escoba_tui.tournament.schedule import make_schedule
from escoba_tui.tournament.standings import (
    compute,
)
from escoba_tui.ui.screens.standings import TournamentViewer
from helpers.ui_factory import THEMES

DEFINITION = """\
name = "mini"
rules = "escoba"
target = 6
seats = 2
games = 1
format = "round-robin"
seed = 5

[[players]]
name = "Ada"
spec = "greedy"

[[players]]
name = "Bruno"
spec = "random"

[[players]]
name = "Carmen"
spec = "random"
"""


# Three players, one deal per pairing under both seatings: 6 games.
GAMES = 6


def partial(t, n: int) -> dict:
    """The standings as the runner writes them once the first n games of the schedule are done."""
    schedule = make_schedule(t)
    done, _ = scan(t, schedule)
    first = {g.id: done[g.id] for g in schedule[:n]}
    return compute(t, schedule, first, "../mini.toml")


def viewer(path: Path, tmp_path: Path) -> TournamentViewer:
    app = TournamentViewer(path, data_dir=tmp_path / "data", theme_dirs=[THEMES], blink=False)
    app.animation_level = "none"
    return app
