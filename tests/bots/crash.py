"""Plays two legal moves, then leaves in the middle of the game without answering.

argv[1]: exit (the default: exits with code 3 on its third turn), stdout (closes its
output after `ready` and stays alive), stdin (closes its input after `ready`).
"""

import os
import sys
import time

from _proto import log, messages, ready, send

mode = sys.argv[1] if len(sys.argv) > 1 else "exit"
turns = 0
for message in messages():
    if message["type"] == "hello":
        ready("crash")
        if mode != "exit":
            os.close(1 if mode == "stdout" else 0)
            log(f"crash: closed its {mode}")
            time.sleep(60)
    elif message["type"] == "turn":
        turns += 1
        if turns == 3:
            log("crash: exiting on turn 3")
            sys.exit(3)
        send({"type": "move", "move": message["legal"][0]})
