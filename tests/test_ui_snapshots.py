"""Snapshot tests of the full-screen game: fixed size, seeded games, no blinking, no animation.

Review tests/__snapshots__ (or snapshot_report.html after a failure) before any
`--snapshot-update`: a snapshot is only as right as the screen someone looked at.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from escoba_tui.players import make_player
from escoba_tui.record import record_from_outcome, write_record
from escoba_tui.referee import play_game
from escoba_tui.rules import make_rules
from escoba_tui.ui.screens.modals import CountScreen, EndScreen

from ui_factory import SIZE, make_app, play_settings, saved_match, settle

DATA = "data"  # a data dir relative to the test's own working directory: paths on screen stay the same


@pytest.fixture(autouse=True)
def in_tmp(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)


async def until(pilot, kind, key="enter", limit=200):
    for _ in range(limit):
        await settle(pilot)
        if isinstance(pilot.app.screen, kind):
            return
        await pilot.press(key)
    raise AssertionError(f"never reached {kind.__name__}")


class TestSetup:
    def test_setup_screen(self, snap_compare):
        assert snap_compare(make_app(DATA), terminal_size=SIZE, run_before=settle)

    def test_setup_offers_the_saved_match_with_its_seats_as_text(self, snap_compare):
        saved_match(Path(DATA), players=("human", "cmd:python3 bots/mine.py"), moves=2)
        assert snap_compare(make_app(DATA), terminal_size=SIZE, run_before=settle)

    def test_resuming_a_save_that_runs_a_program_asks_first(self, snap_compare):
        saved_match(Path(DATA), players=("human", "cmd:python3 bots/mine.py"), moves=2)

        async def run_before(pilot):
            await settle(pilot)
            # Enter (the focus starts on Resume), not a click (a mouse left over the dimmed
            # button drew it hovered or not), and no pressed-button flash: its timer runs or not
            # before the question covers the screen, as timing has it, and the picture flickered.
            pilot.app.screen.query_one("#resume").active_effect_duration = 0
            await pilot.press("enter")
            await settle(pilot)

        assert snap_compare(make_app(DATA), terminal_size=SIZE, run_before=run_before)

    def test_too_small(self, snap_compare):
        assert snap_compare(make_app(DATA, play=play_settings()), terminal_size=(70, 20), run_before=settle)


class TestGame:
    @pytest.mark.parametrize("faces", ["spanish", "italian", "french"])
    def test_game_in_progress(self, snap_compare, faces):
        async def run_before(pilot):
            await settle(pilot)
            for _ in range(3):
                await pilot.press("enter")
                await settle(pilot)

        app = make_app(DATA, seed=3, play=play_settings(faces=faces, show_values=faces != "french"))
        assert snap_compare(app, terminal_size=SIZE, run_before=run_before)

    def test_capture_choice_highlights_the_cards(self, snap_compare):
        # Seed 1: the first card of the hand (8 of bastos) takes 3o+4e or 2o+2c+3o; show the second.
        async def run_before(pilot):
            await settle(pilot)
            await pilot.press("1", "c")
            await settle(pilot)

        assert snap_compare(make_app(DATA, seed=1, play=play_settings()), terminal_size=SIZE, run_before=run_before)

    def test_hint_and_count(self, snap_compare):
        async def run_before(pilot):
            await settle(pilot)
            await pilot.press("enter")
            await settle(pilot)
            await pilot.press("h", "t")
            await settle(pilot)

        assert snap_compare(make_app(DATA, seed=3, play=play_settings()), terminal_size=SIZE, run_before=run_before)

    def test_privacy_screen(self, snap_compare):
        app = make_app(DATA, seed=4, play=play_settings(seats=("human", "human"), names=["Ada", "Bea"]))
        assert snap_compare(app, terminal_size=SIZE, run_before=settle)

    def test_help(self, snap_compare):
        async def run_before(pilot):
            await settle(pilot)
            await pilot.press("question_mark")
            await settle(pilot)

        assert snap_compare(make_app(DATA, play=play_settings()), terminal_size=SIZE, run_before=run_before)


class TestEnds:
    def test_end_of_hand_count(self, snap_compare):
        async def run_before(pilot):
            await until(pilot, CountScreen)

        app = make_app(DATA, seed=3, play=play_settings(target=21, faces="french"))
        assert snap_compare(app, terminal_size=SIZE, run_before=run_before)

    def test_end_of_match(self, snap_compare):
        async def run_before(pilot):
            await until(pilot, EndScreen)

        app = make_app(DATA, seed=3, play=play_settings(target=3, faces="french"))
        assert snap_compare(app, terminal_size=SIZE, run_before=run_before)


class TestReplay:
    def test_replay_viewer(self, snap_compare, tmp_path):
        rules = make_rules("escoba", target=5)
        players = [make_player("greedy", seed=1), make_player("random", seed=2)]
        outcome = play_game(players, rules, names=["Ada", "Bruno"], specs=["greedy", "random"], seed=8)
        path = write_record(record_from_outcome(outcome), tmp_path / "game.toml")

        async def run_before(pilot):
            await settle(pilot)
            await pilot.press("right", "right", "right", "right", "right")
            await settle(pilot)

        assert snap_compare(make_app(DATA, replay=path), terminal_size=SIZE, run_before=run_before)
