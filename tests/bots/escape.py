"""A bot whose descendants try to outlive it (issue 9 item 6), or that floods standard
error, or answers with JSON nested a million deep.

argv[1]: setsid   a child that calls setsid() and sleeps, while the bot plays on
         orphan   a child that forks a grandchild and exits at once; the grandchild
                  calls setsid() and sleeps (re-parented: no process group, no parent)
         flood    writes MB megabytes (argv[3], default 20) to standard error, then plays
         deep     answers its first turn with [[[[...]]]] a million deep
argv[2]: a marker, on every descendant's command line, for the test to look for.
Then it plays its first legal move every turn.
"""

import os
import subprocess
import sys

from _proto import messages, ready, send

mode = sys.argv[1]
marker = sys.argv[2] if len(sys.argv) > 2 else "escape-bot-descendant"
SLEEPER = "import time; time.sleep(120)"
ORPHAN = "import os, time\nif os.fork(): os._exit(0)\nos.setsid(); time.sleep(120)"

for message in messages():
    kind = message["type"]
    if kind == "hello":
        if mode == "setsid":
            subprocess.Popen(
                [sys.executable, "-c", SLEEPER, marker],
                start_new_session=True,
                stdin=subprocess.DEVNULL,
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
            )
        elif mode == "orphan":
            subprocess.run(
                [sys.executable, "-c", ORPHAN, marker],
                stdin=subprocess.DEVNULL,
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
            )
        elif mode == "flood":
            block = (b"START-OF-LOG " if True else b"") + b"x" * (1 << 20)
            megabytes = int(sys.argv[3]) if len(sys.argv) > 3 else 20
            for i in range(megabytes):
                os.write(2, block if i == 0 else b"y" * (1 << 20))
            os.write(2, b"END-OF-LOG\n")
        ready(f"escape-{mode}")
    elif kind == "turn":
        if mode == "deep":
            sys.stdout.write("[" * 1_000_000 + "\n")
            sys.stdout.flush()
            continue
        send({"type": "move", "move": message["legal"][0]})
    elif kind == "quit":
        break
