"""The tournament viewer: snapshots of its three tabs, sorting, opening a game, live refresh, and `tournament view` errors.

Review tests/__snapshots__/test_ui_tournament (or snapshot_report.html after a failure)
before any `--snapshot-update`.
"""

from __future__ import annotations

import dataclasses
import math
from pathlib import Path

import pytest
from helpers.tournaments import DEFINITION, partial, viewer
from helpers.ui_factory import run_async, screen_text, until
from typer.testing import CliRunner

from escoba_tui.cli import app as cli_app
from escoba_tui.game.record import read_record
from escoba_tui.tournament.config import read_definition
from escoba_tui.tournament.runner import run_tournament
from escoba_tui.tournament.standings import (
    ChallengerElo,
    EloFigures,
    GameEntry,
    PlayerStanding,
    SprtSummary,
    StandingsError,
    parse_standings,
    read_standings,
    write_standings,
)
from escoba_tui.ui.screens.standings import GameReplay, StandingsScreen, sorted_players

SIZE = (110, 34)


@pytest.fixture
def quick_polls(monkeypatch):
    """The viewer looks at its file every POLL_SECONDS (1 s): here every 50 ms, the same
    timer doing the same look, so a test of what a rewrite shows waits for no second."""
    from escoba_tui.ui.screens import standings as standings_module

    monkeypatch.setattr(standings_module, "POLL_SECONDS", 0.05)


def standings_screen(app) -> StandingsScreen:
    screen = app.screen
    assert isinstance(screen, StandingsScreen), screen
    return screen


def row_names(app) -> list[str]:
    table = app.screen.query_one("#standings-table")
    return [table.coordinate_to_cell_key((i, 0)).row_key.value for i in range(table.row_count)]


# ---------------------------------------------------------------- snapshots


SNAP_SIZES = [(80, 24), (100, 32)]


@pytest.mark.parametrize("size", SNAP_SIZES, ids=[f"{w}x{h}" for w, h in SNAP_SIZES])
class TestSnapshots:
    def test_standings_table(self, snap_compare, mini, tmp_path, size):
        assert snap_compare(viewer(mini.standings_path, tmp_path), terminal_size=size)

    def test_crosstable(self, snap_compare, mini, tmp_path, size):
        assert snap_compare(viewer(mini.standings_path, tmp_path), terminal_size=size, press=["2"])

    def test_games_list_in_progress(self, snap_compare, mini, tmp_path, size):
        # A run two games in: the list shows played and pending games side by side.
        path = write_standings(partial(mini, 2), tmp_path / "mini" / "standings.toml")
        assert snap_compare(viewer(path, tmp_path), terminal_size=size, press=["3", "down"])


# ---------------------------------------------------------------- pilot


@run_async
async def test_sorting_by_a_column_changes_the_order(mini, tmp_path):
    doc = read_standings(mini.standings_path)
    by_rank = [p.name for p in sorted(doc.players, key=lambda p: p.rank)]
    by_name = sorted(by_rank, key=str.casefold)
    by_ppp = [p.name for p in sorted(doc.players, key=lambda p: -p.points_per_hand)]
    # The fixture is only useful if these orders differ from the ranking.
    assert by_name != by_rank and by_name != by_rank[::-1]
    app = viewer(mini.standings_path, tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert row_names(app) == by_rank
        await pilot.press("right", "s")  # the cursor's column: player
        assert row_names(app) == by_name
        assert "player ▲" in screen_text(app)
        await pilot.press("s")  # the same column again: reversed
        assert row_names(app) == by_name[::-1]
        assert "player ▼" in screen_text(app)
        await pilot.press("right", "right", "right", "right", "right", "right", "enter")  # pts/hand, by Enter
        assert row_names(app) == by_ppp
        # A click on a heading sorts too: back to the ranking by the # column.
        await pilot.click("#standings-table", offset=(1, 0))
        await pilot.pause()
        assert row_names(app) == by_rank


def a_player(rank: int, name: str, losses: int = 0, elo: float = 0.0, los: float = 0.5, **more) -> PlayerStanding:
    fields = dict(
        rank=rank,
        name=name,
        spec="random",
        games=4,
        wins=4 - losses,
        draws=0,
        losses=losses,
        score=4.0 - losses,
        score_rate=(4 - losses) / 4,
        hands=10,
        points_per_hand=1.0,
        points_per_hand_ci=0.5,
        forfeits={},
        forfeits_total=0,
        failing=False,
        elo=EloFigures(elo, elo - 50, elo + 50, 50.0, los),
    )
    fields.update(more)
    return PlayerStanding(**fields)


def test_sort_keys_put_the_best_first_and_unknowns_last(mini):
    doc = dataclasses.replace(
        read_standings(mini.standings_path),
        players=(
            a_player(1, "b", 0, math.inf, 1.0),
            a_player(2, "A", 3, math.nan, 0.5),
            a_player(3, "c", 1, -20.0, 0.2),
        ),
    )
    assert [p.name for p in sorted_players(doc, "name", False)] == ["A", "b", "c"]
    assert [p.name for p in sorted_players(doc, "losses", False)] == ["b", "c", "A"]
    assert [p.name for p in sorted_players(doc, "elo", False)] == ["b", "c", "A"]
    assert [p.name for p in sorted_players(doc, "elo", True)] == ["A", "c", "b"]


@run_async
async def test_opening_a_game_shows_the_replay_and_back_returns(mini, tmp_path):
    doc = read_standings(mini.standings_path)
    second = doc.games[1]
    app = viewer(mini.standings_path, tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("3", "down", "enter")
        await pilot.pause()
        replay = app.screen
        assert isinstance(replay, GameReplay)
        expected = read_record(mini.folder / second.record)
        assert replay.record.seed == expected.seed and replay.record.seats == list(second.players)
        text = screen_text(app)
        assert f"Replay: {second.id}.toml" in text and "q back" in text
        await pilot.press("right", "right")
        assert replay.move_index == 2
        await pilot.press("q")
        await pilot.pause()
        screen = standings_screen(app)
        assert screen.active_tab() == "games"
        assert screen.query_one("#games-table").cursor_row == 1  # where the reader left it
        await pilot.press("o")  # the footer's key opens the same game
        await pilot.pause()
        assert isinstance(app.screen, GameReplay) and app.screen.record.seed == expected.seed
        await pilot.press("escape")
        await pilot.pause()
        standings_screen(app)
        assert app.is_running
        # By mouse: a click moves to a game (row 3 below the heading), a second click opens it.
        await pilot.click("#games-table", offset=(20, 3))
        await pilot.pause()
        assert isinstance(app.screen, StandingsScreen)
        await pilot.click("#games-table", offset=(20, 3))
        await pilot.pause()
        assert isinstance(app.screen, GameReplay)
        assert app.screen.source.endswith(f"{doc.games[2].id}.toml")


@run_async
async def test_a_pending_game_does_not_open(mini, tmp_path):
    path = write_standings(partial(mini, 1), tmp_path / "mini" / "standings.toml")
    app = viewer(path, tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("3", "down", "enter")
        await pilot.pause()
        assert isinstance(app.screen, StandingsScreen)
        assert any("not played yet" in n.message for n in app._notifications)


@run_async
async def test_the_viewer_follows_a_run_in_progress(mini, tmp_path, quick_polls):
    """No file yet (the run has not started), then 2 games, then all: each write shows up
    without a key press, as the runner's atomic writes would."""
    path = tmp_path / "mini" / "standings.toml"
    app = viewer(path, tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = standings_screen(app)
        assert "No standings yet" in screen_text(app)
        write_standings(partial(mini, 2), path)
        await until(pilot, lambda: "2 of 6 games · 4 to play" in screen_text(app))
        games = screen.query_one("#games-table")
        assert str(games.get_cell_at((2, 3))) == "not played yet"
        write_standings(read_standings(mini.standings_path), path)
        await until(pilot, lambda: "6 of 6 games · complete" in screen_text(app))
        assert str(games.get_cell_at((2, 3))) != "not played yet"
        final = read_standings(mini.standings_path)
        assert row_names(app) == [p.name for p in final.players]


@run_async
async def test_a_broken_rewrite_keeps_the_last_standings(mini, tmp_path, quick_polls):
    path = write_standings(read_standings(mini.standings_path), tmp_path / "mini" / "standings.toml")
    app = viewer(path, tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        before = row_names(app)
        path.write_text('format = "escoba-standings"\nversion = 1\nname = "mini"\n', encoding="utf-8")
        await until(pilot, lambda: "Could not read" in screen_text(app))
        assert "(rules: missing)" in str(app.screen.query_one("#view-status").content)
        assert row_names(app) == before
        path.unlink()
        await until(pilot, lambda: "is gone" in screen_text(app))
        assert row_names(app) == before


# ---------------------------------------------------------------- the file check


def test_the_reader_names_the_bad_field(mini):
    doc = read_standings(mini.standings_path).to_doc()
    parse_standings(doc, "ok.toml")
    broken = dict(doc, players=[{k: v for k, v in doc["players"][0].items() if k != "wins"}])
    with pytest.raises(StandingsError, match=r"^x.toml: players\[1\].wins: missing$"):
        parse_standings(broken, "x.toml")
    cross = dict(doc["crosstable"], score=[[0.0]])
    with pytest.raises(StandingsError, match=r"crosstable.score: expected 3 rows of 3 numbers"):
        parse_standings(dict(doc, crosstable=cross), "x.toml")
    games = [dict(doc["games"][0], status="done", winner="Ada")]
    with pytest.raises(StandingsError, match=r"games\[1\].winner: expected a whole number, found 'Ada'"):
        parse_standings(dict(doc, games=games), "x.toml")


# ---------------------------------------------------------------- the command

cli = CliRunner()


def view(*args):
    return cli.invoke(cli_app, ["tournament", "view", *map(str, args)])


def one_error_line(result, *fragments):
    assert result.exit_code == 2, result.output
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    lines = result.output.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: "), result.output
    for fragment in fragments:
        assert fragment in lines[0], lines[0]


@pytest.fixture
def no_screen(monkeypatch):
    """Stands in for the full-screen app: what the command would have opened."""
    opened = []
    monkeypatch.setattr(
        "escoba_tui.ui.screens.standings.run_viewer",
        lambda path, definition=None, **kw: opened.append((Path(path), definition)),
    )
    return opened


def test_view_a_missing_file(tmp_path, no_screen):
    one_error_line(view(tmp_path / "nope.toml"), "nope.toml: no such file")
    assert not no_screen


def test_view_malformed_files(tmp_path, no_screen):
    bad = tmp_path / "bad.toml"
    bad.write_text("name = [\n", encoding="utf-8")
    one_error_line(view(bad), "bad.toml", "not valid TOML")
    bad.write_bytes(b"\xff\xfe name")
    one_error_line(view(bad), "bad.toml", "not UTF-8")
    bad.write_text('format = "escoba-standings"\nversion = 1\nname = "x"\n', encoding="utf-8")
    one_error_line(view(bad), "bad.toml: rules: missing")
    bad.write_text('format = "escoba-standings"\nversion = 7\n', encoding="utf-8")
    one_error_line(view(bad), "version")
    bad.write_text('name = "x"\nseats = "two"\n', encoding="utf-8")  # a broken definition
    one_error_line(view(bad), "bad.toml", "seats")
    one_error_line(view(tmp_path), "is a folder")
    assert not no_screen


def test_view_a_definition_opens_its_standings(mini, tmp_path, no_screen):
    result = view(mini.path)
    assert result.exit_code == 0, result.output
    assert no_screen == [(mini.standings_path, str(mini.path))]
    # Before the run: no standings yet, the viewer waits for them.
    fresh = tmp_path / "fresh.toml"
    fresh.write_text(DEFINITION.replace('"mini"', '"fresh"'), encoding="utf-8")
    assert view(fresh).exit_code == 0
    assert no_screen[-1] == (tmp_path / "fresh" / "standings.toml", str(fresh))
    assert view(mini.standings_path).exit_code == 0
    assert no_screen[-1] == (mini.standings_path, None)


# ---------------------------------------------------------------- more seats, notes


@run_async
async def test_three_seats_show_ratings_and_no_los(tmp_path):
    path = tmp_path / "trio.toml"
    path.write_text(DEFINITION.replace('"mini"', '"trio"').replace("seats = 2", "seats = 3"), encoding="utf-8")
    t = read_definition(path)
    assert run_tournament(t, workers=1).done == 3  # one group of three, under each of its 3 rotations
    doc = read_standings(t.standings_path)
    by_rating = [p.name for p in sorted(doc.players, key=lambda p: -p.rating.ordinal)]
    app = viewer(t.standings_path, tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        text = screen_text(app)
        assert "rating μ/σ" in text and "Elo" not in text and "LOS" not in text
        first = doc.players[0]
        assert f"{first.rating.mu:.1f} / {first.rating.sigma:.1f}" in text
        await pilot.press(*["right"] * 8, "s")
        assert app.screen.shown_columns[8] == "rating"
        assert row_names(app) == by_rating
        await pilot.press("2")
        text = screen_text(app)
        assert "likelihood of superiority" not in text and "%" not in text.split("Crosstable")[1]


def test_partner_sides_and_the_notes_under_the_table(mini):
    from escoba_tui.ui.screens.standings import game_cells, notes

    pending = GameEntry(
        id="d001-p001-r1",
        record="games/x.toml",
        deal=1,
        group=1,
        rotation=1,
        seed=3,
        status="pending",
        players=("Ada", "Bruno", "Carmen", "Dario"),
    )
    assert str(game_cells(1, pending, partners=True)[2]) == "Ada & Carmen v Bruno & Dario"
    assert str(game_cells(1, pending, partners=False)[2]) == "Ada v Bruno v Carmen v Dario"
    done = dataclasses.replace(
        pending,
        status="done",
        result="forfeit",
        scores=(0, 3),
        teams=((0, 2), (1, 3)),
        winner=1,
        hands=1,
        forfeit_seat=2,
        forfeit_reason="timeout",
    )
    cells = [str(c) for c in game_cells(1, done, partners=True)]
    assert cells[3:] == ["Bruno & Dario wins", "0-3", "1", "seat 3: timeout"]

    doc = read_standings(mini.standings_path)
    players = list(doc.players)
    players[2] = dataclasses.replace(players[2], failing=True)
    doc = dataclasses.replace(
        doc,
        players=tuple(players),
        challenger="Ada",
        sprt=SprtSummary(
            elo0=0.0, elo1=30.0, alpha=0.05, beta=0.05, llr=3.1, lower=-2.94, upper=2.94, pairs=12, decision="H1"
        ),
        challenger_elo=ChallengerElo(
            pairs=12, elo=120.4, low=50.0, high=190.0, error=70.2, pentanomial=(1, 2, 3, 4, 2)
        ),
    )
    text = notes(doc)
    assert "challenger Ada: Elo 120 [50, 190] over 12 game pairs" in text
    assert "SPRT [0, 30]: LLR 3.10, bounds −2.94 / 2.94 after 12 pairs: H1 accepted" in text
    assert f"{doc.players[2].name} keeps failing" in text
