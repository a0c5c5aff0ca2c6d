"""One search limit for every searching player (issue 21 items 1 and 7): bounded options
refused in one line, a search that always ends (exact ties, the referee's clock), and an
endgame that says "exact" only where it is."""

from __future__ import annotations

import dataclasses
import math
import time
from random import Random

import pytest
from helpers.positions import stacked_deck
from typer.testing import CliRunner

from escoba_tui.cli import app
from escoba_tui.game.engine import HandState, default_teams, hand_points, new_deck
from escoba_tui.game.rules import make_rules
from escoba_tui.players import PlayerSpecError, check_spec, make_player
from escoba_tui.players import expert as expert_module
from escoba_tui.players.base import GameInfo
from escoba_tui.players.expert import ExpertPlayer
from escoba_tui.players.limits import MAX_ITERS, MAX_MS, LimitError, SearchLimit, Stop
from escoba_tui.players.master import MasterPlayer, Utility, all_known, evaluate, minimax

runner = CliRunner()
BAD = [
    ("ms", math.nan),
    ("ms", math.inf),
    ("ms", -math.inf),
    ("ms", 1e12),
    ("ms", 10**12),
    ("ms", -5),
    ("ms", 0),
    ("ms", True),
    ("ms", "fast"),
    ("iters", 10**12),
    ("iters", 1e12),
    ("iters", -1),
    ("iters", 0),
    ("iters", 2.5),
    ("iters", math.nan),
    ("iters", True),
    ("worlds", 0),
    ("worlds", 10**12),
]


@pytest.mark.parametrize("field, value", BAD)
def test_a_limit_out_of_bounds_or_not_a_number_is_refused(field, value):
    with pytest.raises(LimitError) as caught:
        SearchLimit(**{field: value})
    message = str(caught.value)
    assert "\n" not in message and field in message


def test_the_bounds_themselves_are_accepted():
    SearchLimit(MAX_MS, MAX_ITERS, MAX_ITERS)
    SearchLimit(0.5, 1, 1)
    with pytest.raises(dataclasses.FrozenInstanceError):
        SearchLimit().ms = 5  # type: ignore[misc]  # frozen


@pytest.mark.parametrize("name", ["expert", "master"])
@pytest.mark.parametrize(
    "option", ["ms=nan", "ms=inf", "ms=1e12", "ms=-3", f"iters={10**12}", "iters=1e12", "iters=-2", "iters=nan"]
)
def test_every_searching_player_refuses_them_through_the_spec(name, option):
    spec = f"{name}:{option}"
    for check in (make_player, check_spec):  # check_spec: a definition, a table, a seat
        with pytest.raises(PlayerSpecError) as caught:
            check(spec)
        assert "\n" not in str(caught.value) and option.partition("=")[0] in str(caught.value)


def test_a_tournament_definition_refuses_them_before_it_is_written(tmp_path):
    result = runner.invoke(
        app, ["tournament", "new", "t", "--dir", str(tmp_path), "-p", "master:ms=nan", "-p", "random"]
    )
    assert result.exit_code == 2 and result.output.startswith("error: ") and result.output.count("\n") == 1
    assert "ms must be" in result.output and not (tmp_path / "t.toml").exists()


@pytest.mark.parametrize("option", ["ms=nan", "ms=inf", "ms=1e12", f"iters={10**12}", "ms=-1"])
def test_the_command_line_says_one_line_for_master(option):
    start = time.monotonic()
    result = runner.invoke(app, ["match", f"master:{option}", "random"])
    assert time.monotonic() - start < 10
    assert result.exit_code == 2, result.output
    assert result.output.startswith("error: ") and result.output.count("\n") == 1, result.output


def test_the_referees_time_caps_the_search_whatever_the_options_say():
    start = 1000.0
    # A long time, a count of worlds: the referee's 100 ms (80 of them for the search) win.
    assert Stop(SearchLimit(MAX_MS), 100, start).deadline == pytest.approx(start + 0.08)
    assert Stop(SearchLimit(iters=MAX_ITERS), 100, start).deadline == pytest.approx(start + 0.08)
    assert Stop(SearchLimit(50), 1000, start).deadline == pytest.approx(start + 0.05)
    # No referee's time (or none worth the name): the limit's own.
    for nothing in (None, 0, math.nan, math.inf, -5, "soon", True):
        assert Stop(SearchLimit(50), nothing, start).deadline == pytest.approx(start + 0.05)
    assert Stop(SearchLimit(iters=5), None, start).deadline is None
    # Even a limit built around its own checks (ms=nan) cannot defeat the referee's
    # clock, nor run without end when there is none.
    sneaky = object.__new__(SearchLimit)
    for field, value in (("ms", math.nan), ("iters", None), ("worlds", MAX_ITERS)):
        object.__setattr__(sneaky, field, value)
    assert Stop(sneaky, 100, start).deadline == pytest.approx(start + 0.08)
    assert Stop(sneaky, None, start).deadline == pytest.approx(start + MAX_MS / 1000)
    stop = Stop(SearchLimit(MAX_MS, worlds=7), None)
    assert not stop.done(6) and stop.done(7)


def tied_sevens() -> HandState:
    """Seat 0 holds three sevens, none an oro, and none can take anything: the three
    discards are exactly the same move in every world (dealer seat 1)."""
    deck = stacked_deck("1e 4b 9c 9b", "7b 7e 7c", "2o 3o 4o")
    return HandState(make_rules("escoba"), deck, 1, default_teams(2))


def test_the_tied_position_really_is_an_exact_tie(monkeypatch):
    # Without the tie rule, nothing tells the three apart: after 200 worlds all are alive
    # (a search by time would run to its end, and at ms=nan it never ended).
    monkeypatch.setattr(expert_module, "TIE_WORLDS", 10**9)
    hand = tied_sevens()
    legal = list(hand.legal_moves())
    assert len(legal) == 3 and all(not m.captures for m in legal)
    result = evaluate(hand.view(0), legal, Random(1), SearchLimit(iters=200).stop())
    assert result.alive == [0, 1, 2] and len(set(result.values)) == 1


@pytest.mark.parametrize("player", [MasterPlayer, ExpertPlayer])
@pytest.mark.parametrize("limit", [{"ms": 5000}, {"iters": MAX_ITERS}])
def test_two_exactly_tied_best_moves_end_the_search_at_once(player, limit):
    hand = tied_sevens()
    legal = list(hand.legal_moves())
    searcher = player(seed=3, **limit)
    start = time.perf_counter()
    decision = searcher.decide(hand.view(0), legal)
    assert time.perf_counter() - start < 2.0  # five seconds allowed; a tie takes a few ms
    assert searcher.last_worlds == expert_module.TIE_WORLDS
    assert decision.move == legal[0]  # the tie broken the same way every time: the first listed


@pytest.mark.parametrize("player", [MasterPlayer, ExpertPlayer])
@pytest.mark.parametrize("limit", [{"ms": MAX_MS}, {"iters": MAX_ITERS}])
def test_a_search_of_ten_minutes_stops_at_the_referees_time(player, limit):
    # No exact tie here: close moves that only the clock can end.
    hand = HandState(make_rules("escoba"), stacked_deck("5c 5b 6b 9e", "1c 10o 7c", "2o 3o 4o"), 1, default_teams(2))
    searcher = player(seed=1, **limit)
    searcher.start_game(GameInfo(0, 2, ((0,), (1,)), hand.rules, ("a", "b"), time_ms=100))
    start = time.perf_counter()
    searcher.decide(hand.view(0), list(hand.legal_moves()))
    assert time.perf_counter() - start < 1.0  # 80 ms of search, and a world's worth over


# ---------------------------------------------------------------- honest exactness


def last_cards(seats: int, partners: bool, seed: int) -> HandState | None:
    """A hand after its last deal where only two seats still hold cards (so every card
    is known to the one to play), or None if this deal never gets there."""
    rules = make_rules("escoba")
    rng = Random(seed)
    hand = HandState(rules, new_deck(rng), rng.randrange(seats), default_teams(seats, partners))
    while not hand.over:
        if hand.deck_left() == 0 and sum(1 for x in hand.hands if x) == 2 and len(hand.legal_moves()) > 1:
            return hand
        hand.play(hand.random_move(rng))
    return None


def maxn_points(h: HandState) -> list[int]:
    """The hand's points when every side plays for itself (its points minus the best
    other side's), first listed move on a tie: one self-interested line of play."""
    if h.over:
        return hand_points(h)
    side = h.side_of_seat[h.turn]
    best: list[int] | None = None
    best_v = -math.inf
    for m in h.legal_moves():
        child = h.copy()
        child.play(m)
        pts = maxn_points(child)
        v = pts[side] - max(p for i, p in enumerate(pts) if i != side)
        if v > best_v:
            best, best_v = pts, v
    assert best is not None
    return best


@pytest.mark.parametrize("seats, partners", [(2, False), (4, True), (6, True)])
def test_with_two_sides_the_endgame_is_exact(seats, partners):
    seen = 0
    for seed in range(40):
        hand = last_cards(seats, partners, seed)
        if hand is None:
            continue
        view = hand.view(hand.turn)
        assert all_known(view)
        result = evaluate(view, list(hand.legal_moves()), Random(0), SearchLimit(iters=1).stop())
        assert result.exact and not result.guaranteed
        assert result.values[result.best] == minimax(hand, Utility(hand.rules, view.side, view.scores, True))
        seen += 1
        if seen == 3:
            break
    assert seen == 3


@pytest.mark.parametrize("seats, shows_it", [(3, 91), (4, 41), (6, 199)])
def test_with_three_sides_or_more_it_is_a_guarantee_not_exact(seats, shows_it):
    """Every card known, but the others need not play against master: the value is
    what master's move guarantees whatever they do, and is not called exact. Deal
    `shows_it` shows why: sides that play for themselves give master another result."""
    differs = seen = 0
    for seed in [*range(16), shows_it]:
        hand = last_cards(seats, False, seed)
        if hand is None:
            continue
        view = hand.view(hand.turn)
        assert all_known(view)
        player = MasterPlayer(iters=1)
        decision = player.decide(view, list(hand.legal_moves()))
        assert not player.last_exact and player.last_guaranteed
        result = evaluate(view, list(hand.legal_moves()), Random(0), SearchLimit(iters=1).stop())
        assert not result.exact and result.guaranteed
        utility = Utility(hand.rules, view.side, view.scores, False)
        child = hand.copy()
        child.play(decision.move)
        guaranteed = minimax(child, utility)  # the others all against master
        pts = maxn_points(child)  # the others each for themselves
        own = pts[view.side] - max(p for i, p in enumerate(pts) if i != view.side)
        assert own >= guaranteed  # a guarantee holds against any play
        differs += own != guaranteed
        seen += 1
    assert seen >= 4
    assert differs >= 1, "no position where the others' own interest changes master's result"
