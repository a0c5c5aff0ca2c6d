"""Review: the replay viewer labels every move with the analysis, filling in as it goes."""

import pytest
from helpers.playing import play_to_the_end
from helpers.ui_factory import (
    SIZE,
    EndlessReview,
    HeldResult,
    late_app,
    late_results,
    make_app,
    play_settings,
    run_async,
    screen_text,
    settle,
    until,
)

from escoba_tui.arena.series import play_series
from escoba_tui.game.record import read_record
from escoba_tui.game.rules import make_rules
from escoba_tui.ui.screens.base import Review
from escoba_tui.ui.screens.modals import EndScreen
from escoba_tui.ui.screens.replay import ReplayScreen
from escoba_tui.ui.screens.setup import SetupScreen


@pytest.fixture(autouse=True)
def quick_review(monkeypatch):
    monkeypatch.setattr(Review, "ITERS", 4)


@run_async
async def test_the_replay_viewer_reviews_any_record(tmp_path):
    play_series(["greedy", "random"], make_rules("escoba", target=3), 1, seed=2, records=tmp_path)
    app = make_app(tmp_path / "data", replay=tmp_path / "game-1.toml")
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, ReplayScreen) and not screen.reasons
        await pilot.press("a")
        await settle(pilot)
        moves = sum(len(h.moves) for h in screen.record.hands)
        assert len(screen.reviewed) == moves
        assert screen.review_summary.startswith("review: ")
        labels = {"best", "good", "inaccuracy", "mistake", "blunder"}
        assert screen.reasons and all(text.split(":")[0] in labels for text in screen.reasons.values())
        for _ in range(6):
            await pilot.press("right")
        await pilot.pause()
        text = screen_text(app)
        assert "review: " in text
        assert any(label in text for label in labels)


@run_async
async def test_review_after_a_match_opens_the_labelled_replay(tmp_path):
    app = late_app(tmp_path, play_settings(seats=("human", "greedy"), target=1), seed=11)  # at its last move
    async with app.run_test(size=SIZE) as pilot:
        await play_to_the_end(pilot, by_mouse=False)
        assert isinstance(app.screen, EndScreen)
        await pilot.click("#review")
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, ReplayScreen)
        assert screen.review_summary and len(screen.reviewed) == sum(len(h.moves) for h in screen.record.hands)
        await pilot.press("q")
        await settle(pilot)
        assert isinstance(app.screen, SetupScreen)


@run_async
async def test_leaving_the_replay_while_the_review_runs_is_no_crash(tmp_path, monkeypatch):
    import escoba_tui.study.analyze as analyze

    play_series(["greedy", "random"], make_rules("escoba", target=1), 1, seed=2, records=tmp_path)
    record = read_record(tmp_path / "game-1.toml")
    review = EndlessReview(record)  # a review that never ends
    monkeypatch.setattr(analyze, "analyze_apart", review)
    app = make_app(tmp_path / "data", seed=11, play=play_settings(seats=("human", "greedy"), target=1))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        result = HeldResult(app)
        screen = ReplayScreen(record, "game-1.toml", back=True)
        app.push_screen(screen)
        await until(pilot, lambda: app.screen is screen)
        late, errors = late_results(screen, "review_in")
        await pilot.press("a")
        await until(pilot, lambda: len(screen.reviewed) > 3)  # the review is drawing
        result.hold()  # its next result, made and sent, has not arrived ...
        await until(pilot, result.held.is_set)
        await pilot.press("q")  # ... when the replay goes
        result.release()
        await until(pilot, lambda: isinstance(app.screen, SetupScreen) and review.stopped.is_set())
        await until(pilot, lambda: late[-1])  # that result came to the leaving screen ...
        assert errors == [] and app.is_running  # ... and broke nothing
    assert app.return_code in (0, None)


@run_async
async def test_keys_are_handled_and_q_ends_the_search_at_once_while_a_review_runs(tmp_path, monkeypatch):
    """Issue 37.10: the review searched in a thread of the UI's process: the arrow keys
    waited seconds behind it and `q` waited for the move being searched to end. A review
    of a million worlds a move (minutes for its first move): the arrows move the replay,
    `q` goes back to the menu, and the search is over (no worker, no child process) without
    waiting for that move."""
    import multiprocessing

    from escoba_tui.players.limits import MAX_ITERS

    monkeypatch.setattr(Review, "ITERS", MAX_ITERS)
    play_series(["greedy", "random"], make_rules("escoba", target=1), 1, seed=2, records=tmp_path)
    record = read_record(tmp_path / "game-1.toml")
    app = make_app(tmp_path / "data", seed=11, play=play_settings(seats=("human", "greedy"), target=1))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        screen = ReplayScreen(record, "game-1.toml", back=True)
        app.push_screen(screen)
        await until(pilot, lambda: app.screen is screen)
        await pilot.press("a")
        await until(pilot, lambda: any(w.is_running for w in screen.workers))  # the review is searching
        for k in range(1, 4):
            await pilot.press("right")
            await until(pilot, lambda k=k: screen.move_index == k)
        assert not screen.reviewed  # still on its first move
        await pilot.press("q")
        await until(
            pilot,
            lambda: (
                isinstance(app.screen, SetupScreen)
                and not any(w.is_running for w in app.workers)
                and not multiprocessing.active_children()
            ),
        )
