"""What the OS says and what the network says, in the --lang language (issue 20 item 2):
an OSError worded from its errno, a join that fails, a host that breaks the protocol, a
port in use, a seat file set aside, the browser server's console, a player that cannot
start, and the question asked before a file's programs run."""

from __future__ import annotations

import errno
import json
import re
import socket
import stat

import pytest
from helpers.fake_host import HELLO, JOINED, fake_host
from typer.testing import CliRunner

from escoba_tui.cli import app
from escoba_tui.errors import EscobaError, os_reason, part
from escoba_tui.i18n.catalogue import english_words, words_for
from escoba_tui.i18n.wording import error_text
from escoba_tui.net.client import JoinError, SeatClient

LANGS = ["fr", "es", "pt"]
runner = CliRunner()

# Every errno the catalogue words (the brief's list, and the ones met on the way).
WORDED = [
    "ENOENT",
    "EACCES",
    "EPERM",
    "EISDIR",
    "ENOTDIR",
    "ENOTEMPTY",
    "ENOSPC",
    "EDQUOT",
    "EFBIG",
    "EROFS",
    "EEXIST",
    "EBUSY",
    "ETXTBSY",
    "ENOEXEC",
    "EIO",
    "EXDEV",
    "ENAMETOOLONG",
    "EMFILE",
    "ENFILE",
    "ELOOP",
    "ENOMEM",
    "ENXIO",
    "EINVAL",
    "EPIPE",
    "ECONNREFUSED",
    "ECONNRESET",
    "ECONNABORTED",
    "ETIMEDOUT",
    "EHOSTUNREACH",
    "ENETUNREACH",
    "ENETDOWN",
    "EADDRINUSE",
    "EADDRNOTAVAIL",
    "EAFNOSUPPORT",
]


def closed_port() -> int:
    """A port nobody listens on (bound for a moment, then let go)."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def english_of(text: str) -> list[str]:
    """The English words of the OS's own texts and of our network messages found in `text`."""
    phrases = [english_words()["ERRORS"][f"os_{name}"] for name in WORDED] + [
        "cannot",
        "reach",
        "closed the connection",
        "does not speak",
        "the host says",
        "sent something invalid",
        "must be",
        "could not be read",
        "moved aside",
        "kept as",
        "is in use",
        "warning",
        "seat number",
        "browser",
        "not JSON",
        "Run them",
        "[y/N]",
    ]
    return [p for p in phrases if re.search(r"(?<!\w)" + re.escape(p) + r"(?!\w)", text, re.IGNORECASE)]


@pytest.mark.parametrize("code", LANGS)
def test_every_worded_errno_is_said_in_the_language_and_english_is_the_oss_own(code):
    words = words_for(code)
    for name in WORDED:
        number = getattr(errno, name)
        exc = OSError(number, "the OS's text")
        reason = os_reason(exc)
        assert str(reason) == english_words()["ERRORS"][f"os_{name}"]
        said = error_text(reason, words)
        assert said and said != str(reason) and not english_of(said), (name, said)
    # English is the OS's own words (Linux's), byte for byte: what the messages said before.
    import os

    for name in ("ENOENT", "EACCES", "ECONNREFUSED", "EADDRINUSE"):
        assert str(os_reason(OSError(getattr(errno, name), "x"))) == os.strerror(getattr(errno, name))


def test_an_errno_without_words_reads_as_the_os_says_it():
    reason = os_reason(OSError(errno.EOWNERDEAD, "Owner died"))
    assert str(reason) == "Owner died" and error_text(reason, words_for("fr")) == "Owner died"
    assert str(os_reason(OSError("a message without an errno"))) == "a message without an errno"


@pytest.mark.parametrize("code", LANGS)
def test_a_timeout_and_an_unknown_host_name_are_worded_too(code):
    words = words_for(code)
    assert error_text(os_reason(TimeoutError("timed out")), words) == words["ERRORS"]["os_timeout"]
    unknown = socket.gaierror(socket.EAI_NONAME, "Name or service not known")
    assert error_text(os_reason(unknown), words) == words["ERRORS"]["os_EAI_NONAME"]
    assert str(os_reason(unknown)) == "Name or service not known"


@pytest.mark.parametrize("code", LANGS)
def test_joining_a_closed_port_says_why_in_the_language(tmp_path, monkeypatch, code):
    monkeypatch.setenv("ESCOBA_DATA_DIR", str(tmp_path / "data"))
    port = closed_port()
    result = runner.invoke(app, ["--lang", code, "join", f"127.0.0.1:{port}", "bokatime"])
    assert result.exit_code == 2, result.output
    line = result.output.strip()
    words = words_for(code)["ERRORS"]
    assert line == words_for(code)["ERROR_LINE"].format(
        message=words["join_unreachable"].format(host="127.0.0.1", port=port, reason=words["os_ECONNREFUSED"])
    ), line
    assert f"127.0.0.1:{port}" in line and not english_of(line), line


def test_joining_a_closed_port_in_english_is_as_before(tmp_path, monkeypatch):
    monkeypatch.setenv("ESCOBA_DATA_DIR", str(tmp_path / "data"))
    port = closed_port()
    result = runner.invoke(app, ["join", f"127.0.0.1:{port}", "bokatime"])
    assert result.output.strip() == f"error: cannot reach 127.0.0.1:{port}: Connection refused"


@pytest.mark.parametrize("code", LANGS)
def test_a_host_that_breaks_the_protocol_or_refuses_is_told_in_the_language(code):
    words = words_for(code)
    with fake_host([{**JOINED, "seat": 9}]) as host:
        with pytest.raises(JoinError) as refused:
            SeatClient("127.0.0.1", host.port, "bokatime", "Ana").connect()
    said = error_text(refused.value, words)
    assert str(refused.value) == "the host sent something invalid: joined: 'seat' must be a whole number from 0 to 5"
    assert said.endswith(words["ERRORS"]["fault_int"].format(field="seat", low=0, high=5)), said
    assert "joined" in said and not english_of(said), said

    with fake_host([{"type": "error", "code": "unknown_table", "message": "no table here"}]) as host:
        with pytest.raises(JoinError) as refused:
            SeatClient("127.0.0.1", host.port, "bokatime", "Ana").connect()
    said = error_text(refused.value, words)
    assert refused.value.code == "unknown_table"
    assert str(refused.value) == "the host says: no table here (unknown_table)"
    # The host's own words are its own (shown as sent); the code's meaning is said in the language.
    assert said == words["ERRORS"]["join_host_says_unknown_table"].format(
        said="no table here", said_code="unknown_table"
    )
    assert said != str(refused.value) and not english_of(said.replace("no table here", "")), said

    with fake_host([{"type": "error", "code": "busy_now", "message": "try later"}]) as host:
        with pytest.raises(JoinError) as refused:
            SeatClient("127.0.0.1", host.port, "bokatime", "Ana").connect()
    said = error_text(refused.value, words)  # a code the protocol does not name: the host's words, ours around them
    assert said == words["ERRORS"]["join_host_says"].format(said="try later", said_code="busy_now")
    assert not english_of(said.replace("try later", "")), said

    with fake_host([b"HTTP/1.1 400 Bad Request"]) as host:
        with pytest.raises(JoinError) as refused:
            SeatClient("127.0.0.1", host.port, "bokatime", "Ana").connect()
    said = error_text(refused.value, words)
    assert f"127.0.0.1:{host.port}" in said and not english_of(said), said


@pytest.mark.parametrize("code", LANGS)
def test_every_protocol_fault_has_words_in_the_language(code):
    """Each fault the checker can find, raised by a bad message, is worded: no English left."""
    from escoba_tui.net.client import HostChecker, HostFault

    words = words_for(code)
    bad_messages = [
        [{"type": "_closed"}],
        [{**JOINED, "token": ""}],
        [{**JOINED, "extensions": "all"}],
        [{**HELLO, "protocol": 2}],
        [{**HELLO, "seats": 5}],
        [{**HELLO, "teams": "x"}],
        [{**HELLO, "names": ["Ana"]}],
        [{**HELLO, "rules_options": 3}],
        [{**HELLO, "rules": "poker"}],
        [
            HELLO,
            {
                "type": "hand_start",
                "hand_number": 1,
                "dealer": 1,
                "table": ["1o", "1o", "2o", "3o"],
                "hand": ["5c", "6c", "7c"],
                "scores": [0, 0],
            },
        ],
        [HELLO, {"type": "game_end", "scores": [1, 2], "winner": 0, "result": 3}],
        [{"type": "presence", "seats": ["nobody"]}],
        [{"type": "stopped", "resumes": "yes"}],
        [{"type": "rematch_status", "state": "maybe"}],
        [{"type": "deal", "hand": []}],
        [HELLO, {"type": "played", "seat": 0, "move": "zz"}],
    ]
    for messages in bad_messages:
        checker = HostChecker()
        with pytest.raises(HostFault) as fault:
            for message in messages:
                checker.check(message)
        said = error_text(fault.value, words)
        assert said != str(fault.value) and not english_of(said), (messages[-1], said)


@pytest.mark.parametrize("code", LANGS)
def test_a_seat_file_set_aside_and_a_refused_join_are_both_in_the_language(tmp_path, monkeypatch, code):
    from escoba_tui.net import seat_keys

    monkeypatch.setenv("ESCOBA_DATA_DIR", str(tmp_path / "data"))
    port = closed_port()
    kept_at = seat_keys.seat_file(tmp_path / "data", "127.0.0.1", port, "bokatime")
    kept_at.parent.mkdir(parents=True)
    kept_at.write_text(json.dumps({"seat": "zero", "token": "abc"}))
    result = runner.invoke(app, ["--lang", code, "join", f"127.0.0.1:{port}", "bokatime"])
    assert result.exit_code == 2
    lines = result.output.strip().splitlines()
    assert len(lines) == 2, result.output
    words = words_for(code)
    assert lines[0].startswith(words["NET_CLI_TEXT"]["warning"].format(message=str(kept_at))), lines[0]
    assert words["ERRORS"]["seat_file_seat"] in lines[0] and "unreadable" in lines[0]
    assert not english_of(lines[0]) and not english_of(lines[1]), lines


@pytest.mark.parametrize("code", LANGS)
def test_a_file_that_cannot_be_read_is_said_in_the_language(tmp_path, code):
    """A path through a file (ENOTDIR): the reader's words and the OS's, both in the language."""
    blocker = tmp_path / "a-file"
    blocker.write_text("x")
    path = blocker / "game.toml"
    result = runner.invoke(app, ["--lang", code, "record", "show", str(path)])
    assert result.exit_code == 2
    line = result.output.strip()
    assert str(path) in line and words_for(code)["ERRORS"]["os_ENOTDIR"] in line, line
    assert not english_of(line) and "Not a directory" not in line, line


@pytest.mark.parametrize("code", LANGS)
def test_a_port_in_use_is_said_in_the_language_by_escoba_host_and_the_hosting_screen(tmp_path, code):
    from escoba_tui.net.local import LocalHost, PortInUse
    from escoba_tui.net.table import TableConfig

    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        result = runner.invoke(
            app,
            [
                "--lang",
                code,
                "host",
                "--port",
                str(port),
                "--state",
                str(tmp_path / "s"),
                "--seat",
                "remote",
                "--seat",
                "greedy",
            ],
        )
        local = LocalHost(TableConfig(seats=["remote", "greedy"]), 0, tmp_path / "local", port=port)
        with pytest.raises(PortInUse) as in_use:
            local.start()
    words = words_for(code)["ERRORS"]
    line = result.output.strip().splitlines()[-1]
    assert result.exit_code == 2 and line.endswith(words["os_EADDRINUSE"]), result.output
    assert f"127.0.0.1:{port}" in line and not english_of(line), line
    said = error_text(in_use.value, words_for(code))
    assert said == words["port_in_use"].format(port=port) and not english_of(said)
    assert str(in_use.value) == f"port {port} is in use"


@pytest.mark.parametrize("code", LANGS)
def test_the_browser_servers_console_speaks_the_language(tmp_path, code, capsys):
    pytest.importorskip("textual_serve")
    from escoba_tui.ui.web import GameServer

    blocker = tmp_path / "data"
    blocker.write_text("not a folder")  # the web folder cannot be made under it
    server = GameServer("true", "127.0.0.1", 0, 1, data=blocker, language=code)
    folder, throwaway = server._folder("0" * 32)
    assert throwaway
    folder.rmdir()
    out = capsys.readouterr()
    said = (out.out + out.err).strip().replace("\n", " ")
    words = words_for(code)
    assert said.startswith(words["NET_CLI_TEXT"]["warning"].format(message="")), said
    assert words["ERRORS"]["os_ENOTDIR"] in said and str(blocker) in said and not english_of(said), said


@pytest.mark.parametrize("code", LANGS)
def test_a_player_that_cannot_start_forfeits_in_the_language(tmp_path, code):
    from escoba_tui.arena.referee import play_game
    from escoba_tui.game.rules import build_rules
    from escoba_tui.players import make_player
    from escoba_tui.players.base import PlayerFault
    from escoba_tui.players.external import ExternalPlayer

    not_a_program = tmp_path / "bot"
    not_a_program.write_bytes(b"\x00\x01 not an executable format")
    not_a_program.chmod(not_a_program.stat().st_mode | stat.S_IXUSR)
    outcome = play_game([ExternalPlayer([str(not_a_program)]), make_player("greedy")], build_rules("escoba", {}, 21))
    assert outcome.forfeit_reason == "crash"
    fault = part("run_forfeit_detail", seat=1, name="Ana", fault=outcome.forfeit_reason, detail=outcome.forfeit_said)
    words = words_for(code)
    said = error_text(fault, words)
    assert str(not_a_program) in said and words["FAULT_WORDS"]["crash"] in said and not english_of(said), said
    assert str(fault) == f"seat 1 (Ana): crash: cannot start {str(not_a_program)!r}: Exec format error"
    assert isinstance(PlayerFault("crash", fault).detail, EscobaError)


@pytest.mark.parametrize("code", LANGS)
def test_the_question_before_programs_run_has_the_languages_own_answers(tmp_path, monkeypatch, code):
    from escoba_tui.cli import common as cli_common

    path = tmp_path / "t.toml"
    path.write_text(
        'name = "t"\n[[players]]\nname = "Ada"\nspec = "cmd:true"\n\n[[players]]\nname = "Bruno"\nspec = "random"\n',
        encoding="utf-8",
    )
    monkeypatch.setattr(cli_common, "stdin_is_terminal", lambda: True)
    said = words_for(code)["ASK_TEXT"]
    no = said["no"].split()[-1]
    result = runner.invoke(app, ["--lang", code, "tournament", "run", str(path), "-w", "1"], input=f"maybe\n{no}\n")
    assert result.exit_code == 1, result.output
    question = said["confirm"].format(question=said["ask"])
    assert result.output.count(question) == 2  # an answer it does not know asks again
    assert "[y/N]" not in result.output and not english_of(result.output.replace("cmd:true", "")), result.output
    assert said["none_run"] in result.output and not (tmp_path / "t").exists()


@pytest.mark.parametrize("code", LANGS)
def test_a_state_folder_another_host_serves_is_said_in_the_language(tmp_path, code):
    from escoba_tui.net.host import state_lock

    held = state_lock(tmp_path / "s")
    held.acquire()
    try:
        result = runner.invoke(app, ["--lang", code, "host", "--state", str(tmp_path / "s")])
    finally:
        held.release()
    line = result.output.strip()
    assert result.exit_code == 2 and line.count("\n") == 0, result.output
    assert str(tmp_path / "s") in line and f"pid {__import__('os').getpid()} on " in line  # the lock file's line
    assert "--state" in line and not english_of(line) and "already served" not in line, line


@pytest.mark.parametrize("code", LANGS)
def test_an_oserror_and_a_players_fault_shown_on_screens_are_worded_whole(code):
    """What the screens and commands put in "Could not save the match: {error}" and the like."""
    from escoba_tui.players.base import PlayerFault

    words = words_for(code)
    denied = PermissionError(errno.EACCES, "Permission denied", "/data/escoba/current.toml")
    said = error_text(denied, words)
    assert said == words["ERRORS"]["path_reason"].format(
        path="/data/escoba/current.toml", reason=words["ERRORS"]["os_EACCES"]
    )
    assert error_text(denied, english_words()) == "/data/escoba/current.toml: Permission denied"
    fault = PlayerFault("crash", part("player_start", program="bot", reason=os_reason(OSError(errno.ENOENT, "x"))))
    assert str(fault) == "crash: cannot start 'bot': No such file or directory"
    said = error_text(fault, words)
    assert said.startswith(words["FAULT_WORDS"]["crash"]) and not english_of(said), said
    assert str(PlayerFault("timeout")) == "timeout"


@pytest.mark.parametrize("code", LANGS)
def test_a_game_a_cluster_worker_cannot_play_comes_back_as_facts_the_driver_words(code):
    from escoba_tui.tournament.cluster import play_remote
    from escoba_tui.tournament.config import from_dict
    from escoba_tui.tournament.schedule import make_schedule

    t = from_dict(
        {
            "name": "t",
            "games": 2,
            "players": [{"name": "a", "spec": "greedy"}, {"name": "b", "spec": "py:no_such_module_xyz.Bot"}],
        },
        "t.toml",
        check_players=False,
    )
    error = play_remote(t, make_schedule(t)[0])["error"]
    failed = part("cluster_on_worker", problem=error, address="tcp://10.0.0.2:40001")
    assert str(failed).endswith(
        "py: players must be importable on every worker (install their module there or put "
        "it on PYTHONPATH) (on worker tcp://10.0.0.2:40001)"
    )
    said = error_text(failed, words_for(code))
    assert "tcp://10.0.0.2:40001" in said and "no_such_module_xyz" in said
    assert "must be importable" not in said and "on worker" not in said, said


@pytest.mark.parametrize("code", ["fr"])
def test_a_hosted_table_whose_own_connection_breaks_says_why_in_the_language(tmp_path, code):
    """The player's own seat at the table they host loses the host before the match (a fault
    in what it sent): the notice is in the language, the fault too."""
    from helpers.playing import open_hosting
    from helpers.ui_factory import make_app, play_settings, run_async, until

    from escoba_tui.net.client import HostFault
    from escoba_tui.ui.screens.hosting import HostingScreen
    from escoba_tui.ui.screens.setup import SetupScreen
    from escoba_tui.ui.settings import save_settings

    said: list[str] = []

    async def run() -> None:
        save_settings(tmp_path, play_settings(seats=("human", "remote"), names=["Ana", "Bea"]))
        app = make_app(tmp_path, language=code)
        async with app.run_test(size=(100, 32)) as pilot:
            await open_hosting(pilot)
            await until(pilot, lambda: isinstance(app.screen, HostingScreen))
            fault = HostFault(key="fault_in", kind="hello", what=part("fault_protocol"))
            app.screen.hosted.on_message(
                {
                    "type": "_closed",
                    "why": "invalid",
                    "invalid": str(fault),
                    "fault": fault,
                    "reason": f"the host sent something invalid: {fault}",
                }
            )
            await until(pilot, lambda: isinstance(app.screen, SetupScreen))
            said.extend(n.message for n in app._notifications)

    run_async(run)()
    words = words_for(code)
    assert said == [
        words["HOSTING_STOPPED"].format(
            reason=words["ERRORS"]["join_invalid"].format(
                fault=words["ERRORS"]["fault_in"].format(kind="hello", what=words["ERRORS"]["fault_protocol"])
            )
        )
    ], said
    assert not english_of(said[0]), said


@pytest.mark.parametrize("code", ["pt"])
def test_why_a_bot_forfeits_is_printed_in_the_runs_language(tmp_path, code):
    """A tournament's forfeit lines: the seat, the fault and its detail (a crash, an illegal
    move, a line that is not JSON) in the --lang language; the standings keep the fault's
    stored name (crash, illegal move, protocol) as before."""
    import sys
    from pathlib import Path

    from escoba_tui.tournament.config import read_definition
    from escoba_tui.tournament.standings import read_standings

    bot = f"{sys.executable} {Path(__file__).parents[1] / 'tournament_bots' / 'bot.py'}"
    made = runner.invoke(
        app,
        [
            "tournament",
            "new",
            "faults",
            "--dir",
            str(tmp_path),
            "-p",
            f"crashy=cmd:{bot} crash",
            "-p",
            f"cheaty=cmd:{bot} cheat",
            "-p",
            f"noisy=cmd:{bot} garbage",
            "-p",
            "greedy",
            "--format",
            "gauntlet",
            "--challenger",
            "greedy",
            "--games",
            "2",
        ],
    )
    assert made.exit_code == 0, made.output
    path = tmp_path / "faults.toml"
    result = runner.invoke(app, ["--lang", code, "tournament", "run", str(path), "-w", "1", "--yes"])
    assert result.exit_code == 0, result.output
    words = words_for(code)
    said = " ".join(result.output.split())  # the console wraps long lines
    head = words["RUN_TEXT"]["forfeit"].split("{fault}")[0].split("}")[-1]  # ": desistência por "
    assert said.count(head) == 12, result.output
    english = (
        "forfeit by",
        "seat",
        "exited",
        "is not one of the legal moves",
        "not a JSON line",
        "while its",
        "illegal move",
        "crash",
        "protocol",
        "code",
    )
    assert not [e for e in english if re.search(rf"(?<![\w-]){re.escape(e)}(?![\w-])", said)], said
    for fault in ("crash", "illegal move", "protocol"):
        assert words["FAULT_WORDS"][fault] in said, (fault, said)
    doc = read_standings(read_definition(path).standings_path).to_doc()
    forfeits = {p["name"]: p["forfeits"] for p in doc["players"]}
    assert forfeits["crashy"]["crash"] == forfeits["cheaty"]["illegal move"] == forfeits["noisy"]["protocol"] == 4


@pytest.mark.parametrize("code", LANGS)
def test_escoba_hosts_table_lines_and_a_seat_asked_of_a_spectator_are_in_the_language(tmp_path, code):
    words = words_for(code)
    result = runner.invoke(app, ["--lang", code, "join", "--watch", "--seat", "1", "127.0.0.1:7840", "bokatime"])
    assert result.exit_code == 2 and words["ERRORS"]["watch_no_seat"] in result.output, result.output
    assert "takes no seat" not in result.output
    # escoba host's lines for people, from the real program (it serves until Ctrl-C).
    import signal
    import subprocess
    import sys

    proc = subprocess.Popen(
        [sys.executable, "-m", "escoba_tui", "--lang", code, "host", "--port", "0", "--state", str(tmp_path / "s")],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        lines = [proc.stdout.readline() for _ in range(4)]  # table, join with, watch with, stop with
    finally:
        proc.send_signal(signal.SIGINT)
        proc.wait(10)
    said = words["NET_CLI_TEXT"]
    assert lines[0].startswith(said["table"].split("{")[0]) and "remote, remote" in lines[0], lines
    assert "escoba join 127.0.0.1:" in lines[1] and "escoba join --watch 127.0.0.1:" in lines[2], lines
    assert lines[3].strip() == said["stop_with"], lines
    assert not [line for line in lines if english_of(line) or "free)" in line or "join with" in line], lines
