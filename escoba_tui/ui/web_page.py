"""The page `escoba serve` gives a browser: textual-serve's page without what leaves the
machine (its Google font link, the SVG logo's namespace address): the font is the
Roboto Mono textual-serve ships, the script and styles come from this server, and the
websocket's address is made in the page from its own location (so it is the address
the browser used, --public or not). The {...} fields are filled in per request, the
words from the catalogue in the server's language (--lang).

What the page adds to textual-serve's script: the font made smaller (down to MIN_FONT
pixels) when the window cannot hold the game's 80×24 cells at the size asked for (and
back up when it can again); the
keys going to the terminal as soon as it is there (not after a first click); and a tab
whose game was taken over by a newer tab of the browser saying so (the server closes
its websocket with REPLACED).
"""

MIN_FONT = 9  # pixels: smaller is not readable
REPLACED = 4001  # the websocket's close code for a tab whose game went to a newer tab


PAGE = """<!DOCTYPE html>
<html lang="{lang}">
  <head>
    <meta charset="utf-8" />
    <title>{title}</title>
    <link rel="stylesheet" href="static/css/xterm.css" />
    <link rel="icon" href="favicon.ico" />
    <script src="escoba/textual.js"></script>
    <style>
      @font-face {
        font-family: "Roboto Mono";
        src: url("static/fonts/RobotoMono-VariableFont_wght.ttf") format("truetype");
        font-style: normal;
      }
      @font-face {
        font-family: "Roboto Mono";
        src: url("static/fonts/RobotoMono-Italic-VariableFont_wght.ttf") format("truetype");
        font-style: italic;
      }
      body { background: #0c181f; }
      .dialog-container {
        position: absolute; width: 100vw; height: 100vh; display: flex;
        align-items: center; justify-content: center; z-index: 10;
      }
      .shade { position: absolute; width: 100%; height: 100%; background: #0c181f; }
      .intro {
        width: 640px; height: 240px; font-size: 16px; z-index: 20;
        font-family: "Roboto Mono", menlo, monospace; text-align: center;
        color: rgba(255, 255, 255, 0.95); background-color: #12232d;
        display: flex; flex-direction: column; align-items: center; justify-content: center; margin: 32px;
      }
      body.-first-byte .intro-dialog, body.-first-byte .intro-dialog .shade {
        opacity: 0; transition: opacity 0.3s ease-out; display: none;
      }
      body .textual-terminal { opacity: 0; transition: opacity 0.3s ease-out; }
      body.-first-byte .textual-terminal { opacity: 1; transition: opacity 0.3s ease-out; }
      body button {
        padding: 16px 32px; background-color: #1f5d3c; color: rgba(255, 255, 255, 0.95);
        border: none; font-family: "Roboto Mono", menlo, monospace; margin: 16px; display: block;
      }
      button:hover { background: #2e8a59; cursor: pointer; }
      .closed-dialog { opacity: 0; display: none; }
      body.-closed .closed-dialog { opacity: 1; display: flex; }
      #start { display: none; }
      #start.-delay { display: flex; }
    </style>
    <script>
      function refresh() { window.location.href = window.location.pathname; }
    </script>
  </head>
  <body>
    <div class="dialog-container intro-dialog">
      <div class="shade"></div>
      <div class="intro">
        <div>{title}</div>
        <button type="button" onclick="refresh()" id="start">{start}</button>
      </div>
    </div>
    <div class="dialog-container closed-dialog">
      <div class="shade"></div>
      <div class="intro">
        <div class="message">{ended}</div>
        <button type="button" onclick="refresh()" id="restart">{restart}</button>
      </div>
    </div>
    <div id="terminal" class="textual-terminal" data-font-size="{font_size}"
      data-replaced="{replaced}" data-play-here="{play_here}"></div>
    <script>
      (function () {
        var terminal = document.getElementById("terminal"), asked = Number(terminal.dataset.fontSize);
        terminal.dataset.sessionWebsocketUrl =
          location.protocol.replace("http", "ws") + "//" + location.host + "/ws";  // http: ws:, https: wss:

        // The largest font size, from the one asked for down to MIN_FONT, at which the
        // window holds 80x24 cells of the terminal's font: when the page loads, and after
        // every resize of the window.
        function fitting() {
          var probe = document.createElement("span"), size = asked;
          probe.style.cssText = "position: absolute; visibility: hidden; white-space: pre; line-height: normal;" +
            "font-family: 'Roboto Mono', Monaco, 'Courier New', monospace";
          probe.textContent = "W".repeat(80);
          document.body.appendChild(probe);
          for (; size > {min_font}; size--) {
            probe.style.fontSize = size + "px";
            var box = probe.getBoundingClientRect();
            if (Math.ceil(box.width) <= window.innerWidth && Math.ceil(box.height) * 24 <= window.innerHeight) break;
          }
          probe.remove();
          return size;
        }

        // A tab whose game a newer tab took over says so (textual-serve's script only says "ended").
        var Socket = window.WebSocket;
        window.WebSocket = function (url, protocols) {
          var socket = protocols === undefined ? new Socket(url) : new Socket(url, protocols);
          socket.addEventListener("close", function (event) {
            if (event.code === {replaced_code}) {
              document.querySelector(".closed-dialog .message").textContent = terminal.dataset.replaced;
              document.getElementById("restart").textContent = terminal.dataset.playHere;
            }
          });
          return socket;
        };
        window.WebSocket.prototype = Socket.prototype;

        var start = window.onload;  // textual-serve's: makes the terminal and connects it
        window.onload = function (event) {
          var font = document.fonts.load(terminal.dataset.fontSize + "px 'Roboto Mono'");
          font.catch(function () {}).then(function () {
            terminal.dataset.fontSize = fitting();
            start(event);
            var keys = terminal.querySelector("textarea");  // xterm's: where the keys go
            if (keys) keys.focus();
            var fit = window.onresize;  // textual-serve's: the cells to the window
            window.onresize = function (resized) {
              var made = terminal.escobaTerminal, size = fitting();
              if (made && String(made.terminal.options.fontSize) !== String(size)) made.terminal.options.fontSize = size;
              if (fit) fit(resized);
            };
          });
        };
      })();
    </script>
  </body>
</html>
"""
