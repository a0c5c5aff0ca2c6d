"""Facts with one home: the rules builder, which side a seat is on, the escoba on the last play."""

from __future__ import annotations

import random

import pytest

from escoba_tui.game.engine import EngineError, HandState, default_teams, seat_sides, side_of
from escoba_tui.game.record import loads
from escoba_tui.game.rules import PRESETS, RulesError, build_rules, make_rules
from escoba_tui.tournament.config import Tournament


def test_build_rules_preset_options_target():
    assert build_rules("scopa") == PRESETS["scopa"]
    rules = build_rules("escoba", {"renuncio": True, "face_values": [10, 11, 12]}, 15)
    assert rules == make_rules("escoba", renuncio=True, face_values=(10, 11, 12), target=15)
    # The target given wins over one among the options; no target keeps the option's.
    assert build_rules("escoba", {"target": 9}, 30).target == 30
    assert build_rules("escoba", {"target": 9}).target == 9
    with pytest.raises(RulesError):
        build_rules("escoba", {"no_such_option": 1})
    with pytest.raises(RulesError):
        build_rules("tute")
    with pytest.raises(RulesError):
        build_rules("escoba", target=0)


def test_record_and_tournament_build_rules_the_same_way():
    rules = build_rules("scopa-club", {"renuncio": True}, 16)
    tournament = Tournament("t", (), rules="scopa-club", rules_options={"renuncio": True}, target=16)
    assert tournament.make_rules() == rules
    text = (
        'format = "escoba-record"\nversion = 1\nrules = "scopa-club"\ntarget = 16\nseats = ["a", "b"]\n'
        'result = "abandoned"\nscores = [0, 0]\n\n[rules_options]\nrenuncio = true\n'
    )
    assert loads(text).make_rules() == rules


@pytest.mark.parametrize("seats,partners", [(2, False), (3, False), (4, False), (4, True), (6, False), (6, True)])
def test_seat_sides_is_side_of_for_every_seat(seats, partners):
    teams = default_teams(seats, partners)
    sides = seat_sides(teams)
    assert len(sides) == seats
    for seat in range(seats):
        assert sides[seat] == side_of(teams, seat)
        assert seat in teams[sides[seat]]
    assert HandState(PRESETS["escoba"], list(range(40)), 0, teams).side_of_seat == sides
    with pytest.raises(EngineError):
        side_of(teams, seats)


@pytest.mark.parametrize("preset", ["escoba", "scopa"])
def test_a_seat_sees_the_last_play_and_its_escoba_as_the_engine_scores_them(preset):
    rules = PRESETS[preset]
    rng = random.Random(5)
    for _ in range(5):
        deck = list(range(40))
        rng.shuffle(deck)
        hand = HandState(rules, deck, 1, default_teams(2))
        while not hand.over:
            view = hand.view(hand.turn)
            assert view.is_last_play == hand.is_last_play()
            assert view.escoba_counts() == rules.escoba_counts(hand.is_last_play())
            assert view.escoba_counts() == (rules.last_play_escoba or not hand.is_last_play())
            hand.play(hand.random_move(rng))


# ---------------------------------------------------------------- one game loop

import ast  # noqa: E402
import subprocess  # noqa: E402
import sys  # noqa: E402
from pathlib import Path  # noqa: E402

from escoba_tui.game.cards import Move  # noqa: E402
from escoba_tui.game.engine import Game, IllegalMove  # noqa: E402
from escoba_tui.game.loop import GameLoop  # noqa: E402

PACKAGE = Path(__file__).resolve().parents[2] / "escoba_tui"
MESSAGES = {"hello", "hand_start", "deal", "turn", "played", "hand_end", "game_end", "quit"}


def test_only_the_loop_builds_protocol_messages():
    """Each player-protocol message is built in one place: escoba_tui/game/loop.py."""
    builders = []
    for path in PACKAGE.rglob("*.py"):
        tree = ast.parse(path.read_text(), str(path))
        for node in ast.walk(tree):
            if isinstance(node, ast.Dict):
                for key, value in zip(node.keys, node.values):
                    if (
                        isinstance(key, ast.Constant)
                        and key.value == "type"
                        and isinstance(value, ast.Constant)
                        and value.value in MESSAGES
                    ):
                        builders.append((str(path.relative_to(PACKAGE)), value.value))
    assert builders and {where for where, _ in builders} == {"game/loop.py"}, builders
    assert sorted(kind for _, kind in builders) == sorted(MESSAGES)


def test_the_loop_is_core():
    code = "import sys, escoba_tui.game.loop; print(any(m.startswith('textual') for m in sys.modules))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def first_capture(hand):
    legal = hand.legal_moves()
    return next((m for m in legal if m.captures), legal[0])


@pytest.mark.parametrize("seats,partners", [(2, False), (3, False), (4, True), (6, True)])
def test_driving_step_by_step_and_running_tell_the_same(seats, partners):
    teams = default_teams(seats, partners)
    told: list[list] = [[], []]

    def make(i):
        return GameLoop(Game(PRESETS["scopa"], teams), lambda s, m: told[i].append((s, m)), random.Random(4))

    stepped = make(0)
    while not stepped.game.over:
        if stepped.needs_deal():
            stepped.start_hand()
        hand = stepped.hand
        while not hand.over:
            stepped.play(first_capture(hand))
        stepped.finish_hand()
    ran = make(1)
    assert ran.run(lambda seat, hand: first_capture(hand)) is True
    assert told[0] == told[1]
    assert [h.moves for h in stepped.game.hands] == [h.moves for h in ran.game.hands]
    kinds = [m["type"] for _, m in told[0]]
    hands = len(stepped.game.hands)
    assert kinds.count("hand_start") == kinds.count("hand_end") == hands * seats
    assert kinds.count("played") == sum(len(h.moves) for h in stepped.game.hands) * seats
    # hand_start: each seat sees its own cards; every seat gets every move.
    starts = [(s, m) for s, m in told[0] if m["type"] == "hand_start"][:seats]
    assert [s for s, _ in starts] == list(range(seats))
    first = stepped.game.hands[0]
    dealt = {(first.dealer + 1 + k) % seats: first.deck[4 + 3 * k : 7 + 3 * k] for k in range(seats)}
    from escoba_tui.game.cards import NOTATION

    for s, m in starts:
        assert m["hand"] == [NOTATION[c] for c in dealt[s]]


def test_an_illegal_move_changes_nothing_and_a_replay_tells_nobody():
    loop = GameLoop(Game(PRESETS["escoba"], default_teams(2)), None, random.Random(1))
    hand = loop.start_hand()
    before = (list(map(list, hand.hands)), list(hand.table), hand.turn)
    not_held = next(c for c in range(40) if c not in hand.hands[hand.turn])
    with pytest.raises(IllegalMove):
        loop.play(Move(not_held))
    assert (list(map(list, hand.hands)), list(hand.table), hand.turn) == before
    # The hand under way is played out and counted; no second hand is dealt.
    assert loop.run(lambda seat, hand: hand.legal_moves()[0], max_hands=1) is False
    assert len(loop.game.hands) == 1 and loop.game.hands[0].score is not None


def test_running_stops_after_max_hands():
    loop = GameLoop(Game(make_rules("escoba", target=500), default_teams(3)), None, random.Random(2))
    assert loop.run(lambda seat, hand: hand.legal_moves()[-1], max_hands=2) is False
    assert len(loop.game.hands) == 2 and loop.game.hands[-1].score is not None


# ---------------------------------------------------------------- positions and hand records

from escoba_tui.game.cards import DECK  # noqa: E402
from escoba_tui.game.engine import HandRecord  # noqa: E402
from escoba_tui.game.record import Record  # noqa: E402


def test_a_position_built_from_a_hand_in_play_plays_on_identically():
    rng = random.Random(9)
    for preset in ("escoba", "scopa-club", "scopa"):
        rules = make_rules(preset, renuncio=True)
        teams = default_teams(4, partners=True)
        deck = list(DECK)
        rng.shuffle(deck)
        hand = HandState(rules, deck, 2, teams, scores=(3, 5), hand_number=4)
        for _ in range(rng.randrange(1, 25)):
            hand.play(hand.random_move(rng))
        built = HandState.position(
            rules,
            teams,
            hand.hands,
            hand.table,
            piles=hand.piles,
            to_deal=hand.deck[hand.deck_pos :],
            dealer=hand.dealer,
            turn=hand.turn,
            escobas=hand.escobas,
            last_capturer=hand.last_capturer,
            history=hand.history,
            claims=hand.claimable,
            opening=hand.opening,
            scores=hand.scores,
            hand_number=4,
        )
        assert built.view(built.turn) == hand.view(hand.turn)
        assert built.legal_moves() == hand.legal_moves()
        a, b = random.Random(1), random.Random(1)
        while not hand.over:
            assert built.turn == hand.turn and built.hands == hand.hands and built.table == hand.table
            hand.play(hand.random_move(a))
            built.play(built.random_move(b))
        assert built.over and built.score().points == hand.score().points


def test_a_position_holds_every_card_once():
    rules = PRESETS["escoba"]
    hands = [list(range(0, 3)), list(range(3, 6))]
    table = list(range(6, 10))
    built = HandState.position(rules, default_teams(2), hands, table, to_deal=list(range(10, 40)), dealer=1)
    assert built.turn == 0 and built.deck_left() == 30 and not built.over
    with pytest.raises(EngineError):  # card 39 nowhere
        HandState.position(rules, default_teams(2), hands, table, to_deal=list(range(10, 39)))
    with pytest.raises(EngineError):  # card 9 twice
        HandState.position(rules, default_teams(2), hands, table + [9], to_deal=list(range(10, 40)))
    with pytest.raises(EngineError):  # three hands for two seats
        HandState.position(rules, default_teams(2), hands + [[]], table, to_deal=list(range(10, 40)))


def test_a_game_and_its_record_keep_hands_in_one_type():
    from escoba_tui.arena.referee import play_game
    from escoba_tui.game.record import dumps
    from escoba_tui.players import make_player

    outcome = play_game([make_player("greedy"), make_player("random", seed=2)], PRESETS["scopa"], seed=6)
    record = outcome.record()
    assert isinstance(record, Record)
    assert all(type(h) is HandRecord for h in outcome.game.hands + record.hands)
    back = loads(dumps(record))
    assert back.hands == record.hands  # the full count is not part of a hand's equality
    assert record.hands[0].detail is not None and outcome.game.hands[0].score is not None
