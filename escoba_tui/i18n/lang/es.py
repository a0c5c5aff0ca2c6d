"""Spanish words of the full-screen game: the same names as i18n/lang/en.py, translated."""

# Card faces (sota, caballo, oros...) are Spanish already: only prose is translated.
FACE_STYLES = {"spanish": "española", "italian": "italiana", "french": "francesa"}

SETUP_TITLE = "Nueva partida"
SETUP_RULES = "Reglas"
SETUP_OPTIONS = "Opciones de estas reglas"
SETUP_TARGET = "Partida a"
SETUP_SEATS = "Jugadores"
SETUP_COUNT = "Cuántos"
SETUP_LOOK = "Aspecto"
SETUP_PARTNERS = "Parejas (4 o 6 jugadores: dos bandos)"
SETUP_FACES = "Baraja"
SETUP_VALUES = "Ver el valor de las cartas"
SETUP_THEME = "Tema"
THEME_SKIPPED = "Tema omitido"
QUIT_HINT_TITLE = "¿Quieres salir?"
QUIT_HINT = "Pulsa {key} para salir."
SETUP_SPEED = "Velocidad"
SETUP_LANGUAGE = "Idioma"
SETUP_START = "Jugar"
SETUP_RESUME = "Seguir la partida guardada ({summary})"
SETUP_DISCARD = "Descartar la partida guardada"
SETUP_SAVED_SEATS = "Partida guardada: {seats}"
SETUP_SAVE_KEPT = "La partida guardada no se pudo usar y se conserva en {path}: {reason}"
SAVED_ASK_TITLE = "Hay una partida en curso"
SAVED_ASK_SCORE = "Tanteo: {summary}"
SAVED_ASK_NOTE = "Al reemplazarla empieza la nueva; la guardada se conserva con tus partidas en {folder}."
SAVED_ASK_RESUME = "Seguirla"
SAVED_ASK_REPLACE = "Reemplazarla"
SAVED_ASK_CANCEL = "Cancelar"
SETTINGS_SKIPPED = "Ajustes no usados"
PROGRAMS_TITLE = "Esta partida ejecuta programas"
PROGRAMS_NOTE = "Seguirla ejecuta estos programas en tu ordenador, tal como los nombra la partida guardada:"
PROGRAMS_RUN = "Ejecutarlos y seguir"
PROGRAMS_CANCEL = "Cancelar"
RESUME_FAILED = "No se pudo seguir la partida guardada: {error}"
START_FAILED = "La partida no pudo empezar: {error}"
SETUP_QUIT = "Salir"
SETUP_BAD_TARGET = "Los puntos para ganar: un número entero, 1 o más."
SETUP_BAD_NAME = "Cada puesto necesita un nombre."
SETUP_BAD_FACES = "Los valores de las figuras: tres números, p. ej. 8,9,10."
HUMAN = "Humano"
LEVEL_NAMES = {
    "random": "Ordenador: azar",
    "greedy": "Ordenador: codicioso",
    "counter": "Ordenador: contador",
    "expert": "Ordenador: experto",
    "master": "Ordenador: maestro",
}
LEVEL_WORDS = {"random": "Azar", "greedy": "Codicioso", "counter": "Contador", "expert": "Experto", "master": "Maestro"}
# A level in a seat line too narrow for its word (the help's legend lists them).
LEVEL_SHORT = {"random": "A", "greedy": "Cd", "counter": "Ct", "expert": "E", "master": "M"}
SEAT_WITH_LEVEL = "{name} · {level}"
RECORD_TITLE = "Tu historial contra el ordenador"
RECORD_HEAD = ("contra", "partidas", "ganadas", "pts/mano")
RECORD_NONE = "Aún no has terminado ninguna partida contra el ordenador."
RECORD_OTHER = "otros"
RECORD_TAKEBACKS = "Jugadas deshechas: {n}"
RECORD_KEPT = "Tu historial no se pudo leer y se conserva en {path} ({reason}); la cuenta empieza de nuevo."
RECORD_FAILED = "No se pudo actualizar tu historial: {error}"
DECIMAL_MARK = ","
SPEEDS = {"instant": "Instantánea", "fast": "Rápida", "normal": "Normal", "slow": "Lenta"}
DEFAULT_NAMES = ("Tú", "Ada", "Bruno", "Carmen", "Dario", "Elena")
OPTION_LABELS = {
    "capture": "Regla de captura",
    "face_values": "Valores de sota, caballo, rey",
    "single_card_first": "Una carta sola igual se levanta primero",
    "compulsory_capture": "Levantar es obligatorio",
    "opening_escobas": "Una mesa de 15 al repartir es escoba del que da",
    "last_play_escoba": "La última carta de la mano puede hacer escoba",
    "sevens_tiebreak": "Empate a sietes",
    "sevens_rule": "Punto de los sietes",
    "all_sevens_bonus": "Premio por los cuatro sietes",
    "all_oros_bonus": "Premio por los diez oros",
    "renuncio": "Renuncio (reclamar una carta que podía levantar)",
}
OPTION_CHOICES = {
    "capture": {"fifteen": "las cartas suman 15", "sum": "las cartas de la mesa suman la carta"},
    "sevens_tiebreak": {"none": "nadie puntúa", "sixes": "gana quien tenga más seises"},
    "sevens_rule": {"most": "más sietes", "primiera": "primiera"},
}

HAND_TITLE = "Mano de {name}"
HAND_TITLE_YOU = "Tu mano"
HAND_TITLE_REPLAY = "Mano de {name} (le toca)"
HAND_TITLE_REPLAY_YOU = "Tu mano (te toca)"
TABLE_TITLE = "Mesa: total {total}"
TABLE_TITLE_AFTER = "Mesa tras jugar: total {total}"
TABLE_TITLE_MADE = "Tras la mejor jugada: total {total}"
TABLE_EMPTY = "La mesa está vacía."
HAND_EMPTY = "No quedan cartas en la mano."
TABLE_ABOVE = "▲{n}"
TABLE_BELOW = "▼{n} más"
DECK_LEFT = "{n} en el mazo"
HAND_NUMBER = "Mano {n}"
YOUR_TURN = "Te toca, {name}."
YOUR_TURN_YOU = "Te toca."
THINKING = "{name} está pensando…"
CHOICE_CAPTURE = "{n} de {k}: {card} levanta {cards}"
CHOICE_DISCARD = "{card} va a la mesa"
CHOICE_NO_CAPTURE = "{n} de {k}: {card} no levanta nada y va a la mesa"
CHOICE_PARTIAL = "{card} con {cards}: total {total}, aún no es una baza"
CHOICE_NONE = "Elige una carta: 1-3, ←/→ o un clic."
NO_CAPTURE_HERE = "Esas cartas no son una baza para {card}."
RENUNCIO_OFFER = "¡Renuncio! {name} dejó {card}, que podía levantar {cards}: pulsa r para reclamar."
RENUNCIO_OFFER_YOU = "¡Renuncio! Dejaste {card}, que podía levantar {cards}: pulsa r para reclamar."
HINT = "Consejo ({player}): {move} — {reason}"
HINT_TAKE = "jugar {card} y levantar {cards}"
HINT_PLAY = "echar {card} a la mesa"
HINT_CLAIM = "cantar renuncio sobre {card}"
HINT_THINKING = "Buscando un consejo…"
HINT_MORE = " (h: entero)"
HINT_WHOLE_TITLE = "Consejo"
HINT_REASON = "Consejo ({player}): {reason}"
SEAT_PILE = "montón {n}"
SEAT_PILE_SHORT = "m{n}"
SEAT_PARTNER = "compañero"
SEAT_DEALER = "da"
SEAT_PARTNER_MARK = "+"  # a seat line too narrow for the words
SEAT_DEALER_MARK = "D"

SCORE_TITLE = "Tanteo (a {target})"
SCORE_HEAD = ("", "pts", "cartas", "oros", "7", "velo", "esc")
LOG_TITLE = "Jugadas"
COUNT_TITLE = "Sin ver (7 y 6 primero)"
COUNT_ROW = "{label:>7} {n}: "
COUNT_ALL_SEEN = "todas vistas"

LOG_HAND = "— Mano {n}: {dealer} {deals} —"
LOG_OPENING = "{dealer} descubre una mesa de 15 ({cards}): escoba para el que da."
LOG_PLAY = "{name} {plays} {card}."
LOG_TAKE = "{name} {plays} {card} y {takes} {cards}."
LOG_ESCOBA = " ¡Escoba!"
LOG_CLAIM = "{name} {cries} renuncio y {takes} {card} con {cards}."
LOG_LEFTOVERS = "{name} {picks} lo que queda: {cards}."

PLAY_BUTTON = "Jugar"
CYCLE_BUTTON = "Otra baza"
HINT_BUTTON = "Consejo"
COUNT_BUTTON = "Recuento"
HELP_BUTTON = "Ayuda"

KEY_PLAY = "Jugar"
KEY_CYCLE = "Otra baza"
KEY_HINT = "Consejo"
KEY_COUNT = "Recuento"
KEY_HELP = "Ayuda"
KEY_RENUNCIO = "Renuncio"
KEY_EXPORT = "Exportar"
KEY_UNDO = "Deshacer"
KEY_QUIT = "Salir"
KEY_MENU = "Menú"
KEY_CARD = "Carta {n}"
KEY_PREV = "Anterior"
KEY_NEXT = "Siguiente"
KEY_PREV_HAND = "Mano ant."
KEY_NEXT_HAND = "Mano sig."
KEY_START = "Jugar"
KEY_END = "Fin"
KEY_FOLLOW = "Otro jugador"
KEY_CONTINUE = "Seguir"
KEY_CLOSE = "Cerrar"
KEY_LOG = "Jugadas"
KEY_CANCEL = "Cancelar"

PRIVACY = "Pasa a {name} — pulsa Intro"
PRIVACY_YOU = "Te toca al teclado — pulsa Intro"
PRIVACY_NOTE = "Cada mano queda oculta hasta que {name} esté al teclado."
PRIVACY_NOTE_YOU = "Cada mano queda oculta hasta que estés al teclado."
PRIVACY_BUTTON = "Soy {name}"
PRIVACY_BUTTON_YOU = "Soy yo"
KEY_LEAVE = "Salir"
KEY_STAY = "Quedarse"
LEAVE_TITLE = "¿Dejar esta partida?"
LEAVE_NOTE = "Queda guardada: el menú ofrece seguirla."
LEAVE_YES = "Salir"
LEAVE_NO = "Quedarse"

COUNT_SCREEN_TITLE = "El recuento — mano {n}"
COUNT_CATEGORIES = {
    "cards": "Más cartas",
    "oros": "Más oros",
    "velo": "El siete de oros (el velo)",
    "sevens": "Más sietes",
    "primiera": "Primiera",
    "all_sevens": "Los cuatro sietes",
    "all_oros": "Los diez oros",
    "escobas": "Escobas",
}
COUNT_NOBODY = "nadie"
COUNT_HAND_POINTS = "Puntos de la mano"
COUNT_TOTALS = "Totales"
COUNT_TARGET = "partida a {target}"
COUNT_BUTTON_NEXT = "Mano siguiente"
COUNT_BUTTON_END = "Ver el resultado"

END_TITLE = "¡{side} {wins} la partida!"
END_TIE = "La partida ha terminado."
END_NEW = "Nueva partida"
END_REMATCH = "Revancha"
END_QUIT = "Salir"
EXPORTED = "Partida escrita en {path}"
EXPORT_FAILED = "No se pudo escribir la partida: {error}"
SAVE_FAILED = "No se pudo guardar la partida: {error}"
UNDONE = "Tu última jugada se ha deshecho."
UNDO_FAILED = "No se pudo deshacer la jugada: {error}"
TAKEBACKS = "Jugadas deshechas: {n}"
RESUMED = "Partida guardada recuperada."

HELP_TITLE = "Ayuda — {preset}, a {target}"
HELP_RULES = "Reglas"
HELP_KEYS = "Teclas"
HELP_SEATS = "Alrededor de la mesa"  # the legend of the other seats' panels and lines
HELP_SEAT_BACKS = "una carta en la mano del jugador, boca abajo"
HELP_SEAT_PILE = "las cartas que el jugador ha llevado (su montón)"
HELP_SEAT_ESCOBAS = "las escobas del jugador"
HELP_SEAT_PARTNER = "tu compañero (tu bando)"
HELP_SEAT_DEALER = "el jugador que dio esta mano"
HELP_SEAT_LEVELS = "el nivel de un jugador del ordenador: {levels}"
KEY_NAMES = {
    "enter": "Intro",
    "space": "espacio",
    "pageup": "RePág",
    "pagedown": "AvPág",
    "home": "Inicio",
    "end": "Fin",
}
HELP_GAME_KEYS = {
    "select": "elegir una carta de tu mano (o hacer clic en ella)",
    "step": "moverse entre las cartas de tu mano",
    "table_scroll": "desplazar la mesa cuando sus cartas no caben",
    "log_scroll": "desplazar las jugadas (una jugada nueva vuelve al final)",
    "play": "jugar la carta elegida (a la mesa si no levanta nada)",
    "cycle": "la siguiente forma de jugar la carta elegida, contada (1 de 3…): cada baza que puede levantar, la mejor primero, y luego ninguna (la carta va a la mesa)",
    "renuncio": "reclamar un renuncio cuando se ofrece",
    "hint": "consejo: lo que haría el contador, y por qué",
    "count": "el recuento: cartas sin ver, sietes y seises primero",
    "undo": "deshacer tu última jugada (solo contra el ordenador)",
    "export": "exportar la partida a un fichero",
    "help": "esta ayuda",
    "leave": "dejar la partida (queda guardada)",
}
HELP_CYCLE_COMPULSORY = "la siguiente baza de la carta elegida, contada (1 de 2…); levantar es obligatorio: una carta que puede levantar no puede ir a la mesa"
HELP_GAME_MOUSE = (("clic mesa", "elegir tú las cartas de la mesa que levantas"),)
HELP_REPLAY_KEYS = {
    "step": "la jugada siguiente, o la anterior",
    "hand": "la mano siguiente, o la anterior",
    "edge": "el principio o el final de esta mano",
    "match_edge": "el principio de la primera mano, o el final de la última",
    "follow": "el panel de la mano sigue al jugador siguiente",
    "log_scroll": "desplazar las jugadas",
    "count": "el recuento: cartas sin ver, sietes y seises primero",
    "review": "revisar la partida: cada jugada frente a la mejor encontrada",
    "help": "esta ayuda",
    "quit_replay": "salir de la repetición",
    "back_replay": "volver al final de la partida",
    "menu_replay": "volver al menú",
    "back": "volver a la clasificación",
    "jump": "ir a esa mano",
    "retry": "tus errores y pifias otra vez: encuentra la mejor jugada",
}
HELP_CLOSE = "Cerrar"

TOO_SMALL = "El terminal mide {w}×{h}. La escoba necesita al menos {mw}×{mh}: agrándalo, por favor."

REPLAY_TITLE = "Repetición: {file}"
REPLAY_POSITION = "Mano {hand} de {hands}, jugada {move} de {moves}"
REPLAY_HELP = "→ jugada siguiente · ← anterior · AvPág/RePág mano siguiente/anterior · 1-9 ir a la mano · f otro jugador · q salir"
REPLAY_FOLLOW = "f: mano de otro jugador"
REPLAY_HELP_BACK = "→ jugada siguiente · ← anterior · AvPág/RePág mano siguiente/anterior · 1-9 ir a la mano · f otro jugador · q volver"
REPLAY_HELP_MENU = (
    "→ jugada siguiente · ← anterior · AvPág/RePág mano siguiente/anterior · 1-9 ir a la mano · f otro jugador · q menú"
)

SIDE_JOIN = " & "
YOU = "Tú"

_FORMS = {  # verb: (él/ella, tú, ellos, vosotros)
    "deals": ("da", "das", "dan", "dais"),
    "plays": ("juega", "juegas", "juegan", "jugáis"),
    "takes": ("levanta", "levantas", "levantan", "levantáis"),
    "cries": ("canta", "cantas", "cantan", "cantáis"),
    "picks": ("se lleva", "te llevas", "se llevan", "os lleváis"),
    "wins": ("gana", "ganas", "ganan", "ganáis"),
}


def verbs(name):
    """The verbs agreeing with a name: "Ada juega", "Tú juegas", "Ada & Bruno juegan", "Tú & Ada jugáis"."""
    members = name.split(SIDE_JOIN)
    if len(members) == 1:
        form = 1 if name == YOU else 0
    else:
        form = 3 if YOU in members else 2
    return {verb: forms[form] for verb, forms in _FORMS.items()}


KEY_BACK = "Volver"
KEY_SORT = "Ordenar"
KEY_OPEN = "Abrir partida"
KEY_RELOAD = "Recargar"
KEY_TAB_STANDINGS = "Clasificación"
KEY_TAB_CROSSTABLE = "Cruces"
KEY_TAB_GAMES = "Partidas"
VIEW_TITLE = "Torneo: {name}"
VIEW_SPRT_VERDICTS = {"H1": "H1 aceptada (mejor)", "H0": "H0 aceptada (no mejor)", "": "sin decidir"}
VIEW_NO_RECORD = "No se puede abrir la partida {id}: {error}"
VIEW_NOT_PLAYED = "La partida {id} aún no se ha jugado."
VIEW_FORFEIT = "puesto {seat}: {reason}"
VIEW_WINNER = "gana {side}"
VIEW_GAMES_NOTE = "Intro o un segundo clic en una partida jugada la abre en el visor; q o Esc para volver."
VIEW_GAME_COLUMNS = {
    "id": "partida",
    "players": "bandos",
    "status": "resultado",
    "scores": "tanteo",
    "hands": "manos",
    "forfeit": "abandono",
}
VIEW_CROSS_LOS = "; luego la probabilidad de superioridad (PdS) de la fila"
VIEW_CROSS_NOTE = "Puntos de la fila contra la columna / partidas jugadas{los}. Puntos: victoria 1, empate ½."
VIEW_STANDINGS_NOTE = (
    "Ordenar: pulsa un encabezado, o ve a una columna con ←/→ y pulsa s o Intro (otra vez: orden inverso)."
)
VIEW_FAILING = "{name} falla una y otra vez: {n} abandonos en {games} partidas"
VIEW_COLUMNS = {
    "name": "jugador",
    "games": "partidas",
    "wins": "G",
    "draws": "E",
    "losses": "P",
    "score_rate": "% puntos",
    "points_per_hand": "pts/mano",
    "elo": "Elo [95\u00a0%]",
    "los": "PdS",
    "rating": "índice μ/σ",
    "forfeits": "abandonos",
}
VIEW_GONE = "{path} ya no está; se muestra la última clasificación leída."
VIEW_UNREADABLE = "No se pudo leer {path} ({error}); se muestra la última clasificación leída."
VIEW_WAITING = (
    "Aún no hay clasificación en {path}: empiece el torneo con `escoba tournament run {definition}`;"
    " esta pantalla se llena a medida que terminan las partidas."
)
VIEW_HEAD = "{name}: {rules} a {target}, {seats} puestos{partners}, {format}"
VIEW_FORMATS = {"round-robin": "todos contra todos", "gauntlet": "desafío contra todos"}
VIEW_PARTNERS = " (parejas)"
VIEW_PROGRESS = "{done} de {scheduled} partidas"
VIEW_COMPLETE = "terminado"
VIEW_STOPPED_BY_SPRT = "detenido por el SPRT"
VIEW_AFTER_DECISION = "{count} más tras su decisión, sin contar"
VIEW_RUNNING = "faltan {remaining}"
VIEW_LEADER = "en cabeza: {name}"
VIEW_TABS = {"standings": "Clasificación", "crosstable": "Cruces", "games": "Partidas"}
VIEW_PENDING = "sin jugar"
VIEW_GAMES_SKIPPED = "{count} partidas sin jugar: el SPRT ya decidió."
VIEW_NOT_COUNTED = "sin contar"
VIEW_SPRT = "SPRT [{elo0}, {elo1}]: LLR {llr}, límites {lower} / {upper} tras {pairs} pares: {verdict}"
VIEW_CHALLENGER = "aspirante {name}: Elo {elo} {interval} en {pairs} pares de partidas"
VIEW_DRAW = "empate"
VIEW_ABANDONED = "abandonada"

REASON_DISCARD = "dejar {card} en la mesa"
REASONS = {
    "claim": "canta renuncio: {card} podía levantar {cards}",
    "take": "levanta {what}",
    "sweep": "barre la mesa (escoba), {what}",
    "last_card": "última carta de la mano",
    "safe": "deja {total}: nada de lo que queda por jugar se lo lleva todo",
    "sweepable_one": "deja {total}: para llevárselo todo solo queda por jugar {cards}",
    "sweepable_two": "deja {total}: para llevárselo todo solo quedan por jugar {cards}",
    "sweepable_more": "deja {total}: para llevárselo todo quedan por jugar {cards}",
    "still_to_play_one": "queda {cards} por jugar",
    "still_to_play": "quedan {cards} por jugar",
    "random": "elegida al azar",
    "missed_sweep": "pierde la escoba {move}",
    "gave_up_velo": "deja escapar el siete de oros",
    "threw_seven": "tira un siete ({move})",
    "missed_seven": "pierde un siete: {move} lo lleva",
    "took_less": "lleva {n} cartas donde la mejor jugada lleva {m}",
    "worth_more": "{move} valía {n} más",
    "most_cards": "más cartas: {n}",
    "tied_cards": "empate en cartas a {n}: nadie puntúa",
    "most_oros": "más oros: {n}",
    "tied_oros": "empate en oros a {n}: nadie puntúa",
    "velo": "el siete de oros",
    "velo_untaken": "nadie se llevó el siete de oros",
    "best_primiera": "mejor primiera: {n}",
    "tied_primiera": "empate en la primiera a {n}: nadie puntúa",
    "no_primiera": "ningún bando tiene los cuatro palos",
    "most_sevens": "más sietes: {n}",
    "sixes_break_tie": "empate en sietes a {n}, más seises: {m}",
    "tied_sevens_and_sixes": "empate en sietes a {n} y en seises a {m}: nadie puntúa",
    "tied_sevens": "empate en sietes a {n}: nadie puntúa",
    "all_sevens": "los cuatro sietes",
    "all_oros": "los diez oros",
}
TAKEN_PRIZES = "{prizes}: {cards}"
CARDS_TAKEN = "{n} cartas"
VELO_NOUN = "el velo"
ORO_NOUN = ("un oro", "{n} oros")
RANK_NOUNS = {
    1: ("un as", "{n} ases"),
    2: ("un dos", "{n} doses"),
    3: ("un tres", "{n} treses"),
    4: ("un cuatro", "{n} cuatros"),
    5: ("un cinco", "{n} cincos"),
    6: ("un seis", "{n} seises"),
    7: ("un siete", "{n} sietes"),
    8: ("una sota", "{n} sotas"),
    9: ("un caballo", "{n} caballos"),
    10: ("un rey", "{n} reyes"),
}
NUMBER_WORDS = ("ningún", "un", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve", "diez")
FEMININE = frozenset({8})  # ranks counted with NUMBER_WORDS_F
NUMBER_WORDS_F = ("ninguna", "una", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve", "diez")
AND = " y "


# Other card faces (see strings.FACE_WORDS): each suit word is the one printed on those
# cards (denari), or the Spanish game's own for French cards (diamantes).
FACE_WORDS = {
    "italian": {
        "RANK_NOUNS": {8: ("un fante", "{n} fanti"), 9: ("un cavallo", "{n} cavalli"), 10: ("un re", "{n} re")},
        "FEMININE": frozenset(),
        "ORO_NOUN": ("un denaro", "{n} denari"),
        "VELO_NOUN": "el settebello",
        "REASONS": {
            "gave_up_velo": "deja escapar el settebello",
            "most_oros": "más denari: {n}",
            "tied_oros": "empate en denari a {n}: nadie puntúa",
            "velo": "el siete de denari",
            "velo_untaken": "nadie se llevó el siete de denari",
            "all_oros": "los diez denari",
        },
        "COUNT_CATEGORIES": {
            "oros": "Más denari",
            "velo": "El siete de denari (el settebello)",
            "all_oros": "Los diez denari",
        },
        "SCORE_HEAD": ("", "pts", "cartas", "den.", "7", "sb", "esc"),
        "RULE_LINES": {
            "face_values": "Fante, cavallo y re valen {a}, {b} y {c}.",
            "count": "En cada mano: 1 punto por más cartas, más denari, el siete de denari y {sevens}.",
            "all_oros": "Los diez denari: {n} más.",
        },
        "OPTION_LABELS": {
            "face_values": "Valores de fante, cavallo, re",
            "all_oros_bonus": "Premio por los diez denari",
        },
    },
    "french": {
        "RANK_NOUNS": {8: ("una jota", "{n} jotas"), 9: ("una reina", "{n} reinas"), 10: ("un rey", "{n} reyes")},
        "FEMININE": frozenset({8, 9}),
        "ORO_NOUN": ("un diamante", "{n} diamantes"),
        "VELO_NOUN": "el siete de diamantes",
        "REASONS": {
            "gave_up_velo": "deja escapar el siete de diamantes",
            "most_oros": "más diamantes: {n}",
            "tied_oros": "empate en diamantes a {n}: nadie puntúa",
            "velo": "el siete de diamantes",
            "velo_untaken": "nadie se llevó el siete de diamantes",
            "all_oros": "los diez diamantes",
        },
        "COUNT_CATEGORIES": {
            "oros": "Más diamantes",
            "velo": "El siete de diamantes (el velo)",
            "all_oros": "Los diez diamantes",
        },
        "SCORE_HEAD": ("", "pts", "cartas", "♦", "7", "7♦", "esc"),
        "OPTION_LABELS": {
            "face_values": "Valores de jota, reina, rey",
            "all_oros_bonus": "Premio por los diez diamantes",
        },
        "RULE_LINES": {
            "face_values": "Jota, reina y rey valen {a}, {b} y {c}.",
            "count": "En cada mano: 1 punto por más cartas, más diamantes, el siete de diamantes y {sevens}.",
            "all_oros": "Los diez diamantes: {n} más.",
        },
    },
}

RULE_LINES = {
    "capture_fifteen": "Una carta levanta las cartas de la mesa que suman 15 con ella.",
    "capture_sum": "Una carta levanta las cartas de la mesa cuyos valores suman su propio valor.",
    "single_card_first": "Una carta sola del mismo valor se levanta primero.",
    "face_values": "Sota, caballo y rey valen {a}, {b} y {c}.",
    "compulsory": "Levantar es obligatorio.",
    "optional": "Levantar es opcional.",
    "escoba": "Dejar la mesa vacía es escoba: 1 punto en el acto.",
    "escoba_not_last": "Dejar la mesa vacía es escoba: 1 punto en el acto, pero no con la última carta de la mano.",
    "opening": "Una mesa de 15 al repartir (o dos veces 15) es escoba del que da (o dos).",
    "count": "En cada mano: 1 punto por más cartas, más oros, el siete de oros y {sevens}.",
    "sevens_most": "más sietes",
    "sevens_sixes": "más sietes (si hay empate, más seises)",
    "sevens_primiera": "la primiera",
    "all_sevens": "Los cuatro sietes: {n} más.",
    "all_oros": "Los diez oros: {n} más.",
    "renuncio": "Renuncio: el jugador siguiente puede reclamar una carta dejada que podía levantar.",
    "target": "Gana el primero que llega a {target}; si empatan arriba, se juega otra mano.",
}
NET_TABLE = "Mesa {code}"
NET_WAITING_ONE = "Esperando a un jugador más…"
NET_WAITING = "Esperando a {n} jugadores más…"
NET_RECONNECTING = "reconectando… intento {n}, {time}"
NET_RECONNECTING_UNTIL = "reconectando… intento {n}, {time} de {most} como mucho ({key}: salir)"
NET_BACK = "De vuelta en la mesa."
NET_LOST = "Conexión con el anfitrión perdida: {reason}"
NET_INVALID = "El anfitrión ha enviado algo no válido: {detail}. La conexión se ha cerrado."
NET_FORFEIT = "La partida terminó antes: un puesto abandonó."
NET_FORFEIT_WHO = "La partida terminó antes: {name} abandonó."
NET_FORFEIT_WHO_WHY = "La partida terminó antes: {name} abandonó ({why})."
NET_FORFEIT_CAUSES = {
    "timeout": "se le acabó el tiempo",
    "disconnect": "se fue y no volvió a tiempo",
    "illegal move": "una jugada ilegal",
    "protocol": "su programa rompió el protocolo",
    "crash": "su programa se detuvo",
}
NET_AWAY = "ausente"
NET_OPEN = "aún no ha llegado"
NET_AI = "juega el ordenador"
NET_THINKING = "pensando…"
NET_CLOCK = "quedan {time}"
NET_LEAVE = "Dejar la mesa"
NET_REMATCH_OPEN = "Revancha ofrecida: cada jugador debe pedirla (quedan {time})."
NET_REMATCH_WAITING = "Has pedido la revancha: esperando a {names} (quedan {time})…"
NET_REMATCH_NONE = "En esta mesa no hay revancha: déjala cuando quieras."
NET_REMATCH_DECLINED = "No hay revancha: {reason}."
NET_REMATCH_REASONS = {
    "timeout": "no todos la pidieron a tiempo",
    "left": "un jugador dejó la mesa",
    "stopped": "el anfitrión se detuvo",
}
NET_REMATCH_GO = "Revancha: una nueva partida en la misma mesa."
# Una mesa alojada cuando el anfitrión ya no está, dejarla, jugadas en camino, puestos ausentes (incidencia 18)
NET_GAVE_UP = "sin respuesta tras {n} intentos ({time}). Vuelve a lanzar el mismo comando para recuperar tu puesto mientras el anfitrión lo guarde."
NET_HOST_ERROR = "el anfitrión dice: {message}"
NET_CLOSED = "el anfitrión la cerró."
NET_STOPPED = "El anfitrión detuvo la mesa; está guardada y sigue cuando vuelva a alojarla: entonces lanza el mismo comando para recuperar tu puesto."
NET_STOPPED_RETRYING = "El anfitrión detuvo la mesa; está guardada y sigue cuando vuelva a alojarla. Volviendo a entrar: intento {n}, {time} de {most} como mucho ({key}: salir)."
NET_STOPPED_FOR_GOOD = "El anfitrión detuvo la mesa: la partida termina aquí, sin acabar."
NET_UNKNOWN = "desconocido"
NET_SENT = "Tu jugada está enviada: esperando al anfitrión…"
NET_AWAY_SHORT = "ausente: quedan {time}"
NET_AWAY_FORFEIT = "ausente: quedan {time}, luego abandono"
NET_AWAY_TAKEOVER = "ausente: quedan {time}, luego el ordenador"
NET_LEFT = "dejó la mesa"
NET_LEFT_SHORT = "se fue · {time}"
NET_LEFT_FORFEIT = "se fue · {time} para volver, luego abandono"
NET_LEFT_TAKEOVER = "se fue · {time} para volver, luego el ordenador"
NET_TAKEOVER_NAME = "{name} (ordenador)"
NET_AWAITED = "Esperando a {name}"
NET_AWAITED_AWAY = "Esperando a {name}: ausente"
NET_AWAITED_LEFT = "Esperando a {name}: dejó la mesa"
NET_COUNT_HELD = "Luego te toca: tu reloj empieza cuando sigas (como muy tarde en {time})."
NET_COUNT_CLOCK = "Luego te toca: te quedan {time} en el reloj."
NET_LEAVE_TITLE = "¿Dejar la mesa?"
NET_LEAVE_FORFEIT = "El anfitrión te guarda el puesto {time}: vuelve a lanzar el mismo comando para recuperarlo. Después, tu bando pierde la partida por abandono."
NET_LEAVE_TAKEOVER = "El anfitrión te guarda el puesto {time}: vuelve a lanzar el mismo comando para recuperarlo. Después, el ordenador sigue jugando por ti."
NET_LEAVE_UNKNOWN = "El anfitrión te guarda el puesto un rato: vuelve a lanzar el mismo comando para recuperarlo. Después, tu bando pierde por abandono o el ordenador sigue por ti, según la mesa."
HOST_LEAVE_TITLE = "¿Detener la mesa?"
HOST_LEAVE_NOTE = "La partida termina aquí para todos: se guarda en host/left/ de la carpeta de datos, pero no se reanuda, y los demás jugadores sabrán que la detuviste."
NET_REMATCH_ASKED = "La han pedido: {names}."
NET_REMATCH_NOBODY = "Nadie la ha pedido aún."

# Alojar una partida desde la pantalla de preparación
REMOTE_PLAYER = "Remoto (por la red)"
HOST_ONE_HUMAN = (
    "Una partida con jugadores remotos tiene un solo jugador en esta pantalla: pon exactamente un puesto como Humano."
)
HOST_TITLE = "Alojar una partida"
HOST_NOTE = "Tus amigos se unen desde su terminal con escoba join; los puestos del ordenador juegan aquí."
HOST_PORT = "Puerto (0: uno libre)"
HOST_PUBLIC = "Escuchar en todas las direcciones"
HOST_PUBLIC_WARNING = "Cualquiera que llegue a esta máquina puede ocupar un puesto libre: no hay contraseña. Por Internet, mejor una redirección de puerto SSH."
HOST_START = "Alojar"
HOST_BACK = "Volver"
HOST_BAD_PORT = "El puerto es un número de 0 a 65535 (0: un puerto libre)."
HOST_PORT_IN_USE = "El puerto {port} está en uso: elige otro, o 0 para uno libre."
HOST_FAILED = "No se puede alojar la partida: {error}"
HOSTING_TITLE = "Mesa {code} alojada"
HOSTING_WHERE = "Dirección {address}   Puerto {port}   Código {code}"
HOSTING_SEND = "Envía este comando a un amigo:"
HOSTING_SSH = "¿Lejos? Primero ejecuta {ssh} (sin abrir puertos)."
HOSTING_SSH_LOGIN = "usuario@esta-maquina"
HOSTING_PUBLIC = "Escuchando en todas las direcciones: cualquiera que llegue a esta máquina puede unirse."
HOSTING_REMOTE = "Jugador remoto"
HOSTING_YOU = "{name} (tú)"
HOSTING_SEAT = "{n}. {who}: {state}"
HOSTING_STATES = {"here": "aquí", "waiting": "esperando…", "away": "se fue, puede volver", "computer": "juega aquí"}
HOSTING_COPY = "Copiar el comando"
HOSTING_COPIED = "El comando está copiado (si el terminal lo permite)."
HOSTING_CANCEL = "Cancelar"
HOSTING_STOPPED = "La mesa se detuvo: {reason}"
# Mirar una mesa (escoba join --watch), y el nombre del puesto del anfitrión
HOSTING_WATCH = "Cualquiera puede mirar, con todas las manos boca abajo:"
WATCH_TITLE = "Mirando la mesa {code}"
WATCH_WAITING = "Esperando a que empiece la partida…"
HOST_SEAT_NAME = "Anfitrión"
GUEST_SEAT_NAME = "Invitado"

END_REVIEW = "Revisar"
KEY_REVIEW = "Revisar"
REVIEW_PROGRESS = "análisis {done}/{total}"
REVIEW_DONE = "análisis: {summary}"
REVIEW_PLAYER = "{name} pierde {loss} por jugada"
REVIEW_PLAYER_YOU = "tú pierdes {loss} por jugada"
REVIEW_LABELS = {
    "best": "mejor",
    "good": "buena",
    "inaccuracy": "imprecisión",
    "mistake": "error",
    "blunder": "error grave",
}
ACCURACY_PERCENT = "{n}\u00a0%"
REVIEW_ACCURACY = "{player} (precisión {accuracy})"
REVIEW_LEGEND = "Pérdida: puntos cedidos por jugada frente a la mejor; precisión {full}: siempre la mejor."
END_ACCURACY_WAIT = "Precisión: analizando la partida… {done}/{total}"
END_ACCURACY = "Precisión: {players}"
END_ACCURACY_PLAYER = "{name} {accuracy}"
RECORD_ACCURACY = "Precisión contra {who}: {trend}"
DECIMAL_MARK = ","
THOUSANDS_MARK = "."
PERCENT_SIGN = "\u00a0%"  # "98,3 %" with a no-break space, as the RAE writes it
ELISIONS: list[tuple[str, str]] = []
RECORD_TEXT = {
    "vs": " contra ",
    "head": "{sides} — {rules} a {target}",
    "seed": ", semilla {seed}",
    "options": "opciones: {options}",
    "hand": "Mano {n} — reparte: {dealer}; mesa: {cards}",
    "opening": "{dealer}: se lleva la mesa repartida ({cards}) — escoba",
    "deal": "Reparto: {hands}",
    "deal_join": "; ",
    "seat": "{name}:",
    "claim": "canta renuncio: {cards}",
    "take": "juega {card} y se lleva {cards}",
    "play": "deja {card} en la mesa",
    "escoba": "ESCOBA",
    "leftovers": "{name}: se lleva lo que queda ({cards})",
    "count": "Recuento:",
    "nobody": "nadie",
    "escobas": "escobas",
    "points": "Puntos: {points}",
    "final": "Final: {scores}",
    "forfeit": "{name}: pierde por abandono ({reason}).",
    "winner": "Gana: {side}",
    "abandoned": "La partida se abandonó.",
}

# `escoba match`'s summary (strings.py MATCH_TEXT).
MATCH_TEXT = {
    "title": "{games} partidas, {rules} a {target}",
    "title_one": "1 partida, {rules} a {target}",
    "title_duplicate": "{deals} repartos × {seatings} colocaciones = {games} partidas (duplicado), {rules} a {target}",
    "columns": ("jugador", "partidas", "G", "E", "P", "tanteo", "puntos", "pts/mano", "±95\u00a0%", "abandonos"),
    "sides": "bandos",
    "side_columns": ("bando", "G", "E", "P", "puntos"),
    "records": "{n} registros en {folder}",
    "records_one": "1 registro en {folder}",
    "margin": "{first} frente a {second}: {interval} puntos por mano, en {hands} manos jugadas por ambos lados",
    "interval": "{mean} ± {half} (intervalo del 95\u00a0% de {low} a {high})",
    "few_hands": "{mean} (demasiado pocas manos emparejadas para un intervalo)",
    "score": "resultado del enfrentamiento {first} {a} – {b} {second} en {games} partidas (el empate vale medio)",
    "progress": "partida {done}/{total}",
}
NET_CLI_TEXT = {
    "warning": "aviso: {message}",
    "resuming": "reanudando {n} mesas guardadas desde {folder}",
    "resuming_one": "reanudando 1 mesa guardada desde {folder}",
    "listening": "aviso: escuchando en {address}: cualquiera que llegue a esta máquina puede ocupar un puesto libre "
    "(no hay inicio de sesión; mejor usa una redirección de puertos SSH, véase docs/friends.md)",
    "listening_serve": "aviso: escuchando en {address}: no hay inicio de sesión, cualquiera que llegue puede jugar "
    "(mejor usa una redirección de puertos SSH: ssh -L 8000:127.0.0.1:8000 host)",
    "taking_back": "recuperando el puesto {seat} (guardado en {path})",
    "key_not_kept": "aviso: la clave del puesto no se pudo guardar en {path}: {reason}",
    "table": "mesa {code}: {seats} ({n} asientos libres)",
    "table_one": "mesa {code}: {seats} (1 asiento libre)",
    "join_with": "  para unirse:  escoba join {address}:{port} {code}",
    "watch_with": "  para mirar:   escoba join --watch {address}:{port} {code}",
    "stop_with": "detener con Ctrl-C (las mesas se guardan; vuelve a lanzarlo para seguir)",
    "serving": "Escoba en tu navegador: {url}   (Ctrl+C detiene el servidor)",
}
WEB_PAGE_TEXT = {
    "start": "Empezar",
    "ended": "Sesión terminada.",
    "replaced": "Esta partida se abrió en otra pestaña o ventana de este navegador: sigue allí.",
    "restart": "Reiniciar",
    "play_here": "Jugar aquí",
}
ASK_TEXT = {
    "runs": "{source} ejecuta estos programas en esta máquina, con sus permisos:",
    "ask": "¿Ejecutarlos?",
    "none_run": "no se ejecutó nada",
    "aborted": "interrumpido",
    "confirm": "{question} [s/N]: ",
    "yes": "s sí si",
    "no": "n no",
}
# Why a player forfeited (players/base.py Fault), in a record's text and the viewer's games.
FAULT_WORDS = {
    "crash": "fallo",
    "timeout": "tiempo agotado",
    "illegal move": "jugada ilegal",
    "protocol": "error de protocolo",
    "disconnect": "desconexión",
}
# The command line's own errors (strings.py ERRORS).
ERROR_LINE = "error: {message}"
FROM_COMMAND_LINE = "línea de órdenes"
ERROR_OR = "o"
FILE_KINDS = {
    "file": "un archivo",
    "record": "un registro de partida",
    "theme file": "un archivo de tema",
    "settings file": "un archivo de ajustes",
    "tables file": "un archivo de mesas",
    "saved table": "una mesa guardada",
    "seat file": "un archivo de puesto",
    "definition file": "un archivo de definición",
    "scheduler file": "un archivo de planificador",
    "record of your games": "un historial de sus partidas",
    "tournament definition or standings file": "una definición de torneo o un archivo de clasificación",
}
FILE_SIZES = ("{n} bytes", "{n} KB", "{n} MB")
ERRORS = {
    "no_such_file": "{path}: no existe el archivo",
    "is_folder": "{path}: es una carpeta, no {what}",
    "cannot_read": "{path}: no se puede leer: {reason}",
    "reference_unusable": "{path}: no es un motor de referencia: {reason}",
    "analysis_stopped": "el análisis se detuvo: {reason}",
    "analysis_ended": "el análisis terminó antes de su resultado (código de salida {code})",
    "not_regular": "{path}: no es un archivo normal (un dispositivo, una tubería o un socket), no {what}",
    "too_big": "{path}: {size}, más de lo que puede ocupar {what} ({most} como mucho)",
    "grew_too_big": "{path}: más de lo que puede ocupar {what} ({most} como mucho)",
    "not_utf8": "{path}: no es texto UTF-8 (byte {byte})",
    "unknown_player": "jugador desconocido {name!r}; jugadores conocidos: {known}, o py:módulo.Clase, o cmd:<línea de órdenes>",
    "empty_spec": "descripción de jugador vacía; jugadores conocidos: {known}",
    "spec_not_text": "una descripción de jugador es un texto como random o expert:iters=50, no {value}",
    "spec_option_form": "opción {option!r}: escribe las opciones como nombre=valor, p. ej. expert:ms=200,seed=3",
    "cmd_empty": "cmd: necesita una línea de órdenes, p. ej. cmd:python3 bots/mibot.py",
    "cmd_unreadable": "no se puede leer la línea de órdenes {command!r}: {reason}",
    "py_form": "{spec!r}: escribe py:paquete.módulo.NombreDeClase",
    "player_no_option": "el jugador {name!r} no tiene la opción {option!r}; sus opciones: {known}",
    "option_bool": "la opción {name} es true o false, no {value!r}",
    "option_points": "la opción {name} es un número entero de puntos (de 0 a {most}), no {value!r}",
    "target_points": "la meta es un número entero de puntos (de 1 a {most}), no {value!r}",
    "option_choice": "la opción {name} es {choices}, no {value!r}",
    "face_values": "face_values pide tres números positivos (rangos 8, 9, 10), no {value!r}",
    "unknown_option": "opción de reglas desconocida {name!r}; opciones conocidas: {known}",
    "unknown_preset": "reglas desconocidas {name!r}; reglas conocidas: {known}",
    "option_form": "{text!r}: escribe una opción como nombre=valor, p. ej. compulsory_capture=true",
    "option_list": "{text!r}: una opción de lista lleva números, p. ej. face_values=10,11,12",
    "lang_choice": "--lang {value!r}: elige {known}",
    "theme_unknown": "--theme {value!r}: tema desconocido; temas conocidos: {known}",
    "needs_package": "el juego a pantalla completa necesita el paquete {package!r}, que no está instalado "
    "(pip install escoba_tui lo instala); `escoba match` funciona sin él",
    "programs_no_terminal": "{source} ejecuta programas en esta máquina ({listing}); no hay terminal para "
    "preguntar: añade --yes para ejecutarlos",
    "seat_count": "{n} puestos: la escoba se juega entre 2, 3, 4 o 6",
    "seat_count_one": "1 puesto: la escoba se juega entre 2, 3, 4 o 6",
    "player_count": "{n} jugadores: la escoba se juega entre 2, 3, 4 o 6",
    "player_count_one": "1 jugador: la escoba se juega entre 2, 3, 4 o 6",
    "partners_seats": "--partners pide 4 o 6 puestos, no {n}",
    "partners_players": "--partners pide 4 o 6 jugadores, no {n}",
    "option_choose": "{option} {value!r}: elige {choices}",
    "names_count": "{names} nombres para {n} puestos",
    "games_range": "--games {value}: elige de 1 a {most}",
    "records_not_folder": "--records {path}: no es una carpeta",
    "records_cannot_write": "no se pueden escribir los registros: {reason}",
    "record_not_verify": "{error} (el registro no se verifica)",
    "ms_range": "--ms {value}: da un tiempo entre 0 y {most} milisegundos",
    "iters_range": "--iters {value}: da un número de mundos de 1 a {most}",
    "ms_or_iters": "--ms y --iters: da uno u otro",
    "seconds_range": "--seconds {value}: elige un número mayor que 0 y como mucho {most}",
    "moves_range": "--moves {value}: elige de 1 a {most}",
    "player_faulted": "un jugador a prueba cometió una falta: {reason}",
    "workers_range": "--workers {value}: elige de 1 a {most}",
    "challenger_gauntlet": "--challenger va con --format gauntlet",
    "sprt_form": "--sprt {value!r}: escribe ELO0,ELO1[,ALPHA,BETA], p. ej. 0,30 o 0,30,0.05,0.05",
    "cannot_write_path": "{path}: no se puede escribir: {reason}",
    "one_place": "{both}: indica un solo lugar donde jugar las partidas",
    "workers_local": "--workers es para los procesos locales; con {option} juegan los workers del clúster",
    "cluster_form": "--cluster {value!r}: escribe local:N, N procesos de 1 a {most}, p. ej. local:2",
    "cluster_most": "--cluster local:{value}: esta máquina admite como mucho {most} workers locales "
    "(cuatro por núcleo, uno por cada {memory} MiB de memoria)",
    "cluster_install": "jugar en un clúster de Dask necesita el extra cluster: pip install 'escoba_tui[cluster]' "
    "(en un repositorio clonado: pip install -e '.[cluster]')",
    "cluster_local": "clúster de Dask local",
    "cluster_at": "planificador de Dask en {address}",
    "cluster_of_file": "planificador de Dask de {path}",
    "cluster_waiting": "esperando a que un worker se una al {where}",
    "cluster_joined": "{n} workers se unieron al {where}; el torneo sigue",
    "cluster_joined_one": "1 worker se unió al {where}; el torneo sigue",
    "cluster_all_left": "todos los workers dejaron el {where}; el torneo espera a uno (inicia uno con: dask worker "
    "{address} --nthreads 1), o pulsa Ctrl-C para parar y reanudar más tarde: no se pierde nada",
    "cluster_threads": "el worker {address} ejecuta {n} hilos en un solo proceso: las partidas son Python puro y "
    "comparten su único núcleo; inicia los workers con --nthreads 1 (y --nworkers N para N núcleos)",
    "cluster_worker_import": "el worker {address} no puede importar escoba_tui ({problem}): instálalo allí, en la "
    "misma versión que en esta máquina",
    "cluster_worker_check": "el worker {address} no puede comprobar el torneo: {problem}",
    "cluster_worker_problem": "worker {address} ({host}): {problem}",
    "cluster_other_code": "ejecuta otro código de escoba_tui que el controlador: instala la misma versión en cada máquina",
    "cluster_cmd_player": "no se puede iniciar el jugador {name!r}: {problem} (un jugador cmd: debe estar en la misma "
    "ruta en cada worker)",
    "cluster_py_player": "no se puede crear el jugador {name!r}: {problem}; los jugadores py: deben poder importarse en "
    "cada worker (instala allí su módulo o ponlo en el PYTHONPATH)",
    "cluster_player": "no se puede crear el jugador {name!r}: {problem}",
    "cluster_no_worker": "ningún worker se unió al {where} en {seconds} s; inicia algunos con: dask worker {address} "
    "--nthreads 1",
    "cluster_cannot_start": "no se puede iniciar un clúster de Dask local: {problem}",
    "cluster_cannot_connect": "no se puede conectar con el {where}: {problem}",
    "cluster_cannot_use": "no se puede usar el {where}: {problem}",
    "address_long": "{source}: una dirección de {n} caracteres no lo es",
    "address_scheme": "{source} {shown}: solo se admiten planificadores tcp:// ({scheme}:// no está probado); "
    "escribe {form}",
    "address_form": "{source} {shown}: escribe la dirección del planificador como {form}, p. ej. tcp://127.0.0.1:8786",
    "file_address": "{path}: dirección",
    "no_scheduler_file": "{path}: no existe ese archivo de planificador (lo escribe dask scheduler --scheduler-file)",
    "scheduler_not_json": "{path}: no es un archivo de planificador (no es JSON)",
    "scheduler_no_address": '{path}: no es un archivo de planificador (no hay texto "address" en un objeto JSON)',
    "scheduler_unreachable": "no se puede llegar al planificador de Dask {address}: {reason}",
    "not_dask": "{address} no es un planificador de Dask: {problem}",
    "dask_closed": "cerró la conexión sin decir nada",
    "dask_announces": "su primer mensaje anuncia {n} bytes (el de un planificador tiene unos cientos)",
    "dask_short": "su primer mensaje se corta antes de tiempo",
    "dask_silent": "no dijo nada en {seconds} s",
    "public_or_bind": "--public y --bind: elige uno",
    "cannot_listen": "no se puede escuchar en {address}:{port}: {reason}",
    "host_form": "{value!r}: escribe el anfitrión como ANFITRIÓN:PUERTO, p. ej. 127.0.0.1:7840",
    "see_help": "{message} (véase: {command} --help)",
    "cli_no_command": "no existe la orden {name!r}",
    "cli_no_command_close": "no existe la orden {name!r}; ¿querías decir {close}?",
    "cli_missing_argument": "falta el argumento {name}",
    "cli_missing_option": "falta la opción {name}",
    "cli_no_option": "no existe la opción {option}",
    "cli_no_option_among": "no existe la opción {option} (opciones posibles: {among})",
    "cli_bad_value": "valor no válido para {name}: se espera {expected}",
    "cli_needs_value": "la opción {option!r} necesita un valor",
    "cli_takes_no_value": "la opción {option!r} no lleva valor",
    "cli_extra_arguments": "sobran argumentos: {arguments}",
    "cli_extra_arguments_one": "sobra un argumento: {arguments}",
    "cli_whole_number": "un número entero",
    "cli_whole_number_between": "un número entero de {low} a {high}",
    "cli_whole_number_from": "un número entero desde {low}",
    "cli_number": "un número",
    # Los lectores de nuestros archivos: «ARCHIVO:LÍNEA: CAMPO: problema»; el nombre de un campo es el del archivo.
    "schema_field": "{where}: {field}: {problem}",
    "schema_document": "documento",
    "schema_expected": "se esperaba {kind}, se encontró {value}",
    "schema_expected_value": "se esperaba {expected}, se encontró {value}",
    "schema_version": "este programa lee la versión {version}, se encontró {value}",
    "schema_range": "debe estar entre {low} y {high}, se encontró {value}",
    "schema_length": "{n} elementos; de {low} a {high}",
    "schema_one_of": "se esperaba uno de {listing}, se encontró {value}",
    "schema_unknown_field": "campo desconocido (campos conocidos: {known})",
    "schema_missing": "falta",
    "schema_too_deep": "anidado a más profundidad que cualquier campo del formato",
    "schema_out_of_range": "{value}: fuera de rango",
    "schema_preset": "variante desconocida {value} (variantes conocidas: {listing})",
    "schema_at_least_one": "debe ser 1 o más, se encontró {value}",
    "schema_seconds": "{value} s; elige entre {low} y {high}",
    "schema_grace": "{value} s; elige entre 1 y {high}",
    "schema_elo": "debe ser un número de Elo entre {low} y {high}, se encontró {value}",
    "schema_risk": "debe estar estrictamente entre {low} y {high}, se encontró {value}",
    "schema_name_length": "{n} caracteres: un nombre de torneo tiene como mucho {high} (da nombre a una carpeta)",
    "schema_seats": "la escoba se juega con 2, 3, 4 o 6 puestos, se encontró {value}",
    "schema_games": "debe ser 1 o más series de repartos por emparejamiento, se encontró {value}",
    "schema_time_ms": "un tiempo por jugada va de 1 a {high} ms, se encontró {value}",
    "record_not_toml": "{path}: TOML no válido: {reason}",
    "theme_colour_string": "{path}: {field}: se esperaba un color (texto), hay {value}",
    "theme_not_colour": "{path}: {field}: {value} no es un color",
    "theme_too_large": "{path}: más de {kb} KB, no es un archivo de tema",
    "theme_too_deep": "{path}: no es un archivo de tema: anidado demasiado hondo",
    "theme_unknown_field": "{path}: {field}: campo desconocido (conocidos: {known})",
    "theme_no_name": "{path}: name: falta (un tema necesita un nombre)",
    "theme_no_primary": "{path}: primary: falta (un tema necesita un color primario)",
    "theme_dark": "{path}: dark: se esperaba true o false, hay {value}",
    "theme_not_table": "{path}: {field}: se esperaba una tabla",
    "theme_taken": "{path}: name: {name} ya es un tema; dale otro nombre al tuyo",
    "record_strings_per_seat": "se esperaban {n} cadenas, una por puesto",
    "record_per_side": "se esperaban {sides} números (uno por bando), se encontraron {n}",
    "record_side_index": "se esperaba un bando de 0 a {last}, se encontró {value}",
    "record_seat_index": "se esperaba un puesto de 0 a {last}, se encontró {value}",
    "record_abandoned_winner": "una partida abandonada no tiene ganador",
    "record_forfeit_fields": "solo el registro de un abandono tiene campos de abandono",
    "record_deck": "debe contener cada una de las 40 cartas exactamente una vez",
    "puzzle_named": "problema {id}",
    "puzzle_text": "se esperaba una línea de texto imprimible",
    "puzzle_teams": "se esperaba cada asiento de 0 a {last} en exactamente un bando",
    "puzzle_value_pair": "se esperaba un par [jugada, puntos], los puntos un número dentro de ±{most}",
    "puzzle_due": "se esperaba una fecha (AAAA-MM-DD), se encontró {value}",
    "puzzle_not_legal": "no son las jugadas legales de la posición",
    "puzzle_best_not_legal": "no es una jugada legal de la posición",
    "record_at_hand": "{source}: mano {n}",
    "record_at_move": "{source}: mano {n}, jugada {k}",
    "record_at_play": "{source}: mano {n}, jugada {k} ({move})",
    "record_already_won": "{where}: la partida ya estaba ganada antes de esta mano",
    "record_wrong_dealer": "{where}: reparte {dealer}, pero el reparto le toca al puesto {seat}",
    "record_hand_over": "{where}: la mano ya ha terminado",
    "record_not_in_hand": "{where}: {card} no está en la mano del puesto {seat}, al que le toca jugar",
    "record_not_legal": "{where}: no es una jugada legal para el puesto {seat} aquí",
    "record_points": "{where}: los puntos son {points}, pero el juego da {expected}",
    "record_detail": "{where}: detail.{field} es {values}, pero el juego da {expected}",
    "skip_worker_died": "su worker murió cada una de las {times} veces que se jugó",
    "skip_workers_died": "murieron todos los workers que la jugaron ({tries} intentos, el último en {last})",
    "run_game_failed": "partida {game}: {problem}",
    "cluster_game_lost": "el planificador de Dask perdió la partida {times} veces (la última: {status}); ¿se detuvo o se reinició?",
    "cluster_game_import": "un worker no puede importar lo que la partida necesita ({problem}): instala escoba_tui (y el módulo de cada jugador py:) en cada worker",
    "record_dealer_absent": "{where}: quien reparte, {dealer}, no está en la mesa",
    "record_ends_early": "{where}: la mano termina tras {n} jugadas, antes de su última carta",
    "record_unfinished_points": "{where}: los puntos son {points}, pero las escobas de la mano sin terminar dan {expected}",
    "record_scores": "{where}: el tanteo es {scores}, pero el juego da {expected}",
    "record_no_winner": "{where}: el resultado es «finished», pero ningún bando ha ganado tras {n} manos",
    "record_winner": "{where}: el ganador es {winner}, pero el juego da el bando {side}",
    "record_abandoned_won": "{where}: el resultado es «abandoned», pero ganó el bando {side}",
    "record_forfeit_won": "{where}: el resultado es «forfeit», pero el bando {side} ganó jugando",
    "record_forfeit_side": "{where}: el ganador debe ser un bando distinto del bando {side} del puesto que abandonó",
    "standings_missing_rating": "falta (con más de dos puestos, la clasificación la calcula openskill)",
    "standings_missing_elo": "falta (con dos puestos, la clasificación es en Elo)",
    "standings_rows": "se esperaban {n} filas de {n} números, una por jugador",
    "standings_status": "se esperaba «done» o «pending», se encontró {value}",
    "standings_missing_done": "falta (una partida jugada lo tiene)",
    "standings_no_side": "no hay bando {winner} entre {n}",
    "config_name": "{value}: usa letras, cifras, «.», «-» y «_» (da nombre a una carpeta)",
    "config_unknown_option": "opción de reglas desconocida (opciones conocidas: {known}; el objetivo se fija con `target`)",
    "config_partners": "las parejas necesitan 4 o 6 puestos, no {n}",
    "config_missing_name": "falta (un jugador cmd: o py: necesita un nombre)",
    "config_name_length": "{value}: un nombre tiene de 1 a 40 caracteres",
    "config_name_taken": "{value} ya es el nombre de otro jugador",
    "config_too_few": "{n} jugadores no pueden llenar una partida de {seats} puestos",
    "config_too_few_one": "{n} jugador no puede llenar una partida de {seats} puestos",
    "config_no_challenger": "un desafío contra todos necesita el nombre de su aspirante",
    "config_not_a_player": "{value} no es uno de los jugadores ({names})",
    "config_challenger_only": "solo un desafío contra todos tiene aspirante",
    "config_sprt_gauntlet": 'un SPRT necesita un desafío contra todos de dos puestos (seats = 2, format = "gauntlet")',
    "config_elo1": "debe ser mayor que elo0 ({elo0}), se encontró {elo1}",
    "config_sprt_pairs": "un SPRT decide como pronto tras {pairs} pares de partidas: este calendario tiene {has}, así que "
    "nunca podrá decidir (omita games en `tournament new` para tener {games} series de repartos)",
    "config_too_many": "el calendario tendría {total} partidas (más de {most})",
    "config_exists": "{path}: ya existe (usa --force para reemplazarlo)",
    "tables_unknown_top": "campo desconocido; escribe las mesas como [[table]]",
    "tables_none": "no hay ninguna [[table]] en el archivo",
    "tables_too_many": "{path}: {n} mesas; como mucho {most}",
    "tables_label": "mesa {n}: {field}",
    "tables_label_only": "mesa {n}",
    "tables_code_twice": "{value} lo usan dos mesas",
    "tables_seat_count": "{n} puestos; la escoba se juega con {counts}",
    "tables_partners": "hacen falta 4 o 6 puestos, no {n}",
    "tables_no_remote": "una mesa alojada necesita al menos un puesto `remote`",
    "tables_names": "{names} nombres para {n} puestos",
    "tables_name_long": "{value}...: como mucho {most} caracteres",
    "tables_watchers": "{value}; elige entre 0 y {most}",
    "tables_code": "{value}: de 3 a 32 letras minúsculas, cifras o «-»",
    "saved_too_deep": "{path}: anidado a demasiada profundidad",
    "saved_not_json": "{path}: no es JSON: {reason}",
    "saved_not_table": "{path}: no es una mesa guardada",
    "saved_expected": "se esperaba {choices}, se encontró {value}",
    "saved_unknown_field": "campo desconocido",
    "saved_specs": "se esperaban unas descripciones de jugador",
    "saved_names": "se esperaban nombres o null",
    "saved_options": "se esperaban opciones de reglas",
    "saved_code": "{value} no es el código de mesa de este archivo ({code})",
    "saved_per_seat": "se esperaban {n} valores, uno por puesto",
    "saved_token": "un token vacío o demasiado largo",
    "saved_seq": "un recuento de mensajes fuera de rango",
    "saved_time": "{value} no es una hora",
    "saved_not_seat": "{value}: no es un puesto",
    "move_time_range": "--move-time {value}: elige entre {low} y {high} segundos",
    "cannot_write_to": "no se puede escribir en {path}: {reason}",
    "saved_unreadable": "{path}: no se pueden leer las mesas guardadas: {reason}",
    "option_problem": "{option}: {problem}",
    "os_ENOENT": "no existe el archivo o la carpeta",
    "os_EACCES": "permiso denegado",
    "os_EPERM": "operación no permitida",
    "os_EISDIR": "es una carpeta",
    "os_ENOTDIR": "no es una carpeta",
    "os_ENOTEMPTY": "la carpeta no está vacía",
    "os_ENOSPC": "no queda espacio en el disco",
    "os_EDQUOT": "cuota de disco superada",
    "os_EFBIG": "archivo demasiado grande",
    "os_EROFS": "sistema de archivos de solo lectura",
    "os_EEXIST": "el archivo ya existe",
    "os_EBUSY": "dispositivo o recurso ocupado",
    "os_ETXTBSY": "archivo ejecutable ocupado",
    "os_ENOEXEC": "formato de ejecutable no válido",
    "os_EIO": "error de entrada/salida",
    "os_EXDEV": "enlace entre dispositivos no válido",
    "os_ENAMETOOLONG": "nombre de archivo demasiado largo",
    "os_EMFILE": "demasiados archivos abiertos",
    "os_ENFILE": "demasiados archivos abiertos en el sistema",
    "os_ELOOP": "demasiados niveles de enlaces simbólicos",
    "os_ENOMEM": "no hay memoria suficiente",
    "os_ENXIO": "no existe el dispositivo o la dirección",
    "os_EINVAL": "argumento no válido",
    "os_EPIPE": "tubería rota",
    "os_ECONNREFUSED": "conexión rechazada",
    "os_ECONNRESET": "el otro lado reinició la conexión",
    "os_ECONNABORTED": "conexión interrumpida",
    "os_ETIMEDOUT": "se agotó el tiempo de conexión",
    "os_timeout": "se agotó el tiempo",
    "os_EHOSTUNREACH": "no hay ruta hasta el anfitrión",
    "os_ENETUNREACH": "la red es inalcanzable",
    "os_ENETDOWN": "la red no funciona",
    "os_EADDRINUSE": "la dirección ya está en uso",
    "os_EADDRNOTAVAIL": "la dirección no está disponible en esta máquina",
    "os_EAFNOSUPPORT": "familia de direcciones no admitida",
    "os_EAI_NONAME": "nombre o servicio desconocido",
    "os_EAI_AGAIN": "fallo temporal al resolver el nombre",
    "os_EAI_FAIL": "fallo definitivo al resolver el nombre",
    "os_EAI_NODATA": "ninguna dirección asociada a ese nombre",
    "os_EAI_SERVICE": "servicio no admitido",
    "os_EAI_ADDRFAMILY": "familia de direcciones no admitida para ese nombre",
    "path_reason": "{path}: {reason}",
    "join_unreachable": "no se puede llegar a {host}:{port}: {reason}",
    "join_closed": "{host}:{port} cerró la conexión: {reason}",
    "join_not_protocol": "{host}:{port} no habla el protocolo de las mesas",
    "join_host_says": "el anfitrión dice: {said} ({said_code})",
    "join_host_says_unknown_table": "el anfitrión no tiene ninguna mesa con ese código (dice: {said}; {said_code})",
    "join_host_says_table_full": "la mesa está llena (el anfitrión dice: {said}; {said_code})",
    "join_host_says_seat_taken": "ese asiento ya está ocupado (el anfitrión dice: {said}; {said_code})",
    "join_host_says_bad_token": "el anfitrión no reconoce ese token (dice: {said}; {said_code})",
    "join_host_says_protocol": "el anfitrión rechaza la petición (dice: {said}; {said_code})",
    "join_host_says_too_large": "al anfitrión la petición le parece demasiado larga (dice: {said}; {said_code})",
    "join_invalid": "el anfitrión envió algo no válido: {fault}",
    "join_table_full": "{error}; para mirarla en su lugar: {watch}; para recuperar un asiento que ya tienes allí, únete con --token TOKEN (el token que "
    "dio la primera unión, guardado por escoba join en su carpeta de datos)",
    "fault_in": "{kind}: {what}",
    "fault_int": "'{field}' debe ser un número entero de {low} a {high}",
    "fault_ints": "'{field}' debe ser {count} números enteros de 0 a {most}",
    "fault_cards": "'{field}' debe ser una lista de {most} cartas como mucho",
    "fault_not_card": "'{field}' contiene algo que no es una carta",
    "fault_card_twice": "'{field}' nombra dos veces una carta",
    "fault_move": "una jugada que no es una jugada",
    "fault_before_hello": "enviado antes de hello",
    "fault_hand": "una mano imposible: {problem}",
    "fault_after_last": "una jugada después de la última de la mano",
    "fault_out_of_turn": "una jugada fuera de turno",
    "fault_capture": "una captura de cartas que no están en la mesa",
    "fault_not_held": "una carta que este asiento no tiene",
    "fault_elsewhere": "una carta que está en otro sitio",
    "fault_not_message": "una línea que no es un mensaje (un objeto JSON con un 'type')",
    "fault_own_type": "un tipo de mensaje propio del cliente",
    "fault_other_seat": "un asiento distinto del pedido",
    "fault_token": "'token' debe ser un texto de {most} caracteres como mucho",
    "fault_extensions": "'extensions' debe ser una lista corta",
    "fault_protocol": "'protocol' debe valer 1",
    "fault_seats": "'seats' debe valer 2, 3, 4 o 6",
    "fault_not_ours": "un asiento distinto del nuestro",
    "fault_teams": "'teams' debe ser listas de asientos",
    "fault_teams_split": "'teams' debe repartir los asientos en dos bandos o más",
    "fault_names": "'names' debe tener {n} nombres",
    "fault_rules_options": "'rules_options' debe ser una tabla de opciones",
    "fault_rules": "'rules' debe ser un ajuste predefinido y 'target' de 1 a {most}",
    "fault_rules_unknown": "reglas que este juego no conoce",
    "fault_before_hand_start": "enviado antes de hand_start",
    "fault_too_many_plays": "más jugadas de las que tiene una mano",
    "fault_state": "'state' debe ser un objeto",
    "fault_state_seat": "el estado de otro asiento",
    "fault_captured": "'captured' debe ser {n} montones",
    "fault_history": "'history' debe ser pares [asiento, jugada]",
    "fault_legal": "'legal' debe ser una lista de jugadas",
    "fault_resync_hello": "'hello' debe ser el hello de la partida",
    "fault_position": "una posición imposible",
    "fault_detail": "'detail' debe ser un objeto",
    "fault_result": "'result' debe ser un texto",
    "fault_presence": "'seats' debe ser uno de {states} por asiento",
    "fault_away": "'away_ms' debe ser un tiempo de 0 a {most} o null por asiento",
    "fault_takeover": "'takeover' debe ser true o false",
    "fault_left": "'left' debe ser true o false por asiento",
    "fault_resumes": "'resumes' debe ser true o false",
    "fault_rematch": "'state' debe ser uno de {states}",
    "fault_asked": "'asked' debe ser una lista de asientos",
    "fault_reason": "'reason' debe ser una palabra",
    "fault_long_line": "una línea de más de {n} KiB",
    "fault_not_json": "una línea que no es JSON",
    "fault_not_object": "una línea que no es un objeto JSON",
    "fault_no_type": "un mensaje sin texto 'type'",
    "fault_seat_only": "un mensaje solo para asientos, enviado a un espectador",
    "fault_watch_seats": "'seats' debe ser los nombres de los asientos",
    "fault_watch_table": "'table' debe ser el código de la mesa",
    "fault_watch_hand": "una mano enviada a un espectador",
    "fault_watch_state": "'state' debe ser la posición pública, sin mano",
    "fault_hand_sizes": "'hand_sizes' debe ser {n} números de 0 a 3",
    "port_in_use": "el puerto {port} ya está en uso",
    "seat_file_kept": "{path}: no se pudo leer ({problem}); se guardó como {kept}",
    "seat_file_ignored": "{path}: no se pudo leer ({problem}) ni apartar ({reason}); se ignora",
    "seat_file_not_object": "no es un objeto JSON",
    "seat_file_seat": "'seat' debe ser un número de asiento",
    "seat_file_token": "'token' debe ser un token",
    "too_deep": "anidado demasiado hondo",
    "not_json_at": "no es JSON (línea {line}, columna {column})",
    "saved_first": "{folder}: {n} mesas guardadas; se reanudan las {most} primeras",
    "saved_broke": "{path}: {error}",
    "not_moved_aside": "{why}; {path} no se puede apartar: {reason}",
    "not_resumed": "no se reanuda: {why}",
    "not_resumed_moved": "no se reanuda: {why}; movida a {moved}",
    "web_bad_frame": "una página envió una trama no válida ({problem}): se descarta, como cualquier otra igual de "
    "esa pestaña",
    "web_frame_not_text": "no es texto",
    "web_frame_long": "más de {n} KiB",
    "web_frame_not_json": "no es JSON",
    "web_frame_not_pair": "no es un par [tipo, datos]",
    "web_frame_stdin": "stdin: no es texto",
    "web_frame_resize": "resize: no es un objeto",
    "web_frame_size": "resize: un tamaño que no es un número finito",
    "web_frame_ping": "ping: no es un texto corto",
    "web_frame_kind": "un tipo de trama que la página nunca envía",
    "web_frame_lost": "no se pudo transmitir ({error})",
    "web_folder": "no se puede crear {folder}: {reason}: ese navegador juega sin guardar nada",
    "web_folders": "{n} navegadores tienen una carpeta en {folder}: uno nuevo juega sin guardar nada",
    "run_forfeit": "asiento {seat} ({name}): {fault}",
    "run_forfeit_detail": "asiento {seat} ({name}): {fault}: {detail}",
    "watch_no_seat": "--watch no ocupa asiento: quita --seat y --token",
    "locked_run": "{folder}: ya lo está ejecutando {holder}; espera a que termine o detenlo",
    "locked_host": "{folder}: ya lo sirve {holder}; detén primero ese anfitrión",
    "locked_host_cli": "{folder}: ya lo sirve {holder}; detén primero ese anfitrión, o da a este otro --state",
    "locked_data": "{folder}: otro escoba ({holder}) está escribiendo sus archivos y no ha terminado; inténtalo de nuevo",
    "lock_changing": "{folder}: el archivo de bloqueo no deja de cambiar; ¿hay otro proceso que arranca y se detiene?",
    "player_fault": "{fault}",
    "player_fault_detail": "{fault}: {detail}",
    "cluster_py_hint": "{problem}; los jugadores py: deben poder importarse en cada worker (instala allí su módulo "
    "o ponlo en el PYTHONPATH)",
    "cluster_on_worker": "{problem} (en el worker {address})",
    "player_no_ready": "ningún ready en {seconds} s",
    "player_ready_name": "ready necesita un texto 'name'",
    "player_not_started": "el programa no se inició (no hubo start_game)",
    "player_no_move": "ninguna jugada en {ms} ms (+{grace} ms de gracia)",
    "player_move_field": "un mensaje move necesita un texto 'move'",
    "player_not_move": "{text!r} no es una jugada: {problem}",
    "player_not_legal_move": "{text} no es una de las jugadas permitidas",
    "player_not_legal": "{move} no está permitida aquí",
    "player_input_closed": "su entrada está cerrada",
    "player_not_reading": "no ha leído su entrada en {seconds} s",
    "player_exited": "terminó",
    "player_exit_code": "terminó con el código {code}",
    "player_killed": "lo mató la señal {signal}",
    "player_closed_output": "cerró su salida",
    "player_closed_input": "cerró su entrada",
    "player_ended_due": "{ended} cuando se esperaba su {kind}",
    "player_sent_instead": "envió {sent!r} donde se esperaba {kind!r}",
    "player_out_of_turn": "envió {sent!r} fuera de turno, cuando no se esperaba respuesta",
    "player_long_line": "una línea de más de {n} bytes",
    "player_not_json": "una línea que no es JSON: {shown!r}",
    "player_too_deep": "JSON anidado demasiado hondo: {shown!r}",
    "player_not_object": "no es un objeto JSON: {shown!r}",
    "player_no_type": "un mensaje sin texto 'type': {shown!r}",
    "player_raised": "{what} lanzó {error}",
    "player_no_move_within": "ninguna jugada en {ms} ms",
    "player_away": "ausente más de {seconds} s",
    "player_log": "no se puede abrir el registro {path}: {reason}",
    "player_start": "no se puede iniciar {program!r}: {reason}",
}
VALUE_KINDS = {
    "table": "una tabla",
    "list": "una lista",
    "bool": "true o false",
    "int": "un número entero",
    "str": "una cadena",
    "datetime": "una fecha y hora",
    "number": "un número",
    "finite": "un número finito",
    "any": "sin límite",
}

# Práctica (practice.py): tus errores otra vez desde el análisis, y los problemas.
KEY_RETRY = "Errores"
KEY_NEXT_POSITION = "Siguiente"
KEY_NEXT_MISTAKE = "Siguiente error"
SETUP_PUZZLES = "Problemas"
PRACTICE_COUNT = "{n} de {total}"
PRACTICE_SUMMARY = "{found} de {tried} encontrados"
PRACTICE_JUDGING = "Sopesando tu jugada…"
PRACTICE_BEST = "La mejor: {move}"
PRACTICE_FOUND = "✓ La mejor jugada."
PRACTICE_AS_GOOD = "✓ Tan buena como la mejor jugada."
PRACTICE_MARGIN = "La siguiente pierde {margin} puntos."
PRACTICE_MISSED = "✗ No es la mejor: {label}, {loss} puntos perdidos."
PRACTICE_WHY = "Por qué: {reason}."
PRACTICE_FAILED = "No se pudo juzgar la jugada: {error}"
PRACTICE_LAST = "era la última: q para volver"
RETRY_NEXT = "m: siguiente error"
RETRY_ABOUT = "mano {hand}, jugada {move} · {label}: {played}"
RETRY_WAIT = "El análisis está en marcha: pulsa m otra vez cuando haya encontrado los errores."
RETRY_NONE = "Ningún error ni pifia en esta partida."
RETRY_NONE_YET = "Aún no se ha encontrado ningún error: el análisis sigue."
PUZZLE_NEXT = "Intro: siguiente problema"
PUZZLE_ABOUT = "{file}, mano {hand}, jugada {move} · caja {box}"
PUZZLES_LOOKING = "Buscando problemas en tus partidas… {done}/{total}"
PUZZLES_NONE = "Aún no hay problemas: termina una partida contra el ordenador; las posiciones donde una jugada es claramente la mejor se vuelven problemas."
PUZZLES_NONE_DUE = "Ningún problema para hoy: el próximo vuelve el {date}."
PUZZLES_SUMMARY = "Resueltos: {found} de {tried}"
PUZZLES_KEPT = "El archivo de problemas no se podía usar y se guardó como {path}: {reason}"
PUZZLES_SKIPPED = "Registro omitido: {name}: {reason}"
PUZZLES_MORE_NOTES = "… y {n} avisos más"
PUZZLES_FAILED = "No se pudieron guardar los problemas: {error}"
PUZZLES_CLI_STATUS = "Problemas: {n} · para hoy: {due} · nuevos: {new} · registros leídos: {read}"
PUZZLES_CLI_LINE = "{due}  caja {box}  {file}, mano {hand}, jugada {move}  resuelto {solved} de {tries}"
PUZZLES_CLI_NEXT = "Próximo problema: {date}"
HELP_PRACTICE_KEYS = {
    "select": "elegir una carta de tu mano (o hacer clic en ella)",
    "step": "pasar de una carta de tu mano a otra",
    "play": "jugar la jugada elegida: se juzga y se muestra la mejor; luego la posición siguiente",
    "cycle": "la siguiente forma de jugar la carta elegida, contada (1 de 3…): cada baza que puede levantar, la mejor primero, y luego ninguna (la carta va a la mesa)",
    "next": "la posición siguiente",
    "count": "el recuento: cartas no vistas, sietes y seises primero",
    "log_scroll": "desplazar el registro de jugadas",
    "help": "esta ayuda",
    "back": "volver",
}
HELP_RETRY_KEYS = {**HELP_PRACTICE_KEYS, "next": "tu siguiente error", "back": "volver a la repetición"}
HELP_PUZZLE_KEYS = {**HELP_PRACTICE_KEYS, "next": "el siguiente problema", "back": "salir de los problemas"}

# `escoba tournament standings`, `escoba analyze`, `escoba bench` (strings.py STANDINGS_TEXT, ANALYZE_TEXT, BENCH_TEXT).
RUN_TEXT = {
    "wrote": "escrito {path}: {players} jugadores, {games} partidas{cap}",
    "cap": " como mucho: el torneo se detiene cuando el SPRT decide",
    "run_it": "lánzalo con: escoba tournament run {path}",
    "replaced": "el registro de {game} no se podía leer: la partida se vuelve a jugar",
    "resuming": "reanudando: {done} de {scheduled} partidas jugadas, {to_play} por jugar",
    "all_played": "las {scheduled} partidas ya están jugadas",
    "start": "{scheduled} partidas por jugar con {workers} procesos{where}",
    "start_one": "{scheduled} partidas por jugar con 1 proceso{where}",
    "on": " en el {where}",
    "forfeit": "partida {game}: abandono por {fault}",
    "skipped": "partida {game}: omitida: {reason}; el torneo sigue",
    "failing": "aviso: {name} falla una y otra vez: {n} abandonos en {games} partidas hasta ahora; el torneo sigue",
    "rate": "{rate} partidas/s",
    "eta": "faltan {eta}",
    "time_budget": "aviso: {name} ({spec}) piensa un tiempo fijo por jugada, así que sus partidas dependen de la velocidad "
    "y la carga del proceso que las juega y cambian de una máquina a otra; para tener las mismas partidas "
    "en todas partes, dele un número de iteraciones, p. ej. iters=2000",
    "warning": "aviso: {message}",
    "interrupted": "interrumpido",
    "resume": "vuelve a lanzar `escoba tournament run {file}` para reanudar",
    "again": "vuelve a lanzar `escoba tournament run {file}` para intentarlas de nuevo",
    "interrupted_resume": "interrumpido; {resume}",
    "interrupted_after": "interrumpido tras {played} partidas en esta sesión ({done} de {scheduled} jugadas); {resume}",
    "late": "; {late} terminaron tras la decisión del SPRT y no cuentan",
    "late_one": "; 1 terminó tras la decisión del SPRT y no cuenta",
    "played": "{played} partidas jugadas en {seconds} s ({rate} partidas/s){note}; clasificación en {path}",
    "skipped_many": "aviso: {n} partidas omitidas porque tumbaban los procesos ({ids}); {again}",
    "skipped_one": "aviso: 1 partida omitida porque tumbaba los procesos ({ids}); {again}",
}
STANDINGS_TEXT = {
    "title": "{head} — {progress}",
    "crosstable": "tabla cruzada: tanteo de la fila contra la columna (partidas)",
    "pentanomial": "{challenger} (pentanomial {counts})",
    "sprt": "SPRT elo0={elo0} elo1={elo1} alfa={alpha} beta={beta}: LLR {llr}, límites {lower} / {upper} "
    "tras {pairs} pares — {verdict}",
    "verdicts": {
        "H1": "H1 aceptada: al menos {elo1} Elo mejor",
        "H0": "H0 aceptada: no es {elo1} Elo mejor",
        "": "sin decidir",
    },
    "warning": "aviso:",
    "failing": "{name} abandonó {n} de {games} partidas ({causes}); sus registros están en {folder}",
    "progress": "progreso: {state}",
}
VERIFY_TEXT = {
    "fail": "FALLO {error}",
    "failed": "{bad} de {n} registros fallaron",
    "verified": "{n} registros verificados",
    "verified_one": "1 registro verificado",
}
ANALYZE_TEXT = {
    "progress": "analizando: jugada {k} de {n}",  # on stderr, a line per move searched
    "title": "Análisis de {file}",
    "columns": {
        "hand": "mano",
        "move": "jugada",
        "player": "jugador",
        "played": "jugada hecha",
        "best": "mejor",
        "loss": "pérdida",
        "label": "juicio",
        "sure": "certeza",
        "why": "por qué",
    },
    "forced": "única jugada legal",
    "why": "por qué:",
    "why_line": "mano {hand}, jugada {move}, {name}: {label}, {reason}",
    "players": "Jugadores",
    "player_columns": {
        "seat": "puesto",
        "name": "nombre",
        "loss": "pérdida media",
        "accuracy": "precisión",
        "moves": "jugadas con elección",
    },
    "certainty": {"exact": "exacta", "clear": "clara", "noise": "ruido"},
    "legend": "certeza: exacta (resuelta), clara o ruido (la búsqueda no distingue la jugada de la mejor: "
    "cuenta como mejor). Precisión: véase docs/analysis.md.",
}
BENCH_TEXT = {
    "progress": "midiendo {k} de {n}: {what}",  # on stderr, before each measurement
    "engine_step": "motor, {preset}",
    "player_step": "jugador {name}",
    "engine": "Motor: aleatorio contra aleatorio, manos por segundo de CPU de un núcleo",
    "engine_columns": (
        "variante",
        "manos/s",
        "manos/s en simulación",
        "manos/s motor simple",
        "simulación ÷ simple",
        "listas ÷ simple",
    ),
    "reference": "Motor de referencia {path} ({preset}): {theirs} manos/s; nuestras simulaciones {ours} manos/s, {ratio}× el suyo en la misma medición",
    "players": "Jugadores: milisegundos por jugada",
    "player_columns": ("jugador", "mediana", "p95", "media", "jugadas"),
}
