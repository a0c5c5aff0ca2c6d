"""The move clock of a hosted seat starts when its screen shows the turn (issue 34): a
seat that asked for the `shown` addition has its clock held while the count of the hand
is up, but never longer than the table's bound, so a client cannot stall the table."""

from __future__ import annotations

import pytest

from helpers.net_helpers import ManualClock, client, running_host, wait_for
from helpers.playing import join_app, our_move_or_a_dialog, progress
from helpers.ui_factory import SIZE, run_async, until

from escoba_tui.net.table import Table, TableConfig
from escoba_tui.net.wire import PRESENCE, SHOWN
from escoba_tui.ui.screens.modals import EndScreen
from escoba_tui.ui.screens.net_game import NetCountScreen, NetGameScreen
from escoba_tui.ui.widgets.hand import HandView


def our_turn(app) -> bool:
    screen = app.screen
    return isinstance(screen, NetGameScreen) and screen.human_turn()


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


# ---------------------------------------------------------------- the join client


def count_clock(app) -> str:
    return str(app.screen.query_one("#count-clock").render())


@run_async
async def test_the_clock_behind_the_count_waits_and_the_rematchs_time_is_shown(tmp_path):
    """Issue 34: with a 20 s move a player reading "The count — hand N" for 25 s lost on
    time without seeing "Your turn". Now the count says our clock waits for us, the host
    holds it until we go on, and the last count shows the rematch offer's time."""
    clock = ManualClock()  # the host's and the screen's: no real seconds pass
    config = TableConfig(seats=["remote", "greedy"], target=6, seed=3, move_ms=20_000, shown_s=60)
    table = Table(config, tmp_path / "host", clock=clock)
    table.save_meta()
    with running_host([], tables=[table]) as host:
        app = join_app(tmp_path, host, config.code, "Ana", clock=clock)
        held_seen = rematch_seen = False
        async with app.run_test(size=SIZE) as pilot:
            try:
                for _ in range(200):
                    await until(pilot, lambda: our_move_or_a_dialog(app))
                    screen = app.screen
                    if isinstance(screen, EndScreen):
                        break
                    if isinstance(screen, NetGameScreen):
                        before = progress(app)
                        await pilot.press("1")
                        await pilot.press("enter")
                        await until(pilot, lambda before=before: progress(app) != before)
                        continue
                    assert isinstance(screen, NetCountScreen)
                    net = app.net_screen.net
                    if not screen.last and not held_seen:
                        # The host dealt on and awaits our move while we read the count.
                        await until(pilot, lambda net=net: net.held_ms(0) is not None)
                        screen.show_clock()
                        assert count_clock(app) == (
                            "Your move is next: your clock starts when you go on (at the latest in 1:00)."
                        )
                        clock.advance(25, table)  # longer than the move's 20 s
                        screen.show_clock()
                        assert "at the latest in 0:35" in count_clock(app)
                        assert not table.finished and table.presence_message()["time_ms"] == 20_000
                        await pilot.press("enter")  # the turn is shown: the clock starts now
                        await until(pilot, lambda: table.move_clock.held_ms() is None)
                        await until(pilot, lambda net=net: net.held_ms(0) is None and net.clock_ms(0) == 20_000)
                        clock.advance(5, table)
                        assert table.presence_message()["time_ms"] == 15_000
                        await until(pilot, lambda: our_turn(app))
                        app.screen.show_presence()
                        assert "0:15 left" in str(app.screen.query_one(HandView).border_title)
                        held_seen = True
                        continue
                    if screen.last:
                        await until(pilot, lambda net=net: (net.rematch or {}).get("state") == "open")
                        screen.show_clock()
                        assert count_clock(app) == "Rematch on offer: every player must ask for it (1:00 left)."
                        clock.advance(15)
                        screen.show_clock()
                        assert "(0:45 left)" in count_clock(app)
                        rematch_seen = True
                    before = progress(app)
                    await pilot.press("enter")
                    await until(pilot, lambda before=before: progress(app) != before)
            finally:
                if app.return_code is None:
                    app.exit()
    assert held_seen and rematch_seen
    assert table.outcome is not None and table.outcome.result == "finished"


def test_a_tables_file_sets_how_long_the_clock_waits_and_bounds_it(tmp_path):
    from escoba_tui.net.tables_file import TablesError, loads

    (config,) = loads('[[table]]\nseats = ["remote", "greedy"]\nshown_time = 5\n', "t.toml")
    assert config.shown_s == 5.0
    assert loads('[[table]]\nseats = ["remote", "greedy"]\n', "t.toml")[0].shown_s == 60.0
    for bad in ("-1", "3601"):
        with pytest.raises(TablesError, match="shown_time"):
            loads(f'[[table]]\nseats = ["remote", "greedy"]\nshown_time = {bad}\n', "t.toml")
