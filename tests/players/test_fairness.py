"""Fairness (issue 21): a searching player decides from what its seat can see. In 200
positions (2 to 6 seats, every preset) every card the seat cannot see (the other hands,
the deck's order) is dealt afresh, and the move must not change; the same harness
catches a player that looks at hidden cards."""

from __future__ import annotations

from random import Random

import pytest
from cheating_players import FramePeeker

from escoba_tui.game.cards import Move
from escoba_tui.game.engine import HandState, default_teams, new_deck
from escoba_tui.game.rules import PRESETS, make_rules
from escoba_tui.players import Player
from escoba_tui.players.expert import ExpertPlayer
from escoba_tui.players.knowledge import sample_world
from escoba_tui.players.master import MasterPlayer

SEATINGS = ((2, False), (3, False), (4, False), (4, True), (6, False), (6, True))
POSITIONS = 200


def positions(count: int = POSITIONS) -> list[HandState]:
    """`count` positions from random play, spread over every preset and seating, early
    and late in the hand (a seeded generator: the same positions on every run)."""
    rng = Random(2101)
    combos = [(preset, seats, partners) for preset in PRESETS for seats, partners in SEATINGS]
    out: list[HandState] = []
    while len(out) < count:
        preset, seats, partners = combos[len(out) % len(combos)]
        rules = make_rules(preset, renuncio=rng.random() < 0.3)
        hand = HandState(rules, new_deck(rng), rng.randrange(seats), default_teams(seats, partners))
        for _ in range(rng.randrange(40)):
            if hand.over:
                break
            hand.play(hand.random_move(rng))
        if not hand.over and len(hand.legal_moves()) > 1:
            out.append(hand)
    return out


def ask(state: HandState, player: Player) -> Move:
    """The player's move, asked as the referee asks it: the real game (`state`) is right
    here in the caller's frame, the player gets the seat's view and the legal moves."""
    return player.decide(state.view(state.turn), list(state.legal_moves())).move


def reshuffled(state: HandState, rng: Random) -> HandState:
    """The same position for the seat to play, every card it cannot see dealt afresh."""
    view = state.view(state.turn)
    legal = list(state.legal_moves())
    other = sample_world(view, rng, [m for m in legal if m.claim])
    assert other.view(state.turn) == view  # the seat cannot tell the two apart
    assert list(other.legal_moves()) == legal
    return other


def changed_moves(make: type[Player] | object, states: list[HandState]) -> list[int]:
    """Positions (indexes) where the move changed when the hidden cards were dealt afresh
    (a fresh player for every question)."""
    rng = Random(7)
    changed = []
    for i, state in enumerate(states):
        first = ask(state, make())  # type: ignore[operator]
        if ask(reshuffled(state, rng), make()) != first:  # type: ignore[operator]
            changed.append(i)
    return changed


@pytest.fixture(scope="module")
def states() -> list[HandState]:
    return positions()


def test_the_positions_cover_every_preset_and_seating_with_cards_hidden(states):
    assert len(states) == POSITIONS
    assert {(h.rules.preset, len(h.hands), len(h.teams)) for h in states} == {
        (p, seats, 2 if partners else seats) for p in PRESETS for seats, partners in SEATINGS
    }
    hidden = [h for h in states if h.deck_left() or sum(1 for s, x in enumerate(h.hands) if x and s != h.turn) > 1]
    assert len(hidden) > 150


def test_master_plays_the_same_move_whatever_the_hidden_cards(states):
    # 400 decisions: a few seconds (more on a loaded machine), the price of 200 positions
    # over every preset and seating. Two worlds a decision keep it at that and still
    # exercise everything master does (inference, enumeration, the exact endgame).
    assert changed_moves(lambda: MasterPlayer(iters=2, seed=1), states) == []


def test_expert_plays_the_same_move_whatever_the_hidden_cards(states):
    assert changed_moves(lambda: ExpertPlayer(iters=2, seed=1), states) == []


def test_the_harness_catches_a_player_that_looks_at_hidden_cards(states):
    FramePeeker.peeked = []
    changed = changed_moves(FramePeeker, states)
    assert all(FramePeeker.peeked)
    assert len(changed) >= 3, changed
