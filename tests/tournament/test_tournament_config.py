"""Definition files: validation names file, line and field; `tournament new`; nothing written on errors."""

import textwrap
import tomllib

import pytest
from typer.testing import CliRunner

from escoba_tui.cli import app
from escoba_tui.tournament.config import ConfigError, read_definition

runner = CliRunner()

GOOD = """\
name = "demo"
rules = "escoba"
target = 11
seats = 2
games = 2
format = "round-robin"
seed = 3

[rules_options]
compulsory_capture = true

[[players]]
name = "r"
spec = "random"

[[players]]
name = "g"
spec = "greedy"
"""


def write(tmp_path, text, name="demo.toml"):
    path = tmp_path / name
    path.write_text(textwrap.dedent(text))
    return path


def error_of(tmp_path, text):
    path = write(tmp_path, text)
    with pytest.raises(ConfigError) as info:
        read_definition(path)
    return str(info.value), path


def test_good_definition(tmp_path):
    t = read_definition(write(tmp_path, GOOD))
    assert t.name == "demo" and [p.name for p in t.players] == ["r", "g"]
    assert t.make_rules().target == 11 and t.make_rules().compulsory_capture is True
    assert t.folder == tmp_path / "demo"


@pytest.mark.parametrize(
    "change,line,field,words",
    [
        (("seats = 2", "seats = 5"), 4, "seats", "2, 3, 4 or 6"),
        (("games = 2", "games = 0"), 5, "games", "1 or more"),
        (('format = "round-robin"', 'format = "swiss"'), 6, "format", "round-robin, gauntlet"),
        (("seed = 3", 'seed = "three"'), 7, "seed", "whole number"),
        (
            ("compulsory_capture = true", "compulsory_capture = 3"),
            10,
            "rules_options.compulsory_capture",
            "true or false",
        ),
        (
            ("compulsory_capture = true", "flying_cards = true"),
            10,
            "rules_options.flying_cards",
            "unknown rules option",
        ),
        (('spec = "greedy"', 'spec = "grandmaster"'), 18, "players[2].spec", "known players: random, greedy"),
        (('name = "g"', 'name = "r"'), 17, "players[2].name", "already the name"),
        (('rules = "escoba"', 'rules = "brisca"'), 2, "rules", "unknown preset"),
        (("target = 11", 'target = 11\ncolour = "red"'), 4, "colour", "unknown field"),
        (("seats = 2", "seats = 3"), 12, "players", "cannot fill"),
        (('format = "round-robin"', 'format = "gauntlet"'), 6, "challenger", "needs the name"),
        (("seed = 3", "seed = 3\n[sprt]\nelo0 = 0\nelo1 = 20"), 8, "sprt", "two-seat gauntlet"),
    ],
)
def test_errors_name_file_line_and_field(tmp_path, change, line, field, words):
    message, path = error_of(tmp_path, GOOD.replace(*change, 1))
    assert message.startswith(f"{path}:{line}: {field}: "), message
    assert words in message
    assert "\n" not in message


def test_syntax_error_gives_line_and_column(tmp_path):
    message, path = error_of(tmp_path, GOOD.replace("seats = 2", "seats = = 2"))
    assert message.startswith(f"{path}:4:"), message
    assert "not valid TOML" in message


def test_gauntlet_challenger_must_be_a_player(tmp_path):
    text = GOOD.replace('format = "round-robin"', 'format = "gauntlet"\nchallenger = "zed"')
    message, path = error_of(tmp_path, text)
    assert message.startswith(f"{path}:7: challenger: 'zed' is not one of the players")


def test_sprt_values_checked(tmp_path):
    text = (
        GOOD.replace('format = "round-robin"', 'format = "gauntlet"\nchallenger = "g"')
        + "\n[sprt]\nelo0 = 10\nelo1 = 5\n"
    )
    message, path = error_of(tmp_path, text)
    assert message.startswith(f"{path}:23: sprt.elo1: must be greater than elo0")


def test_run_of_malformed_file_is_one_line_exit_2_nothing_written(tmp_path):
    path = write(tmp_path, GOOD.replace('spec = "greedy"', 'spec = "nobody"'))
    result = runner.invoke(app, ["tournament", "run", str(path)])
    assert result.exit_code == 2
    assert result.output.count("\n") == 1 and "players[2].spec" in result.output
    assert sorted(p.name for p in tmp_path.iterdir()) == ["demo.toml"]


def test_new_writes_a_valid_definition_and_refuses_to_overwrite(tmp_path):
    args = [
        "tournament",
        "new",
        "cup",
        "-p",
        "random",
        "-p",
        "greedy",
        "-p",
        "g2=greedy",
        "--games",
        "3",
        "--seed",
        "9",
        "--target",
        "15",
        "--dir",
        str(tmp_path),
        "-o",
        "compulsory_capture=true",
    ]
    result = runner.invoke(app, args)
    assert result.exit_code == 0, result.output
    path = tmp_path / "cup.toml"
    t = read_definition(path)
    assert [(p.name, p.spec) for p in t.players] == [("random", "random"), ("greedy", "greedy"), ("g2", "greedy")]
    assert (t.games, t.seed, t.target, t.rules_options) == (3, 9, 15, {"compulsory_capture": True})
    before = path.read_text()
    again = runner.invoke(app, args[:-2])
    assert again.exit_code == 2 and "already exists" in again.output and "--force" in again.output
    assert path.read_text() == before
    forced = runner.invoke(app, args[:-2] + ["--force"])
    assert forced.exit_code == 0
    assert "rules_options" not in tomllib.loads(path.read_text())


@pytest.mark.parametrize(
    "extra,words",
    [
        (["-p", "grandmaster"], "unknown player 'grandmaster'; known players: random, greedy"),
        (["--seats", "5"], "seats: escoba is played by 2, 3, 4 or 6"),
        (["--partners"], "partners need 4 or 6 seats"),
        (["--format", "gauntlet", "--challenger", "zed"], "'zed' is not one of the players"),
        (["--sprt", "0"], "--sprt"),
        (["-o", "colour=red"], "unknown rules option"),
    ],
)
def test_new_rejects_bad_options_and_writes_nothing(tmp_path, extra, words):
    result = runner.invoke(
        app, ["tournament", "new", "cup", "-p", "random", "-p", "greedy", "--dir", str(tmp_path), *extra]
    )
    assert result.exit_code == 2
    assert words in result.output
    assert result.output.count("\n") == 1
    assert list(tmp_path.iterdir()) == []


def test_gauntlet_defaults_to_first_player_as_challenger(tmp_path):
    result = runner.invoke(
        app,
        [
            "tournament",
            "new",
            "g",
            "-p",
            "greedy",
            "-p",
            "random",
            "--format",
            "gauntlet",
            "--sprt",
            "0,50",
            "--dir",
            str(tmp_path),
        ],
    )
    assert result.exit_code == 0, result.output
    t = read_definition(tmp_path / "g.toml")
    assert t.challenger == "greedy" and t.sprt is not None and t.sprt.elo1 == 50
