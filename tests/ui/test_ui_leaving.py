"""Leaving a screen while its worker runs is no crash, wherever the screen was opened from."""

from __future__ import annotations

import pytest
from helpers.playing import play_to_the_end
from helpers.ui_factory import (
    THEMES,
    EndlessReview,
    HeldResult,
    late_app,
    late_results,
    play_settings,
    run_async,
    until,
)

import escoba_tui.study.analyze as analyze
from escoba_tui.arena.series import play_series
from escoba_tui.game.record import read_record
from escoba_tui.game.rules import make_rules
from escoba_tui.ui.screens.modals import EndScreen
from escoba_tui.ui.screens.replay import ReplayScreen
from escoba_tui.ui.screens.standings import GameReplay, StandingsScreen, TournamentViewer

SIZE = (100, 32)


@pytest.fixture
def endless_review(monkeypatch, tmp_path):
    """A review that never ends (no search): a result is always on its way to the screen."""
    play_series(["greedy", "random"], make_rules("escoba", target=1), 1, seed=2, records=tmp_path / "games")
    path = tmp_path / "games" / "game-1.toml"
    review = EndlessReview(read_record(path))
    monkeypatch.setattr(analyze, "analyze_apart", review)
    return path, review


async def leave_with_a_result_on_its_way(pilot, replay, review, leave, left) -> None:
    """The review drawing in `replay`; its next result made and sent but not arrived when
    `leave` is pressed; it arrives while the replay goes (until `left()`), breaks nothing,
    and the review's worker stops."""
    app = pilot.app
    result = HeldResult(app)
    late, errors = late_results(replay, "review_in")
    await until(pilot, lambda: len(replay.reviewed) > 3)  # the review is drawing
    result.hold()
    await until(pilot, result.held.is_set)
    await pilot.press(leave)
    result.release()
    await until(pilot, lambda: left() and review.stopped.is_set())
    await until(pilot, lambda: late[-1])  # the held result came to the leaving screen ...
    assert errors == [] and app.is_running  # ... and broke nothing


@run_async
async def test_leaving_a_review_opened_from_the_tournament_viewer(tmp_path, endless_review):
    path, review = endless_review
    standings = tmp_path / "standings.toml"
    standings.write_text("", encoding="utf-8")
    app = TournamentViewer(standings, data_dir=tmp_path / "data", theme_dirs=[THEMES], blink=False)
    app.animation_level = "none"
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        replay = GameReplay(read_record(path), str(path))
        app.push_screen(replay)
        await until(pilot, lambda: app.screen is replay)
        await pilot.press("f", "a")
        await leave_with_a_result_on_its_way(
            pilot, replay, review, "q", lambda: isinstance(app.screen, StandingsScreen)
        )
    assert app.return_code in (0, None)


@run_async
async def test_leaving_a_review_opened_from_the_end_screen(tmp_path, endless_review):
    path, review = endless_review
    app = late_app(tmp_path / "data", play_settings(seats=("human", "greedy"), target=1), seed=11)
    async with app.run_test(size=SIZE) as pilot:
        await play_to_the_end(pilot, by_mouse=False)
        assert isinstance(app.screen, EndScreen)
        await pilot.click("#review")
        await until(pilot, lambda: isinstance(app.screen, ReplayScreen))
        await leave_with_a_result_on_its_way(
            pilot,
            app.screen,
            review,
            "q",
            lambda: isinstance(app.screen, EndScreen),  # back where it came from
        )
    assert app.return_code in (0, None)
