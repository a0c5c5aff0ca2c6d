"""Every word on a card face reads at WCAG AA contrast (4.5:1) in every theme: the
shipped theme files and Textual's own (drawn with our default card colours)."""

import io
import tempfile
from collections import Counter
from pathlib import Path

import pytest
from helpers.ui_factory import late_app, make_app, play_settings, run_async, settle
from rich.console import Console
from rich.segment import Segment
from textual.screen import ModalScreen
from textual.theme import BUILTIN_THEMES

from escoba_tui.ui.themes import AA_LARGE, AA_TEXT, card_text_pairs, contrast_ratio, load_theme_files, theme_dirs

SHIPPED = {t.name: t for t in load_theme_files([theme_dirs()[0]])[0]}
ALL = {**BUILTIN_THEMES, **SHIPPED}


def test_the_ratio_is_wcag_s():
    assert contrast_ratio("#000000", "#ffffff") == pytest.approx(21.0)
    assert contrast_ratio("#777777", "#ffffff") == pytest.approx(4.48, abs=0.01)
    assert contrast_ratio("#ffffff", "#ffffff") == pytest.approx(1.0)


@pytest.mark.parametrize("name", sorted(ALL))
def test_card_faces_read_in_every_theme(name):
    low = {
        what: round(contrast_ratio(fg, bg), 2)
        for what, (fg, bg) in card_text_pairs(ALL[name]).items()
        if contrast_ratio(fg, bg) < AA_TEXT
    }
    assert not low, f"{name}: below {AA_TEXT}:1: {low}"


@pytest.mark.parametrize("name", sorted(SHIPPED))
def test_the_shipped_themes_text_reads_on_every_panel(name):
    t = SHIPPED[name]
    for ground in ("background", "surface", "panel"):
        assert contrast_ratio(t.foreground, getattr(t, ground)) >= AA_TEXT, (name, ground)


def test_a_picked_card_keeps_its_face():
    """The olive 'taken' background was 1.5:1; a picked card is marked by its border."""
    from escoba_tui.ui.widgets.table import TableView

    css = TableView.DEFAULT_CSS
    rule = next(line for line in css.splitlines() if "-taken" in line)
    assert "background" not in rule and "border" in rule


# ---------------------------------------------------------------- what is drawn

# ANSI themes draw in the terminal's own colours: their contrast is the terminal's to choose.
DRAWN_THEMES = sorted(name for name in ALL if not name.startswith("ansi"))


def drawn_lines(app) -> list[list[Segment]]:
    """The screen as drawn once, line by line (a render is the costly part of a check)."""
    width, height = app.size
    console = Console(width=width, height=height, file=io.StringIO(), force_terminal=True, color_system="truecolor")
    update = app.screen._compositor.render_update(full=True, screen_stack=app._background_screens)
    return list(Segment.split_and_crop_lines(console.render(update), width, pad=False))


def drawn_cells(app, lines=None) -> dict[tuple[int, int], tuple[str, str, str]]:
    """The screen as drawn, cell by cell: (character, ink, ground), reversed cells undone."""
    cells = {}
    for y, line in enumerate(drawn_lines(app) if lines is None else lines):
        x = 0
        for segment in line:
            style = segment.style
            ink = style.color.get_truecolor().hex if style and style.color else "#000000"
            ground = style.bgcolor.get_truecolor().hex if style and style.bgcolor else "#000000"
            if style and style.reverse:
                ink, ground = ground, ink
            for ch in segment.text:
                cells[(x, y)] = (ch, ink, ground)
                x += 1
    return cells


def low_contrast_words(app, lines=None) -> set[tuple[str, float]]:
    """Every run of words on screen (a segment with a letter or digit) below 4.5:1, with its
    ratio. Exempt, as WCAG exempts them: a control that is off (greyed footer key) and the
    board behind a dialog, veiled on purpose."""
    low = set()
    for y, line in enumerate(drawn_lines(app) if lines is None else lines):
        x = 0
        for segment in line:
            text, style, start = segment.text, segment.style, x
            x += segment.cell_length
            if style is None or not any(ch.isalnum() for ch in text):
                continue
            widget, _ = app.screen.get_widget_at(start + len(text) - len(text.lstrip()), y)
            if isinstance(widget, ModalScreen) or widget.disabled or widget.has_class("-disabled"):
                continue
            ink, ground = style.color.get_truecolor().hex, style.bgcolor.get_truecolor().hex
            ratio = contrast_ratio(ink, ground)
            if ratio < AA_TEXT:
                low.add((text.strip(), round(ratio, 2)))
    return low


async def each_theme(pilot, check) -> dict[str, object]:
    """`check(app)` on the screen as it is, drawn in every theme in turn: what it found, by theme."""
    app = pilot.app
    found = {}
    for name in DRAWN_THEMES:
        app.theme = name
        await pilot.pause()
        result = check(app)
        if result:
            found[name] = result
    return found


SEATS4 = ("human", "counter", "counter", "counter")


@pytest.mark.slow
@run_async
async def test_every_word_of_the_board_reads_in_every_theme():
    """The opponents' names and "dealer" were 1.04-1.26:1 in papel, solarized-light and
    textual-light: drawn in the border's colour on the background. Four seats: names,
    levels, "partner" and "dealer" all drawn. A theme switch restyles every widget (the
    slow part): one render per theme, about 1 s of CPU for all of them."""
    app = make_app(Path(tempfile.mkdtemp()), seed=5, play=play_settings(seats=SEATS4, partners=True))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("h")  # the hint line and the count box are drawn too
        await settle(pilot)
        await pilot.press("t")
        await settle(pilot)
        assert not await each_theme(pilot, low_contrast_words)


@pytest.mark.slow
@run_async
async def test_every_word_of_the_count_dialog_reads_in_every_theme():
    settings = play_settings()
    app = late_app(Path(tempfile.mkdtemp()), settings, 5, stop="hand")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("enter")
        await settle(pilot)
        assert type(app.screen).__name__ == "CountScreen"
        assert not await each_theme(pilot, low_contrast_words)


def most_common_ground(cells, region) -> str:
    return Counter(g for (x, y), (_, _, g) in cells.items() if region.contains(x, y)).most_common(1)[0][0]


@pytest.mark.slow
@run_async
async def test_the_setup_screen_reads_and_shows_its_focus_in_every_theme():
    """Words at 4.5:1, and the field with the focus at 3:1 against an unfocused one (in
    tapete it was #1f593c on #155234, 1.1:1)."""
    app = make_app(Path(tempfile.mkdtemp()))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        screen = app.screen
        focused = screen.query_one("#preset")
        focused.focus()
        await settle(pilot)
        other = screen.query_one("#faces")

        def check(app):
            lines = drawn_lines(app)  # one render for both checks
            cells = drawn_cells(app, lines)
            ratio = contrast_ratio(most_common_ground(cells, focused.region), most_common_ground(cells, other.region))
            problems = sorted(low_contrast_words(app, lines))
            if ratio < AA_LARGE:
                problems.append(("focus", round(ratio, 2)))
            return problems

        assert not await each_theme(pilot, check)


def test_readable_changes_a_colour_only_as_much_as_it_must():
    from escoba_tui.ui.themes import readable, readable_variables

    assert readable("#1a1a1a", ["#f7f3e8"]).lower() == "#1a1a1a"  # reads already: kept
    fixed = readable("#ffffed", ["#f7f3e8", "#efe8d6"])  # papel's seat names were 1.1:1
    assert min(contrast_ratio(fixed, g) for g in ("#f7f3e8", "#efe8d6")) >= AA_TEXT
    out = readable_variables(
        {
            "background": "#f7f3e8",
            "surface": "#efe8d6",
            "panel": "#e3dac3",
            "foreground": "#1a1a1a",
            "primary": "#2e8b57",
            "text-muted": "auto 60%",
            "text-disabled": "auto 38%",
            "text": "auto 87%",
        }
    )
    assert out["text"] == "auto 100%" and out["text-disabled"] == "auto 38%"  # a control that is off stays faded
    assert contrast_ratio(out["title-primary"], "#e3dac3") >= AA_TEXT
    assert contrast_ratio(out["ground-primary-text"], out["ground-primary"]) >= AA_TEXT
    assert contrast_ratio(out["focus-ground"], "#efe8d6") >= AA_LARGE
