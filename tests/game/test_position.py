"""The one-line position string (round trip, clear errors) and push/pop undo on HandState."""

import copy
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from escoba_tui.game.engine import EngineError, HandState, default_teams, new_deck
from escoba_tui.game.position import parse_position, position_string
from escoba_tui.game.rules import make_rules

SEATINGS = [(2, False), (3, False), (4, True), (6, False)]
PRESETS = ["escoba", "scopa", "scopa-club"]


def played_hand(preset: str, seats: int, partners: bool, seed: int, plays: int) -> HandState:
    rng = random.Random(seed)
    hand = HandState(make_rules(preset), new_deck(rng), seed % seats, default_teams(seats, partners))
    for _ in range(plays):
        if hand.over:
            break
        hand.play(hand.random_move(rng))
    return hand


def fields(hand: HandState) -> dict:
    skip = ("_legal", "_undo", "_index", "rules")
    return copy.deepcopy({name: getattr(hand, name) for name in HandState.__slots__ if name not in skip})


@settings(max_examples=150, deadline=None)
@given(
    st.sampled_from(PRESETS),
    st.sampled_from(SEATINGS),
    st.integers(0, 10**6),
    st.integers(0, 60),
)
def test_position_round_trip(preset, seating, seed, plays):
    hand = played_hand(preset, *seating, seed, plays)
    line = position_string(hand)
    assert "\n" not in line
    back = parse_position(line, hand.rules)
    assert position_string(back) == line
    assert back.legal_moves() == hand.legal_moves() or sorted(map(str, back.legal_moves())) == sorted(
        map(str, hand.legal_moves())
    )
    for name in ("hands", "table", "piles", "escobas", "last_capturer", "turn", "dealer", "scores", "hand_number"):
        assert getattr(back, name) == getattr(hand, name), name
    assert back.deck[back.deck_pos :] == hand.deck[hand.deck_pos :]


@pytest.mark.parametrize(
    "bad",
    [
        "",
        "0-1 d0",
        "0-1 x0 t1 h:-/- t:- p:-/- k:- e:0,0 l:- s:0,0 n:1 c:-",
        "0-1 d0 t1 h:1o/2o t:3o p:-/- k:- e:0,0 l:- s:0,0 n:1 c:-",
    ],
)
def test_bad_positions_say_why(bad):
    with pytest.raises(EngineError, match="position"):
        parse_position(bad, make_rules("escoba"))


def test_a_position_too_long_is_refused():
    with pytest.raises(EngineError, match="longer"):
        parse_position("x" * 5000, make_rules("escoba"))


@settings(max_examples=150, deadline=None)
@given(
    st.sampled_from(PRESETS), st.sampled_from(SEATINGS), st.integers(0, 10**6), st.integers(0, 45), st.integers(1, 8)
)
def test_push_then_pop_restores_exactly(preset, seating, seed, plays, depth):
    hand = played_hand(preset, *seating, seed, plays)
    rng = random.Random(seed + 1)
    snapshots = []
    for _ in range(depth):
        if hand.over:
            break
        snapshots.append((fields(hand), position_string(hand), hand.legal_moves()))
        hand.push(hand.random_move(rng))
    for before, line, legal in reversed(snapshots):
        hand.pop()
        assert fields(hand) == before
        assert position_string(hand) == line and hand.legal_moves() == legal


def test_pop_without_push_says_so():
    hand = played_hand("escoba", 2, False, 1, 0)
    with pytest.raises(EngineError, match="nothing to undo"):
        hand.pop()
