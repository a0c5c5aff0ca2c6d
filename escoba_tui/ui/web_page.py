"""The page `escoba serve` gives a browser: textual-serve's page without what leaves the
machine (its Google font link, the SVG logo's namespace address): the font is the
Roboto Mono textual-serve ships, the script and styles come from this server, and the
websocket's address is made in the page from its own location (so it is the address
the browser used, --public or not). {font_size} and {title} are filled in per request.
"""

PAGE = """<!DOCTYPE html>
<html>
  <head>
    <meta charset="utf-8" />
    <title>{title}</title>
    <link rel="stylesheet" href="static/css/xterm.css" />
    <script src="static/js/textual.js"></script>
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
        <button type="button" onclick="refresh()" id="start">Start</button>
      </div>
    </div>
    <div class="dialog-container closed-dialog">
      <div class="shade"></div>
      <div class="intro">
        <div class="message">Session ended.</div>
        <button type="button" onclick="refresh()">Restart</button>
      </div>
    </div>
    <div id="terminal" class="textual-terminal" data-font-size="{font_size}"></div>
    <script>
      document.getElementById("terminal").dataset.sessionWebsocketUrl =
        location.protocol.replace("http", "ws") + "//" + location.host + "/ws";  // http: ws:, https: wss:
    </script>
  </body>
</html>
"""
