"""The standings' own numbers agree and read as meant: one percent format in the table and
the crosstable, an unbounded Elo as an interval, the SPRT's bounds as bounds, and after
an SPRT stop the games list holds the games played and one line for the rest."""

from __future__ import annotations

import dataclasses
import math

from helpers.tournaments import partial, viewer
from helpers.ui_factory import run_async, screen_text

from escoba_tui.tournament.standings import (
    ChallengerElo,
    EloFigures,
    SprtSummary,
    format_interval,
    format_percent,
    player_figures,
    read_standings,
    write_standings,
)
from escoba_tui.ui.screens.standings import cross_cell, notes


def test_percent_and_intervals_read_as_meant():
    assert format_percent(0.9996) == ">99.9%" and format_percent(1.0) == "100.0%"
    assert format_percent(0.0004) == "<0.1%" and format_percent(0.5) == "50.0%"
    assert format_interval(158.2, math.inf) == "[158, +∞)"
    assert format_interval(-math.inf, -40.4) == "(−∞, −40]"
    assert format_interval(50, 190) == "[50, 190]"


def test_the_crosstable_writes_the_los_as_the_standings_do(mini):
    doc = read_standings(mini.standings_path)
    cross = doc.crosstable
    n = len(cross.players)
    los = [[0.9996 if i != j else math.nan for j in range(n)] for i in range(n)]
    doc = dataclasses.replace(doc, crosstable=dataclasses.replace(cross, los=tuple(tuple(r) for r in los)))
    player = dataclasses.replace(
        doc.players[0], elo=EloFigures(elo=300.0, low=100.0, high=500.0, error=200.0, los=0.9996)
    )
    assert player_figures(player)["los"] == ">99.9%"
    assert str(cross_cell(doc, 0, 1)).endswith(" >99.9%")


def test_an_unbounded_elo_is_an_interval_and_the_llr_has_bounds(mini):
    doc = dataclasses.replace(
        read_standings(mini.standings_path),
        challenger="Ada",
        sprt=SprtSummary(
            elo0=0.0, elo1=30.0, alpha=0.05, beta=0.05, llr=7.27, lower=-2.94, upper=2.94, pairs=1980, decision="H1"
        ),
        challenger_elo=ChallengerElo(
            pairs=8, elo=338.0, low=158.0, high=math.inf, error=math.inf, pentanomial=(0, 0, 0, 0, 8)
        ),
    )
    text = notes(doc)
    assert "Elo 338 [158, +∞) over 8 game pairs" in text and "inf" not in text
    assert "LLR 7.27, bounds −2.94 / 2.94 after 1,980 pairs" in text


@run_async
async def test_after_an_sprt_stop_the_games_list_shows_the_games_played(mini, tmp_path):
    doc = read_standings(write_standings(partial(mini, 3), tmp_path / "mini" / "standings.toml"))
    games = list(doc.games)
    games[2] = dataclasses.replace(games[2], counted=False)  # finished after the decision
    doc = dataclasses.replace(
        doc, games=tuple(games), progress=dataclasses.replace(doc.progress, stopped_by_sprt=True, after_decision=1)
    )
    path = write_standings(doc, tmp_path / "mini" / "standings.toml")
    app = viewer(path, tmp_path)
    async with app.run_test(size=(110, 34)) as pilot:
        await pilot.pause()
        await pilot.press("3")
        await pilot.pause()
        table = app.screen.query_one("#games-table")
        assert table.row_count == 3  # the games played, not the 3 the SPRT made unnecessary
        text = screen_text(app)
        assert "3 games not played: the SPRT decided." in text
        assert "not played yet" not in text
        assert text.count("· not counted") == 1  # the one game finished after the decision
