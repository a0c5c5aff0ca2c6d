"""Hostile numbers (issue 9 items 8 and 9): every count, duration and size a user can give
has a bound; out of it, nan and inf included, is one `error:` line and exit 2, at once."""

from __future__ import annotations

import time

import pytest
from typer.testing import CliRunner

from escoba_tui.cli import app
from escoba_tui.players import PlayerSpecError, make_player

runner = CliRunner()


def one_error_line(args: list[str], *words: str) -> None:
    start = time.monotonic()
    result = runner.invoke(app, args)
    assert time.monotonic() - start < 10, "refused, but only after a long while"
    assert result.exit_code == 2, result.output
    assert result.output.startswith("error: ") and result.output.count("\n") == 1, result.output
    for word in words:
        assert word in result.output, result.output


@pytest.mark.parametrize(
    "args, words",
    [
        (["bench", "--moves", "0"], ["--moves 0"]),
        (["bench", "--moves", "-5"], ["--moves -5"]),
        (["bench", "--seconds", "nan"], ["--seconds nan"]),
        (["bench", "--seconds", "inf"], ["--seconds inf"]),
        (["bench", "--seconds", "0"], ["--seconds 0"]),
        (["match", "greedy", "random", "--games", str(10**10)], ["--games 10000000000", "100,000"]),
        (["match", "greedy", "random", "--games", "0"], ["--games 0"]),
        (["match", "expert:iters=100000000000000000000", "random"], ["iters", "1000000"]),
        (["match", "expert:ms=nan", "random"], ["ms must be"]),
        (["match", "expert:ms=inf", "random"], ["ms must be"]),
        (["match", "expert:ms=-1", "random"], ["ms must be"]),
    ],
)
def test_out_of_range_numbers_on_the_command_line(args, words):
    one_error_line(args, *words)


@pytest.mark.parametrize(
    "sprt, field",
    [("nan,nan", "elo0"), ("0,inf", "elo1"), ("-inf,5", "elo0"), ("0,1e9", "elo1"), ("0,30,nan,0.05", "alpha")],
)
def test_sprt_bounds_must_be_finite_numbers(tmp_path, sprt, field):
    one_error_line(
        [
            "tournament",
            "new",
            "s",
            "--dir",
            str(tmp_path),
            "-p",
            "greedy",
            "-p",
            "random",
            "--format",
            "gauntlet",
            "--sprt",
            sprt,
        ],
        f"sprt.{field}",
    )
    assert not (tmp_path / "s.toml").exists()


def test_sprt_bounds_in_a_definition_file(tmp_path):
    path = tmp_path / "d.toml"
    path.write_text(
        'name = "d"\nformat = "gauntlet"\nchallenger = "a"\n'
        '[[players]]\nname = "a"\nspec = "greedy"\n[[players]]\nname = "b"\nspec = "random"\n'
        "[sprt]\nelo0 = inf\nelo1 = 5\n"
    )
    one_error_line(["tournament", "run", str(path)], "d.toml:", "sprt.elo0")


@pytest.mark.parametrize(
    "args, words",
    [
        (["--time-ms", str(10**11)], ["time_ms"]),
        (["--games", str(10**22)], ["games", "more than 100000"]),
    ],
)
def test_tournament_sizes_and_budgets_are_bounded(tmp_path, args, words):
    one_error_line(["tournament", "new", "t", "--dir", str(tmp_path), "-p", "greedy", "-p", "random", *args], *words)


def test_expert_options_are_bounded_in_the_spec_itself():
    for spec in ("expert:iters=1000001", "expert:ms=600001", "expert:iters=0"):
        with pytest.raises(PlayerSpecError):
            make_player(spec)
    make_player("expert:iters=1000000").close()
