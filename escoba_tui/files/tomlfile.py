"""Reading the project's TOML files (tournament definitions, standings): one place that
turns every way a file can be unreadable into one line naming it, and a way to find the
line of a field so an error can point a person at it."""

from __future__ import annotations

import os
import re
import tomllib
from typing import Any

from ..errors import EscobaError
from .reader import MAX_STANDINGS, FileReadError, read_text_capped, toml_loads


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


def line_of(text: str, table: str, key: str | None, index: int | None = None) -> int | None:
    """The line (1-based) where `key` is set inside `table` ("" for the top level;
    `index` picks the n-th [[table]]), or where that table opens when `key` is None.
    A plain scan, not a TOML parser: good enough to point a person at the right line."""
    current, count, header_line = "", -1, None
    inline_arrays: dict[str, int] = {}
    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.split("#", 1)[0].strip() if not raw.lstrip().startswith(("'", '"')) else raw.strip()
        header = re.match(r"^\[\[\s*([^\]]+?)\s*\]\]$", line) or re.match(r"^\[\s*([^\]]+?)\s*\]$", line)
        if header:
            current = header.group(1).strip()
            if line.startswith("[["):
                count = count + 1 if current == table else count
            if current == table and (index is None or count == index):
                header_line = number
                if key is None:
                    return number
            continue
        in_place = current == table and (index is None or count == index)
        match = re.match(r'^["\']?([A-Za-z0-9_.-]+)["\']?\s*=', line)
        if match is None:
            continue
        found = match.group(1)
        if in_place and key is not None and found == key:
            return number
        if current == "" and found == table:
            inline_arrays.setdefault(table, number)
    if table in inline_arrays:
        return inline_arrays[table]  # players = [{...}, ...] written inline
    return header_line
