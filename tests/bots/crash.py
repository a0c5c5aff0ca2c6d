"""Plays two legal moves, then exits in the middle of the game without answering."""

import sys

from _proto import log, messages, ready, send

turns = 0
for message in messages():
    if message["type"] == "hello":
        ready("crash")
    elif message["type"] == "turn":
        turns += 1
        if turns == 3:
            log("crash: exiting on turn 3")
            sys.exit(3)
        send({"type": "move", "move": message["legal"][0]})
