"""Everything on the board is visible at 80×24 (the stated minimum) and at 100×32: every
table card, the hand's buttons, the last play, the score sheet, and the help with its Close."""

from __future__ import annotations

import pytest
from helpers.ui_factory import make_app, play_settings, resize, run_async, screen_text, settle, until

from escoba_tui.game.cards import DECK
from escoba_tui.i18n import catalogue as S
from escoba_tui.ui.screens.game import GameScreen
from escoba_tui.ui.screens.modals import HelpScreen
from escoba_tui.ui.widgets.cards import CardView
from escoba_tui.ui.widgets.hand import HandView, PadButton
from escoba_tui.ui.widgets.score import ScoreSheet
from escoba_tui.ui.widgets.table import TableScroll, TableView
from escoba_tui.ui.widgets.text import shorten_lines

SIZES = [(80, 24), (100, 32)]


def inside(outer, inner) -> bool:
    return bool(inner.area) and outer.contains_region(inner)


async def crowd_the_table(pilot, cards: int) -> GameScreen:
    """The human's turn with `cards` cards on the table (the rest of the deck after the hands
    and the table as dealt, in value order, as the engine keeps it)."""
    await settle(pilot)
    screen = pilot.app.screen
    assert isinstance(screen, GameScreen)
    hand = screen.hand
    held = {c for h in hand.hands for c in h}
    extra = [c for c in DECK if c not in held and c not in hand.table]
    hand.table = sorted(hand.table + extra[: cards - len(hand.table)], key=hand.rules.table_order.__getitem__)
    hand._legal = None
    screen.clear_choice()
    screen.choose_card(0)
    screen.redraw()
    await settle(pilot)
    return screen


def table_views(screen) -> list[CardView]:
    return [v for v in screen.query_one(TableView).query(CardView) if v.display]


async def each_size(pilot):
    """The smallest terminal, then a larger one: the window resized (laid out again), as a
    player would; yields each size once the app has it and has settled."""
    for size in SIZES:
        await resize(pilot, size)
        await settle(pilot)
        yield size


@pytest.mark.parametrize("cards", [4, 8, 12])
@run_async
async def test_every_table_card_is_on_screen(tmp_path, cards):
    app = make_app(tmp_path / "data", seed=3, play=play_settings())
    async with app.run_test(size=SIZES[0]) as pilot:
        screen = await crowd_the_table(pilot, cards)
        async for size in each_size(pilot):
            scroll = screen.query_one(TableScroll)
            views = table_views(screen)
            assert len(views) == cards
            for view in views:
                assert inside(scroll.region, view.region), f"{view.card} is off the table at {size}"
            assert f"total {sum(screen.match.rules.values[c] for c in screen.hand.table)}" in screen_text(app)
            assert "more" not in str(screen.query_one(TableView).border_title)


@run_async
async def test_a_table_too_big_to_show_says_so_and_scrolls_to_every_card(tmp_path):
    app = make_app(tmp_path / "data", seed=3, play=play_settings())
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await crowd_the_table(pilot, 20)
        table = screen.query_one(TableView)
        scroll = screen.query_one(TableScroll)
        seen = set()
        titles = []
        for _ in range(12):
            titles.append(str(table.border_title))
            seen |= {v.card for v in table_views(screen) if inside(scroll.region, v.region)}
            await pilot.press("pagedown")
            await settle(pilot)
        assert "▼" in titles[0] and "more" in titles[0]  # the marker says cards are below
        assert "▲" in titles[-1] and "▼" not in titles[-1]  # ... and at the bottom, above
        assert seen == set(screen.hand.table)


@run_async
async def test_every_button_fits_the_hand_even_with_a_renuncio(tmp_path):
    app = make_app(tmp_path / "data", seed=3, play=play_settings())
    async with app.run_test(size=SIZES[0]) as pilot:
        await settle(pilot)
        hand = app.screen.query_one(HandView)
        hand.buttons = {name: True for name in ("play", "cycle", "renuncio", "hint", "count", "help")}
        async for size in each_size(pilot):
            # Every button a game can show at once (Next is the practice's, instead of Play).
            buttons = [b for b in hand.query(PadButton) if b.game_action in hand.buttons]
            assert all(b.display for b in buttons) and len(buttons) == 6
            for button in buttons:
                assert inside(hand.content_region, button.region), f"{button.label} overflows at {size}"
            assert inside(app.screen.region, hand.region)
            text = screen_text(app)
            for label in ("Play", "Other capture", "Renuncio", "Hint", "Count", "Help"):
                assert f" {label} " in text, (size, label)


@pytest.mark.parametrize("size", SIZES)
@run_async
async def test_the_last_play_is_wrapped_or_shortened_at_a_word(tmp_path, size):
    app = make_app(tmp_path / "data", seed=3, play=play_settings())
    async with app.run_test(size=size) as pilot:
        await settle(pilot)
        table = app.screen.query_one(TableView)
        words = "Ada plays caballo de bastos (9) and takes 2 de oros, 2 de copas, as de espadas, as de bastos. Escoba!"
        table.last = words
        await settle(pilot)
        shown = str(app.screen.query_one("#last").render()).splitlines()
        assert 1 <= len(shown) <= 2
        joined = " ".join(line.strip() for line in shown)
        if joined.endswith("…"):
            kept = joined[:-1].split()
            assert words.split()[: len(kept)] == kept  # whole words only
        else:
            assert joined == words


def test_shorten_lines():
    assert shorten_lines("one two three", 20, 2) == "one two three"
    assert shorten_lines("one two three four five six", 9, 2) == "one two\nthree…"
    assert shorten_lines("", 9, 2) == ""


@pytest.mark.parametrize("size", SIZES)
@run_async
async def test_a_long_hint_is_whole_or_ends_in_an_ellipsis_and_the_hand_fits(tmp_path, size):
    app = make_app(tmp_path / "data", seed=3, play=play_settings())
    async with app.run_test(size=size) as pilot:
        await settle(pilot)
        hand = app.screen.query_one(HandView)
        hand.buttons = {name: True for name in ("play", "cycle", "renuncio", "hint", "count", "help")}
        words = (
            "Hint (counter): play sota de espadas (8) to the table — leaves 28: nothing still "
            "to play can take it all; three sevens still to play"
        )
        hand.hint = words
        await settle(pilot)
        shown = [line.strip() for line in str(hand.query_one("#hint").render()).splitlines()]
        joined = " ".join(shown)
        if size[1] >= 32:
            assert joined == words  # room enough: the whole hint
        else:
            # Cut at a word, and it says how to see it all (h again: tests/test_ui_small_screens.py).
            assert len(shown) <= 2 and joined.endswith("…" + S.HINT_MORE)
            kept = joined[: -len("…" + S.HINT_MORE)].split()
            assert words.split()[: len(kept)] == kept  # whole words
        assert inside(app.screen.region, hand.region)  # the hand's last line and border on screen
        for button in hand.query(PadButton):
            if button.display:
                assert inside(hand.content_region, button.region)


@run_async
async def test_four_seats_score_sheet_and_log_on_screen(tmp_path):
    app = make_app(
        tmp_path / "data", seed=5, play=play_settings(seats=("human", "greedy", "greedy", "greedy"), partners=True)
    )
    async with app.run_test(size=SIZES[0]) as pilot:
        await settle(pilot)
        screen = app.screen
        async for size in each_size(pilot):
            assert inside(screen.region, screen.query_one(ScoreSheet).region), size
            assert inside(screen.region, screen.query_one("#log").region), size
            assert inside(screen.region, screen.query_one(HandView).region), size
            for view in table_views(screen):
                assert inside(screen.query_one(TableScroll).region, view.region), size


@pytest.mark.parametrize("size", SIZES)
@run_async
async def test_long_side_names_give_way_to_the_score_sheets_figures(tmp_path, size):
    app = make_app(
        tmp_path / "data",
        seed=5,
        play=play_settings(
            seats=("human", "greedy", "greedy", "greedy"), names=["Carmen", "Ada", "Bruno", "Dario"], partners=True
        ),
    )
    async with app.run_test(size=size) as pilot:
        await settle(pilot)
        sheet = app.screen.query_one(ScoreSheet)
        lines = [line for line in screen_text(app).splitlines()]
        top = sheet.region.y
        head = lines[top + 1][sheet.region.x : sheet.region.right]
        assert head.split("│")[1].split() == list(S.SCORE_HEAD[1:])  # every heading whole
        rows = [lines[top + 2 + i][sheet.region.x : sheet.region.right].split("│")[1] for i in range(3)]
        # The name gives way, whole: a line per member where both do not fit (issue 37.2).
        assert rows[0].split()[:2] == ["Carmen", "0"] and rows[1].split() == ["&", "Bruno"], rows
        assert rows[2].split()[:3] == ["Ada", "&", "Dario"] and "…" not in "".join(rows)


@pytest.mark.parametrize("size", SIZES)
@run_async
async def test_help_fits_and_scrolls_by_keys(tmp_path, size):
    app = make_app(tmp_path / "data", seed=3, play=play_settings())
    async with app.run_test(size=size) as pilot:
        await settle(pilot)
        await pilot.press("question_mark")
        await settle(pilot)
        help_screen = app.screen
        assert isinstance(help_screen, HelpScreen)
        assert inside(help_screen.region, help_screen.query_one("#help").region)
        assert inside(help_screen.region, help_screen.query_one("#close").region)
        body = help_screen.query_one("#help-body")
        await pilot.press("end")
        # The scroll is made at the next refresh (Textual's scroll_end): wait for it, not idleness.
        await until(pilot, lambda: body.scroll_y == body.max_scroll_y)
        assert "a computer seat's level" in screen_text(app)  # the seat legend's last line
        if body.max_scroll_y:
            await pilot.press("home")
            await until(pilot, lambda: body.scroll_y == 0)
        await pilot.press("enter")
        await settle(pilot)
        assert isinstance(app.screen, GameScreen)


@pytest.mark.parametrize("width,takeover", [(28, False), (28, True), (60, False)])
@run_async
async def test_an_away_seats_panel_keeps_its_time_left_when_narrow(width, takeover):
    """At 100 columns 3 and 4 seats' panels are ~25 wide: "away: 0:29 left, then forfeit"
    was cut to "away: 0:29 l…" (issue 34). A narrow panel says the time left whole and
    leaves off what follows; a wide one says all."""
    from textual.app import App

    from escoba_tui.ui.widgets.seats import Presence, SeatPanel

    class One(App):
        CSS = f"SeatPanel {{ width: {width}; }}"

        def compose(self):
            yield SeatPanel()

    app = One()
    async with app.run_test(size=(80, 10)) as pilot:
        panel = app.query_one(SeatPanel)
        panel.seat_name = "Bea"
        panel.presence = Presence("away", 29_000, takeover)
        await pilot.pause()
        shown = str(panel.border_subtitle)
        full = (S.NET_AWAY_TAKEOVER if takeover else S.NET_AWAY_FORFEIT).format(time="0:29")
        assert shown == (full if width == 60 else "away: 0:29 left")
        assert len(shown) <= panel.outer_size.width - 4
