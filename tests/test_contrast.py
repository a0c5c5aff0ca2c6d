"""Every word on a card face reads at WCAG AA contrast (4.5:1) in every theme: the
shipped theme files and Textual's own (drawn with our default card colours)."""

import pytest
from textual.theme import BUILTIN_THEMES

from escoba_tui.ui.themes import AA_TEXT, card_text_pairs, contrast_ratio, load_theme_files, theme_dirs

SHIPPED = {t.name: t for t in load_theme_files([theme_dirs()[0]])[0]}
ALL = {**BUILTIN_THEMES, **SHIPPED}


def test_the_ratio_is_wcag_s():
    assert contrast_ratio("#000000", "#ffffff") == pytest.approx(21.0)
    assert contrast_ratio("#777777", "#ffffff") == pytest.approx(4.48, abs=0.01)
    assert contrast_ratio("#ffffff", "#ffffff") == pytest.approx(1.0)


@pytest.mark.parametrize("name", sorted(ALL))
def test_card_faces_read_in_every_theme(name):
    low = {what: round(contrast_ratio(fg, bg), 2) for what, (fg, bg) in card_text_pairs(ALL[name]).items()
           if contrast_ratio(fg, bg) < AA_TEXT}
    assert not low, f"{name}: below {AA_TEXT}:1: {low}"


@pytest.mark.parametrize("name", sorted(SHIPPED))
def test_the_shipped_themes_text_reads_on_every_panel(name):
    t = SHIPPED[name]
    for ground in ("background", "surface", "panel"):
        assert contrast_ratio(t.foreground, getattr(t, ground)) >= AA_TEXT, (name, ground)


def test_a_picked_card_keeps_its_face():
    """The olive 'taken' background was 1.5:1; a picked card is marked by its border."""
    from escoba_tui.ui.widgets.board import TableView

    css = TableView.DEFAULT_CSS
    rule = next(line for line in css.splitlines() if "-taken" in line)
    assert "background" not in rule and "border" in rule

