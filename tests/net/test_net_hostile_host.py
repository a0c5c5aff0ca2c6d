"""`escoba join` against a host that is not to be trusted: a fake host on 127.0.0.1 (a small
asyncio server started and stopped here) sends lines of its choosing; the client checks
each like the host checks its clients, closes the connection on the first bad one, and
the game says so on screen and exits 2; a host's error is shown as plain text, cut short."""

from __future__ import annotations

import json
import os
import pty
import select
import subprocess
import sys
import time
from typing import Any

import pytest
from helpers.fake_host import HAND_START, HELLO, JOINED, RESYNC, STATE, fake_host
from helpers.ui_factory import SIZE, THEMES, run_async

from escoba_tui.net.client import INVALID, MAX_ERROR_SHOWN, HostChecker, HostFault, JoinError, SeatClient

ESCOBA = [sys.executable, "-m", "escoba_tui"]


def received_until_closed(client: SeatClient) -> list[dict[str, Any]]:
    out = []
    for message in client.messages(timeout=10):
        out.append(message)
    return out


def bad(**changes: Any) -> dict[str, Any]:
    return {**HELLO, **changes}


def without(message: dict[str, Any], key: str) -> dict[str, Any]:
    return {k: v for k, v in message.items() if k != key}


# What a host may send after `joined` that the client must refuse: (lines, what is wrong).
BAD_AFTER_JOINED = [
    ([without(HELLO, "seats")], "hello: 'seats'"),
    ([bad(rules="poker")], "hello: rules this game does not know"),
    ([bad(seats=3, teams=[[0, 1, 2]], names=["a", "b", "c"])], "hello: 'teams'"),
    ([bad(seats="2")], "hello: 'seats'"),
    ([bad(names=["only one"])], "hello: 'names'"),
    ([bad(names=[1, 2])], "hello: 'names'"),
    ([bad(target=1e400)], "hello: 'rules'"),
    ([bad(rules_options={"capture": "?"})], "hello: rules this game does not know"),
    ([bad(protocol=True)], "hello: 'protocol'"),
    ([bad(seat=1)], "hello: a seat other than ours"),
    ([HELLO, {**HAND_START, "hand": ["99z", "6c", "7c"]}], "hand_start: 'hand' holds something that is not a card"),
    ([HELLO, {**HAND_START, "table": ["5c", "2o", "3o", "4o"]}], "hand_start: a hand that cannot be"),
    ([HELLO, {**HAND_START, "dealer": 7}], "hand_start: 'dealer'"),
    ([HELLO, {**HAND_START, "scores": [0]}], "hand_start: 'scores'"),
    ([HAND_START], "hand_start: sent before hello"),
    ([HELLO, {"type": "deal", "hand": ["1c"]}], "deal: sent before hand_start"),
    ([HELLO, HAND_START, {"type": "played", "seat": 1, "move": "1e"}], "played: a play out of turn"),
    *[
        (
            [
                HELLO,
                HAND_START,
                {"type": "played", "seat": 0, "move": "5c"},
                {"type": "played", "seat": 1, "move": card},
            ],
            "played: a card that is elsewhere",
        )
        for card in ("6c", "5c", "3o")
    ],  # ours, played, on the table
    (
        [HELLO, HAND_START, {"type": "played", "seat": 0, "move": "5c"}, {"type": "played", "seat": 0, "move": "6c"}],
        "played: a play out of turn",
    ),
    ([HELLO, HAND_START, {"type": "played", "seat": 0, "move": "9c"}], "played: a card this seat does not hold"),
    (
        [HELLO, HAND_START, {"type": "played", "seat": 0, "move": "5c:5o"}],
        "played: a capture of cards not on the table",
    ),
    (
        [HELLO, HAND_START, {"type": "played", "seat": 0, "move": "!5o+1o"}],
        "played: a capture of cards not on the table",
    ),
    (
        [
            HELLO,
            HAND_START,
            *[
                {"type": "played", "seat": s, "move": c}
                for s, c in [(0, "5c"), (1, "1e"), (0, "6c"), (1, "2e"), (0, "7c"), (1, "3e"), (0, "8c")]
            ],
        ],
        "played: a card this seat does not hold",
    ),  # a fourth card before the next deal
    ([HELLO, HAND_START, {"type": "played", "seat": 9, "move": "5c"}], "played: 'seat'"),
    ([HELLO, HAND_START, {"type": "played", "seat": 0, "move": "zz"}], "played: a move that is not a move"),
    ([HELLO, HAND_START, {"type": "played", "seat": 0, "move": ["5c"]}], "played: a move that is not a move"),
    ([{**RESYNC, "state": {**STATE, "dealer": "x"}}], "resync: 'dealer'"),
    ([{**RESYNC, "hello": "x"}], "resync: 'hello'"),
    ([{**RESYNC, "state": {**STATE, "captured": [[]]}}], "resync: 'captured'"),
    ([{**RESYNC, "state": {**STATE, "history": [[0, "9c"]]}}], "resync: a hand that cannot be"),
    ([{**RESYNC, "state": {**STATE, "seat": 1}}], "resync: a state of another seat"),
    ([HELLO, {"type": "game_end", "scores": [1, 2], "winner": "x", "result": "forfeit"}], "game_end: 'winner'"),
    ([HELLO, {"type": "game_end", "scores": [1, 2], "winner": 2, "result": "forfeit"}], "game_end: 'winner'"),
    ([HELLO, {"type": "game_end", "scores": "x", "winner": 0, "result": "finished"}], "game_end: 'scores'"),
    ([HELLO, {"type": "game_end", "scores": [10**30, 0], "winner": 0, "result": "finished"}], "game_end: 'scores'"),
    ([HELLO, HAND_START, {"type": "turn", "state": STATE, "legal": "5c", "time_ms": 10}], "turn: 'legal'"),
    ([HELLO, HAND_START, {"type": "turn", "state": STATE, "legal": ["5c"], "time_ms": -1}], "turn: 'time_ms'"),
    ([HELLO, {"type": "hand_end", "points": None, "scores": [0, 0]}], "hand_end: 'points'"),
    ([{"type": "presence", "seats": ["here", "\x1b[2J"], "thinking": None, "time_ms": None}], "presence: 'seats'"),
    ([{"type": "rematch_status", "state": "maybe"}], "rematch_status: 'state'"),
    ([{"type": "_closed", "reason": "\x1b]0;pwned\x07"}], "_closed: a message type of the client's own"),
    ([{"type": "quit", "seq": "x"}], "quit: 'seq'"),
    ([b"this is not json"], "a line that is not JSON"),
    ([b"[1, 2]"], "a line that is not a JSON object"),
    ([b"[" * 100_000], "a line longer than 64 KiB"),
    ([{"no": "type"}], "a message without a 'type' string"),
]


@pytest.mark.parametrize("lines, wrong", BAD_AFTER_JOINED, ids=[w for _, w in BAD_AFTER_JOINED])
def test_a_bad_message_closes_the_connection_and_says_what_was_wrong(lines, wrong):
    with fake_host([JOINED, *lines]) as host:
        client = SeatClient("127.0.0.1", host.port, "bokatime", "Ana", give_up_s=5)
        client.connect()
        received = received_until_closed(client)
        assert host.hung_up.wait(5), "the client kept the connection"
        assert [json.loads(j)["type"] for j in host.joins] == ["join"]  # it never came back
    closed = received[-1]
    assert closed["type"] == "_closed" and closed["invalid"].startswith(wrong), closed
    assert closed["reason"] == f"{INVALID}: {closed['invalid']}"
    assert "\x1b" not in closed["reason"] and len(closed["reason"]) < 300
    # Nothing of the bad message reached whoever reads the seat's messages.
    good = [m for m in lines[:-1] if isinstance(m, dict)]
    assert [m["type"] for m in received[:-1]] == ["joined", *[m["type"] for m in good]]


def test_good_messages_pass_and_the_seat_gets_them_all():
    lines = [
        HELLO,
        HAND_START,
        {"type": "played", "seat": 0, "move": "5c"},
        {"type": "ping", "what": [1]},
        {"type": "presence", "seats": ["here", "host"], "thinking": 1, "time_ms": None},
        {"type": "played", "seat": 1, "move": "10e:1o+2o+3o"},
        RESYNC,
        {"type": "quit"},
    ]
    with fake_host([JOINED, *lines], close=True) as host:
        client = SeatClient("127.0.0.1", host.port, "bokatime", "Ana", give_up_s=0)
        client.connect()
        received = received_until_closed(client)
    assert [m["type"] for m in received] == ["joined", *[m["type"] for m in lines], "_closed"]
    assert "invalid" not in received[-1]


@pytest.mark.parametrize(
    "joined, wrong",
    [
        (without(JOINED, "token"), "joined: 'token'"),
        ({**JOINED, "seat": "0"}, "joined: 'seat'"),
        ({**JOINED, "seat": 9}, "joined: 'seat'"),
        ({**JOINED, "extensions": "all"}, "joined: 'extensions'"),
    ],
)
def test_a_bad_joined_refuses_the_join(joined, wrong):
    with fake_host([joined]) as host:
        client = SeatClient("127.0.0.1", host.port, "bokatime", "Ana")
        with pytest.raises(JoinError) as refused:
            client.connect()
        assert host.hung_up.wait(5)
    assert refused.value.code == "invalid" and str(refused.value).startswith(f"{INVALID}: {wrong}")


@pytest.mark.parametrize(
    "seats, options, partners",
    [
        (["remote", "remote", "greedy"], {"renuncio": True, "compulsory_capture": True}, False),
        (["remote", "counter", "remote", "greedy"], {"capture": "sum"}, True),
    ],
)
def test_every_message_of_real_matches_passes(tmp_path, seats, options, partners):
    from helpers.net_helpers import play_all, running_host

    from escoba_tui.net.table import TableConfig

    config = TableConfig(seats=seats, options=options, target=6, seed=17, partners=partners)
    with running_host([config], tmp_path) as host:
        got = play_all(host, config.code, seats.count("remote"))
    for received in got:
        assert received[-1]["type"] == "_closed" and "invalid" not in received[-1], received[-1]
        assert [m["type"] for m in received].count("game_end") == 1


def test_the_checker_follows_a_rematch_and_a_new_hello():
    checker = HostChecker()
    checker.check(JOINED)
    checker.check(HELLO)
    checker.check({"type": "game_end", "scores": [21, 3], "winner": 0, "result": "finished"})
    checker.check({**HELLO, "seats": 3, "teams": [[0], [1], [2]], "names": ["a", "b", "c"]})
    checker.check({"type": "presence", "seats": ["here", "here", "host"]})
    with pytest.raises(HostFault):
        checker.check({"type": "presence", "seats": ["here", "here"]})  # three seats now


def run_join(port: int, *args: str, timeout: float = 30) -> subprocess.CompletedProcess:
    env = {**os.environ, "LC_ALL": "C.UTF-8", "LANG": "C.UTF-8"}
    return subprocess.run(
        [*ESCOBA, "join", f"127.0.0.1:{port}", "bokatime", *args],
        capture_output=True,
        text=True,
        timeout=timeout,
        env=env,
        stdin=subprocess.DEVNULL,
    )


def test_a_real_join_to_a_host_sending_a_bad_joined_is_one_line_and_exit_2(tmp_path):
    with fake_host([{**JOINED, "token": None}]) as host:
        done = run_join(host.port)
    assert done.returncode == 2, done.stderr
    assert done.stderr == f"error: {INVALID}: joined: 'token' must be text of at most 256 characters\n"
    assert "Traceback" not in done.stdout + done.stderr


def test_a_real_join_shows_a_hosts_error_as_plain_text_cut_short():
    evil = "\x1b]0;owned\x07\x1b[2J\x9b31mred\x1b[0m [bold]not markup[/] " + "x" * 50_000
    with fake_host([{"type": "error", "code": "table_full\x1b[5m", "message": evil}]) as host:
        done = run_join(host.port)
    assert done.returncode == 2
    err = done.stderr
    assert err.startswith("error: the host says: red [bold]not markup[/] xxx")
    assert not any(ch in err for ch in "\x1b\x9b\x07"), repr(err[:200])
    # the host's words cut to MAX_ERROR_SHOWN, then ours on taking a seat back (table_full)
    assert len(err) < MAX_ERROR_SHOWN + 250 and err.count("\n") == 1
    assert (
        "(table_full); to watch it instead: escoba join --watch" in err and "; to take back a seat" in err
    )  # the code, cleaned of its escape, then our hint


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="a pseudo-terminal as on Linux")
def test_a_real_join_on_a_terminal_to_a_host_sending_a_bad_hello_says_so_and_exits_2(tmp_path):
    """The whole program on a pseudo-terminal: the game starts, the host's hello has no
    seats, and the program ends with the words on screen and exit code 2."""
    master, slave = pty.openpty()
    env = {
        **os.environ,
        "LC_ALL": "C.UTF-8",
        "LANG": "C.UTF-8",
        "TERM": "xterm-256color",
        "ESCOBA_DATA_DIR": str(tmp_path / "data"),
        "COLUMNS": "100",
        "LINES": "32",
    }
    with fake_host([JOINED, without(HELLO, "seats")]) as host:
        proc = subprocess.Popen(
            [*ESCOBA, "join", f"127.0.0.1:{host.port}", "bokatime", "--lang", "es"],
            stdin=slave,
            stdout=slave,
            stderr=slave,
            env=env,
            start_new_session=True,
        )
        os.close(slave)
        out = b""
        try:
            end = time.monotonic() + 60
            while time.monotonic() < end:
                ready, _, _ = select.select([master], [], [], 0.5)
                if ready:
                    try:
                        chunk = os.read(master, 65536)
                    except OSError:  # the other end is gone: the program ended
                        break
                    if not chunk:
                        break
                    out += chunk
                elif proc.poll() is not None:
                    break
            code = proc.wait(timeout=10)
        finally:
            if proc.poll() is None:
                proc.kill()
                proc.wait(10)
            os.close(master)
        assert host.hung_up.wait(5)
    text = out.decode("utf-8", "replace")
    assert code == 2, text[-2000:]
    assert "Traceback" not in text
    assert "El anfitrión ha enviado algo no válido: hello: 'seats' debe valer 2, 3, 4 o 6" in text  # all in Spanish


@run_async
async def test_the_game_screen_says_it_in_the_players_language(tmp_path):
    from escoba_tui.ui.join_app import JoinApp

    said: list[str] = []

    class Watched(JoinApp):
        def exit(self, *args: Any, **kwargs: Any) -> None:
            said.append(str(kwargs.get("message", "")))
            super().exit(*args, **kwargs)

    with fake_host([JOINED, HELLO, {**HAND_START, "table": ["1o", "1o", "2o", "3o"]}]) as host:
        client = SeatClient("127.0.0.1", host.port, "bokatime", "Ana")
        client.connect()
        app = Watched(
            client, speed="instant", data_dir=tmp_path / "data", theme_dirs=[THEMES], blink=False, language="fr"
        )
        async with app.run_test(size=SIZE) as pilot:
            end = time.monotonic() + 20
            while app.return_code is None and time.monotonic() < end:
                await pilot.pause(0.05)
        assert host.hung_up.wait(5)
    assert app.return_code == 2
    assert said == [
        "L'hôte a envoyé quelque chose d'invalide : hand_start : 'table' nomme deux fois une carte. "
        "La connexion est fermée."
    ]
