"""The one integer guard and the one scalar parser (escoba_tui.game.values)."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from escoba_tui.game.values import is_int, is_number, parse_bool, parse_scalar


@pytest.mark.parametrize("value", [True, False, 1.0, "1", None, [1]])
def test_a_bool_or_anything_but_an_int_is_not_an_int(value):
    assert not is_int(value)


@given(st.integers())
def test_every_int_is_an_int_and_a_number(n):
    assert is_int(n) and is_number(n)


def test_a_bool_is_not_a_number_but_a_float_is():
    assert not is_number(True) and is_number(0.5) and not is_number("0.5")


@pytest.mark.parametrize(
    ("text", "value"),
    [("TRUE", True), (" yes ", True), ("on", True), ("false", False), ("No", False), ("off", False), ("maybe", None)],
)
def test_the_bool_words(text, value):
    assert parse_bool(text) is value


def test_a_scalar_is_typed_as_the_command_line_meant_it():
    assert parse_scalar("3") == 3 and type(parse_scalar("3")) is int
    assert parse_scalar("0.5") == 0.5
    assert parse_scalar("0.5", floats=False) == "0.5"
    assert parse_scalar("yes") is True
    assert parse_scalar("seed") == "seed"


def test_the_levels_are_one_list():
    from escoba_tui.players import BUILTINS, LEVELS
    from escoba_tui.study import personal

    assert tuple(BUILTINS) == LEVELS
    assert not hasattr(personal, "LEVEL_ORDER")
