"""Card notation and rule sets."""

import pytest

from escoba_tui.game.cards import DECK, VELO, Card, NotationError, card, format_move, parse_move
from escoba_tui.game.rules import OPTION_NAMES, PRESETS, RulesError, make_rules, parse_option


def test_notation_round_trips_every_card():
    assert len({str(c) for c in DECK}) == 40
    for c in DECK:
        assert Card.parse(str(c)) == c
        assert Card.parse(str(c).upper()) == c
    assert str(VELO) == "7o" and VELO.rank == 7 and VELO.suit == "o"
    assert card(10, "e") == Card.parse("10e")


@pytest.mark.parametrize("bad", ["", "0o", "11c", "7x", "o7", "7", "10", "7oo"])
def test_bad_cards_are_refused_with_a_clear_message(bad):
    with pytest.raises(NotationError, match="card|empty"):
        Card.parse(bad)


def test_moves_parse_and_format():
    m = parse_move("7o:3b+5c")
    assert m.card == Card.parse("7o") and set(m.captures) == {Card.parse("3b"), Card.parse("5c")}
    assert not m.claim
    assert parse_move(format_move(m)).same_as(m)
    assert parse_move("7o:5c+3b").same_as(m)
    assert str(parse_move("1c")) == "1c"
    claim = parse_move("!7o+3b+5c")
    assert claim.claim and claim.card == Card.parse("7o") and format_move(claim).startswith("!7o")


@pytest.mark.parametrize("bad", ["", "7o:", "7o:7o", "7o:3b+3b", "!7o", "7o:3x", "7o;3b"])
def test_bad_moves_are_refused(bad):
    with pytest.raises(NotationError):
        parse_move(bad)


def test_presets_differ_as_rules_md_says():
    escoba, club, scopa = PRESETS["escoba"], PRESETS["scopa-club"], PRESETS["scopa"]
    assert escoba.target == 21 and escoba.capture == "fifteen" and escoba.opening_escobas
    assert not escoba.compulsory_capture and escoba.last_play_escoba
    assert club.values[7:10] == (10, 11, 12) and club.capture == "sum" and club.target == 11
    assert club.sevens_tiebreak == "sixes" and not club.opening_escobas
    assert scopa.compulsory_capture and scopa.single_card_first and not scopa.last_play_escoba
    assert scopa.sevens_rule == "primiera" and scopa.target == 11
    assert sum(escoba.values) == 220


def test_every_named_option_can_be_overridden():
    rules = make_rules(
        "escoba",
        compulsory_capture=True,
        opening_escobas=False,
        last_play_escoba=False,
        sevens_tiebreak="sixes",
        sevens_rule="primiera",
        all_sevens_bonus=1,
        all_oros_bonus=2,
        renuncio=True,
        target=30,
    )
    assert rules.differences() == {
        "compulsory_capture": True,
        "opening_escobas": False,
        "last_play_escoba": False,
        "sevens_tiebreak": "sixes",
        "sevens_rule": "primiera",
        "all_sevens_bonus": 1,
        "all_oros_bonus": 2,
        "renuncio": True,
        "target": 30,
    }


def test_unknown_preset_and_option_name_the_known_ones():
    with pytest.raises(RulesError, match="known presets: escoba, scopa-club, scopa"):
        make_rules("tute")
    with pytest.raises(RulesError, match="known options: .*compulsory_capture"):
        make_rules("escoba", sweep_bonus=1)
    with pytest.raises(RulesError, match="true or false"):
        make_rules("escoba", renuncio="maybe")
    with pytest.raises(RulesError, match="one of"):
        make_rules("escoba", sevens_rule="best")
    with pytest.raises(RulesError):
        make_rules("escoba", target=0)


def test_command_line_options_are_typed():
    assert parse_option("compulsory_capture=true") == ("compulsory_capture", True)
    assert parse_option("target=30") == ("target", 30)
    assert parse_option("face_values=10,11,12") == ("face_values", (10, 11, 12))
    assert parse_option("sevens-tiebreak=sixes") == ("sevens_tiebreak", "sixes")
    for bad in ("target", "nonsense=1", "target=abc"):
        with pytest.raises(RulesError):
            parse_option(bad)
    assert "target" in OPTION_NAMES


def test_every_rules_option_is_checked_from_its_field_type():
    """A new option needs only its field: a bool, an enum of choices, points marked with
    their bounds; the check and its error follow from the type."""
    import dataclasses

    from escoba_tui.game.rules import OPTION_NAMES, Rules, RulesError, SevensRule, build_rules

    assert set(OPTION_NAMES) == {f.name for f in dataclasses.fields(Rules) if f.init} - {"preset"}
    assert build_rules("escoba", {"sevens_rule": "primiera"}).sevens_rule is SevensRule.PRIMIERA
    for name, bad in [("renuncio", 1), ("sevens_rule", "best"), ("all_oros_bonus", 101), ("target", 0), ("capture", 3)]:
        with pytest.raises(RulesError) as caught:
            build_rules("escoba", {name: bad})
        assert caught.value.key in ("option_bool", "option_choice", "option_points", "target_points"), name
