"""Tournament definition files (TOML): reading, validating, writing."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from math import comb
from pathlib import Path
from typing import Annotated, Any

import tomli_w

from ..errors import EscobaError, part
from ..files.reader import MAX_DEFINITION
from ..files.schema import Length, OneOf, Range, Reader, field_names, strict
from ..files.reader import parse_toml, read_text
from ..game.engine import SEAT_COUNTS
from ..game.rules import OPTION_NAMES, PRESETS, Rules, RulesError, build_rules
from ..players import PlayerSpecError, check_spec
from .sprt import MIN_PAIRS

FORMATS = ("round-robin", "gauntlet")
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


# ---------------------------------------------------------------- the file's schema
#
# What a definition file may say, as the schema reader (schema.Reader) checks it: the
# kinds, the bounds and the known fields. What depends on several fields (a gauntlet's
# challenger, an SPRT's format, the schedule's size) is checked after, in from_dict.


@strict
@dataclass(frozen=True, kw_only=True)
class PlayerEntry:
    name: str | None = None  # a built-in player is named after its spec when left out
    spec: str


ELO = Annotated[float, Range(-MAX_ELO, MAX_ELO, "schema_elo")]
RISK = Annotated[float, Range(0, 0.5, "schema_risk", above=True, below=True)]


@strict
@dataclass(frozen=True, kw_only=True)
class SprtEntry:
    elo0: ELO = SprtSettings.elo0
    elo1: ELO = SprtSettings.elo1
    alpha: RISK = SprtSettings.alpha
    beta: RISK = SprtSettings.beta


@strict
@dataclass(frozen=True, kw_only=True)
class Definition:
    """A definition file as written (in TOP_FIELDS' order)."""

    name: Annotated[str, Length(0, MAX_NAME, "schema_name_length")]
    rules: Annotated[str, OneOf(tuple(PRESETS), "schema_preset")] = "escoba"
    rules_options: dict[str, Any] = field(default_factory=dict)
    target: Annotated[int, Range(1, None, "schema_at_least_one")] | None = None
    seats: Annotated[int, OneOf(SEAT_COUNTS, "schema_seats")] = 2
    partners: bool = False
    players: tuple[PlayerEntry, ...]
    games: Annotated[int, Range(1, None, "schema_games")] = 2
    format: Annotated[str, OneOf(FORMATS)] = "round-robin"
    challenger: str | None = None
    seed: int = 0
    time_ms: Annotated[int, Range(1, MAX_TIME_MS, "schema_time_ms")] | None = None
    sprt: SprtEntry | None = None


TOP_FIELDS = field_names(Definition)
PLAYER_FIELDS = field_names(PlayerEntry)
SPRT_FIELDS = field_names(SprtEntry)


# ---------------------------------------------------------------- reading


def loads(text: str, source: str = "<tournament>", check_players: bool = True) -> Tournament:
    """Parse and validate a definition; ConfigError names the file, the line and the field."""
    doc = parse_toml(text, source, ConfigError)
    return from_dict(doc, source, text, check_players)


def _entrants(r: Reader, d: Definition, check_players: bool) -> list[Entrant]:
    """The [[players]]: each named (a built-in's name by default), the names distinct, the specs known."""
    players: list[Entrant] = []
    for i, raw in enumerate(d.players):
        spec = raw.spec
        pname = (
            raw.name
            if raw.name is not None
            else (spec.split(":", 1)[0] if not spec.startswith(("cmd:", "py:")) else None)
        )
        if pname is None:
            raise r.error(("players", i, "name"), part("config_missing_name"), at=("players", i, "spec"))
        if not pname.strip() or len(pname) > 40:
            raise r.error(("players", i, "name"), part("config_name_length", value=repr(pname)))
        if any(p.name == pname for p in players):
            raise r.error(("players", i, "name"), part("config_name_taken", value=repr(pname)))
        if check_players:
            try:
                check_spec(spec)
            except PlayerSpecError as exc:
                raise r.error(("players", i, "spec"), exc) from None
        players.append(Entrant(pname, spec))
    return players


def from_dict(
    doc: dict[str, Any], source: str = "<tournament>", text: str = "", check_players: bool = True
) -> Tournament:
    """A definition checked against its schema (Definition), then across its fields;
    ConfigError: one line naming the file, the line (when `text` is given) and the field."""
    r = Reader(source, text, ConfigError)
    d: Definition = r.table(doc, Definition)
    if not NAME_PATTERN.match(d.name):
        raise r.error(("name",), part("config_name", value=repr(d.name)))
    for key, value in d.rules_options.items():
        if key not in OPTION_NAMES or key == "target":
            known = ", ".join(o for o in OPTION_NAMES if o != "target")
            raise r.error(("rules_options", key), part("config_unknown_option", known=known))
        try:
            build_rules(d.rules, {key: value})
        except RulesError as exc:
            raise r.error(("rules_options", key), exc) from None
    if d.partners and d.seats not in (4, 6):
        raise r.error(("partners",), part("config_partners", n=d.seats))

    players = _entrants(r, d, check_players)
    if len(players) < d.seats:
        raise r.error(("players",), part("config_too_few", n=len(players), seats=d.seats))
    challenger = d.challenger
    if d.format == "gauntlet":
        if challenger is None:
            raise r.error(("challenger",), part("config_no_challenger"), at=("format",))
        if not any(p.name == challenger for p in players):
            raise r.error(
                ("challenger",),
                part("config_not_a_player", value=repr(challenger), names=", ".join(p.name for p in players)),
            )
    elif challenger is not None:
        raise r.error(("challenger",), part("config_challenger_only"))

    sprt = None
    if d.sprt is not None:
        if d.format != "gauntlet" or d.seats != 2:
            raise r.error(("sprt",), part("config_sprt_gauntlet"))
        if d.sprt.elo1 <= d.sprt.elo0:
            raise r.error(("sprt", "elo1"), part("config_elo1", elo0=str(d.sprt.elo0), elo1=str(d.sprt.elo1)))
        sprt = SprtSettings(elo0=d.sprt.elo0, elo1=d.sprt.elo1, alpha=d.sprt.alpha, beta=d.sprt.beta)

    t = Tournament(
        name=d.name,
        players=tuple(players),
        rules=d.rules,
        rules_options=dict(d.rules_options),
        target=d.target,
        seats=d.seats,
        partners=d.partners,
        games=d.games,
        format=d.format,
        challenger=challenger,
        seed=d.seed,
        time_ms=d.time_ms,
        sprt=sprt,
    )
    total = t.game_count
    if sprt is not None and total // 2 < MIN_PAIRS:  # two seats: a pair is a deal played both ways
        raise r.error(("games",), part("config_sprt_pairs", pairs=MIN_PAIRS, has=total // 2, games=SPRT_GAMES))
    if total > MAX_GAMES:
        raise r.error(("games",), part("config_too_many", total=total, most=MAX_GAMES))
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
        raise ConfigError(key="config_exists", path=str(path))
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.tmp")
    tmp.write_text(text, encoding="utf-8")
    tmp.replace(path)
    return path
