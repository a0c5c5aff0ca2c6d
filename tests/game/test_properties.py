"""Facts from rules.md that hold in every game: hypothesis over thousands of random hands."""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from escoba_tui.game.cards import DECK
from escoba_tui.game.engine import FIFTEEN, Game, HandState, default_teams, new_deck
from escoba_tui.game.rules import make_rules

SEATINGS = [(2, False), (3, False), (4, False), (4, True), (6, False), (6, True)]
PRESETS = ["escoba", "scopa-club", "scopa"]
CONFIGS = [(p, n, partners) for p in PRESETS for n, partners in SEATINGS]


def where_is_everything(hand: HandState) -> list:
    places = list(hand.deck[hand.deck_pos :]) + list(hand.table)
    for h in hand.hands:
        places += h
    for p in hand.piles:
        places += p
    return places


def check_move(hand: HandState, move) -> None:
    rules = hand.rules
    values = rules.values
    assert move in hand.legal_moves()
    if move.claim:
        return
    assert move.card in hand.hands[hand.turn]
    if move.captures:
        assert set(move.captures) <= set(hand.table)
        taken = sum(values[c] for c in move.captures)
        if rules.capture == "fifteen":
            assert taken + values[move.card] == FIFTEEN
        else:
            assert taken == values[move.card]
    elif rules.compulsory_capture:
        assert not hand.captures_for(move.card)


@pytest.mark.parametrize("preset,seats,partners", CONFIGS)
@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), renuncio=st.booleans())
def test_every_card_is_always_in_exactly_one_place(preset, seats, partners, seed, renuncio):
    rules = make_rules(preset, renuncio=renuncio)
    rng = random.Random(seed)
    teams = default_teams(seats, partners)
    for dealer in range(2):
        hand = HandState(rules, new_deck(rng), dealer, teams)
        captured_total = sum(rules.values[c] for p in hand.piles for c in p)
        assert captured_total % FIFTEEN == 0  # the opening take is 0, 15 or 30
        while not hand.over:
            places = where_is_everything(hand)
            assert sorted(places) == list(DECK)
            legal = hand.legal_moves()
            assert legal and len(set(legal)) == len(legal)
            move = legal[rng.randrange(len(legal))]
            check_move(hand, move)
            hand.play(move)
        assert sorted(where_is_everything(hand)) == list(DECK)
        assert all(not h for h in hand.hands) and hand.deck_pos == 40
        left = hand.leftovers or tuple(hand.table)
        if rules.capture == "fifteen":
            # every capture removes a multiple of 15 from 220
            assert sum(rules.values[c] for c in left) % FIFTEEN == 10
        if hand.last_capturer is None:
            assert len(hand.table) == 40 - len(hand.opening)
        else:
            assert hand.table == []
        score = hand.score()
        assert sum(score.cards) == 40 - len(hand.table)
        assert sum(score.points) >= sum(hand.escobas)
        assert score.points == [
            e + sum(a.points for a in score.awards if a.side == s) for s, e in enumerate(score.escobas)
        ]


@pytest.mark.parametrize("preset", PRESETS)
@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**32 - 1))
def test_whole_games_end_with_a_single_winner_at_the_target(preset, seed):
    rules = make_rules(preset, target=7)
    rng = random.Random(seed)
    game = Game(rules, default_teams(2))
    while not game.over:
        hand = game.start_hand(new_deck(rng))
        while not hand.over:
            legal = hand.legal_moves()
            game.play(legal[rng.randrange(len(legal))])
        game.finish_hand()
        assert len(game.hands) < 100
    top = max(game.scores)
    assert top >= 7 and game.scores.count(top) == 1 and game.scores[game.winner] == top
    assert sum(game.scores) == sum(sum(h.points) for h in game.hands)


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32 - 1))
def test_copy_then_play_matches_playing_the_original(seed):
    rules = make_rules("escoba")
    rng = random.Random(seed)
    hand = HandState(rules, new_deck(rng), 1, default_teams(2))
    while not hand.over:
        twin = hand.copy()
        legal = hand.legal_moves()
        move = legal[rng.randrange(len(legal))]
        assert twin.legal_moves() == legal
        assert twin.play(move) == hand.play(move)
        assert twin.table == hand.table and twin.hands == hand.hands and twin.piles == hand.piles
