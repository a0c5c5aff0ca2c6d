"""The computer's reasons: only what every player can see, true as written, worded in every language."""

from __future__ import annotations

import dataclasses
from random import Random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from escoba_tui.game.cards import DECK, OROS, RANK_OF, SUIT_OF, VELO, Card, Move
from escoba_tui.game.engine import HandState, default_teams, new_deck, score_piles
from escoba_tui.game.reasons import AWARD_CODES, CODES, MOVE_CODES, Reason
from escoba_tui.game.rules import make_rules
from escoba_tui.i18n import catalogue as S
from escoba_tui.i18n import wording as W
from escoba_tui.players import make_player
from escoba_tui.players.explain import explain

SEATINGS = [(2, False), (3, False), (4, True), (6, True)]
PRESETS = ["escoba", "scopa-club", "scopa"]
BUILTINS = ["random", "greedy", "counter", "expert:iters=2"]


@pytest.fixture(autouse=True)
def back_to_english():
    yield
    S.use_language("en")


def position(preset: str, seats: int, partners: bool, seed: int, renuncio: bool, steps: int) -> HandState:
    rules = make_rules(preset, renuncio=renuncio)
    rng = Random(seed)
    hand = HandState(rules, new_deck(rng), rng.randrange(seats), default_teams(seats, partners))
    for _ in range(steps):
        if hand.over:
            break
        legal = hand.legal_moves()
        hand.play(legal[rng.randrange(len(legal))])
    return hand


positions = dict(
    preset=st.sampled_from(PRESETS),
    seating=st.sampled_from(SEATINGS),
    seed=st.integers(0, 2**31 - 1),
    renuncio=st.booleans(),
    steps=st.integers(0, 38),
)


# ---------------------------------------------------------------- item 1: nothing hidden


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(**positions, swap_seed=st.integers(0, 2**31 - 1))
def test_a_reason_never_changes_when_only_the_speakers_hidden_cards_change(
    preset, seating, seed, renuncio, steps, swap_seed
):
    hand = position(preset, *seating, seed, renuncio, steps)
    if hand.over:
        return
    view = hand.view(hand.turn)
    rng = Random(swap_seed)
    for move in hand.legal_moves():
        # The speaker's other cards change places with cards it has not seen (other hands, the deck).
        kept = [c for c in view.hand if c != move.card]
        pool = view.unseen()
        rng.shuffle(pool)
        swapped = dataclasses.replace(view, hand=(move.card, *pool[: len(kept)]))
        assert explain(swapped, move) == explain(view, move), (move, view.hand, swapped.hand)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(**positions)
def test_every_builtin_gives_the_public_reason_of_its_move(preset, seating, seed, renuncio, steps):
    hand = position(preset, *seating, seed, renuncio, steps)
    if hand.over:
        return
    view, legal = hand.view(hand.turn), hand.legal_moves()
    for spec in BUILTINS:
        decision = make_player(spec, seed=seed).decide(view, list(legal))
        expected = (Reason("random"),) if spec == "random" else explain(view, decision.move)
        assert decision.reason == expected, spec


def test_the_sevens_in_the_speakers_own_hand_are_counted_as_still_to_play():
    # The velo is on the table; seat 0 holds 7c and 7e. The old reason counted the sevens seat 0
    # had not seen ("one seven unseen"), which told the others it held the two missing ones.
    deck = [Card.parse(c) for c in "7o 4o 2o 1b  2b 3b 8b  1e 7c 7e".split()]
    rest = [c for c in DECK if c not in deck]
    hand = HandState(make_rules("escoba"), deck + rest, 1, default_teams(2))
    view = hand.view(1)
    assert sorted(map(str, view.hand)) == ["1e", "7c", "7e"]
    move = Move(Card.parse("7c"))  # a seven laid down: the sevens still to play are its reason
    assert W.say(explain(view, move)) == "leaves 21: nothing still to play can take it all; two sevens still to play"
    other = dataclasses.replace(view, hand=(Card.parse("7c"), Card.parse("2c"), Card.parse("3c")))
    assert explain(other, move) == explain(view, move)


# ---------------------------------------------------------------- item 2: true as written


def check_against_the_engine(hand: HandState, move: Move, reasons: tuple[Reason, ...]) -> None:
    rules = hand.rules
    after = hand.copy()
    last_play = hand.is_last_play()
    after.play(move)
    codes = [r.code for r in reasons]
    assert codes, move
    for reason in reasons:
        assert reason.code in MOVE_CODES, reason
        if reason.code == "claim":
            assert move.claim and reason.cards == (move.card, *move.captures)
        elif reason.code in ("take", "sweep"):
            taken = (move.card, *move.captures)
            assert move.captures and not move.claim and reason.cards == taken
            assert (reason.code == "sweep") == (len(move.captures) == len(hand.table))
            velo = int(VELO in taken)
            sevens = sum(1 for c in taken if RANK_OF[c] == 7) - velo
            oros = sum(1 for c in taken if SUIT_OF[c] == OROS) - velo
            assert reason.numbers == (len(taken), velo, sevens, oros)
        elif reason.code == "last_card":
            assert last_play and not move.captures
        elif reason.code in ("safe", "sweepable"):
            assert not last_play and after.table
            assert reason.numbers == (sum(rules.values[c] for c in after.table),)
            # Every card nobody has seen played yet, wherever it is; the engine says which take it all.
            unplayed = [c for h in after.hands for c in h] + list(after.deck[after.deck_pos :])
            sweepers = tuple(
                c for c in sorted(unplayed) if any(len(s) == len(after.table) for s in after.captures_for(c))
            )
            if reason.code == "safe":
                assert sweepers == (), f"said nothing sweeps {after.table}, but {sweepers} do"
            else:
                assert tuple(sorted(reason.cards)) == sweepers
        elif reason.code == "still_to_play":
            rank = reason.numbers[0]
            unplayed = {c for h in after.hands for c in h} | set(after.deck[after.deck_pos :])
            assert set(reason.cards) == {c for c in unplayed if RANK_OF[c] == rank}
            assert 0 < len(reason.cards) < 4 and "safe" in codes and not move.captures
            assert RANK_OF[move.card] == rank, "a clause about another rank than the card laid down"
        else:
            pytest.fail(f"unchecked code {reason.code}")


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(**positions)
def test_every_reason_is_true_as_the_engine_sees_it(preset, seating, seed, renuncio, steps):
    hand = position(preset, *seating, seed, renuncio, steps)
    if hand.over:
        return
    view = hand.view(hand.turn)
    for move in hand.legal_moves():
        check_against_the_engine(hand, move, explain(view, move))


def test_a_table_cards_can_still_capture_from_is_not_said_to_be_out_of_reach():
    # Table 5c 6o 1o 1c; seat 0 throws 9b and leaves 22. A four still takes 5c+6o, so the old
    # "no card makes 15" misled; the reason now says only what is true: nothing takes it all.
    deck = [Card.parse(c) for c in "5c 6o 1o 1c  3b 8b 9b  2o 2c 2e".split()]
    rest = [c for c in DECK if c not in deck]
    hand = HandState(make_rules("escoba"), deck + rest, 1, default_teams(2))
    move = Move(Card.parse("9b"))
    assert move in hand.legal_moves()
    reasons = explain(hand.view(0), move)
    check_against_the_engine(hand, move, reasons)
    # Only what is about the nine laid down: no count of the sixes still to play after it.
    assert W.say(reasons) == "leaves 22: nothing still to play can take it all"
    after = hand.copy()
    after.play(move)
    assert after.captures_for(Card.parse("4e"))  # a card can still capture from it


# ---------------------------------------------------------------- worded in every language


ALL_FACTS = [
    Reason("claim", (Card.parse("7o"), Card.parse("3b"), Card.parse("5c"))),
    Reason("take", (Card.parse("5c"), Card.parse("10e")), (2, 0, 0, 0)),
    Reason("take", (VELO, Card.parse("7c"), Card.parse("1o")), (3, 1, 1, 1)),
    Reason("sweep", (Card.parse("7c"), Card.parse("7e"), Card.parse("1o"), Card.parse("2o")), (4, 0, 2, 2)),
    Reason("last_card"),
    Reason("safe", (), (18,)),
    Reason("sweepable", (Card.parse("4c"),), (11,)),
    Reason("sweepable", (Card.parse("4c"), Card.parse("4e")), (11,)),
    Reason("sweepable", (Card.parse("4c"), Card.parse("4e"), Card.parse("3o")), (11,)),
    Reason("sweepable", (Card.parse("4c"), Card.parse("5e"), Card.parse("5o"), Card.parse("8o")), (11,)),
    Reason("still_to_play", (Card.parse("7c"),), (7,)),
    Reason("still_to_play", (Card.parse("6c"), Card.parse("6e")), (6,)),
    Reason("random"),
    # What a move gave away (escoba analyze).
    Reason("missed_sweep", (Card.parse("5e"), Card.parse("1c"), Card.parse("2c"), Card.parse("3c"), Card.parse("4c"))),
    Reason("gave_up_velo"),
    Reason("threw_seven", (Card.parse("7c"),)),
    Reason("missed_seven", (Card.parse("8c"), Card.parse("7e"))),
    Reason("took_less", (), (2, 4)),
    Reason("worth_more", (Card.parse("8c"), Card.parse("7e")), (0.42,)),
    *[Reason(code, (), (3, 2)[: code.count("_and_") + 1 + (code == "sixes_break_tie")]) for code in AWARD_CODES],
]


def test_the_facts_cover_every_code():
    assert {r.code for r in ALL_FACTS} == set(CODES)


@pytest.mark.parametrize("code", list(S.LANGUAGES))
def test_every_fact_is_worded_in_every_language(code):
    S.use_language(code)
    english = S.english_words()
    for reason in ALL_FACTS:
        text = W.say(reason)
        assert text and "{" not in text and text != reason.code, (code, reason, text)
        if code != "en":
            assert text != W.say(reason, words=english), (code, reason, "left in English")
    for preset in ("escoba", "scopa-club", "scopa"):
        rules = make_rules(preset, renuncio=True, all_sevens_bonus=2, all_oros_bonus=3, last_play_escoba=False)
        lines = W.rule_lines(rules)
        assert all(line and "{" not in line for line in lines)
        if code != "en":
            assert not set(lines) & set(W.rule_lines(rules, english)), (code, preset)


@pytest.mark.parametrize(
    "code,reason,text",
    [
        (
            "en",
            Reason("take", (VELO, Card.parse("7c"), Card.parse("1o")), (3, 1, 1, 1)),
            "takes the velo, a seven and an oro: 3 cards",
        ),
        (
            "en",
            Reason("sweepable", (Card.parse("4c"), Card.parse("4e"), Card.parse("3o")), (11,)),
            "leaves 11: a three and two fours still to play can take it all",
        ),
        ("en", Reason("still_to_play", (Card.parse("7c"),), (7,)), "a seven still to play"),
        (
            "fr",
            Reason("sweepable", (Card.parse("8c"), Card.parse("8e")), (7,)),
            "laisse 7 : pour tout prendre, il ne reste à jouer que deux sotas",
        ),
        ("fr", Reason("take", (Card.parse("5c"), Card.parse("10e")), (2, 0, 0, 0)), "prend 2 cartes"),
        ("es", Reason("still_to_play", (Card.parse("7c"),), (7,)), "queda un siete por jugar"),
        ("es", Reason("still_to_play", (Card.parse("7c"), Card.parse("7e")), (7,)), "quedan dos sietes por jugar"),
        ("pt", Reason("still_to_play", (Card.parse("6c"), Card.parse("6e")), (6,)), "restam duas senas por jogar"),
    ],
)
def test_plurals_and_agreement(code, reason, text):
    S.use_language(code)
    assert W.say(reason) == text


def test_a_players_own_text_is_shown_as_it_is():
    S.use_language("fr")
    assert W.say("hello: the first legal move") == "hello: the first legal move"


def test_the_command_line_words_the_count_in_english_whatever_the_screen_speaks():
    S.use_language("fr")
    score = score_piles(make_rules("escoba"), [DECK[:21], DECK[21:]], [0, 0])
    said = [W.say(a.reason, words=S.english_words()) for a in score.awards]
    assert said[0] == "most cards: 21"
    assert all(a.reason.code in AWARD_CODES for a in score.awards)


# ---------------------------------------------------------------- worded for the card faces in use

FACE_FACTS = [
    *ALL_FACTS,
    Reason("sweepable", (Card.parse("8c"), Card.parse("9e"), Card.parse("9o"), Card.parse("10b")), (11,)),
    Reason("sweepable", (Card.parse("10c"),), (5,)),
    *[
        Reason("still_to_play", tuple(Card.parse(f"{rank}{s}") for s in "oc"[:n]), (rank,))
        for rank in (8, 9, 10)
        for n in (1, 2)
    ],
]
ARTICLES = {"a", "an", "un", "une", "una", "um", "uma"}


def words_of(noun_forms) -> set[str]:
    return {word.lower() for form in noun_forms for word in form.replace("{n}", " ").split()} - ARTICLES


def spanish_only_words(style: str) -> set[str]:
    """The words the catalogue in force uses for Spanish faces' figures and oros that it
    does not use for `style` faces ("caballo" for Italian cards, "oros" for French ones in English)."""
    spanish, other = W.face_words("spanish"), W.face_words(style)
    before = set().union(*(words_of(spanish["RANK_NOUNS"][r]) for r in (8, 9, 10)), words_of(spanish["ORO_NOUN"]))
    after = set().union(*(words_of(other["RANK_NOUNS"][r]) for r in (8, 9, 10)), words_of(other["ORO_NOUN"]))
    return before - after


def everything_said(style: str) -> list[str]:
    """Every reason, count category, score column and rule line, as a player with `style` faces reads them."""
    said = [W.say(reason, style=style) for reason in FACE_FACTS]
    said += list(W.face_words(style)["COUNT_CATEGORIES"].values()) + list(W.face_words(style)["SCORE_HEAD"])
    for preset in ("escoba", "scopa-club", "scopa"):
        rules = make_rules(preset, renuncio=True, all_sevens_bonus=2, all_oros_bonus=3)
        said += W.rule_lines(rules, style=style)
    return said


@pytest.mark.parametrize("code", list(S.LANGUAGES))
@pytest.mark.parametrize("style", ["italian", "french"])
def test_reasons_name_ranks_and_suits_as_the_chosen_faces_do(code, style):
    import re

    S.use_language(code)
    wrong = spanish_only_words(style)
    assert {"sota", "caballo"} <= wrong  # there is something to get wrong in every language
    said = everything_said(style)
    found = sorted({(word, text) for text in said for word in re.findall(r"\w+", text.lower()) if word in wrong})
    assert found == []
    # The style's own figures are named (a rank of 9 left to play, the face values).
    text = " ".join(said).lower()
    nine = W.face_words(style)["RANK_NOUNS"][9][1].replace("{n}", "").split()[-1].lower()
    assert nine in text
    if style == "french" and code == "en":
        assert "leaves 11: a jack, two queens and a king still to play can take it all" in said
        assert "Jack, queen, king are worth 8, 9, 10." in said
        assert "most diamonds: 3" in said
    if style == "italian" and code == "fr":
        assert "il reste deux cavalli à jouer" in said and "il reste un fante à jouer" in said
    if style == "french" and code == "es":
        assert "quedan dos reinas por jugar" in said and "queda una jota por jugar" in said


@pytest.mark.parametrize("code", list(S.LANGUAGES))
def test_spanish_faces_keep_their_words(code):
    S.use_language(code)
    assert W.face_words("spanish")["RANK_NOUNS"] == S.RANK_NOUNS
    assert [W.say(r) for r in FACE_FACTS] == [W.say(r, style="spanish") for r in FACE_FACTS]


def test_the_game_look_words_its_reasons_for_its_faces():
    from escoba_tui.ui.widgets.look import Look

    rules = make_rules("escoba")
    reason = Reason("sweepable", (Card.parse("9c"), Card.parse("9e")), (6,))
    assert W.say(reason, Look("spanish", False, rules)) == "leaves 6: only two caballos still to play can take it all"
    assert W.say(reason, Look("italian", False, rules)) == "leaves 6: only two cavalli still to play can take it all"
    assert W.say(reason, Look("french", False, rules)) == "leaves 6: only two queens still to play can take it all"
