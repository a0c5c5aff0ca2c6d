"""The built-in AI players: legal moves everywhere, the seed game's choices, reproducible search."""

from random import Random

import pytest
from helpers.positions import stacked_deck
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from escoba_tui.arena.series import duplicate_result, play_series
from escoba_tui.game.cards import Card, Move, parse_move
from escoba_tui.game.engine import HandState, default_teams, new_deck
from escoba_tui.game.reasons import MOVE_CODES, Reason
from escoba_tui.game.rules import make_rules
from escoba_tui.i18n.wording import say
from escoba_tui.players import make_player
from escoba_tui.players.counter import CounterPlayer
from escoba_tui.players.expert import ExpertPlayer
from escoba_tui.players.explain import explain
from escoba_tui.players.knowledge import card_worths, sample_world, table_threat

SEATINGS = [(2, False), (3, False), (4, False), (4, True), (6, False), (6, True)]
PRESETS = ["escoba", "scopa-club", "scopa"]
BUILTINS = ["random", "greedy", "counter", "expert:iters=3"]


def random_position(preset: str, seats: int, partners: bool, seed: int, renuncio: bool, steps: int) -> HandState:
    rules = make_rules(preset, renuncio=renuncio)
    rng = Random(seed)
    hand = HandState(rules, new_deck(rng), rng.randrange(seats), default_teams(seats, partners))
    for _ in range(steps):
        if hand.over:
            break
        legal = hand.legal_moves()
        hand.play(legal[rng.randrange(len(legal))])
    return hand


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    preset=st.sampled_from(PRESETS),
    seating=st.sampled_from(SEATINGS),
    seed=st.integers(0, 2**31 - 1),
    renuncio=st.booleans(),
    steps=st.integers(0, 40),
)
def test_every_builtin_returns_a_legal_move_with_a_reason(preset, seating, seed, renuncio, steps):
    seats, partners = seating
    hand = random_position(preset, seats, partners, seed, renuncio, steps)
    if hand.over:
        return
    legal = hand.legal_moves()
    view = hand.view(hand.turn)
    for spec in BUILTINS:
        decision = make_player(spec, seed=seed).decide(view, list(legal))
        assert decision.move in legal, f"{spec} chose {decision.move} not in {legal}"
        assert isinstance(decision.reason, tuple) and decision.reason, f"{spec} gave no reason"
        assert all(isinstance(r, Reason) and r.code in MOVE_CODES for r in decision.reason)
        assert "\n" not in say(decision.reason)


@pytest.mark.parametrize("preset", PRESETS)
@pytest.mark.parametrize("seats,partners", [(2, False), (3, False), (4, True), (6, True)])
def test_counter_and_expert_play_whole_hands_legally(preset, seats, partners):
    rules = make_rules(preset)
    hand = HandState(rules, new_deck(Random(seats)), 0, default_teams(seats, partners))
    players = [CounterPlayer() if s % 2 else ExpertPlayer(iters=4, seed=s) for s in range(seats)]
    while not hand.over:
        legal = hand.legal_moves()
        move = players[hand.turn].decide(hand.view(hand.turn), list(legal)).move
        assert move in legal
        hand.play(move)
    assert sum(len(p) for p in hand.piles) + len(hand.table) == 40


# ---------------------------------------------------------------- the seed game (seeds 000 / 004)

# You are seat 0, Ada (seat 1) deals: the table, your three, Ada's three, then the second round.
SEED_DECK = stacked_deck("3b 5c 8e 2o", "7o 10c 4b", "6e 1c 9b", "5b 7e 2c", "7c 4o 9o")
SEED_PLAY = ["7o:3b+5c", "1c", "4b:1c+2o+8e", "6e", "10c", "9b:6e", "5b:10c", "4o"]


def seed_hand(moves: int) -> HandState:
    hand = HandState(make_rules("escoba"), SEED_DECK, 1, default_teams(2))
    for text in SEED_PLAY[:moves]:
        hand.play(hand.find_legal(parse_move(text)))
    return hand


def test_counter_takes_the_velo_in_the_seed_opening():
    hand = seed_hand(0)
    assert sorted(hand.hands[0]) == sorted(Card.parse(c) for c in ("7o", "10c", "4b"))
    decision = CounterPlayer().decide(hand.view(0), hand.legal_moves())
    assert decision.move.same_as(parse_move("7o:3b+5c"))
    assert "takes the velo" in say(decision.reason)


def test_counter_leaves_the_safer_table_as_in_the_seed():
    hand = seed_hand(len(SEED_PLAY))
    assert hand.turn == 0 and [str(c) for c in hand.table] == ["4o"]
    assert sorted(map(str, hand.hands[0])) == ["2c", "7e"]
    decision = CounterPlayer().decide(hand.view(0), hand.legal_moves())
    # 2c would leave 6 (three caballos unseen), 7e leaves 11 (only two fours unseen).
    assert decision.move == Move(Card.parse("7e"))
    assert say(decision.reason) == "leaves 11: only two fours still to play can take it all"


def test_threat_counts_the_unseen_sweepers_of_the_seed_position():
    hand = seed_hand(len(SEED_PLAY))
    view = hand.view(0)
    worth = card_worths(view)
    unseen = view.unseen()
    six = table_threat(view.rules, [Card.parse("4o"), Card.parse("2c")], unseen, 2, worth, 2.0)
    eleven = table_threat(view.rules, [Card.parse("4o"), Card.parse("7e")], unseen, 2, worth, 2.0)
    assert six.sweepers == {9: 3} and eleven.sweepers == {4: 2}
    assert eleven.sweep_chance < six.sweep_chance
    eighteen = table_threat(view.rules, [Card.parse(c) for c in ("4o", "7e", "7c")], unseen, 2, worth, 2.0)
    assert eighteen.sweepers == {} and eighteen.total == 18


def test_counter_never_discards_a_card_that_could_capture():
    # Table 5c; holding 10e (captures it) and 2b: leaving 10e on the table would be a
    # renuncio, so counter captures or discards the 2.
    rules = make_rules("escoba")
    deck = stacked_deck("5c 1o 1c 1e", "10e 2b 3o", "4c 4e 6o")
    hand = HandState(rules, deck, 1, default_teams(2))
    legal = hand.legal_moves()
    assert Move(Card.parse("10e")) in legal  # the renuncio is legal: capture is optional
    move = CounterPlayer().decide(hand.view(0), legal).move
    assert move.captures or hand.captures_for(move.card) == []


# ---------------------------------------------------------------- worlds and the expert


@pytest.mark.parametrize("seats,partners", SEATINGS)
def test_a_sampled_world_looks_the_same_from_the_seat(seats, partners):
    hand = random_position("escoba", seats, partners, 42 + seats, False, 11)
    view = hand.view(hand.turn)
    world = sample_world(view, Random(1))
    seen = world.view(hand.turn)
    for field in (
        "hand",
        "table",
        "captured",
        "hand_sizes",
        "deck_left",
        "escobas",
        "scores",
        "turn",
        "history",
        "last_capturer",
    ):
        assert getattr(seen, field) == getattr(view, field), field
    assert sorted(world.legal_moves()) == sorted(hand.legal_moves())
    places = (
        list(world.deck[world.deck_pos :])
        + world.table
        + [c for h in world.hands for c in h]
        + [c for p in world.piles for c in p]
    )
    assert sorted(places) == list(range(40))


def test_expert_is_reproducible_with_iters_and_seed():
    hand = random_position("escoba", 2, False, 7, False, 9)
    while len(hand.legal_moves()) < 3:
        hand.play(hand.legal_moves()[0])
    view, legal = hand.view(hand.turn), hand.legal_moves()
    first = ExpertPlayer(iters=40, seed=3).decide(view, legal)
    again = ExpertPlayer(iters=40, seed=3).decide(view, legal)
    assert first == again
    assert first.reason == explain(view, first.move)


def test_expert_answers_a_forced_move_at_once():
    hand = seed_hand(0)
    hand.play(hand.find_legal(parse_move("7o:3b+5c")))
    player = ExpertPlayer(ms=5000)
    only = [Move(Card.parse("1c"))]
    decision = player.decide(hand.view(1), only)
    assert decision.move == only[0] and player.last_worlds == 0


def test_expert_rejects_bad_options():
    with pytest.raises(ValueError):
        ExpertPlayer(ms=0)
    with pytest.raises(ValueError):
        ExpertPlayer(iters=0)


# ---------------------------------------------------------------- strength and duplicate figures


def test_counter_beats_greedy_on_a_fixed_duplicate_sample():
    series = play_series(["counter", "greedy"], make_rules("escoba"), 30, seed=11, duplicate=True)
    result = duplicate_result(series)
    mean, half = result.margin()
    assert result.hands >= 100
    assert mean - half > 0, (mean, half)
    assert result.score_first > result.score_second


def test_a_player_against_itself_has_a_zero_paired_margin():
    series = play_series(["greedy", "greedy"], make_rules("escoba"), 4, seed=5, duplicate=True)
    result = duplicate_result(series)
    assert result.hands > 0 and all(m == 0 for m in result.margins)
    assert result.score_first == result.score_second


def test_swapping_the_players_negates_the_margin():
    rules = make_rules("scopa-club")
    ab = duplicate_result(play_series(["counter", "greedy"], rules, 4, seed=2, duplicate=True))
    ba = duplicate_result(play_series(["greedy", "counter"], rules, 4, seed=2, duplicate=True))
    assert ab.hands == ba.hands
    assert ab.margin()[0] == pytest.approx(-ba.margin()[0])
    assert (ab.score_first, ab.score_second) == (ba.score_second, ba.score_first)


def test_match_duplicate_prints_the_paired_margin_and_the_match_score():
    import json

    from typer.testing import CliRunner

    from escoba_tui.cli import app

    runner = CliRunner()
    out = runner.invoke(app, ["match", "counter", "greedy", "--duplicate", "--games", "3", "--seed", "4", "--json"])
    assert out.exit_code == 0, out.output
    figures = json.loads(out.output)["duplicate_result"]
    assert figures["first"] == "counter" and figures["second"] == "greedy"
    assert figures["games"] == 6 and figures["score_first"] + figures["score_second"] == 6
    assert figures["margin_low"] < figures["margin_per_hand"] < figures["margin_high"]
    text = runner.invoke(app, ["match", "counter", "greedy", "--duplicate", "--games", "3", "--seed", "4"])
    assert text.exit_code == 0, text.output
    flat = " ".join(text.output.split())
    assert f"counter over greedy: {figures['margin_per_hand']:+.3f}" in flat
    assert "points per hand" in flat and "ties count half" in flat


def test_expert_keeps_within_the_referees_time_limit():
    import time

    from escoba_tui.players.base import GameInfo

    # A position whose candidates stay close: an unbounded search runs all 300 worlds.
    hand = random_position("escoba", 2, False, 2, False, 20)
    unbounded = ExpertPlayer(iters=300)
    unbounded.decide(hand.view(hand.turn), hand.legal_moves())
    assert unbounded.last_worlds == 300
    player = ExpertPlayer(ms=5000)
    player.start_game(GameInfo(hand.turn, 2, ((0,), (1,)), hand.rules, ("a", "b"), time_ms=30))
    started = time.perf_counter()
    decision = player.decide(hand.view(hand.turn), hand.legal_moves())
    assert decision.move in hand.legal_moves()
    assert time.perf_counter() - started < 1.0 and player.last_worlds < 300
