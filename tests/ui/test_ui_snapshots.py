"""Snapshot tests of every screen at the two advertised sizes, 80×24 (the minimum) and
100×32: seeded games, a fixed start time, no blinking, no animation, instant speed.

Review tests/__snapshots__ (or snapshot_report.html after a failure) before any
`--snapshot-update`: a snapshot is only as right as the screen someone looked at. Render
an SVG as a picture (`rsvg-convert x.svg -o x.png`) and check that nothing is cut off,
nothing overlaps, every word is in the chosen language and nothing is hidden.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers.net_helpers import late_table, running_host
from helpers.ui_factory import (
    finished_record,
    hold_dialogs,
    make_app,
    play_settings,
    saved_match,
    settle,
    show_held,
    start_late,
    until,
)

from escoba_tui.arena.referee import play_game
from escoba_tui.game.record import record_from_outcome, write_record
from escoba_tui.game.rules import make_rules
from escoba_tui.net.host import load_tables
from escoba_tui.net.table import TableConfig
from escoba_tui.players import make_player
from escoba_tui.ui.screens.base import Review
from escoba_tui.ui.screens.game import GameScreen
from escoba_tui.ui.screens.modals import CountScreen, EndScreen, HelpScreen
from escoba_tui.ui.screens.net_game import NetGameScreen, WaitScreen

pytestmark = pytest.mark.shipped_textual  # also run with Textual as it ships (tests/ui/conftest.py)

DATA = "data"  # a data dir relative to the test's own working directory: paths on screen stay the same
SIZES = [(80, 24), (100, 32)]
at_both_sizes = pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])


@pytest.fixture(autouse=True)
def in_tmp(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)


async def press_until(pilot, kind, key="enter", limit=200):
    """Press `key` until the screen is a `kind` (a match played on by Enter)."""
    for _ in range(limit):
        await settle(pilot)
        if isinstance(pilot.app.screen, kind):
            return
        await pilot.press(key)
    raise AssertionError(f"never reached {kind.__name__}")


def pressing(*keys):
    """A run_before that waits for the game, presses the keys one at a time, and waits again."""

    async def run_before(pilot):
        await settle(pilot)
        for key in keys:
            await pilot.press(key)
            await settle(pilot)

    return run_before


def reviewed_then(*keys):
    """A run_before for the replay viewer: flip to the other side, review the match and wait
    for the review to be done (its summary set: model state, not idleness), then the keys."""

    async def run_before(pilot):
        await settle(pilot)
        await pilot.press("f", "a")
        await until(pilot, lambda: bool(pilot.app.screen.review_summary), timeout=60)
        for key in keys:
            await pilot.press(key)
            await settle(pilot)

    return run_before


def a_record(tmp_path: Path) -> Path:
    rules = make_rules("escoba", target=5)
    players = [make_player("greedy", seed=1), make_player("random", seed=2)]
    outcome = play_game(players, rules, names=["Ada", "Bruno"], specs=["greedy", "random"], seed=8)
    return write_record(record_from_outcome(outcome), tmp_path / "game.toml")


@at_both_sizes
class TestSetup:
    def test_setup_screen(self, snap_compare, size):
        assert snap_compare(make_app(DATA), terminal_size=size, run_before=settle)

    def test_setup_offers_the_saved_match_with_its_seats_as_text(self, snap_compare, size):
        saved_match(Path(DATA), players=("human", "cmd:python3 bots/mine.py"), moves=2)
        assert snap_compare(make_app(DATA), terminal_size=size, run_before=settle)

    def test_resuming_a_save_that_runs_a_program_asks_first(self, snap_compare, size):
        saved_match(Path(DATA), players=("human", "cmd:python3 bots/mine.py"), moves=2)

        async def run_before(pilot):
            await settle(pilot)
            # Enter (the focus starts on Resume), not a click (a mouse left over the dimmed
            # button drew it hovered or not), and no pressed-button flash: its timer runs or not
            # before the question covers the screen, as timing has it, and the picture flickered.
            pilot.app.screen.query_one("#resume").active_effect_duration = 0
            await pilot.press("enter")
            await settle(pilot)

        assert snap_compare(make_app(DATA), terminal_size=size, run_before=run_before)


def test_too_small(snap_compare):
    assert snap_compare(make_app(DATA, play=play_settings()), terminal_size=(70, 20), run_before=settle)


class TestGame:
    @pytest.mark.parametrize(
        "faces, size",
        [("spanish", (80, 24)), ("spanish", (100, 32)), ("italian", (80, 24)), ("french", (80, 24))],
        ids=["spanish-80x24", "spanish-100x32", "italian-80x24", "french-80x24"],
    )
    def test_game_in_progress(self, snap_compare, faces, size):
        app = make_app(DATA, seed=3, play=play_settings(faces=faces, show_values=faces != "french"))
        assert snap_compare(app, terminal_size=size, run_before=pressing("enter", "enter", "enter"))

    @at_both_sizes
    def test_capture_choice_highlights_the_cards(self, snap_compare, size):
        # Seed 1: the first card of the hand (8 of bastos) takes 3o+4e or 2o+2c+3o; show the second.
        app = make_app(DATA, seed=1, play=play_settings())
        assert snap_compare(app, terminal_size=size, run_before=pressing("1", "c"))

    @at_both_sizes
    def test_hint_and_count(self, snap_compare, size):
        app = make_app(DATA, seed=3, play=play_settings())
        assert snap_compare(app, terminal_size=size, run_before=pressing("enter", "h", "t"))

    @at_both_sizes
    def test_undo_takes_back_the_last_move(self, snap_compare, size):
        # Two moves of the human's, the second taken back: the first one's play stays on the board.
        app = make_app(DATA, seed=3, play=play_settings())
        assert snap_compare(app, terminal_size=size, run_before=pressing("enter", "enter", "u"))

    @at_both_sizes
    def test_privacy_screen(self, snap_compare, size):
        app = make_app(DATA, seed=4, play=play_settings(seats=("human", "human"), names=["Ada", "Bea"]))
        assert snap_compare(app, terminal_size=size, run_before=settle)

    @at_both_sizes
    def test_help(self, snap_compare, size):
        app = make_app(DATA, play=play_settings())
        assert snap_compare(app, terminal_size=size, run_before=pressing("question_mark"))

    @at_both_sizes
    def test_help_scrolled_to_the_end(self, snap_compare, size):
        app = make_app(DATA, play=play_settings())

        async def run_before(pilot):
            await pressing("question_mark", "end")(pilot)
            assert isinstance(pilot.app.screen, HelpScreen)

        assert snap_compare(app, terminal_size=size, run_before=run_before)


@at_both_sizes
class TestEnds:
    # Both start at the last move before the screen they show (the same match as played
    # from its first card: the same seed, the same moves), not at the first card.
    def test_end_of_hand_count(self, snap_compare, size):
        async def run_before(pilot):
            await start_late(pilot, play_settings(target=21, faces="french"), seed=3, stop="hand")
            # The count is held back until the board under it has drawn the hand's last move
            # (pushed at once, it froze the move log half scrolled once in a while).
            held = hold_dialogs(pilot.app, CountScreen)
            await pilot.press("enter")  # the last move of ours; the computer's reply ends the hand
            await show_held(pilot, held, over=GameScreen)

        assert snap_compare(make_app(DATA, seed=3), terminal_size=size, run_before=run_before)

    def test_end_of_match(self, snap_compare, size, monkeypatch):
        # The accuracy line: the match analysed with a fixed number of worlds, waited for.
        monkeypatch.setattr(Review, "ITERS", 3)

        async def run_before(pilot):
            await start_late(pilot, play_settings(target=3, faces="french"), seed=3)
            # As the count: the end screen is held back until the board under it has drawn.
            held = hold_dialogs(pilot.app, EndScreen)
            await press_until(pilot, CountScreen)  # our last move; the computer's reply ends the match
            await pilot.press("enter")
            await show_held(pilot, held, over=GameScreen)
            await until(pilot, lambda: pilot.app.screen.analysis is not None)

        assert snap_compare(make_app(DATA, seed=3, end_review=True), terminal_size=size, run_before=run_before)


@at_both_sizes
class TestReplay:
    def test_replay_viewer(self, snap_compare, tmp_path, size):
        app = make_app(DATA, replay=a_record(tmp_path))
        assert snap_compare(app, terminal_size=size, run_before=pressing(*["right"] * 5))

    def test_review(self, snap_compare, tmp_path, size, monkeypatch):
        # A fixed number of searches per move: the labels are the same on every machine.
        monkeypatch.setattr(Review, "ITERS", 4)
        app = make_app(DATA, replay=a_record(tmp_path))
        assert snap_compare(app, terminal_size=size, run_before=pressing("a", *["right"] * 5))


@at_both_sizes
class TestPractice:
    """A mistake tried again from the review, and a puzzle from a record of a person's match."""

    @pytest.fixture(autouse=True)
    def quick(self, monkeypatch):
        from escoba_tui.study import practice

        monkeypatch.setattr(
            Review, "ITERS", 25
        )  # the noise line is drawn at this budget: 10 worlds call every loss noise, 25 find its mistakes
        monkeypatch.setattr(practice, "MAX_SEARCHED", 0)  # exact puzzles only: the same on every machine

    # Drawn at every refresh, as Textual ships: drawn only when looked at, the log's scrollbar
    # thumb shows where the log was before its last lines were wrapped.
    @pytest.mark.every_refresh_drawn
    def test_a_mistake_tried_again(self, snap_compare, tmp_path, size):
        app = make_app(DATA, replay=a_record(tmp_path))
        assert snap_compare(app, terminal_size=size, run_before=reviewed_then("m"))  # Bruno (random) makes the mistakes

    @pytest.mark.every_refresh_drawn
    def test_a_mistake_tried_again_judged(self, snap_compare, tmp_path, size):
        app = make_app(DATA, replay=a_record(tmp_path))
        assert snap_compare(app, terminal_size=size, run_before=reviewed_then("m", "enter"))

    def test_a_puzzle(self, snap_compare, size):
        finished_record(Path(DATA) / "records")
        app = make_app(DATA, puzzles=True)
        assert snap_compare(app, terminal_size=size, run_before=pressing())

    def test_a_puzzle_solved(self, snap_compare, size):
        finished_record(Path(DATA) / "records")
        app = make_app(DATA, puzzles=True)
        assert snap_compare(app, terminal_size=size, run_before=pressing("enter"))


@at_both_sizes
class TestJoin:
    """`escoba join`'s screens, against a host the test starts on 127.0.0.1."""

    @pytest.fixture(autouse=True)
    def frozen_clock(self, monkeypatch):
        # The host's clocks as told, not counting down: the picture cannot depend on how long
        # the test took to get there.
        from types import SimpleNamespace

        from escoba_tui.ui import net_session

        monkeypatch.setattr(net_session, "time", SimpleNamespace(monotonic=lambda: 1000.0))

    def join_app(self, host, code, token=None):
        from helpers.ui_factory import THEMES

        from escoba_tui.net.client import UI_EXTENSIONS, SeatClient
        from escoba_tui.ui.join_app import JoinApp

        # As `escoba join` connects: asking for presence and the rematch.
        client = SeatClient("127.0.0.1", host.port, code, "Ana", token=token, extensions=UI_EXTENSIONS)
        client.connect()
        app = JoinApp(client, speed="instant", data_dir=Path(DATA), theme_dirs=[THEMES], blink=False, language="en")
        app.animation_level = "none"
        return app

    def test_waiting_for_the_other_players(self, snap_compare, size, tmp_path):
        config = TableConfig(seats=["remote", "remote", "greedy"], target=2, seed=21, code="k7m2p")
        with running_host([config], tmp_path / "host") as host:

            async def run_before(pilot):
                await until(pilot, lambda: isinstance(pilot.app.screen, WaitScreen))

            assert snap_compare(self.join_app(host, config.code), terminal_size=size, run_before=run_before)

    def test_the_game_at_a_hosted_table(self, snap_compare, size, tmp_path):
        config = TableConfig(seats=["remote", "greedy"], target=2, seed=8, code="k7m2p")
        with running_host([config], tmp_path / "host") as host:

            async def run_before(pilot):
                def our_turn():
                    screen = pilot.app.screen
                    return isinstance(screen, NetGameScreen) and screen.human_turn()

                # One move of ours and the computer's reply, then our turn again (the
                # reader of the host's messages never ends: no settle() here).
                await until(pilot, our_turn)
                played = len(pilot.app.screen.hand.history)
                await pilot.press("1", "enter")
                await until(pilot, lambda: our_turn() and len(pilot.app.screen.hand.history) >= played + 2)
                await pilot.pause(0.2)

            assert snap_compare(self.join_app(host, config.code), terminal_size=size, run_before=run_before)

    def test_the_end_of_a_hosted_match_offers_the_hosts_rematch(self, snap_compare, size, tmp_path):
        from escoba_tui.ui.screens.net_game import NetEndScreen

        config = TableConfig(seats=["remote", "greedy"], target=1, seed=8, code="k7m2p")
        # From the match's last cards: played there by a bot, the host stopped and started
        # again on its state, the seat taken back by its token (as `escoba join` does).
        token = late_table(config, tmp_path / "host", ["Ana", ""])[0]
        with running_host([], tables=load_tables(tmp_path / "host")) as host:

            async def run_before(pilot):
                app = pilot.app

                def ready():
                    screen = app.screen
                    return isinstance(screen, (CountScreen, NetEndScreen)) or (
                        isinstance(screen, NetGameScreen) and screen.human_turn()
                    )

                for _ in range(200):
                    await until(pilot, ready)
                    if isinstance(app.screen, NetEndScreen):
                        break
                    if isinstance(app.screen, CountScreen):
                        await pilot.press("enter")
                    else:
                        await pilot.press("1", "enter")
                    await pilot.pause(0.05)
                await until(pilot, lambda: app.screen.offered())
                await pilot.pause(0.2)

            assert snap_compare(self.join_app(host, config.code, token), terminal_size=size, run_before=run_before)
