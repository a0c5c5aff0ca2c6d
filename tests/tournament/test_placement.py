"""Where a tournament's games run, chosen in tournament/placement.py (the command line
only words it): the checks of the options, and the local place."""

from pathlib import Path

import pytest

from escoba_tui.errors import EscobaError
from escoba_tui.tournament import placement
from escoba_tui.tournament.placement import Where, place, where_asked


@pytest.mark.parametrize(
    "options,key",
    [
        ({"workers": 0}, "workers_range"),
        ({"workers": 10**6}, "workers_range"),
        ({"scheduler": "tcp://127.0.0.1:1", "cluster": "local:1"}, "one_place"),
        ({"scheduler_file": Path("s.json"), "scheduler": "tcp://127.0.0.1:1"}, "one_place"),
        ({"workers": 2, "cluster": "local:1"}, "workers_local"),
        ({"cluster": "remote:2"}, "cluster_form"),
        ({"cluster": "local:0"}, "cluster_form"),
        ({"cluster": "local:999999"}, "cluster_most"),
    ],
)
def test_options_that_name_no_place_are_refused_by_key(options, key):
    pytest.importorskip("distributed")
    with pytest.raises(EscobaError) as caught:
        where_asked(**options)
    assert caught.value.key == key


def test_the_places_asked_for():
    pytest.importorskip("distributed")
    assert where_asked() == Where() and not Where().cluster
    assert where_asked(workers=3) == Where(workers=3)
    assert where_asked(cluster=" local:2 ") == Where(local=2) and Where(local=2).cluster
    assert where_asked(scheduler="tcp://h:1").scheduler == "tcp://h:1"


def test_local_workers_open_nothing_and_count_the_cores(monkeypatch):
    monkeypatch.setattr(placement.os, "cpu_count", lambda: 3)
    assert place(None, Where()).threads == 3  # type: ignore[arg-type]
    local = place(None, Where(workers=5))  # type: ignore[arg-type]
    assert local.executor is None and local.threads == 5 and local.description is None
    local.close()  # nothing to close: no error
