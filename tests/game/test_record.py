"""Game records: written, read back and verified exactly as record.md says."""

import random
import tomllib

import pytest

from escoba_tui.arena.referee import play_game
from escoba_tui.game.engine import Game, new_deck
from escoba_tui.game.record import (
    RecordError,
    dumps,
    loads,
    read_record,
    record_from_game,
    replay,
    verify,
    write_record,
)
from escoba_tui.game.rules import make_rules
from escoba_tui.players import make_player
from escoba_tui.players.base import Player


def played(preset="escoba", seats=2, partners=False, seed=3, **options):
    from escoba_tui.game.engine import default_teams

    rules = make_rules(preset, **options)
    players = [make_player("greedy" if s % 2 == 0 else "random", seed=s) for s in range(seats)]
    return play_game(players, rules, default_teams(seats, partners), names=[f"p{s}" for s in range(seats)], seed=seed)


@pytest.mark.parametrize("preset", ["escoba", "scopa-club", "scopa"])
def test_written_read_back_and_verified(tmp_path, preset):
    outcome = played(preset, renuncio=True, all_sevens_bonus=1)
    record = outcome.record()
    path = write_record(record, tmp_path / "g.toml")
    doc = tomllib.loads(path.read_text())
    assert doc["format"] == "escoba-record" and doc["version"] == 1 and doc["rules"] == preset
    assert doc["seats"] == ["p0", "p1"] and doc["teams"] == [[0], [1]]
    assert doc["result"] == "finished" and doc["winner"] == outcome.game.winner
    assert doc["rules_options"] == {"renuncio": True, "all_sevens_bonus": 1}
    assert len(doc["hands"][0]["deck"]) == 40 and doc["hands"][0]["moves"]
    assert set(doc["hands"][0]["detail"]) == {"cards", "oros", "sevens", "escobas"}
    back = read_record(path)
    assert back == record
    game = verify(back)
    assert game.scores == outcome.game.scores and game.winner == outcome.game.winner


def test_first_hand_deals_as_record_md_says():
    record = played().record()
    rules = record.make_rules()
    game = Game(rules, record.teams)
    game.dealer = record.hands[0].dealer
    hand = game.start_hand(record.hands[0].deck)
    deck = record.hands[0].deck
    first = (record.hands[0].dealer + 1) % 2
    assert hand.hands[first] == deck[4:7] and hand.hands[1 - first] == deck[7:10]


def test_four_and_six_seat_partner_records_verify(tmp_path):
    for seats in (4, 6):
        record = played(seats=seats, partners=True).record()
        assert len(record.teams) == 2
        verify(loads(dumps(record)))


def tamper(text: str, old: str, new: str) -> str:
    assert old in text
    return text.replace(old, new, 1)


def test_verify_names_the_first_divergence():
    record = played().record()
    text = dumps(record)
    doc = tomllib.loads(text)
    first = doc["hands"][0]["moves"][0]
    # play a card the mover does not hold
    bad_card = next(c for c in doc["hands"][0]["deck"][10:] if c not in first)
    with pytest.raises(RecordError, match=r"hand 1, move 1 .*not in the hand of seat"):
        verify(loads(tamper(text, f'"{first}"', f'"{bad_card}"')))
    points = doc["hands"][0]["points"]
    wrong = f"points = [{points[0] + 1}, {points[1]}]"
    with pytest.raises(RecordError, match="hand 1: points"):
        verify(loads(tamper(text, f"points = [{points[0]}, {points[1]}]", wrong)))
    scores = doc["scores"]
    with pytest.raises(RecordError, match="scores"):
        verify(loads(tamper(text, f"scores = [{scores[0]}, {scores[1]}]", f"scores = [{scores[0]}, {scores[1] + 3}]")))


def test_illegal_capture_is_caught():
    record = played().record()
    hand = record.hands[0]
    rules = record.make_rules()
    # find a discard and turn it into a capture of a card that does not make the total
    from escoba_tui.game.cards import Move
    from escoba_tui.game.engine import HandState

    state = HandState(rules, hand.deck, hand.dealer, record.teams)
    for k, move in enumerate(hand.moves):
        if not move.captures and state.table:
            target = state.table[0]
            if not any(target in caps for caps in state.captures_for(move.card)):
                hand.moves[k] = Move(move.card, (target,))
                with pytest.raises(RecordError, match=rf"hand 1, move {k + 1} .*not a legal play"):
                    verify(record)
                return
        state.play(state.find_legal(move))
    pytest.fail("no discard found to tamper with")


@pytest.mark.parametrize(
    "change,field",
    [
        ('format = "escoba-record"', "format"),
        ("version = 1", "version"),
        ('rules = "escoba"', "rules"),
        ("target = 21", "target"),
    ],
)
def test_malformed_records_name_the_field(change, field):
    text = dumps(played().record())
    broken = text.replace(
        change,
        change.split(" = ")[0] + ' = "nonsense"'
        if "version" not in change and "target" not in change
        else change.split(" = ")[0] + " = -4",
    )
    with pytest.raises(RecordError, match=field):
        loads(broken, "x.toml")


def test_more_malformed_records():
    text = dumps(played().record())
    with pytest.raises(RecordError, match="x.toml: not valid TOML"):
        loads("format = ", "x.toml")
    with pytest.raises(RecordError, match="colour: unknown field"):
        loads(text + '\ncolour = "red"\n', "x.toml")
    with pytest.raises(RecordError, match=r"hands\[1\]\.deck"):
        loads(text.replace('"7o"', '"7z"', 1), "x.toml")
    with pytest.raises(RecordError, match=r"hands\[1\]\.deck: must hold each of the 40"):
        loads(text.replace('"7o"', '"7c"', 1), "x.toml")
    with pytest.raises(RecordError, match="scores: expected 2 numbers"):
        loads(text.replace("scores = [", "scores = [0, ", 1), "x.toml")
    with pytest.raises(RecordError, match="seats: missing"):
        loads("\n".join(line for line in text.splitlines() if not line.startswith("seats")), "x.toml")


def test_missing_file_is_a_record_error(tmp_path):
    with pytest.raises(RecordError, match="no such file"):
        read_record(tmp_path / "nope.toml")


class Crasher(Player):
    name = "crasher"

    def __init__(self):
        self.turns = 0

    def decide(self, view, legal):
        self.turns += 1
        if self.turns > 7:
            raise RuntimeError("boom")
        return legal[0]


class Cheater(Player):
    def decide(self, view, legal):
        from escoba_tui.game.cards import Move

        return Move(view.hand[0], tuple(view.table[:1]))


@pytest.mark.parametrize("bad,reason", [(Crasher, "crash"), (Cheater, "illegal move")])
def test_a_forfeit_is_recorded_and_verifies(bad, reason):
    outcome = play_game([make_player("greedy"), bad()], make_rules("escoba"), names=["g", "bad"], seed=1)
    assert outcome.result == "forfeit" and outcome.forfeit_seat == 1 and outcome.forfeit_reason == reason
    record = outcome.record()
    assert record.winner == 0 and record.forfeit_reason == reason
    text = dumps(record)
    assert 'forfeit_reason = "' + reason + '"' in text
    verify(loads(text))


def test_abandoned_game_mid_hand_verifies():
    rules = make_rules("escoba")
    rng = random.Random(2)
    game = Game(rules, [[0], [1]])
    hand = game.start_hand(new_deck(rng))
    for _ in range(9):
        game.play(hand.legal_moves()[-1])
    record = record_from_game(game, ["a", "b"], ["human", "random"])
    assert record.result == "abandoned" and record.winner is None
    back = loads(dumps(record))
    assert replay(back).hands[0].moves == record.hands[0].moves
    verify(back)
