"""A legal but awkward player: logs its hello, floods standard error, and puts unknown
fields in `ready` and `move` (which the referee must ignore). Plays the first legal move."""

import json

from _proto import log, messages, send

for message in messages():
    if message["type"] == "hello":
        log("hello " + json.dumps(message))
        send({"type": "ready", "name": "noisy", "author": "tests", "version": 2, "colour": "teal"})
    elif message["type"] == "turn":
        log("x" * 100_000)  # far beyond a pipe's buffer: blocks unless stderr is a file or nothing
        send({"type": "move", "move": message["legal"][0], "comment": "first legal move", "eval": 0.5})
