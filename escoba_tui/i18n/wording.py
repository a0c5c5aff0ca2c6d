"""The wording of facts in the language in force (or the words given): a player's
reasons, the rules, key names, numbers and errors."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from ..game.cards import NOTATION, RANK_OF, Card
from ..game.reasons import Because, Reason
from .catalogue import _merged, _words

if TYPE_CHECKING:
    from ..game.rules import Rules


class _Namer:
    """Cards in running text as the record notation writes them (the command line's way)."""

    @staticmethod
    def name(card: Card) -> str:
        return NOTATION[card]

    @staticmethod
    def names(cards: Iterable[Card]) -> str:
        return "+".join(NOTATION[c] for c in cards)


def face_words(style: str, words: Mapping[str, Any] | None = None) -> Mapping[str, Any]:
    """The catalogue `words` (default: the language in force) as it speaks of `style` card
    faces: its FACE_WORDS for that style over the rest ("a cavallo", "most diamonds")."""
    w = _words() if words is None else words
    faces = w.get("FACE_WORDS", {}).get(style)
    if not faces:
        return w
    return {**w, **{name: _merged(w[name], value) for name, value in faces.items() if name in w}}


def say(
    because: Because | Reason, look: Any = None, words: Mapping[str, Any] | None = None, style: str | None = None
) -> str:
    """A reason in words: a player's clauses, or one award of the count.

    `look` names cards (anything with `name(card)` and `names(cards)`, e.g. the game's
    Look); ranks and suits are worded for its face `style` (or the `style` given; else
    Spanish faces); `words` is a catalogue (default: the language in force). A player's
    own text (a str) is shown as it is."""
    if isinstance(because, str):
        return because
    w = face_words(style or getattr(look, "style", None) or "spanish", words)
    namer = look if look is not None else _Namer
    clauses = (because,) if isinstance(because, Reason) else because
    return w["REASON_JOIN"].join(_elided(_clause(reason, namer, w), w) for reason in clauses)


def _count(n: int, noun: Sequence[str], w: Mapping[str, Any], rank: int = 0) -> str:
    """`a seven`, `two sevens`: a counted noun of the catalogue."""
    if n == 1:
        return noun[0]
    numbers = w["NUMBER_WORDS_F"] if rank in w["FEMININE"] else w["NUMBER_WORDS"]
    return noun[1].format(n=numbers[n] if 0 <= n < len(numbers) else str(n))


def _listed(parts: Sequence[str], w: Mapping[str, Any]) -> str:
    if len(parts) < 2:
        return "".join(parts)
    return ", ".join(parts[:-1]) + w["AND"] + parts[-1]


def _by_rank(cards: Sequence[Card], w: Mapping[str, Any]) -> str:
    """`two fours and a three`: cards counted rank by rank, lowest first."""
    ranks = sorted({RANK_OF[c] for c in cards})
    return _listed([_count(sum(1 for c in cards if RANK_OF[c] == r), w["RANK_NOUNS"][r], w, r) for r in ranks], w)


def _figure(x: Any, w: Mapping[str, Any]) -> Any:
    """A reason's number as the language writes it: 0.38 becomes "0,38" and 1.0 "1,0" in
    French; whole numbers (ints) stay as they are."""
    if isinstance(x, float):  # a whole float keeps its one decimal ("1.0"), with the language's mark
        return number(x, 1 if x.is_integer() else 2, w)
    return x


def _elided(text: str, w: Mapping[str, Any]) -> str:
    """`text` with the language's elisions made ("que un" -> "qu'un" in French)."""
    import re

    for pattern, replacement in w["ELISIONS"]:
        text = re.sub(pattern, replacement, text)
    return text


def _clause(reason: Reason, namer: Any, w: Mapping[str, Any]) -> str:
    templates = w["REASONS"]
    code, cards, numbers = reason
    if code == "claim":
        return templates[code].format(card=namer.name(cards[0]), cards=namer.names(cards[1:]))
    if code in ("missed_sweep", "missed_seven", "worth_more", "threw_seven"):
        # A move of the analysis: its card, then what it takes (nothing for a discard).
        move = namer.name(cards[0]) + (":" + namer.names(cards[1:]) if len(cards) > 1 else "")
        if code == "worth_more" and len(cards) == 1:
            # The better move lays its card down: said so, not mistaken for a card that was played.
            move = w["REASON_DISCARD"].format(card=move)
        return templates[code].format(move=move, **dict(zip(("n", "m"), (_figure(x, w) for x in numbers))))
    if code in ("take", "sweep"):
        n, velo, sevens, oros = (int(x) for x in numbers)
        prizes = ([w["VELO_NOUN"]] if velo else []) + ([_count(sevens, w["RANK_NOUNS"][7], w, 7)] if sevens else [])
        prizes += [_count(oros, w["ORO_NOUN"], w)] if oros else []
        taken = w["CARDS_TAKEN"].format(n=n)
        what = w["TAKEN_PRIZES"].format(prizes=_listed(prizes, w), cards=taken) if prizes else taken
        return templates[code].format(what=what)
    if code == "sweepable":
        key = {1: "sweepable_one", 2: "sweepable_two"}.get(len(cards), "sweepable_more")
        return templates[key].format(total=numbers[0], cards=_by_rank(cards, w))
    if code == "still_to_play":
        key = "still_to_play_one" if len(cards) == 1 else "still_to_play"
        return templates[key].format(cards=_count(len(cards), w["RANK_NOUNS"][int(numbers[0])], w, int(numbers[0])))
    template = templates.get(code)
    if template is None:
        return code  # a fact this catalogue does not know yet: its name beats nothing
    figures = [_figure(x, w) for x in numbers]
    fields = dict(zip(("n", "m"), figures))
    return template.format(total=figures[0] if figures else "", **fields)


def rule_lines(rules: Rules, words: Mapping[str, Any] | None = None, style: str = "spanish") -> list[str]:
    """The rule set in a few short lines, in the catalogue's words for `style` card faces
    (the help screen)."""
    w = face_words(style, words)
    t = w["RULE_LINES"]
    lines = [t["capture_fifteen"] if rules.capture == "fifteen" else t["capture_sum"]]
    if rules.capture != "fifteen" and rules.single_card_first:
        lines.append(t["single_card_first"])
    a, b, c = rules.face_values
    lines.append(t["face_values"].format(a=a, b=b, c=c))
    lines.append(t["compulsory"] if rules.compulsory_capture else t["optional"])
    lines.append(t["escoba"] if rules.last_play_escoba else t["escoba_not_last"])
    if rules.opening_escobas:
        lines.append(t["opening"])
    if rules.sevens_rule == "primiera":
        sevens = t["sevens_primiera"]
    else:
        sevens = t["sevens_sixes"] if rules.sevens_tiebreak == "sixes" else t["sevens_most"]
    lines.append(t["count"].format(sevens=sevens))
    if rules.all_sevens_bonus:
        lines.append(t["all_sevens"].format(n=rules.all_sevens_bonus))
    if rules.all_oros_bonus:
        lines.append(t["all_oros"].format(n=rules.all_oros_bonus))
    if rules.renuncio:
        lines.append(t["renuncio"])
    lines.append(t["target"].format(target=rules.target))
    return lines


def key_label(description: str) -> str:
    """A key binding's description in the language in force. Bindings carry catalogue names
    (`KEY_PLAY`; `KEY_CARD 1` fills a template's {n}); any other text is shown as it is."""
    name, _, arg = description.partition(" ")
    value = _words().get(name)
    if not name.isupper() or name.startswith("_") or not isinstance(value, str):
        return description
    return value.format(n=arg) if arg else value


def key_name(key: str) -> str:
    """A key as the help writes it: `←`, `PgUp`, `Ctrl+S`, `?`, `u`."""
    names = _words()["KEY_NAMES"]
    if key in names:
        return names[key]
    modifier, plus, rest = key.partition("+")
    if plus and rest:
        return f"{names.get(modifier, modifier.title())}+{key_name(rest) if len(rest) > 1 else rest.upper()}"
    return key


def _keys_written(keys: Sequence[str]) -> str:
    """`1 2 3`, `← →`; a run of four digits or more as `1–9`."""
    if len(keys) >= 4 and all(k.isdigit() and len(k) == 1 for k in keys):
        numbers = [int(k) for k in keys]
        if numbers == list(range(numbers[0], numbers[0] + len(numbers))):
            return f"{keys[0]}–{keys[-1]}"
    return " ".join(keys)


def help_keys(bindings: Iterable[Any], what: Mapping[str, str]) -> list[tuple[str, str]]:
    """The help's key list from a screen's bindings, in their order: a row per action (the
    name before any arguments), its keys as written, and what it does (`what`, by action;
    for an action `what` lacks, the binding's footer label, so no key is ever left out)."""
    rows: dict[str, tuple[list[str], str]] = {}
    for binding in bindings:
        action = binding.action.partition("(")[0]
        keys, _ = rows.setdefault(action, ([], what.get(action) or key_label(binding.description)))
        for key in binding.key.split(","):
            written = key_name(key.strip())
            if written not in keys:
                keys.append(written)
    return [(_keys_written(keys), label) for keys, label in rows.values()]


def _you_words() -> set[str]:
    """The default name of the human seat in every language ("You", "Vous", "Tú", "Você"):
    an English record replayed in Portuguese still addresses its `You`, never `You perde`."""
    import importlib

    from .catalogue import LANGUAGES

    return {getattr(importlib.import_module(f"{__package__}.lang.{code}"), "YOU", "") for code in LANGUAGES} - {""}


def addressed(key: str, name: str, **fields: Any) -> str:
    """The catalogue line `key` about the player `name`, in the second person (`key`_YOU)
    when that player is YOU: "Your hand" rather than "Hand of You"."""
    w = _words()
    second = w.get(key + "_YOU")
    if (name == w["YOU"] or name in _you_words()) and isinstance(second, str):
        return second.format(**fields)
    return w[key].format(name=name, **fields)


def singular(n: Any, words: Mapping[str, Any] | None = None) -> bool:
    """Whether the count `n` takes the singular in the language: 1 (`1 player`), and 0
    where the catalogue says ZERO_SINGULAR (French: `0 joueur`)."""
    if not isinstance(n, int) or isinstance(n, bool):
        return False
    w = _words() if words is None else words
    return n == 1 or (n == 0 and bool(w.get("ZERO_SINGULAR", False)))


def counted(templates: Mapping[str, str], key: str, n: Any, words: Mapping[str, Any] | None = None) -> str:
    """The template `key` of `templates` for the count `n`: its `key`_one form (or _ONE)
    where the count takes the singular and the catalogue has one, else `key` itself."""
    if singular(n, words):
        for one in (key + "_one", key + "_ONE"):
            if one in templates:
                return templates[one]
    return templates[key]


def waiting_for(n: int) -> str:
    """How many players a hosted table still waits for, as each language counts them."""
    words = _words()
    return words["NET_WAITING_ONE"] if n == 1 else words["NET_WAITING"].format(n=n)


def number(x: float, digits: int = 0, words: Mapping[str, Any] | None = None) -> str:
    """`x` with `digits` decimals as the language writes it ("1,980", "0,38", "−0,6" keeps
    its sign as given); `words`: a catalogue (default: the language in force)."""
    w = _words() if words is None else words
    text = f"{x:,.{digits}f}"
    return (
        text.translate({ord(","): "\0", ord("."): "\1"})
        .replace("\0", w["THOUSANDS_MARK"])
        .replace("\1", w["DECIMAL_MARK"])
    )


def numbers_in(text: str, words: Mapping[str, Any] | None = None) -> str:
    """Decimal figures inside a text made by code that knows no language ("0.38", "+0.6",
    "99.9%", "[158, +∞)") written with the language's decimal mark."""
    import re

    w = _words() if words is None else words
    mark = w["DECIMAL_MARK"]
    if mark != ".":
        text = re.sub(r"(?<=\d)\.(?=\d)", mark, text)
    if w["PERCENT_SIGN"] != "%":  # "92,1 %" in French
        text = re.sub(r"(?<=\d)%", lambda _: w["PERCENT_SIGN"], text)
    return text


def error_text(error: BaseException, words: Mapping[str, Any] | None = None) -> str:
    """An error of ours in the catalogue `words` (default: the language in force): its
    ERRORS[key] worded with its facts (sizes, counts, lists, file kinds and errors inside
    it in the same language); an error without a key, or with one the catalogue lacks,
    as its own message. An OSError: its file and what the OS says, worded from its errno
    (errors.os_reason)."""
    from ..errors import Count, EscobaError, Kind, Size, os_reason

    w = _words() if words is None else words
    if isinstance(error, OSError):
        reason = error_text(os_reason(error), w)
        return w["ERRORS"]["path_reason"].format(path=error.filename, reason=reason) if error.filename else reason
    if not isinstance(error, EscobaError):
        return str(error)
    # `1 player cannot ...`: a key's _one form where its count `n` takes the singular.
    known = w["ERRORS"]
    template = counted(known, error.key, error.facts.get("n"), w) if error.key and error.key in known else None
    if template is None:
        return Exception.__str__(error)

    def fact(name: str, value: Any) -> Any:
        if isinstance(value, (EscobaError, OSError)):
            return error_text(value, w)
        if isinstance(value, Size):
            unit = 2 if value >= 1 << 20 else 0 if value < 1024 else 1
            shown = number(value / (1 << 20), 1, w) if unit == 2 else str(value if unit == 0 else value // 1024)
            return w["FILE_SIZES"][unit].format(n=shown)
        if isinstance(value, Kind):
            return w["VALUE_KINDS"].get(value, value)
        if isinstance(value, Count):
            return number(value, 0, w)
        if isinstance(value, float):
            return numbers_in(f"{value:g}", w)
        if name == "choices":  # the things to choose from: "a, b or c"
            items = [str(v) for v in value]
            return items[0] if len(items) == 1 else f"{', '.join(items[:-1])} {w['ERROR_OR']} {items[-1]}"
        if name == "both":  # things given together: "a and b"
            return w["AND"].join(str(v) for v in value)
        if name == "what":
            return w["FILE_KINDS"].get(value, value)
        if name == "fault":  # why a player forfeits (results.Fault)
            return w["FAULT_WORDS"].get(value, value)
        return value

    return template.format(**{name: fact(name, value) for name, value in error.facts.items()})
