"""Leaving a screen while its worker runs is no crash, wherever the screen was opened from."""

from __future__ import annotations

import itertools

import pytest

import escoba_tui.analyze as analyze
from escoba_tui.match import play_series
from escoba_tui.record import read_record
from escoba_tui.rules import make_rules
from escoba_tui.ui.screens.modals import EndScreen
from escoba_tui.ui.screens.replay import ReplayScreen
from escoba_tui.ui.screens.setup import SetupScreen
from escoba_tui.ui.screens.standings import GameReplay, StandingsScreen, TournamentViewer

from test_ui_pilot import play_to_the_end
from ui_factory import THEMES, make_app, play_settings, run_async, start_late, until

SIZE = (100, 32)


@pytest.fixture
def endless_review(monkeypatch, tmp_path):
    """A review that never ends: a move's result is always on its way to the screen."""
    play_series(["greedy", "random"], make_rules("escoba", target=3), 1, seed=2, records=tmp_path / "games")
    path = tmp_path / "games" / "game-1.toml"
    found = analyze.analyze_record(read_record(path), iters=2).moves
    monkeypatch.setattr(analyze, "analyze_record",
                        lambda record, on_move=None, **_: [on_move(k % len(found) + 1, len(found), found[k % len(found)])
                                                           for k in itertools.count()])
    return path


@run_async
async def test_leaving_a_review_opened_from_the_tournament_viewer(tmp_path, endless_review):
    standings = tmp_path / "standings.toml"
    standings.write_text("", encoding="utf-8")
    app = TournamentViewer(standings, data_dir=tmp_path / "data", theme_dirs=[THEMES], blink=False)
    app.animation_level = "none"
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        for attempt in range(2):
            replay = GameReplay(read_record(endless_review), str(endless_review))
            app.push_screen(replay)
            await until(pilot, lambda: app.screen is replay)
            await pilot.press("f", "a")
            await until(pilot, lambda: len(replay.reviewed) > 3)  # the review is drawing
            await pilot.press("q")
            await until(pilot, lambda: isinstance(app.screen, StandingsScreen))
            await pilot.pause()
        assert app.is_running
    assert app.return_code in (0, None)


@run_async
async def test_leaving_a_review_opened_from_the_end_screen(tmp_path, endless_review):
    app = make_app(tmp_path / "data", seed=11, play=play_settings(seats=("human", "greedy"), target=1))
    async with app.run_test(size=SIZE) as pilot:
        await start_late(pilot, app.play_settings, seed=11)
        await play_to_the_end(pilot, by_mouse=False)
        assert isinstance(app.screen, EndScreen)
        await pilot.click("#review")
        await until(pilot, lambda: isinstance(app.screen, ReplayScreen) and len(app.screen.reviewed) > 3)
        await pilot.press("q")
        await until(pilot, lambda: isinstance(app.screen, SetupScreen))
        await pilot.pause()
        assert app.is_running
    assert app.return_code in (0, None)
