"""escoba host: seating, full games, privacy, faults, reconnection, saving (network.md)."""

from __future__ import annotations

import asyncio
import threading
import time

import pytest
from helpers.net_helpers import SEED, Raw, cards_in, check_private, client, play_all, running_host, spy_on

from escoba_tui.game.record import read_record, verify
from escoba_tui.net import host as host_module
from escoba_tui.net.client import JoinError, play_bot
from escoba_tui.net.host import HostConnection, load_tables
from escoba_tui.net.table import TableConfig
from escoba_tui.net.wire import MAX_LINE


def test_two_bots_play_a_full_match_and_see_only_their_own_cards(tmp_path):
    config = TableConfig(seats=["remote", "counter", "remote"], target=11, seed=SEED)
    with running_host([config], tmp_path) as host:
        table = host.tables[config.code]
        hidden = spy_on(table)
        received = play_all(host, config.code, 2)
        assert table.done.wait(10)
    for got in received:
        seat = got[0]["seat"]
        assert check_private(got, hidden[seat]) > 50
        seqs = [m["seq"] for m in got if "seq" in m]
        assert seqs == list(range(1, len(seqs) + 1))  # none missed, none repeated
        kinds = [m["type"] for m in got]
        assert kinds[:3] == ["joined", "hello", "hand_start"]
        assert kinds[-3:] == ["game_end", "quit", "_closed"]
    record = read_record(tmp_path / "records" / f"{config.code}.toml")
    assert record.result == "finished"
    assert record.players == ["remote", "counter", "remote"]
    assert sorted(record.seats[i] for i in (0, 2)) == ["bot0", "bot1"]
    verify(record)
    assert (tmp_path / "tables" / f"{config.code}.json").stat().st_mode & 0o077 == 0


def test_joining_errors_are_named(tmp_path):
    config = TableConfig(seats=["remote", "greedy"], seed=1)
    with running_host([config], tmp_path) as host:
        with pytest.raises(JoinError) as err:
            client(host, "nosuchtable")
        assert err.value.code == "unknown_table"
        with pytest.raises(JoinError) as err:
            client(host, config.code, seat=1)  # a seat the host plays itself
        assert err.value.code == "protocol"
        first = client(host, config.code, seat=0)
        with pytest.raises(JoinError) as err:
            client(host, config.code, seat=0)
        assert err.value.code == "seat_taken"
        with pytest.raises(JoinError) as err:
            client(host, config.code)
        assert err.value.code == "table_full"
        with pytest.raises(JoinError) as err:
            client(host, config.code, token="x" * 32)
        assert err.value.code == "bad_token"
        assert len(first.token) >= 22  # at least 128 bits of url-safe base64
        # the seat is still its owner's: play on to the end
        got = play_bot(first)
        assert got[-3]["type"] == "game_end"
        first.close()


def _fault_and_check(host, raw: Raw, code: str) -> dict:
    error = raw.read_until("error")
    assert error["code"] == code
    assert isinstance(error["seq"], int)
    assert not cards_in(error)
    assert raw.closed()
    return error


def test_bad_lines_end_only_their_own_connection(tmp_path):
    busy = TableConfig(seats=["remote", "remote"], target=6, seed=2)
    other = TableConfig(seats=["remote", "greedy"], target=6, seed=3)
    with running_host([busy, other], tmp_path) as host:
        # before join: garbage, a line too long, anything but join
        raw = Raw(host)
        raw.send(b"hello there\n")
        _fault_and_check(host, raw, "protocol")
        raw = Raw(host)
        raw.send(b"x" * (MAX_LINE + 10) + b"\n")
        _fault_and_check(host, raw, "too_large")
        raw = Raw(host)
        raw.send({"type": "move", "move": "1o"})
        _fault_and_check(host, raw, "protocol")

        # after join, seat 0 of `busy`: a move out of turn, then a flood, then a huge line
        bot = client(host, busy.code, "steady")
        raw = Raw(host)
        raw.send({"type": "join", "table": busy.code, "name": "mallory"})
        joined = raw.read_until("joined")
        token, seat = joined["token"], joined["seat"]
        turn_seat = raw.read_until("hand_start")["dealer"]
        if turn_seat == seat:  # its turn comes second: a move now is out of turn
            raw.send({"type": "move", "move": "1o"})
            _fault_and_check(host, raw, "protocol")
        else:
            raw.read_until("turn")
            raw.send({"type": "move", "move": "1o:2o+3o+4o"})  # not one of the legal moves
            _fault_and_check(host, raw, "protocol")
        raw = Raw(host)
        raw.send({"type": "join", "table": busy.code, "name": "mallory", "token": token})
        raw.read_until("resync")
        raw.send(b'{"type":"move","move":"1o"}\n' * 200)
        _fault_and_check(host, raw, "protocol")
        raw = Raw(host)
        raw.send({"type": "join", "table": busy.code, "name": "mallory", "token": token})
        raw.read_until("resync")
        raw.send(b"[" * (MAX_LINE + 1) + b"\n")
        _fault_and_check(host, raw, "too_large")
        raw = Raw(host)
        raw.send({"type": "join", "table": busy.code, "name": "mallory", "token": token})
        raw.read_until("resync")
        raw.send(b"{not json\n")
        _fault_and_check(host, raw, "protocol")

        # both tables still play to the end: the faulty seat comes back as an honest bot
        honest = client(host, busy.code, "mallory", token=token)
        results = {}
        threads = [
            threading.Thread(target=lambda c=c, k=k: results.__setitem__(k, play_bot(c)))
            for k, c in (("bot", bot), ("honest", honest))
        ]
        for t in threads:
            t.start()
        solo = play_all(host, other.code, 1)
        for t in threads:
            t.join(60)
        assert results["bot"][-3]["type"] == "game_end"
        assert results["honest"][-3]["type"] == "game_end"
        assert solo[0][-3]["type"] == "game_end"
        faults = [e for e in host.events if e["event"] == "fault"]
        assert len(faults) >= 4
        assert all(e["table"] == busy.code for e in faults)
    for code in (busy.code, other.code):
        record = read_record(tmp_path / "records" / f"{code}.toml")
        assert record.result == "finished"
        verify(record)


def test_a_dropped_client_comes_back_mid_hand(tmp_path):
    config = TableConfig(seats=["remote", "greedy"], target=6, seed=SEED)
    with running_host([config], tmp_path) as host:
        hidden = spy_on(host.tables[config.code])
        c = client(host, config.code, "Ana")
        received = []
        dropped = False
        for message in c.messages():
            received.append(message)
            if message["type"] == "turn":
                if not dropped and len(message["state"]["history"]) >= 2:
                    dropped = True
                    c.drop()  # the network goes away with the move unanswered
                    continue
                c.move(message["legal"][-1])
            elif message["type"] == "quit":
                c.close()
        kinds = [m["type"] for m in received]
        assert dropped and c.reconnects == 1
        back = kinds.index("_reconnecting")
        assert kinds[back + 1 : back + 4] == ["joined", "resync", "turn"]
        resync = received[back + 2]
        assert resync["state"]["history"] == received[back + 3]["state"]["history"]
        assert resync["hello"]["names"][0] == "Ana"
        assert kinds[-3:] == ["game_end", "quit", "_closed"]
        check_private(received, hidden[0])
    verify(read_record(tmp_path / "records" / f"{config.code}.toml"))


@pytest.mark.parametrize("takeover", [None, "greedy"])
def test_a_seat_away_past_the_grace_period(tmp_path, takeover):
    config = TableConfig(seats=["remote", "remote"], target=6, seed=4, grace_s=0.1, takeover=takeover)
    with running_host([config], tmp_path) as host:
        stays = client(host, config.code, "stays")
        leaves = client(host, config.code, "leaves")
        leaves.close()
        got = play_bot(stays)
        end = next(m for m in got if m["type"] == "game_end")
    record = read_record(tmp_path / "records" / f"{config.code}.toml")
    verify(record)
    if takeover is None:
        assert end["result"] == "forfeit" and end["winner"] == stays.seat
        assert record.forfeit_reason == "disconnect" and record.forfeit_seat == leaves.seat
    else:
        assert end["result"] == "finished" and record.result == "finished"
        assert any(e["event"] == "taken_over" for e in host.events)


def test_a_stopped_host_offers_the_same_tables_positions_and_tokens(tmp_path):
    config = TableConfig(seats=["remote", "greedy"], target=6, seed=7)
    with running_host([config], tmp_path) as host:
        c = client(host, config.code, "Ana")
        token = c.token
        moves = 0
        for message in c.messages():
            if message["type"] == "turn":
                if moves == 3:
                    break
                c.move(message["legal"][0])
                moves += 1
        position = host.tables[config.code].game.hand.view(0).to_protocol()
        c.close()
    tables = load_tables(tmp_path)
    assert [t.code for t in tables] == [config.code]
    assert tables[0].game.hand.view(0).to_protocol() == position
    with running_host([], tables=tables) as host:
        with pytest.raises(JoinError):
            client(host, config.code, "Eve")  # no free seat: it is Ana's
        c = client(host, config.code, "Ana", token=token)
        got = play_bot(c)
        resync = next(m for m in got if m["type"] == "resync")
        assert resync["state"] == position
        assert got[-3]["type"] == "game_end"
    record = read_record(tmp_path / "records" / f"{config.code}.toml")
    assert record.result == "finished"
    verify(record)
    assert load_tables(tmp_path) == []  # a finished match is not offered again


def test_a_client_that_does_not_read_is_dropped(monkeypatch):
    """The writer gives up on a client after the write deadline, and a queue that fills
    (a client far behind) drops it at once: neither blocks the table's thread."""
    monkeypatch.setattr(host_module, "WRITE_S", 0.2)
    monkeypatch.setattr(host_module, "OUT_QUEUE", 3)

    class Stuck:
        def __init__(self):
            self.transport = self
            self.aborted = self.closed = False
            self.written = 0

        def write(self, data):
            self.written += 1

        async def drain(self):
            await asyncio.sleep(3600)

        def close(self):
            self.closed = True

        def abort(self):
            self.aborted = True

    async def scenario():
        loop = asyncio.get_running_loop()
        slow = HostConnection(loop, Stuck())
        slow.post({"type": "played"})
        started = time.monotonic()
        await asyncio.wait_for(slow.pump, 2)
        assert slow.writer.closed and time.monotonic() - started < 1.5
        behind = HostConnection(loop, Stuck())
        for _ in range(10):
            behind.post({"type": "played"})
        await asyncio.sleep(0.05)
        assert behind.writer.aborted and behind.closed

    asyncio.run(scenario())


def test_two_players_of_one_name_are_told_apart(tmp_path):
    config = TableConfig(seats=["remote", "remote", "greedy"], target=1, seed=3)
    with running_host([config]) as host:
        first = client(host, config.code, "Ana")
        second = client(host, config.code, "Ana")
        hello = next(m for m in first.messages() if m["type"] == "hello")
        assert hello["names"] == ["Ana", "Ana 2", "greedy"]
        first.close()
        second.close()
