"""Hostile bots (issue 9 items 5, 6, 8, 10): descendants that leave the bot's session or
are orphaned on purpose, standard error by the gigabyte, JSON nested a million deep, a
bot gone before `ready`. No process outlives its game, no log outgrows its cap, every
misdeed is the right fault."""

from __future__ import annotations

import json
import os
import shlex
import subprocess
import sys
import time
from pathlib import Path

import pytest

from escoba_tui.arena.referee import play_game
from escoba_tui.game.rules import make_rules
from escoba_tui.players import make_player
from escoba_tui.players.containment import LOG_HEAD, LOG_TAIL

BOTS = Path(__file__).parents[1] / "bots"
LINUX = sys.platform.startswith("linux")


def spec(*args: str) -> str:
    return "cmd:" + shlex.join([sys.executable, str(BOTS / "escape.py"), *args])


def alive(marker: str) -> list[int]:
    found = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit() or int(entry) == os.getpid():
            continue
        try:
            cmdline = Path(f"/proc/{entry}/cmdline").read_bytes().replace(b"\0", b" ").decode()
            state = Path(f"/proc/{entry}/stat").read_text().rsplit(")", 1)[1].split()[0]
        except OSError:
            continue
        if marker in cmdline and state != "Z":
            found.append(int(entry))
    return found


def gone(marker: str, seconds: float = 5.0) -> list[int]:
    deadline = time.monotonic() + seconds
    while alive(marker) and time.monotonic() < deadline:
        time.sleep(0.05)
    return alive(marker)


def escoba(*args: str, timeout: float = 120) -> subprocess.CompletedProcess:
    """The command in a process of its own: the subreaper is that process, not pytest."""
    return subprocess.run(
        [sys.executable, "-m", "escoba_tui.cli", *args],
        capture_output=True,
        text=True,
        stdin=subprocess.DEVNULL,
        timeout=timeout,
    )


@pytest.mark.skipif(not LINUX, reason="a child subreaper is Linux's (README: what other systems guarantee)")
@pytest.mark.parametrize("mode", ["setsid", "orphan"])
def test_descendants_that_leave_the_session_die_with_the_game(tmp_path, mode):
    marker = f"escapee-{mode}-{tmp_path.name}"
    result = escoba("match", spec(mode, marker), "greedy", "--games", "2", "--json")
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout)["games"] == 2
    assert gone(marker) == [], f"a {mode} descendant outlived its game"


@pytest.mark.skipif(not LINUX, reason="a child subreaper is Linux's")
def test_escaped_descendants_die_in_a_tournament_too(tmp_path):
    marker = f"escapee-t-{tmp_path.name}"
    definition = tmp_path / "esc.toml"
    definition.write_text(
        'name = "esc"\ntarget = 3\ngames = 1\n'
        f'[[players]]\nname = "setsid"\nspec = {json.dumps(spec("setsid", marker))}\n'
        f'[[players]]\nname = "orphan"\nspec = {json.dumps(spec("orphan", marker))}\n'
        '[[players]]\nname = "g"\nspec = "greedy"\n'
    )
    result = escoba("tournament", "run", str(definition), "-w", "2", "--yes")
    assert result.returncode == 0, result.stderr
    assert gone(marker) == [], "a descendant outlived its tournament game"


def test_a_flood_on_standard_error_is_capped_head_and_tail_kept(tmp_path):
    log = tmp_path / "flood.log"
    rules = make_rules("escoba", target=3)
    bot = make_player(spec("flood", "f", "30"), log_path=str(log))
    try:
        outcome = play_game([bot, make_player("greedy")], rules, names=["flood", "g"], seed=1)
    finally:
        bot.close()
    assert outcome.result == "finished", outcome.forfeit_detail
    data = log.read_bytes()
    assert len(data) <= LOG_HEAD + LOG_TAIL + 300
    assert data.startswith(b"START-OF-LOG ") and data.rstrip().endswith(b"END-OF-LOG")
    cut = 30 * (1 << 20) + len(b"START-OF-LOG END-OF-LOG\n") - LOG_HEAD - LOG_TAIL
    assert f"[... {cut} bytes of this player's standard error cut here".encode() in data


def test_json_nested_a_million_deep_is_a_protocol_fault():
    rules = make_rules("escoba", target=3)
    bot = make_player(spec("deep"))
    try:
        outcome = play_game([bot, make_player("greedy")], rules, names=["deep", "g"], seed=1)
    finally:
        bot.close()
    assert outcome.result == "forfeit" and outcome.forfeit_reason == "protocol", outcome.forfeit_detail
    assert "nested too deeply" in outcome.forfeit_detail


def test_a_bot_that_exits_before_ready_is_a_crash_forfeit_in_a_match():
    result = escoba(
        "match",
        "cmd:" + shlex.join([sys.executable, "-c", "import sys; sys.exit(4)"]),
        "greedy",
        "--games",
        "1",
        "--json",
    )
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr
    assert json.loads(result.stdout)["players"][0]["forfeits"] == {"crash": 1}


def test_the_end_of_a_bot_is_waited_for_as_an_event_not_by_polling():
    """wait_exits returns as the process ends (its pidfd), not at the end of the timeout,
    leaves it for its parent to reap, and says False for one still running."""
    import subprocess
    import sys
    import time

    from escoba_tui.players.containment import wait_exits

    proc = subprocess.Popen([sys.executable, "-c", "import sys; sys.stdin.read()"], stdin=subprocess.PIPE)
    try:
        started = time.process_time()
        assert wait_exits([proc.pid], 0.2) is False  # still reading its input
        assert time.process_time() - started < 0.1  # asleep while it waited, not spinning
        proc.stdin.close()  # type: ignore[union-attr]
        assert wait_exits([proc.pid], 30.0) is True
        assert proc.poll() is not None  # not reaped by the wait: its parent still can
    finally:
        proc.kill()
        proc.wait()
