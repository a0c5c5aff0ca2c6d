"""A hand's position on one line, like chess's FEN, and its parser.

    0-1 d0 t1 h:1o+7c/3b+4e t:2o+5b p:-/6c+6o k:8b+9b+... e:0,1 l:1 s:3,5 n:2 c:-

Fields, separated by spaces: the sides (seats joined by `.`, sides by `-`), the dealer
(`d`), the seat to move (`t`), each seat's hand (`h:`, seats separated by `/`), the
table (`t:`), each seat's pile in the order taken (`p:`), the cards still to deal in
dealing order (`k:`), escobas per seat (`e:`), the last capturer (`l:`, `-` for none),
the scores per side before this hand (`s:`), the hand's number (`n:`) and the renuncio
claims open to the seat to move (`c:`, claims as `!7o+3b+5c` joined by `,`). `-` is an
empty list. Like FEN the line holds the position, not how it was reached: the moves
played so far are not in it, and the rules are given to the parser.
"""

from __future__ import annotations

from ..errors import EscobaError
from .cards import Move, format_cards, format_move, parse_cards, parse_move
from .engine import EngineError, HandState
from .rules import Rules

MAX_LENGTH = 2000  # a position of six seats is well under 600 characters
FIELDS = ("d", "t", "h:", "t:", "p:", "k:", "e:", "l:", "s:", "n:", "c:")


def _cards(cards) -> str:
    return format_cards(cards) or "-"


def position_string(hand: HandState) -> str:
    """`hand`'s position on one line (see the module's docstring)."""
    sides = "-".join(".".join(map(str, side)) for side in hand.teams)
    last = "-" if hand.last_capturer is None else str(hand.last_capturer)
    claims = ",".join(format_move(m) for m in hand.claimable) or "-"
    return " ".join(
        (
            sides,
            f"d{hand.dealer}",
            f"t{hand.turn}",
            "h:" + "/".join(_cards(h) for h in hand.hands),
            "t:" + _cards(hand.table),
            "p:" + "/".join(_cards(p) for p in hand.piles),
            "k:" + _cards(hand.deck[hand.deck_pos :]),
            "e:" + ",".join(map(str, hand.escobas)),
            "l:" + last,
            "s:" + ",".join(map(str, hand.scores)),
            f"n:{hand.hand_number}",
            "c:" + claims,
        )
    )


def _number(text: str, what: str) -> int:
    if not text.isdigit() or len(text) > 6:
        raise EngineError(f"position: {what} must be a whole number, not {text!r}")
    return int(text)


def _card_list(text: str, what: str):
    if text == "-":
        return ()
    try:
        return parse_cards(text)
    except EscobaError as exc:
        raise EngineError(f"position: {what}: {exc}") from None


def parse_position(text: str, rules: Rules) -> HandState:
    """The hand a `position_string` line describes, under `rules`; EngineError (one
    line, naming the field) for a line that is not one, or a position that does not
    hold each of the 40 cards once."""
    if not isinstance(text, str):
        raise EngineError(f"position: a line of text, not {type(text).__name__}")
    if len(text) > MAX_LENGTH:
        raise EngineError(f"position: longer than {MAX_LENGTH} characters")
    parts = text.split()
    if len(parts) != 1 + len(FIELDS):
        raise EngineError(f"position: {1 + len(FIELDS)} fields separated by spaces, not {len(parts)}")
    for part, tag in zip(parts[1:], FIELDS):
        if not part.startswith(tag):
            raise EngineError(f"position: expected a field starting {tag!r}, not {part!r}")
    values = [p[len(tag) :] for p, tag in zip(parts[1:], FIELDS)]
    teams = [[_number(s, "a seat") for s in side.split(".")] for side in parts[0].split("-")]
    seats = sum(len(t) for t in teams)
    dealer, turn = _number(values[0], "the dealer"), _number(values[1], "the seat to move")
    hands = [_card_list(h, "a hand") for h in values[2].split("/")]
    table = _card_list(values[3], "the table")
    piles = [_card_list(p, "a pile") for p in values[4].split("/")]
    to_deal = _card_list(values[5], "the cards to deal")
    escobas = [_number(e, "escobas") for e in values[6].split(",")]
    last = None if values[7] == "-" else _number(values[7], "the last capturer")
    if last is not None and last >= seats:
        raise EngineError(f"position: the last capturer {last} is not a seat")
    scores = [_number(s, "a score") for s in values[8].split(",")]
    if len(scores) != len(teams):
        raise EngineError(f"position: scores are per side: {len(teams)} numbers")
    number = _number(values[9], "the hand's number")
    claims: list[Move] = []
    if values[10] != "-":
        for raw in values[10].split(",")[:40]:
            try:
                claim = parse_move(raw)
            except EscobaError as exc:
                raise EngineError(f"position: a claim: {exc}") from None
            if not claim.claim:
                raise EngineError(f"position: {raw!r} is not a renuncio claim (write !7o+3b+5c)")
            claims.append(claim)
    return HandState.position(
        rules,
        teams,
        hands,
        table,
        piles=piles,
        to_deal=to_deal,
        dealer=dealer,
        turn=turn,
        escobas=escobas,
        last_capturer=last,
        claims=claims,
        scores=scores,
        hand_number=number,
    )
