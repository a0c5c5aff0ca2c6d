"""Watching a hosted table (network.md, "Watching"): spectators see only what is public."""

from __future__ import annotations

import json
import threading

import pytest
from helpers.net_helpers import Raw, cards_in, client, running_host, wait_for

from escoba_tui.game.cards import NOTATION
from escoba_tui.game.record import read_record, verify
from escoba_tui.net.client import HostFault, JoinError, play_bot
from escoba_tui.net.table import TableConfig
from escoba_tui.net.tables_file import TablesError, loads
from escoba_tui.net.watch_client import WatchChecker, WatchClient
from escoba_tui.net.watchers import public

SEED = 918273645
SEAT_ONLY = ("hand", "legal", "token")
SPECTATOR_KINDS = {"watching", "resync", "hand_start", "played", "hand_end", "game_end", "quit"}


def hidden_from_everyone(table) -> set[str]:
    """The cards nobody at the table can see: every hand and the undealt deck."""
    hand = table.game.hand
    if hand is None:
        return set()
    hidden = {NOTATION[c] for c in hand.deck[hand.deck_pos :]}
    for cards in hand.hands:
        hidden |= {NOTATION[c] for c in cards}
    return hidden


def spy_on_watchers(table) -> dict[object, dict[int, set[str]]]:
    """For every message to every spectator (by connection, then seq), what was hidden then."""
    hidden: dict[object, dict[int, set[str]]] = {}
    send = table.watchers._send

    def spying(conn, message):
        with table.lock:
            secret = hidden_from_everyone(table)
            send(conn, message)
            hidden.setdefault(conn, {})[table.watchers.conns[conn].seq] = secret

    table.watchers._send = spying
    return hidden


def check_public(received: list[dict], hidden: dict[int, set[str]]) -> int:
    """Every message a spectator got: numbered in order, of a kind it may get, without a
    seat's fields, the seed, or a card hidden from everyone when it was sent."""
    checked = 0
    seqs = []
    for message in received:
        if message["type"].startswith("_"):
            assert "invalid" not in message, message
            continue
        assert message["type"] in SPECTATOR_KINDS, message
        assert not set(SEAT_ONLY) & set(message), message
        assert str(SEED) not in json.dumps(message)
        assert "hand" not in (message.get("state") or {})
        seqs.append(message["seq"])
        leaked = cards_in(message) & hidden[message["seq"]]
        assert not leaked, f"{message['type']} showed {leaked}"
        checked += 1
    assert seqs == list(range(1, len(seqs) + 1))
    return checked


def watcher(host, code: str, name: str = "Eve") -> WatchClient:
    w = WatchClient("127.0.0.1", host.port, code, name)
    w.connect()
    return w


def test_spectators_from_the_start_and_from_mid_hand_see_only_what_is_public(tmp_path):
    config = TableConfig(seats=["remote", "greedy", "remote"], target=6, seed=SEED)
    with running_host([config], tmp_path) as host:
        table = host.tables[config.code]
        hidden = spy_on_watchers(table)
        early = watcher(host, config.code, "Early")
        me = client(host, config.code, "Ana")
        other = client(host, config.code, "Bea")
        bot: list[dict] = []
        thread = threading.Thread(target=lambda: bot.extend(play_bot(other)))
        thread.start()
        late = None
        mine = []
        moves = 0
        for message in me.messages():  # our seat's moves, so the late one comes mid-hand
            mine.append(message)
            if message["type"] == "turn":
                moves += 1
                if moves == 3:
                    late = watcher(host, config.code, "Late")  # the table waits for our move
                me.move(message["legal"][0], message["seq"])
            elif message["type"] == "quit":
                me.close()
        thread.join(30)
        got_early = list(early.messages())
        got_late = list(late.messages())
        assert table.done.wait(10)
    conns = list(hidden)
    assert len(conns) == 2
    assert check_public(got_early, hidden[conns[0]]) > 30
    assert check_public(got_late, hidden[conns[1]]) > 10

    # The early one: watching (as it came, then as the match starts), then every public message.
    kinds = [m["type"] for m in got_early]
    assert kinds[:3] == ["watching", "watching", "hand_start"]
    assert kinds[-3:] == ["game_end", "quit", "_closed"]
    assert got_early[1]["seats"] == ["Ana", "greedy", "Bea"]
    seat_public = [public(m) for m in mine if public(m) is not None and m["type"] != "quit"]
    seen = [
        {k: v for k, v in m.items() if k != "seq"}
        for m in got_early
        if m["type"] in ("hand_start", "played", "hand_end", "game_end")
    ]
    assert seen == [{k: v for k, v in m.items() if k != "seq"} for m in seat_public]

    # The late one: watching, the public position mid-hand, then the rest as the others saw it.
    assert [m["type"] for m in got_late[:2]] == ["watching", "resync"]
    state = got_late[1]["state"]
    assert set(state) == {"table", "captured", "escobas", "scores", "hand_sizes", "deck_left", "dealer", "history"}
    by_hand: dict[int, list] = {}
    for m in got_early:
        if m["type"] == "hand_start":
            number = m["hand_number"]
        elif m["type"] == "played":
            by_hand.setdefault(number, []).append([m["seat"], m["move"]])
    assert got_late[1]["hand_number"] >= 1 and len(state["history"]) >= 2
    assert by_hand[got_late[1]["hand_number"]][: len(state["history"])] == state["history"]
    plays = [m["move"] for m in got_early if m["type"] == "played"]
    late_plays = [m["move"] for m in got_late if m["type"] == "played"]
    assert late_plays == plays[len(plays) - len(late_plays) :]
    assert got_late[-3]["type"] == "game_end" and got_late[-3]["scores"] == got_early[-3]["scores"]
    record = read_record(tmp_path / "records" / f"{config.code}.toml")
    verify(record)
    assert record.scores == got_early[-3]["scores"]


def test_a_line_from_a_spectator_is_a_fault_of_its_connection_only(tmp_path):
    config = TableConfig(seats=["remote", "greedy"], target=1, seed=2)
    with running_host([config], tmp_path) as host:
        raw = Raw(host)
        raw.send({"type": "watch", "table": config.code, "name": "Eve"})
        watching = raw.read_until("watching")
        assert watching["seq"] == 1 and watching["table"] == config.code
        raw.send({"type": "move", "move": "1o"})
        error = raw.read_until("error")
        assert error["code"] == "protocol" and error["seq"] == 2
        assert raw.closed()
        wait_for(lambda: len(host.tables[config.code].watchers) == 0)
        seat = client(host, config.code, "Ana")
        assert play_bot(seat)[-3]["type"] == "game_end"  # the table played on


def test_a_table_bounds_its_spectators(tmp_path):
    none = TableConfig(seats=["remote", "greedy"], seed=3, max_watchers=0)
    one = TableConfig(seats=["remote", "greedy"], seed=4, max_watchers=1)
    with running_host([none, one], tmp_path) as host:
        with pytest.raises(JoinError) as err:
            watcher(host, none.code)
        assert err.value.code == "table_full"
        first = watcher(host, one.code)
        with pytest.raises(JoinError) as err:
            watcher(host, one.code)
        assert err.value.code == "table_full"
        with pytest.raises(JoinError) as err:
            watcher(host, "nosuchtable")
        assert err.value.code == "unknown_table"
        first.close()
        wait_for(lambda: len(host.tables[one.code].watchers) == 0)
        watcher(host, one.code).close()  # its place is free again
    assert loads("[[table]]\nseats = ['remote', 'greedy']\nmax_watchers = 3\n", "t.toml")[0].max_watchers == 3
    with pytest.raises(TablesError, match="max_watchers"):
        loads("[[table]]\nseats = ['remote', 'greedy']\nmax_watchers = 1000\n", "t.toml")


def test_what_a_spectator_may_see_of_a_seat_message():
    start = {"type": "hand_start", "hand_number": 1, "dealer": 0, "table": ["1o"], "hand": ["2o"], "scores": [0, 0]}
    assert public(start) == {k: v for k, v in start.items() if k != "hand"}
    for kind in ("deal", "turn", "hello", "resync", "presence", "rematch_status", "joined"):
        assert public({"type": kind, "hand": ["2o"]}) is None
    assert public({"type": "played", "seat": 1, "move": "7o:3b+4c"}) == {
        "type": "played",
        "seat": 1,
        "move": "7o:3b+4c",
    }


def test_a_spectator_client_refuses_what_only_a_seat_is_sent():
    watching = {
        "type": "watching",
        "table": "abcd",
        "seats": ["Ana", "Bea"],
        "teams": [[0], [1]],
        "rules": "escoba",
        "rules_options": {},
        "target": 21,
        "seq": 1,
    }
    checker = WatchChecker()
    checker.check(watching)
    checker.check(
        {
            "type": "hand_start",
            "hand_number": 1,
            "dealer": 0,
            "table": ["1o", "2o", "3o", "4o"],
            "scores": [0, 0],
            "seq": 2,
        }
    )
    checker.check({"type": "played", "seat": 1, "move": "5o", "seq": 3})
    for bad in (
        {"type": "hand_start", "hand_number": 2, "dealer": 0, "table": [], "hand": ["1c"], "scores": [0, 0]},
        {"type": "deal", "hand": ["1c", "2c", "3c"]},
        {"type": "turn", "state": {}, "legal": ["1c"], "time_ms": 1},
        {"type": "joined", "seat": 0, "token": "x"},
        {"type": "played", "seat": 1, "move": "6o"},
    ):  # out of turn
        with pytest.raises(HostFault):
            checker.check(bad)


def test_join_watch_refused_or_misused_is_one_error_line(tmp_path):
    from typer.testing import CliRunner

    from escoba_tui.cli import app

    result = CliRunner().invoke(app, ["join", "--watch", "127.0.0.1:7840", "abcd", "--seat", "1"])
    assert result.exit_code == 2 and result.output.startswith("error: ") and "--watch" in result.output
    config = TableConfig(seats=["remote", "greedy"], seed=9, max_watchers=0)
    with running_host([config], tmp_path) as host:
        for code, words in ((config.code, "table_full"), ("nosuchtable", "unknown_table")):
            result = CliRunner().invoke(app, ["join", "--watch", f"127.0.0.1:{host.port}", code])
            assert result.exit_code == 2 and words in result.output
            assert result.output.startswith("error: ") and result.output.count("\n") == 1


def test_a_spectator_stays_for_the_tables_rematch(tmp_path):
    from helpers.net_helpers import in_thread, rematch_bot

    from escoba_tui.net.wire import REMATCH

    config = TableConfig(seats=["remote", "remote"], target=1, seed=SEED)
    with running_host([config], tmp_path) as host:
        table = host.tables[config.code]
        hidden = spy_on_watchers(table)
        eve = watcher(host, config.code)
        a = client(host, config.code, "Ana", extensions=(REMATCH,))
        b = client(host, config.code, "Bea", extensions=(REMATCH,))
        ta, _ = in_thread(rematch_bot, a, 2)
        tb, _ = in_thread(rematch_bot, b, 2)
        got = list(eve.messages())
        ta.join(30)
        tb.join(30)
    check_public(got, next(iter(hidden.values())))
    kinds = [m["type"] for m in got]
    assert kinds.count("watching") == 3 and kinds.count("game_end") == 2  # on arriving, then as each match starts
    second = kinds.index("watching", kinds.index("game_end"))
    assert kinds[second + 1] == "hand_start" and kinds[-2:] == ["quit", "_closed"]
    assert read_record(tmp_path / "records" / f"{config.code}-2.toml").result == "finished"
