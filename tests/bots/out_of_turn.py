"""Sends a move while none is due.

argv[1]: hello (the default: a move right behind its ready, in the same write) or
double (answers its first turn with two moves at once).
"""

import json
import sys

from _proto import messages, ready, send

mode = sys.argv[1] if len(sys.argv) > 1 else "hello"


def send_two(first, second):
    # One write, so both lines reach the referee together: the test does not race.
    sys.stdout.write(json.dumps(first) + "\n" + json.dumps(second) + "\n")
    sys.stdout.flush()


for message in messages():
    if message["type"] == "hello":
        if mode == "hello":
            send_two({"type": "ready", "name": "out_of_turn"}, {"type": "move", "move": "1o"})
        else:
            ready("out_of_turn")
    elif message["type"] == "turn":
        move = {"type": "move", "move": message["legal"][0]}
        if mode == "double":
            send_two(move, move)
        else:
            send(move)
