"""Every public entry point given an argument of the wrong type says what it wanted, as
an EscobaError subclass with one line naming the value (issue 35, item 5): never an
AttributeError or TypeError from deep inside."""

import pytest

import escoba_tui as E
from escoba_tui.game.cards import NotationError
from escoba_tui.game.engine import EngineError
from escoba_tui.players import PlayerSpecError

RULES = E.make_rules("escoba")
TWO = [[0], [1]]


def a_hand():
    return E.HandState(RULES, list(range(40)), 1, TWO)


CASES = [
    ("Card.parse(5)", lambda: E.Card.parse(5), NotationError, "text"),
    ("Card.parse(None)", lambda: E.Card.parse(None), NotationError, "None"),
    ("Move.parse(None)", lambda: E.Move.parse(None), NotationError, "a move"),
    ("parse_move(b'7o')", lambda: E.parse_move(b"7o"), NotationError, "b'7o'"),
    ("card(5, '')", lambda: E.card(5, ""), NotationError, "suit"),
    ("card(5, 'oc')", lambda: E.card(5, "oc"), NotationError, "suit"),
    ("card('5', 'o')", lambda: E.card("5", "o"), NotationError, "rank"),
    ("make_player(None)", lambda: E.make_player(None), PlayerSpecError, "None"),
    ("make_player(5)", lambda: E.make_player(5), PlayerSpecError, "5"),
    ("make_player([])", lambda: E.make_player([]), PlayerSpecError, "[]"),
    ("Game('escoba', teams)", lambda: E.Game("escoba", TWO), EngineError, "make_rules"),
    ("Game(rules, 'ab')", lambda: E.Game(RULES, "ab"), EngineError, "'ab'"),
    ("Game(rules, None)", lambda: E.Game(RULES, None), EngineError, "None"),
    ("HandState('escoba', ...)", lambda: E.HandState("escoba", list(range(40)), 0, TWO), EngineError, "Rules"),
    ("HandState(deck=None)", lambda: E.HandState(RULES, None, 0, TWO), EngineError, "40 cards"),
    ("HandState(deck of strs)", lambda: E.HandState(RULES, [str(i) for i in range(40)], 0, TWO), EngineError, "40"),
    ("HandState(dealer='0')", lambda: E.HandState(RULES, list(range(40)), "0", TWO), EngineError, "'0'"),
    (
        "HandState(teams=[['a'], ['b']])",
        lambda: E.HandState(RULES, list(range(40)), 0, [["a"], ["b"]]),
        EngineError,
        "teams",
    ),
    ("new_deck(5)", lambda: E.new_deck(5), EngineError, "random.Random"),
    ("hand.view(7)", lambda: a_hand().view(7), EngineError, "7"),
    ("hand.view('0')", lambda: a_hand().view("0"), EngineError, "'0'"),
    ("play_game('xy', rules)", lambda: E.play_game("xy", RULES), EngineError, "Player"),
    ("play_game([1, 2], rules)", lambda: E.play_game([1, 2], RULES), EngineError, "seat 0"),
    (
        "play_game(players, 'escoba')",
        lambda: E.play_game([E.make_player("random"), E.make_player("random")], "escoba"),
        EngineError,
        "Rules",
    ),
]


@pytest.mark.parametrize("call,error,said", [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_a_wrong_type_is_said_as_an_escoba_error(call, error, said):
    with pytest.raises(error) as caught:
        call()
    assert isinstance(caught.value, E.EscobaError)
    message = str(caught.value)
    assert said in message and "\n" not in message and len(message) < 300


def test_a_huge_or_unprintable_value_is_named_in_a_short_line():
    class Unprintable:
        def __repr__(self):
            raise RuntimeError("no")

    for value in ("x" * 10_000, Unprintable()):
        with pytest.raises(PlayerSpecError) as caught:
            E.make_player(value)
        assert len(str(caught.value)) < 200
