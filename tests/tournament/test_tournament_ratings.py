"""Elo, LOS, openskill and SPRT maths against values worked out by hand."""

import math

import pytest

from escoba_tui.tournament.ratings import (
    elo_pentanomial,
    elo_to_score,
    elo_trinomial,
    los,
    openskill_ratings,
    score_to_elo,
)
from escoba_tui.tournament.sprt import MIN_PAIRS, bounds, llr_pentanomial, sprt_over_pairs


def test_score_and_elo_are_inverse_and_logistic():
    # 3/4 of the points <=> 400*log10(3) = 190.85 Elo
    assert score_to_elo(0.75) == pytest.approx(400 * math.log10(3))
    assert elo_to_score(400 * math.log10(3)) == pytest.approx(0.75)
    assert score_to_elo(0.5) == 0
    assert score_to_elo(1.0) == math.inf and score_to_elo(0.0) == -math.inf


def test_elo_trinomial_by_hand():
    # 6 wins, 2 draws, 2 losses: s = 0.7, Elo = -400 log10(1/0.7 - 1) = 147.19
    # var = (6*0.3^2 + 2*0.2^2 + 2*0.7^2)/10 = 0.16; margin = 1.96*sqrt(0.16/10) = 0.2479
    # low = Elo(0.4521) = -33.40, high = Elo(0.9479) = 504.03
    est = elo_trinomial(6, 2, 2)
    assert est.score == pytest.approx(0.7)
    assert est.elo == pytest.approx(147.19, abs=0.01)
    assert est.low == pytest.approx(-33.40, abs=0.01)
    assert est.high == pytest.approx(504.03, abs=0.01)
    assert est.n == 10


def test_elo_pentanomial_by_hand_and_narrower_than_trinomial_of_same_games():
    # pairs scoring 0, 1/2, 1, 3/2, 2 points: counts 1, 2, 3, 4, 10 -> mean 0.75
    # var = (1*.75^2 + 2*.5^2 + 3*.25^2 + 0 + 10*.25^2)/20 = 0.09375
    est = elo_pentanomial([1, 2, 3, 4, 10])
    assert est.score == pytest.approx(0.75)
    margin = 1.959963984540054 * math.sqrt(0.09375 / 20)
    assert est.low == pytest.approx(score_to_elo(0.75 - margin))
    assert est.high == pytest.approx(score_to_elo(0.75 + margin))
    # Perfectly correlated pairs (each pair one win one loss) have zero pair variance:
    # the same 20 games read as single games have a wide interval.
    assert elo_pentanomial([0, 0, 10, 0, 0]).error == 0
    assert elo_trinomial(10, 0, 10).error > 100


def test_los_by_hand():
    # LOS = (1 + erf((W-L)/sqrt(2(W+L))))/2; W=10, L=5 -> (1 + erf(5/sqrt(30)))/2 = 0.9016
    assert los(10, 5) == pytest.approx(0.90165, abs=1e-5)
    assert los(5, 10) == pytest.approx(1 - 0.90165, abs=1e-5)
    assert los(0, 0) == 0.5
    assert los(7, 7) == 0.5


def test_sprt_bounds_and_llr_by_hand():
    lower, upper = bounds(0.05, 0.05)
    assert lower == pytest.approx(math.log(0.05 / 0.95))
    assert upper == pytest.approx(math.log(0.95 / 0.05))
    # pentanomial 1,2,3,4,10: LLR = 20 * 0.0287506 * (1.5 - 1.0287506) / (2 * 0.09375) = 1.4452
    assert llr_pentanomial([1, 2, 3, 4, 10], 0, 20) == pytest.approx(1.4452, abs=1e-3)
    assert llr_pentanomial([0, 0, 0, 0, 0], 0, 20) == 0


def test_sprt_stops_at_first_crossing_and_not_before_min_pairs():
    # a challenger that wins every pair crosses the upper bound, but not before MIN_PAIRS
    state = sprt_over_pairs([4] * 50, 0, 20, 0.05, 0.05)
    assert state.decision == "H1"
    assert state.pairs == MIN_PAIRS
    assert state.llr >= state.upper
    # one that loses every pair is accepted as H0
    state = sprt_over_pairs([0] * 50, 0, 20, 0.05, 0.05)
    assert state.decision == "H0" and state.llr <= state.lower
    # an even match stays undecided over a few pairs
    state = sprt_over_pairs([2, 1, 3, 2] * 3, 0, 20, 0.05, 0.05)
    assert state.decision is None and state.pairs == 12


def test_openskill_order_matters_and_winner_gains():
    games = [([[0], [1], [2]], [1, 2, 3])] * 5
    r = openskill_ratings(["a", "b", "c"], games)
    assert r[0].mu > r[1].mu > r[2].mu
    # the same games give the same ratings (deterministic)
    assert openskill_ratings(["a", "b", "c"], games) == r
    # teams: both partners of the winning side gain
    r = openskill_ratings(["a", "b", "c", "d"], [([[0, 2], [1, 3]], [1, 2])])
    assert r[0].mu == r[2].mu > r[1].mu == r[3].mu
