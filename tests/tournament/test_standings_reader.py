"""The standings file has one typed reader: every field the runner writes is read back,
and a malformed file is one line naming the file, the line and the field."""

from __future__ import annotations

import math

import pytest
from helpers.standings import PLAYERS, fake_results
from typer.testing import CliRunner

from escoba_tui.cli import app
from escoba_tui.tournament.config import from_dict
from escoba_tui.tournament.standings import (
    Standings,
    StandingsError,
    compute,
    dumps,
    format_number,
    parse_standings,
    read_standings,
)


def tournament(**more):
    return from_dict({"name": "t", "players": PLAYERS, "games": 2, "seed": 3, **more})


KINDS = {
    "round-robin": {},
    "three seats": {"seats": 3},
    "partners": {"seats": 4, "partners": True},
    # an SPRT schedule must be able to decide: at least 8 game pairs
    "gauntlet with sprt": {"format": "gauntlet", "challenger": "Ada", "sprt": {"elo0": 0, "elo1": 30}, "games": 4},
}


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("played", [0, 5, None])
def test_every_field_written_is_read_back(kind, played):
    t = tournament(**KINDS[kind])
    schedule, done = fake_results(t, played)
    doc = compute(t, schedule, done, "../t.toml")
    check_round_trip(doc, schedule, done)


def test_a_decided_sprt_is_read_back():
    t = tournament(**KINDS["gauntlet with sprt"])
    schedule, done = fake_results(t, None, challenger_wins=True)
    doc = compute(t, schedule, done)
    standings = check_round_trip(doc, schedule, done)
    assert standings.sprt is not None and standings.sprt.decision == "H1"
    assert standings.progress.stopped_by_sprt and standings.progress.after_decision
    assert sum(g.counted is False for g in standings.games) == standings.progress.after_decision


def check_round_trip(doc, schedule, done) -> Standings:
    standings = parse_standings(doc, "t/standings.toml")
    assert isinstance(standings, Standings)
    # Written again from what was read: the same file, byte for byte.
    assert dumps(standings) == dumps(doc)
    assert len(standings.games) == len(schedule)
    assert sum(g.done for g in standings.games) == len(done)
    return standings


@pytest.fixture
def standings_file(tmp_path):
    t = tournament()
    schedule, done = fake_results(t)
    path = tmp_path / "standings.toml"
    path.write_text(dumps(compute(t, schedule, done)), encoding="utf-8")
    return path


def edited(path, old: str, new: str, count: int = 1) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text, old
    path.write_text(text.replace(old, new, count), encoding="utf-8")


def line_number(path, fragment: str) -> int:
    return next(i for i, line in enumerate(path.read_text().splitlines(), 1) if fragment in line)


def one_error_line(path) -> str:
    result = CliRunner().invoke(app, ["tournament", "standings", str(path)])
    assert result.exit_code == 2, result.output
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    lines = result.output.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: "), result.output
    return lines[0]


def test_a_good_file_is_printed(standings_file):
    result = CliRunner().invoke(app, ["tournament", "standings", str(standings_file)])
    assert result.exit_code == 0, result.output
    assert "Elo [95%]" in result.output and "progress:" in result.output


def test_missing_progress(standings_file):
    text = standings_file.read_text()
    start = text.index("[progress]")
    end = text.index("\n\n", start)
    standings_file.write_text(text[:start] + text[end + 2 :], encoding="utf-8")
    assert one_error_line(standings_file) == f"error: {standings_file}: progress: missing"


def test_a_wrong_type_names_the_line_and_the_field(standings_file):
    edited(standings_file, "done = ", 'done = "many" #')
    line = line_number(standings_file, 'done = "many"')
    assert one_error_line(standings_file) == (
        f"error: {standings_file}:{line}: progress.done: expected a whole number, found 'many'"
    )


def test_a_wrong_type_in_the_second_player(standings_file):
    text = standings_file.read_text()
    second = text.index("[[players]]", text.index("[[players]]") + 1)
    at = text.index("wins = ", second)
    standings_file.write_text(text[:at] + "wins = true\n#" + text[at:], encoding="utf-8")
    line = line_number(standings_file, "wins = true")
    assert one_error_line(standings_file) == (
        f"error: {standings_file}:{line}: players[2].wins: expected a whole number, found True"
    )


def test_nan_where_a_figure_must_be_finite(standings_file):
    edited(standings_file, "score_rate = ", "score_rate = nan #")
    assert "players[1].score_rate: expected a finite number, found nan" in one_error_line(standings_file)


def test_an_unbounded_elo_is_not_an_error(standings_file):
    edited(standings_file, "high = ", "high = inf #")
    edited(standings_file, "error = ", "error = nan #")
    s = read_standings(standings_file)
    assert math.isinf(s.players[0].elo.high) and math.isnan(s.players[0].elo.error)


def test_deeply_nested_values(standings_file):
    edited(standings_file, "leader = ", "leader = " + "[" * 30 + "]" * 30 + " #")
    assert "progress.leader: expected a string, found a list" in one_error_line(standings_file)
    standings_file.write_text("x = " + "[" * 100_000 + "]" * 100_000 + "\n", encoding="utf-8")
    assert "nested too deeply" in one_error_line(standings_file)
    standings_file.write_text(
        'format = "escoba-standings"\nversion = 1\nname = ' + "{a = " * 50 + "1" + "}" * 50, encoding="utf-8"
    )
    assert "name: expected a string, found a table" in one_error_line(standings_file)


def test_a_matrix_of_the_wrong_shape(standings_file):
    edited(standings_file, "games = [\n", "games = [\n    [1, 2],\n")
    assert "crosstable.games: expected 4 rows of 4 numbers" in one_error_line(standings_file)


def test_the_viewer_and_the_command_read_alike(standings_file):
    edited(standings_file, "version = 1", "version = 2")
    with pytest.raises(StandingsError, match="version: this program reads version 1, found 2"):
        read_standings(standings_file)
    assert "version: this program reads version 1, found 2" in one_error_line(standings_file)


@pytest.mark.parametrize(
    "value,digits,shown",
    [
        (math.nan, 0, "-"),
        (math.inf, 0, "+inf"),
        (-math.inf, 1, "-inf"),
        (-0.2, 0, "0"),
        (-0.04, 1, "0.0"),
        (12.345, 2, "12.35"),
        (120.4, 0, "120"),
    ],
)
def test_one_number_format(value, digits, shown):
    assert format_number(value, digits) == shown
