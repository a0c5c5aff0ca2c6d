"""`escoba host` from the command line: the --json line, a bot over a raw socket, tables files."""

from __future__ import annotations

import json
import signal
import socket
import subprocess
import sys

import pytest
from typer.testing import CliRunner

from escoba_tui.cli import app
from escoba_tui.net.tables_file import TablesError, loads

ESCOBA = [sys.executable, "-c", "from escoba_tui.cli import main; main()"]


def test_the_network_modules_never_import_textual():
    code = (
        "import sys\nimport escoba_tui.net.host, escoba_tui.net.client, escoba_tui.net.tables_file\n"
        "import escoba_tui.net.watch_client, escoba_tui.net.watchers\n"
        "print(','.join(m for m in sys.modules if m.split('.')[0] == 'textual'))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == ""


def test_host_json_then_a_bot_written_with_sockets_plays_a_match(tmp_path):
    proc = subprocess.Popen(
        [
            *ESCOBA,
            "host",
            "--json",
            "--port",
            "0",
            "--state",
            str(tmp_path),
            "--seat",
            "remote",
            "--seat",
            "greedy",
            "--target",
            "5",
            "--seed",
            "3",
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        first = json.loads(proc.stdout.readline())
        assert first["address"] == "127.0.0.1"
        [table] = first["tables"]
        assert table["seats"] == ["remote", "greedy"]
        sock = socket.create_connection(("127.0.0.1", first["port"]), timeout=20)
        # Separate files each way: writing through a text file opened "rw" drops what it
        # has read ahead.
        lines = sock.makefile("r", encoding="utf-8")

        def send(message: dict) -> None:
            sock.sendall((json.dumps(message) + "\n").encode())

        send({"type": "join", "table": table["code"], "name": "nc"})
        kinds = []
        for line in lines:
            message = json.loads(line)
            kinds.append(message["type"])
            if message["type"] == "hello":
                send({"type": "ready", "name": "nc"})
            if message["type"] == "turn":
                send({"type": "move", "move": message["legal"][0]})
        assert kinds[:2] == ["joined", "hello"] and kinds[-2:] == ["game_end", "quit"]
        events = [json.loads(proc.stdout.readline()) for _ in range(3)]
        assert [e["event"] for e in events] == ["joined", "started", "finished"]
    finally:
        proc.send_signal(signal.SIGINT)
        proc.wait(10)
    assert proc.returncode == 0, proc.stderr.read()
    records = list((tmp_path / "records").glob("*.toml"))
    out = subprocess.run([*ESCOBA, "record", "verify", *map(str, records)], capture_output=True, text=True)
    assert out.returncode == 0 and "1 record verified" in out.stdout


def test_host_words_for_people_and_a_warning_when_public(tmp_path):
    proc = subprocess.Popen(
        [*ESCOBA, "host", "--port", "0", "--state", str(tmp_path), "--public"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        first, second = proc.stdout.readline(), proc.stdout.readline()
    finally:
        proc.send_signal(signal.SIGINT)
        proc.wait(10)
    assert first.startswith("table ") and "2 seats free" in first
    assert "escoba join 127.0.0.1:" in second
    assert "warning: listening on 0.0.0.0" in proc.stderr.read()


@pytest.mark.parametrize(
    "args, words",
    [
        (["--seat", "greedy", "--seat", "greedy"], "needs at least one `remote` seat"),
        (["--seat", "remote", "--seat", "nosuch"], "seats:"),
        (["--seat", "remote"], "1 seats"),
        (["--grace", "0"], "--grace"),
        (["--option", "nonsense"], "name=value"),
        (["--public", "--bind", "10.0.0.1"], "choose one"),
    ],
)
def test_host_bad_options(tmp_path, args, words):
    result = CliRunner().invoke(app, ["host", "--state", str(tmp_path), *args])
    assert result.exit_code == 2
    assert words in result.output and result.output.startswith("error: ")


def test_tables_file_errors_name_the_line_and_field():
    text = '[[table]]\nseats = ["remote", "greedy"]\n\n[[table]]\nseats = ["remote"]\n'
    with pytest.raises(TablesError, match=r"^t.toml:5: table 2: seats: 1 seats"):
        loads(text, "t.toml")
    with pytest.raises(TablesError, match=r"^t.toml:3: table 1: grace: expected"):
        loads('[[table]]\nseats = ["remote", "remote"]\ngrace = "long"\n', "t.toml")
    with pytest.raises(TablesError, match=r"^t.toml:2: table 1: colour: unknown field"):
        loads('[[table]]\ncolour = 1\nseats = ["remote", "remote"]\n', "t.toml")
    with pytest.raises(TablesError, match=r"^t.toml:2:\d+: not valid TOML"):
        loads("[[table]]\nseats = [1,,2]\n", "t.toml")
    configs = loads(
        '[[table]]\nseats = ["remote", "counter"]\nnames = ["", "Bot"]\ntakeover = "greedy"\n'
        "[table.options]\ncompulsory_capture = false\n",
        "t.toml",
    )
    assert configs[0].names == [None, "Bot"] and configs[0].options == {"compulsory_capture": False}


def test_host_serves_a_tables_file(tmp_path):
    path = tmp_path / "tables.toml"
    path.write_text(
        '[[table]]\nseats = ["remote", "greedy"]\ncode = "mesa-uno"\n'
        '[[table]]\nseats = ["remote", "remote", "remote", "remote"]\npartners = true\n'
    )
    proc = subprocess.Popen(
        [*ESCOBA, "host", "--json", "--port", "0", "--state", str(tmp_path / "s"), "--tables", str(path)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        first = json.loads(proc.stdout.readline())
    finally:
        proc.send_signal(signal.SIGINT)
        proc.wait(10)
    assert [t["code"] for t in first["tables"]][0] == "mesa-uno"
    assert first["tables"][1]["seats"] == ["remote"] * 4
    bad = tmp_path / "bad.toml"
    bad.write_text('[[table]]\nseats = ["remote", "greedy"]\npartners = true\n')
    result = CliRunner().invoke(app, ["host", "--state", str(tmp_path / "t"), "--tables", str(bad)])
    assert result.exit_code == 2 and f"{bad}:3: table 1: partners: needs 4 or 6 seats" in result.output
