"""Every file the program reads goes through the one capped, non-blocking reader
(issue 35 item 8): the take-backs beside a saved match were read with Path.read_text
and json.loads, so a FIFO there hung the game, a link to /dev/zero grew memory without
bound and 100,000-deep nesting raised RecursionError."""

from __future__ import annotations

import ast
import json
import os
import subprocess
import sys
import threading
from datetime import datetime
from pathlib import Path

import escoba_tui
from escoba_tui.files import reader
from escoba_tui.study import saves

PACKAGE = Path(escoba_tui.__file__).parent
READER = PACKAGE / "files" / "reader.py"
STARTED = datetime(2026, 1, 2, 3, 4, 5)


def _reads_a_file(node: ast.Call) -> str | None:
    """What the call reads a file with, if it does so without the capped reader."""
    func = node.func
    if isinstance(func, ast.Name) and func.id == "open" or isinstance(func, ast.Attribute) and func.attr == "open":
        if isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name) and func.value.id == "os":
            flags = ast.unparse(node.args[1]) if len(node.args) > 1 else ""
            return None if "O_WRONLY" in flags or "O_RDWR" in flags else "os.open"
        mode = node.args[1] if len(node.args) > 1 else next((k.value for k in node.keywords if k.arg == "mode"), None)
        if isinstance(mode, ast.Constant) and isinstance(mode.value, str) and set(mode.value) & set("wax"):
            return None  # writing
        if isinstance(func, ast.Attribute) and not node.args and not node.keywords and func.value is not None:
            if isinstance(func.value, ast.Name) and func.value.id in {"self", "cls"}:
                return None  # a method of ours called open (a connection, a table's rematch)
        return "open"
    if isinstance(func, ast.Attribute) and func.attr in {"read_text", "read_bytes"}:
        return func.attr
    if isinstance(func, ast.Attribute) and func.attr in {"load", "loads"}:
        if isinstance(func.value, ast.Name) and func.value.id in {"json", "tomllib", "pickle", "marshal"}:
            return f"{func.value.id}.{func.attr}"
    return None


def test_no_module_reads_a_file_but_through_the_capped_reader():
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        if path == READER:
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and (how := _reads_a_file(node)):
                found.append(f"{path.relative_to(PACKAGE)}:{node.lineno}: {how}")
    # The lock file is opened read-write to be locked, never read as data; a bot's
    # stderr log is opened to append; these are os.open with O_RDWR / open(..., "ab").
    assert found == [], "\n".join(found)


def test_the_check_sees_the_old_takebacks_reader():
    old = ast.parse('json.loads(takebacks_path(directory).read_text(encoding="utf-8"))')
    calls = [_reads_a_file(n) for n in ast.walk(old) if isinstance(n, ast.Call)]
    assert "json.loads" in calls and "read_text" in calls
    assert _reads_a_file(ast.parse('open(p, "ab")').body[0].value) is None
    assert _reads_a_file(ast.parse("open(p)").body[0].value) == "open"


def _in_a_thread(call):
    """The result of call(), or the thread if it is still running after a generous bound."""
    out: list = []
    thread = threading.Thread(target=lambda: out.append(call()), daemon=True)
    thread.start()
    thread.join(60)
    return thread, out


def test_a_fifo_as_the_takebacks_file_is_refused_at_once(tmp_path):
    os.mkfifo(saves.takebacks_path(tmp_path))
    thread, out = _in_a_thread(lambda: saves.read_takebacks(tmp_path, 7, STARTED))
    assert not thread.is_alive(), "reading the take-backs waited on a FIFO"
    assert out == [0]


def test_a_link_to_dev_zero_as_the_takebacks_file_reads_nothing(tmp_path):
    """In a child with its memory bounded, so that the old reader fails there (MemoryError)
    instead of eating the machine's memory."""
    os.symlink("/dev/zero", saves.takebacks_path(tmp_path))
    code = (
        "import resource, sys; from datetime import datetime; from pathlib import Path\n"
        "resource.setrlimit(resource.RLIMIT_AS, (1 << 30, 1 << 30))\n"
        "from escoba_tui.study import saves\n"
        f"print(saves.read_takebacks(Path(sys.argv[1]), 7, datetime({STARTED.year}, 1, 2, 3, 4, 5)))\n"
    )
    done = subprocess.run([sys.executable, "-c", code, str(tmp_path)], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0 and done.stdout == "0\n", done.stderr[-2000:]


def test_takebacks_nested_100000_deep_are_no_recursion_error(tmp_path):
    saves.takebacks_path(tmp_path).write_text("[" * 100_000 + "]" * 100_000)  # 200 KB
    assert saves.read_takebacks(tmp_path, 7, STARTED) == 0
    deep = '{"match": "7@' + STARTED.isoformat() + '", "takebacks": 3, "x": ' + "[" * 2000 + "]" * 2000 + "}"
    saves.takebacks_path(tmp_path).write_text(deep)  # within the size bound, too deep
    assert saves.read_takebacks(tmp_path, 7, STARTED) == 0


def test_takebacks_written_are_read_back(tmp_path):
    saves.write_takebacks(tmp_path, 7, STARTED, 3)
    assert saves.read_takebacks(tmp_path, 7, STARTED) == 3
    assert saves.read_takebacks(tmp_path, 8, STARTED) == 0  # another match's count
    saves.takebacks_path(tmp_path).write_text(json.dumps({"match": "x", "takebacks": 1}) + " " * 5000)
    assert saves.read_takebacks(tmp_path, 7, STARTED) == 0  # over its size bound


def test_the_json_reader_refuses_devices_pipes_and_deep_nesting(tmp_path):
    import pytest

    fifo = tmp_path / "f.json"
    os.mkfifo(fifo)
    for path in (Path("/dev/zero"), fifo):
        with pytest.raises(reader.FileReadError, match="not a regular file"):
            reader.read_json_capped(path, 1000)
    deep = tmp_path / "deep.json"
    deep.write_text("[" * 100_000 + "]" * 100_000)
    with pytest.raises(RecursionError):
        reader.read_json_capped(deep, 1 << 20)


def test_a_log_tail_is_read_capped(tmp_path):
    log = tmp_path / "bot.log"
    log.write_bytes(b"a" * 100 + b"tail")
    data, skipped = reader.read_tail_capped(log, 10)
    assert (data, skipped) == (b"a" * 6 + b"tail", 94)
    import pytest

    with pytest.raises(reader.FileReadError, match="not a regular file"):
        reader.read_tail_capped("/dev/zero", 10)
