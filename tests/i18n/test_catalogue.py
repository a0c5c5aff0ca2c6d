"""The words catalogue is an object: an app owns one and puts it in force; building one
changes nothing; the module holds no words of its own to be rewritten (issue 17 item 4)."""

from escoba_tui.i18n import strings


def test_building_a_catalogue_changes_nothing_putting_it_in_force_does():
    assert strings.SETUP_TITLE == "New match"  # English at the start of every test (conftest)
    fr = strings.Catalogue("fr")
    assert fr.SETUP_TITLE == "Nouvelle partie" and fr["SETUP_TITLE"] == "Nouvelle partie"
    assert strings.SETUP_TITLE == "New match" and strings.current_language() == "en"
    assert strings.use_language(fr) is fr
    assert strings.SETUP_TITLE == "Nouvelle partie" and strings.current_language() == "fr"
    assert strings.key_name("pagedown") == fr.KEY_NAMES["pagedown"]


def test_the_module_holds_no_words_to_rewrite():
    assert "SETUP_TITLE" not in vars(strings) and "KEY_NAMES" not in vars(strings)
    assert strings.english_words()["SETUP_TITLE"] == "New match"


def test_an_app_owns_its_catalogue(tmp_path):
    from helpers.ui_factory import make_app

    app = make_app(tmp_path, language="pt")
    assert app.words.code == "pt" and strings.in_force() is app.words
    assert strings.SETUP_TITLE == app.words.SETUP_TITLE
