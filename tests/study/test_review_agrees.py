"""Review and analysis agree: the replay's review and `escoba analyze` run one analysis
with the same settings (the same result for the same record), and a reason names the
better move, never reading as the card just played."""

from __future__ import annotations

import importlib

import pytest
from typer.testing import CliRunner

import escoba_tui.study.analyze as analyze
from escoba_tui.arena.series import play_series
from escoba_tui.cli import app
from escoba_tui.game.cards import Card
from escoba_tui.game.reasons import Reason
from escoba_tui.game.record import read_record
from escoba_tui.game.rules import make_rules
from escoba_tui.i18n import catalogue as S
from escoba_tui.i18n import wording as W
from escoba_tui.players.limits import SearchLimit
from escoba_tui.ui.screens.replay import ReplayScreen


@pytest.fixture
def record_file(tmp_path):
    play_series(["greedy", "random"], make_rules("escoba", target=1), 1, seed=2, records=tmp_path)
    return tmp_path / "game-1.toml"


def test_the_review_and_the_command_line_ask_for_the_same_analysis(record_file, monkeypatch):
    asked: list[dict] = []

    def fake(record, ms=None, iters=None, seed=0, on_move=None):
        asked.append({"ms": ms, "iters": iters, "seed": seed})
        return analyze.Analysis()

    def fake_apart(record, ms=None, iters=None, seed=0, on_move=None, cancelled=None):  # the review's, in a process
        return fake(record, ms=ms, iters=iters, seed=seed, on_move=on_move)

    monkeypatch.setattr(analyze, "analyze_record", fake)
    monkeypatch.setattr(analyze, "analyze_apart", fake_apart)
    result = CliRunner().invoke(app, ["analyze", str(record_file)])
    assert result.exit_code == 0, result.output
    screen = ReplayScreen(read_record(record_file), str(record_file))
    monkeypatch.setattr(
        "escoba_tui.ui.screens.replay.get_current_worker", lambda: type("W", (), {"is_cancelled": True})()
    )
    ReplayScreen.run_review.__wrapped__(screen)  # the worker's body, in this thread
    assert len(asked) == 2 and asked[0] == asked[1]


def test_the_default_analysis_is_a_fixed_number_of_worlds(record_file, monkeypatch):
    searched: list[tuple] = []
    real = analyze.search_position

    def spy(view, legal, played, rng, stop, least):
        searched.append((stop.deadline, stop.worlds, stop.fixed, least))
        return real(view, legal, played, rng, SearchLimit(iters=2).stop(), 2)

    monkeypatch.setattr(analyze, "search_position", spy)
    record = read_record(record_file)
    h, i, state, move = next(p for p in analyze.positions(record) if len(p[2].legal_moves()) > 1)
    analyze.analyze_position(state, move, h, i)
    # No clock: the same on every run; DEFAULT_ITERS worlds at least, SPREAD times as many at most.
    assert searched == [(None, analyze.DEFAULT_ITERS * analyze.SPREAD, True, analyze.DEFAULT_ITERS)]


@pytest.mark.parametrize(
    "code, discard",
    [
        ("en", "laying 4e down"),
        ("fr", "poser 4e sur la table"),
        ("es", "dejar 4e en la mesa"),
        ("pt", "deixar 4e na mesa"),
    ],
)
def test_a_better_discard_is_named_as_a_discard(code, discard):
    card = Card.parse("4e")
    words = (
        S.english_words()
        if code == "en"
        else {**S.english(), **vars(importlib.import_module(f"escoba_tui.i18n.lang.{code}"))}
    )
    said = W.say(Reason("worth_more", (card,), (0.38,)), words=words)
    assert said.startswith(discard), said
    taking = W.say(Reason("worth_more", (card, Card.parse("1o")), (0.38,)), words=words)
    assert taking.startswith("4e:1o"), taking
