"""English: every word the game, the viewer and the command line say, as data.

The other languages in this folder translate these names; anything public here is a
word (a template, a table of words, or a small function of grammar such as verbs), and
this module imports nothing, so no helper can become a word by accident."""

APP_TITLE = "Escoba"

# ---------------------------------------------------------------- cards
FACE_STYLES = {"spanish": "Spanish", "italian": "Italian", "french": "French"}
RANK_NAMES = {
    "spanish": {1: "as", 8: "sota", 9: "caballo", 10: "rey"},
    "italian": {1: "asso", 8: "fante", 9: "cavallo", 10: "re"},
    "french": {1: "A", 8: "J", 9: "Q", 10: "K"},
}
# Short labels that fit the corner of a card face.
RANK_LABELS = {
    "spanish": {1: "1", 8: "Sota", 9: "Cab", 10: "Rey"},
    "italian": {1: "1", 8: "Fan", 9: "Cav", 10: "Re"},
    "french": {1: "A", 8: "J", 9: "Q", 10: "K"},
}
SUIT_WORDS = {
    "spanish": {"o": "oros", "c": "copas", "e": "espadas", "b": "bastos"},
    "italian": {"o": "denari", "c": "coppe", "e": "spade", "b": "bastoni"},
    "french": {"o": "♦", "c": "♥", "e": "♠", "b": "♣"},
}
OF = {"spanish": "de", "italian": "di"}
CARD_VALUE = "={value}"
CARD_BACK = "▒"
ESCOBA_MARK = "━"  # a card turned across the pile

# ---------------------------------------------------------------- setup
SETUP_TITLE = "New match"
SETUP_RULES = "Rules"
SETUP_OPTIONS = "Options of this preset"
SETUP_TARGET = "Points to win"
SETUP_SEATS = "Players"
SETUP_COUNT = "How many"
SETUP_LOOK = "Look"
SETUP_PARTNERS = "Partners (4 or 6 players: two sides)"
SETUP_FACES = "Card faces"
SETUP_VALUES = "Show card values"
SETUP_THEME = "Theme"
THEME_SKIPPED = "Theme skipped"
# Ctrl+C does not quit (it copies): what Textual says then, in the language in force.
QUIT_HINT_TITLE = "Do you want to quit?"
QUIT_HINT = "Press {key} to quit."
SETUP_SPEED = "Computer speed"
SETUP_LANGUAGE = "Language"
SETUP_START = "Start"
SETUP_RESUME = "Resume saved match ({summary})"
SETUP_DISCARD = "Discard saved match"
SETUP_SAVED_SEATS = "Saved match: {seats}"
SETUP_SAVE_KEPT = "The saved match could not be used and was kept as {path}: {reason}"
SETTINGS_SKIPPED = "Settings not used"
# `escoba play` while a match is saved: it asks before that match is replaced.
SAVED_ASK_TITLE = "A match is in progress"
SAVED_ASK_SCORE = "Score: {summary}"
SAVED_ASK_NOTE = "Replace it and the new match starts; the saved one is kept among your records in {folder}."
SAVED_ASK_RESUME = "Resume it"
SAVED_ASK_REPLACE = "Replace it"
SAVED_ASK_CANCEL = "Cancel"
PROGRAMS_TITLE = "This match runs programs"
PROGRAMS_NOTE = "Resuming it starts these programs on your computer, as the saved match names them:"
PROGRAMS_RUN = "Run them and resume"
PROGRAMS_CANCEL = "Cancel"
RESUME_FAILED = "Could not resume the saved match: {error}"
START_FAILED = "The match could not start: {error}"
SETUP_QUIT = "Quit"
SETUP_BAD_TARGET = "Points to win must be a whole number, 1 or more."
SETUP_BAD_NAME = "Every seat needs a name."
SETUP_BAD_FACES = "Face values must be three numbers, e.g. 8,9,10."
HUMAN = "Human"
LEVEL_NAMES = {
    "random": "Computer: random",
    "greedy": "Computer: greedy",
    "counter": "Computer: counter",
    "expert": "Computer: expert",
    "master": "Computer: master",
}
# A computer's level in a word, beside its name wherever seats are shown ("Ada · Expert").
LEVEL_WORDS = {"random": "Random", "greedy": "Greedy", "counter": "Counter", "expert": "Expert", "master": "Master"}
# A level in a seat line too narrow for its word (the help's legend lists them).
LEVEL_SHORT = {"random": "R", "greedy": "G", "counter": "C", "expert": "E", "master": "M"}
SEAT_WITH_LEVEL = "{name} · {level}"
# Your record against the computer (the setup screen).
RECORD_TITLE = "Your record against the computer"
RECORD_HEAD = ("vs", "games", "wins", "pts/hand")
RECORD_NONE = "No match finished yet: play one against the computer."
RECORD_OTHER = "others"
RECORD_TAKEBACKS = "Moves taken back: {n}"
RECORD_KEPT = "Your record could not be read and was kept as {path} ({reason}); counting starts afresh."
RECORD_FAILED = "Your record could not be updated: {error}"
DECIMAL_MARK = "."
SPEEDS = {"instant": "Instant", "fast": "Fast", "normal": "Normal", "slow": "Slow"}
DEFAULT_NAMES = ("You", "Ada", "Bruno", "Carmen", "Dario", "Elena")
OPTION_LABELS = {
    "capture": "Capture rule",
    "face_values": "Values of sota, caballo, rey",
    "single_card_first": "A single equal card must be taken first",
    "compulsory_capture": "Capturing is compulsory",
    "opening_escobas": "A dealt table of 15 is the dealer's escoba",
    "last_play_escoba": "The hand's last card can make an escoba",
    "sevens_tiebreak": "Tie on sevens",
    "sevens_rule": "Sevens point",
    "all_sevens_bonus": "Bonus for all four sevens",
    "all_oros_bonus": "Bonus for all ten oros",
    "renuncio": "Renuncio (claim a card that could have captured)",
}
OPTION_CHOICES = {
    "capture": {"fifteen": "cards make 15", "sum": "table cards sum to the card"},
    "sevens_tiebreak": {"none": "nobody scores", "sixes": "most sixes wins"},
    "sevens_rule": {"most": "most sevens", "primiera": "primiera"},
}

# ---------------------------------------------------------------- game
HAND_TITLE = "Hand of {name}"
HAND_TITLE_YOU = "Your hand"
HAND_TITLE_REPLAY = "Hand of {name} (to play)"
HAND_TITLE_REPLAY_YOU = "Your hand (to play)"
TABLE_TITLE = "Table: total {total}"
TABLE_TITLE_AFTER = "Table after move: total {total}"
TABLE_TITLE_MADE = "After the best move: total {total}"  # a practice's answer, drawn as made
TABLE_EMPTY = "The table is empty."
HAND_EMPTY = "No cards in hand."
TABLE_ABOVE = "▲{n}"
TABLE_BELOW = "▼{n} more"
DECK_LEFT = "{n} in the deck"
HAND_NUMBER = "Hand {n}"
DEALER = "{name} {deals}"
YOUR_TURN = "Your turn, {name}."
YOUR_TURN_YOU = "Your turn."
THINKING = "{name} is thinking…"
CHOICE_CAPTURE = "{n} of {k}: {card} takes {cards}"
CHOICE_DISCARD = "{card} goes to the table"
CHOICE_NO_CAPTURE = "{n} of {k}: {card} takes nothing and goes to the table"  # one of the ways `c` cycles through
CHOICE_PARTIAL = "{card} with {cards}: total {total}, not a capture yet"
CHOICE_NONE = "Choose a card: 1-3, ←/→ or click."
NO_CAPTURE_HERE = "Those cards are not a capture for {card}."
RENUNCIO_OFFER = "Renuncio! {name} left {card}, which could take {cards}: press r to claim."
RENUNCIO_OFFER_YOU = "Renuncio! You left {card}, which could take {cards}: press r to claim."
HINT = "Hint ({player}): {move} — {reason}"
HINT_TAKE = "play {card} and take {cards}"
HINT_PLAY = "play {card} to the table"
HINT_CLAIM = "cry renuncio on {card}"
HINT_THINKING = "Thinking of a hint…"
HINT_MORE = " (h: all of it)"  # after a hint cut short at 80×24: h again shows it whole
HINT_WHOLE_TITLE = "Hint"
HINT_REASON = "Hint ({player}): {reason}"  # 80×24: the move is on the choice line above
SEAT_PILE = "pile {n}"
SEAT_PILE_SHORT = "p{n}"  # a seat line too narrow for "pile 4"
SEAT_ESCOBAS = "{marks} {n} escoba{s}"
SEAT_PARTNER = "partner"
SEAT_DEALER = "dealer"
SEAT_PARTNER_MARK = "+"  # a seat line too narrow for the words
SEAT_DEALER_MARK = "D"

SCORE_TITLE = "Score (to {target})"
SCORE_HEAD = ("", "pts", "cards", "oros", "7s", "velo", "esc")
LOG_TITLE = "Moves"
COUNT_TITLE = "Unseen (7s and 6s first)"
# A row of the count panel: a rank, how many are unseen, then those cards.
COUNT_ROW = "{label:>7} {n}: "
COUNT_ALL_SEEN = "all seen"  # a rank none of whose cards is still to come

LOG_HAND = "— Hand {n}: {dealer} {deals} —"
LOG_OPENING = "{dealer} turns up a table of 15 ({cards}): escoba for the dealer."
LOG_PLAY = "{name} {plays} {card}."
LOG_TAKE = "{name} {plays} {card} and {takes} {cards}."
LOG_ESCOBA = " Escoba!"
LOG_REASON = "  ↳ {reason}"
LOG_CLAIM = "{name} {cries} renuncio and {takes} {card} with {cards}."
LOG_LEFTOVERS = "{name} {picks} up what is left: {cards}."

PLAY_BUTTON = "Play"
CYCLE_BUTTON = "Other capture"
HINT_BUTTON = "Hint"
COUNT_BUTTON = "Count"
HELP_BUTTON = "Help"

# ---------------------------------------------------------------- bindings
KEY_PLAY = "Play"
KEY_CYCLE = "Other capture"
KEY_HINT = "Hint"
KEY_COUNT = "Count"
KEY_REVIEW = "Review"
KEY_HELP = "Help"
KEY_RENUNCIO = "Renuncio"
KEY_EXPORT = "Export"
KEY_UNDO = "Undo"
KEY_QUIT = "Quit"
KEY_MENU = "Menu"
KEY_CARD = "Card {n}"
KEY_PREV = "Previous"
KEY_NEXT = "Next"
KEY_PREV_HAND = "Prev hand"
KEY_NEXT_HAND = "Next hand"
KEY_START = "Start"
KEY_END = "End"
KEY_FOLLOW = "Other player"
KEY_CONTINUE = "Continue"
KEY_CLOSE = "Close"
KEY_CANCEL = "Cancel"
KEY_LOG = "Moves"

# ---------------------------------------------------------------- screens
PRIVACY = "Pass to {name} — press Enter"
PRIVACY_YOU = "Your turn at the keyboard — press Enter"
PRIVACY_NOTE = "Every hand is hidden until {name} is at the keyboard."
PRIVACY_NOTE_YOU = "Every hand is hidden until you are at the keyboard."
PRIVACY_BUTTON = "I am {name}"
PRIVACY_BUTTON_YOU = "It's me"
KEY_LEAVE = "Leave"
KEY_STAY = "Stay"
LEAVE_TITLE = "Leave this match?"
LEAVE_NOTE = "It is saved: the menu offers to resume it."
LEAVE_YES = "Leave"
LEAVE_NO = "Stay"

COUNT_SCREEN_TITLE = "The count — hand {n}"
COUNT_CATEGORIES = {
    "cards": "Most cards",
    "oros": "Most oros",
    "velo": "The 7 of oros (velo)",
    "sevens": "Most sevens",
    "primiera": "Primiera",
    "all_sevens": "All four sevens",
    "all_oros": "All ten oros",
    "escobas": "Escobas",
}
COUNT_NOBODY = "nobody"
COUNT_WON = "{side} +{points}"
COUNT_HAND_POINTS = "Points this hand"
COUNT_TOTALS = "Totals"
COUNT_TARGET = "playing to {target}"
COUNT_BUTTON_NEXT = "Next hand"
COUNT_BUTTON_END = "See the result"

END_TITLE = "{side} {wins} the match!"
END_TIE = "The match is over."
END_SCORES = "{side}: {points}"
END_NEW = "New match"
END_REMATCH = "Rematch"
END_REVIEW = "Review"
END_QUIT = "Quit"
EXPORTED = "Record written to {path}"
EXPORT_FAILED = "Could not write the record: {error}"
SAVE_FAILED = "Could not save the match: {error}"
UNDONE = "Your last move is taken back."
UNDO_FAILED = "Could not take the move back: {error}"
TAKEBACKS = "Moves taken back: {n}"
RESUMED = "Resumed the saved match."

# Playing at a hosted table (escoba join)
NET_TABLE = "Table {code}"
NET_WAITING_ONE = "Waiting for one more player to join…"
NET_WAITING = "Waiting for {n} more players to join…"
NET_RECONNECTING = "reconnecting… attempt {n}, {time}"
NET_RECONNECTING_UNTIL = "reconnecting… attempt {n}, {time} of at most {most} ({key}: leave)"
NET_BACK = "Back at the table."
NET_LOST = "Connection to the host lost: {reason}"
NET_INVALID = "The host sent something invalid: {detail}. The connection is closed."
NET_FORFEIT = "The match ended early: a seat forfeited."
NET_FORFEIT_WHO = "The match ended early: {name} forfeited."
NET_FORFEIT_WHO_WHY = "The match ended early: {name} forfeited ({why})."
# Why a seat at a hosted table forfeited (players/base.py Fault), said to the others.
NET_FORFEIT_CAUSES = {
    "timeout": "their time ran out",
    "disconnect": "they left and did not come back in time",
    "illegal move": "an illegal move",
    "protocol": "their program broke the protocol",
    "crash": "their program stopped",
}
NET_AWAY = "away"
NET_OPEN = "not joined yet"
NET_AI = "a computer plays on"
NET_THINKING = "thinking…"
NET_CLOCK = "{time} left"
NET_LEAVE = "Leave"
NET_REMATCH_OPEN = "Rematch on offer: every player must ask for it ({time} left)."
NET_REMATCH_WAITING = "You asked for a rematch: waiting for {names} ({time} left)…"
NET_REMATCH_NONE = "There is no rematch at this table: leave it when you are done."
NET_REMATCH_DECLINED = "No rematch: {reason}."
NET_REMATCH_REASONS = {
    "timeout": "not everyone asked in time",
    "left": "a player left the table",
    "stopped": "the host stopped",
}
NET_REMATCH_GO = "Rematch: a new match at the same table."
# A hosted table when its host is gone, leaving it, moves on their way, away seats (issue 18)
NET_GAVE_UP = (
    "no answer after {n} attempts ({time}). Run the same command again to take your seat back while the host keeps it."
)
NET_HOST_ERROR = "the host says: {message}"
NET_CLOSED = "the host closed it."
NET_STOPPED = "The host stopped the table; it is saved and resumes when hosted again: then run the same command to take your seat back."
NET_STOPPED_RETRYING = "The host stopped the table; it is saved and resumes when hosted again. Joining again: attempt {n}, {time} of at most {most} ({key}: leave)."
NET_STOPPED_FOR_GOOD = "The host stopped the table: the match ends here, unfinished."
NET_UNKNOWN = "unknown"
NET_SENT = "Your move is sent: waiting for the host…"
NET_AWAY_SHORT = "away: {time} left"
NET_AWAY_FORFEIT = "away: {time} left, then forfeit"
NET_AWAY_TAKEOVER = "away: {time} left, then the computer"
NET_LEFT = "left the table"
NET_LEFT_SHORT = "left · {time}"
NET_LEFT_FORFEIT = "left · {time} to come back, then forfeit"
NET_LEFT_TAKEOVER = "left · {time} to come back, then the computer"
# A move the computer made for a seat gone too long, in the log and the header.
NET_TAKEOVER_NAME = "{name} (computer)"
# The header while a seat's move is awaited and the host does not say whether its player
# is there (a spectator is never told), or says they are away, or left on purpose.
NET_AWAITED = "Waiting for {name}"
NET_AWAITED_AWAY = "Waiting for {name}: away"
NET_AWAITED_LEFT = "Waiting for {name}: left the table"
# On the count of a hand at a hosted table, when our move comes next: our clock.
NET_COUNT_HELD = "Your move is next: your clock starts when you go on (at the latest in {time})."
NET_COUNT_CLOCK = "Your move is next: {time} left on your clock."
NET_LEAVE_TITLE = "Leave the table?"
NET_LEAVE_FORFEIT = "The host keeps your seat for {time}: run the same command again to take it back. After that, your side forfeits the match."
NET_LEAVE_TAKEOVER = "The host keeps your seat for {time}: run the same command again to take it back. After that, the computer plays on for you."
NET_LEAVE_UNKNOWN = "The host keeps your seat for a while: run the same command again to take it back. After that, your side forfeits or the computer plays on, as the table is set."
HOST_LEAVE_TITLE = "Stop the table?"
HOST_LEAVE_NOTE = "The match ends here for everyone: it is kept in the data folder's host/left/ but not resumed, and the other players are told that you stopped it."
NET_REMATCH_ASKED = "Asked so far: {names}."
NET_REMATCH_NOBODY = "Nobody has asked yet."

# Hosting a match from the setup screen (seats that join over the network)
REMOTE_PLAYER = "Remote (network)"
HOST_ONE_HUMAN = "A match with remote players has one player at this screen: make exactly one seat Human."
HOST_TITLE = "Host a match"
HOST_NOTE = "Friends join from their own terminal with escoba join; the computer seats play here."
HOST_PORT = "Port (0: any free one)"
HOST_PUBLIC = "Listen on all addresses"
HOST_PUBLIC_WARNING = "Anyone who can reach this machine can take a free seat: there is no login. Over the internet, prefer SSH port forwarding."
HOST_START = "Host"
HOST_BACK = "Back"
HOST_BAD_PORT = "The port is a number from 0 to 65535 (0: any free port)."
HOST_PORT_IN_USE = "Port {port} is in use: choose another, or 0 for any free port."
HOST_FAILED = "Cannot host the match: {error}"
HOSTING_TITLE = "Hosting table {code}"
HOSTING_WHERE = "Address {address}   Port {port}   Code {code}"
HOSTING_SEND = "Send this command to a friend:"
HOSTING_SSH = "Far away? They run {ssh} first (no port to open)."
HOSTING_SSH_LOGIN = "you@this-machine"
HOSTING_PUBLIC = "Listening on all addresses: anyone who can reach this machine can join."
HOSTING_REMOTE = "Remote player"
HOSTING_YOU = "{name} (you)"
HOSTING_SEAT = "{n}. {who}: {state}"
HOSTING_STATES = {"here": "here", "waiting": "waiting…", "away": "left, may come back", "computer": "plays here"}
HOSTING_COPY = "Copy command"
HOSTING_COPIED = "The command is copied (where the terminal allows it)."
HOSTING_CANCEL = "Cancel"
HOSTING_STOPPED = "The table stopped: {reason}"
# Watching a hosted table (escoba join --watch), and the name of the host's own seat
HOSTING_WATCH = "Anyone may watch, every hand face down:"
WATCH_TITLE = "Watching table {code}"
WATCH_WAITING = "Waiting for the match to start…"
HOST_SEAT_NAME = "Host"
# `escoba join` without --name: a name for the friend, never "You" on others' screens.
GUEST_SEAT_NAME = "Guest"

HELP_TITLE = "Help — {preset}, to {target}"
HELP_RULES = "Rules"
HELP_KEYS = "Keys"
HELP_SEATS = "Around the table"  # the legend of the other seats' panels and lines
HELP_SEAT_BACKS = "a card in the seat's hand, face down"
HELP_SEAT_PILE = "the cards the seat has taken (its pile)"
HELP_SEAT_ESCOBAS = "the seat's escobas"
HELP_SEAT_PARTNER = "your partner (your side)"
HELP_SEAT_DEALER = "the seat that dealt this hand"
HELP_SEAT_LEVELS = "a computer seat's level: {levels}"
# The help's key list is made from the screen's own bindings (help_keys), so it cannot
# leave a key out: here only how a key is written and what each action does.
KEY_NAMES = {
    "enter": "Enter",
    "space": "space",
    "left": "←",
    "right": "→",
    "up": "↑",
    "down": "↓",
    "pageup": "PgUp",
    "pagedown": "PgDn",
    "home": "Home",
    "end": "End",
    "escape": "Esc",
    "question_mark": "?",
    "tab": "Tab",
    "ctrl": "Ctrl",
}
HELP_GAME_KEYS = {
    "select": "choose a card of your hand (or click it)",
    "step": "move between the cards of your hand",
    "table_scroll": "scroll the table when its cards do not all fit",
    "log_scroll": "scroll the move log (a new move brings it back to the end)",
    "play": "play the chosen card (to the table if it takes nothing)",
    "cycle": "the chosen card's next way to play, counted (1 of 3…): each capture it can make, the best first, then no capture (the card goes to the table)",
    "renuncio": "claim a renuncio when one is offered",
    "hint": "hint: what the counter player would do, and why",
    "count": "the count: unseen cards, sevens and sixes first",
    "undo": "take back your last move (against computers only)",
    "export": "export the match as a record file",
    "help": "this help",
    "leave": "leave the match (it stays saved)",
}
HELP_CYCLE_COMPULSORY = "the chosen card's next capture, counted (1 of 2…); capturing is compulsory, so a card that can capture cannot go to the table"
HELP_GAME_MOUSE = (("click table", "pick the table cards to take yourself"),)
HELP_REPLAY_KEYS = {
    "step": "the next move, or the one before",
    "hand": "the next hand, or the one before",
    "edge": "the start or the end of this hand",
    "match_edge": "the start of the first hand, or the end of the last",
    "follow": "the hand panel follows the next player",
    "log_scroll": "scroll the move log",
    "count": "the count: unseen cards, sevens and sixes first",
    "review": "review the game: each move against the best the search finds",
    "help": "this help",
    "quit_replay": "leave the replay",
    "back_replay": "back to the end of the match",
    "menu_replay": "back to the menu",
    "back": "back to the standings",
    "jump": "go to that hand",
    "retry": "your mistakes and blunders again: find the better move",
}
HELP_CLOSE = "Close"

TOO_SMALL = "The terminal is {w}×{h}. Escoba needs at least {mw}×{mh}: please make it bigger."

REPLAY_TITLE = "Replay: {file}"
# The review of a game (escoba analyze in the viewer): progress, and each move's label.
REVIEW_PROGRESS = "review {done}/{total}"
REVIEW_DONE = "review: {summary}"
REVIEW_PLAYER = "{name} loses {loss} a move"
REVIEW_PLAYER_YOU = "you lose {loss} a move"
REVIEW_LABELS = {"best": "best", "good": "good", "inaccuracy": "inaccuracy", "mistake": "mistake", "blunder": "blunder"}
# Accuracy (analyze.py's 0 to 100): in the review's summary, at the end of a match, in your record.
ACCURACY_PERCENT = "{n}%"
REVIEW_ACCURACY = "{player} (accuracy {accuracy})"
# What the review's figures mean, under the move log once it is done.
REVIEW_LEGEND = "Loss: points given up a move against the best; accuracy {full}: always the best."
END_ACCURACY_WAIT = "Accuracy: analysing the match… {done}/{total}"
END_ACCURACY = "Accuracy: {players}"
END_ACCURACY_PLAYER = "{name} {accuracy}"
RECORD_ACCURACY = "Accuracy vs {who}: {trend}"
REPLAY_POSITION = "Hand {hand} of {hands}, move {move} of {moves}"
REPLAY_HELP = "→ next move · ← previous · PgDn/PgUp next/previous hand · 1-9 jump to hand · f other player · q quit"
REPLAY_FOLLOW = "f: another player's hand"  # under the hand in a replay: one line at 80 columns

# Practice (practice.py): your mistakes tried again from the review, and puzzles.
KEY_RETRY = "Mistakes"
KEY_NEXT_POSITION = "Next"
KEY_NEXT_MISTAKE = "Next mistake"
SETUP_PUZZLES = "Puzzles"
PRACTICE_COUNT = "{n} of {total}"
PRACTICE_SUMMARY = "{found} of {tried} found"
PRACTICE_JUDGING = "Weighing your move…"
PRACTICE_BEST = "Best: {move}"
PRACTICE_FOUND = "✓ The best move."
PRACTICE_AS_GOOD = "✓ As good as the best move."
PRACTICE_MARGIN = "The next best loses {margin} points."
PRACTICE_MISSED = "✗ Not the best: {label}, {loss} points lost."
PRACTICE_WHY = "Why: {reason}."
PRACTICE_FAILED = "The move could not be judged: {error}"
PRACTICE_LAST = "that was the last: q to go back"
RETRY_NEXT = "m: next mistake"
RETRY_ABOUT = "hand {hand}, move {move} · {label}: {played}"
RETRY_WAIT = "The review is running: press m again once it has found the mistakes."
RETRY_NONE = "No mistake or blunder in this game."
RETRY_NONE_YET = "No mistake found yet: the review is still running."
PUZZLE_NEXT = "Enter: next puzzle"
PUZZLE_ABOUT = "{file}, hand {hand}, move {move} · box {box}"
PUZZLES_LOOKING = "Looking for puzzles in your games… {done}/{total}"
PUZZLES_NONE = (
    "No puzzles yet: finish a match against the computer; positions where one move is clearly best become puzzles."
)
PUZZLES_NONE_DUE = "No puzzle due today: the next one comes back on {date}."
PUZZLES_SUMMARY = "{found} of {tried} solved"
PUZZLES_KEPT = "The puzzle file could not be used and was kept as {path}: {reason}"
PUZZLES_SKIPPED = "Record skipped: {name}: {reason}"
PUZZLES_MORE_NOTES = "… and {n} more notes"
PUZZLES_FAILED = "Could not keep the puzzles: {error}"
# `escoba puzzles --list`
# Counts as labels: no plural to get wrong after 1 (`1 records read`).
PUZZLES_CLI_STATUS = "Puzzles: {n} · due today: {due} · new: {new} · records read: {read}"
PUZZLES_CLI_LINE = "{due}  box {box}  {file}, hand {hand}, move {move}  solved {solved} of {tries}"
PUZZLES_CLI_NEXT = "Next puzzle due: {date}"
HELP_PRACTICE_KEYS = {
    "select": "choose a card of your hand (or click it)",
    "step": "move between the cards of your hand",
    "play": "play the chosen move: it is judged and the best shown; then the next position",
    "cycle": "the chosen card's next way to play, counted (1 of 3…): each capture it can make, the best first, then no capture (the card goes to the table)",
    "next": "the next position",
    "count": "the count: unseen cards, sevens and sixes first",
    "log_scroll": "scroll the move log",
    "help": "this help",
    "back": "go back",
}
HELP_RETRY_KEYS = {**HELP_PRACTICE_KEYS, "next": "your next mistake", "back": "back to the replay"}
HELP_PUZZLE_KEYS = {**HELP_PRACTICE_KEYS, "next": "the next puzzle", "back": "leave the puzzles"}

SIDE_JOIN = " & "
# How numbers are written: 0.38 and 1,980 in English; 0,38 and 1 980 in French.
# Whether 0 takes the singular, as 1 does (French: "0 joueur"); wording.singular reads it.
ZERO_SINGULAR = False
DECIMAL_MARK = "."
THOUSANDS_MARK = ","
# A percentage after its figure ("92.1%"): French puts a narrow no-break space before it.
PERCENT_SIGN = "%"
# Words that merge before a vowel, as (pattern, replacement) regular expressions applied
# to a reason once worded (French "que un six" -> "qu'un six"); none in English.
ELISIONS: list[tuple[str, str]] = []


def plural(n: int) -> str:
    return "" if n == 1 else "s"


# The seat at the keyboard is called YOU by default: the verbs agree with it ("You play"),
# and lines about it take their KEY_YOU form where one exists ("Your hand", not "Hand of You").
YOU = "You"
_VERBS = {"deals": "deal", "plays": "play", "takes": "take", "cries": "cry", "picks": "pick", "wins": "win"}


def verbs(name: str) -> dict[str, str]:
    """The verbs of the log agreeing with a name: "Ada plays", but "You play" and
    "Ada & Bruno play"."""
    if name == YOU or SIDE_JOIN in name:
        return dict(_VERBS)
    return {third: third for third in _VERBS}


# ---------------------------------------------------------------- reasons (see escoba_tui/reasons.py)
# A player's reason is a few clauses (joined by REASON_JOIN); an award of the count is one.
REASON_JOIN = "; "
# A move of the analysis that takes nothing (in "{move} was worth 0.38 more").
REASON_DISCARD = "laying {card} down"
REASONS = {
    "claim": "claims a renuncio: {card} could have taken {cards}",
    "take": "takes {what}",
    "sweep": "sweeps the table (escoba), {what}",
    "last_card": "last card of the hand",
    "safe": "leaves {total}: nothing still to play can take it all",
    "sweepable_one": "leaves {total}: only {cards} still to play can take it all",
    "sweepable_two": "leaves {total}: only {cards} still to play can take it all",
    "sweepable_more": "leaves {total}: {cards} still to play can take it all",
    "still_to_play_one": "{cards} still to play",
    "still_to_play": "{cards} still to play",
    "random": "picked at random",
    "missed_sweep": "misses the escoba {move}",
    "gave_up_velo": "gives up the velo",
    "threw_seven": "throws away a seven ({move})",
    "missed_seven": "misses a seven: {move} takes it",
    "took_less": "takes {n} cards where the best move takes {m}",
    "worth_more": "{move} was worth {n} more",
    "most_cards": "most cards: {n}",
    "tied_cards": "tied on cards at {n}: nobody scores",
    "most_oros": "most oros: {n}",
    "tied_oros": "tied on oros at {n}: nobody scores",
    "velo": "the 7 of oros",
    "velo_untaken": "nobody took the 7 of oros",
    "best_primiera": "best primiera: {n}",
    "tied_primiera": "tied on primiera at {n}: nobody scores",
    "no_primiera": "no side holds all four suits",
    "most_sevens": "most sevens: {n}",
    "sixes_break_tie": "sevens tied at {n}, most sixes: {m}",
    "tied_sevens_and_sixes": "sevens tied at {n} and sixes at {m}: nobody scores",
    "tied_sevens": "tied on sevens at {n}: nobody scores",
    "all_sevens": "all four sevens",
    "all_oros": "all ten oros",
}
TAKEN_PRIZES = "{prizes}: {cards}"
CARDS_TAKEN = "{n} cards"
VELO_NOUN = "the velo"
# Counted nouns: (one of them, several: {n} is a number word); ranks in FEMININE count with NUMBER_WORDS_F.
ORO_NOUN = ("an oro", "{n} oros")
RANK_NOUNS = {
    1: ("an ace", "{n} aces"),
    2: ("a two", "{n} twos"),
    3: ("a three", "{n} threes"),
    4: ("a four", "{n} fours"),
    5: ("a five", "{n} fives"),
    6: ("a six", "{n} sixes"),
    7: ("a seven", "{n} sevens"),
    8: ("a sota", "{n} sotas"),
    9: ("a caballo", "{n} caballos"),
    10: ("a rey", "{n} reyes"),
}
NUMBER_WORDS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")
FEMININE: frozenset[int] = frozenset()
NUMBER_WORDS_F = NUMBER_WORDS
AND = " and "

# The words above name Spanish faces (sota, caballo, rey; oros). With other card faces,
# these catalogue names are worded instead (a dict is merged key by key over the one
# above). A language's FACE_WORDS replaces this one whole: what it leaves out it says
# as for Spanish faces, in its own words (French "deniers" suit Italian cards as well).
FACE_WORDS: dict[str, dict[str, object]] = {
    "italian": {
        "RANK_NOUNS": {8: ("a fante", "{n} fanti"), 9: ("a cavallo", "{n} cavalli"), 10: ("a re", "{n} re")},
        "FEMININE": frozenset(),
        "ORO_NOUN": ("a denaro", "{n} denari"),
        "VELO_NOUN": "the settebello",
        "REASONS": {
            "gave_up_velo": "gives up the settebello",
            "most_oros": "most denari: {n}",
            "tied_oros": "tied on denari at {n}: nobody scores",
            "velo": "the 7 of denari",
            "velo_untaken": "nobody took the 7 of denari",
            "all_oros": "all ten denari",
        },
        "COUNT_CATEGORIES": {
            "oros": "Most denari",
            "velo": "The 7 of denari (settebello)",
            "all_oros": "All ten denari",
        },
        "SCORE_HEAD": ("", "pts", "cards", "den.", "7s", "sb", "esc"),
        "OPTION_LABELS": {"face_values": "Values of fante, cavallo, re", "all_oros_bonus": "Bonus for all ten denari"},
        "RULE_LINES": {
            "face_values": "Fante, cavallo, re are worth {a}, {b}, {c}.",
            "count": "Each hand: 1 point each for most cards, most denari, the 7 of denari, {sevens}.",
            "all_oros": "All ten denari: {n} more.",
        },
    },
    "french": {
        "RANK_NOUNS": {8: ("a jack", "{n} jacks"), 9: ("a queen", "{n} queens"), 10: ("a king", "{n} kings")},
        "FEMININE": frozenset(),
        "ORO_NOUN": ("a diamond", "{n} diamonds"),
        "VELO_NOUN": "the 7 of diamonds",
        "REASONS": {
            "gave_up_velo": "gives up the 7 of diamonds",
            "most_oros": "most diamonds: {n}",
            "tied_oros": "tied on diamonds at {n}: nobody scores",
            "velo": "the 7 of diamonds",
            "velo_untaken": "nobody took the 7 of diamonds",
            "all_oros": "all ten diamonds",
        },
        "COUNT_CATEGORIES": {
            "oros": "Most diamonds",
            "velo": "The 7 of diamonds (velo)",
            "all_oros": "All ten diamonds",
        },
        "SCORE_HEAD": ("", "pts", "cards", "♦", "7s", "7♦", "esc"),
        "OPTION_LABELS": {"face_values": "Values of jack, queen, king", "all_oros_bonus": "Bonus for all ten diamonds"},
        "RULE_LINES": {
            "face_values": "Jack, queen, king are worth {a}, {b}, {c}.",
            "count": "Each hand: 1 point each for most cards, most diamonds, the 7 of diamonds, {sevens}.",
            "all_oros": "All ten diamonds: {n} more.",
        },
    },
}

# The rules in short (the help screen), option by option.
RULE_LINES = {
    "capture_fifteen": "A card captures table cards that make 15 with it.",
    "capture_sum": "A card captures table cards whose values sum to its own value.",
    "single_card_first": "A single card of equal value must be taken first.",
    "face_values": "Sota, caballo, rey are worth {a}, {b}, {c}.",
    "compulsory": "Capturing is compulsory.",
    "optional": "Capturing is optional.",
    "escoba": "Clearing the table is an escoba: 1 point at once.",
    "escoba_not_last": "Clearing the table is an escoba: 1 point at once, but not with the hand's last card.",
    "opening": "A dealt table of 15 (or two 15s) is the dealer's escoba (or two).",
    "count": "Each hand: 1 point each for most cards, most oros, the 7 of oros, {sevens}.",
    "sevens_most": "most sevens",
    "sevens_sixes": "most sevens (a tie goes to most sixes)",
    "sevens_primiera": "primiera",
    "all_sevens": "All four sevens: {n} more.",
    "all_oros": "All ten oros: {n} more.",
    "renuncio": "Renuncio: a card left that could have captured may be claimed by the next player.",
    "target": "First to {target} wins; a tie at the top plays another hand.",
}

# ---------------------------------------------------------------- tournament viewer
KEY_BACK = "Back"
KEY_SORT = "Sort"
KEY_OPEN = "Open game"
KEY_RELOAD = "Reload"
KEY_TAB_STANDINGS = "Standings"
KEY_TAB_CROSSTABLE = "Crosstable"
KEY_TAB_GAMES = "Games"
VIEW_TITLE = "Tournament: {name}"
VIEW_HEAD = "{name}: {rules} to {target}, {seats} seats{partners}, {format}"
VIEW_PARTNERS = " (partners)"
VIEW_PROGRESS = "{done} of {scheduled} games"
VIEW_COMPLETE = "complete"
VIEW_STOPPED_BY_SPRT = "stopped by the SPRT"
VIEW_AFTER_DECISION = "{count} more after its decision, not counted"
VIEW_RUNNING = "{remaining} to play"
VIEW_LEADER = "leader: {name}"
VIEW_WAITING = "No standings yet in {path}: start the run with `escoba tournament run {definition}`; this screen fills in as games finish."
VIEW_UNREADABLE = "Could not read {path} ({error}); showing the last standings read."
VIEW_GONE = "{path} is gone; showing the last standings read."
VIEW_TABS = {"standings": "Standings", "crosstable": "Crosstable", "games": "Games"}
VIEW_COLUMNS = {
    "rank": "#",
    "name": "player",
    "games": "games",
    "wins": "W",
    "draws": "D",
    "losses": "L",
    "score_rate": "score %",
    "points_per_hand": "pts/hand",
    "elo": "Elo [95%]",
    "los": "LOS",
    "rating": "rating μ/σ",
    "forfeits": "forfeits",
}
VIEW_SORT_UP = " ▲"
VIEW_SORT_DOWN = " ▼"
VIEW_FAILING = "{name} keeps failing: {n} forfeits in {games} games"
VIEW_STANDINGS_NOTE = (
    "Sort: click a column heading, or move to a column with ←/→ and press s or Enter (again: reverse)."
)
VIEW_CROSS_NOTE = "Score of the row against the column / games played{los}. Points: a win 1, a draw ½."
VIEW_CROSS_LOS = "; then the row's likelihood of superiority"
VIEW_GAME_COLUMNS = {
    "n": "#",
    "id": "game",
    "players": "sides",
    "status": "result",
    "scores": "scores",
    "hands": "hands",
    "forfeit": "forfeit",
}
VIEW_GAMES_NOTE = "Enter or a second click on a played game opens it in the replay viewer; q or Esc comes back."
VIEW_PENDING = "not played yet"
VIEW_GAMES_SKIPPED = "{count} games not played: the SPRT decided."
VIEW_NOT_COUNTED = "not counted"
VIEW_DRAW = "draw"
VIEW_WINNER = "{side} wins"
VIEW_ABANDONED = "abandoned"
VIEW_FORFEIT = "seat {seat}: {reason}"
VIEW_NOT_PLAYED = "Game {id} is not played yet."
VIEW_NO_RECORD = "Cannot open game {id}: {error}"
VIEW_CHALLENGER = "challenger {name}: Elo {elo} {interval} over {pairs} game pairs"
VIEW_SPRT = "SPRT [{elo0}, {elo1}]: LLR {llr}, bounds {lower} / {upper} after {pairs} pairs: {verdict}"
VIEW_SPRT_VERDICTS = {"H1": "H1 accepted (better)", "H0": "H0 accepted (not better)", "": "undecided"}
VIEW_FORMATS = {"round-robin": "round-robin", "gauntlet": "gauntlet"}
REPLAY_HELP_BACK = (
    "→ next move · ← previous · PgDn/PgUp next/previous hand · 1-9 jump to hand · f other player · q back"
)
REPLAY_HELP_MENU = (
    "→ next move · ← previous · PgDn/PgUp next/previous hand · 1-9 jump to hand · f other player · q menu"
)


# `escoba record show`: a record as text, in the language asked for with --lang.
RECORD_TEXT = {
    "vs": " vs ",
    "head": "{sides} — {rules} to {target}",
    "seed": ", seed {seed}",
    "options": "options: {options}",
    "hand": "Hand {n} — dealer: {dealer}; table: {cards}",
    "opening": "{dealer}: takes the dealt table ({cards}) — escoba",
    "deal": "Deal: {hands}",
    "deal_join": "; ",
    "seat": "{name}:",
    "claim": "claims renuncio: {cards}",
    "take": "plays {card} and takes {cards}",
    "play": "plays {card} to the table",
    "escoba": "ESCOBA",
    "leftovers": "{name}: takes the leftovers ({cards})",
    "count": "Count:",
    "nobody": "nobody",
    "escobas": "escobas",
    "points": "Points: {points}",
    "final": "Final: {scores}",
    "forfeit": "{name}: forfeits ({reason}).",
    "winner": "Winner: {side}",
    "abandoned": "The game was abandoned.",
}

# `escoba match`'s summary, in the language asked for with --lang.
MATCH_TEXT = {
    "title": "{games} games, {rules} to {target}",
    "title_one": "1 game, {rules} to {target}",
    "title_duplicate": "{deals} deals × {seatings} seatings = {games} games (duplicate), {rules} to {target}",
    "columns": ("player", "games", "W", "D", "L", "score", "points", "pts/hand", "±95%", "forfeits"),
    "sides": "sides",
    "side_columns": ("side", "W", "D", "L", "points"),
    "records": "{n} records in {folder}",
    "records_one": "1 record in {folder}",
    "margin": "{first} over {second}: {interval} points per hand, paired over {hands} duplicate hands",
    "interval": "{mean} ± {half} (95% interval {low} to {high})",
    "few_hands": "{mean} (too few paired hands for an interval)",
    "score": "match score {first} {a} – {b} {second} over {games} games (ties count half)",
    "progress": "game {done}/{total}",
}
# `escoba host`, `join` and `serve`: their own lines on the terminal.
NET_CLI_TEXT = {
    "warning": "warning: {message}",
    "resuming": "resuming {n} saved tables from {folder}",
    "resuming_one": "resuming 1 saved table from {folder}",
    "listening": "warning: listening on {address}: anyone who can reach this machine can join a free seat "
    "(there is no login; consider SSH port forwarding instead, see docs/friends.md)",
    "listening_serve": "warning: listening on {address}: there is no login, anyone who can reach it may play "
    "(prefer SSH port forwarding: ssh -L 8000:127.0.0.1:8000 host)",
    "taking_back": "taking back seat {seat} (kept in {path})",
    "key_not_kept": "warning: the seat's key could not be kept in {path}: {reason}",
    "table": "table {code}: {seats} ({n} seats free)",
    "table_one": "table {code}: {seats} (1 seat free)",
    "join_with": "  join with:  escoba join {address}:{port} {code}",
    "watch_with": "  watch with: escoba join --watch {address}:{port} {code}",
    "stop_with": "stop with Ctrl-C (tables are saved; start again to go on)",
    "serving": "Escoba in your browser: {url}   (Ctrl+C stops the server)",
}
# `escoba serve`'s page around the game (the game's own words are its screens').
WEB_PAGE_TEXT = {
    "start": "Start",
    "ended": "Session ended.",
    "replaced": "This game was opened in another tab or window of this browser: it goes on there.",
    "restart": "Restart",
    "play_here": "Play here",
}
# Asking before a file's programs run; what a stopped command says.
ASK_TEXT = {
    "runs": "{source} runs these programs on this machine, with your permissions:",
    "ask": "Run them?",
    "none_run": "nothing was run",
    "aborted": "aborted",
    # The question asked on a terminal, with its answers (no is the default; y/yes and n/no
    # are understood in every language).
    "confirm": "{question} [y/N]: ",
    "yes": "y yes",
    "no": "n no",
}
# Why a player forfeited (players/base.py Fault), in a record's text and the viewer's games.
FAULT_WORDS = {
    "crash": "crash",
    "timeout": "timeout",
    "illegal move": "illegal move",
    "protocol": "protocol",
    "disconnect": "disconnect",
}
# `escoba tournament new` and `run`: what they say while they work.
RUN_TEXT = {
    "wrote": "wrote {path}: {players} players, {games} games{cap}",
    "cap": " at most: the run stops when the SPRT decides",
    "run_it": "run it with: escoba tournament run {path}",
    "replaced": "record of {game} was unreadable: it is played again",
    "resuming": "resuming: {done} of {scheduled} games done, {to_play} to play",
    "all_played": "all {scheduled} games are already played",
    "start": "{scheduled} games to play with {workers} workers{where}",
    "start_one": "{scheduled} games to play with 1 worker{where}",
    "on": " on {where}",
    "forfeit": "game {game}: forfeit by {fault}",
    "skipped": "game {game}: skipped: {reason}; the tournament goes on",
    "failing": "warning: {name} keeps failing: {n} forfeits in {games} games so far; the tournament goes on",
    "rate": "{rate} games/s",
    "eta": "ETA {eta}",
    "time_budget": "warning: {name} ({spec}) thinks for a time per move, so its games depend on the speed and load of "
    "the worker that plays them and differ from machine to machine; for the same games everywhere "
    "give it a number of iterations, e.g. iters=2000",
    "warning": "warning: {message}",
    "interrupted": "interrupted",
    "resume": "run `escoba tournament run {file}` again to resume",
    "again": "run `escoba tournament run {file}` again to try them again",
    "interrupted_resume": "interrupted; {resume}",
    "interrupted_after": "interrupted after {played} games this run ({done} of {scheduled} done); {resume}",
    "late": "; {late} finished after the SPRT's decision and are not counted",
    "late_one": "; 1 finished after the SPRT's decision and is not counted",
    "played": "{played} games played in {seconds} s ({rate} games/s){note}; standings in {path}",
    "skipped_many": "warning: {n} games skipped because they kept killing workers ({ids}); {again}",
    "skipped_one": "warning: 1 game skipped because it kept killing workers ({ids}); {again}",
}
# `escoba tournament standings` (and the end of `tournament run`): the viewer's words
# (VIEW_*) for what both show, these for what only the printed standings say.
STANDINGS_TEXT = {
    "title": "{head} - {progress}",
    "crosstable": "crosstable: score of the row against the column (games)",
    "pentanomial": "{challenger} (pentanomial {counts})",
    "sprt": "SPRT elo0={elo0} elo1={elo1} alpha={alpha} beta={beta}: LLR {llr}, bounds {lower} / {upper} "
    "after {pairs} pairs - {verdict}",
    "verdicts": {
        "H1": "H1 accepted: at least {elo1} Elo better",
        "H0": "H0 accepted: not {elo1} Elo better",
        "": "undecided",
    },
    "warning": "warning:",
    "failing": "{name} forfeited {n} of {games} games ({causes}); its logs are in {folder}",
    "progress": "progress: {state}",
}
# `escoba record verify`: a line for each record that fails, then the count.
VERIFY_TEXT = {
    "fail": "FAIL {error}",
    "failed": "{bad} of {n} records failed",
    "verified": "{n} records verified",
    "verified_one": "1 record verified",
}
# `escoba analyze`: the moves' table, the players' table and what the labels mean.
ANALYZE_TEXT = {
    "progress": "analysing: move {k} of {n}",  # on stderr, a line per move searched
    "title": "Analysis of {file}",
    "columns": {
        "hand": "hand",
        "move": "move",
        "player": "player",
        "played": "played",
        "best": "best",
        "loss": "loss",
        "label": "label",
        "sure": "sure",
        "why": "why",
    },
    "forced": "only legal move",
    "why": "why:",
    "why_line": "hand {hand}, move {move}, {name}: {label}, {reason}",
    "players": "Players",
    "player_columns": {
        "seat": "seat",
        "name": "name",
        "loss": "mean loss",
        "accuracy": "accuracy",
        "moves": "moves with a choice",
    },
    "certainty": {"exact": "exact", "clear": "clear", "noise": "noise"},
    "legend": "sure: exact (solved), clear, or noise (the search cannot tell the move from the best: labelled best). "
    "Accuracy: see docs/analysis.md.",
}
# `escoba bench`: the engine's speed and the players' time per move.
BENCH_TEXT = {
    "progress": "measuring {k} of {n}: {what}",  # on stderr, before each measurement
    "engine_step": "engine, {preset}",
    "player_step": "player {name}",
    "engine": "Engine: random vs random, hands per CPU second of one core",
    "engine_columns": (
        "preset",
        "hands/s",
        "playout hands/s",
        "plain engine hands/s",
        "playout ÷ plain",
        "lists ÷ plain",
    ),
    "reference": "Reference engine {path} ({preset}): {theirs} hands/s; our playouts {ours} hands/s, {ratio}× it in the same run",
    "players": "Players: milliseconds per move",
    "player_columns": ("player", "median", "p95", "mean", "moves"),
}
# The command line's own errors: `error: ...`, worded from the facts an error carries
# (errors.py: EscobaError(key=..., facts...)); {x!r} quotes what the user wrote.
ERROR_LINE = "error: {message}"
# Where a definition built from options comes from, in its errors (`error: command line: players: ...`).
FROM_COMMAND_LINE = "command line"
ERROR_OR = "or"
FILE_KINDS = {
    "file": "a file",
    "record": "a record",
    "theme file": "a theme file",
    "settings file": "a settings file",
    "tables file": "a tables file",
    "saved table": "a saved table",
    "seat file": "a seat file",
    "definition file": "a definition file",
    "scheduler file": "a scheduler file",
    "record of your games": "a record of your games",
    "tournament definition or standings file": "a tournament definition or standings file",
}
FILE_SIZES = ("{n} bytes", "{n} KB", "{n} MB")
ERRORS = {
    "no_such_file": "{path}: no such file",
    "is_folder": "{path}: is a folder, not {what}",
    "cannot_read": "{path}: cannot read: {reason}",
    "reference_unusable": "{path}: not a reference engine: {reason}",
    "analysis_stopped": "the analysis stopped: {reason}",
    "analysis_ended": "the analysis ended before its result (exit code {code})",
    "not_regular": "{path}: not a regular file (a device, pipe or socket), not {what}",
    "too_big": "{path}: {size}, more than {what} can be ({most} at most)",
    "grew_too_big": "{path}: more than {what} can be ({most} at most)",
    "not_utf8": "{path}: not UTF-8 text (byte {byte})",
    "unknown_player": "unknown player {name!r}; known players: {known}, or py:module.Class, or cmd:<command line>",
    "empty_spec": "an empty player spec; known players: {known}",
    "spec_not_text": "a player spec is text such as random or expert:iters=50, not {value}",
    "spec_option_form": "option {option!r}: write options as name=value, e.g. expert:ms=200,seed=3",
    "cmd_empty": "cmd: needs a command line, e.g. cmd:python3 bots/mybot.py",
    "cmd_unreadable": "cannot read the command line {command!r}: {reason}",
    "py_form": "{spec!r}: write py:package.module.ClassName",
    "player_no_option": "player {name!r} has no option {option!r}; its options: {known}",
    "option_bool": "option {name} must be true or false, not {value!r}",
    "option_points": "option {name} must be a whole number of points (0 to {most}), not {value!r}",
    "target_points": "target must be a whole number of points (1 to {most}), not {value!r}",
    "option_choice": "option {name} must be one of {choices}, not {value!r}",
    "face_values": "face_values must be three positive numbers (ranks 8, 9, 10), not {value!r}",
    "unknown_option": "unknown rules option {name!r}; known options: {known}",
    "unknown_preset": "unknown rules preset {name!r}; known presets: {known}",
    "option_form": "{text!r}: write an option as name=value, e.g. compulsory_capture=true",
    "option_list": "{text!r}: a list option takes numbers, e.g. face_values=10,11,12",
    "lang_choice": "--lang {value!r}: choose {known}",
    "theme_unknown": "--theme {value!r}: unknown theme; known themes: {known}",
    "needs_package": "the full-screen game needs the {package!r} package, which is not installed "
    "(pip install escoba_tui installs it); `escoba match` works without it",
    "programs_no_terminal": "{source} runs programs on this machine ({listing}); no terminal to ask: add --yes to run them",
    "seat_count": "{n} seats: escoba is played by 2, 3, 4 or 6",
    "seat_count_one": "1 seat: escoba is played by 2, 3, 4 or 6",
    "player_count": "{n} players: escoba is played by 2, 3, 4 or 6",
    "player_count_one": "1 player: escoba is played by 2, 3, 4 or 6",
    "partners_seats": "--partners needs 4 or 6 seats, not {n}",
    "partners_players": "--partners needs 4 or 6 players, not {n}",
    "option_choose": "{option} {value!r}: choose {choices}",
    "names_count": "{names} names for {n} seats",
    "games_range": "--games {value}: choose 1 to {most}",
    "records_not_folder": "--records {path}: not a folder",
    "records_cannot_write": "cannot write records: {reason}",
    "record_not_verify": "{error} (the record does not verify)",
    "ms_range": "--ms {value}: give a time between 0 and {most} milliseconds",
    "iters_range": "--iters {value}: give a number of worlds from 1 to {most}",
    "ms_or_iters": "--ms and --iters: give one or the other",
    "seconds_range": "--seconds {value}: choose a number above 0 and at most {most}",
    "moves_range": "--moves {value}: choose 1 to {most}",
    "player_faulted": "a player under test faulted: {reason}",
    "workers_range": "--workers {value}: choose 1 to {most}",
    "challenger_gauntlet": "--challenger is for --format gauntlet",
    "sprt_form": "--sprt {value!r}: write ELO0,ELO1[,ALPHA,BETA], e.g. 0,30 or 0,30,0.05,0.05",
    "cannot_write_path": "{path}: cannot write: {reason}",
    "one_place": "{both}: give one place to run the games",
    "workers_local": "--workers is for the local pool; with {option} the cluster's workers play",
    "cluster_form": "--cluster {value!r}: write local:N, N worker processes from 1 to {most}, e.g. local:2",
    "cluster_most": "--cluster local:{value}: this machine holds at most {most} local workers "
    "(four per core, one per {memory} MiB of memory)",
    # `tournament run --cluster/--scheduler/--scheduler-file` (tournament/cluster.py): the
    # cluster's errors, notices and warnings; {where} is one of cluster_local/_at/_of_file.
    "cluster_install": "running on a Dask cluster needs the cluster extra: pip install 'escoba_tui[cluster]' "
    "(in a checkout: pip install -e '.[cluster]')",
    "cluster_local": "a local Dask cluster",
    "cluster_at": "the Dask scheduler at {address}",
    "cluster_of_file": "the Dask scheduler of {path}",
    "cluster_waiting": "waiting for a worker to join {where}",
    "cluster_joined": "{n} workers joined {where}; the run goes on",
    "cluster_joined_one": "1 worker joined {where}; the run goes on",
    "cluster_all_left": "every worker has left {where}; the run waits for one (start one with: dask worker {address} "
    "--nthreads 1), or press Ctrl-C to stop and resume later: nothing is lost",
    "cluster_threads": "worker {address} runs {n} threads in one process: games are pure Python and share its one "
    "core; start workers with --nthreads 1 (and --nworkers N for N cores)",
    "cluster_worker_import": "worker {address} cannot import escoba_tui ({problem}): install it there, the same "
    "version as on this machine",
    "cluster_worker_check": "worker {address} cannot check the tournament: {problem}",
    "cluster_worker_problem": "worker {address} ({host}): {problem}",
    "cluster_other_code": "runs other escoba_tui code than the driver: install the same version on every machine",
    "cluster_cmd_player": "cannot start player {name!r}: {problem} (a cmd: player must be at the same path on every "
    "worker)",
    "cluster_py_player": "cannot build player {name!r}: {problem}; py: players must be importable on every worker "
    "(install their module there or put it on PYTHONPATH)",
    "cluster_player": "cannot build player {name!r}: {problem}",
    "cluster_no_worker": "no worker joined {where} within {seconds} s; start some with: dask worker {address} "
    "--nthreads 1",
    "cluster_cannot_start": "cannot start a local Dask cluster: {problem}",
    "cluster_cannot_connect": "cannot connect to {where}: {problem}",
    "cluster_cannot_use": "cannot use {where}: {problem}",
    "address_long": "{source}: an address of {n} characters is not one",
    "address_scheme": "{source} {shown}: only tcp:// schedulers are supported ({scheme}:// is not tested); write {form}",
    "address_form": "{source} {shown}: write the scheduler's address as {form}, e.g. tcp://127.0.0.1:8786",
    "file_address": "{path}: address",
    "no_scheduler_file": "{path}: no such scheduler file (dask scheduler --scheduler-file writes it)",
    "scheduler_not_json": "{path}: not a scheduler file (not JSON)",
    "scheduler_no_address": '{path}: not a scheduler file (no "address" text in a JSON object)',
    "scheduler_unreachable": "cannot reach the Dask scheduler {address}: {reason}",
    "not_dask": "{address} is not a Dask scheduler: {problem}",
    "dask_closed": "it closed the connection without a word",
    "dask_announces": "its first message announces {n} bytes (a scheduler's has a few hundred)",
    "dask_short": "its first message stops short",
    "dask_silent": "it said nothing within {seconds} s",
    "public_or_bind": "--public and --bind: choose one",
    "cannot_listen": "cannot listen on {address}:{port}: {reason}",
    "host_form": "{value!r}: write the host as HOST:PORT, e.g. 127.0.0.1:7840",
    "see_help": "{message} (see: {command} --help)",
    # Mistakes click finds on the command line (cli/usage.py), in click's English words.
    "cli_no_command": "No such command {name!r}.",
    "cli_no_command_close": "No such command {name!r}. Did you mean {close}?",
    "cli_missing_argument": "Missing argument {name}.",
    "cli_missing_option": "Missing option {name}.",
    "cli_no_option": "No such option: {option}",
    "cli_no_option_among": "No such option: {option} (Possible options: {among})",
    "cli_bad_value": "Invalid value for {name}: {expected} is expected",
    "cli_needs_value": "Option {option!r} requires an argument.",
    "cli_takes_no_value": "Option {option!r} does not take a value.",
    "cli_extra_arguments": "Got unexpected extra arguments ({arguments})",
    "cli_extra_arguments_one": "Got unexpected extra argument ({arguments})",
    "cli_whole_number": "a whole number",
    "cli_whole_number_between": "a whole number from {low} to {high}",
    "cli_whole_number_from": "a whole number from {low}",
    "cli_number": "a number",
    # The readers of our files (schema.py): "FILE:LINE: FIELD: problem"; a field's name is the file's own.
    "schema_field": "{where}: {field}: {problem}",
    "schema_document": "document",
    "schema_expected": "expected {kind}, found {value}",
    "schema_expected_value": "expected {expected}, found {value}",
    "schema_version": "this program reads version {version}, found {value}",
    "schema_range": "must be from {low} to {high}, found {value}",
    "schema_length": "{n} items; from {low} to {high}",
    "schema_one_of": "expected one of {listing}, found {value}",
    "schema_unknown_field": "unknown field (known: {known})",
    "schema_missing": "missing",
    "schema_too_deep": "nested deeper than any field of the format",
    "schema_out_of_range": "{value}: out of range",
    "schema_preset": "unknown preset {value} (known: {listing})",
    "schema_at_least_one": "must be 1 or more, found {value}",
    "schema_seconds": "{value} s; choose between {low} and {high}",
    "schema_grace": "{value} s; choose between 1 and {high}",
    "schema_elo": "must be a number of Elo from {low} to {high}, found {value}",
    "schema_risk": "must be between {low} and {high}, found {value}",
    "schema_name_length": "{n} characters: a tournament name is at most {high} (it names a folder)",
    "schema_seats": "escoba is played by 2, 3, 4 or 6 seats, found {value}",
    "schema_games": "must be 1 or more deal sequences per pairing, found {value}",
    "schema_time_ms": "a per-move budget is 1 to {high} ms, found {value}",
    # Records (record.py): read, then replayed and checked.
    "record_not_toml": "{path}: not valid TOML: {reason}",
    "theme_colour_string": "{path}: {field}: expected a colour string, found {value}",
    "theme_not_colour": "{path}: {field}: {value} is not a colour",
    "theme_too_large": "{path}: larger than {kb} KB, not a theme file",
    "theme_too_deep": "{path}: not a theme file: nested too deeply",
    "theme_unknown_field": "{path}: {field}: unknown field (known: {known})",
    "theme_no_name": "{path}: name: missing (a theme needs a name)",
    "theme_no_primary": "{path}: primary: missing (a theme needs a primary colour)",
    "theme_dark": "{path}: dark: expected true or false, found {value}",
    "theme_not_table": "{path}: {field}: expected a table",
    "theme_taken": "{path}: name: {name} is already a theme; give yours another name",
    "record_strings_per_seat": "expected {n} strings, one per seat",
    "record_per_side": "expected {sides} numbers (one per side), found {n}",
    "record_side_index": "expected a side index 0..{last}, found {value}",
    "record_seat_index": "expected a seat 0..{last}, found {value}",
    "record_abandoned_winner": "an abandoned game has no winner",
    "record_forfeit_fields": "only a forfeit record has forfeit fields",
    "record_deck": "must hold each of the 40 cards exactly once",
    "puzzle_named": "puzzle {id}",
    "puzzle_text": "expected a line of printable text",
    "puzzle_teams": "expected each seat 0..{last} on exactly one side",
    "puzzle_value_pair": "expected a [move, points] pair, the points a number within ±{most}",
    "puzzle_due": "expected a date (YYYY-MM-DD), found {value}",
    "puzzle_not_legal": "not the legal moves of the position",
    "puzzle_best_not_legal": "not a legal move of the position",
    "record_at_hand": "{source}: hand {n}",
    "record_at_move": "{source}: hand {n}, move {k}",
    "record_at_play": "{source}: hand {n}, move {k} ({move})",
    "record_already_won": "{where}: the game was already won before this hand",
    "record_wrong_dealer": "{where}: dealer is {dealer}, but the deal passes to seat {seat}",
    "record_hand_over": "{where}: the hand is already over",
    "record_not_in_hand": "{where}: {card} is not in the hand of seat {seat}, whose turn it is",
    "record_not_legal": "{where}: not a legal play for seat {seat} here",
    "record_points": "{where}: points are {points}, but the play scores {expected}",
    "record_detail": "{where}: detail.{field} is {values}, but the play gives {expected}",
    "skip_worker_died": "its worker died each of the {times} times it was played",
    "skip_workers_died": "every worker that played it died ({tries} tries, the last on {last})",
    "run_game_failed": "game {game}: {problem}",
    "cluster_game_lost": "the Dask scheduler lost the game {times} times (the last: {status}); did it stop or restart?",
    "cluster_game_import": "a worker cannot import what the game needs ({problem}): install escoba_tui (and any py: player's module) on every worker",
    "record_dealer_absent": "{where}: dealer {dealer} is not at the table",
    "record_ends_early": "{where}: the hand ends after {n} moves, before its last card",
    "record_unfinished_points": "{where}: points are {points}, but the unfinished hand's escobas give {expected}",
    "record_scores": "{where}: scores are {scores}, but the play gives {expected}",
    "record_no_winner": "{where}: result is finished, but no side has won after {n} hands",
    "record_winner": "{where}: winner is {winner}, but the play gives side {side}",
    "record_abandoned_won": "{where}: result is abandoned, but side {side} won",
    "record_forfeit_won": "{where}: result is forfeit, but side {side} won by play",
    "record_forfeit_side": "{where}: winner must be a side other than the forfeiting seat's side {side}",
    # Standings files (tournament/standings.py).
    "standings_missing_rating": "missing (more than two seats are rated by openskill)",
    "standings_missing_elo": "missing (two seats are rated by Elo)",
    "standings_rows": "expected {n} rows of {n} numbers, one per player",
    "standings_status": 'expected "done" or "pending", found {value}',
    "standings_missing_done": "missing (a done game has it)",
    "standings_no_side": "no side {winner} among {n}",
    # Tournament definitions (tournament/config.py).
    "config_name": "{value}: use letters, digits, '.', '-' and '_' (it names a folder)",
    "config_unknown_option": "unknown rules option (known: {known}; the target is set by `target`)",
    "config_partners": "partners need 4 or 6 seats, not {n}",
    "config_missing_name": "missing (a cmd: or py: player needs a name)",
    "config_name_length": "{value}: a name is 1 to 40 characters",
    "config_name_taken": "{value} is already the name of another player",
    "config_too_few": "{n} players cannot fill a {seats}-seat game",
    "config_too_few_one": "{n} player cannot fill a {seats}-seat game",
    "config_no_challenger": "a gauntlet needs the name of its challenger",
    "config_not_a_player": "{value} is not one of the players ({names})",
    "config_challenger_only": "only a gauntlet has a challenger",
    "config_sprt_gauntlet": 'an SPRT needs a two-seat gauntlet (seats = 2, format = "gauntlet")',
    "config_elo1": "must be greater than elo0 ({elo0}), found {elo1}",
    "config_sprt_pairs": "an SPRT decides after {pairs} game pairs at the earliest: this schedule has {has}, so it "
    "can never decide (leave games out of `tournament new` to get {games} deal sequences)",
    "config_too_many": "the schedule would have {total} games (more than {most})",
    "config_exists": "{path}: already exists (use --force to replace it)",
    # Tables files (net/tables_file.py).
    "tables_unknown_top": "unknown field; write tables as [[table]]",
    "tables_none": "no [[table]] in the file",
    "tables_too_many": "{path}: {n} tables; at most {most}",
    "tables_label": "table {n}: {field}",
    "tables_label_only": "table {n}",
    "tables_code_twice": "{value} is used by two tables",
    "tables_seat_count": "{n} seats; escoba is played by {counts}",
    "tables_partners": "needs 4 or 6 seats, not {n}",
    "tables_no_remote": "a hosted table needs at least one `remote` seat",
    "tables_names": "{names} names for {n} seats",
    "tables_name_long": "{value}...: at most {most} characters",
    "tables_watchers": "{value}; choose between 0 and {most}",
    "tables_code": "{value}: 3 to 32 lower-case letters, digits or '-'",
    # Saved tables (the host's state folder, JSON).
    "saved_too_deep": "{path}: nested too deeply",
    "saved_not_json": "{path}: not JSON: {reason}",
    "saved_not_table": "{path}: not a saved table",
    "saved_expected": "expected {choices}, found {value}",
    "saved_unknown_field": "unknown field",
    "saved_specs": "expected a few player specs",
    "saved_names": "expected names or null",
    "saved_options": "expected rules options",
    "saved_code": "{value} is not this file's table code ({code})",
    "saved_per_seat": "expected {n} values, one per seat",
    "saved_token": "a token that is empty or too long",
    "saved_seq": "a message count out of range",
    "saved_time": "{value} is not a time",
    "saved_not_seat": "{value}: not a seat",
    "move_time_range": "--move-time {value}: choose between {low} and {high} seconds",
    "cannot_write_to": "cannot write to {path}: {reason}",
    "saved_unreadable": "{path}: the saved tables cannot be read: {reason}",
    "option_problem": "{option}: {problem}",
    # What the OS says went wrong (errors.os_reason: an OSError worded from its errno); an
    # errno without words here reads as the OS says it. English: the OS's own words.
    "os_ENOENT": "No such file or directory",
    "os_EACCES": "Permission denied",
    "os_EPERM": "Operation not permitted",
    "os_EISDIR": "Is a directory",
    "os_ENOTDIR": "Not a directory",
    "os_ENOTEMPTY": "Directory not empty",
    "os_ENOSPC": "No space left on device",
    "os_EDQUOT": "Disk quota exceeded",
    "os_EFBIG": "File too large",
    "os_EROFS": "Read-only file system",
    "os_EEXIST": "File exists",
    "os_EBUSY": "Device or resource busy",
    "os_ETXTBSY": "Text file busy",
    "os_ENOEXEC": "Exec format error",
    "os_EIO": "Input/output error",
    "os_EXDEV": "Invalid cross-device link",
    "os_ENAMETOOLONG": "File name too long",
    "os_EMFILE": "Too many open files",
    "os_ENFILE": "Too many open files in system",
    "os_ELOOP": "Too many levels of symbolic links",
    "os_ENOMEM": "Cannot allocate memory",
    "os_ENXIO": "No such device or address",
    "os_EINVAL": "Invalid argument",
    "os_EPIPE": "Broken pipe",
    "os_ECONNREFUSED": "Connection refused",
    "os_ECONNRESET": "Connection reset by peer",
    "os_ECONNABORTED": "Software caused connection abort",
    "os_ETIMEDOUT": "Connection timed out",
    "os_timeout": "timed out",
    "os_EHOSTUNREACH": "No route to host",
    "os_ENETUNREACH": "Network is unreachable",
    "os_ENETDOWN": "Network is down",
    "os_EADDRINUSE": "Address already in use",
    "os_EADDRNOTAVAIL": "Cannot assign requested address",
    "os_EAFNOSUPPORT": "Address family not supported by protocol",
    "os_EAI_NONAME": "Name or service not known",
    "os_EAI_AGAIN": "Temporary failure in name resolution",
    "os_EAI_FAIL": "Non-recoverable failure in name resolution",
    "os_EAI_NODATA": "No address associated with hostname",
    "os_EAI_SERVICE": "Servname not supported for ai_socktype",
    "os_EAI_ADDRFAMILY": "Address family for hostname not supported",
    "path_reason": "{path}: {reason}",
    # Joining a hosted table (net/client.py JoinError), and what a host sent that breaks
    # the protocol (HostFault: {kind} is the message's type, as sent).
    "join_unreachable": "cannot reach {host}:{port}: {reason}",
    "join_closed": "{host}:{port} closed the connection: {reason}",
    "join_not_protocol": "{host}:{port} does not speak the table protocol",
    "join_host_says": "the host says: {said} ({said_code})",
    # The codes network.md names, worded by their meaning (English: as the generic line).
    "join_host_says_unknown_table": "the host says: {said} ({said_code})",
    "join_host_says_table_full": "the host says: {said} ({said_code})",
    "join_host_says_seat_taken": "the host says: {said} ({said_code})",
    "join_host_says_bad_token": "the host says: {said} ({said_code})",
    "join_host_says_protocol": "the host says: {said} ({said_code})",
    "join_host_says_too_large": "the host says: {said} ({said_code})",
    "join_invalid": "the host sent something invalid: {fault}",
    "join_table_full": "{error}; to watch it instead: {watch}; to take back a seat you hold there, join with --token TOKEN (the token the first "
    "join gave, kept by escoba join in its data folder)",
    "fault_in": "{kind}: {what}",
    "fault_int": "'{field}' must be a whole number from {low} to {high}",
    "fault_ints": "'{field}' must be {count} whole numbers from 0 to {most}",
    "fault_cards": "'{field}' must be a list of at most {most} cards",
    "fault_not_card": "'{field}' holds something that is not a card",
    "fault_card_twice": "'{field}' names a card twice",
    "fault_move": "a move that is not a move",
    "fault_before_hello": "sent before hello",
    "fault_hand": "a hand that cannot be: {problem}",
    "fault_after_last": "a play after the hand's last",
    "fault_out_of_turn": "a play out of turn",
    "fault_capture": "a capture of cards not on the table",
    "fault_not_held": "a card this seat does not hold",
    "fault_elsewhere": "a card that is elsewhere",
    "fault_not_message": "a line that is not a message (a JSON object with a 'type')",
    "fault_own_type": "a message type of the client's own",
    "fault_other_seat": "a seat other than the one asked for",
    "fault_token": "'token' must be text of at most {most} characters",
    "fault_extensions": "'extensions' must be a short list",
    "fault_protocol": "'protocol' must be 1",
    "fault_seats": "'seats' must be 2, 3, 4 or 6",
    "fault_not_ours": "a seat other than ours",
    "fault_teams": "'teams' must be lists of seats",
    "fault_teams_split": "'teams' must split the seats into two or more sides",
    "fault_names": "'names' must be {n} names",
    "fault_rules_options": "'rules_options' must be a table of options",
    "fault_rules": "'rules' must be a preset and 'target' from 1 to {most}",
    "fault_rules_unknown": "rules this game does not know",
    "fault_before_hand_start": "sent before hand_start",
    "fault_too_many_plays": "more plays than a hand has",
    "fault_state": "'state' must be an object",
    "fault_state_seat": "a state of another seat",
    "fault_captured": "'captured' must be {n} piles",
    "fault_history": "'history' must be [seat, move] pairs",
    "fault_legal": "'legal' must be a list of moves",
    "fault_resync_hello": "'hello' must be the match's hello",
    "fault_position": "a position that cannot be",
    "fault_detail": "'detail' must be an object",
    "fault_result": "'result' must be text",
    "fault_presence": "'seats' must be one of {states} per seat",
    "fault_away": "'away_ms' must be a time from 0 to {most} or null per seat",
    "fault_takeover": "'takeover' must be true or false",
    "fault_left": "'left' must be true or false per seat",
    "fault_resumes": "'resumes' must be true or false",
    "fault_rematch": "'state' must be one of {states}",
    "fault_asked": "'asked' must be a list of seats",
    "fault_reason": "'reason' must be a word",
    "fault_long_line": "a line longer than {n} KiB",
    "fault_not_json": "a line that is not JSON",
    "fault_not_object": "a line that is not a JSON object",
    "fault_no_type": "a message without a 'type' string",
    "fault_seat_only": "a message only a seat is sent, sent to a spectator",
    "fault_watch_seats": "'seats' must be the seats' names",
    "fault_watch_table": "'table' must be the table's code",
    "fault_watch_hand": "a hand sent to a spectator",
    "fault_watch_state": "'state' must be the public position, without a hand",
    "fault_hand_sizes": "'hand_sizes' must be {n} counts from 0 to 3",
    # Hosting from the game (net/local.py), the seats escoba join keeps (net/seat_keys.py),
    # saved tables set aside (net/host.py).
    "port_in_use": "port {port} is in use",
    "seat_file_kept": "{path}: could not be read ({problem}); it was kept as {kept}",
    "seat_file_ignored": "{path}: could not be read ({problem}) nor moved aside ({reason}); it is ignored",
    "seat_file_not_object": "not a JSON object",
    "seat_file_seat": "'seat' must be a seat number",
    "seat_file_token": "'token' must be a token",
    "too_deep": "nested too deeply",
    "not_json_at": "not JSON (line {line}, column {column})",
    "saved_first": "{folder}: {n} saved tables; the first {most} are resumed",
    "saved_broke": "{path}: {error}",
    "not_moved_aside": "{why}; {path} cannot be moved aside: {reason}",
    "not_resumed": "not resumed: {why}",
    "not_resumed_moved": "not resumed: {why}; moved to {moved}",
    # The browser game's server (ui/web.py).
    "web_bad_frame": "a page sent a frame that is not valid ({problem}): dropped, as are any more like it from that tab",
    "web_frame_not_text": "not text",
    "web_frame_long": "longer than {n} KiB",
    "web_frame_not_json": "not JSON",
    "web_frame_not_pair": "not a [kind, data] pair",
    "web_frame_stdin": "stdin: not text",
    "web_frame_resize": "resize: not an object",
    "web_frame_size": "resize: a size that is not a finite number",
    "web_frame_ping": "ping: not a short text",
    "web_frame_kind": "a kind of frame the page never sends",
    "web_frame_lost": "it could not be passed on ({error})",
    "web_folder": "cannot make {folder}: {reason}: that browser plays without keeping anything",
    "web_folders": "{n} browsers have a folder in {folder}: a new one plays without keeping anything",
    # A program a cmd: player runs (players/external.py): why it forfeits.
    "run_forfeit": "seat {seat} ({name}): {fault}",
    "run_forfeit_detail": "seat {seat} ({name}): {fault}: {detail}",
    "watch_no_seat": "--watch takes no seat: leave out --seat and --token",
    "locked_run": "{folder}: already being run by {holder}; wait for it to finish or stop it",
    "locked_host": "{folder}: already served by {holder}; stop that host first",
    "locked_host_cli": "{folder}: already served by {holder}; stop that host first, or give this one another --state",
    "locked_data": "{folder}: another escoba ({holder}) is writing its files and did not finish; try again",
    "lock_changing": "{folder}: the lock file keeps changing; is another process starting and stopping?",
    "player_fault": "{fault}",
    "player_fault_detail": "{fault}: {detail}",
    "cluster_py_hint": "{problem}; py: players must be importable on every worker (install their module there or put "
    "it on PYTHONPATH)",
    "cluster_on_worker": "{problem} (on worker {address})",
    "player_no_ready": "no ready within {seconds} s",
    "player_ready_name": "ready needs a 'name' string",
    "player_not_started": "the program was not started (no start_game)",
    "player_no_move": "no move within {ms} ms (+{grace} ms grace)",
    "player_move_field": "a move message needs a 'move' string",
    "player_not_move": "{text!r} is not a move: {problem}",
    "player_not_legal_move": "{text} is not one of the legal moves",
    "player_not_legal": "{move} is not legal here",
    "player_input_closed": "its input is closed",
    "player_not_reading": "has not read its input for {seconds} s",
    "player_exited": "exited",
    "player_exit_code": "exited with code {code}",
    "player_killed": "killed by signal {signal}",
    "player_closed_output": "closed its output",
    "player_closed_input": "closed its input",
    "player_ended_due": "{ended} while its {kind} was due",
    "player_sent_instead": "sent {sent!r} where {kind!r} was due",
    "player_out_of_turn": "sent {sent!r} out of turn, while no answer was due",
    "player_long_line": "a line longer than {n} bytes",
    "player_not_json": "not a JSON line: {shown!r}",
    "player_too_deep": "JSON nested too deeply: {shown!r}",
    "player_not_object": "not a JSON object: {shown!r}",
    "player_no_type": "a message without a 'type' string: {shown!r}",
    "player_raised": "{what} raised {error}",
    "player_no_move_within": "no move within {ms} ms",
    "player_away": "away for more than {seconds} s",
    "player_log": "cannot open the log {path}: {reason}",
    "player_start": "cannot start {program!r}: {reason}",
}
# The kinds of value the readers expect ("expected a whole number, found 'x'").
VALUE_KINDS = {
    "table": "a table",
    "list": "a list",
    "bool": "true or false",
    "int": "a whole number",
    "str": "a string",
    "datetime": "a date-time",
    "number": "a number",
    "finite": "a finite number",
    "any": "any",
}
