"""Table settings from files, read and validated: `escoba host --tables FILE` (TOML),
and the saved tables a host resumes (STATE/tables/CODE.json, see read_saved).

    [[table]]
    seats = ["remote", "remote", "greedy"]   # `remote` or a player spec, per seat
    names = ["", "", "Bot"]                  # optional, "" leaves a seat to its joiner
    rules = "escoba"                         # optional, as `escoba play`
    target = 21                              # optional
    partners = false                         # optional, 4 or 6 seats
    grace = 30                               # optional: seconds a dropped seat is kept
    takeover = "counter"                     # optional: plays on for a seat gone too long
    move_time = 300                          # optional: seconds per move of a remote seat
    shown_time = 60                          # optional: at most how long a seat's clock waits for its screen to show the turn
    code = "bokatime"                        # optional: the table's code
    max_watchers = 16                        # optional: spectators at once (0: none)
    [table.options]                          # optional rules options
    compulsory_capture = false
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Annotated, Any

from ..errors import EscobaError, part
from ..files.names import shown_text
from ..files.reader import MAX_DEFINITION, FileReadError, loads_json, read_text_capped
from ..files.schema import Range, Reader, dotted, field_names, strict
from ..files.reader import parse_toml, read_text
from ..files.schema import line_of
from ..game.engine import SEAT_COUNTS, default_teams
from ..game.rules import RulesError
from ..players import PlayerSpecError, check_spec, parse_spec
from .table import REMOTE, SavedTableError, TableConfig
from .watchers import DEFAULT_MAX_WATCHERS, MAX_WATCHERS
from .wire import MAX_NAME, SHOWN_S
from ..game.results import FAULTS, RESULTS
from ..game.values import is_int, is_number

MAX_TABLES = 500
CODE = re.compile(r"^[a-z0-9-]{3,32}$")
MAX_SEED = 2**63 - 1  # the largest integer TOML (and so a record) holds
MOVE_TIME_S = (1, 3600)  # seconds a remote seat may be given per move


class TablesError(EscobaError, ValueError):
    """A tables file or table options that cannot be used; the message says where."""


def move_ms(seconds: float) -> int | None:
    """Seconds per move as the table's milliseconds; None unless a finite number within
    MOVE_TIME_S (`inf`, `nan` and 1e308 are numbers to typer and TOML, not to int)."""
    low, high = MOVE_TIME_S
    # Compared, never converted first: nan and inf fail the comparison, and an int past
    # a float's range (a TOML integer of 400 digits) is compared exactly.
    if not is_number(seconds) or not low <= seconds <= high:
        return None
    return int(seconds * 1000)


def check_config(config: TableConfig, players: bool = True) -> str | None:
    """What is wrong with a table, in English words (naming the field), or None. `players`
    False checks the seats' specs without importing a `py:` module (before the person
    has agreed to run what a file names: cli_common.ask_to_run)."""
    found = config_problem(config, players)
    if found is None:
        return None
    field, problem = found
    return f"{field}: {problem}"


def config_problem(config: TableConfig, players: bool = True) -> tuple[str, str | EscobaError] | None:
    """What is wrong with a table: the field and the problem (a part the catalogue words
    in the language it is reported in), or None."""
    n = len(config.seats)
    if n not in SEAT_COUNTS:
        return "seats", part("tables_seat_count", n=n, counts=", ".join(map(str, SEAT_COUNTS)))
    if config.partners and n not in (4, 6):
        return "partners", part("tables_partners", n=n)
    if REMOTE not in config.seats:
        return "seats", part("tables_no_remote")
    for spec in [*config.seats, *([config.takeover] if config.takeover else [])]:
        if spec == REMOTE:
            continue
        try:
            if players:
                check_spec(spec)
            else:
                parse_spec(spec)
        except PlayerSpecError as exc:
            return ("takeover" if spec == config.takeover else "seats"), exc
    if len(config.names) > n:
        return "names", part("tables_names", names=len(config.names), n=n)
    for name in config.names:
        if name is not None and len(name) > MAX_NAME:
            return "names", part("tables_name_long", value=repr(name[:MAX_NAME]), most=MAX_NAME)
    if not 0 < config.grace_s <= 3600:
        return "grace", part("schema_grace", value=f"{config.grace_s:g}", high=3600)
    if not MOVE_TIME_S[0] * 1000 <= config.move_ms <= MOVE_TIME_S[1] * 1000:
        return "move_time", part(
            "schema_seconds", value=f"{config.move_ms / 1000:g}", low=MOVE_TIME_S[0], high=MOVE_TIME_S[1]
        )
    if not 0 < config.rematch_s <= 3600:
        return "rematch_s", part("schema_grace", value=f"{config.rematch_s:g}", high=3600)
    if not 0 <= config.shown_s <= 3600:
        return "shown_s", part("schema_seconds", value=f"{config.shown_s:g}", low=0, high=3600)
    if not 0 <= config.max_watchers <= MAX_WATCHERS:
        return "max_watchers", part("tables_watchers", value=config.max_watchers, most=MAX_WATCHERS)
    if config.code and not CODE.match(config.code):
        return "code", part("tables_code", value=repr(config.code))
    try:
        config.build_rules()
    except RulesError as exc:
        return ("target" if getattr(exc, "key", "") == "target_points" else "rules"), exc
    return None


@strict
@dataclass(frozen=True)
class TableEntry:
    """One [[table]] of a tables file, as written (the schema the reader checks)."""

    seats: tuple[str, ...]
    names: tuple[str, ...] = ()
    rules: str = "escoba"
    target: int | None = None
    partners: bool = False
    grace: Annotated[float, Range(0, 3600, "schema_grace", above=True)] = 30.0
    takeover: str | None = None
    move_time: Annotated[float, Range(*MOVE_TIME_S, "schema_seconds")] = 300.0
    shown_time: Annotated[float, Range(0, 3600, "schema_seconds")] = SHOWN_S
    code: str = ""
    options: dict[str, Any] = field(default_factory=dict)
    seed: Annotated[int, Range(0, MAX_SEED)] | None = None  # a TOML integer as a record keeps it
    max_watchers: int = DEFAULT_MAX_WATCHERS  # its bounds: check_config, as for a saved table


FIELDS = field_names(TableEntry)


def _label(path: tuple[str | int, ...]) -> str | EscobaError:
    """`table 2: seats[3]`: tables are counted from 1, as a person counts them (the
    catalogue's words around the file's field names)."""
    if len(path) >= 2 and path[0] == "table" and isinstance(path[1], int):
        field = dotted(path[2:])
        return part("tables_label", n=path[1] + 1, field=field) if field else part("tables_label_only", n=path[1] + 1)
    return dotted(path)


def loads(text: str, source: str, players: bool = True) -> list[TableConfig]:
    """The tables of a tables file (`players`: as check_config), read with the schema
    reader: every problem is one line, `FILE:LINE: table N: field: what`."""
    doc = parse_toml(text, source, TablesError)  # nesting and dotted keys bounded (files.toml_loads)
    unknown = [k for k in doc if k != "table"]
    if unknown:
        line = line_of(text, "", unknown[0]) or line_of(text, unknown[0], None)
        raise TablesError(
            key="schema_field", where=f"{source}:{line or 1}", field=unknown[0], problem=part("tables_unknown_top")
        )
    entries = doc.get("table")
    if not isinstance(entries, list) or not entries or not all(isinstance(e, dict) for e in entries):
        raise TablesError(key="schema_field", where=f"{source}:1", field="table", problem=part("tables_none"))
    if len(entries) > MAX_TABLES:
        raise TablesError(key="tables_too_many", path=source, n=len(entries), most=MAX_TABLES)
    reader = Reader(source, text, TablesError, label=_label)
    configs, codes = [], set()
    for index, raw in enumerate(entries):
        entry: TableEntry = reader.table(raw, TableEntry, ("table", index))
        config = TableConfig(
            seats=list(entry.seats),
            rules=entry.rules,
            options=dict(entry.options),
            target=entry.target,
            partners=entry.partners,
            names=[s or None for s in entry.names],
            grace_s=entry.grace,
            takeover=entry.takeover,
            move_ms=int(1000 * entry.move_time),
            shown_s=float(entry.shown_time),
            code=entry.code,
            seed=entry.seed,
            max_watchers=entry.max_watchers,
        )
        problem = config_problem(config, players)
        if problem is not None:
            key, what = problem
            raise reader.error(("table", index, key), what)
        if config.code:
            if config.code in codes:
                raise reader.error(("table", index, "code"), part("tables_code_twice", value=repr(config.code)))
            codes.add(config.code)
        configs.append(config)
    return configs


def read_tables(path: Path, players: bool = True) -> list[TableConfig]:
    """The tables of the file at `path`, read as every file from a stranger is: a
    regular file (no device, no pipe) of at most MAX_DEFINITION bytes."""
    return loads(read_text(path, TablesError, "tables file", MAX_DEFINITION), str(path), players)


def programs(configs: list[TableConfig]) -> list[tuple[str, str]]:
    """The seats (and takeovers) of `configs` that are someone's code, `cmd:` programs
    and `py:` modules, as (where, spec) for cli_common.ask_to_run."""
    found = []
    for index, config in enumerate(configs):
        where = f"table {config.code or index + 1}"
        for seat, spec in enumerate(config.seats):
            if spec.strip().startswith(("cmd:", "py:")):
                found.append((f"{where} seat {seat + 1}", spec))
        if config.takeover and config.takeover.strip().startswith(("cmd:", "py:")):
            found.append((f"{where} takeover", config.takeover))
    return found


def check_players(configs: list[TableConfig], source: str) -> None:
    """The seats' specs checked in full (a `py:` module imported): once the person agreed."""
    for index, config in enumerate(configs):
        problem = config_problem(config)
        if problem is not None:
            key, what = problem
            raise TablesError(
                key="schema_field", where=source, field=part("tables_label", n=index + 1, field=key), problem=what
            )


# ---------------------------------------------------------------- saved tables


def read_saved(meta_path: Path) -> dict[str, Any]:
    """A saved table's file (STATE/tables/CODE.json, Table.save_meta) for Table.load. It
    may have been edited: it is read capped (a regular file, MAX_SAVED bytes), every field
    is checked and the settings pass the check a new table's do (check_config, without
    importing a `py:` seat). SavedTableError (one line naming the file) if it cannot be."""
    try:
        text = read_text_capped(meta_path, MAX_SAVED, "saved table")
    except FileReadError as exc:
        raise SavedTableError.carrying(exc) from None
    try:
        doc = loads_json(text)
    except RecursionError:
        raise SavedTableError(key="saved_too_deep", path=str(meta_path)) from None
    except ValueError as exc:
        raise SavedTableError(key="saved_not_json", path=str(meta_path), reason=str(exc)) from None
    return _checked_meta(doc, meta_path)


MAX_SAVED = 1 << 20  # bytes of a saved table's settings: a few KB are written
MAX_TOKEN = 256  # characters of a seat's token (new_token writes 43)
MAX_SEQ = 1 << 53
_CONFIG_FIELDS: dict[str, tuple[type, ...]] = {
    "seats": (list,),
    "rules": (str,),
    "options": (dict,),
    "target": (int, type(None)),
    "partners": (bool,),
    "names": (list,),
    "grace_s": (int, float),
    "takeover": (str, type(None)),
    "move_ms": (int,),
    "code": (str,),
    "seed": (int, type(None)),
    "rematch_s": (int, float),
    "max_watchers": (int,),
    "shown_s": (int, float),
}


def _bad(path: Path, field: str | EscobaError, problem: str | EscobaError) -> SavedTableError:
    return SavedTableError(key="schema_field", where=str(path), field=field, problem=problem)


def _typed(path: Path, where: dict[str, Any], key: str, kinds: tuple[type, ...], label: str, default: Any = ...) -> Any:
    """where[key], which must be one of `kinds` (a bool is not an int); `default` if absent."""
    if key not in where:
        if default is ...:
            raise _bad(path, label, part("schema_missing"))
        return default
    value = where[key]
    if not isinstance(value, kinds) or (isinstance(value, bool) and bool not in kinds):
        raise _bad(
            path,
            label,
            part("saved_expected", choices=tuple(k.__name__ for k in kinds), value=shown_text(repr(value), 60)),
        )
    return value


def _checked_config(doc: dict[str, Any], path: Path) -> TableConfig:
    """The [config] table: the fields TableConfig has, of their types, agreed by config_problem."""
    raw = _typed(path, doc, "config", (dict,), "config")
    unknown = [k for k in raw if k not in _CONFIG_FIELDS]
    if unknown:
        raise _bad(path, f"config: {shown_text(unknown[0], 40)}", part("saved_unknown_field"))
    fields = {k: _typed(path, raw, k, kinds, f"config.{k}") for k, kinds in _CONFIG_FIELDS.items() if k in raw}
    for key in ("seats", "code"):
        if key not in fields:
            raise _bad(path, f"config.{key}", part("schema_missing"))
    if not all(isinstance(x, str) for x in fields["seats"]) or len(fields["seats"]) > 8:
        raise _bad(path, "config.seats", part("saved_specs"))
    if not all(x is None or isinstance(x, str) for x in fields.get("names", [])):
        raise _bad(path, "config.names", part("saved_names"))
    if not all(
        isinstance(k, str) and isinstance(v, (bool, int, float, str)) for k, v in fields.get("options", {}).items()
    ):
        raise _bad(path, "config.options", part("saved_options"))
    for key in ("grace_s", "rematch_s", "shown_s"):
        if key in fields:
            try:
                fields[key] = float(fields[key])
            except OverflowError:
                raise _bad(path, f"config.{key}", part("schema_out_of_range", value=f"{fields[key]:.3g}")) from None
    # The code names the table's files: it must be the file's own, so none is written elsewhere.
    if not CODE.match(fields["code"]) or fields["code"] != path.stem:
        raise _bad(path, "config.code", part("saved_code", value=shown_text(repr(fields["code"]), 60), code=path.stem))
    config = TableConfig(**fields)
    problem = config_problem(config, players=False)  # a py: seat is imported only once agreed (cli)
    if problem is not None:
        raise _bad(path, f"config.{problem[0]}", problem[1])
    return config


def _checked_meta(doc: Any, path: Path) -> dict[str, Any]:
    """The fields of a saved table, each of the type and in the range save_meta writes."""
    bad = functools.partial(_bad, path)
    typed = functools.partial(_typed, path)
    if not isinstance(doc, dict):
        raise SavedTableError(key="saved_not_table", path=str(path))
    config = _checked_config(doc, path)
    n = len(config.seats)

    def seat_list(key: str, kinds: tuple[type, ...]) -> list[Any]:
        value = typed(doc, key, (list,), key)
        if len(value) != n or not all(isinstance(x, kinds) and not isinstance(x, bool) for x in value):
            raise bad(key, part("saved_per_seat", n=n))
        return value

    names = seat_list("names", (str,))
    tokens = seat_list("tokens", (str, type(None)))
    if any(t is not None and not 0 < len(t) <= MAX_TOKEN for t in tokens):
        raise bad("tokens", part("saved_token"))
    seq = seat_list("seq", (int,))
    if any(not 0 <= x < MAX_SEQ for x in seq):
        raise bad("seq", part("saved_seq"))
    stamp = typed(doc, "started_at", (str,), "started_at")
    try:
        if len(stamp) > 64:
            raise ValueError(stamp)
        started_at = datetime.fromisoformat(stamp)
    except ValueError:
        raise bad("started_at", part("saved_time", value=shown_text(repr(stamp), 60))) from None
    match = typed(doc, "match", (int,), "match", 1)
    if not 1 <= match < MAX_SEQ:
        raise bad("match", part("schema_out_of_range", value=match))
    first_dealer = typed(doc, "first_dealer", (int, type(None)), "first_dealer", None)
    if first_dealer is not None and not 0 <= first_dealer < n:
        raise bad("first_dealer", part("saved_not_seat", value=first_dealer))
    ended = _checked_ended(doc, path, config)
    return {
        "config": config,
        "ended": ended,
        "names": names,
        "tokens": tokens,
        "seq": seq,
        "started": typed(doc, "started", (bool,), "started"),
        "finished": typed(doc, "finished", (bool,), "finished"),
        "started_at": started_at,
        "match": match,
        "first_dealer": first_dealer,
    }


def _checked_ended(doc: dict[str, Any], path: Path, config: TableConfig) -> dict[str, Any] | None:
    """How a finished match ended (`ended`, runner._finish), told to a seat that comes back:
    a known result, a score per side, a side or none that won, and a seat or none that
    forfeited, with a known cause."""
    bad = functools.partial(_bad, path)
    ended = _typed(path, doc, "ended", (dict, type(None)), "ended", None)
    if ended is None:
        return None
    n = len(config.seats)
    sides = len(default_teams(n, config.partners))  # config_problem has checked they make teams
    scores, winner = ended.get("scores"), ended.get("winner")
    seat, cause = ended.get("forfeit_seat"), ended.get("forfeit_cause")
    if ended.get("result") not in RESULTS or not isinstance(ended.get("result"), str):
        raise bad(
            "ended.result", part("saved_expected", choices=RESULTS, value=shown_text(repr(ended.get("result")), 60))
        )
    if not isinstance(scores, list) or len(scores) != sides or not all(is_int(x) and 0 <= x < MAX_SEQ for x in scores):
        raise bad("ended.scores", part("saved_per_seat", n=sides))
    if winner is not None and not (is_int(winner) and 0 <= winner < sides):
        raise bad("ended.winner", part("saved_not_seat", value=shown_text(repr(winner), 20)))
    if seat is not None and not (is_int(seat) and 0 <= seat < n):
        raise bad("ended.forfeit_seat", part("saved_not_seat", value=shown_text(repr(seat), 20)))
    if cause is not None and cause not in FAULTS:
        raise bad("ended.forfeit_cause", part("saved_expected", choices=FAULTS, value=shown_text(repr(cause), 60)))
    return {"result": ended["result"], "scores": scores, "winner": winner, "forfeit_seat": seat, "forfeit_cause": cause}
