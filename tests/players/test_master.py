"""master: the exact endgame against brute force, inference, enumeration, and its options."""

from random import Random

import pytest
from helpers.positions import stacked_deck

from escoba_tui.game.cards import Card, parse_move
from escoba_tui.game.engine import HandState, default_teams, hand_points, new_deck
from escoba_tui.game.reasons import MOVE_CODES
from escoba_tui.game.rules import PRESETS, make_rules
from escoba_tui.players import make_player
from escoba_tui.players.knowledge import card_worths
from escoba_tui.players.limits import SearchLimit
from escoba_tui.players.master import (
    Inference,
    MasterPlayer,
    Utility,
    Worlds,
    all_known,
    evaluate,
    minimax,
    placements,
    solve,
)


def played_to(rules, seats, partners, seed, until):
    rng = Random(seed)
    hand = HandState(rules, new_deck(rng), rng.randrange(seats), default_teams(seats, partners))
    while not hand.over and not until(hand):
        hand.play(hand.random_move(rng))
    return hand, rng


@pytest.mark.parametrize("preset", list(PRESETS))
@pytest.mark.parametrize("seats,partners", [(2, False), (3, False), (4, True)])
def test_the_engines_fast_count_is_its_real_count(preset, seats, partners):
    rules = make_rules(preset, all_sevens_bonus=2, all_oros_bonus=3)
    rng = Random(seats)
    for _ in range(40):
        hand = HandState(rules, new_deck(rng), 0, default_teams(seats, partners))
        while not hand.over:
            hand.play(hand.random_move(rng))
            if rng.random() < 0.1:
                assert hand_points(hand) == hand.score().points
        assert hand_points(hand) == hand.score().points


def last_deal(rules, seed, cards_left):
    """A two-seat hand after the last deal, with `cards_left` cards still in hands."""
    hand, _ = played_to(rules, 2, False, seed, lambda h: h.deck_left() == 0 and sum(map(len, h.hands)) <= cards_left)
    return hand


@pytest.mark.parametrize("preset", list(PRESETS))
def test_alpha_beta_equals_brute_force_minimax_where_every_card_is_known(preset):
    rules = make_rules(preset, renuncio=preset == "escoba")
    for seed in range(8):
        hand = last_deal(rules, seed, 4 if seed % 2 else 5)
        if hand.over:
            continue
        for scores, aware in (((0, 0), False), ((rules.target - 2, rules.target - 3), True)):
            utility = Utility(rules, hand.side_to_move, scores, aware)
            value, nodes = solve(hand, utility)
            assert value == minimax(hand, utility)
            assert nodes >= 1


@pytest.mark.parametrize("seed", range(6))
def test_master_never_loses_to_any_line_once_every_card_is_known(seed):
    rules = make_rules("escoba")
    hand = last_deal(rules, 100 + seed, 4 + seed % 2)
    if hand.over:
        return
    view = hand.view(hand.turn)
    assert all_known(view)
    legal = hand.legal_moves()
    player = MasterPlayer(iters=1)
    decision = player.decide(view, list(legal))
    assert player.last_exact or len(legal) == 1
    utility = Utility(rules, view.side, view.scores, True)
    best = minimax(hand, utility)
    child = hand.copy()
    child.play(decision.move)
    # Whatever the other side does from here, the move chosen holds the best value.
    assert minimax(child, utility) == best
    assert decision.reason and all(r.code in MOVE_CODES for r in decision.reason)


def test_two_v_two_with_one_hand_left_is_solved_exactly():
    rules = make_rules("escoba")
    hand, _ = played_to(rules, 4, True, 5, lambda h: h.deck_left() == 0 and sum(1 for x in h.hands if x) == 2)
    view = hand.view(hand.turn)
    assert all_known(view)
    result = evaluate(view, hand.legal_moves(), Random(0), SearchLimit(iters=1).stop())
    assert result.exact
    utility = Utility(rules, view.side, view.scores, True)
    assert result.values[result.best] == minimax(hand, utility)


def opening(seat0: str, seat1: str, table: str = "1c 2c 3c 4c") -> HandState:
    # Dealer seat 1: the table is dealt first, then seat 0's hand, then seat 1's.
    deck = stacked_deck(table, seat0, seat1)
    return HandState(make_rules("escoba"), deck, 1, default_teams(2))


def test_inference_finds_a_passed_up_escoba_unlikely():
    hand = opening("5e 2b 3b", "6o 7b 8b")
    hand.play(parse_move("2b"))  # seat 0 had 5e, which sweeps 1+2+3+4, and threw a two
    view = hand.view(1)
    inference = Inference(view, card_worths(view))
    assert inference
    c = Card.parse
    with_sweeper = inference.weight({0: (c("5e"), c("3b"))})
    without = inference.weight({0: (c("1o"), c("3b"))})
    assert 0 < with_sweeper < without / 5


def test_inference_finds_a_passed_up_velo_unlikely():
    hand = opening("7o 2b 3b", "6o 7b 9b", table="8c 9e 9c 10e")
    hand.play(parse_move("2b"))  # 7o:8c would have taken the velo's pair
    view = hand.view(1)
    inference = Inference(view, card_worths(view))
    c = Card.parse
    assert inference.weight({0: (c("7o"), c("3b"))}) < inference.weight({0: (c("1o"), c("3b"))}) / 3


def test_no_inference_at_a_fresh_deal():
    hand = opening("5e 2b 3b", "6o 7b 8b")
    assert not Inference(hand.view(0), card_worths(hand.view(0)))


def test_the_penultimate_deal_enumerates_the_84_other_hands():
    rules = make_rules("escoba")
    hand, _ = played_to(
        rules, 2, False, 9, lambda h: h.deck_left() == 6 and len(h.hands[h.turn]) == 3 and len(h.hands[1 - h.turn]) == 3
    )
    view = hand.view(hand.turn)
    assert placements(view) == 84
    worlds = Worlds(view, Random(1), [])
    seen = set()
    for _ in range(84):
        world, hands = worlds.next()
        seen.add(tuple(sorted(next(iter(hands.values())))))
        assert sorted(world.deck[world.deck_pos :] + [x for h in hands.values() for x in h]) == sorted(view.unseen())
    assert len(seen) == 84


def test_master_is_reproducible_with_iters_and_seed():
    hand, _ = played_to(make_rules("escoba"), 2, False, 7, lambda h: len(h.legal_moves()) >= 3 and h.deck_left() > 10)
    view, legal = hand.view(hand.turn), hand.legal_moves()
    first = MasterPlayer(iters=40, seed=3).decide(view, legal)
    assert first == MasterPlayer(iters=40, seed=3).decide(view, legal)
    assert first.reason and all(r.code in MOVE_CODES for r in first.reason)


def test_master_options_and_spec():
    with pytest.raises(ValueError):
        MasterPlayer(ms=0)
    with pytest.raises(ValueError):
        MasterPlayer(iters=0)
    player = make_player("master:iters=5,seed=2")
    assert isinstance(player, MasterPlayer) and player.iters == 5 and player.seed == 2


@pytest.mark.parametrize("seats,partners", [(2, False), (3, False), (4, True), (6, True)])
def test_master_plays_whole_hands_legally(seats, partners):
    rules = make_rules("scopa" if seats == 3 else "escoba", renuncio=seats == 2)
    rng = Random(seats)
    hand = HandState(rules, new_deck(rng), 0, default_teams(seats, partners))
    player = MasterPlayer(iters=4, seed=1)
    while not hand.over:
        legal = hand.legal_moves()
        decision = player.decide(hand.view(hand.turn), list(legal))
        assert decision.move in legal
        hand.play(decision.move)
