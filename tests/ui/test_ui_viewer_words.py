"""The tournament viewer and the hints in every language: no English left on the
viewer's tabs in French, Spanish or Portuguese, hints name their adviser's level in the
catalogue's words, and the replay names each key as its help does."""

from __future__ import annotations

import math
import re

import pytest
from helpers.ui_factory import THEMES, make_app, play_settings, resize, run_async, screen_text, settle

from escoba_tui.i18n import catalogue as S
from escoba_tui.i18n import wording as W
from escoba_tui.ui.screens.standings import TournamentViewer

ENGLISH = re.compile(
    r"\b(player|games|Sort|Score of the row|sides|result|forfeits?|not played yet|challenger|"
    r"gauntlet|round-robin|LOS|accepted|complete|leader|seats|wins|draw)\b"
)


@pytest.fixture(autouse=True)
def english_after():
    yield
    S.use_language("en")


@pytest.mark.parametrize("code", ["fr", "es", "pt"])
@run_async
async def test_the_viewer_speaks_the_language_on_every_tab(mini, tmp_path, code):
    app = TournamentViewer(
        mini.standings_path, data_dir=tmp_path / "data", theme_dirs=[THEMES], blink=False, language=code
    )
    app.animation_level = "none"
    async with app.run_test(size=(110, 34)) as pilot:
        await pilot.pause()
        for tab in ("1", "2", "3"):
            await pilot.press(tab)
            await pilot.pause()
            text = screen_text(app).replace(mini.name, "")
            for line in text.splitlines():
                assert not ENGLISH.search(line), f"{code} tab {tab}: {line.strip()}"


# The words of a gauntlet that an SPRT stopped, with a forfeit and a failing player.
SPRT_ENGLISH = re.compile(
    r"\b(challenger|over \d+ game pairs|bounds|after|pairs|accepted|rejected|better|undecided|"
    r"keeps failing|forfeits? in|seat \d|timeout|not counted|played|decided|stopped)\b"
)


def stopped_gauntlet(mini, code):
    """The mini tournament's standings as if a gauntlet whose SPRT decided: a challenger's
    Elo, the SPRT line, a game lost on time, a failing player, a game after the decision."""
    import dataclasses

    from escoba_tui.tournament.standings import ChallengerElo, SprtSummary, read_standings, write_standings

    doc = read_standings(mini.standings_path)
    players = list(doc.players)
    players[2] = dataclasses.replace(players[2], failing=True, forfeits={"timeout": 2}, forfeits_total=2)
    games = list(doc.games)
    games[0] = dataclasses.replace(games[0], result="forfeit", forfeit_seat=1, forfeit_reason="timeout", winner=0)
    games[1] = dataclasses.replace(games[1], counted=False)
    doc = dataclasses.replace(
        doc,
        players=tuple(players),
        games=tuple(games),
        tournament_format="gauntlet",
        challenger=players[0].name,
        sprt=SprtSummary(
            elo0=0.0, elo1=30.0, alpha=0.05, beta=0.05, llr=3.1, lower=-2.94, upper=2.94, pairs=12, decision="H1"
        ),
        challenger_elo=ChallengerElo(
            pairs=12, elo=120.4, low=50.0, high=math.inf, error=70.2, pentanomial=(1, 2, 3, 4, 2)
        ),
    )
    path = mini.standings_path.parent / f"stopped-{code}.toml"
    write_standings(doc, path)
    return path


@pytest.mark.parametrize("code", ["fr", "es", "pt"])
@run_async
async def test_a_stopped_gauntlet_speaks_the_language_on_every_tab(mini, tmp_path, code):
    """The SPRT and challenger lines, the forfeit and its cause, the failing player, the
    footer's keys: all in the language (with the English check's words and the SPRT's)."""
    path = stopped_gauntlet(mini, code)
    app = TournamentViewer(path, data_dir=tmp_path / "data", theme_dirs=[THEMES], blink=False, language=code)
    app.animation_level = "none"
    async with app.run_test(size=(110, 34)) as pilot:
        await pilot.pause()
        seen = []
        for tab in ("1", "2", "3"):
            await pilot.press(tab)
            await pilot.pause()
            text = screen_text(app).replace(mini.name, "")
            seen.append(text)
            for line in text.splitlines():
                assert not ENGLISH.search(line) and not SPRT_ENGLISH.search(line), f"{code} tab {tab}: {line.strip()}"
        assert "SPRT" in seen[0] and S.FAULT_WORDS["timeout"] in seen[2]


@pytest.mark.parametrize("code", ["fr", "es", "pt"])
@run_async
async def test_the_footer_names_keys_as_the_help_does(tmp_path, code):
    """The replay's footer writes PgDn as its help and key list do in the language."""
    from escoba_tui.arena.series import play_series
    from escoba_tui.game.rules import build_rules

    play_series(["random", "random"], build_rules("escoba", {}, 6), 1, 3, False, tmp_path / "recs", False)
    record = next((tmp_path / "recs").glob("*.toml"))
    app = make_app(tmp_path / "data", language=code, replay=record)
    async with app.run_test(size=(100, 32)) as pilot:
        await settle(pilot)
        footer = screen_text(app).splitlines()[-1]
        assert W.key_name("pagedown") in footer and "pgdn" not in footer, footer


@pytest.mark.parametrize("code, level", [("en", "Counter"), ("fr", "Compteur"), ("es", "Contador"), ("pt", "Contador")])
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
        assert W.key_name("pagedown") in line and W.key_name("pageup") in line, line


@pytest.mark.parametrize("code", ["en", "fr", "es", "pt"])
@run_async
async def test_the_remote_seat_label_is_whole_in_its_dropdown(tmp_path, code):
    from textual.widgets import Select

    app = make_app(tmp_path, language=code)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        app.screen.query_one("#kind-1", Select).value = "remote"
        for size in ((80, 24), (100, 32)):  # the smallest terminal, then a larger one (the window resized)
            await resize(pilot, size)
            await settle(pilot)
            assert S.REMOTE_PLAYER in screen_text(app), size


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
