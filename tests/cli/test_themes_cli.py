"""Themes ship with the package, a file cannot take a theme's name, and `--theme` and
`replay` refuse what they cannot show with one line."""

import subprocess
import sys
from pathlib import Path

import pytest

from escoba_tui.cli import main
from escoba_tui.game.record import read_record, write_record
from escoba_tui.ui.themes import load_theme_files, theme_dirs, theme_names

ROOT = Path(__file__).resolve().parents[2]


def run_main(capsys, *args):
    try:
        main([str(a) for a in args])
        code = 0
    except SystemExit as stop:
        code = stop.code
    out = capsys.readouterr()
    return code, out.out, out.err


def test_the_shipped_themes_are_package_data_from_the_top_level_folder():
    shipped = theme_dirs()[0]
    assert shipped.parent.name == "escoba_tui"
    assert sorted(p.name for p in shipped.glob("*.toml")) == sorted(p.name for p in (ROOT / "themes").glob("*.toml"))
    themes, problems = load_theme_files([shipped])
    assert {"noche", "papel", "tapete"} <= {t.name for t in themes} and problems == []


@pytest.mark.slow
def test_a_wheel_carries_the_themes(tmp_path):
    """`pip install .` (not editable) must find them: build the wheel and look inside."""
    import shutil
    import zipfile

    # Built from a copy (the build leaves its build/ folder there, not in the checkout), with
    # the test extra's setuptools instead of a fresh build environment (three times faster).
    source = tmp_path / "source"
    source.mkdir()
    for name in ("pyproject.toml", "README.md"):
        shutil.copy(ROOT / name, source / name)
    shutil.copytree(ROOT / "themes", source / "themes")
    shutil.copytree(
        ROOT / "escoba_tui", source / "escoba_tui", symlinks=True, ignore=shutil.ignore_patterns("__pycache__")
    )
    subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "wheel",
            "-q",
            "--no-deps",
            "--no-build-isolation",
            "-w",
            str(tmp_path),
            str(source),
        ],
        check=True,
        capture_output=True,
    )
    wheel = next(tmp_path.glob("*.whl"))
    names = zipfile.ZipFile(wheel).namelist()
    for theme in (ROOT / "themes").glob("*.toml"):
        assert f"escoba_tui/shipped_themes/{theme.name}" in names


def test_a_theme_file_cannot_replace_another_theme(tmp_path):
    mine = tmp_path / "mine"
    mine.mkdir()
    (mine / "dracula.toml").write_text('name = "dracula"\nprimary = "#ff0000"\n')  # Textual's own
    (mine / "papel.toml").write_text('name = "papel"\nprimary = "#00ff00"\n')  # shipped
    themes, problems = load_theme_files([theme_dirs()[0], mine])
    papel = [t for t in themes if t.name == "papel"]
    assert len(papel) == 1 and papel[0].primary != "#00ff00"
    assert any("dracula.toml" in p and "already a theme" in p for p in problems)
    assert any("papel.toml" in p and "already a theme" in p for p in problems)


def test_an_unknown_theme_is_one_line(capsys):
    code, out, err = run_main(capsys, "play", "--theme", "nochee")
    assert code == 2 and out == ""
    assert err.startswith("error: --theme 'nochee': unknown theme") and "noche" in err
    assert len(err.strip().splitlines()) == 1
    assert "noche" in theme_names() and "textual-dark" in theme_names()


def test_replay_of_a_record_whose_moves_do_not_replay_is_one_line(tmp_path, capsys):
    code, _, err = run_main(capsys, "match", "greedy", "random", "--games", "1", "--records", tmp_path)
    assert code == 0, err
    path = next(tmp_path.glob("*.toml"))
    record = read_record(path)
    first = record.hands[0]
    first.moves.reverse()  # the same moves in another order: they cannot be played so
    broken = tmp_path / "broken.toml"
    write_record(record, broken)
    code, out, err = run_main(capsys, "replay", broken)
    assert code == 2 and out == ""
    assert err.startswith("error: ") and "hand 1" in err and len(err.strip().splitlines()) == 1


BAD_THEMES = {
    "taken.toml": 'name = "papel"\nprimary = "#00ff00"\n',
    "broken.toml": "name = \n",
    "nameless.toml": 'primary = "#00ff00"\n',
    "odd.toml": 'name = "odd"\nprimary = "#00ff00"\ncolour = 1\n',
    "grey.toml": 'name = "grey"\nprimary = "not a colour"\n',
    "dark.toml": 'name = "dk"\nprimary = "#00ff00"\ndark = "yes"\n',
}
ENGLISH = ("already a theme", "not valid TOML", "missing", "unknown field", "is not a colour", "expected true")


@pytest.mark.parametrize("code", ["en", "fr", "es", "pt"])
def test_a_theme_file_set_aside_says_why_in_the_chosen_language(tmp_path, code):
    from escoba_tui.i18n import catalogue as strings

    mine = tmp_path / "mine"
    mine.mkdir()
    for name, text in BAD_THEMES.items():
        (mine / name).write_text(text)
    strings.use_language(code)
    themes, problems = load_theme_files([theme_dirs()[0], mine])
    assert len(problems) == len(BAD_THEMES) and not {t.name for t in themes} & {"odd", "grey", "dk"}
    for name in BAD_THEMES:
        assert sum(p.startswith(name) for p in problems) == 1, (name, problems)
    shown = "\n".join(problems)
    assert "'papel'" in shown and "'not a colour'" in shown and "'yes'" in shown and "colour" in shown
    found = [word for word in ENGLISH if word in shown]
    assert found == list(ENGLISH) if code == "en" else not found, (code, shown)
