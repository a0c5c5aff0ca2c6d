"""The tournament viewer and the hints in every language: no English left on the
viewer's tabs in French, Spanish or Portuguese, hints name their adviser's level in the
catalogue's words, and the replay names each key as its help does."""

from __future__ import annotations

import re

import pytest

from escoba_tui.ui import strings as S
from escoba_tui.ui.screens.standings import TournamentViewer

from test_ui_tournament import mini  # noqa: F401  (the module's finished tournament)
from ui_factory import THEMES, make_app, play_settings, run_async, screen_text, settle

ENGLISH = re.compile(r"\b(player|games|Sort|Score of the row|sides|result|forfeits?|not played yet|challenger|"
                     r"gauntlet|round-robin|LOS|accepted|complete|leader|seats|wins|draw)\b")


@pytest.fixture(autouse=True)
def english_after():
    yield
    S.use_language("en")


@pytest.mark.parametrize("code", ["fr", "es", "pt"])
@run_async
async def test_the_viewer_speaks_the_language_on_every_tab(mini, tmp_path, code):
    app = TournamentViewer(mini.standings_path, data_dir=tmp_path / "data", theme_dirs=[THEMES], blink=False,
                           language=code)
    app.animation_level = "none"
    async with app.run_test(size=(110, 34)) as pilot:
        await pilot.pause()
        for tab in ("1", "2", "3"):
            await pilot.press(tab)
            await pilot.pause()
            text = screen_text(app).replace(mini.name, "")
            for line in text.splitlines():
                assert not ENGLISH.search(line), f"{code} tab {tab}: {line.strip()}"


@pytest.mark.parametrize("code, level", [("en", "Counter"), ("fr", "Compteur"), ("es", "Contador"),
                                         ("pt", "Contador")])
@run_async
async def test_a_hint_names_its_adviser_by_level_in_the_language(tmp_path, code, level):
    app = make_app(tmp_path, seed=3, language=code, play=play_settings())
    async with app.run_test(size=(100, 32)) as pilot:
        await settle(pilot)
        game = app.screen
        await pilot.press("h")
        await settle(pilot)
        assert f"({level})" in game.hint and "(counter)" not in game.hint


@pytest.mark.parametrize("code", ["en", "fr", "es", "pt"])
def test_the_replay_names_page_keys_as_its_help_does(code):
    S.use_language(code)
    for line in (S.REPLAY_HELP, S.REPLAY_HELP_BACK):
        assert S.key_name("pagedown") in line and S.key_name("pageup") in line, line


@pytest.mark.parametrize("size", [(80, 24), (100, 32)])
@pytest.mark.parametrize("code", ["en", "fr", "es", "pt"])
@run_async
async def test_the_remote_seat_label_is_whole_in_its_dropdown(tmp_path, code, size):
    from textual.widgets import Select

    app = make_app(tmp_path, language=code)
    async with app.run_test(size=size) as pilot:
        await settle(pilot)
        app.screen.query_one("#kind-1", Select).value = "remote"
        await settle(pilot)
        assert S.REMOTE_PLAYER in screen_text(app)


@pytest.mark.parametrize("code", ["en", "fr", "es", "pt"])
@run_async
async def test_the_table_title_keeps_its_total_at_80x24_while_a_move_is_shown(tmp_path, code):
    app = make_app(tmp_path, seed=3, language=code, play=play_settings())
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        game = app.screen
        move = game.hand.legal_moves()[0]
        game.showing = move  # as while a computer's move is on show, before the cards move
        game.redraw()
        await pilot.pause()
        total = game.query_one("TableView").total
        assert S.TABLE_TITLE_AFTER.format(total=total) in screen_text(app)
