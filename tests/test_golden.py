"""The same match (seed, players) gives the same record, byte for byte, and tells every
seat the same things: the golden games of tests/golden.py, written by the code as it
was before the game loop was shared, replayed by the code as it is now."""

from __future__ import annotations

import difflib
import json

import pytest

import golden
from escoba_tui.record import dumps, loads, verify

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
        diff = "\n".join(difflib.unified_diff(expected.decode().splitlines(), record.decode().splitlines(),
                                              "golden", "now", lineterm="", n=1))
        pytest.fail(f"{name}: the record changed\n{diff[:3000]}")
    assert digest == DIGESTS[name], f"{name}: the seats were told or asked something else"


@pytest.mark.parametrize("name", sorted(golden.cases()))
def test_golden_records_verify_and_read_back_to_the_same_bytes(name):
    text = (golden.HERE / f"{name}.toml").read_text()
    record = loads(text, name)
    verify(record, name)
    assert dumps(record) == text
