"""The hosted table's parts (issue 17 item 2): one asking step with the referee, one
record replay (tests/test_architecture.py keeps every class under 400 lines)."""

import random
import threading

import pytest
from helpers.net_helpers import ManualClock

from escoba_tui.game.engine import Game, new_deck
from escoba_tui.game.record import RecordError, dumps, hand_states, loads, read_record, record_from_game, replay
from escoba_tui.game.rules import make_rules
from escoba_tui.net.table import Table, TableConfig


def test_a_remote_seat_out_of_time_forfeits_by_name_as_the_referee_would(tmp_path):
    """Asked through the referee's step, a seat that runs out of time is named: the other
    side wins, the record is kept and every seat is sent `quit` (a timeout had no seat,
    no winner, no record and no `quit` while the table asked seats its own way)."""
    clock = ManualClock()
    table = Table(TableConfig(seats=["remote", "greedy"], target=2, seed=3, move_ms=1000), tmp_path, clock=clock)
    got: list[dict] = []
    turned = threading.Event()

    class Conn:
        def post(self, message: dict) -> None:
            got.append(message)
            if message["type"] == "turn":
                turned.set()

        def fault(self, code: str, message: str) -> None:
            got.append({"type": "error", "code": code})

    assert table.join(Conn(), {"type": "join", "name": "Ana"}) == 0
    table.start()
    assert turned.wait(10)
    clock.advance(5.0, table)
    assert table.done.wait(10)
    end = next(m for m in got if m["type"] == "game_end")
    assert end["result"] == "forfeit" and end["winner"] == 1
    assert [m["type"] for m in got[-2:]] == ["quit", "_close"]
    record = read_record(table.record_path())
    assert record.forfeit_seat == 0 and record.forfeit_reason == "timeout"


def _played_out_uncounted() -> Game:
    game = Game(make_rules("escoba"), [[0], [1]])
    hand = game.start_hand(new_deck(random.Random(4)))
    while not hand.over:
        game.play(hand.legal_moves()[0])
    return game


def test_a_table_saved_between_a_hands_last_move_and_its_count_replays_uncounted():
    record = loads(dumps(record_from_game(_played_out_uncounted(), ["a", "b"], ["remote", "greedy"])))
    with pytest.raises(RecordError, match="points are"):
        replay(record)  # as a finished record, the hand's points would not add up
    game = replay(record, game=Game(make_rules("escoba"), [[0], [1]]), uncounted_last=True)
    assert game.hand is not None and game.hand.over and game.hands[-1].score is None


def test_hand_states_stop_at_the_first_move_that_does_not_replay():
    game = Game(make_rules("escoba"), [[0], [1]])
    hand = game.start_hand(new_deck(random.Random(5)))
    for _ in range(3):
        game.play(hand.legal_moves()[0])
    record = record_from_game(game, ["a", "b"], ["human", "human"])
    whole = hand_states(record)
    assert [len(states) for states in whole] == [4]
    record.hands[0].moves[1] = record.hands[0].moves[0]  # that card was played already
    assert [len(states) for states in hand_states(record)] == [2]
    with pytest.raises(RecordError, match="move 2"):
        replay(record)


def test_two_computers_of_one_level_get_distinct_names():
    """Both "counter" would read as one in every panel, the header and the log (issue 34):
    the second is "counter 2", in the hello every seat and spectator is sent."""
    table = Table(TableConfig(seats=["remote", "counter", "remote", "counter"], partners=True, seed=3))
    assert list(table.names) == ["Seat 1", "counter", "Seat 3", "counter 2"]
    assert table.hello(0)["names"] == ["Seat 1", "counter", "Seat 3", "counter 2"]
    assert table.watching_message()["seats"] == ["Seat 1", "counter", "Seat 3", "counter 2"]
    named = Table(TableConfig(seats=["remote", "greedy", "greedy"], names=[None, "greedy", "greedy"], seed=3))
    assert list(named.names) == ["Seat 1", "greedy", "greedy 2"]
