"""escoba analyze: the losses of a game's moves, their labels, the JSON, the command."""

import json

import pytest
from typer.testing import CliRunner

from escoba_tui.arena.series import play_series
from escoba_tui.cli import app
from escoba_tui.game.reasons import CODES
from escoba_tui.game.record import read_record
from escoba_tui.game.rules import make_rules
from escoba_tui.study.analyze import LABELS, THRESHOLDS, analyze_record, label_for

runner = CliRunner()


@pytest.fixture(scope="module")
def game(tmp_path_factory):
    """A short game of random (seat 0) against expert (seat 1), as a record file."""
    folder = tmp_path_factory.mktemp("records")
    play_series(["random", "expert:iters=30"], make_rules("escoba", target=6), 1, seed=4, records=folder)
    return folder / "game-1.toml"


@pytest.fixture(scope="module")
def analysis(game):
    return analyze_record(read_record(game), iters=40, seed=1)


def test_labels_follow_the_documented_thresholds():
    assert [label_for(x) for x in (0.0, 0.049, 0.05, 0.19, 0.2, 0.49, 0.5, 0.99, 1.0, 3.0)] == [
        "best",
        "best",
        "good",
        "good",
        "inaccuracy",
        "inaccuracy",
        "mistake",
        "mistake",
        "blunder",
        "blunder",
    ]
    assert len(THRESHOLDS) == len(LABELS) - 1


def test_every_move_is_analysed_in_record_order(game, analysis):
    record = read_record(game)
    expected = [(h, i) for h, rh in enumerate(record.hands, 1) for i in range(1, len(rh.moves) + 1)]
    assert [(m.hand, m.index) for m in analysis.moves] == expected
    for m, (h, i) in zip(analysis.moves, expected):
        assert (
            m.played == str(record.hands[h - 1].moves[i - 1])
            or m.played.split(":")[0] == str(record.hands[h - 1].moves[i - 1]).split(":")[0]
        )
        assert m.loss >= 0 and m.label == ("best" if m.certainty == "noise" else label_for(m.loss))
        if m.label == "best":
            assert (m.loss < THRESHOLDS[0] or m.certainty == "noise") and not m.reason
        else:
            assert m.reason and all(r.code in CODES for r in m.reason)
            assert m.reason_text() and "\n" not in m.reason_text()


def test_random_loses_far_more_per_move_than_expert(analysis):
    random_seat, expert_seat = analysis.players
    assert random_seat.moves > 10 and expert_seat.moves > 10
    assert random_seat.mean_loss > 2 * expert_seat.mean_loss
    assert random_seat.accuracy < expert_seat.accuracy


def test_the_analysis_is_reproducible_with_iters(game, analysis):
    again = analyze_record(read_record(game), iters=40, seed=1)
    assert again.to_json() == analysis.to_json()


def test_json_output_has_the_documented_shape(game):
    out = runner.invoke(app, ["analyze", str(game), "--iters", "8", "--json"])
    assert out.exit_code == 0, out.output
    data = json.loads(out.stdout)
    assert set(data) == {"moves", "players"}
    assert all(
        set(m) == {"hand", "index", "seat", "played", "best", "loss", "label", "certainty", "reason"}
        for m in data["moves"]
    )
    assert all(isinstance(m["reason"], str) and (m["reason"] or m["label"] == "best") for m in data["moves"])
    assert [set(p) for p in data["players"]] == [{"seat", "mean_loss", "accuracy"}] * 2
    text = runner.invoke(app, ["analyze", str(game), "--iters", "8"])
    assert text.exit_code == 0 and "mean loss" in text.output
    # the players table counts seats from 1, as every screen does (the JSON keeps 0 and 1)
    rows = [line.split("│")[1:3] for line in text.output.splitlines() if line.startswith("│")]
    assert [(seat.strip(), name.split(":")[0].strip()) for seat, name in rows] == [("1", "random"), ("2", "expert")]


@pytest.mark.parametrize(
    "args,message",
    [
        (["--iters", "0"], "--iters 0"),
        (["--ms", "-5"], "--ms -5"),
        (["--ms", "50", "--iters", "5"], "one or the other"),
    ],
)
def test_bad_options_are_one_error_line(game, args, message):
    out = runner.invoke(app, ["analyze", str(game), *args])
    assert out.exit_code == 2 and message in out.output and "Traceback" not in out.output


def test_a_file_that_is_not_a_record_is_one_error_line(tmp_path):
    bad = tmp_path / "bad.toml"
    bad.write_text("this is not toml [")
    out = runner.invoke(app, ["analyze", str(bad)])
    assert out.exit_code == 2 and out.output.startswith("error:")
