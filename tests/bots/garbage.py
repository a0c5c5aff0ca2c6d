"""Answers its first turn with something that is not a move message.

argv[1] picks the mistake: text (not JSON, the default), array (JSON, not an object),
no-type (an object without "type"), wrong-type (a "ready" where a "move" is due),
no-move (a "move" message without its "move" string), huge (megabytes with no newline).
"""

import sys

from _proto import messages, ready, send

mode = sys.argv[1] if len(sys.argv) > 1 else "text"
for message in messages():
    if message["type"] == "hello":
        ready("garbage")
    elif message["type"] == "turn":
        if mode == "text":
            sys.stdout.write("I think I will play the seven\n")
            sys.stdout.flush()
        elif mode == "array":
            send([message["legal"][0]])
        elif mode == "no-type":
            send({"move": message["legal"][0]})
        elif mode == "wrong-type":
            send({"type": "ready", "name": "garbage"})
        elif mode == "no-move":
            send({"type": "move", "card": message["legal"][0]})
        elif mode == "huge":
            sys.stdout.write("x" * 3_000_000)  # a "line" with no end in sight
            sys.stdout.flush()
