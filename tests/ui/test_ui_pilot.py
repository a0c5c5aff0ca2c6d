"""Pilot tests: whole seeded matches against an AI, by keys only and by mouse only."""

from __future__ import annotations

import pytest
from helpers.playing import final_scores_shown, play_to_the_end
from helpers.ui_factory import SIZE, late_app, make_app, play_settings, run_async, screen_text, settle

from escoba_tui.game.record import read_record, verify
from escoba_tui.study import saves
from escoba_tui.ui.screens.game import GameScreen
from escoba_tui.ui.screens.modals import PrivacyScreen
from escoba_tui.ui.screens.setup import SetupScreen
from escoba_tui.ui.settings import save_settings


@pytest.mark.slow
@pytest.mark.parametrize("by_mouse", [False, True], ids=["keys", "mouse"])
@run_async
async def test_whole_match_against_the_ai(tmp_path, by_mouse):
    settings = play_settings(seats=("human", "greedy"), target=3)
    # The whole match from its first card by keys; by mouse, its last two moves.
    app = late_app(tmp_path, settings, seed=11, left=2) if by_mouse else make_app(tmp_path, seed=11, play=settings)
    async with app.run_test(size=SIZE) as pilot:
        game = await play_to_the_end(pilot, by_mouse)
        match = game.match
        assert match.game.over
        text = screen_text(app)
        assert final_scores_shown(text, ["You", "Ada"]) == match.game.scores
        winner = match.side_name(match.game.winner)
        assert f"{winner} win" in text
        # The finished match was written as a record that replays to the same result.
        record = read_record(game.finished_path)
        replayed = verify(record)
        assert replayed.scores == match.game.scores and record.winner == match.game.winner
        assert not saves.current_save(tmp_path).exists()
        if by_mouse:
            await pilot.click("#quit")
        else:
            await pilot.press("q")
        await pilot.pause()
    assert app.return_code == 0


@run_async
async def test_match_through_setup_by_mouse_remembers_choices(tmp_path):
    save_settings(tmp_path, play_settings(target=2, faces="italian"))
    app = make_app(tmp_path, seed=5)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, SetupScreen)
        assert app.screen.query_one("#target").value == "2"
        await pilot.click("#start")
        await settle(pilot)
        assert isinstance(app.screen, GameScreen)
        assert app.screen.look.style == "italian"
        assert app.screen.match.rules.target == 2


@run_async
async def test_saved_after_every_move_and_resumed(tmp_path):
    app = make_app(tmp_path, seed=9, play=play_settings(target=5))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        screen = app.screen
        for _ in range(3):
            await pilot.press("enter")
            await settle(pilot)
        moves = [str(m) for m in screen.match.game.hands[-1].moves]
        assert len(moves) == 6  # three of ours, three of the AI's
        saved = read_record(saves.current_save(tmp_path))
        assert [str(m) for m in saved.hands[-1].moves] == moves
        verify(saved)
    app = make_app(tmp_path, seed=1)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert "Resume" in screen_text(app)
        await pilot.click("#resume")
        await settle(pilot)
        resumed = app.screen
        assert isinstance(resumed, GameScreen)
        assert [str(m) for m in resumed.match.game.hands[-1].moves] == moves
        assert resumed.human_turn()


@run_async
async def test_hot_seat_hides_hands_between_humans(tmp_path):
    app = make_app(tmp_path, seed=4, play=play_settings(seats=("human", "human"), names=["Ada", "Bea"]))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, PrivacyScreen)
        assert "Pass to Ada" in screen_text(app)
        await pilot.press("enter")
        await settle(pilot)
        game = app.screen
        assert isinstance(game, GameScreen) and game.viewer == 0
        await pilot.press("enter")
        await settle(pilot)
        assert isinstance(app.screen, PrivacyScreen)
        assert game.viewer is None  # nobody's cards while the keyboard changes hands
        assert "Pass to Bea" in screen_text(app)


@run_async
async def test_input_is_answered_while_an_ai_thinks(tmp_path):
    """A slow AI must not block keys: help opens and closes while it thinks."""
    import threading

    from escoba_tui.players import Decision, Player

    release = threading.Event()

    class Slow(Player):
        def decide(self, view, legal):
            release.wait(10)
            return Decision(legal[0], "slow")

    app = make_app(tmp_path, seed=2, play=play_settings(target=3))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        game = app.screen
        game.match.players[1] = Slow()
        await pilot.press("enter")  # our move; now the slow AI thinks
        await pilot.pause()
        assert game.thinking == 1
        await pilot.press("question_mark")
        await pilot.pause()
        assert type(app.screen).__name__ == "HelpScreen"
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is game and game.thinking == 1
        release.set()
        await settle(pilot)
        assert game.thinking is None and game.human_turn()
