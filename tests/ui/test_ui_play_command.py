"""`escoba play` (the app started with `play=`): it asks before replacing a match in progress,
and its one-off flags never become the setup screen's remembered choices."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from textual.widgets import Select
from helpers.ui_factory import SIZE, make_app, play_settings, run_async, saved_match, screen_text, settle

from escoba_tui.i18n import catalogue as S
from escoba_tui.study import saves
from escoba_tui.ui.screens.game import GameScreen
from escoba_tui.ui.screens.modals import ProgramsScreen
from escoba_tui.ui.screens.saved import SavedMatchScreen
from escoba_tui.ui.screens.setup import SetupScreen
from escoba_tui.ui.settings import load_settings, save_settings

SMALL, MEDIUM = (80, 24), (100, 32)


def records(folder):
    return sorted(saves.records_dir(folder).glob("*.toml"))


@pytest.mark.parametrize("size", [SMALL, MEDIUM], ids=["80x24", "100x32"])
@run_async
async def test_play_over_a_saved_match_asks_and_replacing_keeps_it_among_the_records(tmp_path, size):
    text = saved_match(tmp_path, moves=2)  # You and Ada (greedy), escoba to 5
    app = make_app(tmp_path, seed=3, play=play_settings(seats=("human", "random"), names=["Zoe", "Max"]))
    async with app.run_test(size=size) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, SavedMatchScreen)
        shown = " ".join(screen_text(app).split())  # lines joined: the note wraps at 80 columns
        # Everything the player needs to decide is on screen at the smallest size too.
        for words in (
            "A match is in progress",
            "Score: You 0, Ada 0",
            "Saved match: You (Human), Ada (Computer: greedy)",
            "Replace it and the new match starts",
            "kept among your",
            "records",
            "Resume it",
            "Cancel",
        ):
            assert words in shown, words
        assert saves.current_save(tmp_path).read_text(encoding="utf-8") == text  # nothing touched yet
        await pilot.click("#replace")
        await settle(pilot)
        game = app.screen
        assert isinstance(game, GameScreen)
        assert game.names == ["Zoe", "Max"] and game.match.seats[1].kind == "random"
    [kept] = records(tmp_path)
    assert kept.read_text(encoding="utf-8") == text  # the replaced match, whole, among the records


@run_async
async def test_play_over_a_saved_match_can_resume_it_instead(tmp_path):
    saved_match(tmp_path, moves=2)
    app = make_app(tmp_path, play=play_settings(seats=("human", "random"), names=["Zoe", "Max"]))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, SavedMatchScreen)
        await pilot.press("enter")  # the focus starts on Resume
        await settle(pilot)
        game = app.screen
        assert isinstance(game, GameScreen)
        assert game.names == ["You", "Ada"] and game.match.rules.target == 5
        assert len(game.match.hand.history) >= 2  # the saved moves, replayed
    assert records(tmp_path) == []


@run_async
async def test_play_over_a_saved_match_cancelled_changes_nothing(tmp_path):
    text = saved_match(tmp_path, moves=2)
    app = make_app(tmp_path, play=play_settings())
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, SavedMatchScreen)
        await pilot.press("escape")
        await settle(pilot)
    assert app.return_code == 0
    assert saves.current_save(tmp_path).read_text(encoding="utf-8") == text
    assert records(tmp_path) == [] and not saves.settings_path(tmp_path).exists()


@run_async
async def test_resuming_a_program_save_from_play_asks_again_when_the_program_is_refused(tmp_path):
    marker = tmp_path / "ran"
    saved_match(tmp_path, players=("human", f"cmd:touch {marker}"))
    app = make_app(tmp_path, play=play_settings())
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.click("#resume")
        await settle(pilot)
        assert isinstance(app.screen, ProgramsScreen)
        await pilot.click("#cancel")
        await settle(pilot)
        assert isinstance(app.screen, SavedMatchScreen)  # back to the question, nothing run
    assert not marker.exists()


@pytest.mark.parametrize("language", ["fr", "es", "pt"])
@run_async
async def test_the_question_speaks_the_players_language(tmp_path, language):
    saved_match(tmp_path)
    app = make_app(tmp_path, play=play_settings(), language=language)
    async with app.run_test(size=SMALL) as pilot:
        await settle(pilot)
        shown = screen_text(app)
        for name in ("SAVED_ASK_TITLE", "SAVED_ASK_RESUME", "SAVED_ASK_REPLACE", "SAVED_ASK_CANCEL", "KEY_CANCEL"):
            assert getattr(S, name) in shown and getattr(S, name) != S.english()[name]
        assert "in progress" not in shown and "kept among" not in shown and not re.search(r"\bCancel\b", shown)


@run_async
async def test_play_flags_are_for_that_match_only(tmp_path):
    remembered = play_settings(target=2, faces="italian", theme="tapete")
    save_settings(tmp_path, remembered)
    before = saves.settings_path(tmp_path).read_bytes()
    app = make_app(tmp_path, play=play_settings(target=7, faces="french", theme=None))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        game = app.screen
        assert isinstance(game, GameScreen)
        # No --theme: the remembered theme, from the first screen on.
        assert game.match.rules.target == 7 and game.look.style == "french" and app.theme == "tapete"
        await pilot.press("q")  # back to the menu
        await settle(pilot)
        setup = app.screen
        assert isinstance(setup, SetupScreen)
        # The setup screen offers the remembered choices, not the command's flags.
        assert setup.query_one("#target").value == "2"
        assert setup.chosen("#faces") == "italian"
        assert setup.chosen("#theme") == "tapete" and app.theme == "tapete"
        assert saves.settings_path(tmp_path).read_bytes() == before
        await pilot.click("#start")
        await settle(pilot)
        assert app.screen.match.rules.target == 2 and app.screen.look.style == "italian"


@run_async
async def test_the_command_lines_theme_holds_for_the_whole_run_and_is_not_saved(tmp_path):
    save_settings(tmp_path, play_settings(target=2, theme="tapete"))
    app = make_app(tmp_path, play=play_settings(target=7, theme="noche"))  # escoba play ... --theme noche
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, GameScreen) and app.theme == "noche"
        await pilot.press("q")  # back to the menu: still the command line's theme
        await settle(pilot)
        setup = app.screen
        assert isinstance(setup, SetupScreen)
        assert app.theme == "noche" and setup.chosen("#theme") == "noche"
        await pilot.click("#start")  # a match from the menu: the same theme, and the file keeps its own
        await settle(pilot)
        assert isinstance(app.screen, GameScreen) and app.theme == "noche"
        assert load_settings(tmp_path, S.LANGUAGES)[0].theme == "tapete"
        await pilot.press("q")
        await settle(pilot)
        assert isinstance(app.screen, SetupScreen) and app.theme == "noche"
        # The player's own pick on the setup screen replaces it, and is kept on Start.
        app.screen.query_one("#theme", Select).value = "papel"
        await settle(pilot)
        assert app.theme == "papel"
        await pilot.click("#start")
        await settle(pilot)
        assert app.theme == "papel"
    assert load_settings(tmp_path, S.LANGUAGES)[0].theme == "papel"


@run_async
async def test_play_flags_on_a_first_start_leave_no_settings_behind(tmp_path):
    app = make_app(tmp_path, play=play_settings(target=7, faces="french"))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("q")
        await settle(pilot)
        setup = app.screen
        assert isinstance(setup, SetupScreen)
        assert setup.query_one("#target").value == "21" and setup.chosen("#faces") == "spanish"
    assert not saves.settings_path(tmp_path).exists()


@pytest.mark.parametrize("size", [SMALL, MEDIUM], ids=["80x24", "100x32"])
def test_the_question_as_a_picture(snap_compare, tmp_path, monkeypatch, size):
    monkeypatch.chdir(tmp_path)  # a relative data dir: the folder named on screen stays the same
    saved_match(Path("data"), players=("human", "expert"), moves=2)
    assert snap_compare(make_app(Path("data"), play=play_settings()), terminal_size=size, run_before=settle)
