"""Departures at a hosted table as the others see them (issue 34 item 4): a friend who
leaves on purpose shows as left, not away; the computer's moves for a seat gone too
long are marked as its own, for players and spectators; once a match ends in a
forfeit nobody is shown thinking."""

from __future__ import annotations

import threading

from helpers.net_helpers import ManualClock, client, running_host, wait_for
from helpers.playing import STOP, join_app, panel_of, play_on
from helpers.ui_factory import SIZE, THEMES, run_async, screen_text, until

from escoba_tui.net.client import UI_EXTENSIONS, SeatClient, play_bot
from escoba_tui.net.table import Table, TableConfig
from escoba_tui.net.watch_client import WatchClient
from escoba_tui.ui.net_session import ClientMatch
from escoba_tui.ui.screens.modals import EndScreen
from escoba_tui.ui.screens.net_game import NetGameScreen
from escoba_tui.ui.screens.watch import WatchScreen
from escoba_tui.ui.watch_app import WatchApp
from escoba_tui.ui.widgets.move_log import MoveLog


class Bot:
    """A bot at a seat, played in a thread (it asks for the additions it is given)."""

    def __init__(self, host, code: str, name: str = "Bea", **kw) -> None:
        self.client = client(host, code, name, **kw)
        self.thread = threading.Thread(target=play_bot, args=(self.client,))
        self.thread.start()

    def end(self) -> None:
        self.client.close()
        self.thread.join(10)
        assert not self.thread.is_alive()


def saved_table(tmp_path, clock, **kw) -> Table:
    table = Table(TableConfig(**kw), tmp_path / "host", clock=clock)
    table.save_meta()
    return table


@run_async
async def test_a_friend_who_leaves_on_purpose_shows_as_left_not_away(tmp_path):
    clock = ManualClock()
    table = saved_table(tmp_path, clock, seats=["remote", "remote"], target=4, seed=12, grace_s=30)
    with running_host([], tables=[table]) as host:
        app = join_app(tmp_path, host, table.code, "Ana", clock=clock)
        bea = client(host, table.code, "Bea", extensions=UI_EXTENSIONS)
        hello = next(m for m in bea.messages(10) if m["type"] == "hello")
        async with app.run_test(size=SIZE) as pilot:
            try:
                await until(pilot, lambda: isinstance(app.screen, NetGameScreen) and app.screen.hand is not None)
                await until(pilot, lambda: "●" in str(panel_of(app, "Bea").border_title))
                ClientMatch(bea, hello).close()  # Bea leaves the table as the join client does: `leave`, then closes
                await until(pilot, lambda: app.net_screen.net.seat_state(1) == "left")
                assert table.presence_message()["left"] == [False, True]
                app.net_screen.tick()
                assert app.net_screen.thinking_status(1) == "Waiting for Bea: left the table"
                assert str(panel_of(app, "Bea").border_subtitle) == "left · 0:30 to come back, then forfeit"
                # A connection that is merely lost is still "away".
                again = client(host, table.code, "Bea", token=bea.token, extensions=UI_EXTENSIONS)
                await until(pilot, lambda: app.net_screen.net.seat_state(1) == "here")
                again.close()
                await until(pilot, lambda: app.net_screen.net.seat_state(1) == "away")
                assert table.presence_message()["left"] == [False, False]
            finally:
                if app.return_code is None:
                    app.exit()


@run_async
async def test_the_computers_moves_for_a_seat_gone_are_marked_for_players_and_spectators(tmp_path):
    clock = ManualClock()
    table = saved_table(tmp_path, clock, seats=["remote", "remote"], target=4, seed=12, grace_s=5, takeover="greedy")
    with running_host([], tables=[table]) as host:
        app = join_app(tmp_path, host, table.code, "Ana", clock=clock)
        bea = Bot(host, table.code)
        eve = WatchClient("127.0.0.1", host.port, table.code, "Eve")
        eve.connect()
        gone = []

        async def take_over_bea(screen: NetGameScreen):
            if not gone:
                bea.end()
                await until(pilot, lambda: table.conns[1] is None)
                clock.advance(10, table)  # past her grace: the computer plays on for her
                await until(pilot, lambda: table.taken_over[1])
                gone.append(len(screen.hand.history))
                return False
            log = app.screen.query_one(MoveLog).shown_text or ""
            if "Bea (computer)" not in log:
                return False
            # While the computer is awaited for her, the header says so, not that she thinks.
            assert screen.thinking_status(1) == "Bea (computer) is thinking…"
            return STOP

        async with app.run_test(size=SIZE) as pilot:
            try:
                await play_on(pilot, steps=80, on_turn=take_over_bea)
                log = app.screen.query_one(MoveLog).shown_text or ""
                own = [line for line in log.splitlines() if line.startswith("Bea ")]
                marked = [line for line in log.splitlines() if line.startswith("Bea (computer) ")]
                assert marked and all(line in marked for line in own if "(computer)" in line)
            finally:
                if app.return_code is None:
                    app.exit()
        eve.close()
    seen = []
    while not eve.inbox.empty():
        seen.append(eve.inbox.get())
    plays = [m for m in seen if m["type"] == "played"]
    assert any(m.get("takeover") is True and m["seat"] == 1 for m in plays)
    assert not any(m.get("takeover") for m in plays if m["seat"] == 0)  # Ana's are her own


@run_async
async def test_a_spectator_shows_nobody_thinking_once_a_forfeit_ends_the_match(tmp_path):
    clock = ManualClock()
    table = saved_table(tmp_path, clock, seats=["remote", "remote"], target=4, seed=12, grace_s=5)
    with running_host([], tables=[table]) as host:
        ana = Bot(host, table.code, "Ana")
        bea = client(host, table.code, "Bea")
        eve = WatchClient("127.0.0.1", host.port, table.code, "Eve")
        eve.connect()
        app = WatchApp(eve, speed="instant", data_dir=tmp_path / "data", theme_dirs=[THEMES], blink=False)
        app.animation_level = "none"
        async with app.run_test(size=SIZE) as pilot:
            try:
                turn = next(m for m in bea.messages(10) if m["type"] == "turn")
                assert turn
                await until(pilot, lambda: isinstance(app.screen, WatchScreen) and app.screen.thinking == 1)
                # A spectator is never told who is connected (docs/network.md): it says whose
                # move is awaited, not that they are thinking it (they may be gone).
                await until(pilot, lambda: "Waiting for Bea" in screen_text(app))
                assert "thinking" not in str(app.net_screen.query_one("#status").render())
                bea.close()  # Bea goes on her turn, and does not come back
                wait_for(lambda: table.conns[1] is None)
                clock.advance(10, table)
                await until(pilot, lambda: isinstance(app.screen, EndScreen))
                # Who and why, to spectators too.
                assert (
                    app.screen.note == "The match ended early: Bea forfeited (they left and did not come back in time)."
                )
                text = screen_text(app)
                assert "thinking" not in text
                assert "thinking" not in str(app.net_screen.query_one("#status").render())
            finally:
                if app.return_code is None:
                    app.exit()
        ana.end()


def test_our_own_clock_stops_counting_once_a_forfeit_ends_the_match():
    """The end screen counts nothing down: not even our own move's budget from our last
    `turn` (it went on under the end screen after a forfeit, read from the turn alone)."""
    clock = ManualClock()
    table = Table(TableConfig(seats=["remote", "remote"], seed=1))
    net = ClientMatch(SeatClient("127.0.0.1", 1, table.code, "Ana"), table.hello(0), clock)
    net.receive({"type": "turn", "seq": 7, "time_ms": 20_000, "legal": [], "state": {}})
    clock.advance(5)
    assert net.clock_ms(0) == 15_000
    net.receive({"type": "game_end", "scores": [0, 0], "winner": 0, "result": "forfeit"})
    assert net.clock_ms(0) is None and net.thinking() is None
