"""Reading files that may come from strangers: bounded in size, regular files only, TOML
that cannot exhaust the stack. Every reader (record, definition, standings, theme)
reads through here and turns FileReadError into its own one-line error.
"""

from __future__ import annotations

import codecs
import json
import os
import re
import stat
import tomllib
from pathlib import Path
from typing import Any

from ..errors import EscobaError, Size, os_reason

MB = 1 << 20
# Far above anything the program writes (a record of a 1,000-point game is well under
# 1 MB; the standings of the largest schedule allowed, 100,000 games, about 40 MB).
MAX_RECORD = 8 * MB
MAX_DEFINITION = 1 * MB
MAX_STANDINGS = 64 * MB
MAX_THEME = 64 * 1024  # a theme is a few hundred bytes


class FileReadError(EscobaError, ValueError):
    """A file that cannot be read as text; the message starts with its path."""


def _open_regular(path: Path, what: str) -> tuple[int, os.stat_result]:
    """An open descriptor on `path` and its fstat, refused (FileReadError) unless it is a
    regular file: a FIFO, a device (`/dev/zero`, a link to it) or a folder never blocks."""
    try:
        # O_NONBLOCK: opening a FIFO must not wait for a writer before fstat can refuse it.
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0))
    except FileNotFoundError:
        raise FileReadError(key="no_such_file", path=path) from None
    except IsADirectoryError:
        raise FileReadError(key="is_folder", path=path, what=what) from None
    except OSError as exc:
        raise FileReadError(key="cannot_read", path=path, reason=os_reason(exc)) from None
    try:
        info = os.fstat(fd)
        if stat.S_ISDIR(info.st_mode):
            raise FileReadError(key="is_folder", path=path, what=what)
        if not stat.S_ISREG(info.st_mode):
            raise FileReadError(key="not_regular", path=path, what=what)
        if hasattr(os, "set_blocking"):
            os.set_blocking(fd, True)
    except OSError as exc:
        os.close(fd)
        raise FileReadError(key="cannot_read", path=path, reason=os_reason(exc)) from None
    except BaseException:
        os.close(fd)
        raise
    return fd, info


def _read_upto(fd: int, most: int) -> bytes:
    """At most `most` bytes from `fd`, in chunks (a file growing while read stops there)."""
    chunks, total = [], 0
    while total < most:
        chunk = os.read(fd, min(most - total, MB))
        if not chunk:
            break
        chunks.append(chunk)
        total += len(chunk)
    return b"".join(chunks)


def read_bytes_capped(path: str | os.PathLike[str], limit: int, what: str = "file") -> bytes:
    """The bytes of a regular file of at most `limit` bytes. A FIFO, a device (`/dev/zero`)
    or a folder is refused before anything is read, and a file that grows while read is
    cut at `limit` + 1 and refused, so nothing reads forever."""
    path = Path(path)
    fd, info = _open_regular(path, what)
    try:
        if info.st_size > limit:
            raise FileReadError(key="too_big", path=path, size=Size(info.st_size), what=what, most=Size(limit))
        data = _read_upto(fd, limit + 1)
        if len(data) > limit:
            raise FileReadError(key="grew_too_big", path=path, what=what, most=Size(limit))
    except OSError as exc:
        raise FileReadError(key="cannot_read", path=path, reason=os_reason(exc)) from None
    finally:
        os.close(fd)
    return data


def read_tail_capped(path: str | os.PathLike[str], limit: int, what: str = "file") -> tuple[bytes, int]:
    """The last `limit` bytes of a regular file (a log), and how many bytes before them
    were left out; refused like read_bytes_capped when it is not a regular file."""
    path = Path(path)
    fd, info = _open_regular(path, what)
    try:
        skipped = max(0, info.st_size - limit)
        if skipped:
            os.lseek(fd, skipped, os.SEEK_SET)
        return _read_upto(fd, limit), skipped
    except OSError as exc:
        raise FileReadError(key="cannot_read", path=path, reason=os_reason(exc)) from None
    finally:
        os.close(fd)


def read_text_capped(path: str | os.PathLike[str], limit: int, what: str = "file") -> str:
    """The UTF-8 text of a regular file of at most `limit` bytes (read_bytes_capped),
    without the byte-order mark some editors write first: every reader (TOML and JSON)
    takes such a file as the one saved without it."""
    data = read_bytes_capped(path, limit, what)
    if data.startswith(codecs.BOM_UTF8):  # some editors start UTF-8 files with one: not text
        data = data[len(codecs.BOM_UTF8) :]
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise FileReadError(key="not_utf8", path=Path(path), byte=exc.start) from None


def read_json_capped(path: str | os.PathLike[str], limit: int, what: str = "file") -> Any:
    """The JSON document in a regular file of at most `limit` bytes: read_text_capped, then
    loads_json (nesting past MAX_DEPTH is NestedTooDeep, a RecursionError, before the
    decoder recurses). FileReadError when it cannot be read; ValueError (JSONDecodeError)
    or NestedTooDeep when it is not JSON the program takes."""
    return loads_json(read_text_capped(path, limit, what))


MAX_DEPTH = 64  # tables and arrays inside each other: the formats here need 4

# What a dotted-key chain scan must skip: strings (where dots are text) and comments.
_STRINGS_AND_COMMENTS = re.compile(
    r'''"""(?:[^\\]|\\.)*?"""|\'\'\'.*?\'\'\'|"(?:[^"\\\n]|\\.)*"|'[^'\n]*'|\#[^\n]*''',
    re.DOTALL,
)
_MANY_DOTS = re.compile(rf"^(?:[^.\n]*\.){{{MAX_DEPTH}}}[^\n]*", re.MULTILINE)  # a line with that many dots
_LONG_DOTTED = re.compile(rf"[^\s.=\[\]{{}},]+(?:[ \t]*\.[ \t]*[^\s.=\[\]{{}},]+){{{MAX_DEPTH},}}")


def toml_loads(text: str) -> dict[str, Any]:
    """tomllib.loads for files from strangers: nesting deeper than MAX_DEPTH is a
    TOMLDecodeError like any other malformed document, never a RecursionError, and a
    long dotted key (a.a.a..., which costs tomllib time and memory quadratic in its
    length) is refused before parsing."""
    text = text.removeprefix("\ufeff")  # a byte-order mark, as some editors write it
    if _long_dotted_key(text):
        raise tomllib.TOMLDecodeError(f"a dotted key of more than {MAX_DEPTH} parts (nested too deeply)")
    try:
        doc = tomllib.loads(text)
    except RecursionError:
        raise tomllib.TOMLDecodeError("arrays or tables nested too deeply") from None
    if _depth(doc) > MAX_DEPTH:
        raise tomllib.TOMLDecodeError(f"arrays or tables nested more than {MAX_DEPTH} deep")
    return doc


def _long_dotted_key(text: str) -> bool:
    """A key is on one line: only lines with that many dots are looked at closely."""
    if text.count(".") < MAX_DEPTH:
        return False
    return any(_LONG_DOTTED.search(_STRINGS_AND_COMMENTS.sub("s", m.group())) for m in _MANY_DOTS.finditer(text))


def json_nesting(text: str) -> int:
    """How deep arrays and objects nest in JSON `text`, read without recursion (strings
    skipped), so that a file of thousands of brackets is refused before `json.loads`
    recurses into it: the decoder's RecursionError is caught, but a finalizer the garbage
    collector happens to run at that depth fails too, and prints past the caller."""
    deepest = depth = 0
    in_string = escaped = False
    for ch in text:
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "[{":
            depth += 1
            if depth > deepest:
                deepest = depth
        elif ch in "]}":
            depth -= 1
    return deepest


class NestedTooDeep(RecursionError):
    """JSON nested deeper than MAX_DEPTH, refused before the decoder recursed into it. A
    RecursionError, so every caller's "nested too deep" path takes it as before."""


def loads_json(text: str) -> Any:
    """json.loads for text from strangers (a peer's line, a browser's frame, a bot's
    answer, a file in the data folder): arrays and objects nested more than MAX_DEPTH
    deep are refused (NestedTooDeep) without the decoder recursing into them. The scan
    runs only on text holding more than MAX_DEPTH brackets, counted at C speed: the
    protocols' messages nest three or four deep and pay nothing."""
    if text.count("[") + text.count("{") > MAX_DEPTH and json_nesting(text) > MAX_DEPTH:
        raise NestedTooDeep(f"arrays or objects nested more than {MAX_DEPTH} deep")
    return json.loads(text)


def _depth(value: Any) -> int:
    """How deep lists and dicts nest inside `value`, without recursion."""
    deepest, stack = 0, [(value, 0)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, dict):
            item = list(item.values())
        if isinstance(item, list):
            depth += 1
            deepest = max(deepest, depth)
            if depth <= MAX_DEPTH:
                stack.extend((v, depth) for v in item if isinstance(v, (list, dict)))
    return deepest


# ---------------------------------------------------------------- TOML files, one error class each


def parse_toml(text: str, source: str, error: type[EscobaError]) -> dict[str, Any]:
    """`text` parsed; `error` naming `source` (and the line and column) if it is not TOML.
    Nesting too deep for the parser is an error like any other (files.toml_loads)."""
    try:
        return toml_loads(text)
    except tomllib.TOMLDecodeError as exc:
        message = str(exc)
        m = re.search(r"\(at line (\d+), column (\d+)\)", message)
        if m:
            message = message[: m.start()].strip()
            source = f"{source}:{m.group(1)}:{m.group(2)}"
        # The parser's own reason stays as Python words it; ours follows the language.
        raise error(key="record_not_toml", path=source, reason=message) from None


def read_text(
    path: str | os.PathLike[str], error: type[EscobaError], what: str = "file", limit: int = MAX_STANDINGS
) -> str:
    """The text of `path`; `error` (one line naming the file) if it cannot be read, is
    not a regular file (a device, a pipe) or is over `limit` bytes (files.read_text_capped)."""
    try:
        return read_text_capped(path, limit, what)
    except FileReadError as exc:
        raise error.carrying(exc) from None


def read_toml(
    path: str | os.PathLike[str], error: type[EscobaError], what: str = "file", limit: int = MAX_STANDINGS
) -> tuple[dict[str, Any], str]:
    """The document in `path` and its text (for line numbers); `error` otherwise."""
    text = read_text(path, error, what, limit)
    return parse_toml(text, str(path), error), text
