"""The words catalogue is an object: an app owns one and puts it in force; building one
changes nothing; the module holds no words of its own to be rewritten (issue 17 item 4)."""

from escoba_tui.i18n import catalogue as strings
from escoba_tui.i18n import wording as wording


def test_building_a_catalogue_changes_nothing_putting_it_in_force_does():
    assert strings.SETUP_TITLE == "New match"  # English at the start of every test (conftest)
    fr = strings.Catalogue("fr")
    assert fr.SETUP_TITLE == "Nouvelle partie" and fr["SETUP_TITLE"] == "Nouvelle partie"
    assert strings.SETUP_TITLE == "New match" and strings.current_language() == "en"
    assert strings.use_language(fr) is fr
    assert strings.SETUP_TITLE == "Nouvelle partie" and strings.current_language() == "fr"
    assert wording.key_name("pagedown") == fr.KEY_NAMES["pagedown"]


def test_the_module_holds_no_words_to_rewrite():
    assert "SETUP_TITLE" not in vars(strings) and "KEY_NAMES" not in vars(strings)
    assert strings.english_words()["SETUP_TITLE"] == "New match"


def test_an_app_owns_its_catalogue(tmp_path):
    from helpers.ui_factory import make_app

    app = make_app(tmp_path, language="pt")
    assert app.words.code == "pt" and strings.in_force() is app.words
    assert strings.SETUP_TITLE == app.words.SETUP_TITLE


def test_every_language_is_data_that_imports_nothing():
    """lang/en.py is a language like the others: anything public in it is a word, so it may
    not import anything (an imported name would silently become a "word")."""
    import ast
    from pathlib import Path

    import escoba_tui.i18n.lang as lang

    folder = Path(lang.__file__).parent
    for path in sorted(folder.glob("*.py")):
        if path.name == "__init__.py":
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        imports = [node.lineno for node in ast.walk(tree) if isinstance(node, (ast.Import, ast.ImportFrom))]
        assert imports == [], f"{path.name} imports at lines {imports}"


def test_english_is_every_public_name_of_its_module_and_nothing_else():
    from escoba_tui.i18n import catalogue
    from escoba_tui.i18n.lang import en

    public = {name for name in vars(en) if not name.startswith("_")}
    assert set(catalogue.english()) == public
    # The machinery's own names and the wording helpers are not words.
    assert not public & {"use_language", "words_for", "Catalogue", "say", "number", "waiting_for", "error_text"}
