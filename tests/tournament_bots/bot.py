"""A tiny external bot for tournament tests; its first argument says how it plays.

good     answers every turn with its first legal move
crash    exits at its first turn
hang     never answers a turn (and leaves a grandchild that must be killed too)
cheat    plays a card it does not hold
garbage  answers a turn with a line that is not JSON
"""

import json
import subprocess
import sys
import time

MODE = sys.argv[1] if len(sys.argv) > 1 else "good"
CARDS = [f"{rank}{suit}" for suit in "oceb" for rank in range(1, 11)]


def send(message):
    sys.stdout.write(json.dumps(message) + "\n")
    sys.stdout.flush()


for line in sys.stdin:
    if not line.strip():
        continue
    message = json.loads(line)
    kind = message.get("type")
    if kind == "hello":
        if MODE == "hang":
            subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)", "tournament-bot-grandchild"])
        send({"type": "ready", "name": f"test-{MODE}"})
    elif kind == "turn":
        if MODE == "crash":
            sys.exit(3)
        if MODE == "hang":
            time.sleep(60)
        if MODE == "cheat":
            held = set(message["state"]["hand"])
            send({"type": "move", "move": next(c for c in CARDS if c not in held)})
        elif MODE == "garbage":
            sys.stdout.write("let me think about it\n")
            sys.stdout.flush()
        else:
            send({"type": "move", "move": message["legal"][0]})
    elif kind == "quit":
        break
