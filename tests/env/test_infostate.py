"""The full information state of the environments: the last capturer (in the observation
too), each seat's pile apart with 3+ sides, the move history, the perfect-information view."""

import random

import numpy as np
import pytest

pytest.importorskip("pettingzoo")

from escoba_tui.env import escoba_v0  # noqa: E402
from escoba_tui.env.core import OBS, ActionMatch, check_args  # noqa: E402
from escoba_tui.env.infostate import INFO, MAX_HISTORY, PERFECT, ROW, information_state  # noqa: E402


def table_after(seats: int, seed: int, moves: int) -> ActionMatch:
    rules, teams = check_args("escoba", seats, False, None, None)
    table = ActionMatch(rules, teams)
    table.reset(seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if table.over:
            break
        table.play(rng.choice(table.legal))
    return table


def test_flipping_the_last_capturer_changes_observation_and_information_state():
    changed = checked = 0
    for seed in range(40):
        table = table_after(3, seed, 5)
        hand = table.hand
        if hand.last_capturer is None:
            continue
        seat = table.seat
        before_obs, before_info = table.observe(seat), table.information_state(seat)
        hand.last_capturer = (hand.last_capturer + 1) % hand.seats
        table._seen.clear()  # the observation is remembered per decision
        after_obs, after_info = table.observe(seat), table.information_state(seat)
        checked += 1
        changed += (before_obs != after_obs).any() and (before_info != after_info).any()
        rel = (hand.last_capturer - seat) % hand.seats
        assert after_obs[OBS["last_capturer"] + rel] == 1.0
        assert after_info[INFO["last_capturer"] + rel] == 1.0
    assert checked >= 20 and changed == checked


def test_each_opponents_pile_is_its_own_plane_with_three_sides():
    for seed in range(20):
        table = table_after(3, seed, 12)
        hand, seat = table.hand, table.seat
        info = table.information_state(seat)
        for s in range(3):
            rel = (s - seat) % 3
            plane = info[INFO["piles"] + rel * 40 : INFO["piles"] + (rel + 1) * 40]
            assert set(np.flatnonzero(plane)) == set(hand.piles[s])


def test_the_history_is_in_the_information_state_in_order():
    table = table_after(2, 7, 9)
    hand, seat = table.hand, table.seat
    info = table.information_state(seat)
    assert len(hand.history) == 9
    for i, (s, move) in enumerate(hand.history):
        row = info[INFO["history"] + i * ROW : INFO["history"] + (i + 1) * ROW]
        assert row[(s - seat) % 2] == 1.0 and row[6 + move[0]] == 1.0
        assert set(np.flatnonzero(row[46:86])) == set(move[1])
    assert info[INFO["history"] + 9 * ROW :].sum() == 0
    assert MAX_HISTORY * ROW == len(info) - INFO["history"]
    # without the history (an observation), the same blocks and no rows
    assert information_state(hand, seat, history=False)[INFO["history"] :].sum() == 0


def test_the_perfect_view_adds_every_hand_and_the_cards_to_deal():
    env = escoba_v0.env(seats=4)
    env.reset(seed=3)
    hand = env.table.hand
    view = env.perfect_information("player_1")
    assert (view[: INFO["history"]] == env.information_state("player_1")[: INFO["history"]]).all()
    for s in range(4):
        rel = (s - 1) % 4
        block = view[PERFECT["hands"] + rel * 40 : PERFECT["hands"] + (rel + 1) * 40]
        assert set(np.flatnonzero(block)) == set(hand.hands[s])
    assert set(np.flatnonzero(view[PERFECT["to_deal"] :])) == set(hand.deck[hand.deck_pos :])
    # the player's own information state does not hold the others' hands
    own = env.information_state("player_1")
    assert own[INFO["hand"] : INFO["hand"] + 40].sum() == len(hand.hands[1])
