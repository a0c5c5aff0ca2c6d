"""Grammar and numbers: the seat called You is addressed as such (`you lose`, `tú
pierdes`), one player is not `1 players`, and decimals take the language's mark."""

from __future__ import annotations

import dataclasses

import pytest
from helpers.ui_factory import make_app, run_async, until
from typer.testing import CliRunner

from escoba_tui.arena.series import play_series
from escoba_tui.cli import app as cli_app
from escoba_tui.game.cards import Card
from escoba_tui.game.engine import EngineError, default_teams
from escoba_tui.game.reasons import Reason
from escoba_tui.game.record import read_record, write_record
from escoba_tui.game.rules import make_rules
from escoba_tui.i18n import catalogue as S
from escoba_tui.i18n import wording as W
from escoba_tui.study.analyze import Analysis, PlayerAnalysis
from escoba_tui.ui.screens.replay import ReplayScreen


@pytest.fixture(autouse=True)
def english_after():
    yield
    S.use_language("en")


@pytest.mark.parametrize(
    "code, you, summary",
    [
        ("en", "You", "review: you lose 0.20 a move (accuracy 87%), Ada loses 0.13 a move (accuracy 92%)"),
        (
            "fr",
            "Vous",
            "analyse : vous perdez 0,20 par coup (précision 87\u202f%), Ada perd 0,13 par coup (précision 92\u202f%)",
        ),
        (
            "es",
            "Tú",
            "análisis: tú pierdes 0,20 por jugada (precisión 87\u00a0%), Ada pierde 0,13 por jugada (precisión 92\u00a0%)",
        ),
        ("pt", "Você", "análise: você perde 0,20 por jogada (precisão 87%), Ada perde 0,13 por jogada (precisão 92%)"),
    ],
)
@run_async
async def test_the_review_summary_addresses_you_and_writes_decimals_in_the_language(tmp_path, code, you, summary):
    play_series(["greedy", "random"], make_rules("escoba", target=1), 1, seed=2, records=tmp_path)
    record = dataclasses.replace(read_record(tmp_path / "game-1.toml"), seats=[you, "Ada"])
    path = write_record(record, tmp_path / "named.toml")
    app = make_app(tmp_path / "data", language=code, replay=path)  # `escoba replay`: the replay first
    async with app.run_test(size=(100, 32)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, ReplayScreen))
        screen = app.screen
        screen.review_end(Analysis(players=[PlayerAnalysis(0, 0.2, 87.4, 4), PlayerAnalysis(1, 0.13, 91.8, 4)]))
        assert screen.review_summary == summary


@pytest.mark.parametrize("code, worth", [("en", "0.38"), ("fr", "0,38"), ("es", "0,38"), ("pt", "0,38")])
def test_a_reason_writes_its_decimals_in_the_language(code, worth):
    S.use_language(code)
    said = W.say(Reason("worth_more", (Card.parse("4e"), Card.parse("1o")), (0.38,)))
    assert worth in said and ("0.38" not in said or code == "en")


def test_numbers_take_the_language_marks():
    S.use_language("fr")
    assert W.number(1980) == "1\u202f980" and W.number(0.375, 2) == "0,38"
    assert (
        W.numbers_in("+0.6 [158, +∞) 99.9%") == "+0,6 [158, +∞) 99,9\u202f%"
    )  # French: a narrow no-break space before %
    S.use_language("es")
    assert W.number(1980) == "1.980"
    S.use_language("en")
    assert W.number(1980) == "1,980" and W.numbers_in("0.38") == "0.38"


def test_one_player_is_not_one_players():
    result = CliRunner().invoke(cli_app, ["match", "greedy"])
    assert result.exit_code == 2 and "1 player: escoba is played by" in result.output
    result = CliRunner().invoke(cli_app, ["play", "--seat", "greedy"])
    assert result.exit_code == 2 and "1 seat: escoba is played by" in result.output
    with pytest.raises(EngineError, match="^1 seat: "):
        default_teams(1)


SUIT_WORDS = {
    "fr": {"spanish": "oros", "italian": "denari", "french": "carreaux"},
    "es": {"spanish": "oros", "italian": "denari", "french": "diamantes"},
    "pt": {"spanish": "oros", "italian": "denari", "french": "ouros"},
}


@pytest.mark.parametrize("code", ["fr", "es", "pt"])
@pytest.mark.parametrize("faces", ["spanish", "italian", "french"])
def test_prose_names_the_suit_as_the_chosen_faces_do(code, faces):
    S.use_language(code)
    w = W.face_words(faces)
    word = SUIT_WORDS[code][faces]
    texts = [
        w["COUNT_CATEGORIES"]["oros"],
        w["COUNT_CATEGORIES"]["all_oros"],
        w["REASONS"]["most_oros"],
        w["RULE_LINES"]["count"],
        w["OPTION_LABELS"]["all_oros_bonus"],
        w["ORO_NOUN"][1],
    ]
    assert all(word in text for text in texts), texts
    others = {w for w in SUIT_WORDS[code].values() if w != word and word not in w and w not in word} | {"denier"}
    assert not any(other in text for text in texts for other in others), texts


@pytest.mark.parametrize("code", ["en", "fr", "es", "pt"])
def test_option_labels_and_the_velo_column_follow_the_faces(code):
    S.use_language(code)
    french = W.face_words("french")
    assert "velo" not in french["SCORE_HEAD"] and "7♦" in french["SCORE_HEAD"]
    assert "sota" not in french["OPTION_LABELS"]["face_values"]
    assert "sota" not in W.face_words("italian")["OPTION_LABELS"]["face_values"]


@run_async
async def test_the_setup_relabels_the_options_when_the_faces_change(tmp_path):
    from textual.widgets import Collapsible, Label, Select

    app = make_app(tmp_path)
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        app.screen.query_one("#options-box", Collapsible).collapsed = False
        for _ in range(50):
            await pilot.pause()
            if app.screen.query("#opt-all_oros_bonus"):
                break
        app.screen.query_one("#faces", Select).value = "french"
        for _ in range(50):
            await pilot.pause()
            boxes = app.screen.query("#opt-all_oros_bonus")
            if boxes and "diamonds" in str(boxes.first().parent.query_one(".opt-label", Label).render()):
                break
        else:
            raise AssertionError("the option still names oros with French faces")
