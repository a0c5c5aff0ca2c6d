"""A hosted match as a joined player sees it when things go wrong (issue 18): leaving asks
first, a host that stops says so, a lost host is shown and blocks moves, a move is drawn
when the host has it, a forfeit ends on the record's scores, away seats count down, and
the rematch says who asked."""

from __future__ import annotations

import asyncio
import re
import threading
from random import Random

import pytest
from helpers.net_helpers import ManualClock, late_table, running_host
from helpers.playing import panel_of, play_on
from helpers.ui_factory import SIZE, THEMES, run_async, screen_text, until

from escoba_tui.game.engine import Game
from escoba_tui.game.loop import GameLoop
from escoba_tui.i18n import catalogue as S
from escoba_tui.net.client import UI_EXTENSIONS, SeatClient, play_bot
from escoba_tui.net.host import Host, load_tables, new_tables
from escoba_tui.net.table import Table, TableConfig
from escoba_tui.net.wire import PRESENCE
from escoba_tui.ui.join_app import JoinApp
from escoba_tui.ui.net_session import ClientMatch
from escoba_tui.ui.screens.modals import LeaveScreen
from escoba_tui.ui.screens.net_game import NetEndScreen, NetGameScreen


def join(tmp_path, host, code: str, name: str = "Ana", token: str | None = None, clock=None) -> JoinApp:
    c = SeatClient("127.0.0.1", host.port, code, name, token=token, extensions=UI_EXTENSIONS)
    c.connect()
    app = JoinApp(
        c, speed="instant", data_dir=tmp_path / "data", theme_dirs=[THEMES], blink=False, language="en", clock=clock
    )
    app.animation_level = "none"
    return app


def our_turn(app) -> bool:
    screen = app.screen
    return isinstance(screen, NetGameScreen) and screen.human_turn()


def banner(app) -> str:
    """The connection's line above the board, as shown ("" when hidden)."""
    widget = app.net_screen.query_one("#net-banner")
    return str(widget.render()) if widget.has_class("shown") else ""


class Bot:
    """A plain bot (no additions) at a seat, played in a thread; what it was sent."""

    def __init__(self, host: Host, code: str, name: str = "Bea", **kw) -> None:
        self.client = SeatClient("127.0.0.1", host.port, code, name, **kw)
        self.client.connect()
        self.got: list[dict] = []
        self.thread = threading.Thread(target=lambda: self.got.extend(play_bot(self.client)))
        self.thread.start()

    def end(self) -> None:
        self.client.close()
        self.thread.join(10)
        assert not self.thread.is_alive()


# ---------------------------------------------------------------- 2. leaving is a decision


@run_async
async def test_a_host_that_stops_tells_its_seats_and_is_tried_again_until_q(tmp_path):
    """Ctrl-C on `escoba host`: a seat that asked for presence hears `stopped` (the table is
    saved and resumes), its screen says so instead of "lost", and that it tries to join
    again (for how long, and the key that leaves: issue 34); q then leaves at once; a
    plain bot is sent nothing new."""
    config = TableConfig(seats=["remote", "remote"], target=2, seed=8)
    host = Host(new_tables([config], tmp_path / "host"), "127.0.0.1", 0)
    host.start()
    stopped = False
    try:
        app = join(tmp_path, host, config.code)
        bea = Bot(host, config.code)
        async with app.run_test(size=SIZE) as pilot:
            try:
                await until(pilot, lambda: our_turn(app))
                await asyncio.get_running_loop().run_in_executor(None, host.stop)
                stopped = True
                await until(pilot, lambda: app.net_screen.net.down is not None)  # closed, and tried again
                assert app.net_screen.net.stopped == {"type": "stopped", "resumes": True, "seq": app.client.last_seq}
                assert app.client.attempts >= 1 and app.net_screen.net.lost is None
                shown = banner(app)
                assert shown.startswith(S.NET_STOPPED_RETRYING.split("{")[0]) and "10:00" in shown, shown
                assert re.search(r"attempt \d+, 0:\d\d of at most 10:00 \(q: leave\)", shown), shown
                assert not app.screen.human_turn()
                await pilot.press("q")  # nothing left to decide: no question
                await until(pilot, lambda: app.return_code is not None)
            finally:
                if app.return_code is None:  # a failed check must not leave a worker waiting on the host
                    app.exit()
        bea.end()
    finally:
        if not stopped:
            host.stop()
    assert app.return_code == 0
    assert not [m for m in bea.got if m["type"] == "stopped"]  # never asked for presence
    assert [t.code for t in load_tables(tmp_path / "host")] == [config.code]  # saved: it resumes


def test_a_seat_that_asked_for_presence_hears_stopped_before_the_connection_closes(tmp_path):
    config = TableConfig(seats=["remote", "greedy"], target=2, seed=3)
    host = Host(new_tables([config], tmp_path), "127.0.0.1", 0)
    host.start()
    ana = SeatClient("127.0.0.1", host.port, config.code, "Ana", extensions=(PRESENCE,))
    ana.connect()
    try:
        next(m for m in ana.messages(10) if m["type"] == "turn")
        host.tables[config.code].resumes = False  # as a match hosted from the game's screen
    finally:
        host.stop()
    rest = list(ana.messages(10))
    assert [m["type"] for m in rest[-2:]] == ["stopped", "_closed"]
    assert rest[-2]["resumes"] is False and rest[-1]["why"] == "stopped"
    assert ana.attempts == 0 and not ana.over


# ---------------------------------------------------------------- 3. a lost host is shown


@run_async
async def test_a_lost_host_is_a_banner_that_stays_every_other_seat_unknown_and_no_move(tmp_path):
    config = TableConfig(seats=["remote", "greedy"], target=2, seed=8)
    clock = ManualClock()  # the screen's clock: no real seconds
    with running_host([config], tmp_path / "host") as host:
        app = join(tmp_path, host, config.code, clock=clock)
        async with app.run_test(size=SIZE) as pilot:
            try:
                await until(pilot, lambda: our_turn(app))
                screen = app.net_screen
                assert banner(app) == ""
                history = len(screen.hand.history)
                screen.receive({"type": "_reconnecting", "attempt": 1})
                clock.advance(5)
                screen.receive({"type": "_reconnecting", "attempt": 2})
                screen.receive({"type": "_reconnecting", "attempt": 3})
                clock.advance(7)
                screen.tick()  # the screen's second
                assert banner(app) == "Connection to the host lost: reconnecting… attempt 3, 0:12"
                assert banner(app).count("lost") == 1  # worded once
                panel = panel_of(app, "greedy")
                assert str(panel.border_title).startswith("? ") and str(panel.border_subtitle) == S.NET_UNKNOWN
                assert not screen.human_turn()
                await pilot.press("1", "enter")  # no move while the host cannot hear it
                assert screen.sent is None and len(screen.hand.history) == history
                app.client.drop()  # the connection really goes, and comes back
                await until(pilot, lambda: app.client.reconnects == 1 and our_turn(app))
                assert banner(app) == ""
                assert not str(panel_of(app, "greedy").border_title).startswith("? ")
                # Giving up is said once too, with how long it tried.
                screen.receive({"type": "_reconnecting", "attempt": 1})
                clock.advance(3)
                screen.receive({"type": "_closed", "reason": "no answer after 1 attempts", "why": "gave_up"})
                assert banner(app) == S.NET_LOST.format(reason=S.NET_GAVE_UP.format(n=1, time="0:03"))
                assert banner(app).count("lost") == 1
                # The close that leaving causes may be read first (it raced the `q` under
                # load): our own close must not hide that the host was lost for good.
                screen.receive({"type": "_closed", "reason": "closed by us", "why": "closed"})
                await pilot.press("q")  # lost for good: nothing to decide; the program ends as a failure
                await until(pilot, lambda: app.return_code is not None)
                assert app.return_code == 1
            finally:
                if app.return_code is None:  # a failed check must not leave a worker waiting on the host
                    app.exit()


def test_a_client_whose_host_is_gone_tries_again_attempt_by_attempt_then_says_so(tmp_path, monkeypatch):
    from escoba_tui.net import client as client_module

    monkeypatch.setattr(client_module, "RETRY_S", 0.05)  # a try every 50 ms, not 300: the same tries, sooner
    config = TableConfig(seats=["remote", "greedy"], target=2, seed=3)
    host = Host(new_tables([config], tmp_path), "127.0.0.1", 0)
    host.start()
    ana = SeatClient("127.0.0.1", host.port, config.code, "Ana", give_up_s=0.2)  # no presence: no `stopped`
    ana.connect()
    try:
        next(m for m in ana.messages(10) if m["type"] == "turn")
    finally:
        host.stop()  # as far as Ana can tell, the host is gone
    rest = list(ana.messages(10))
    attempts = [m["attempt"] for m in rest if m["type"] == "_reconnecting"]
    assert attempts == list(range(1, len(attempts) + 1)) and attempts
    assert rest[-1] == {"type": "_closed", "reason": f"no answer after {len(attempts)} attempts", "why": "gave_up"}


# ---------------------------------------------------------------- 4. a move is shown when the host has it


@run_async
async def test_our_move_is_drawn_when_the_host_has_it_and_asked_again_when_it_never_did(tmp_path):
    config = TableConfig(seats=["remote", "greedy"], target=2, seed=8)
    with running_host([config], tmp_path / "host") as host:
        app = join(tmp_path, host, config.code)
        held: list[dict] = []
        hold = {"on": True}
        deliver = app.client.on_message

        def gate(message: dict) -> None:
            # From the host's `played` of our move on, everything waits (in order) until let go.
            if hold["on"] and (held or (message.get("type") == "played" and message.get("seat") == 0)):
                held.append(message)
                return
            deliver(message)

        app.client.on_message = gate
        async with app.run_test(size=SIZE) as pilot:
            try:
                await until(pilot, lambda: our_turn(app))
                screen = app.net_screen
                me = screen.net.me
                assert me == 0
                cards, history = list(screen.hand.hands[me]), len(screen.hand.history)
                await pilot.press("1", "enter")
                await until(pilot, lambda: bool(held))  # the host has it; the screen has not heard yet
                assert screen.sent is not None
                assert list(screen.hand.hands[me]) == cards and len(screen.hand.history) == history
                assert S.NET_SENT in screen_text(app) and not screen.human_turn()
                sent = screen.sent
                hold["on"] = False
                for message in held:
                    deliver(message)
                await until(pilot, lambda: len(screen.hand.history) > history)
                assert screen.hand.history[history] == (me, sent) and screen.sent is None

                # A move the host never had (the line lost as the connection went) is asked again.
                await until(pilot, lambda: our_turn(app))
                cards, history = list(screen.hand.hands[me]), len(screen.hand.history)
                app.client.move = lambda *args, **kwargs: None  # the line never reaches the host
                await pilot.press("1", "enter")
                assert screen.sent is not None and len(screen.hand.history) == history
                app.client.drop()
                await until(pilot, lambda: app.client.reconnects == 1 and our_turn(app))
                assert screen.sent is None
                assert list(screen.hand.hands[me]) == cards and len(screen.hand.history) == history  # never drawn
                del app.client.move
                await pilot.press("1", "enter")
                await until(pilot, lambda: len(screen.hand.history) > history)
                assert screen.hand.history[history][0] == me
            finally:
                if app.return_code is None:  # a failed check must not leave a worker waiting on the host
                    app.exit()


# ---------------------------------------------------------------- 6. the end screen agrees with the record


def a_hand_with_an_escoba():
    """A hand in play in which a side has made an escoba (found by playing, bounded)."""
    for seed in range(200):
        game = Game(TableConfig(seats=["remote", "greedy"]).build_rules(), [[0], [1]])
        loop = GameLoop(game, deck_rng=Random(seed))
        hand = loop.start_hand()
        while not hand.over:
            legal = hand.legal_moves()
            sweep = [m for m in legal if m.captures and set(m.captures) == set(hand.table)]
            loop.play(sweep[0] if sweep else legal[0])
            if any(hand.side_escobas()) and not hand.over:
                return game
    raise AssertionError("no escoba in 200 deals")


def test_a_forfeits_end_shows_the_scores_of_game_end_not_the_hands_escobas_twice():
    game = a_hand_with_an_escoba()
    table = Table(TableConfig(seats=["remote", "greedy"], seed=1))
    net = ClientMatch(SeatClient("127.0.0.1", 1, table.code, "Ana"), table.hello(0))
    net.game.hand = game.hand  # the unfinished hand on screen
    scores = game.running_scores()  # what game_end says and the record keeps
    assert scores != [0, 0]
    # Bea was being waited for, Ana away, when the match ended in a forfeit.
    net.take_presence(
        {"type": "presence", "seats": ["away", "here"], "thinking": 1, "time_ms": 20_000, "away_ms": [9_000, None]}
    )
    assert net.thinking() == 1 and net.away_ms(0) == 9_000
    assert net.receive({"type": "game_end", "scores": scores, "winner": 1, "result": "forfeit"}) == "end"
    assert net.game.running_scores() == scores
    # Over: nobody thinks, nothing counts down (issue 34: "… is thinking" and a departed
    # seat's clock went on over the end screen).
    assert net.thinking() is None and net.clock_ms(1) is None and net.away_ms(0) is None


# ---------------------------------------------------------------- 7. away seats count down


@pytest.mark.parametrize("takeover", [None, "counter"])
def test_presence_says_how_long_an_away_seat_has_and_what_comes_after(takeover):
    class Conn:
        def __init__(self) -> None:
            self.got: list[dict] = []

        def post(self, message: dict) -> None:
            self.got.append(message)

        def fault(self, code: str, message: str) -> None:
            pass

    clock = ManualClock()
    table = Table(TableConfig(seats=["remote", "remote"], grace_s=30, takeover=takeover), clock=clock)
    ana, bea = Conn(), Conn()
    table.join(ana, {"type": "join", "name": "Ana", "extensions": [PRESENCE]})
    table.join(bea, {"type": "join", "name": "Bea"})
    table.detach(bea, 1)
    told = [m for m in ana.got if m["type"] == "presence"][-1]
    assert told["away_ms"] == [None, 30_000]
    assert told["grace_ms"] == 30_000 and told["takeover"] is (takeover is not None)
    clock.advance(12)
    assert table.presence_message()["away_ms"] == [None, 18_000]


@pytest.mark.parametrize("takeover, then", [(None, "then forfeit"), ("counter", "then the computer")])
@run_async
async def test_an_away_seats_panel_counts_down_its_grace(tmp_path, takeover, then):
    config = TableConfig(seats=["remote", "remote", "greedy"], target=2, seed=12, grace_s=30, takeover=takeover)
    clock = ManualClock()
    with running_host([config], tmp_path / "host") as host:
        app = join(tmp_path, host, config.code, clock=clock)
        bea = Bot(host, config.code)
        async with app.run_test(size=SIZE) as pilot:
            try:
                await until(pilot, lambda: isinstance(app.screen, NetGameScreen) and app.screen.hand is not None)
                await until(pilot, lambda: "●" in str(panel_of(app, "Bea").border_title))
                bea.end()  # Bea's program is closed
                await until(pilot, lambda: app.net_screen.net.seat_state(1) == "away")
                app.net_screen.tick()
                # At 100 columns the panel's border has room for the time left, not what follows
                # (issue 34: "away: 0:29 l…"); a wide panel says it too (tests/ui/test_ui_fit.py).
                panel = panel_of(app, "Bea")
                assert panel.outer_size.width - 4 < len(f"away: 0:30 left, {then}")
                assert str(panel.border_subtitle) == "away: 0:30 left"
                clock.advance(12)
                app.net_screen.tick()
                assert str(panel.border_subtitle) == "away: 0:18 left"
            finally:
                if app.return_code is None:  # a failed check must not leave a worker waiting on the host
                    app.exit()


# ---------------------------------------------------------------- 8. the rematch says who asked


@run_async
async def test_the_rematch_dialog_lists_who_has_asked(tmp_path):
    from helpers.net_helpers import rematch_bot

    config = TableConfig(seats=["remote", "remote"], target=1, seed=30)
    tokens = late_table(config, tmp_path / "host", ["Ana", "Bea"])
    with running_host([], tables=load_tables(tmp_path / "host")) as host:
        app = join(tmp_path, host, config.code, token=tokens[0])
        bea = SeatClient("127.0.0.1", host.port, config.code, "Bea", token=tokens[1], extensions=UI_EXTENSIONS)
        bea.connect()
        bot = threading.Thread(target=rematch_bot, args=(bea, 2))  # asks at once
        bot.start()
        async with app.run_test(size=SIZE) as pilot:
            try:
                await play_on(pilot)
                await until(
                    pilot, lambda: isinstance(app.screen, NetEndScreen) and app.screen.net.rematch_asked() == [1]
                )
                app.screen.show_rematch()
                assert "Asked so far: Bea." in screen_text(app)
            finally:
                if app.return_code is None:
                    app.exit()  # Ana leaves: the offer is declined, Bea's bot ends
        bot.join(30)
        assert not bot.is_alive()


@run_async
async def test_the_hosts_q_asks_then_stops_the_table_and_the_friends_are_told(tmp_path):
    """The player hosting from the setup screen is asked too; leaving stops the table, and
    a friend hears `stopped` (not served again: it is kept in host/left/), not a drop."""
    from helpers.playing import JOIN, open_hosting
    from helpers.ui_factory import make_app, play_settings

    from escoba_tui.ui.screens.hosting import HostedGameScreen, HostingScreen
    from escoba_tui.ui.screens.setup import SetupScreen
    from escoba_tui.ui.settings import save_settings

    save_settings(tmp_path, play_settings(seats=("human", "remote"), names=["Ana", "Bea"], target=2))
    app = make_app(tmp_path, seed=11)
    got: list[dict] = []
    async with app.run_test(size=SIZE) as pilot:
        await open_hosting(pilot)
        await until(pilot, lambda: isinstance(app.screen, HostingScreen))
        port, code = JOIN.search(screen_text(app)).groups()
        friend = SeatClient("127.0.0.1", int(port), code, "Bea", extensions=(PRESENCE,))
        friend.connect()
        bot = threading.Thread(target=lambda: got.extend(play_bot(friend)))
        bot.start()
        await until(pilot, lambda: isinstance(app.screen, HostedGameScreen) and app.screen.hand is not None)
        game = app.screen
        await pilot.press("q")
        await until(pilot, lambda: isinstance(app.screen, LeaveScreen))
        assert (app.screen.title_text, app.screen.note) == (S.HOST_LEAVE_TITLE, S.HOST_LEAVE_NOTE)
        await pilot.press("escape")  # stay: the table goes on
        await until(pilot, lambda: app.screen is game)
        assert not [m for m in got if m["type"] == "stopped"]
        await pilot.press("q")
        await until(pilot, lambda: isinstance(app.screen, LeaveScreen))
        await pilot.press("y")
        await until(pilot, lambda: isinstance(app.screen, SetupScreen))
        bot.join(10)
        assert not bot.is_alive()
    assert [m for m in got if m["type"] == "stopped"][0]["resumes"] is False
    assert got[-1]["type"] == "_closed" and got[-1]["why"] == "stopped" and friend.attempts == 0
    assert (tmp_path / "host" / "left" / f"{code}.json").exists()


# ---------------------------------------------------------------- 4. saved before told


def test_every_move_is_saved_before_any_seat_is_told_of_it(tmp_path):
    """Each `played` a seat is handed is already in the table's saved record: a host killed
    between the two would otherwise restart without a move its seats have seen."""
    from escoba_tui.game.record import read_record

    config = TableConfig(seats=["remote", "greedy"], target=2, seed=5)
    table = Table(config, tmp_path)
    table.save_meta()
    saved = tmp_path / "tables" / f"{config.code}.toml"
    told: list[tuple[int, int]] = []  # (plays told so far, plays saved when told)
    done = threading.Event()

    class Conn:
        def post(self, message: dict) -> None:
            if message["type"] == "played":
                record = read_record(saved)
                told.append((len(told) + 1, sum(len(h.moves) for h in record.hands)))
                if len(told) >= 12:
                    done.set()
            elif message["type"] == "turn" and not done.is_set():
                table.on_message(conn, 0, {"type": "move", "move": message["legal"][0]})

        def fault(self, code: str, message: str) -> None:
            pass

    conn = Conn()
    table.join(conn, {"type": "join", "table": config.code, "name": "Ana"})
    table.start()
    try:
        assert done.wait(30)
    finally:
        table.stop()
        table.thread.join(10)
    assert told and all(saved_n >= n for n, saved_n in told), told


@run_async
async def test_a_forfeits_end_screen_shows_the_records_scores(tmp_path):
    """Bea's program is closed after an escoba in the hand in play, and her grace runs out:
    Ana's end screen shows the scores the record keeps (escobas counted once)."""
    from helpers.playing import STOP

    from escoba_tui.game.record import read_record, verify
    from escoba_tui.ui.screens.modals import EndScreen

    config = TableConfig(seats=["remote", "remote"], target=30, seed=ESCOBA_SEED, grace_s=5)
    clock = ManualClock()  # the host's: Bea's grace runs out when the test says
    table = Table(config, tmp_path / "host", clock=clock)
    table.save_meta()
    with running_host([], tables=[table]) as host:
        app = join(tmp_path, host, config.code)
        bea = Bot(host, config.code)
        escobas: list[list[int]] = []

        async def after_an_escoba(screen: NetGameScreen):
            if not any(screen.hand.side_escobas()):
                return False
            escobas.append(screen.hand.side_escobas())
            bea.end()
            await until(pilot, lambda: table.conns[1] is None)
            clock.advance(10, table)
            return STOP

        async with app.run_test(size=SIZE) as pilot:
            try:
                await play_on(pilot, steps=60, on_turn=after_an_escoba)
                await until(pilot, lambda: isinstance(app.screen, EndScreen))
                shown = dict(zip(app.screen.side_names, app.screen.scores))
                note = app.screen.note
            finally:
                if app.return_code is None:
                    app.exit()
    record = read_record(tmp_path / "host" / "records" / f"{config.code}.toml")
    verify(record)
    assert record.result == "forfeit" and escobas
    assert shown == {"Ana": record.scores[0], "Bea": record.scores[1]}
    # Who forfeited and why (issue 34: "a seat forfeited" said neither).
    assert note == "The match ended early: Bea forfeited (they left and did not come back in time)."


ESCOBA_SEED = 2  # a deal in which a side sweeps the table within Ana's first moves
