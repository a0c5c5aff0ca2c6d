#!/usr/bin/env python3
"""An example escoba bot: copy it, change `choose`, and enter it in any match.

It speaks the JSON Lines player protocol (docs/player-protocol.md):
the referee writes one JSON object per line to our standard input, and we answer
on standard output, one JSON object per line, flushing after each. Standard error
is ours for logging: the referee keeps it in a log file and never reads it.

Run it against a built-in:   escoba match cmd:"python3 examples/bot.py" greedy --games 10

Only the Python standard library is used, so the bot runs anywhere Python 3 does.
The strategy is simple and needs nothing but the `turn` message:
  - take the capture that wins the most (sweeps, the seven of oros, sevens, oros, cards);
  - with nothing worth taking, throw away the least valuable card.
"""

import json
import sys

NAME = "example-bot"


def log(text):
    """A line for the log file: stderr is never parsed, so write anything useful."""
    print(f"[{NAME}] {text}", file=sys.stderr, flush=True)


def send(message):
    """One JSON object per line. Flushing matters: without it the line sits in our
    buffer, the referee waits for it, and we lose the game on time."""
    sys.stdout.write(json.dumps(message) + "\n")
    sys.stdout.flush()


# ----------------------------------------------------------------- cards and moves
#
# A card is rank then suit: "7o" is the seven of oros, "10e" the king of espadas.
# Suits: o (oros, the scoring suit), c (copas), e (espadas), b (bastos).
# A move is the card played, then ':' and the table cards it takes, joined by '+':
#     "5c"          discard the five of copas (it stays on the table)
#     "7o:3b+5c"    play the seven of oros and take 3b and 5c
#     "!7o+3b+5c"   a renuncio claim (only with the renuncio option): the previous
#                   player left 7o although it could take 3b+5c, so we take all three.
# We never have to work out which moves are legal: every `turn` lists them.


def rank(card):
    return int(card[:-1])


def suit(card):
    return card[-1]


def card_worth(card):
    """How much we want a card in our pile: each counts for 'most cards', oros for
    'most oros', sevens for 'most sevens', and the seven of oros is a point alone."""
    worth = 1.0
    if suit(card) == "o":
        worth += 1.0
    if rank(card) == 7:
        worth += 2.0
    if card == "7o":
        worth += 6.0
    return worth


def taken_cards(move):
    """The cards a move puts in our pile (none for a discard)."""
    if move.startswith("!"):  # a claim takes every card it names
        return move[1:].split("+")
    played, colon, captured = move.partition(":")
    if not colon:
        return []
    return [played] + captured.split("+")


def move_worth(move, table):
    taken = taken_cards(move)
    if not taken:
        return 0.0
    worth = sum(card_worth(c) for c in taken)
    captured_from_table = len(taken) - (0 if move.startswith("!") else 1)
    if not move.startswith("!") and captured_from_table == len(table):
        worth += 10.0  # an escoba: clearing the table is a point at once
    return worth


def choose(state, legal):
    """Pick one of the `legal` move strings, seeing only what our seat sees."""
    table = state["table"]
    best = max(legal, key=lambda m: move_worth(m, table))
    if move_worth(best, table) > 0:
        return best  # every capture wins cards, so one is always worth taking
    # No capture at all: every legal move is a discard, a bare card such as "4b".
    # Give away the card we will miss least: the lowest worth, then the lowest rank.
    return min(legal, key=lambda card: (card_worth(card), rank(card)))


# ----------------------------------------------------------------- the main loop


def main():
    seat = None
    for line in sys.stdin:  # one message per line, until `quit` or end of input
        if not line.strip():
            continue
        message = json.loads(line)
        kind = message.get("type")
        if kind == "hello":
            # Answer within 5 seconds, or we forfeit before the first card.
            seat = message["seat"]
            log(f"seat {seat} of {message['seats']}, rules {message['rules']} to {message['target']}")
            send({"type": "ready", "name": NAME, "author": "escoba_tui examples", "version": "1"})
        elif kind == "turn":
            # Answer within message["time_ms"]; the move must be one of "legal".
            move = choose(message["state"], message["legal"])
            send({"type": "move", "move": move})
        elif kind == "hand_end":
            log(f"hand over: points {message['points']}, scores {message['scores']}")
        elif kind == "game_end":
            log(f"game over: {message['result']}, winner side {message['winner']}")
        elif kind == "quit":
            break
        # Anything else (hand_start, deal, played, or a type added later) needs no
        # answer: a bot must ignore what it does not know. Writing a line now, when
        # no answer is due, would forfeit the game.
    log("bye")


if __name__ == "__main__":
    main()
