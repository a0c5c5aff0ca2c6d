"""One reader for the project's TOML files: a parsed document checked against typed
dataclasses, so a format is written once (its dataclasses) and every reader of it gets
typed values or one line naming the file, the line and the field.

    @dataclass(frozen=True)
    class Entry:
        seats: Annotated[tuple[str, ...], Length(1, 6)]
        grace: Annotated[float, Range(1, 3600, "{value} s; choose between {low} and {high}")] = 30

    Reader(source, text, MyError).table(doc["entry"], Entry, ("entry",))

Kinds: str, int (never a bool), float (a finite number, int or float; Unbounded also
inf and nan), bool, datetime, tuple[X, ...] (a TOML array), dict[str, X] (a table of X),
X | None (absent, or X), another dataclass (a table), and Any (anything, unchecked).
Marks in Annotated: Range (numbers, compared before any conversion, so a 400-digit
integer or nan is refused, never overflowed), Length (strings, arrays and tables),
OneOf (a string among a few), UNBOUNDED. A field with a default may be left out; a
dataclass in STRICT is refused any field it does not have ("unknown field (known:
...)"), the others ignore them (a newer writer's additions). Errors: the reader's
error class, "SOURCE:LINE: LABEL: what", LABEL the field's path (`players[2].wins`,
or as the format's `label` writes it), LINE found in the text by line_of (below); the
words around them are the catalogue's (ERRORS schema_*), in the language reported in.
"""

from __future__ import annotations

import dataclasses
import functools
import math
import re
from collections.abc import Callable
from datetime import datetime
from types import UnionType
from typing import Annotated, Any, Union, get_args, get_origin, get_type_hints

from ..errors import EscobaError, Kind, part
from ..game.values import is_number

Path = tuple[str | int, ...]
UNBOUNDED = "unbounded"
Unbounded = Annotated[float, UNBOUNDED]
STRICT = "__schema_strict__"  # a class attribute set to True: unknown fields are refused
MAX_DEPTH = 8  # no field of any format is deeper than this; a file that is gives up early


def strict(cls: type) -> type:
    """Decorator: the dataclass refuses fields it does not have."""
    setattr(cls, STRICT, True)
    return cls


@dataclasses.dataclass(frozen=True)
class Range:
    """A number from `low` to `high` (either None: open); `what` is the catalogue's
    ERRORS key that says so, with {value}, {low} and {high} filled in."""

    low: float | None = None
    high: float | None = None
    what: str = "schema_range"
    above: bool = False  # `low` itself is not allowed (more than 0 seconds)
    below: bool = False  # nor `high`

    def problem(self, value: int | float) -> EscobaError | None:
        # Compared, never converted: nan fails both comparisons, a huge int compares exactly.
        low_ok = self.low is None or (value > self.low if self.above else value >= self.low)
        high_ok = self.high is None or (value < self.high if self.below else value <= self.high)
        inside = low_ok and high_ok
        if inside:
            return None
        return part(self.what, value=found(value), low=_bound(self.low), high=_bound(self.high))


@dataclasses.dataclass(frozen=True)
class Length:
    """A string, array or table of `low` to `high` items (characters, for a string)."""

    low: int = 0
    high: int | None = None
    what: str = "schema_length"  # the catalogue's ERRORS key, with {n}, {low} and {high}

    def problem(self, value: Any) -> EscobaError | None:
        n = len(value)
        if n >= self.low and (self.high is None or n <= self.high):
            return None
        return part(self.what, n=n, low=self.low, high=self.high if self.high is not None else Kind("any"))


@dataclasses.dataclass(frozen=True)
class OneOf:
    """A value among `choices` (strings or numbers)."""

    choices: tuple[Any, ...]
    what: str = "schema_one_of"  # the catalogue's ERRORS key, with {listing} and {value}

    def problem(self, value: Any) -> EscobaError | None:
        if value in self.choices:
            return None
        return part(self.what, listing=", ".join(map(str, self.choices)), value=found(value))


def _bound(x: float | None) -> float | int | str:
    """A bound in an error's facts: a float is written as the language writes numbers."""
    return Kind("any") if x is None else x if isinstance(x, float) else str(x)


def found(value: Any) -> str:
    """A value found in a file, as an error's fact: the kind of a table or a list (worded
    by the catalogue), else its repr cut short (quoted as the file writes it)."""
    if isinstance(value, dict):
        return Kind("table")
    if isinstance(value, list):
        return Kind("list")
    return shown(value)


def shown(value: Any) -> str:
    """A found value in an error message: its kind for tables and lists, else its repr, cut short."""
    if isinstance(value, dict):
        return "a table"
    if isinstance(value, list):
        return "a list"
    text = repr(value)
    return text if len(text) <= 40 else text[:39] + "…"


def dotted(path: Path) -> str:
    """A field's path as a person reads it: players[2].wins (arrays counted from 1)."""
    return "".join(f"[{p + 1}]" if isinstance(p, int) else f".{p}" for p in path).lstrip(".")


# The scalar types a field may have, and the word its error uses for each.
_SCALARS: dict[Any, str] = {bool: "bool", int: "int", str: "str", datetime: "datetime"}


class Reader:
    """Walks a document against dataclasses; every complaint is one `error` naming
    `source`, the line (when the text is at hand) and the field."""

    def __init__(
        self,
        source: str | EscobaError,  # a file's path, or (no file) a part naming what is read
        text: str,
        error: type[EscobaError],
        label: Callable[[Path], str | EscobaError] = dotted,
        line: Callable[[str, Path], int | None] | None = None,
    ) -> None:
        self.source = source
        self.text = text
        self.error_class = error
        self.label = label
        self.find_line = line or default_line

    def error(self, path: Path, what: str | EscobaError, at: Path | None = None) -> EscobaError:
        """The error for the field at `path` (its line, or the line of the field at `at`:
        "a gauntlet needs a challenger" points at `format`). `what` is a part (errors.part:
        a key of the catalogue's ERRORS and its facts), worded in the language the error is
        reported in; an error of ours inside it is worded with it; a str is said as written."""
        at = at or path
        line = self.find_line(self.text, at) if self.text and at else None
        where = f"{self.source}:{line}" if line else self.source
        field = self.label(path) or part("schema_document")
        return self.error_class(key="schema_field", where=where, field=field, problem=what)

    def expected(self, path: Path, kind: str, raw: Any) -> EscobaError:
        """`expected a whole number, found 'x'`: the field at `path` is not of `kind`."""
        return self.error(path, part("schema_expected", kind=Kind(kind), value=found(raw)))

    def table(self, raw: Any, cls: Any, path: Path = ()) -> Any:
        """`raw` as a `cls`: every field checked, in the order the class has them."""
        if not isinstance(raw, dict):
            raise self.expected(path, "table", raw)
        names = _field_names(cls)
        if getattr(cls, STRICT, False):
            for key in raw:
                if key not in names:
                    raise self.error(path + (str(key),), part("schema_unknown_field", known=", ".join(names)))
        hints = _hints(cls)
        values: dict[str, Any] = {}
        for f in dataclasses.fields(cls):
            if f.name not in raw:
                if f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING:
                    raise self.error(path + (f.name,), part("schema_missing"))
                continue
            values[f.name] = self.value(raw[f.name], hints[f.name], path + (f.name,))
        return cls(**values)

    def value(self, raw: Any, kind: Any, path: Path) -> Any:
        if len(path) > MAX_DEPTH:
            raise self.error(path, part("schema_too_deep"))
        origin, args = _shape(kind)
        if origin is Annotated:
            return self._marked(raw, args, path)
        if origin in (UnionType, Union):  # X | None: an optional table or field
            (inner,) = [a for a in args if a is not type(None)]
            return None if raw is None else self.value(raw, inner, path)
        if dataclasses.is_dataclass(kind):
            return self.table(raw, kind, path)
        if origin is tuple:
            return self._list(raw, args[0], path)
        if origin is dict:
            if not isinstance(raw, dict):
                raise self.expected(path, "table", raw)
            return {str(k): self.value(v, args[1], path + (str(k),)) for k, v in raw.items()}
        if kind is float:
            return self.number(raw, path, False, [])
        if kind is Any:
            return raw
        return self._scalar(raw, kind, path)

    def _marked(self, raw: Any, args: tuple[Any, ...], path: Path) -> Any:
        """An Annotated field: its base read, then each of its marks (ranges, lengths, choices)."""
        base, *marks = args
        if get_origin(base) is None and base is float:
            value = self.number(raw, path, UNBOUNDED in marks, [m for m in marks if isinstance(m, Range)])
        else:
            value = self.value(raw, base, path)
        for mark in marks:
            if isinstance(mark, (Length, OneOf)) or (isinstance(mark, Range) and base is not float):
                problem = mark.problem(value)
                if problem is not None:
                    raise self.error(path, problem)
        return value

    def _list(self, raw: Any, item: Any, path: Path) -> tuple[Any, ...]:
        if not isinstance(raw, list):
            raise self.expected(path, "list", raw)
        if item is str or item is int:  # a deck, moves, points: the common case, checked in one pass
            bad = next((i for i, v in enumerate(raw) if type(v) is not item), None)
            if bad is None:
                return tuple(raw)
        return tuple(self.value(v, item, path + (i,)) for i, v in enumerate(raw))

    def _scalar(self, raw: Any, kind: Any, path: Path) -> Any:
        name = _SCALARS.get(kind)
        if name is None:
            raise TypeError(f"schema: no reader for {kind!r}")  # a bug in a format, not in the file
        if not isinstance(raw, kind) or (kind is int and isinstance(raw, bool)):
            raise self.expected(path, name, raw)
        return raw

    def number(self, raw: Any, path: Path, unbounded: bool, ranges: list[Range]) -> float:
        if not is_number(raw):
            raise self.expected(path, "number", raw)
        for mark in ranges:  # before float(): a 400-digit integer is compared, not overflowed
            problem = mark.problem(raw)
            if problem is not None:
                raise self.error(path, problem)
        if isinstance(raw, int):
            try:
                return float(raw)
            except OverflowError:
                raise self.error(path, part("schema_out_of_range", value=shown(raw))) from None
        if not unbounded and not math.isfinite(raw):
            raise self.error(path, part("schema_expected", kind=Kind("finite"), value=repr(raw)))
        return raw


def default_line(text: str, path: Path) -> int | None:
    """The line of the field at `path`: its key inside its top table (the n-th of an
    array of tables), else that table's header, else the top key."""
    top = str(path[0])
    index = path[1] if len(path) > 1 and isinstance(path[1], int) else None
    key = next((p for p in reversed(path[1:]) if isinstance(p, str)), None)
    found = None
    if key is not None:
        found = line_of(text, top, key, index)
    if found is None:
        found = line_of(text, top, None, index if index is not None else (0 if _array_of_tables(text, top) else None))
    if found is None:
        found = line_of(text, "", top)
    return found


def _array_of_tables(text: str, name: str) -> bool:
    return f"[[{name}]]" in text.replace(" ", "")


_FIELD_NAMES: dict[type, tuple[str, ...]] = {}


def _field_names(cls: type) -> tuple[str, ...]:
    names = _FIELD_NAMES.get(cls)
    if names is None:
        names = _FIELD_NAMES[cls] = tuple(f.name for f in dataclasses.fields(cls))
    return names


field_names = _field_names


@functools.cache
def _shape(kind: Any) -> tuple[Any, tuple[Any, ...]]:
    return get_origin(kind), get_args(kind)


@functools.cache
def _hints(cls: type) -> dict[str, Any]:
    return get_type_hints(cls, include_extras=True)


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
