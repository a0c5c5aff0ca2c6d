"""Plays two legal moves, then leaves in the middle of the game without answering.

argv[1]: exit (the default: exits with code 3 on its third turn), stdout (closes its
output after `ready` and stays alive), stdin (closes its input, then sends `ready`).
"""

import os
import sys
import time

from _proto import log, messages, ready, send

mode = sys.argv[1] if len(sys.argv) > 1 else "exit"
turns = 0
for message in messages():
    if message["type"] == "hello":
        if mode == "stdin":
            # Closed before `ready`, so every message the referee sends after it fails:
            # closed after, a message could still fit in the pipe and the bot look hung.
            os.close(0)
            log("crash: closed its stdin")
        ready("crash")
        if mode != "exit":
            if mode == "stdout":
                os.close(1)
                log("crash: closed its stdout")
            time.sleep(60)
    elif message["type"] == "turn":
        turns += 1
        if turns == 3:
            log("crash: exiting on turn 3")
            sys.exit(3)
        send({"type": "move", "move": message["legal"][0]})
