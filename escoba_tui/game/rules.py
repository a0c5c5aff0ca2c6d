"""Rule sets as data: the presets of rules.md and their overridable options."""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Annotated, Any, get_args, get_origin, get_type_hints

from ..errors import EscobaError
from .cards import RANK_OF
from .values import is_int, parse_scalar


class RulesError(EscobaError, ValueError):
    """An unknown preset or option, or an option given a value it cannot take."""


# Primiera worth of each rank (index = rank).
PRIMIERA_VALUE = (0, 16, 12, 13, 14, 15, 18, 21, 10, 10, 10)


class Capture(StrEnum):
    """How a card captures: the table cards that make fifteen with it (escoba), or that add
    up to its own value (scopa). A str: written in records and options as its value."""

    FIFTEEN = "fifteen"
    SUM = "sum"


class SevensTiebreak(StrEnum):
    """Who takes the sevens point when the sevens are shared: nobody, or most sixes."""

    NONE = "none"
    SIXES = "sixes"


class SevensRule(StrEnum):
    """What the sevens point counts: most sevens, or the primiera."""

    MOST = "most"
    PRIMIERA = "primiera"


CAPTURE_MODES: tuple[str, ...] = tuple(Capture)
SEVENS_TIEBREAKS: tuple[str, ...] = tuple(SevensTiebreak)
SEVENS_RULES: tuple[str, ...] = tuple(SevensRule)


# Every number the rules take has a bound, whoever gives it (the command line, a tables
# file, a record, a tournament): a match to 2**63 points never ends.
MAX_TARGET = 1000
MAX_BONUS = 100  # points of an all-sevens or all-oros bonus


@dataclass(frozen=True)
class Points:
    """A mark on a rules field: a whole number of points from `low` to `high`, refused
    with the catalogue's ERRORS[`what`] (name, value, most)."""

    low: int
    high: int
    what: str = "option_points"


@dataclass(frozen=True)
class Rules:
    """One complete rule set. Build it with `build_rules(preset, options, target)`
    (or `make_rules(preset, **overrides)`).

    Options (every one of them a variant some players use, see rules.md):
    - capture: "fifteen" (card + set = 15) or "sum" (set sums to the card's value)
    - face_values: the values of ranks 8, 9, 10
    - single_card_first: under "sum", a table card equal in value must be taken alone
    - compulsory_capture: a card that can capture must take a set
    - opening_escobas: a dealt table of 15 (or two 15s) is the dealer's escoba
    - last_play_escoba: clearing the table with the hand's last card is an escoba
    - sevens_tiebreak: "none", or "sixes" (a tie on sevens goes to most sixes)
    - sevens_rule: "most" (most sevens) or "primiera"
    - all_sevens_bonus / all_oros_bonus: extra points for all four sevens / all ten oros
    - renuncio: the next player may claim a card left although it could have captured
    - target: points that end the game
    """

    preset: str
    capture: Capture = Capture.FIFTEEN
    face_values: tuple[int, int, int] = (8, 9, 10)
    single_card_first: bool = False
    compulsory_capture: bool = False
    opening_escobas: bool = True
    last_play_escoba: bool = True
    sevens_tiebreak: SevensTiebreak = SevensTiebreak.NONE
    sevens_rule: SevensRule = SevensRule.MOST
    all_sevens_bonus: Annotated[int, Points(0, MAX_BONUS)] = 0
    all_oros_bonus: Annotated[int, Points(0, MAX_BONUS)] = 0
    renuncio: bool = False
    target: Annotated[int, Points(1, MAX_TARGET, "target_points")] = 21
    # Derived: value of each card 0..39 under this rule set.
    values: tuple[int, ...] = field(init=False, repr=False, compare=False)
    # Derived: a sort key per card that orders the table by value, then by card.
    table_order: tuple[int, ...] = field(init=False, repr=False, compare=False)
    # Derived: the total of table cards each card captures, and the largest such total.
    capture_targets: tuple[int, ...] = field(init=False, repr=False, compare=False)
    capture_limit: int = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if self.capture not in CAPTURE_MODES:
            raise RulesError(key="option_choice", name="capture", choices=CAPTURE_MODES, value=self.capture)
        object.__setattr__(self, "capture", Capture(self.capture))  # "sum" given: the member
        faces = self.face_values
        values = tuple(r if r <= 7 else faces[r - 8] for r in RANK_OF)
        object.__setattr__(self, "values", values)
        object.__setattr__(self, "table_order", tuple(v * 40 + c for c, v in enumerate(values)))
        if self.capture == Capture.FIFTEEN:
            targets = tuple(15 - v for v in values)
        else:
            targets = values
        object.__setattr__(self, "capture_targets", targets)
        object.__setattr__(self, "capture_limit", max(targets))

    def options(self) -> dict[str, Any]:
        """Every option with its value (as rules_options in a record would write it)."""
        return {name: _plain(getattr(self, name)) for name in OPTION_NAMES}

    def differences(self) -> dict[str, Any]:
        """The options that differ from this rule set's preset (a record's rules_options)."""
        base = PRESETS[self.preset]
        return {
            name: _plain(getattr(self, name)) for name in OPTION_NAMES if getattr(self, name) != getattr(base, name)
        }

    def escoba_counts(self, last_play: bool) -> bool:
        """Whether clearing the table is an escoba; `last_play`: with the hand's last card."""
        return self.last_play_escoba or not last_play


def _plain(value: Any) -> Any:
    return list(value) if isinstance(value, tuple) else value


PRESETS: dict[str, Rules] = {
    "escoba": Rules("escoba"),
    "scopa-club": Rules(
        "scopa-club",
        capture=Capture.SUM,
        face_values=(10, 11, 12),
        opening_escobas=False,
        sevens_tiebreak=SevensTiebreak.SIXES,
        target=11,
    ),
    "scopa": Rules(
        "scopa",
        capture=Capture.SUM,
        single_card_first=True,
        compulsory_capture=True,
        opening_escobas=False,
        last_play_escoba=False,
        sevens_rule=SevensRule.PRIMIERA,
        target=11,
    ),
}

OPTION_NAMES: tuple[str, ...] = tuple(f.name for f in dataclasses.fields(Rules) if f.init and f.name != "preset")


@functools.cache
def _option_types() -> dict[str, Any]:
    hints = get_type_hints(Rules, include_extras=True)
    return {name: hints[name] for name in OPTION_NAMES}


def _check(name: str, value: Any) -> Any:
    """Validate one option value against its field's type in Rules (a bool, a choice of an
    enum, points within the field's Points mark, the three face values) and return it in
    the form Rules stores."""
    kind = _option_types().get(name)
    if kind is None:
        raise RulesError(key="unknown_option", name=name, known=", ".join(OPTION_NAMES))
    if kind is bool:
        if not isinstance(value, bool):
            raise RulesError(key="option_bool", name=name, value=value)
        return value
    if isinstance(kind, type) and issubclass(kind, StrEnum):
        if not isinstance(value, str) or value not in tuple(kind):
            raise RulesError(key="option_choice", name=name, choices=tuple(kind), value=value)
        return kind(value)
    if get_origin(kind) is Annotated:
        (points,) = [m for m in get_args(kind)[1:] if isinstance(m, Points)]
        if not is_int(value) or not points.low <= value <= points.high:
            facts = {"value": value, "most": points.high} | ({"name": name} if points.what == "option_points" else {})
            raise RulesError(key=points.what, **facts)
        return value
    # face_values: tuple[int, int, int]
    if not isinstance(value, (list, tuple)) or len(value) != 3 or not all(is_int(v) and v > 0 for v in value):
        raise RulesError(key="face_values", value=value)
    return tuple(value)


def make_rules(preset: str = "escoba", **overrides: Any) -> Rules:
    """The preset with some options changed. Unknown presets or options raise RulesError."""
    base = PRESETS.get(preset)
    if base is None:
        raise RulesError(key="unknown_preset", name=preset, known=", ".join(PRESETS))
    checked = {name: _check(name, value) for name, value in overrides.items()}
    return dataclasses.replace(base, **checked)


def parse_option(text: str) -> tuple[str, Any]:
    """`name=value` from the command line: true/false, numbers, words, or 8,9,10 lists."""
    name, eq, raw = text.partition("=")
    name, raw = name.strip().replace("-", "_"), raw.strip()
    if not eq or not name:
        raise RulesError(key="option_form", text=text)
    value: Any
    if "," in raw:
        try:
            value = [int(part) for part in raw.split(",")]
        except ValueError:
            raise RulesError(key="option_list", text=text) from None
    else:
        value = parse_scalar(raw, floats=False)
    if name not in OPTION_NAMES:
        raise RulesError(key="unknown_option", name=name, known=", ".join(OPTION_NAMES))
    return name, _check(name, value)


def build_rules(preset: str, options: Mapping[str, Any] | None = None, target: int | None = None) -> Rules:
    """The rule set of a preset, some options and a target: how the command line, the
    game's settings, a record and a tournament all say which rules they play. A `target`
    given wins over a `target` among the options. Raises RulesError on anything unknown."""
    overrides = dict(options or {})
    if target is not None:
        overrides["target"] = target
    return make_rules(preset, **overrides)
