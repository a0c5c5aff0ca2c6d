"""Accuracy on screen: the end of a match analyses it in the background (leaving meanwhile is
no crash), shows each player's accuracy and keeps yours in your record, which the setup
screen shows by level over time; the review, the end screen and `escoba analyze` give the
same values for the same record."""

from __future__ import annotations

import json

import pytest
from helpers.playing import play_to_the_end
from helpers.ui_factory import late_app, make_app, play_settings, run_async, until
from typer.testing import CliRunner

import escoba_tui.study.analyze as analyze
from escoba_tui.arena.series import play_series
from escoba_tui.cli import app as cli
from escoba_tui.game.record import read_record
from escoba_tui.game.rules import make_rules
from escoba_tui.study import personal
from escoba_tui.ui.screens.base import Review
from escoba_tui.ui.screens.modals import EndScreen
from escoba_tui.ui.screens.replay import ReplayScreen
from escoba_tui.ui.screens.setup import SetupScreen

SIZE = (100, 32)


@pytest.fixture(autouse=True)
def few_worlds(monkeypatch):
    monkeypatch.setattr(Review, "ITERS", 3)


@run_async
async def test_the_end_screen_shows_accuracy_and_keeps_yours_in_your_record(tmp_path):
    data = tmp_path / "data"
    app = late_app(data, play_settings(seats=("human", "greedy"), target=1), seed=11, end_review=True)
    async with app.run_test(size=SIZE) as pilot:
        await play_to_the_end(pilot, by_mouse=False)
        end = app.screen
        assert isinstance(end, EndScreen) and end.review is not None
        await until(pilot, lambda: end.analysis is not None)
        # The same analysis as `escoba analyze` of the match's record, at the same settings.
        record = end.review
        assert end.analysis.to_json() == analyze.analyze_record(record, iters=3).to_json()
        you = end.analysis.players[0].accuracy
        shown = str(end.query_one("#end-accuracy").render())
        assert shown.startswith("Accuracy: You ") and f"{you:.0f}%" in shown
        await until(pilot, lambda: personal.load(data).record.recent_accuracy("greedy") is not None)
        assert personal.load(data).record.recent_accuracy("greedy") == round(you, 1)
        await pilot.click("#new")
        await until(pilot, lambda: isinstance(app.screen, SetupScreen))
        table = str(app.screen.query_one("#my-record").render())
        assert "Accuracy vs Greedy: " in table and f"{you:.0f}%" in table


@run_async
async def test_leaving_the_end_screen_while_it_analyses_is_no_crash(tmp_path, monkeypatch):
    def endless(record, on_move=None, **_):  # an analysis that never ends: a result always on its way
        move = analyze.MoveAnalysis(1, 1, 0, "1o", "1o", 0.0, "best")
        while True:
            on_move(1, 2, move)

    play_series(["greedy", "random"], make_rules("escoba", target=1), 1, seed=2, records=tmp_path)
    record = read_record(tmp_path / "game-1.toml")
    monkeypatch.setattr(analyze, "analyze_apart", endless)
    app = make_app(tmp_path / "data", end_review=True)
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: isinstance(app.screen, SetupScreen))
        chosen: list = []
        end = EndScreen("Ada", ["You", "Ada"], [0, 1], review=record, seat_names=["You", "Ada"])
        app.push_screen(end, chosen.append)
        await until(pilot, lambda: end.progress[0] > 0)  # the analysis is drawing
        await pilot.press("n")
        await until(pilot, lambda: chosen == ["new"] and not any(w.is_running for w in app.workers))
        assert end.analysis is None and app.is_running and isinstance(app.screen, SetupScreen)
    assert app.return_code in (0, None)


@run_async
async def test_the_review_gives_the_values_of_escoba_analyze(tmp_path):
    play_series(["greedy", "random"], make_rules("escoba", target=1), 1, seed=2, records=tmp_path)
    path = tmp_path / "game-1.toml"
    app = make_app(tmp_path / "data", replay=path)
    async with app.run_test(size=SIZE) as pilot:
        screen = app.screen
        assert isinstance(screen, ReplayScreen)
        await pilot.press("a")
        await until(pilot, lambda: bool(screen.review_summary), timeout=60)
        reviewed = [screen.reviewed[k].to_json() for k in sorted(screen.reviewed)]
    out = CliRunner().invoke(cli, ["analyze", str(path), "--iters", "3", "--json"])
    assert out.exit_code == 0, out.output
    assert reviewed == json.loads(out.stdout)["moves"]


def test_your_record_shows_accuracy_by_level_over_time():
    from escoba_tui.study.personal import Accuracy, PersonalRecord, Tally
    from escoba_tui.ui.screens.setup import record_table

    kept = tuple(Accuracy(f"{i}@x", "2026-01-01", a) for i, a in enumerate([20.0, 55.0, 70.0, 90.0, 99.0, 80.0, 60.0]))
    mine = PersonalRecord(
        {"expert": Tally(7, 3, 20, 30, 25.0), "greedy": Tally(1, 1, 2, 3, 1.0)}, accuracy={"expert": kept}
    )
    lines = str(record_table(mine)).splitlines()
    assert "accuracy" not in lines[0].lower()  # not a column: a line a level, under the table
    assert "Accuracy vs Expert: ▅▆██▇▅ 80%" in lines  # the last six matches, then the mean of the last five
    assert not any("Greedy:" in line for line in lines)  # no accuracy yet
