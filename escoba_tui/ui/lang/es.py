"""Spanish words of the full-screen game: the same names as ui/strings.py, translated."""

# Card faces (sota, caballo, oros...) are Spanish already: only prose is translated.
FACE_STYLES = {"spanish": "españolas", "italian": "italianas", "french": "francesas"}

SETUP_TITLE = "Nueva partida"
SETUP_RULES = "Reglas"
SETUP_OPTIONS = "Opciones de estas reglas"
SETUP_TARGET = "Partida a"
SETUP_SEATS = "Jugadores"
SETUP_COUNT = "Cuántos"
SETUP_LOOK = "Aspecto"
SETUP_PARTNERS = "Parejas (4 o 6 jugadores: dos bandos)"
SETUP_FACES = "Baraja"
SETUP_VALUES = "Mostrar el valor de las cartas"
SETUP_THEME = "Tema"
THEME_SKIPPED = "Tema omitido"
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
LEVEL_NAMES = {"random": "Ordenador: azar", "greedy": "Ordenador: codicioso",
               "counter": "Ordenador: contador", "expert": "Ordenador: experto", "master": "Ordenador: maestro"}
LEVEL_WORDS = {"random": "Azar", "greedy": "Codicioso", "counter": "Contador", "expert": "Experto", "master": "Maestro"}
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
TABLE_EMPTY = "La mesa está vacía."
HAND_EMPTY = "No quedan cartas en la mano."
TABLE_ABOVE = "▲{n}"
TABLE_BELOW = "▼{n} más"
DECK_LEFT = "{n} en el mazo"
HAND_NUMBER = "Mano {n}"
YOUR_TURN = "Te toca, {name}."
YOUR_TURN_YOU = "Te toca."
THINKING = "{name} está pensando…"
CHOICE_CAPTURE = "{card} levanta {cards} ({n} de {k})"
CHOICE_DISCARD = "{card} va a la mesa"
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
SEAT_PILE = "montón {n}"
SEAT_PARTNER = "compañero"
SEAT_DEALER = "da"

SCORE_TITLE = "Tanteo (a {target})"
SCORE_HEAD = ("", "pts", "cartas", "oros", "7", "velo", "esc")
LOG_TITLE = "Jugadas"
COUNT_TITLE = "Sin ver (7 y 6 primero)"

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
KEY_NAMES = {"enter": "Intro", "space": "espacio", "pageup": "RePág", "pagedown": "AvPág", "home": "Inicio",
             "end": "Fin"}
HELP_GAME_KEYS = {
    "select": "elegir una carta de tu mano (o hacer clic en ella)",
    "step": "moverse entre las cartas de tu mano",
    "table_scroll": "desplazar la mesa cuando sus cartas no caben",
    "log_scroll": "desplazar las jugadas (una jugada nueva vuelve al final)",
    "play": "jugar la carta elegida (a la mesa si no levanta nada)",
    "cycle": "recorrer las bazas de la carta elegida",
    "renuncio": "reclamar un renuncio cuando se ofrece",
    "hint": "consejo: lo que haría el contador, y por qué",
    "count": "el recuento: cartas sin ver, sietes y seises primero",
    "undo": "deshacer tu última jugada (solo contra el ordenador)",
    "export": "exportar la partida a un fichero",
    "help": "esta ayuda",
    "leave": "dejar la partida (queda guardada)",
}
HELP_GAME_MOUSE = (("clic mesa", "elegir tú las cartas de la mesa que levantas"),)
HELP_REPLAY_KEYS = {
    "step": "la jugada siguiente, o la anterior",
    "hand": "la mano siguiente, o la anterior",
    "edge": "el principio o el final de la mano",
    "follow": "el panel de la mano sigue al jugador siguiente",
    "log_scroll": "desplazar las jugadas",
    "count": "el recuento: cartas sin ver, sietes y seises primero",
    "review": "revisar la partida: cada jugada frente a la mejor encontrada",
    "help": "esta ayuda",
    "quit_replay": "salir de la repetición",
    "jump": "ir a esa mano",
}
HELP_CLOSE = "Cerrar"

TOO_SMALL = "El terminal mide {w}×{h}. La escoba necesita al menos {mw}×{mh}: agrándalo, por favor."

REPLAY_TITLE = "Repetición: {file}"
REPLAY_POSITION = "Mano {hand} de {hands}, jugada {move} de {moves}"
REPLAY_HELP = "→ jugada siguiente · ← anterior · AvPág/RePág mano siguiente/anterior · 1-9 ir a la mano · f otro jugador · q salir"
REPLAY_FOLLOW = "f: mano de otro jugador"
REPLAY_HELP_BACK = "→ jugada siguiente · ← anterior · AvPág/RePág mano siguiente/anterior · 1-9 ir a la mano · f otro jugador · q volver"

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
    "id": "partida", "players": "bandos", "status": "resultado",
    "scores": "tanteo", "hands": "manos", "forfeit": "abandono",
}
VIEW_CROSS_LOS = "; luego la probabilidad de superioridad (PdS) de la fila"
VIEW_CROSS_NOTE = "Puntos de la fila contra la columna / partidas jugadas{los}. Puntos: victoria 1, empate ½."
VIEW_STANDINGS_NOTE = ("Ordenar: pulse un encabezado, o vaya a una columna con ←/→ y pulse s o Intro"
                       " (otra vez: orden inverso).")
VIEW_FAILING = "{name} falla una y otra vez: {n} abandonos en {games} partidas"
VIEW_COLUMNS = {
    "name": "jugador", "games": "partidas", "wins": "G", "draws": "E", "losses": "P",
    "score_rate": "% puntos", "points_per_hand": "pts/mano", "elo": "Elo [95 %]", "los": "PdS",
    "rating": "índice μ/σ", "forfeits": "abandonos",
}
VIEW_GONE = "{path} ya no está; se muestra la última clasificación leída."
VIEW_UNREADABLE = "No se pudo leer {path} ({error}); se muestra la última clasificación leída."
VIEW_WAITING = ("Aún no hay clasificación en {path}: empiece el torneo con `escoba tournament run {definition}`;"
                " esta pantalla se llena a medida que terminan las partidas.")
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
VIEW_SPRT = "SPRT [{elo0:g}, {elo1:g}]: LLR {llr}, límites {lower} / {upper} tras {pairs} pares: {verdict}"
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
    1: ("un as", "{n} ases"), 2: ("un dos", "{n} doses"), 3: ("un tres", "{n} treses"),
    4: ("un cuatro", "{n} cuatros"), 5: ("un cinco", "{n} cincos"), 6: ("un seis", "{n} seises"),
    7: ("un siete", "{n} sietes"), 8: ("una sota", "{n} sotas"), 9: ("un caballo", "{n} caballos"),
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
        "COUNT_CATEGORIES": {"oros": "Más denari", "velo": "El siete de denari (el settebello)",
                             "all_oros": "Los diez denari"},
        "SCORE_HEAD": ("", "pts", "cartas", "den.", "7", "sb", "esc"),
        "RULE_LINES": {
            "face_values": "Fante, cavallo y re valen {a}, {b} y {c}.",
            "count": "En cada mano: 1 punto por más cartas, más denari, el siete de denari y {sevens}.",
            "all_oros": "Los diez denari: {n} más.",
        },
        "OPTION_LABELS": {"face_values": "Valores de fante, cavallo, re", "all_oros_bonus": "Premio por los diez denari"},
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
        "COUNT_CATEGORIES": {"oros": "Más diamantes", "velo": "El siete de diamantes (el velo)",
                             "all_oros": "Los diez diamantes"},
        "SCORE_HEAD": ("", "pts", "cartas", "♦", "7", "7♦", "esc"),
        "OPTION_LABELS": {"face_values": "Valores de jota, reina, rey", "all_oros_bonus": "Premio por los diez diamantes"},
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
NET_RECONNECTING = "Conexión perdida: volviendo a la mesa…"
NET_BACK = "De vuelta en la mesa."
NET_LOST = "Se ha perdido la conexión con el anfitrión: {reason}"
NET_INVALID = "El anfitrión ha enviado algo no válido: {detail}. La conexión se ha cerrado."
NET_FORFEIT = "La partida terminó antes: un puesto abandonó."
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
NET_REMATCH_REASONS = {"timeout": "no todos la pidieron a tiempo", "left": "un jugador dejó la mesa",
                       "stopped": "el anfitrión se detuvo"}
NET_REMATCH_GO = "Revancha: una nueva partida en la misma mesa."

# Alojar una partida desde la pantalla de preparación
REMOTE_PLAYER = "Remoto (por la red)"
HOST_ONE_HUMAN = "Una partida con jugadores remotos tiene un solo jugador en esta pantalla: pon exactamente un puesto como Humano."
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

END_REVIEW = "Revisar"
KEY_REVIEW = "Revisar"
REVIEW_PROGRESS = "análisis {done}/{total}"
REVIEW_DONE = "análisis: {summary}"
REVIEW_PLAYER = "{name} pierde {loss} por jugada"
REVIEW_PLAYER_YOU = "tú pierdes {loss} por jugada"
REVIEW_LABELS = {"best": "mejor", "good": "buena", "inaccuracy": "imprecisión", "mistake": "error", "blunder": "error grave"}
ACCURACY_PERCENT = "{n} %"
REVIEW_ACCURACY = "{player} (precisión {accuracy})"
END_ACCURACY_WAIT = "Precisión: analizando la partida… {done}/{total}"
END_ACCURACY = "Precisión: {players}"
END_ACCURACY_PLAYER = "{name} {accuracy}"
RECORD_ACCURACY = "Precisión contra {who}: {trend}"
DECIMAL_MARK = ","
THOUSANDS_MARK = "."
RECORD_TEXT = {
    "vs": " contra ", "head": "{sides} — {rules} a {target}", "seed": ", semilla {seed}", "options": "opciones: {options}",
    "hand": "Mano {n} — reparte {dealer}; mesa {cards}", "opening": "{dealer} se lleva la mesa repartida ({cards}): escoba",
    "deal": "Reparto: {hands}", "claim": "canta renuncio: {cards}", "take": "juega {card} y se lleva {cards}",
    "play": "deja {card} en la mesa", "escoba": "ESCOBA", "leftovers": "{name} se lleva lo que queda: {cards}",
    "count": "Recuento:", "nobody": "nadie", "escobas": "escobas", "points": "Puntos: {points}",
    "final": "Final: {scores}", "forfeit": "{name} pierde por abandono ({reason}).", "winner": "Gana: {side}",
    "abandoned": "La partida se abandonó.",
}
