"""The one reader of our TOML files (schema.Reader): a document checked against typed
dataclasses, every complaint one line naming the file, the line and the field."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated

import pytest

from escoba_tui.errors import EscobaError
from escoba_tui.files.reader import toml_loads
from escoba_tui.files.schema import Length, OneOf, Range, Reader, Unbounded, strict


class Bad(EscobaError, ValueError):
    pass


@strict
@dataclass(frozen=True)
class Seat:
    spec: str
    name: Annotated[str, Length(1, 10)] = "x"


@strict
@dataclass(frozen=True)
class Doc:
    seats: tuple[Seat, ...]
    grace: Annotated[float, Range(1, 3600, "schema_seconds")] = 30.0  # a key of the catalogue's ERRORS
    games: Annotated[int, Range(1, None)] = 2
    format: Annotated[str, OneOf(("round-robin", "gauntlet"))] = "round-robin"
    elo: Unbounded = 0.0
    options: dict[str, int] | None = None


def read(text: str) -> Doc:
    return Reader("t.toml", text, Bad).table(toml_loads(text), Doc)


SEATS = '[[seats]]\nspec = "greedy"\n[[seats]]\nspec = "random"\nname = "Bea"\n'


def test_a_good_document_reads_into_the_dataclasses():
    doc = read("grace = 5\nelo = inf\n" + SEATS)
    assert doc == Doc(seats=(Seat("greedy"), Seat("random", "Bea")), grace=5.0, elo=float("inf"))
    assert isinstance(doc.grace, float)


@pytest.mark.parametrize(
    "text, message",
    [
        ("grace = 0\n" + SEATS, "t.toml:1: grace: 0 s; choose between 1 and 3600"),
        ("grace = nan\n" + SEATS, "t.toml:1: grace: nan s; choose between 1 and 3600"),
        ("grace = 1" + "0" * 400 + "\n" + SEATS, "t.toml:1: grace: 1" + "0" * 38 + "… s;"),
        ("grace = true\n" + SEATS, "t.toml:1: grace: expected a number, found True"),
        ("elo = 'x'\n" + SEATS, "t.toml:1: elo: expected a number, found 'x'"),
        ("games = 0\n" + SEATS, "t.toml:1: games: must be from 1 to any, found 0"),
        ("games = 2.0\n" + SEATS, "t.toml:1: games: expected a whole number, found 2.0"),
        ('format = "swiss"\n' + SEATS, "t.toml:1: format: expected one of round-robin, gauntlet, found 'swiss'"),
        ("colour = 1\n" + SEATS, "t.toml:1: colour: unknown field (known: seats, grace, games, format, elo, options)"),
        ("grace = 5\n", "t.toml: seats: missing"),
        ("[options]\na = 'b'\n" + SEATS, "t.toml:2: options.a: expected a whole number, found 'b'"),
        (SEATS + "[[seats]]\nname = 'Cy'\n", "t.toml:6: seats[3].spec: missing"),
        (SEATS + "[[seats]]\nspec = 'greedy'\nname = ''\n", "t.toml:8: seats[3].name: 0 items; from 1 to 10"),
        (
            SEATS + "[[seats]]\nspec = 'greedy'\nlevel = 3\n",
            "t.toml:8: seats[3].level: unknown field (known: spec, name)",
        ),
        ("seats = 3\n", "t.toml:1: seats: expected a list, found 3"),
    ],
)
def test_every_problem_is_one_line_naming_file_line_and_field(text, message):
    with pytest.raises(Bad) as problem:
        read(text)
    assert str(problem.value).startswith(message), str(problem.value)
    assert "\n" not in str(problem.value)


def test_a_format_may_name_its_fields_its_own_way():
    reader = Reader("t.toml", "", Bad, label=lambda path: f"entry {path[1] + 1}: {path[-1]}")
    with pytest.raises(Bad, match=r"^t.toml: entry 2: grace: 0 s;"):
        reader.table({"seats": [], "grace": 0}, Doc, ("entry", 1))


def test_a_tables_file_is_read_through_it():
    from escoba_tui.net.tables_file import TablesError, loads

    table = '[[table]]\nseats = ["remote", "remote"]\n'
    (config,) = loads(table + "grace = 0.5\nmove_time = 2\n", "t.toml")
    assert config.grace_s == 0.5 and config.move_ms == 2000
    for text, message in [
        (table + table + 'names = ["Ana", 3]\n', "t.toml:5: table 2: names[2]: expected a string, found 3"),
        (table + "target = 2.5\n", "t.toml:3: table 1: target: expected a whole number, found 2.5"),
        (
            table + "[table.options]\ncompulsory_capture = false\n" + table + "level = 1\n",
            "t.toml:7: table 2: level: unknown field (known: seats, names, rules, target, partners, grace",
        ),
        ('[[table]]\nnames = ["Ana"]\n', "t.toml:1: table 1: seats: missing"),
        (table + 'code = "UPPER"\n', "t.toml:3: table 1: code: 'UPPER': 3 to 32 lower-case letters"),
    ]:
        with pytest.raises(TablesError) as problem:
            loads(text, "t.toml")
        assert str(problem.value).startswith(message), str(problem.value)


def test_a_tournament_definition_is_read_through_it():
    from escoba_tui.tournament.config import ConfigError, loads

    base = 'name = "cup"\ngames = 8\nformat = "gauntlet"\nchallenger = "greedy"\n[[players]]\nspec = "greedy"\n[[players]]\nspec = "random"\n'
    assert loads(base + "[sprt]\nelo1 = 20\n", "d.toml").sprt.elo1 == 20.0
    for text, message in [
        ("time_ms = 1" + "0" * 400 + "\n" + base, "d.toml:1: time_ms: a per-move budget is 1 to 600000 ms, found 1000"),
        (base + "[sprt]\nalpha = nan\n", "d.toml:10: sprt.alpha: must be between 0 and 0.5, found nan"),
        (base + "[sprt]\nalpha = 0.5\n", "d.toml:10: sprt.alpha: must be between 0 and 0.5, found 0.5"),
        (base + "[sprt]\nelo0 = inf\n", "d.toml:10: sprt.elo0: must be a number of Elo from -1000 to 1000, found inf"),
        (
            base + '[[players]]\nspec = "greedy"\nlevel = 2\n',
            "d.toml:11: players[3].level: unknown field (known: name, spec)",
        ),
        (
            base.replace('"cup"', '"' + "c" * 101 + '"'),
            "d.toml:1: name: 101 characters: a tournament name is at most 100",
        ),
    ]:
        with pytest.raises(ConfigError) as problem:
            loads(text, "d.toml")
        assert str(problem.value).startswith(message), str(problem.value)


def test_a_record_is_read_through_it_and_its_errors_now_name_the_line():
    from pathlib import Path

    from escoba_tui.game.record import RecordError, loads

    text = (Path(__file__).parents[1] / "fixtures" / "golden" / "forfeit-crash-2.toml").read_text(encoding="utf-8")
    record = loads(text, "r.toml")
    lines = text.splitlines()
    deck = next(n for n, line in enumerate(lines, 1) if line.startswith("deck = "))
    hand = lines.index("[[hands]]") + 1
    for change, message in [
        (("deck = [", "deck = [3, "), f"r.toml:{deck}: hands[1].deck[1]: expected a string, found 3"),
        (
            ("[[hands]]", "[[hands]]\nlevel = 1"),
            f"r.toml:{hand + 1}: hands[1].level: unknown field (known: dealer, deck",
        ),
        (("target = ", "target = -"), "r.toml:4: target: must be 1 or more"),
    ]:
        with pytest.raises(RecordError) as problem:
            loads(text.replace(*change, 1), "r.toml")
        assert str(problem.value).startswith(message), str(problem.value)
    assert record.hands
