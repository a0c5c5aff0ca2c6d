"""Words a newcomer trips on (issue 37, item 5): names are players, not grammar (a seat's
sentence reads right whatever it is called), one player is not `1 players`, French puts
a space before `:` and `;`, Ctrl+C's notice and the command line's own words are translated."""

from __future__ import annotations

import dataclasses
import re

import pytest
from helpers.ui_factory import make_app, run_async, until
from helpers.words import strings
from typer.testing import CliRunner

from escoba_tui.arena.series import play_series
from escoba_tui.cli import app as cli_app
from escoba_tui.i18n import catalogue as S
from escoba_tui.i18n import wording as W
from escoba_tui.i18n.catalogue import LANGUAGES, english_words, words_for

CODES = list(LANGUAGES)


@pytest.fixture(autouse=True)
def english_after():
    yield
    S.use_language("en")


def _strings(value, path=""):
    if isinstance(value, str):
        yield path, value
    elif isinstance(value, dict):
        for k, v in value.items():
            yield from _strings(v, f"{path}.{k}")
    elif isinstance(value, (list, tuple)):
        for i, v in enumerate(value):
            yield from _strings(v, f"{path}[{i}]")


def test_french_puts_a_space_before_every_colon_and_semicolon():
    """` : ` and ` ;` in every French line, the ones French inherits from English too
    (`Vous: 6` was English's END_SCORES); `cmd:` and `py:` are spellings, not punctuation."""
    words = words_for("fr")
    bad = []
    for name, value in words.items():
        if not name.isupper():
            continue
        for path, text in _strings(value, name):
            text = re.sub(r"\b(cmd|py):", "", text)
            if re.search(r"[^\s\u202f\u00a0][:;](\s|$)", text):
                bad.append((path, text))
    assert bad == []


@pytest.mark.parametrize("code", CODES)
def test_every_singular_form_english_has_is_translated(code):
    """An English `_one` form (`1 player cannot ...`) has its own wording in every language:
    else the language would fall back to English mid-sentence or say `1 joueurs`."""
    if code == "en":
        return
    english = english_words()["ERRORS"]
    mine = __import__(f"escoba_tui.i18n.lang.{code}", fromlist=["ERRORS"]).ERRORS
    missing = [k for k in english if k.endswith("_one") and k not in mine]
    assert missing == []


@pytest.mark.parametrize(
    "code, one, source",
    [
        ("en", "1 player cannot", "command line"),
        ("fr", "1 joueur ne peut pas", "ligne de commande"),
        ("es", "1 jugador no puede", "línea de órdenes"),
        ("pt", "1 jogador não chega", "linha de comandos"),
    ],
)
def test_one_player_for_a_tournament_is_said_in_the_singular_and_the_language(tmp_path, monkeypatch, code, one, source):
    monkeypatch.chdir(tmp_path)
    result = CliRunner().invoke(cli_app, ["tournament", "new", "t2", "-p", "greedy", "--lang", code])
    assert result.exit_code == 2
    line = result.output.strip()
    assert one in line and source in line, line
    assert code == "en" or "command line" not in line
    assert line.startswith(words_for(code)["ERROR_LINE"].split("{")[0])


def test_plural_helper_knows_french_zero_is_singular():
    en, fr = words_for("en"), words_for("fr")
    assert W.singular(1, en) and not W.singular(0, en) and not W.singular(2, en)
    assert W.singular(0, fr) and W.singular(1, fr) and not W.singular(2, fr)
    assert not W.singular(True, en) and not W.singular(None, en)
    templates = {"x": "{n} things", "x_one": "{n} thing"}
    assert W.counted(templates, "x", 1, en) == "{n} thing" and W.counted(templates, "x", 3, en) == "{n} things"


SEAT_NAMES = ["You", "Vous", "Tú", "Você", "Ada"]


@pytest.mark.parametrize("code", CODES)
def test_record_show_never_makes_a_name_the_subject_of_a_verb(tmp_path, code):
    """`You plays`, `You takes the leftovers`, `Hand 2 — You deals`: whatever a seat is
    called, in any language, the name stands as a label (`You: plays 4c`)."""
    from escoba_tui.game.record import read_record, write_record
    from escoba_tui.game.rules import make_rules

    play_series(["greedy", "random"], make_rules("escoba", target=3), 1, seed=2, records=tmp_path)
    record = read_record(tmp_path / "game-1.toml")
    for you in SEAT_NAMES[:4]:
        path = write_record(dataclasses.replace(record, seats=[you, "Ada"]), tmp_path / f"{you}.toml")
        result = CliRunner().invoke(cli_app, ["record", "show", str(path), "--lang", code])
        assert result.exit_code == 0, result.output
        for line in result.output.splitlines():
            line = line.replace(words_for(code)["RECORD_TEXT"]["vs"], " | ")  # "You vs Ada": no verb
            for name in (you, "Ada"):
                # a name followed by one space and a word: a verb agreeing with it
                assert not re.search(rf"(?<!\w){re.escape(name)} [^\W\d_]", line), line
        assert f"{you}:" in result.output or f"{you} :" in result.output


@pytest.mark.parametrize("code", CODES)
def test_record_show_lines_up_the_count_block(tmp_path, code):
    """The count's columns are as wide as their longest label in every language, and
    Escobas is written like the categories above it."""
    from escoba_tui.game.rules import make_rules

    play_series(["greedy", "random"], make_rules("escoba", target=1), 1, seed=2, records=tmp_path)
    result = CliRunner().invoke(cli_app, ["record", "show", str(tmp_path / "game-1.toml"), "--lang", code])
    lines = result.output.splitlines()
    words = words_for(code)
    start = lines.index("  " + words["RECORD_TEXT"]["count"])
    block = []
    for line in lines[start + 1 :]:
        if not line.startswith("    "):
            break
        block.append(line)
    assert len(block) >= 3
    # The side column starts at the same place on every row ("greedy" or "random").
    starts = {re.search(r"\s{2}(greedy|random)", row).start() for row in block}
    assert len(starts) == 1, block
    escobas = words["COUNT_CATEGORIES"]["escobas"]
    assert block[-1].strip().startswith(escobas) and escobas[0].isupper()


def test_an_english_you_replayed_in_another_language_is_still_addressed():
    S.use_language("pt")
    assert W.addressed("REVIEW_PLAYER", "You", loss="0,20").startswith("você perde")
    assert W.addressed("REVIEW_PLAYER", "Ada", loss="0,20") == "Ada perde 0,20 por jogada"


@pytest.mark.parametrize("code", CODES)
def test_the_card_faces_choice_agrees_with_its_label(code):
    """`Baraja española`, not `Baraja españolas`: the faces are said of the label's one noun."""
    words = words_for(code)
    styles = words["FACE_STYLES"].values()
    if code == "es":  # la baraja: feminine singular
        assert all(style.endswith("a") for style in styles)
    if code == "pt":  # o baralho: masculine singular
        assert not any(style.endswith(("as", "os")) for style in styles)
    assert code == "en" or set(words["FACE_STYLES"].values()).isdisjoint(english_words()["FACE_STYLES"].values())


@pytest.mark.parametrize("code, module", [("es", "py:módulo.Clase"), ("pt", "py:módulo.Classe")])
def test_python_player_placeholders_are_written_in_the_language(code, module):
    errors = words_for(code)["ERRORS"]
    assert module in errors["unknown_player"] and "modulo" not in errors["py_form"]


@pytest.mark.parametrize(
    "code, title, body",
    [
        ("en", "Do you want to quit?", "Press Ctrl+Q to quit."),
        ("fr", "Voulez-vous quitter ?", "Appuyez sur Ctrl+Q pour quitter."),
        ("es", "¿Quieres salir?", "Pulsa Ctrl+Q para salir."),
        ("pt", "Quer sair?", "Prima Ctrl+Q para sair."),
    ],
)
@run_async
async def test_ctrl_c_says_how_to_quit_in_the_language(tmp_path, code, title, body):
    app = make_app(tmp_path / "data", language=code)
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.press("ctrl+c")
        await until(pilot, lambda: any(n.title == title for n in app._notifications))
        (said,) = [n for n in app._notifications if n.title == title]
        # The key is whichever quits on this screen, named as the help names keys.
        quit_keys = [k for k, b in app.active_bindings.items() if b.binding.action in ("quit", "app.quit")]
        assert said.message == body.replace("Ctrl+Q", W.key_name(quit_keys[0]))
        assert "quit the app" not in said.message


def test_spanish_speaks_to_the_player_as_tu_everywhere():
    """The game says `pulsa`, `tu mano`, `te toca`: the command line and the dialogs say
    `elige`, `escribe`, `¿Quieres salir?` too, never usted's `elija`, `pulse`, `¿Quiere...?`."""
    usted = re.compile(
        r"(?<![\wáéíóúñ])(elija|escriba|use|indique|inicie|pulse|vaya|dé|instale|añada|vuelva a lanzar|"
        r"[Qq]uiere salir|quería decir|póngalo|láncelo|instálelo|pruebe|espere|ejecute|consulte|usted)(?![\wáéíóúñ])"
    )
    found = [text for text in strings(words_for("es")) if usted.search(text)]
    assert found == []


@pytest.mark.parametrize("code", CODES)
def test_the_record_text_never_conjugates_a_verb_after_a_seat_name(code):
    """The catalogue side of `You plays`: in record show's lines a seat's name ({name},
    {dealer}) is a label (followed by `:`/` :`, `)`, `;` or the end), never the subject
    of the word after it; a side ({side}) likewise."""
    bad = {
        key: text
        for key, text in words_for(code)["RECORD_TEXT"].items()
        if re.search(r"\{(name|dealer|side)\} [^\W\d_]", text)
    }
    assert bad == {}


@pytest.mark.parametrize("code", CODES)
def test_puzzles_status_counts_are_labels_so_one_is_never_plural(code):
    """`3 new from 1 records read`: a line of several counts gives each a label (`records
    read: 1`), so no count stands before a noun that would have to agree with it."""
    text = words_for(code)["PUZZLES_CLI_STATUS"]
    assert not re.search(r"\{(n|due|new|read)\} [^\W\d_]", text), text
    line = text.format(n=1, due=1, new=1, read=1)
    assert not re.search(r"\b1 (records|enregistrements|registros|registos|puzzles|problèmes|problemas)\b", line)
