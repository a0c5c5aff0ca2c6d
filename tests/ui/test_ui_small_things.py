"""Small things a newcomer trips on (issue 37 item 9): the end screen's record path breaks
at a separator, never inside the file's name; the count has no empty row; the help lists
only the keys that apply."""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers.playing import play_to_the_end
from helpers.ui_factory import late_app, make_app, play_settings, run_async, screen_text, settle

from escoba_tui.ui.screens.modals import EndScreen
from escoba_tui.ui.widgets.text import wrap_paths

NAME = "escoba-20260102-030405.toml"  # the record's name at the start time the tests fix


def test_a_path_wraps_after_a_separator_and_a_long_name_keeps_its_extension():
    text = "Record written to /home/ana/.local/share/escoba/records/" + NAME
    lines = wrap_paths(text, 40).split("\n")
    assert lines == ["Record written to /home/ana/.local/", "share/escoba/records/", NAME]
    assert wrap_paths("Written to " + "x" * 30 + ".toml", 20).split("\n") == ["Written to", "xxxxxxxxxxxxxx….toml"]
    # Other lines and plain words are as textwrap would have them.
    assert wrap_paths("one two three\nfour", 9) == "one two\nthree\nfour"
    assert wrap_paths("C:\\Users\\ana\\records\\" + NAME, 30) == "C:\\Users\\ana\\records\\\n" + NAME


@pytest.mark.parametrize("size", [(80, 24), (100, 32)], ids=["80x24", "100x32"])
@run_async
async def test_the_end_screens_record_path_never_breaks_inside_the_name(tmp_path, monkeypatch, size):
    # A data folder whose path, drawn as one word, would be cut two letters before its end
    # (`….to` / `ml`) in the dialog's 58 columns.
    monkeypatch.chdir(tmp_path)
    folder = Path("d" * (60 - len(f"/records/{NAME}")))
    app = late_app(folder, play_settings(seats=("human", "greedy"), target=1), seed=11)
    async with app.run_test(size=size) as pilot:
        await play_to_the_end(pilot, by_mouse=False)
        assert isinstance(app.screen, EndScreen)
        text = screen_text(app)
        assert NAME in text, text
        assert f"{folder}/records/" in text


@pytest.mark.parametrize("language", ["en", "fr", "es", "pt"])
@run_async
async def test_a_rank_all_seen_says_so_in_the_count_not_an_empty_row(tmp_path, language):
    from escoba_tui.game.cards import DECK, Card
    from escoba_tui.game.engine import HandState, default_teams
    from escoba_tui.game.rules import make_rules
    from escoba_tui.i18n import catalogue as S
    from escoba_tui.ui.widgets.count import COUNT_ORDER, CountView
    from escoba_tui.ui.widgets.look import Look

    # The four twos turned up on the table: none is still to come.
    deck = [Card.parse(c) for c in "2o 2c 2e 2b  3b 8b 9b  1e 7c 7e".split()]
    rules = make_rules("escoba")
    hand = HandState(rules, deck + [c for c in DECK if c not in deck], 1, default_teams(2))
    app = make_app(tmp_path, play=play_settings(), language=language)
    async with app.run_test(size=(100, 32)) as pilot:
        await settle(pilot)
        count = app.screen.query_one(CountView)
        count.shown = True
        count.draw(hand.view(0), look=Look("spanish", True, rules), theme_vars={})
        await pilot.pause()
        rows = str(count.content).split("\n")
        assert len(rows) == len(COUNT_ORDER)
        assert rows[COUNT_ORDER.index(2)] == S.COUNT_ROW.format(label="2", n=0) + S.COUNT_ALL_SEEN
        assert language == "en" or S.COUNT_ALL_SEEN != S.english()["COUNT_ALL_SEEN"]
        for row in rows:
            assert not row.rstrip().endswith(":"), rows  # every row says something after its count
        assert S.COUNT_ALL_SEEN in screen_text(app)


@pytest.mark.parametrize("renuncio", [False, True], ids=["renuncio-off", "renuncio-on"])
@run_async
async def test_the_game_help_lists_r_only_when_the_renuncio_is_played(tmp_path, renuncio):
    from escoba_tui.i18n import catalogue as S
    from escoba_tui.ui.screens.game import GameScreen
    from escoba_tui.ui.screens.modals import HelpScreen

    options = {"renuncio": True} if renuncio else {}
    app = make_app(tmp_path, play=play_settings(options=options))
    async with app.run_test(size=(100, 32)) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, GameScreen) and app.screen.match.rules.renuncio == renuncio
        await pilot.press("question_mark")
        await settle(pilot)
        assert isinstance(app.screen, HelpScreen)
        rows = app.screen.key_rows()
        assert (("r", S.HELP_GAME_KEYS["renuncio"]) in rows) == renuncio
        assert ("u", S.HELP_GAME_KEYS["undo"]) in rows  # against a computer: undo applies


@run_async
async def test_the_help_of_a_match_between_two_people_has_no_undo(tmp_path):
    from escoba_tui.i18n import catalogue as S
    from escoba_tui.ui.screens.game import GameScreen
    from escoba_tui.ui.screens.modals import HelpScreen, PrivacyScreen

    app = make_app(tmp_path, play=play_settings(seats=("human", "human")))
    async with app.run_test(size=(100, 32)) as pilot:
        await settle(pilot)
        if isinstance(app.screen, PrivacyScreen):  # pass the keyboard to the first player
            await pilot.press("enter")
            await settle(pilot)
        assert isinstance(app.screen, GameScreen)
        await pilot.press("question_mark")
        await settle(pilot)
        assert isinstance(app.screen, HelpScreen)
        keys = [keys for keys, _ in app.screen.key_rows()]
        assert "u" not in keys and S.HELP_GAME_KEYS["undo"] not in {what for _, what in app.screen.key_rows()}
