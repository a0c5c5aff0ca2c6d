"""`c` cycles through every way the chosen card can be played, each counted: its captures,
then (capturing optional) no capture; with compulsory capture, only the captures
(issue 37 item 3)."""

from __future__ import annotations

import pytest
from helpers.ui_factory import SIZE, make_app, run_async, settle

from escoba_tui.game.cards import DECK, Card
from escoba_tui.game.engine import HandState
from escoba_tui.game.rules import make_rules
from escoba_tui.ui.screens.modals import HelpScreen
from escoba_tui.ui.screens.practice import Exercise, PracticeScreen
from escoba_tui.ui.widgets.hand import HandView

HAND = [Card.parse(c) for c in ("2o", "4c", "4b")]
TABLE = [Card.parse(c) for c in ("1c", "2e", "8o", "8c")]


def exercise(compulsory: bool) -> Exercise:
    """The issue's position: 4 de copas takes 1c 2e with either sota, or goes to the table."""
    rules = make_rules("escoba", compulsory_capture=compulsory)
    rest = [c for c in DECK if c not in HAND and c not in TABLE]
    state = HandState.position(rules, [[0], [1]], [HAND, rest[:3]], TABLE, to_deal=rest[3:], dealer=1)

    def judge(state, move):
        raise AssertionError("nothing is played here")

    return Exercise(state, ["You", "Ada"], ["You", "Ada"], rules, [0, 0], "", judge)


async def choices(pilot, keys: str) -> list[str]:
    """The line under the hand after each key."""
    seen = []
    for key in keys:
        await pilot.press(key)
        await settle(pilot)
        seen.append(pilot.app.screen.query_one(HandView).choice)
    return seen


@run_async
async def test_c_counts_no_capture_as_the_last_way_to_play_and_enter_plays_it(tmp_path):
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        screen = PracticeScreen([exercise(compulsory=False)])
        await app.push_screen(screen)
        await settle(pilot)
        seen = await choices(pilot, "2ccc")
        assert seen[0].startswith("1 of 3: ") and seen[1].startswith("2 of 3: ")
        assert seen[2] == "3 of 3: 4 de copas takes nothing and goes to the table"
        assert seen[3] == seen[0]  # round again
        assert {screen.options[0].captures, screen.options[1].captures} == {
            (Card.parse("1c"), Card.parse("2e"), Card.parse("8o")),
            (Card.parse("1c"), Card.parse("2e"), Card.parse("8c")),
        }
        # A card with no capture has one way to be played: said plainly, nothing to count.
        assert (await choices(pilot, "1")) == ["2 de oros goes to the table"]
        assert not screen.check_action("cycle", ())
        # Enter on the counted "no capture" plays exactly that: the card to the table.
        await choices(pilot, "2cc")
        assert screen.current_move().card == Card.parse("4c") and not screen.current_move().captures


@run_async
async def test_with_compulsory_capture_c_cycles_the_captures_only(tmp_path):
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await app.push_screen(PracticeScreen([exercise(compulsory=True)]))
        await settle(pilot)
        seen = await choices(pilot, "2cc")
        assert seen[0].startswith("1 of 2: ") and seen[1].startswith("2 of 2: ") and seen[2] == seen[0]
        assert not any("goes to the table" in line for line in seen)


@pytest.mark.parametrize(
    "compulsory,words",
    [
        (False, "then no capture (the card goes to the table)"),
        (True, "capturing is compulsory, so a card that can capture cannot go to the table"),
    ],
)
def test_the_help_says_what_c_does_under_the_rules_in_force(compulsory, words):
    rules = make_rules("escoba", compulsory_capture=compulsory)
    for keys in ("HELP_GAME_KEYS", "HELP_PRACTICE_KEYS", "HELP_PUZZLE_KEYS"):
        rows = dict(HelpScreen(rules, bindings=PracticeScreen.BINDINGS, keys=keys).key_rows())
        cycle = next(text for key, text in rows.items() if key.startswith("c"))
        assert words in cycle and "cycle through the captures" not in cycle


def long_capture() -> Exercise:
    """as de espadas takes 4 de espadas, 5 de oros, 5 de espadas, or 4 de espadas and rey
    de copas, or goes to the table: a capture too long for two rows at 80×24."""
    rules = make_rules("escoba")
    hand = [Card.parse(c) for c in ("9b", "1e", "5b")]
    table = [Card.parse(c) for c in ("4e", "5o", "5e", "10c")]
    rest = [c for c in DECK if c not in hand and c not in table]
    state = HandState.position(rules, [[0], [1]], [hand, rest[:3]], table, to_deal=rest[3:], dealer=1)

    def judge(state, move):
        raise AssertionError("nothing is played here")

    return Exercise(state, ["You", "Ada"], ["You", "Ada"], rules, [0, 0], "", judge)


@pytest.mark.parametrize("code", ["en", "fr", "es", "pt"])
@run_async
async def test_the_count_of_ways_is_on_screen_at_80x24_however_long_the_capture(tmp_path, code):
    """The choice line has two rows at 80×24: its count (`2 of 3`) comes first, so a long
    capture cuts the list of cards, never the count that tells `c` has more to show."""
    from textual.geometry import Region

    app = make_app(tmp_path, language=code)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await app.push_screen(PracticeScreen([long_capture()]))
        await settle(pilot)
        for n, key in enumerate("2cc", start=1):
            await pilot.press(key)
            await settle(pilot)
            line = pilot.app.screen.query_one("#choice")
            width, height = line.size
            assert height <= 2
            shown = " ".join(strip.text.strip() for strip in line.render_lines(Region(0, 0, width, height)))
            count = {"en": "{n} of 3", "fr": "{n} sur 3", "es": "{n} de 3", "pt": "{n} de 3"}[code].format(n=n)
            assert count in shown, shown
