"""A player whose move choice was learned by self-play (examples/selfplay_train.py).

It scores every legal move with a linear function of the move's features and plays the
best one. Plug it into any match or tournament as a `py:` player, with this folder on
the Python path:

    PYTHONPATH=examples escoba match py:learned_player.LearnedPlayer random --games 20
    PYTHONPATH=examples escoba match 'py:learned_player.LearnedPlayer:weights=my.json' greedy

`weights` is the JSON file the training script wrote (default: learned_weights.json
beside this file). Needs numpy (the `rl` extra has it).
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path

import numpy as np

import escoba_tui

DEFAULT_WEIGHTS = Path(__file__).with_name("learned_weights.json")

# Features of one move: the card played (40, one-hot by card index), the cards it takes
# (40), then a few numbers about the table it leaves.
EXTRA = ("captures", "cards_taken", "escoba", "sweepable_left", "cards_left", "claim")
SIZE = 80 + len(EXTRA)


def move_features(
    table: Sequence[int], escoba_counts: bool, rules: escoba_tui.Rules, moves: Sequence[escoba_tui.Move]
) -> np.ndarray:
    """One row of SIZE numbers per move (the same for training and for play)."""
    values = rules.values
    reach = set(values)  # the values a single card can have
    out = np.zeros((len(moves), SIZE), dtype=np.float64)
    total = sum(values[c] for c in table)
    for i, move in enumerate(moves):
        row = out[i]
        row[move.card] = 1.0
        taken = move.captures
        for c in taken:
            row[40 + c] = 1.0
        if move.claim:  # the claimed card and its set leave the table, then we play again
            left = len(table) - 1 - len(taken)
            left_sum = total - values[move.card] - sum(values[c] for c in taken)
        elif taken:
            left = len(table) - len(taken)
            left_sum = total - sum(values[c] for c in taken)
        else:
            left = len(table) + 1
            left_sum = total + values[move.card]
        row[80] = 1.0 if taken else 0.0
        row[81] = (len(taken) + (0 if move.claim else 1)) / 5 if taken else 0.0
        row[82] = 1.0 if taken and left == 0 and escoba_counts and not move.claim else 0.0
        if left:
            needed = 15 - left_sum if rules.capture == "fifteen" else left_sum
            row[83] = 1.0 if needed in reach else 0.0
        row[84] = left / 10
        row[85] = 1.0 if move.claim else 0.0
    return out


def save_weights(weights: np.ndarray, path: Path, about: dict) -> None:
    path.write_text(
        json.dumps({"features": SIZE, "weights": [round(float(w), 6) for w in weights], **about}, indent=1) + "\n",
        encoding="utf-8",
    )


def load_weights(path: Path) -> np.ndarray:
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
        weights = np.array(data["weights"], dtype=np.float64)
    except (OSError, ValueError, KeyError, TypeError) as exc:
        raise escoba_tui.PlayerSpecError(f"cannot read learned weights from {path}: {exc}") from None
    if weights.shape != (SIZE,) or not np.isfinite(weights).all():
        raise escoba_tui.PlayerSpecError(f"{path}: expected {SIZE} finite weights")
    return weights


class LearnedPlayer(escoba_tui.Player):
    """Plays the legal move with the highest learned score."""

    name = "learned"

    def __init__(self, weights: str = str(DEFAULT_WEIGHTS)) -> None:
        self.weights = load_weights(Path(weights))

    def choose(self, view: escoba_tui.SeatView, legal: Sequence[escoba_tui.Move]) -> escoba_tui.Move:
        scores = move_features(view.table, view.escoba_counts(), view.rules, legal) @ self.weights
        return legal[int(np.argmax(scores))]
