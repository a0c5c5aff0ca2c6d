"""Starts a grandchild (to prove the whole process group dies), then never answers a turn."""

import subprocess
import sys
import time

from _proto import log, messages, ready

for message in messages():
    if message["type"] == "hello":
        child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(120)"])
        log(f"grandchild {child.pid}")
        ready("hang")
    elif message["type"] == "turn":
        log("hang: thinking forever")
        time.sleep(120)
