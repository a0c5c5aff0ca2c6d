"""A host that goes away and comes back (issue 34 item 3): the host being away is nobody's
fault. A client keeps trying with a growing, capped wait for minutes (said on screen, with
the key that leaves), also after a host that stopped saying it resumes; a host resumed on
its saved state starts every seat's grace again; a seat back at a finished table is shown
how its match ended, not `table_full`."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import threading
from pathlib import Path
from typing import Any

import pytest
from helpers.net_helpers import ManualClock, running_host, wait_for
from helpers.ui_factory import SIZE, THEMES, run_async, screen_text, until

from escoba_tui.game.results import Result
from escoba_tui.i18n import catalogue as S
from escoba_tui.net.client import UI_EXTENSIONS, JoinError, Retry, SeatClient, play_bot
from escoba_tui.net.host import Host, load_tables, new_tables
from escoba_tui.net.table import Table, TableConfig
from escoba_tui.ui.join_app import JoinApp
from escoba_tui.ui.net_session import ClientMatch
from escoba_tui.ui.screens.net_game import NetEndScreen

ESCOBA = [sys.executable, "-c", "from escoba_tui.cli import main; main()"]
OLD_BUDGET_S = 31.0  # what a client tried for before: "no answer after 97 attempts (0:31)"


class AwayClock:
    """A client's clock and its wait between attempts, in no real seconds: a wait moves the
    clock on by its length at once; once the client has tried for `hold_after` seconds, the
    next wait holds until the host is back (`back`), so the host is away as long as that."""

    def __init__(self, back: threading.Event, hold_after: float) -> None:
        self.now = 0.0
        self.back = back
        self.hold_after = hold_after
        self.waits: list[float] = []
        self.holding = threading.Event()  # the client has tried for hold_after seconds

    def __call__(self) -> float:
        return self.now

    def wait(self, seconds: float) -> None:
        self.waits.append(seconds)
        self.now += seconds
        if self.now >= self.hold_after:
            self.holding.set()
            assert self.back.wait(60), "the host never came back"


class HostProcess:
    """A real `escoba host --json` on 127.0.0.1: its first line says the port and the table."""

    def __init__(self, state: Path, port: int = 0) -> None:
        self.proc = subprocess.Popen(
            [
                *ESCOBA,
                "host",
                "--seat",
                "remote",
                "--seat",
                "remote",
                "--target",
                "2",
                "--seed",
                "11",
                "--state",
                str(state),
                "--port",
                str(port),
                "--json",
            ],
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            env={**os.environ, "ESCOBA_DATA_DIR": str(state.parent / "data")},
            start_new_session=True,
        )
        assert self.proc.stdout is not None
        self.events: list[dict[str, Any]] = []
        # The ready line; a resumed table's first events may be printed before it.
        while "port" not in (first := json.loads(self.proc.stdout.readline() or "{}")):
            assert first, "the host ended before it was ready"
            self.events.append(first)
        self.port = first["port"]
        self.code = first["tables"][0]["code"]
        self.reader = threading.Thread(target=self._read, daemon=True)
        self.reader.start()

    def _read(self) -> None:
        assert self.proc.stdout is not None
        for line in self.proc.stdout:
            self.events.append(json.loads(line))

    def end(self, sig: int) -> None:
        if self.proc.poll() is None:
            os.killpg(self.proc.pid, sig)
        self.proc.wait(20)
        self.reader.join(10)


class Friend:
    """A friend's seat (the full-screen client's additions), playing its first legal move,
    in a thread, and leaving at the match's end; `played` is set once it has seen `moves` moves."""

    def __init__(self, port: int, code: str, name: str, clock: AwayClock, moves: int = 3) -> None:
        self.client = SeatClient("127.0.0.1", port, code, name, extensions=UI_EXTENSIONS, clock=clock, wait=clock.wait)
        self.client.connect()
        self.got: list[dict[str, Any]] = []
        self.arrived = threading.Condition()  # told each time `got` grows
        self.played = threading.Event()
        self.moves = moves
        self.thread = threading.Thread(target=self._play)
        self.thread.start()

    def _play(self) -> None:
        seen = 0
        for message in self.client.messages(120):
            with self.arrived:
                self.got.append(message)
                self.arrived.notify_all()
            kind = message.get("type")
            if kind == "played":
                seen += 1
                if seen >= self.moves:
                    self.played.set()
            elif kind == "turn":
                self.client.move(message["legal"][0], message.get("seq"))
            elif kind in ("game_end", "quit"):
                self.client.close()  # no rematch: the evening ends here

    def has_read(self, count: int, kind: str) -> list[dict[str, Any]]:
        """The `kind` messages once this friend's thread has read `count` of them (the
        client tells its messages from its own thread: they reach `got` a moment later)."""
        with self.arrived:
            self.arrived.wait_for(lambda: sum(m["type"] == kind for m in self.got) >= count, 30)
            return [m for m in self.got if m["type"] == kind]

    def end(self) -> None:
        self.client.close()
        self.thread.join(30)
        assert not self.thread.is_alive()


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="process groups and signals as on Linux")
@pytest.mark.parametrize("how", ["kill -9", "Ctrl-C"])
def test_a_host_away_longer_than_the_old_budget_finds_both_friends_seated_again(tmp_path, how):
    """The host is killed (or stopped with Ctrl-C: it says it resumes) mid-match and started
    again on its saved state after the friends' clients have tried for 45 s (their clocks: no
    real seconds), past the old 31 s budget; both take their seats back, nobody forfeits, and
    the match is played to its end."""
    state = tmp_path / "host"
    back = threading.Event()
    first = HostProcess(state)
    clocks = [AwayClock(back, hold_after=45.0) for _ in range(2)]
    friends: list[Friend] = []
    second: HostProcess | None = None
    try:
        friends = [Friend(first.port, first.code, name, clock) for name, clock in zip(("Ana", "Bruno"), clocks)]
        assert all(f.played.wait(60) for f in friends), "the match never started"
        first.end(signal.SIGKILL if how == "kill -9" else signal.SIGINT)
        for clock in clocks:
            assert clock.holding.wait(60), "a client stopped trying before the host came back"
        for friend, clock in zip(friends, clocks):
            # Still trying past the old budget: no `_closed`, a growing wait capped at 5 s.
            assert friend.thread.is_alive() and friend.client.reconnects == 0
            assert clock.now > OLD_BUDGET_S + 10
            assert clock.waits == sorted(clock.waits) and max(clock.waits) == 5.0 and clock.waits[0] < 1
            # Every failed attempt waited once: that many attempts were told.
            attempts = friend.has_read(len(clock.waits), "_reconnecting")
            assert [m["attempt"] for m in attempts] == list(range(1, len(attempts) + 1))
            assert attempts[-1]["most_ms"] == 600_000 and attempts[-1]["tried_ms"] > OLD_BUDGET_S * 1000
        stops = [m for f in friends for m in f.got if m["type"] == "stopped"]
        assert stops == ([] if how == "kill -9" else [stops[0], stops[1]])
        assert all(m["resumes"] is True for m in stops)
        second = HostProcess(state, first.port)  # the same port, the saved table
        assert second.code == first.code
        back.set()
        for friend in friends:
            friend.thread.join(60)
            assert not friend.thread.is_alive(), ([m["type"] for m in friend.got[-8:]], second.events[-6:])
    finally:
        back.set()
        for friend in friends:
            friend.client.close()
        first.end(signal.SIGKILL)
        if second is not None:
            second.end(signal.SIGINT)
    for friend in friends:
        assert friend.client.reconnects == 1
        types = [m["type"] for m in friend.got]
        assert "resync" in types[types.index("_reconnecting") :]  # seated again where it was
        [end] = [m for m in friend.got if m["type"] == "game_end"]
        assert end["result"] == Result.FINISHED and "forfeit_seat" not in end
        assert friend.got[-1]["type"] == "_closed" and friend.got[-1]["why"] == "closed"
    events = [e["event"] for e in second.events]
    assert events.count("rejoined") == 2 and "forfeit" not in events and "finished" in events


def test_a_client_tries_for_its_bound_then_says_how_long_with_waits_capped():
    """Nobody answers (nothing listens on the port): a wait that doubles up to its cap,
    attempts for the total bound and no longer, then `gave_up`."""
    retry = Retry(first_s=0.5, cap_s=5.0, total_s=120.0)
    assert [retry.wait(n) for n in range(1, 8)] == [0.5, 1.0, 2.0, 4.0, 5.0, 5.0, 5.0]
    with pytest.raises(ValueError):
        Retry(total_s=-1)
    config = TableConfig(seats=["remote", "greedy"], target=2, seed=3)
    host = Host(new_tables([config], None), "127.0.0.1", 0)
    host.start()
    clock = AwayClock(threading.Event(), hold_after=10**9)
    ana = SeatClient("127.0.0.1", host.port, config.code, "Ana", retry=retry, clock=clock, wait=clock.wait)
    ana.connect()
    try:
        next(m for m in ana.messages(10) if m["type"] == "turn")
    finally:
        host.stop()  # no presence asked: as far as Ana can tell, the host is gone
    rest = list(ana.messages(30))
    attempts = [m for m in rest if m["type"] == "_reconnecting"]
    assert rest[-1]["why"] == "gave_up" and rest[-1]["reason"] == f"no answer after {len(attempts)} attempts"
    assert clock.now == pytest.approx(120.0) and sum(clock.waits) == pytest.approx(120.0)
    assert max(clock.waits) == 5.0 and all(m["most_ms"] == 120_000 for m in attempts)
    assert len(attempts) == 4 + (120 - 7.5) // 5 + 1 + 1  # the doubling waits, then every 5 s to the bound


def test_a_host_that_says_it_stopped_for_good_is_not_tried_again(tmp_path):
    config = TableConfig(seats=["remote", "greedy"], target=2, seed=3)
    host = Host(new_tables([config], tmp_path), "127.0.0.1", 0)
    host.start()
    ana = SeatClient("127.0.0.1", host.port, config.code, "Ana", extensions=UI_EXTENSIONS)
    ana.connect()
    try:
        next(m for m in ana.messages(10) if m["type"] == "turn")
        host.tables[config.code].resumes = False
    finally:
        host.stop()
    rest = list(ana.messages(10))
    assert [m["type"] for m in rest[-2:]] == ["stopped", "_closed"] and rest[-1]["why"] == "stopped"
    assert ana.attempts == 0


def test_a_resumed_tables_seats_each_have_their_whole_grace_again(tmp_path):
    """Started again on its saved state, a table waits the whole grace period for every
    seat, from when it is back: a seat away longer than that before is not at fault."""
    config = TableConfig(seats=["remote", "remote"], target=2, seed=4, grace_s=30)
    with running_host([config], tmp_path) as host:
        bots = [SeatClient("127.0.0.1", host.port, config.code, n) for n in ("Ana", "Bruno")]
        for b in bots:
            b.connect()
        next(m for m in bots[0].messages(10) if m["type"] == "hand_start")
        tokens = [b.token for b in bots]
    for b in bots:
        b.close()
    clock = ManualClock()
    [table] = load_tables(tmp_path, clock=clock)
    assert table.presence_message()["away_ms"] == [30_000, 30_000]
    host = Host([table], "127.0.0.1", 0)
    host.start()
    try:
        clock.advance(29, table)  # a second before the grace ends: nobody forfeits
        back = [SeatClient("127.0.0.1", host.port, config.code, n, token=t) for n, t in zip(("Ana", "Bruno"), tokens)]
        for b in back:
            b.connect()
        assert not table.finished and table.presence_message()["seats"] == ["here", "here"]
        results: list[list[dict[str, Any]]] = [[], []]
        threads = [threading.Thread(target=lambda i=i: results[i].extend(play_bot(back[i]))) for i in range(2)]
        for t in threads:
            t.start()
        for t in threads:
            t.join(60)
    finally:
        host.stop()
    for got in results:
        [end] = [m for m in got if m["type"] == "game_end"]
        assert end["result"] == Result.FINISHED


def finished_by_forfeit(host: Host, table: Table, clock: ManualClock) -> str:
    """Ana plays a move, leaves and stays away past the grace: the match ends (a forfeit,
    or the computer plays on and finishes it, as the table says). Her token."""
    ana = SeatClient("127.0.0.1", host.port, table.code, "Ana", extensions=UI_EXTENSIONS)
    ana.connect()
    turn = next(m for m in ana.messages(10) if m["type"] == "turn")
    ana.move(turn["legal"][0], turn["seq"])
    next(m for m in ana.messages(10) if m["type"] == "played")
    token = ana.token
    assert token is not None
    ana.close()
    wait_for(lambda: table.conns[0] is None)
    clock.advance(table.config.grace_s + 1, table)
    assert table.done.wait(30) and table.finished
    return token


def test_a_seat_back_at_a_finished_table_is_told_how_its_match_ended(tmp_path):
    clock = ManualClock()
    config = TableConfig(seats=["remote", "greedy"], names=["Ana", None], target=2, seed=6)
    table = Table(config, tmp_path, clock=clock)
    with running_host([], tables=[table]) as host:
        token = finished_by_forfeit(host, table, clock)
        again = SeatClient("127.0.0.1", host.port, config.code, "Ana", token=token, extensions=UI_EXTENSIONS)
        again.connect()  # before: JoinError table_full "this table's match is over"
        got = list(again.messages(10))
        with pytest.raises(JoinError) as refused:  # without her token it stays refused
            SeatClient("127.0.0.1", host.port, config.code, "Eve").connect()
        assert refused.value.code == "table_full"
    assert [m["type"] for m in got] == ["joined", "hello", "game_end", "quit", "_closed"]
    end = got[2]
    assert end["result"] == Result.FORFEIT and end["winner"] == 1 and end["scores"] == table.game.running_scores()
    assert end["forfeit_seat"] == 0 and end["forfeit_cause"] == "disconnect"
    assert [m["seq"] for m in got[:4]] == list(range(got[0]["seq"], got[0]["seq"] + 4))
    assert again.over and got[-1]["why"] == "closed" and again.attempts == 0
    assert any(e["event"] == "result_shown" for e in host.events)  # type: ignore[attr-defined]


def test_a_host_started_again_still_tells_a_seat_back_how_its_match_ended(tmp_path):
    """Killed or stopped once the match was over, the host started again on its saved state
    resumes nothing, yet a seat back with its token is told the result (the saved `ended`)."""
    clock = ManualClock()
    config = TableConfig(seats=["remote", "greedy"], names=["Ana", None], target=2, seed=6)
    table = Table(config, tmp_path, clock=clock)
    with running_host([], tables=[table]) as host:
        token = finished_by_forfeit(host, table, clock)
        scores = table.game.running_scores()
    ended: list[Table] = []
    assert load_tables(tmp_path, ended=ended) == []  # nothing to resume
    assert [t.code for t in ended] == [config.code]
    with running_host([], tables=ended) as host:
        again = SeatClient("127.0.0.1", host.port, config.code, "Ana", token=token, extensions=UI_EXTENSIONS)
        again.connect()
        got = list(again.messages(10))
    end = got[2]
    assert [m["type"] for m in got] == ["joined", "hello", "game_end", "quit", "_closed"]
    assert (end["result"], end["winner"], end["scores"]) == (Result.FORFEIT, 1, scores)
    assert (end["forfeit_seat"], end["forfeit_cause"]) == (0, "disconnect")
    # An edited `ended` costs only its table: it is not resumed, and said why.
    meta = tmp_path / "tables" / f"{config.code}.json"
    doc = json.loads(meta.read_text())
    doc["ended"]["winner"] = 7
    meta.write_text(json.dumps(doc))
    notes: list = []
    ended = []
    assert load_tables(tmp_path, note=notes.append, ended=ended) == [] and ended == []
    assert "ended.winner" in str(notes[0])


@run_async
async def test_a_friend_back_at_a_finished_match_sees_its_result_on_the_end_screen(tmp_path):
    """The match was played to its end by the computer while Ana was away (--takeover):
    the same join, with her token, shows the end screen with the final scores and winner."""
    clock = ManualClock()
    config = TableConfig(seats=["remote", "remote"], names=["Ana", "Bruno"], target=2, seed=6, takeover="greedy")
    table = Table(config, tmp_path, clock=clock)
    with running_host([], tables=[table]) as host:
        bruno = SeatClient("127.0.0.1", host.port, config.code, "Bruno", seat=1)
        bruno.connect()
        plays = threading.Thread(target=play_bot, args=(bruno,))
        plays.start()
        token = finished_by_forfeit(host, table, clock)
        plays.join(30)
        assert table.outcome is not None and table.outcome.result == Result.FINISHED
        scores = table.game.running_scores()
        winner = ["Ana", "Bruno"][table.outcome.winner]
        c = SeatClient("127.0.0.1", host.port, config.code, "Ana", token=token, extensions=UI_EXTENSIONS)
        c.connect()
        app = JoinApp(c, speed="instant", data_dir=tmp_path / "data", theme_dirs=[THEMES], blink=False, language="en")
        app.animation_level = "none"
        async with app.run_test(size=SIZE) as pilot:
            try:
                await until(pilot, lambda: isinstance(app.screen, NetEndScreen))
                text = screen_text(app)
                assert winner in text and all(str(s) in text for s in scores)
                assert app.net_screen is not None and app.net_screen.net.result["result"] == Result.FINISHED
            finally:
                app.exit()


def test_the_banner_says_how_long_it_tries_and_the_key_that_leaves():
    hello = {
        "type": "hello",
        "protocol": 1,
        "seat": 0,
        "seats": 2,
        "teams": [[0], [1]],
        "names": ["Ana", "Bruno"],
        "rules": "escoba",
        "target": 2,
    }
    clock = ManualClock()
    match = ClientMatch(SeatClient("127.0.0.1", 9, "x", "Ana"), hello, clock)
    match.receive({"type": "stopped", "resumes": True, "seq": 3})
    match.receive({"type": "_reconnecting", "attempt": 1, "tried_ms": 0, "most_ms": 600_000})
    clock.advance(75)
    match.receive({"type": "_reconnecting", "attempt": 9, "tried_ms": 75_000, "most_ms": 600_000})
    from escoba_tui.ui.screens.net_game import NetGameScreen

    text = NetGameScreen.connection_text(type("Screen", (), {"net": match})())  # type: ignore[arg-type]
    assert text == S.NET_STOPPED_RETRYING.format(n=9, time="1:15", most="10:00", key="q")
    assert not match.connected()
    match.receive({"type": "joined", "seat": 0, "token": "t", "seq": 4})
    assert match.connected() and match.stopped is None  # the host that said it would be back is back
