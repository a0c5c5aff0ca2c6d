"""Facts with one home: the rules builder, which side a seat is on, the escoba on the last play."""

from __future__ import annotations

import random

import pytest

from escoba_tui.engine import EngineError, HandState, default_teams, seat_sides, side_of
from escoba_tui.record import loads
from escoba_tui.rules import PRESETS, RulesError, build_rules, make_rules
from escoba_tui.tournament.config import Tournament


def test_build_rules_preset_options_target():
    assert build_rules("scopa") == PRESETS["scopa"]
    rules = build_rules("escoba", {"renuncio": True, "face_values": [10, 11, 12]}, 15)
    assert rules == make_rules("escoba", renuncio=True, face_values=(10, 11, 12), target=15)
    # The target given wins over one among the options; no target keeps the option's.
    assert build_rules("escoba", {"target": 9}, 30).target == 30
    assert build_rules("escoba", {"target": 9}).target == 9
    with pytest.raises(RulesError):
        build_rules("escoba", {"no_such_option": 1})
    with pytest.raises(RulesError):
        build_rules("tute")
    with pytest.raises(RulesError):
        build_rules("escoba", target=0)


def test_record_and_tournament_build_rules_the_same_way():
    rules = build_rules("scopa-club", {"renuncio": True}, 16)
    tournament = Tournament("t", (), rules="scopa-club", rules_options={"renuncio": True}, target=16)
    assert tournament.make_rules() == rules
    text = (
        'format = "escoba-record"\nversion = 1\nrules = "scopa-club"\ntarget = 16\nseats = ["a", "b"]\n'
        'result = "abandoned"\nscores = [0, 0]\n\n[rules_options]\nrenuncio = true\n'
    )
    assert loads(text).make_rules() == rules


@pytest.mark.parametrize("seats,partners", [(2, False), (3, False), (4, False), (4, True), (6, False), (6, True)])
def test_seat_sides_is_side_of_for_every_seat(seats, partners):
    teams = default_teams(seats, partners)
    sides = seat_sides(teams)
    assert len(sides) == seats
    for seat in range(seats):
        assert sides[seat] == side_of(teams, seat)
        assert seat in teams[sides[seat]]
    assert HandState(PRESETS["escoba"], list(range(40)), 0, teams).side_of_seat == sides
    with pytest.raises(EngineError):
        side_of(teams, seats)


@pytest.mark.parametrize("preset", ["escoba", "scopa"])
def test_a_seat_sees_the_last_play_and_its_escoba_as_the_engine_scores_them(preset):
    rules = PRESETS[preset]
    rng = random.Random(5)
    for _ in range(5):
        deck = list(range(40))
        rng.shuffle(deck)
        hand = HandState(rules, deck, 1, default_teams(2))
        while not hand.over:
            view = hand.view(hand.turn)
            assert view.is_last_play == hand.is_last_play()
            assert view.escoba_counts() == rules.escoba_counts(hand.is_last_play())
            assert view.escoba_counts() == (rules.last_play_escoba or not hand.is_last_play())
            hand.play(hand.random_move(rng))
