"""The same match (seed, players) gives the same record, byte for byte, and tells every
seat the same things: the golden games of tests/golden.py, written by the code as it
was before the game loop was shared, replayed by the code as it is now."""

from __future__ import annotations

import difflib
import json

import pytest
from helpers import golden

from escoba_tui.game.record import dumps, loads, verify

DIGESTS = json.loads((golden.HERE / "transcripts.json").read_text())


def test_every_case_has_its_golden_files():
    assert sorted(DIGESTS) == sorted(golden.cases())
    for name in golden.cases():
        assert (golden.HERE / f"{name}.toml").is_file(), name
    # The brief of the fixtures: every preset at every table size, partners included,
    # through the referee and through the full-screen game's match session.
    names = set(DIGESTS)
    for preset in golden.PRESETS:
        for seats, partners in golden.SEATINGS:
            assert f"referee-{preset}-{seats}{'p' if partners else ''}" in names
    assert {n.split("-")[0] for n in names} == {"referee", "forfeit", "match"}


@pytest.mark.parametrize("name", sorted(golden.cases()))
def test_same_match_same_bytes(name):
    expected = (golden.HERE / f"{name}.toml").read_bytes()
    record, digest = golden.produce(name)
    if record != expected:
        diff = "\n".join(
            difflib.unified_diff(
                expected.decode().splitlines(), record.decode().splitlines(), "golden", "now", lineterm="", n=1
            )
        )
        pytest.fail(f"{name}: the record changed\n{diff[:3000]}")
    assert digest == DIGESTS[name], f"{name}: the seats were told or asked something else"


@pytest.mark.parametrize("name", sorted(golden.cases()))
def test_golden_records_verify_and_read_back_to_the_same_bytes(name):
    text = (golden.HERE / f"{name}.toml").read_text()
    record = loads(text, name)
    verify(record, name)
    assert dumps(record) == text


@pytest.mark.parametrize(
    "kinds,partners",
    [
        (["human", "greedy"], False),
        (["human", "counter", "random"], False),
        (["greedy", "human", "random", "human"], True),
    ],
)
def test_a_saved_match_resumes_where_it_stood_and_plays_on_the_same(kinds, partners):
    """The full-screen game's save and resume: the record of a match stopped midway reads
    back into a LocalMatch (replayed through the loop) that writes the same bytes and deals on
    exactly as the uninterrupted one."""
    from escoba_tui.game.rules import PRESETS
    from escoba_tui.ui.session import LocalMatch, Seat

    def step(match: LocalMatch) -> None:
        if match.needs_deal():
            match.start_hand()
        hand = match.hand
        legal = hand.legal_moves()
        match.play(legal[len(hand.history) % len(legal)])
        if hand.over:
            match.finish_hand()

    seats = [Seat(f"s{i}", kind) for i, kind in enumerate(kinds)]
    first = LocalMatch(PRESETS["escoba"], seats, partners, 31, golden.STARTED)
    for _ in range(57):  # into the second hand, mid-round
        step(first)
    saved = dumps(first.record())
    resumed = LocalMatch.from_record(loads(saved))
    assert dumps(resumed.record()) == saved
    while not first.game.over:
        step(first)
        step(resumed)
    assert resumed.game.over and dumps(resumed.record()) == dumps(first.record())
    first.close()
    resumed.close()
