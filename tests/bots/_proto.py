"""Shared plumbing of the deliberately broken test bots: read messages, write answers."""

import json
import sys


def messages():
    """Every message the referee writes, until it closes our input."""
    for line in sys.stdin:
        if line.strip():
            yield json.loads(line)


def send(message):
    sys.stdout.write(json.dumps(message) + "\n")
    sys.stdout.flush()


def log(text):
    print(text, file=sys.stderr, flush=True)


def ready(name):
    send({"type": "ready", "name": name})
