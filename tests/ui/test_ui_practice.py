"""Practice: a match played, its review, a mistake tried again, and a puzzle built from that
match solved (issue 22 items 3 and 4)."""

from __future__ import annotations

import json

import pytest
from helpers.ui_factory import (
    SIZE,
    finished_record,
    late_app,
    make_app,
    play_settings,
    run_async,
    screen_text,
    settle,
    until,
)

from escoba_tui.game.cards import Move
from escoba_tui.study import practice, saves
from escoba_tui.ui.screens.base import Review
from escoba_tui.ui.screens.modals import EndScreen
from escoba_tui.ui.screens.practice import PuzzleScreen, RetryScreen
from escoba_tui.ui.screens.replay import ReplayScreen
from escoba_tui.ui.screens.setup import SetupScreen
from escoba_tui.ui.widgets.hand import HandView
from escoba_tui.ui.widgets.move_log import log_lines
from escoba_tui.ui.widgets.seats import SeatsView
from escoba_tui.ui.widgets.table import TableView

SEED = 2  # this match's last deal has a position where one move is exactly best by a point


@pytest.fixture(autouse=True)
def quick(monkeypatch):
    # The review at 4 worlds a move (its labels are then the same on every machine), and
    # puzzles from exact positions only: searched ones take seconds each.
    monkeypatch.setattr(Review, "ITERS", 10)  # at 4 worlds every loss is within the noise: no mistake to try again
    monkeypatch.setattr(practice, "MAX_SEARCHED", 0)


async def finish_late_match(pilot) -> None:
    """The match (`late_app`'s, from its last human move): Enter (the first card's first option) to the end."""
    app = pilot.app
    await settle(pilot)
    await pilot.press("enter")
    for _ in range(20):
        await settle(pilot)
        if isinstance(app.screen, EndScreen):
            return
        await pilot.press("enter")  # the count of the hand
    raise AssertionError("the match never ended")


@pytest.mark.slow
@run_async
async def test_a_mistake_tried_again_and_a_puzzle_from_the_same_match(tmp_path):
    app = late_app(tmp_path, play_settings(seats=("human", "greedy"), target=1), seed=SEED)
    async with app.run_test(size=SIZE) as pilot:
        await finish_late_match(pilot)
        await pilot.click("#review")
        await settle(pilot)
        replay = app.screen
        assert isinstance(replay, ReplayScreen) and replay.review_summary
        mistakes = replay.your_mistakes()
        assert mistakes and all(m.seat == 0 and m.label in ("mistake", "blunder") for m in mistakes)

        await pilot.press("m")
        await settle(pilot)
        retry = app.screen
        assert isinstance(retry, RetryScreen) and len(retry.exercises) == len(mistakes)
        first = mistakes[0]
        state = retry.hand
        # The position as the player saw it: before the move, their hand, no other hand shown.
        assert state is replay.states[first.hand - 1][first.index - 1] and state.turn == 0
        assert not retry.query_one(SeatsView).has_class("-reveal")
        text = screen_text(app)
        assert "▒" in text  # the other hand's backs
        other = state.hands[1]
        assert not any(retry.look.name(c) in text for c in other)
        # The best move, chosen: found.
        best = state.find_legal(Move.parse(first.best))
        retry.choose_move(best)
        await pilot.press("enter")
        await settle(pilot)
        assert retry.phase == "answered" and retry.verdict.found and retry.results == [True]
        assert "✓" in screen_text(app)
        # The next one (m): the move played then is chosen again: not found, the reason given.
        if len(mistakes) > 1:
            await pilot.press("m")
            await settle(pilot)
            second = mistakes[1]
            played = retry.hand.find_legal(Move.parse(second.played))
            retry.choose_move(played)
            await pilot.press("enter")
            await settle(pilot)
            verdict = retry.verdict
            assert not verdict.found and verdict.label in ("mistake", "blunder") and verdict.reason
            assert retry.results == [True, False]
            # The best move is on show on the table, its card and what it takes.
            assert str(retry.query_one("#last").render()).startswith("Best: ")
        while retry.at < len(retry.exercises) - 1:
            await pilot.press("m")
            await settle(pilot)
        assert "found" in screen_text(app)
        found, tried = sum(retry.results), len(retry.results)
        assert f"{found} of {tried} found" in screen_text(app)
        await pilot.press("q")
        await settle(pilot)
        assert app.screen is replay
        await pilot.press("q")  # back to the end of the match, then a new one from the menu
        await settle(pilot)
        assert isinstance(app.screen, EndScreen)
        await pilot.press("n")
        await settle(pilot)
        assert isinstance(app.screen, SetupScreen)

        # Puzzles, from the setup screen: that match's record gives one.
        await pilot.click("#puzzles")
        await until(pilot, lambda: isinstance(app.screen, PuzzleScreen) and app.screen.book is not None)
        puzzles = app.screen
        record = sorted(saves.records_dir(tmp_path).glob("*.toml"))[-1]
        assert puzzles.exercises and all(e.key.startswith(str(SEED)) for e in puzzles.exercises)
        book = practice.load(tmp_path).book
        puzzle = next(p for p in book.puzzles if p.id == puzzles.exercise.key)
        assert puzzle.source == record.name and puzzle.exact and puzzle.margin >= practice.EXACT_MARGIN
        assert not puzzles.query_one(SeatsView).has_class("-reveal")
        puzzles.choose_move(puzzles.hand.find_legal(puzzle.best))
        await pilot.press("enter")
        await settle(pilot)
        assert puzzles.verdict.found and "1 of 1 solved" in screen_text(app)
        kept = json.loads(practice.book_path(tmp_path).read_text())
        solved = next(p for p in kept["puzzles"] if p["id"] == puzzle.id)
        assert (solved["box"], solved["tries"], solved["solved"]) == (2, 1, 1)  # comes back in a day
        await pilot.press("q")
        await settle(pilot)
        assert isinstance(app.screen, SetupScreen)


@run_async
async def test_m_starts_the_review_then_tries_the_followed_players_mistakes(tmp_path):
    from escoba_tui.arena.series import play_series
    from escoba_tui.game.rules import make_rules

    play_series(["greedy", "random"], make_rules("escoba", target=1), 1, seed=2, records=tmp_path)
    app = make_app(tmp_path / "data", replay=tmp_path / "game-1.toml")
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        replay = app.screen
        await pilot.press("m")  # before the review: m starts it
        assert replay.review_total is not None and app.screen is replay
        await settle(pilot)
        await pilot.press("f")  # computers only: the mistakes of the seat the hand panel follows
        mistakes = replay.your_mistakes()
        assert mistakes and {m.seat for m in mistakes} == {1}
        await pilot.press("m")
        await settle(pilot)
        retry = app.screen
        assert isinstance(retry, RetryScreen) and retry.hand.turn == 1
        await pilot.press("m")  # skipped: not counted
        await settle(pilot)
        await pilot.press("q")
        await settle(pilot)
        last = mistakes[min(1, len(mistakes) - 1)]
        assert app.screen is replay and (replay.hand_index, replay.move_index) == (last.hand - 1, last.index - 1)


@run_async
async def test_a_puzzle_of_a_later_hand_says_that_hand_everywhere(tmp_path):
    # Seed 4's match to 21 gives its first puzzle in hand 3: the status line, the table's
    # title and the move log all say hand 3 (the position was dealt alone, as hand 1).
    finished_record(saves.records_dir(tmp_path), seed=4, target=21)
    app = make_app(tmp_path, puzzles=True)
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: isinstance(app.screen, PuzzleScreen) and app.screen.exercise is not None)
        await settle(pilot)
        screen = app.screen
        puzzle = next(p for p in practice.load(tmp_path).book.puzzles if p.id == screen.exercise.key)
        assert puzzle.hand > 1 and screen.hand.hand_number == puzzle.hand
        assert f"hand {puzzle.hand}, move {puzzle.index}" in screen.status
        assert screen.query_one(TableView).subtitle.startswith(f"Hand {puzzle.hand} · ")
        assert log_lines(screen.hand, screen.names, screen.look)[0].startswith(f"— Hand {puzzle.hand}: ")
        text = screen_text(app)
        assert f"Hand {puzzle.hand} · " in text and "Hand 1" not in text


def shown(widget, grid: str) -> list:
    return [view.card for view in widget.query(f"{grid} CardView") if view.display]


@pytest.mark.parametrize("seed,lang", [(2, "en"), (5, "fr"), (2, "es"), (5, "pt")])
@run_async
async def test_the_answer_shows_the_table_and_hand_the_best_move_leaves(tmp_path, seed, lang):
    # Seed 2's puzzle is best played to the table, seed 5's by a capture. Once answered, the
    # table and the hand are drawn as the best move leaves them (no card marked, the played
    # one out of the hand), under a title that says so whole at 80 columns.
    from escoba_tui.i18n import catalogue as S

    finished_record(saves.records_dir(tmp_path), seed=seed)
    app = make_app(tmp_path, puzzles=True, language=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, PuzzleScreen) and app.screen.exercise is not None)
        screen = app.screen
        before = screen.hand.copy()
        best = next(p for p in practice.load(tmp_path).book.puzzles if p.id == screen.exercise.key).best
        screen.choose_move(before.find_legal(best))
        await pilot.press("enter")
        await until(pilot, lambda: screen.phase == "answered")
        await settle(pilot)
        after = before.copy()
        after.play(best)
        table, hand = screen.query_one(TableView), screen.query_one(HandView)
        assert sorted(shown(table, "#table-cards")) == sorted(after.table)
        assert shown(hand, "#hand-cards") == [c for c in before.hands[before.turn] if c != best.card]
        assert not any(v.has_class("-taken") for v in table.query("#table-cards CardView") if v.display)
        title = S.TABLE_TITLE_MADE.format(total=sum(before.rules.values[c] for c in after.table))
        assert str(table.border_title) == title and title in screen_text(app)
        # The footer says what Enter does now: go on, not play (issue 37).
        keys = {b.key: b.description for _, b, on, _ in screen.active_bindings.values() if on and b.show}
        assert keys["enter"] == "KEY_NEXT"
        await settle(pilot)
        assert S.KEY_NEXT in screen_text(app).splitlines()[-1] and S.KEY_PLAY not in screen_text(app).splitlines()[-1]
        buttons = {b.id for b in screen.query_one(HandView).query("PadButton") if b.display}
        assert "b-next" in buttons and "b-play" not in buttons
        at = screen.at
        await pilot.press("enter")
        await until(pilot, lambda: screen.at == at + 1)
