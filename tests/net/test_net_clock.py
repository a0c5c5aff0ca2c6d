"""The move clock of a hosted seat starts when its screen shows the turn (issue 34): a
seat that asked for the `shown` addition has its clock held while the count of the hand
is up, but never longer than the table's bound, so a client cannot stall the table."""

from __future__ import annotations

from helpers.net_helpers import ManualClock, client, running_host, wait_for

from escoba_tui.net.table import Table, TableConfig
from escoba_tui.net.wire import PRESENCE, SHOWN


def first_turn(c):
    return next(m for m in c.messages(10) if m["type"] == "turn")


def until_type(c, *kinds: str) -> list[dict]:
    got = []
    for message in c.messages(10):
        got.append(message)
        if message["type"] in kinds:
            return got
    raise AssertionError(f"no {kinds}")


def held_table(tmp_path, clock) -> Table:
    config = TableConfig(seats=["remote", "greedy"], target=2, seed=3, move_ms=3000, shown_s=20)
    table = Table(config, tmp_path, clock=clock)
    table.save_meta()
    return table


def test_a_seats_clock_waits_for_its_screen_to_show_the_turn(tmp_path):
    clock = ManualClock()
    table = held_table(tmp_path, clock)
    with running_host([], tables=[table]) as host:
        ana = client(host, table.code, "Ana", extensions=(PRESENCE, SHOWN))
        turn = first_turn(ana)
        assert turn["time_ms"] == 3000
        wait_for(lambda: table.move_clock.thinking == 0)
        # The count of the last hand is up for 8 s, far past the move's 3 s had they run.
        clock.advance(8.0, table)
        held = table.presence_message()
        assert held["time_ms"] == 3000 and held["held_ms"] == 12_000
        ana.send({"type": "shown"}, turn["seq"])
        got = until_type(ana, "presence")
        assert got[-1]["time_ms"] == 3000 and got[-1]["held_ms"] is None  # it runs from now
        clock.advance(2.0, table)
        assert table.presence_message()["time_ms"] == 1000
        ana.move(turn["legal"][0], turn["seq"])
        got = until_type(ana, "played")
        assert not [m for m in got if m["type"] in ("game_end", "error")]
        ana.close()


def test_a_client_that_never_says_shown_cannot_hold_the_table(tmp_path):
    clock = ManualClock()
    table = held_table(tmp_path, clock)
    with running_host([], tables=[table]) as host:
        ana = client(host, table.code, "Ana", extensions=(PRESENCE, SHOWN))
        first_turn(ana)
        wait_for(lambda: table.move_clock.thinking == 0)
        clock.advance(19.0, table)  # held all along: still its whole time
        assert table.presence_message()["time_ms"] == 3000
        clock.advance(1.0 + 3.0 + 1.5, table)  # the bound, then the move's time: it runs anyway
        end = until_type(ana, "game_end")[-1]
        assert end["result"] == "forfeit" and end["forfeit_seat"] == 0 and end["forfeit_cause"] == "timeout"
        ana.close()


def test_a_shown_that_is_not_due_is_a_fault_and_one_without_the_addition_too(tmp_path):
    clock = ManualClock()
    table = held_table(tmp_path, clock)
    conn = object()
    table.conns[0] = conn
    table.ext[0] = frozenset({SHOWN})
    assert table.on_message(conn, 0, {"type": "shown"}) == "a shown that was not due"
    table.ext[0] = frozenset()
    assert table.on_message(conn, 0, {"type": "shown"}) == "a shown from a seat that did not ask for it"


def test_a_seat_without_the_addition_has_its_clock_run_from_the_turn(tmp_path):
    clock = ManualClock()
    table = held_table(tmp_path, clock)
    with running_host([], tables=[table]) as host:
        ana = client(host, table.code, "Ana", extensions=(PRESENCE,))
        first_turn(ana)
        wait_for(lambda: table.move_clock.thinking == 0)
        clock.advance(2.0, table)
        assert table.presence_message()["time_ms"] == 1000 and table.presence_message()["held_ms"] is None
        ana.close()
