"""Tournament definition files (TOML): reading, validating, writing."""

from __future__ import annotations

import re
from math import comb
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import tomli_w

from ..engine import SEAT_COUNTS
from ..errors import EscobaError
from ..files import MAX_DEFINITION
from ..players import PlayerSpecError, check_spec
from .sprt import MIN_PAIRS
from ..rules import OPTION_NAMES, PRESETS, Rules, RulesError, build_rules
from ..tomlfile import line_of, parse_toml, read_text

FORMATS = ("round-robin", "gauntlet")
TOP_FIELDS = (
    "name", "rules", "rules_options", "target", "seats", "partners", "players", "games",
    "format", "challenger", "seed", "time_ms", "sprt",
)
PLAYER_FIELDS = ("name", "spec")
SPRT_FIELDS = ("elo0", "elo1", "alpha", "beta")
NAME_PATTERN = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]*$")
MAX_GAMES = 100_000  # a schedule larger than this is almost surely a typo
# Deal sequences `tournament new --sprt` schedules when not told: the SPRT stops when it
# decides, so this is a cap that a real difference (even 10-20 Elo) decides well within.
SPRT_GAMES = 1000
MAX_NAME = 100
MAX_TIME_MS = 600_000  # ten minutes a move
MAX_ELO = 1000  # an SPRT bound beyond this many Elo tests nothing a game can show


class ConfigError(EscobaError, ValueError):
    """A definition file that cannot be used; the message names file, line and field."""


@dataclass(frozen=True)
class Entrant:
    """One player of a tournament: a display name and the spec that builds it."""

    name: str
    spec: str


@dataclass(frozen=True)
class SprtSettings:
    """Sequential test "is the challenger elo1 rather than elo0 Elo stronger?"."""

    elo0: float = 0.0
    elo1: float = 10.0
    alpha: float = 0.05
    beta: float = 0.05


@dataclass(frozen=True)
class Tournament:
    """A validated tournament definition. `path` is the definition file; records and
    standings land in a folder named after the tournament beside it."""

    name: str
    players: tuple[Entrant, ...]
    rules: str = "escoba"
    rules_options: dict[str, Any] = field(default_factory=dict)
    target: int | None = None
    seats: int = 2
    partners: bool = False
    games: int = 2
    format: str = "round-robin"
    challenger: str | None = None
    seed: int = 0
    time_ms: int | None = None
    sprt: SprtSettings | None = None
    path: Path | None = None

    def make_rules(self) -> Rules:
        return build_rules(self.rules, self.rules_options, self.target)

    @property
    def folder(self) -> Path:
        base = self.path.parent if self.path is not None else Path("tournaments")
        return base / self.name

    @property
    def games_dir(self) -> Path:
        return self.folder / "games"

    @property
    def logs_dir(self) -> Path:
        return self.folder / "logs"

    @property
    def standings_path(self) -> Path:
        return self.folder / "standings.toml"

    @property
    def game_count(self) -> int:
        """Games in the schedule: every group of `seats` players (in a gauntlet, the
        challenger with every group of the others), `games` deal sequences each, under
        every rotation of the seats. (The schedule itself is schedule.make_schedule.)"""
        n = len(self.players)
        groups = comb(n - 1, self.seats - 1) if self.format == "gauntlet" else comb(n, self.seats)
        return groups * self.games * self.seats

    def player_index(self, name: str) -> int:
        return next(i for i, p in enumerate(self.players) if p.name == name)

    def to_dict(self) -> dict[str, Any]:
        doc: dict[str, Any] = {"name": self.name, "rules": self.rules}
        if self.target is not None:
            doc["target"] = self.target
        doc["seats"] = self.seats
        doc["partners"] = self.partners
        doc["games"] = self.games
        doc["format"] = self.format
        if self.challenger is not None:
            doc["challenger"] = self.challenger
        doc["seed"] = self.seed
        if self.time_ms is not None:
            doc["time_ms"] = self.time_ms
        if self.rules_options:
            doc["rules_options"] = {k: list(v) if isinstance(v, tuple) else v for k, v in self.rules_options.items()}
        doc["players"] = [{"name": p.name, "spec": p.spec} for p in self.players]
        if self.sprt is not None:
            doc["sprt"] = {k: getattr(self.sprt, k) for k in SPRT_FIELDS}
        return doc


class _Checker:
    def __init__(self, source: str, text: str) -> None:
        self.source = source
        self.text = text

    def fail(self, field_name: str, what: str, table: str = "", key: str | None = None, index: int | None = None) -> ConfigError:
        line = line_of(self.text, table, key if key is not None else field_name, index)
        if line is None and table:
            line = line_of(self.text, table, None, index)
        root = field_name.split(".")[0].split("[")[0]
        if line is None:
            line = line_of(self.text, "", root)
        if line is None:  # a table or array of tables: point at its header
            line = line_of(self.text, root, None, 0 if root == "players" else None)
        where = f"{self.source}:{line}" if line else self.source
        return ConfigError(f"{where}: {field_name}: {what}")

    def get(self, table: dict, key: str, kinds: tuple[type, ...], name: str, default: Any = None,
            required: bool = False, where: str = "", index: int | None = None) -> Any:
        label = f"{name}.{key}" if name else key
        if key not in table:
            if required:
                raise self.fail(label, "missing", where, key, index)
            return default
        value = table[key]
        ok = isinstance(value, kinds) and not (isinstance(value, bool) and bool not in kinds)
        if not ok:
            raise self.fail(label, f"expected {_kind_name(kinds)}, found {value!r}", where, key, index)
        return value


def _kind_name(kinds: tuple[type, ...]) -> str:
    names = {str: "a string", int: "a whole number", float: "a number", list: "a list", dict: "a table", bool: "true or false"}
    return " or ".join(names.get(k, k.__name__) for k in kinds)


# ---------------------------------------------------------------- reading


def loads(text: str, source: str = "<tournament>", check_players: bool = True) -> Tournament:
    """Parse and validate a definition; ConfigError names the file, the line and the field."""
    doc = parse_toml(text, source, ConfigError)
    return from_dict(doc, source, text, check_players)


def from_dict(doc: dict[str, Any], source: str = "<tournament>", text: str = "", check_players: bool = True) -> Tournament:
    c = _Checker(source, text)
    for key in doc:
        if key not in TOP_FIELDS:
            raise c.fail(key, f"unknown field (known: {', '.join(TOP_FIELDS)})")
    name = c.get(doc, "name", (str,), "", required=True)
    if len(name) > MAX_NAME:  # it names a folder: file systems allow 255 bytes at most
        raise c.fail("name", f"{len(name)} characters: a tournament name is at most {MAX_NAME} (it names a folder)")
    if not NAME_PATTERN.match(name):
        raise c.fail("name", f"{name!r}: use letters, digits, '.', '-' and '_' (it names a folder)")
    preset = c.get(doc, "rules", (str,), "", "escoba")
    if preset not in PRESETS:
        raise c.fail("rules", f"unknown preset {preset!r} (known: {', '.join(PRESETS)})")
    options = c.get(doc, "rules_options", (dict,), "", {})
    for key, value in options.items():
        if key not in OPTION_NAMES or key == "target":
            known = ", ".join(o for o in OPTION_NAMES if o != "target")
            raise c.fail(f"rules_options.{key}", f"unknown rules option (known: {known}; the target is set by `target`)", "rules_options", key)
        try:
            build_rules(preset, {key: value})
        except RulesError as exc:
            raise c.fail(f"rules_options.{key}", str(exc), "rules_options", key) from None
    target = c.get(doc, "target", (int,), "")
    if target is not None and target < 1:
        raise c.fail("target", f"must be 1 or more, found {target}")
    seats = c.get(doc, "seats", (int,), "", 2)
    if seats not in SEAT_COUNTS:
        raise c.fail("seats", f"escoba is played by 2, 3, 4 or 6 seats, found {seats}")
    partners = c.get(doc, "partners", (bool,), "", False)
    if partners and seats not in (4, 6):
        raise c.fail("partners", f"partners need 4 or 6 seats, not {seats}")
    games = c.get(doc, "games", (int,), "", 2)
    if games < 1:
        raise c.fail("games", f"must be 1 or more deal sequences per pairing, found {games}")
    fmt = c.get(doc, "format", (str,), "", "round-robin")
    if fmt not in FORMATS:
        raise c.fail("format", f"expected one of {', '.join(FORMATS)}, found {fmt!r}")
    seed = c.get(doc, "seed", (int,), "", 0)
    time_ms = c.get(doc, "time_ms", (int,), "")
    if time_ms is not None and not 1 <= time_ms <= MAX_TIME_MS:
        raise c.fail("time_ms", f"a per-move budget is 1 to {MAX_TIME_MS} ms, found {time_ms}")

    raw_players = c.get(doc, "players", (list,), "", required=True)
    players: list[Entrant] = []
    for i, raw in enumerate(raw_players):
        label = f"players[{i + 1}]"
        if not isinstance(raw, dict):
            raise c.fail(label, "expected a table with name and spec", "players", None, i)
        for key in raw:
            if key not in PLAYER_FIELDS:
                raise c.fail(f"{label}.{key}", f"unknown field (known: {', '.join(PLAYER_FIELDS)})", "players", key, i)
        spec = c.get(raw, "spec", (str,), label, required=True, where="players", index=i)
        pname = c.get(raw, "name", (str,), label, spec.split(":", 1)[0] if not spec.startswith(("cmd:", "py:")) else None,
                      where="players", index=i)
        if pname is None:
            raise c.fail(f"{label}.name", "missing (a cmd: or py: player needs a name)", "players", "spec", i)
        if not pname.strip() or len(pname) > 40:
            raise c.fail(f"{label}.name", f"{pname!r}: a name is 1 to 40 characters", "players", "name", i)
        if any(p.name == pname for p in players):
            raise c.fail(f"{label}.name", f"{pname!r} is already the name of another player", "players", "name", i)
        if check_players:
            try:
                check_spec(spec)
            except PlayerSpecError as exc:
                raise c.fail(f"{label}.spec", str(exc), "players", "spec", i) from None
        players.append(Entrant(pname, spec))
    if fmt == "round-robin" and len(players) < seats:
        raise c.fail("players", f"{len(players)} players cannot fill a {seats}-seat game")
    challenger = c.get(doc, "challenger", (str,), "")
    if fmt == "gauntlet":
        if challenger is None:
            raise c.fail("challenger", "a gauntlet needs the name of its challenger", key="format")
        if not any(p.name == challenger for p in players):
            raise c.fail("challenger", f"{challenger!r} is not one of the players ({', '.join(p.name for p in players)})")
        if len(players) < seats:
            raise c.fail("players", f"{len(players)} players cannot fill a {seats}-seat game")
    elif challenger is not None:
        raise c.fail("challenger", "only a gauntlet has a challenger")

    sprt = None
    raw_sprt = c.get(doc, "sprt", (dict,), "")
    if raw_sprt is not None:
        for key in raw_sprt:
            if key not in SPRT_FIELDS:
                raise c.fail(f"sprt.{key}", f"unknown field (known: {', '.join(SPRT_FIELDS)})", "sprt", key)
        if fmt != "gauntlet" or seats != 2:
            raise c.fail("sprt", "an SPRT needs a two-seat gauntlet (seats = 2, format = \"gauntlet\")", "sprt", None)
        values = {k: float(c.get(raw_sprt, k, (int, float), "sprt", getattr(SprtSettings, k), where="sprt")) for k in SPRT_FIELDS}
        for k in ("elo0", "elo1"):  # nan and inf included: an SPRT between them decides nothing
            if not -MAX_ELO <= values[k] <= MAX_ELO:
                raise c.fail(f"sprt.{k}", f"must be a number of Elo from {-MAX_ELO} to {MAX_ELO}, found {values[k]}", "sprt", k)
        for k in ("alpha", "beta"):
            if not 0 < values[k] < 0.5:
                raise c.fail(f"sprt.{k}", f"must be between 0 and 0.5, found {values[k]}", "sprt", k)
        if values["elo1"] <= values["elo0"]:
            raise c.fail("sprt.elo1", f"must be greater than elo0 ({values['elo0']}), found {values['elo1']}", "sprt", "elo1")
        sprt = SprtSettings(**values)

    t = Tournament(
        name=name, players=tuple(players), rules=preset, rules_options=dict(options), target=target,
        seats=seats, partners=partners, games=games, format=fmt, challenger=challenger, seed=seed,
        time_ms=time_ms, sprt=sprt,
    )
    total = t.game_count
    if sprt is not None and total // 2 < MIN_PAIRS:  # two seats: a pair is a deal played both ways
        raise c.fail("games", f"an SPRT decides after {MIN_PAIRS} game pairs at the earliest: this schedule "
                              f"has {total // 2}, so it can never decide (leave games out of "
                              f"`tournament new` to get {SPRT_GAMES} deal sequences)")
    if total > MAX_GAMES:
        raise c.fail("games", f"the schedule would have {total} games (more than {MAX_GAMES})")
    return t


def read_definition(path: str | Path, check_players: bool = True) -> Tournament:
    """Read a definition file; any problem raises ConfigError naming the file."""
    path = Path(path)
    text = read_text(path, ConfigError, "definition file", MAX_DEFINITION)
    t = loads(text, str(path), check_players)
    return Tournament(**{**t.__dict__, "path": path})


def dumps(t: Tournament) -> str:
    return tomli_w.dumps(t.to_dict())


def write_definition(t: Tournament, path: str | Path, force: bool = False) -> Path:
    """Write a definition, validated by reading it back first; never overwrite unless asked."""
    path = Path(path)
    text = dumps(t)
    loads(text, str(path))  # what we write must read back
    if path.exists() and not force:
        raise ConfigError(f"{path}: already exists (use --force to replace it)")
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.tmp")
    tmp.write_text(text, encoding="utf-8")
    tmp.replace(path)
    return path
