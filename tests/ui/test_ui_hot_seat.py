"""The hot-seat privacy screen takes every key: Enter alone continues, q asks to leave."""

from __future__ import annotations

from helpers.ui_factory import SIZE, make_app, play_settings, run_async, screen_text, settle

from escoba_tui.study import saves
from escoba_tui.ui.screens.game import GameScreen
from escoba_tui.ui.screens.modals import LeaveScreen, PrivacyScreen
from escoba_tui.ui.screens.setup import SetupScreen


def hot_seat(tmp_path):
    return make_app(tmp_path, seed=4, play=play_settings(seats=("human", "human"), names=["Ada", "Bea"]))


@run_async
async def test_keys_typed_on_the_privacy_screen_go_nowhere(tmp_path):
    app = hot_seat(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        privacy = app.screen
        assert isinstance(privacy, PrivacyScreen)
        game = app.screen_stack[-2]
        assert isinstance(game, GameScreen) and game.viewer is None
        await pilot.press("e", "e", "space", "escape", "1", "right", "t", "u", "h", "question_mark", "x")
        await settle(pilot)
        assert app.screen is privacy and app.screen_stack[-2] is game
        assert not list(saves.records_dir(tmp_path).glob("*.toml"))  # no export written
        assert game.viewer is None and not game.hint
        await pilot.press("enter")
        await settle(pilot)
        assert app.screen is game and game.viewer == 0 and game.human_turn()
        assert not list(saves.records_dir(tmp_path).glob("*.toml"))


@run_async
async def test_q_on_the_privacy_screen_asks_before_leaving(tmp_path):
    app = hot_seat(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert "q Menu" in screen_text(app)
        for stay in ("n", "escape", "enter"):  # Enter alone stays
            await pilot.press("q")
            await settle(pilot)
            assert isinstance(app.screen, LeaveScreen)
            if stay == "n":  # the question, read once: the same dialog each time
                assert "Leave this match?" in screen_text(app)
            await pilot.press(stay)
            await settle(pilot)
            assert isinstance(app.screen, PrivacyScreen)
        await pilot.press("q", "y")
        await settle(pilot)
        assert isinstance(app.screen, SetupScreen)
        assert saves.current_save(tmp_path).exists()  # the match is kept to resume
