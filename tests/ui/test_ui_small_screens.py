"""What a player needs stays whole at 80×24 (issue 20.4) in every language: the hint's reason
(h twice), the count dialog's totals and button with four seats, the setup's labels, the
status line; and a resize with a dialog open re-lays the board behind it (20.11)."""

from __future__ import annotations

import pytest
from helpers.ui_factory import late_app, make_app, play_settings, resize, run_async, screen_text, settle, until

from escoba_tui.i18n import catalogue as S
from escoba_tui.ui.screens.game import GameScreen
from escoba_tui.ui.screens.modals import CountScreen, HelpScreen, HintScreen
from escoba_tui.ui.widgets.hand import HandView

SEATS4 = ("human", "greedy", "greedy", "greedy")


def inside(outer, inner) -> bool:
    return bool(inner.area) and outer.contains_region(inner)


@pytest.mark.parametrize("language", ["es", "pt"])
@run_async
async def test_the_setup_screen_s_labels_are_whole_at_80x24(tmp_path, language):
    """ "Mostrar el valor de las carta" and "duas equ" were cut by their column."""
    app = make_app(tmp_path, language=language)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        text = screen_text(app)
        for label in (S.SETUP_VALUES, S.SETUP_PARTNERS):
            assert label in text, label


@pytest.mark.parametrize("language", ["es", "pt"])
@run_async
async def test_the_status_line_is_cut_at_a_word_with_an_ellipsis(tmp_path, language):
    app = make_app(
        tmp_path,
        seed=5,
        language=language,
        play=play_settings(seats=SEATS4, names=["Tú", "Ada", "Bartolomeu Esteves", "Carmen"], partners=True),
    )
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        screen = app.screen
        screen.status = " · ".join(["Mano 1", "Bartolomeu Esteves da", "Bartolomeu Esteves está pensando"] * 2)
        screen.fit_status()
        await settle(pilot)
        line = screen_text(app).splitlines()[0].strip()
        assert line.endswith("…")
        words = screen.status.split()
        kept = line[:-1].split()
        assert words[: len(kept)] == kept  # whole words only


@pytest.mark.parametrize("language", ["es", "pt"])
@run_async
async def test_h_twice_shows_the_whole_hint_with_its_reason(tmp_path, language):
    app = make_app(tmp_path, seed=5, language=language, play=play_settings(seats=("human", "counter")))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        screen = app.screen
        hand = screen.query_one(HandView)
        await pilot.press("h")
        await until(pilot, lambda: screen.hint and screen.hint != S.HINT_THINKING)
        await settle(pilot)
        shown = " ".join(line.strip() for line in str(hand.query_one("#hint").render()).splitlines())
        # At 80×24 the reason has the hint's line (the move is on the choice line above it);
        # cut, it says how to see it all.
        assert shown.startswith(screen.hint_short[: screen.hint_short.index(":") + 1])
        reason = screen.hint_short.split(": ", 1)[1]
        assert reason.split()[:2] == shown.split(": ", 1)[1].split()[:2]
        assert shown.endswith("…" + S.HINT_MORE) or shown == screen.hint_short
        whole = screen.hint
        await pilot.press("h")
        await until(pilot, lambda: isinstance(app.screen, HintScreen))
        await settle(pilot)
        dialog = app.screen
        body = dialog.query_one("#hint-body")
        text = body.query_one("Static")
        assert str(text.render()).split() == whole.split()  # every word, reason and all
        assert inside(body.region, text.region)  # on screen, no scrolling needed
        assert inside(dialog.region, dialog.query_one("#close").region)
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, GameScreen))


@pytest.mark.parametrize("language", ["es", "pt"])
@run_async
async def test_the_count_with_four_seats_shows_its_totals_and_button(tmp_path, language):
    settings = play_settings(seats=SEATS4, names=["Carmen", "Ada", "Bruno", "Dario"], partners=True)
    app = late_app(tmp_path, settings, 5, stop="hand", language=language)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, CountScreen))
        dialog = app.screen
        for size in ((80, 24), (100, 32)):  # the smallest terminal, then a larger one (the window resized)
            await resize(pilot, size)
            await settle(pilot)
            assert inside(dialog.region, dialog.query_one("#go").region), size
            body = dialog.query_one("#count-body")
            body.scroll_end(animate=False)
            await settle(pilot)
            assert inside(body.region, dialog.query_one("#count-sides").region), size
            text = screen_text(app)
            assert S.COUNT_TOTALS in text and S.COUNT_TARGET.format(target=3) in text, size


@pytest.mark.parametrize("keys", [("question_mark",), ("h", "h")], ids=["help", "hint"])
@run_async
async def test_a_resize_with_a_dialog_open_lays_the_board_out_again(tmp_path, keys):
    app = make_app(tmp_path, seed=5, play=play_settings(seats=("human", "greedy")))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        game = app.screen
        for key in keys:
            await pilot.press(key)
            await until(pilot, lambda key=key: not game.hint.endswith("…") or key != "h")
            await settle(pilot)
        assert isinstance(app.screen, (HelpScreen, HintScreen))
        for size in ((120, 40), (70, 20), (100, 32)):
            await pilot.resize_terminal(*size)
            await settle(pilot)
        await until(pilot, lambda: game.query_one("#board").region.width == 100)
        assert game.query_one("#status").region.width == 100
        await pilot.press("escape")
        await until(pilot, lambda: app.screen is game)
        assert game.query_one("#board").region.width == 100


@pytest.mark.parametrize("language,seats", [("es", 4), ("pt", 6)])
@run_async
async def test_every_seat_shows_its_name_level_and_pile(tmp_path, language, seats):
    """With 4 seats at 80 columns the levels read "Cou…"; with 6, names, levels and piles
    all became "…". Where a panel per seat is too narrow, each seat gets a line."""
    from escoba_tui.ui.seats import level_word
    from escoba_tui.ui.widgets.seats import SeatsView

    kinds = ("human",) + ("greedy",) * (seats - 1)
    names = ["Tú", "Ada", "Bruno", "Carmen", "Dario", "Elena"][:seats]
    app = make_app(
        tmp_path, seed=5, language=language, play=play_settings(seats=kinds, names=names, partners=seats == 4)
    )
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        for size in ((80, 24), (100, 32)):  # the smallest terminal, then a larger one (the window resized)
            await resize(pilot, size)
            await settle(pilot)
            view = app.screen.query_one(SeatsView)
            assert inside(app.screen.region, view.region)
            lines = screen_text(app).splitlines()[view.region.y : view.region.bottom]
            drawn = "\n".join(line[view.region.x : view.region.right] for line in lines)
            level = level_word("greedy")
            for name in names[1:]:
                line = next((row for row in drawn.splitlines() if f"{name} " in row or f"─ {name} ─" in row), None)
                assert line is not None, (size, name, drawn)
            assert "…" not in drawn, (size, drawn)
            assert drawn.count(level) + drawn.count(f" {level[0]} ") >= seats - 1, (size, drawn)
            pile = S.SEAT_PILE.format(n=0)
            short = S.SEAT_PILE_SHORT.format(n=0)
            assert drawn.count(pile) + drawn.count(short) >= seats - 1, (size, drawn)


# Pictures of the seat lines (review tests/__snapshots__/test_ui_small_screens before any --snapshot-update).
@pytest.mark.parametrize("language,seats", [("es", 4), ("pt", 6)])
def test_seat_lines_as_a_picture(snap_compare, tmp_path, language, seats):
    kinds = ("human",) + ("greedy",) * (seats - 1)
    app = make_app(
        tmp_path,
        seed=5,
        language=language,
        play=play_settings(
            seats=kinds, names=["Tú", "Ada", "Bruno", "Carmen", "Dario", "Elena"][:seats], partners=seats == 4
        ),
    )
    assert snap_compare(app, terminal_size=(80, 24), run_before=settle)


SIX = ["Tú", "Ada", "Bruno", "Carmen", "Dario", "Elena"]


@pytest.mark.parametrize("language", ["en", "pt"])
@run_async
async def test_six_seats_with_partners_name_every_member_and_mark_partners_and_dealer(tmp_path, language):
    """Issue 37.2: with six seats in two sides of three the score sheet cut the sides to
    "You & Bruno …" at every size (Dario never named), and the seat lines at 80×24 and
    100×32 dropped the partner and dealer marks the panels show."""
    from escoba_tui.ui.widgets.score import ScoreSheet
    from escoba_tui.ui.widgets.seats import SeatsView

    kinds = ("human",) + ("greedy",) * 5
    app = make_app(tmp_path, seed=5, language=language, play=play_settings(seats=kinds, names=SIX, partners=True))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        for size in ((80, 24), (100, 32), (160, 50)):
            await resize(pilot, size)
            await settle(pilot)
            lines = screen_text(app).splitlines()
            sheet = app.screen.query_one(ScoreSheet).region
            drawn = " ".join(line[sheet.x : sheet.right].strip("│ ") for line in lines[sheet.y : sheet.bottom])
            assert "…" not in drawn, (size, drawn)
            words = drawn.split()
            for name in SIX:
                assert name in words, (size, name, drawn)
            view = app.screen.query_one(SeatsView)
            seats_drawn = [
                line[view.region.x : view.region.right] for line in lines[view.region.y : view.region.bottom]
            ]
            hand = app.screen.match.hand
            for seat in range(1, 6):
                partner, dealer = seat % 2 == 0, seat == hand.dealer
                if size[0] >= 160:  # a panel each: its words in the border
                    continue
                parts = [part.strip() for row in seats_drawn for part in row.split("  ")]
                line = next((part for part in parts if part.startswith(SIX[seat] + " ")), None)
                assert line is not None, (size, seats_drawn)
                assert line.rstrip().endswith(S.SEAT_PARTNER_MARK) == (partner and not dealer), (size, line)
                assert (f" {S.SEAT_DEALER_MARK}" in line) == dealer, (size, line)
                if partner:
                    assert S.SEAT_PARTNER_MARK in line.split(), (size, line)
            if size[0] >= 160:
                border = "\n".join(seats_drawn)
                assert border.count(S.SEAT_PARTNER) == 2 and border.count(S.SEAT_DEALER) == 1, border


def test_a_seat_line_keeps_its_marks_however_narrow():
    from escoba_tui.ui.widgets.seats import seat_line

    S.use_language("en")
    for width in (12, 17, 27, 40):
        line = seat_line(
            "Bruno", "Greedy", 3, 4, 1, dealer=True, partner=True, to_play=False, width=width, theme_vars={}
        ).plain
        assert line.endswith(f"{S.SEAT_PARTNER_MARK} {S.SEAT_DEALER_MARK}") or line.endswith(
            f"{S.SEAT_PARTNER}, {S.SEAT_DEALER}"
        ), (width, line)
        assert len(line) <= max(width, 18), (width, line)


@pytest.mark.parametrize("language", ["en", "fr", "es", "pt"])
@run_async
async def test_the_help_explains_the_seat_marks(tmp_path, language):
    """Issue 37.2: `E/G/C/R/M` and `p0` were explained nowhere: the help's legend says
    what each short form of the seat lines means, in the language in force."""
    app = make_app(tmp_path, seed=3, language=language, play=play_settings())
    async with app.run_test(size=(100, 50)) as pilot:
        await settle(pilot)
        await pilot.press("question_mark")
        await until(pilot, lambda: isinstance(app.screen, HelpScreen))
        from escoba_tui.ui.screens.modals import seat_legend

        text = " ".join(screen_text(app).split())
        assert S.HELP_SEATS in text and S.HELP_SEAT_BACKS in text
        legend = " ".join(f"{mark} {what}" for mark, what in seat_legend())
        for kind, word in S.LEVEL_WORDS.items():
            assert f"{S.LEVEL_SHORT[kind]} {word}" in legend, (kind, legend)
        for said in (S.SEAT_PILE_SHORT.format(n=4), S.SEAT_PARTNER_MARK, S.SEAT_DEALER_MARK, S.HELP_SEAT_PILE):
            assert said in legend, (said, legend)
    S.use_language("en")
