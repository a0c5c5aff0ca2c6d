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
        assert isinstance(app.screen, EndScreen)  # back where the review came from
        await pilot.press("n")
        await settle(pilot)
        assert isinstance(app.screen, SetupScreen)


@pytest.mark.parametrize("language", ["en", "fr", "es", "pt"])
@run_async
async def test_q_in_the_review_goes_back_to_the_end_screen_and_every_label_says_so(tmp_path, language):
    from textual.widgets import Static

    from escoba_tui.i18n import catalogue as S
    from escoba_tui.ui.screens.modals import HelpScreen

    app = late_app(tmp_path, play_settings(seats=("human", "greedy"), target=1), seed=11, language=language)
    async with app.run_test(size=SIZE) as pilot:
        await play_to_the_end(pilot, by_mouse=False)
        end = app.screen
        assert isinstance(end, EndScreen)
        await pilot.press("v")
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, ReplayScreen) and screen.leave_action == "back_replay"
        # The side text, the footer and the help all say q goes back.
        assert str(screen.query_one("#replay-keys", Static).render()) == S.REPLAY_HELP_BACK
        shown = " ".join(screen_text(app).split())
        assert f"q {S.KEY_BACK}" in shown and f"q {S.KEY_QUIT}" not in shown
        await pilot.press("question_mark")
        await settle(pilot)
        rows = app.screen.key_rows()
        assert isinstance(app.screen, HelpScreen)
        assert ("q", S.HELP_REPLAY_KEYS["back_replay"]) in rows
        assert S.HELP_REPLAY_KEYS["quit_replay"] not in {what for _, what in rows}
        await pilot.press("escape")
        await settle(pilot)
        await pilot.press("q")
        await settle(pilot)
        assert app.screen is end  # the same end screen, its buttons and accuracy still there
        assert isinstance(app.screen, EndScreen) and app.is_running


@run_async
async def test_q_in_a_replay_of_a_file_quits_and_says_so(tmp_path):
    from textual.widgets import Static

    from escoba_tui.i18n import catalogue as S

    play_series(["greedy", "random"], make_rules("escoba", target=1), 1, seed=2, records=tmp_path)
    app = make_app(tmp_path / "data", replay=tmp_path / "game-1.toml")
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        screen = app.screen
        assert str(screen.query_one("#replay-keys", Static).render()) == S.REPLAY_HELP
        shown = " ".join(screen_text(app).split())
        assert f"q {S.KEY_QUIT}" in shown and f"q {S.KEY_BACK}" not in shown
        await pilot.press("q")
        await settle(pilot)
    assert app.return_code == 0 and not app.is_running


@pytest.mark.parametrize("size", [(80, 24), (100, 32)], ids=["80x24", "100x32"])
@run_async
async def test_the_review_from_the_end_screen_draws_the_position_as_the_replay_of_its_file(tmp_path, size):
    from escoba_tui.ui.widgets.seats import SeatHand, SeatsView

    def others(screen):
        return [
            (str(cell.name_line.render()), [v.card for v in cell.views if v.display])
            for cell in screen.query_one(SeatsView).query(SeatHand)
        ]

    app = late_app(tmp_path, play_settings(seats=("human", "greedy", "greedy"), target=1), seed=11)
    async with app.run_test(size=size) as pilot:
        await play_to_the_end(pilot, by_mouse=False)
        await pilot.press("v")
        await settle(pilot)
        review = app.screen
        assert isinstance(review, ReplayScreen) and (review.hand_index, review.move_index) == (0, 0)
        from_end = others(review)
        path = review.source
    assert [name for name, _ in from_end] == ["Ada", "Bruno"] and all(cards for _, cards in from_end)
    app = make_app(tmp_path, replay=path)  # escoba replay FILE
    async with app.run_test(size=size) as pilot:
        await settle(pilot)
        assert others(app.screen) == from_end


@run_async
async def test_the_review_explains_its_figures_in_a_legend(tmp_path):
    from textual.widgets import Static

    from escoba_tui.i18n import catalogue as S

    play_series(["greedy", "random"], make_rules("escoba", target=1), 1, seed=2, records=tmp_path)
    for language in ("en", "fr"):
        app = make_app(tmp_path / "data", replay=tmp_path / "game-1.toml", language=language)
        async with app.run_test(size=SIZE) as pilot:
            await settle(pilot)
            legend = app.screen.query_one("#review-legend", Static)
            assert not legend.display  # nothing to explain before the review
            await pilot.press("a")
            await settle(pilot)
            assert app.screen.review_summary and legend.display
            text = str(legend.render())
            full = S.ACCURACY_PERCENT.format(n=100)
            assert text == S.REVIEW_LEGEND.format(full=full) and full in text
            assert text.split()[0] == {"en": "Loss:", "fr": "Perte"}[language]


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
        screen = ReplayScreen(record, "game-1.toml", back="menu")
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
async def test_the_review_of_a_hosted_match_says_q_goes_to_the_menu(tmp_path):
    from textual.widgets import Static

    from escoba_tui.i18n import catalogue as S

    play_series(["greedy", "random"], make_rules("escoba", target=1), 1, seed=2, records=tmp_path)
    record = read_record(tmp_path / "game-1.toml")
    app = make_app(tmp_path / "data", play=play_settings(seats=("human", "greedy"), target=1))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        app.open_review(record, tmp_path / "game-1.toml")  # as after a hosted match (its table gone)
        await until(pilot, lambda: isinstance(app.screen, ReplayScreen))
        await settle(pilot)
        screen = app.screen
        assert screen.leave_action == "menu_replay"
        assert str(screen.query_one("#replay-keys", Static).render()) == S.REPLAY_HELP_MENU
        shown = " ".join(screen_text(app).split())
        assert f"q {S.KEY_MENU}" in shown and f"q {S.KEY_QUIT}" not in shown
        await pilot.press("q")
        await until(pilot, lambda: isinstance(app.screen, SetupScreen))


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
        screen = ReplayScreen(record, "game-1.toml", back="menu")
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
