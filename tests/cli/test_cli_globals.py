"""--lang and --theme belong to the whole program: accepted before or after the command,
as users type them; a command group named alone prints its help and no empty `error:`."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from escoba_tui.cli import app, main


@pytest.fixture
def opened(monkeypatch):
    """Stands in for the full-screen apps: what each command would have opened, and how."""
    calls: list[tuple[str, dict]] = []
    monkeypatch.setattr("escoba_tui.ui.app.run_app", lambda **kw: calls.append(("game", kw)))
    monkeypatch.setattr(
        "escoba_tui.ui.screens.standings.run_viewer", lambda path, definition=None, **kw: calls.append(("viewer", kw))
    )
    return calls


def invoke(*args: str):
    result = CliRunner().invoke(app, list(args))
    assert "Traceback" not in result.output
    return result


@pytest.mark.parametrize(
    "args",
    [
        ["--lang", "fr", "--theme", "papel"],
        ["--lang", "fr", "--theme", "papel", "play"],
        ["play", "--lang", "fr", "--theme", "papel"],
        ["--lang=fr", "play", "--theme=papel"],
        ["--theme", "papel", "play", "--lang", "fr"],
    ],
)
def test_lang_and_theme_before_or_after_the_game_command(opened, args):
    result = invoke(*args)
    assert result.exit_code == 0, result.output
    ((kind, kw),) = opened
    assert kw["language"] == "fr"
    theme = kw["play"].theme if "play" in kw else kw["theme"]
    assert theme == "papel"


@pytest.mark.parametrize(
    "args",
    [
        ["tournament", "view", "STANDINGS", "--lang", "es", "--theme", "papel"],
        ["--lang", "es", "tournament", "view", "--theme", "papel", "STANDINGS"],
        ["tournament", "--theme", "papel", "view", "STANDINGS", "--lang=es"],
    ],
)
def test_lang_and_theme_anywhere_around_tournament_view(opened, tmp_path, args):
    definition = tmp_path / "mini.toml"
    definition.write_text(
        'name = "mini"\nrules = "escoba"\nseats = 2\nformat = "round-robin"\n'
        '[[players]]\nname = "Ada"\nspec = "greedy"\n'
        '[[players]]\nname = "Bruno"\nspec = "random"\n',
        encoding="utf-8",
    )
    result = invoke(*[str(definition) if a == "STANDINGS" else a for a in args])
    assert result.exit_code == 0, result.output
    ((kind, kw),) = opened
    assert kind == "viewer" and kw == {"language": "es", "theme": "papel"}


def test_a_bad_global_option_after_the_command_is_one_line(opened):
    for args in (
        ["play", "--lang", "xx"],
        ["tournament", "view", "x.toml", "--lang", "xx"],
        ["replay", "x.toml", "--theme", "nope"],
    ):
        result = invoke(*args)
        assert result.exit_code == 2 and not opened
        lines = result.output.strip().splitlines()
        assert len(lines) == 1 and lines[0].startswith("error: --"), result.output


def test_a_command_group_alone_prints_its_help_and_no_empty_error(capsys):
    with pytest.raises(SystemExit) as stop:
        main(["tournament"])
    out = capsys.readouterr()
    assert stop.value.code == 2
    assert "Usage: escoba tournament" in out.out and "view" in out.out
    assert "error:" not in out.err and "error:" not in out.out


@pytest.mark.parametrize(
    "code, words, english",
    [
        ("fr", ("Main 1", "Décompte :", "Final :"), ("Hand 1", "Count:", "plays", "Winner", "nobody")),
        ("es", ("Mano 1", "Recuento:", "Puntos:"), ("Hand 1", "Count:", "plays", "Winner", "nobody")),
        ("pt", ("Mão 1", "Contagem:", "Pontos:"), ("Hand 1", "Count:", "plays", "Winner", "nobody")),
    ],
)
def test_record_show_speaks_the_language_asked_for(tmp_path, code, words, english):
    from escoba_tui.arena.series import play_series
    from escoba_tui.game.rules import make_rules

    play_series(["greedy", "random"], make_rules("escoba", target=1), 1, seed=2, records=tmp_path)
    path = str(tmp_path / "game-1.toml")
    for args in (["record", "show", path, "--lang", code], ["--lang", code, "record", "show", path]):
        result = invoke(*args)
        assert result.exit_code == 0, result.output
        assert all(w in result.output for w in words), result.output
        assert not any(w in result.output for w in english), result.output
    plain = invoke("record", "show", path)
    assert "Hand 1" in plain.output and "Count:" in plain.output  # no --lang: English, as before


@pytest.mark.parametrize("code", ["en", "fr", "es", "pt"])
@pytest.mark.parametrize(
    "command",
    [
        ["match", "greedy", "random", "-n", "1"],
        ["record", "check", "x.toml"],
        ["tournament", "new", "t2", "-p", "greedy", "-p", "random"],
        ["play"],
    ],
)
def test_an_unknown_theme_before_any_command_is_refused_listing_the_themes(
    opened, tmp_path, monkeypatch, code, command
):
    from escoba_tui.i18n.catalogue import words_for

    monkeypatch.chdir(tmp_path)
    result = invoke("--lang", code, "--theme", "nope", *command)
    lines = result.output.strip().splitlines()
    assert result.exit_code == 2 and not opened, result.output
    assert len(lines) == 1 and "'nope'" in lines[0] and "catppuccin-latte" in lines[0] and "noche" in lines[0]
    # One prefix form in every language: the catalogue's, lower case like the others.
    prefix = words_for(code)["ERROR_LINE"].split("{")[0]
    assert lines[0].startswith(prefix) and prefix[0].islower()
    assert not list(tmp_path.iterdir())


def test_the_global_choices_live_in_the_context_and_end_with_the_run(capsys):
    """--lang is the root context's frozen object: a run that asked for French leaves
    nothing behind for the next one in the same process, and no command can change it."""
    import dataclasses

    from escoba_tui.cli.common import RootChoices, root_choices

    with pytest.raises(SystemExit):
        main(["--lang", "fr", "play", "--seats", "9"])
    assert capsys.readouterr().err.startswith("erreur : ")
    with pytest.raises(SystemExit):
        main(["play", "--seats", "9"])
    assert capsys.readouterr().err.startswith("error: ")
    assert root_choices() == RootChoices()  # outside a command: nothing chosen
    with pytest.raises(dataclasses.FrozenInstanceError):
        RootChoices(lang="fr").lang = "es"  # type: ignore[misc]
