"""French words of the full-screen game: the same names as i18n/lang/en.py, translated."""

# Card faces (sota, caballo, oros...) stay as printed on the cards, in prose too: only the rest is translated.
FACE_STYLES = {"spanish": "espagnoles", "italian": "italiennes", "french": "françaises"}

SETUP_TITLE = "Nouvelle partie"
SETUP_RULES = "Règles"
SETUP_OPTIONS = "Options de ces règles"
SETUP_TARGET = "Partie en"
SETUP_SEATS = "Joueurs"
SETUP_COUNT = "Combien"
SETUP_LOOK = "Apparence"
SETUP_PARTNERS = "Équipes (4 ou 6 joueurs : deux camps)"
SETUP_FACES = "Cartes"
SETUP_VALUES = "Montrer la valeur des cartes"
SETUP_THEME = "Thème"
THEME_SKIPPED = "Thème ignoré"
QUIT_HINT_TITLE = "Voulez-vous quitter ?"
QUIT_HINT = "Appuyez sur {key} pour quitter."
SETUP_SPEED = "Vitesse du jeu"
SETUP_LANGUAGE = "Langue"
SETUP_START = "Jouer"
SETUP_RESUME = "Reprendre la partie ({summary})"
SETUP_DISCARD = "Abandonner la partie"
SETUP_SAVED_SEATS = "Partie enregistrée : {seats}"
SETUP_SAVE_KEPT = "La partie enregistrée était inutilisable ; elle est gardée dans {path} : {reason}"
SAVED_ASK_TITLE = "Une partie est en cours"
SAVED_ASK_SCORE = "Score : {summary}"
SAVED_ASK_NOTE = "La remplacer lance la nouvelle partie ; l'ancienne est gardée avec vos parties dans {folder}."
SAVED_ASK_RESUME = "La reprendre"
SAVED_ASK_REPLACE = "La remplacer"
SAVED_ASK_CANCEL = "Annuler"
SETTINGS_SKIPPED = "Réglages non utilisés"
PROGRAMS_TITLE = "Cette partie lance des programmes"
PROGRAMS_NOTE = "La reprendre lance ces programmes sur votre ordinateur, tels que la partie enregistrée les nomme :"
PROGRAMS_RUN = "Les lancer et reprendre"
PROGRAMS_CANCEL = "Annuler"
RESUME_FAILED = "Impossible de reprendre la partie enregistrée : {error}"
START_FAILED = "La partie n'a pas pu commencer : {error}"
SETUP_QUIT = "Quitter"
SETUP_BAD_TARGET = "Les points pour gagner : un nombre entier, 1 ou plus."
SETUP_BAD_NAME = "Chaque place a besoin d'un nom."
SETUP_BAD_FACES = "Les valeurs des figures : trois nombres, par ex. 8,9,10."
HUMAN = "Humain"
LEVEL_NAMES = {
    "random": "Ordinateur : hasard",
    "greedy": "Ordinateur : glouton",
    "counter": "Ordinateur : compteur",
    "expert": "Ordinateur : expert",
    "master": "Ordinateur : maître",
}
LEVEL_WORDS = {"random": "Hasard", "greedy": "Glouton", "counter": "Compteur", "expert": "Expert", "master": "Maître"}
# A level in a seat line too narrow for its word (the help's legend lists them).
LEVEL_SHORT = {"random": "H", "greedy": "G", "counter": "C", "expert": "E", "master": "M"}
SEAT_WITH_LEVEL = "{name} · {level}"
RECORD_TITLE = "Votre bilan contre l'ordinateur"
RECORD_HEAD = ("contre", "parties", "gagnées", "pts/main")
RECORD_NONE = "Aucune partie terminée : jouez-en une contre l'ordinateur."
RECORD_OTHER = "autres"
RECORD_TAKEBACKS = "Coups repris : {n}"
RECORD_KEPT = "Votre bilan était illisible ; il est gardé dans {path} ({reason}). Le compte repart de zéro."
RECORD_FAILED = "Votre bilan n'a pas pu être mis à jour : {error}"
DECIMAL_MARK = ","
SPEEDS = {"instant": "Instantanée", "fast": "Rapide", "normal": "Normale", "slow": "Lente"}
DEFAULT_NAMES = ("Vous", "Ada", "Bruno", "Carmen", "Dario", "Elena")
OPTION_LABELS = {
    "capture": "Règle de capture",
    "face_values": "Valeurs de sota, caballo, rey",
    "single_card_first": "Une carte seule de même valeur se prend d'abord",
    "compulsory_capture": "La capture est obligatoire",
    "opening_escobas": "Une table de 15 à la donne est une escoba du donneur",
    "last_play_escoba": "La dernière carte de la main peut faire escoba",
    "sevens_tiebreak": "Égalité aux sept",
    "sevens_rule": "Point des sept",
    "all_sevens_bonus": "Prime pour les quatre sept",
    "all_oros_bonus": "Prime pour les dix oros",
    "renuncio": "Renuncio (réclamer une carte qui pouvait capturer)",
}
OPTION_CHOICES = {
    "capture": {"fifteen": "les cartes font 15", "sum": "les cartes de la table font la carte"},
    "sevens_tiebreak": {"none": "personne ne marque", "sixes": "le plus de six gagne"},
    "sevens_rule": {"most": "le plus de sept", "primiera": "primiera"},
}

HAND_TITLE = "Main de {name}"
HAND_TITLE_YOU = "Votre main"
HAND_TITLE_REPLAY = "Main de {name} (à jouer)"
HAND_TITLE_REPLAY_YOU = "Votre main (à jouer)"
TABLE_TITLE = "Table : total {total}"
TABLE_TITLE_AFTER = "Après ce coup : total {total}"
TABLE_TITLE_MADE = "Meilleur coup joué : total {total}"
TABLE_EMPTY = "La table est vide."
HAND_EMPTY = "Plus de cartes en main."
TABLE_ABOVE = "▲{n}"
TABLE_BELOW = "▼{n} de plus"
DECK_LEFT = "{n} dans le talon"
HAND_NUMBER = "Main {n}"
YOUR_TURN = "À vous, {name}."
YOUR_TURN_YOU = "À vous."
THINKING = "{name} réfléchit…"
CHOICE_CAPTURE = "{n} sur {k} : {card} prend {cards}"
CHOICE_DISCARD = "{card} va sur la table"
CHOICE_NO_CAPTURE = "{n} sur {k} : {card} ne prend rien et va sur la table"
CHOICE_PARTIAL = "{card} avec {cards} : total {total}, pas encore une capture"
CHOICE_NONE = "Choisissez une carte : 1-3, ←/→ ou un clic."
NO_CAPTURE_HERE = "Ces cartes ne sont pas une capture pour {card}."
RENUNCIO_OFFER = "Renuncio ! {name} a laissé {card}, qui pouvait prendre {cards} : r pour réclamer."
RENUNCIO_OFFER_YOU = "Renuncio ! Vous avez laissé {card}, qui pouvait prendre {cards} : r pour réclamer."
HINT = "Conseil ({player}) : {move} — {reason}"
HINT_TAKE = "jouer {card} et prendre {cards}"
HINT_PLAY = "poser {card} sur la table"
HINT_CLAIM = "crier renuncio sur {card}"
HINT_THINKING = "Je cherche un conseil…"
HINT_MORE = " (h : en entier)"
HINT_WHOLE_TITLE = "Conseil"
HINT_REASON = "Conseil ({player}) : {reason}"
SEAT_PILE = "pile {n}"
SEAT_PILE_SHORT = "p{n}"
SEAT_ESCOBAS = "{marks} {n} escoba{s}"
SEAT_PARTNER = "partenaire"
SEAT_DEALER = "donneur"
SEAT_PARTNER_MARK = "+"  # a seat line too narrow for the words
SEAT_DEALER_MARK = "D"

SCORE_TITLE = "Score (en {target})"
SCORE_HEAD = ("", "pts", "cartes", "oros", "7", "velo", "esc")
LOG_TITLE = "Coups"
COUNT_TITLE = "Pas encore vues (7 et 6 d'abord)"
COUNT_ROW = "{label:>7} {n} : "
COUNT_ALL_SEEN = "toutes vues"

LOG_HAND = "— Main {n} : {dealer} {deals} —"
LOG_OPENING = "{dealer} retourne une table de 15 ({cards}) : escoba pour le donneur."
LOG_PLAY = "{name} {plays} {card}."
LOG_TAKE = "{name} {plays} {card} et {takes} {cards}."
LOG_ESCOBA = " Escoba !"
LOG_CLAIM = "{name} {cries} renuncio et {takes} {card} avec {cards}."
LOG_LEFTOVERS = "{name} {picks} ce qui reste : {cards}."

PLAY_BUTTON = "Jouer"
CYCLE_BUTTON = "Autre capture"
HINT_BUTTON = "Conseil"
COUNT_BUTTON = "Décompte"
HELP_BUTTON = "Aide"

KEY_PLAY = "Jouer"
KEY_CYCLE = "Autre capture"
KEY_HINT = "Conseil"
KEY_COUNT = "Décompte"
KEY_HELP = "Aide"
KEY_RENUNCIO = "Renuncio"
KEY_EXPORT = "Exporter"
KEY_UNDO = "Annuler"
KEY_QUIT = "Quitter"
KEY_MENU = "Menu"
KEY_CARD = "Carte {n}"
KEY_PREV = "Précédent"
KEY_NEXT = "Suivant"
KEY_PREV_HAND = "Main préc."
KEY_NEXT_HAND = "Main suiv."
KEY_START = "Jouer"
KEY_END = "Fin"
KEY_FOLLOW = "Autre joueur"
KEY_CONTINUE = "Continuer"
KEY_CLOSE = "Fermer"
KEY_LOG = "Coups"
KEY_CANCEL = "Annuler"

PRIVACY = "Passez à {name} — appuyez sur Entrée"
PRIVACY_YOU = "À vous au clavier — appuyez sur Entrée"
PRIVACY_NOTE = "Chaque main reste cachée jusqu'à ce que {name} soit au clavier."
PRIVACY_NOTE_YOU = "Chaque main reste cachée jusqu'à ce que vous soyez au clavier."
PRIVACY_BUTTON = "Je suis {name}"
PRIVACY_BUTTON_YOU = "C'est moi"
KEY_LEAVE = "Quitter"
KEY_STAY = "Rester"
LEAVE_TITLE = "Quitter cette partie ?"
LEAVE_NOTE = "Elle est enregistrée : le menu propose de la reprendre."
LEAVE_YES = "Quitter"
LEAVE_NO = "Rester"

COUNT_SCREEN_TITLE = "Le décompte — main {n}"
COUNT_CATEGORIES = {
    "cards": "Le plus de cartes",
    "oros": "Le plus d'oros",
    "velo": "Le sept d'oros (le velo)",
    "sevens": "Le plus de sept",
    "primiera": "Primiera",
    "all_sevens": "Les quatre sept",
    "all_oros": "Les dix oros",
    "escobas": "Escobas",
}
COUNT_NOBODY = "personne"
COUNT_HAND_POINTS = "Points de la main"
COUNT_TOTALS = "Totaux"
COUNT_TARGET = "partie en {target}"
COUNT_BUTTON_NEXT = "Main suivante"
COUNT_BUTTON_END = "Voir le résultat"

END_TITLE = "{side} {wins} la partie !"
END_TIE = "La partie est finie."
END_SCORES = "{side} : {points}"
END_NEW = "Nouvelle partie"
END_REMATCH = "Revanche"
END_QUIT = "Quitter"
EXPORTED = "Partie écrite dans {path}"
EXPORT_FAILED = "Impossible d'écrire la partie : {error}"
SAVE_FAILED = "Impossible d'enregistrer la partie : {error}"
UNDONE = "Votre dernier coup est repris."
UNDO_FAILED = "Impossible de reprendre le coup : {error}"
TAKEBACKS = "Coups repris : {n}"
RESUMED = "Partie enregistrée reprise."

HELP_TITLE = "Aide — {preset}, en {target}"
HELP_RULES = "Règles"
HELP_KEYS = "Touches"
HELP_SEATS = "Autour de la table"  # the legend of the other seats' panels and lines
HELP_SEAT_BACKS = "une carte dans la main du joueur, face cachée"
HELP_SEAT_PILE = "les cartes que le joueur a prises (sa pile)"
HELP_SEAT_ESCOBAS = "les escobas du joueur"
HELP_SEAT_PARTNER = "votre partenaire (votre camp)"
HELP_SEAT_DEALER = "le joueur qui a donné cette main"
HELP_SEAT_LEVELS = "le niveau d'un joueur ordinateur : {levels}"
KEY_NAMES = {
    "enter": "Entrée",
    "space": "espace",
    "pageup": "PgPréc",
    "pagedown": "PgSuiv",
    "home": "Début",
    "end": "Fin",
    "escape": "Échap",
}
HELP_GAME_KEYS = {
    "select": "choisir une carte de votre main (ou cliquer dessus)",
    "step": "passer d'une carte de votre main à l'autre",
    "table_scroll": "faire défiler la table quand ses cartes ne tiennent pas",
    "log_scroll": "faire défiler les coups (un nouveau coup ramène à la fin)",
    "play": "jouer la carte choisie (sur la table si elle ne prend rien)",
    "cycle": "la façon suivante de jouer la carte choisie, comptée (1 sur 3…) : chaque prise possible, la meilleure d'abord, puis aucune prise (la carte va sur la table)",
    "renuncio": "réclamer un renuncio quand il est proposé",
    "hint": "conseil : ce que jouerait le compteur, et pourquoi",
    "count": "le décompte : cartes pas encore vues, sept et six d'abord",
    "undo": "reprendre votre dernier coup (contre l'ordinateur seulement)",
    "export": "exporter la partie dans un fichier",
    "help": "cette aide",
    "leave": "quitter la partie (elle reste enregistrée)",
}
HELP_CYCLE_COMPULSORY = "la prise suivante de la carte choisie, comptée (1 sur 2…) ; la prise est obligatoire : une carte qui peut prendre ne peut pas aller sur la table"
HELP_GAME_MOUSE = (("clic table", "choisir vous-même les cartes de la table à prendre"),)
HELP_REPLAY_KEYS = {
    "step": "le coup suivant, ou le précédent",
    "hand": "la main suivante, ou la précédente",
    "edge": "le début ou la fin de cette main",
    "match_edge": "le début de la première main, ou la fin de la dernière",
    "follow": "le panneau de la main suit le joueur suivant",
    "log_scroll": "faire défiler les coups",
    "count": "le décompte : cartes pas encore vues, sept et six d'abord",
    "review": "analyser la partie : chaque coup contre le meilleur trouvé",
    "help": "cette aide",
    "quit_replay": "quitter la relecture",
    "back_replay": "retour à la fin de la partie",
    "menu_replay": "retour au menu",
    "back": "retour au classement",
    "jump": "aller à cette main",
    "retry": "vos erreurs et gaffes à rejouer : trouvez le meilleur coup",
}
HELP_CLOSE = "Fermer"

TOO_SMALL = "Le terminal fait {w}×{h}. L'escoba demande au moins {mw}×{mh} : agrandissez-le."

REPLAY_TITLE = "Rejouer : {file}"
REPLAY_POSITION = "Main {hand} sur {hands}, coup {move} sur {moves}"
REPLAY_HELP = "→ coup suivant · ← précédent · PgSuiv/PgPréc main suivante/précédente · 1-9 aller à la main · f autre joueur · q quitter"
REPLAY_FOLLOW = "f : main d'un autre joueur"

SIDE_JOIN = " & "
YOU = "Vous"

_FORMS = {  # verb: (il/elle, vous, ils/elles)
    "deals": ("donne", "donnez", "donnent"),
    "plays": ("joue", "jouez", "jouent"),
    "takes": ("prend", "prenez", "prennent"),
    "cries": ("crie", "criez", "crient"),
    "picks": ("ramasse", "ramassez", "ramassent"),
    "wins": ("gagne", "gagnez", "gagnent"),
}


def verbs(name):
    """The verbs agreeing with a name: "Ada joue", "Vous jouez", "Ada & Bruno jouent"."""
    members = name.split(SIDE_JOIN)
    form = 1 if YOU in members else 2 if len(members) > 1 else 0
    return {verb: forms[form] for verb, forms in _FORMS.items()}


KEY_BACK = "Retour"
KEY_SORT = "Trier"
KEY_OPEN = "Ouvrir la partie"
KEY_RELOAD = "Recharger"
KEY_TAB_STANDINGS = "Classement"
KEY_TAB_CROSSTABLE = "Tableau croisé"
KEY_TAB_GAMES = "Parties"
VIEW_TITLE = "Tournoi : {name}"
VIEW_HEAD = "{name} : {rules} en {target}, {seats} places{partners}, {format}"
VIEW_PARTNERS = " (équipes)"
VIEW_PROGRESS = "{done} parties sur {scheduled}"
VIEW_COMPLETE = "terminé"
VIEW_STOPPED_BY_SPRT = "arrêté par le SPRT"
VIEW_AFTER_DECISION = "{count} de plus après sa décision, non comptées"
VIEW_RUNNING = "{remaining} à jouer"
VIEW_LEADER = "en tête : {name}"
VIEW_WAITING = (
    "Pas encore de classement dans {path} : lancez le tournoi avec `escoba tournament run {definition}` ;"
    " cet écran se remplit à mesure que les parties finissent."
)
VIEW_UNREADABLE = "Impossible de lire {path} ({error}) ; voici le dernier classement lu."
VIEW_GONE = "{path} a disparu ; voici le dernier classement lu."
VIEW_TABS = {"standings": "Classement", "crosstable": "Tableau croisé", "games": "Parties"}
VIEW_COLUMNS = {
    "name": "joueur",
    "games": "parties",
    "wins": "G",
    "draws": "N",
    "losses": "P",
    "score_rate": "score %",
    "points_per_hand": "pts/main",
    "elo": "Elo [95\u202f%]",
    "los": "PdS",
    "rating": "cote μ/σ",
    "forfeits": "forfaits",
}
VIEW_FAILING = "{name} échoue sans cesse : {n} forfaits en {games} parties"
VIEW_STANDINGS_NOTE = (
    "Trier : cliquez sur un en-tête, ou allez sur une colonne avec ←/→ et appuyez sur s ou Entrée"
    " (encore : ordre inverse)."
)
VIEW_CROSS_NOTE = "Score de la ligne contre la colonne / parties jouées{los}. Points : victoire 1, nul ½."
VIEW_CROSS_LOS = " ; puis la probabilité de supériorité (PdS) de la ligne"
VIEW_GAME_COLUMNS = {
    "id": "partie",
    "players": "camps",
    "status": "résultat",
    "scores": "scores",
    "hands": "mains",
    "forfeit": "forfait",
}
VIEW_GAMES_NOTE = "Entrée ou un second clic sur une partie jouée l'ouvre dans le lecteur ; q ou Échap pour revenir."
VIEW_PENDING = "pas encore jouée"
VIEW_GAMES_SKIPPED = "{count} parties non jouées : le SPRT a tranché."
VIEW_NOT_COUNTED = "non comptée"
VIEW_DRAW = "nul"
VIEW_WINNER = "{side} gagne"
VIEW_ABANDONED = "abandonnée"
VIEW_FORFEIT = "place {seat} : {reason}"
VIEW_NOT_PLAYED = "La partie {id} n'est pas encore jouée."
VIEW_NO_RECORD = "Impossible d'ouvrir la partie {id} : {error}"
VIEW_CHALLENGER = "prétendant {name} : Elo {elo} {interval} sur {pairs} paires de parties"
VIEW_SPRT = "SPRT [{elo0}, {elo1}] : LLR {llr}, bornes {lower} / {upper} après {pairs} paires : {verdict}"
VIEW_SPRT_VERDICTS = {"H1": "H1 acceptée (meilleur)", "H0": "H0 acceptée (pas meilleur)", "": "indécis"}
VIEW_FORMATS = {"round-robin": "toutes rondes", "gauntlet": "défi contre tous"}
REPLAY_HELP_BACK = "→ coup suivant · ← précédent · PgSuiv/PgPréc main suivante/précédente · 1-9 aller à la main · f autre joueur · q retour"
REPLAY_HELP_MENU = "→ coup suivant · ← précédent · PgSuiv/PgPréc main suivante/précédente · 1-9 aller à la main · f autre joueur · q menu"

REASON_DISCARD = "poser {card} sur la table"
REASON_JOIN = " ; "
REASONS = {
    "claim": "réclame un renuncio : {card} pouvait prendre {cards}",
    "take": "prend {what}",
    "sweep": "balaie la table (escoba), {what}",
    "last_card": "dernière carte de la main",
    "safe": "laisse {total} : rien de ce qui reste à jouer ne peut tout prendre",
    "sweepable_one": "laisse {total} : pour tout prendre, il ne reste à jouer que {cards}",
    "sweepable_two": "laisse {total} : pour tout prendre, il ne reste à jouer que {cards}",
    "sweepable_more": "laisse {total} : pour tout prendre, il reste à jouer {cards}",
    "still_to_play_one": "il reste {cards} à jouer",
    "still_to_play": "il reste {cards} à jouer",
    "random": "choisi au hasard",
    "missed_sweep": "manque l'escoba {move}",
    "gave_up_velo": "laisse passer le sept d'oros",
    "threw_seven": "jette un sept ({move})",
    "missed_seven": "manque un sept : {move} le prend",
    "took_less": "prend {n} cartes là où le meilleur coup en prend {m}",
    "worth_more": "{move} valait {n} de plus",
    "most_cards": "le plus de cartes : {n}",
    "tied_cards": "égalité aux cartes à {n} : personne ne marque",
    "most_oros": "le plus d'oros : {n}",
    "tied_oros": "égalité aux oros à {n} : personne ne marque",
    "velo": "le sept d'oros",
    "velo_untaken": "personne n'a pris le sept d'oros",
    "best_primiera": "meilleure primiera : {n}",
    "tied_primiera": "égalité à la primiera à {n} : personne ne marque",
    "no_primiera": "aucun camp n'a les quatre couleurs",
    "most_sevens": "le plus de sept : {n}",
    "sixes_break_tie": "égalité aux sept à {n}, le plus de six : {m}",
    "tied_sevens_and_sixes": "égalité aux sept à {n} et aux six à {m} : personne ne marque",
    "tied_sevens": "égalité aux sept à {n} : personne ne marque",
    "all_sevens": "les quatre sept",
    "all_oros": "les dix oros",
}
TAKEN_PRIZES = "{prizes} : {cards}"
CARDS_TAKEN = "{n} cartes"
VELO_NOUN = "le velo"
ORO_NOUN = ("un oro", "{n} oros")
RANK_NOUNS = {
    1: ("un as", "{n} as"),
    2: ("un deux", "{n} deux"),
    3: ("un trois", "{n} trois"),
    4: ("un quatre", "{n} quatre"),
    5: ("un cinq", "{n} cinq"),
    6: ("un six", "{n} six"),
    7: ("un sept", "{n} sept"),
    8: ("une sota", "{n} sotas"),
    9: ("un caballo", "{n} caballos"),
    10: ("un rey", "{n} reyes"),
}
NUMBER_WORDS = ("aucun", "un", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf", "dix")
FEMININE = frozenset({8})  # ranks counted with NUMBER_WORDS_F
NUMBER_WORDS_F = ("aucune", "une", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf", "dix")
AND = " et "


# Other card faces (see strings.FACE_WORDS): each suit word is the one
# printed on those cards (denari), or the French game's own (carreaux).
FACE_WORDS = {
    "italian": {
        "RANK_NOUNS": {8: ("un fante", "{n} fanti"), 9: ("un cavallo", "{n} cavalli"), 10: ("un re", "{n} re")},
        "FEMININE": frozenset(),
        "ORO_NOUN": ("un denaro", "{n} denari"),
        "VELO_NOUN": "le settebello",
        "REASONS": {
            "gave_up_velo": "laisse passer le settebello",
            "most_oros": "le plus de denari : {n}",
            "tied_oros": "égalité aux denari à {n} : personne ne marque",
            "velo": "le sept de denari",
            "velo_untaken": "personne n'a pris le sept de denari",
            "all_oros": "les dix denari",
        },
        "COUNT_CATEGORIES": {
            "oros": "Le plus de denari",
            "velo": "Le sept de denari (le settebello)",
            "all_oros": "Les dix denari",
        },
        "SCORE_HEAD": ("", "pts", "cartes", "den.", "7", "sb", "esc"),
        "OPTION_LABELS": {
            "face_values": "Valeurs de fante, cavallo, re",
            "all_oros_bonus": "Prime pour les dix denari",
        },
        "RULE_LINES": {
            "face_values": "Fante, cavallo et re valent {a}, {b} et {c}.",
            "count": "À chaque main : 1 point pour le plus de cartes, le plus de denari, le sept de denari, {sevens}.",
            "all_oros": "Les dix denari : {n} de plus.",
        },
    },
    "french": {
        "RANK_NOUNS": {8: ("un valet", "{n} valets"), 9: ("une dame", "{n} dames"), 10: ("un roi", "{n} rois")},
        "FEMININE": frozenset({9}),
        "ORO_NOUN": ("un carreau", "{n} carreaux"),
        "VELO_NOUN": "le sept de carreau",
        "REASONS": {
            "gave_up_velo": "laisse passer le sept de carreau",
            "most_oros": "le plus de carreaux : {n}",
            "tied_oros": "égalité aux carreaux à {n} : personne ne marque",
            "velo": "le sept de carreau",
            "velo_untaken": "personne n'a pris le sept de carreau",
            "all_oros": "les dix carreaux",
        },
        "COUNT_CATEGORIES": {
            "oros": "Le plus de carreaux",
            "velo": "Le sept de carreau (le velo)",
            "all_oros": "Les dix carreaux",
        },
        "SCORE_HEAD": ("", "pts", "cartes", "♦", "7", "7♦", "esc"),
        "OPTION_LABELS": {
            "face_values": "Valeurs de valet, dame, roi",
            "all_oros_bonus": "Prime pour les dix carreaux",
        },
        "RULE_LINES": {
            "face_values": "Valet, dame et roi valent {a}, {b} et {c}.",
            "count": "À chaque main : 1 point pour le plus de cartes, le plus de carreaux, le sept de carreau, {sevens}.",
            "all_oros": "Les dix carreaux : {n} de plus.",
        },
    },
}

RULE_LINES = {
    "capture_fifteen": "Une carte prend les cartes de la table qui font 15 avec elle.",
    "capture_sum": "Une carte prend les cartes de la table dont la somme vaut sa propre valeur.",
    "single_card_first": "Une carte seule de même valeur doit être prise d'abord.",
    "face_values": "Sota, caballo et rey valent {a}, {b} et {c}.",
    "compulsory": "La capture est obligatoire.",
    "optional": "La capture est facultative.",
    "escoba": "Vider la table fait une escoba : 1 point tout de suite.",
    "escoba_not_last": "Vider la table fait une escoba : 1 point tout de suite, mais pas avec la dernière carte de la main.",
    "opening": "Une table de 15 à la donne (ou deux fois 15) est une escoba du donneur (ou deux).",
    "count": "À chaque main : 1 point pour le plus de cartes, le plus d'oros, le sept d'oros, {sevens}.",
    "sevens_most": "le plus de sept",
    "sevens_sixes": "le plus de sept (à égalité, le plus de six)",
    "sevens_primiera": "la primiera",
    "all_sevens": "Les quatre sept : {n} de plus.",
    "all_oros": "Les dix oros : {n} de plus.",
    "renuncio": "Renuncio : le joueur suivant peut réclamer une carte laissée alors qu'elle pouvait prendre.",
    "target": "Le premier à {target} gagne ; à égalité en tête, on joue une main de plus.",
}
NET_TABLE = "Table {code}"
NET_WAITING_ONE = "En attente d'un autre joueur…"
NET_WAITING = "En attente de {n} autres joueurs…"
NET_RECONNECTING = "reconnexion… essai {n}, {time}"
NET_RECONNECTING_UNTIL = "reconnexion… essai {n}, {time} sur {most} au plus ({key} : partir)"
NET_BACK = "De retour à la table."
NET_LOST = "Connexion à l'hôte perdue : {reason}"
NET_INVALID = "L'hôte a envoyé quelque chose d'invalide : {detail}. La connexion est fermée."
NET_FORFEIT = "La partie s'est terminée plus tôt : une place a déclaré forfait."
NET_FORFEIT_WHO = "La partie s'est terminée plus tôt : {name} a déclaré forfait."
NET_FORFEIT_WHO_WHY = "La partie s'est terminée plus tôt : {name} a déclaré forfait ({why})."
NET_FORFEIT_CAUSES = {
    "timeout": "son temps était écoulé",
    "disconnect": "parti et pas revenu à temps",
    "illegal move": "un coup illégal",
    "protocol": "son programme a enfreint le protocole",
    "crash": "son programme s'est arrêté",
}
NET_AWAY = "absent"
NET_OPEN = "pas encore arrivé"
NET_AI = "un ordinateur le remplace"
NET_THINKING = "réfléchit…"
NET_CLOCK = "reste {time}"
NET_LEAVE = "Quitter la table"
NET_REMATCH_OPEN = "Revanche proposée : chaque joueur doit la demander (reste {time})."
NET_REMATCH_WAITING = "Vous avez demandé la revanche : on attend {names} (reste {time})…"
NET_REMATCH_NONE = "Pas de revanche à cette table : quittez-la quand vous voulez."
NET_REMATCH_DECLINED = "Pas de revanche : {reason}."
NET_REMATCH_REASONS = {
    "timeout": "tout le monde ne l'a pas demandée à temps",
    "left": "un joueur a quitté la table",
    "stopped": "l'hôte s'est arrêté",
}
NET_REMATCH_GO = "Revanche : une nouvelle partie à la même table."
# Une table hébergée quand l'hôte n'est plus là, la quitter, coups en route, places absentes (ticket 18)
NET_GAVE_UP = "pas de réponse après {n} essais ({time}). Relancez la même commande pour reprendre votre place tant que l'hôte la garde."
NET_HOST_ERROR = "l'hôte dit : {message}"
NET_CLOSED = "l'hôte l'a fermée."
NET_STOPPED = "L'hôte a arrêté la table ; elle est enregistrée et reprend quand il l'hébergera à nouveau : relancez alors la même commande pour reprendre votre place."
NET_STOPPED_RETRYING = "L'hôte a arrêté la table ; elle est enregistrée et reprend quand il l'hébergera à nouveau. Nouvelle tentative : essai {n}, {time} sur {most} au plus ({key} : partir)."
NET_STOPPED_FOR_GOOD = "L'hôte a arrêté la table : la partie s'arrête là, inachevée."
NET_UNKNOWN = "inconnu"
NET_SENT = "Votre coup est envoyé : en attente de l'hôte…"
NET_AWAY_SHORT = "absent : encore {time}"
NET_AWAY_FORFEIT = "absent : encore {time}, puis forfait"
NET_AWAY_TAKEOVER = "absent : encore {time}, puis l'ordinateur"
NET_LEFT = "a quitté la table"
NET_LEFT_SHORT = "parti · {time}"
NET_LEFT_FORFEIT = "parti · {time} pour revenir, puis forfait"
NET_LEFT_TAKEOVER = "parti · {time} pour revenir, puis l'ordinateur"
NET_TAKEOVER_NAME = "{name} (ordinateur)"
NET_AWAITED = "On attend {name}"
NET_AWAITED_AWAY = "On attend {name} : hors ligne"
NET_AWAITED_LEFT = "On attend {name} : a quitté la table"
NET_COUNT_HELD = "À vous de jouer ensuite : votre pendule démarre quand vous continuez (au plus tard dans {time})."
NET_COUNT_CLOCK = "À vous de jouer ensuite : il reste {time} à votre pendule."
NET_LEAVE_TITLE = "Quitter la table ?"
NET_LEAVE_FORFEIT = "L'hôte garde votre place {time} : relancez la même commande pour la reprendre. Passé ce délai, votre camp perd la partie par forfait."
NET_LEAVE_TAKEOVER = "L'hôte garde votre place {time} : relancez la même commande pour la reprendre. Passé ce délai, l'ordinateur joue à votre place."
NET_LEAVE_UNKNOWN = "L'hôte garde votre place un moment : relancez la même commande pour la reprendre. Passé ce délai, votre camp perd par forfait ou l'ordinateur joue à votre place, selon la table."
HOST_LEAVE_TITLE = "Arrêter la table ?"
HOST_LEAVE_NOTE = "La partie s'arrête là pour tout le monde : elle est gardée dans host/left/ du dossier de données, mais pas reprise, et les autres joueurs apprennent que vous l'avez arrêtée."
NET_REMATCH_ASKED = "L'ont demandée : {names}."
NET_REMATCH_NOBODY = "Personne ne l'a encore demandée."

# Héberger une partie depuis l'écran de préparation
REMOTE_PLAYER = "À distance (réseau)"
HOST_ONE_HUMAN = (
    "Une partie avec des joueurs à distance a un seul joueur à cet écran : mettez exactement une place en Humain."
)
HOST_TITLE = "Héberger une partie"
HOST_NOTE = "Vos amis rejoignent depuis leur terminal avec escoba join ; les places de l'ordinateur jouent ici."
HOST_PORT = "Port (0 : un port libre)"
HOST_PUBLIC = "Écouter sur toutes les adresses"
HOST_PUBLIC_WARNING = "Quiconque atteint cette machine peut prendre une place libre : il n'y a pas de connexion par mot de passe. Par Internet, préférez une redirection de port SSH."
HOST_START = "Héberger"
HOST_BACK = "Retour"
HOST_BAD_PORT = "Le port est un nombre de 0 à 65535 (0 : un port libre)."
HOST_PORT_IN_USE = "Le port {port} est déjà utilisé : choisissez-en un autre, ou 0 pour un port libre."
HOST_FAILED = "Impossible d'héberger la partie : {error}"
HOSTING_TITLE = "Table {code} hébergée"
HOSTING_WHERE = "Adresse {address}   Port {port}   Code {code}"
HOSTING_SEND = "Envoyez cette commande à un ami :"
HOSTING_SSH = "Loin d'ici ? Il lance d'abord {ssh} (aucun port à ouvrir)."
HOSTING_SSH_LOGIN = "vous@cette-machine"
HOSTING_PUBLIC = "À l'écoute sur toutes les adresses : quiconque atteint cette machine peut rejoindre."
HOSTING_REMOTE = "Joueur à distance"
HOSTING_YOU = "{name} (vous)"
HOSTING_SEAT = "{n}. {who} : {state}"
HOSTING_STATES = {"here": "présent", "waiting": "en attente…", "away": "parti, peut revenir", "computer": "joue ici"}
HOSTING_COPY = "Copier la commande"
HOSTING_COPIED = "La commande est copiée (si le terminal le permet)."
HOSTING_CANCEL = "Annuler"
HOSTING_STOPPED = "La table s'est arrêtée : {reason}"
# Regarder une table (escoba join --watch), et le nom de la place de l'hôte
HOSTING_WATCH = "Tout le monde peut regarder, chaque main face cachée :"
WATCH_TITLE = "Vous regardez la table {code}"
WATCH_WAITING = "En attente du début de la partie…"
HOST_SEAT_NAME = "Hôte"
GUEST_SEAT_NAME = "Invité"

END_REVIEW = "Revoir"
KEY_REVIEW = "Revoir"
REVIEW_PROGRESS = "analyse {done}/{total}"
REVIEW_DONE = "analyse : {summary}"
REVIEW_PLAYER = "{name} perd {loss} par coup"
REVIEW_PLAYER_YOU = "vous perdez {loss} par coup"
REVIEW_LABELS = {
    "best": "meilleur",
    "good": "bon",
    "inaccuracy": "imprécision",
    "mistake": "erreur",
    "blunder": "gaffe",
}
ACCURACY_PERCENT = "{n}\u202f%"
REVIEW_ACCURACY = "{player} (précision {accuracy})"
REVIEW_LEGEND = "Perte : points cédés par coup face au meilleur ; précision {full} : toujours le meilleur."
END_ACCURACY_WAIT = "Précision : analyse de la partie… {done}/{total}"
END_ACCURACY = "Précision : {players}"
END_ACCURACY_PLAYER = "{name} {accuracy}"
RECORD_ACCURACY = "Précision contre {who} : {trend}"
ZERO_SINGULAR = True  # 0 joueur, 0 carte
DECIMAL_MARK = ","
THOUSANDS_MARK = " "
# A narrow no-break space before %, as before the thousands (THOUSANDS_MARK).
PERCENT_SIGN = "\u202f%"
# "que" before a vowel sound: "il ne reste à jouer qu'un six" (not before "huit" or "onze").
ELISIONS: list[tuple[str, str]] = [(r"\bque (?!huit\b|onze\b)(?=[aeiouyéèêàâîôûAEIOUYÉÈÊÀÂÎÔÛ])", "qu'")]
RECORD_TEXT = {
    "vs": " contre ",
    "head": "{sides} — {rules} en {target}",
    "seed": ", graine {seed}",
    "options": "options : {options}",
    "hand": "Main {n} — donneur : {dealer} ; table : {cards}",
    "opening": "{dealer} : prend la table donnée ({cards}) — escoba",
    "deal": "Donne : {hands}",
    "deal_join": " ; ",
    "seat": "{name} :",
    "claim": "réclame renuncio : {cards}",
    "take": "joue {card} et prend {cards}",
    "play": "pose {card} sur la table",
    "escoba": "ESCOBA",
    "leftovers": "{name} : ramasse le reste ({cards})",
    "count": "Décompte :",
    "nobody": "personne",
    "escobas": "escobas",
    "points": "Points : {points}",
    "final": "Final : {scores}",
    "forfeit": "{name} : perd par forfait ({reason}).",
    "winner": "Gagnant : {side}",
    "abandoned": "La partie a été abandonnée.",
}

# `escoba match`'s summary (strings.py MATCH_TEXT).
MATCH_TEXT = {
    "title": "{games} parties, {rules} en {target}",
    "title_one": "1 partie, {rules} en {target}",
    "title_duplicate": "{deals} donnes × {seatings} placements = {games} parties (duplicate), {rules} en {target}",
    "columns": ("joueur", "parties", "G", "N", "P", "score", "points", "pts/main", "±95\u202f%", "forfaits"),
    "sides": "camps",
    "side_columns": ("camp", "G", "N", "P", "points"),
    "records": "{n} enregistrements dans {folder}",
    "records_one": "1 enregistrement dans {folder}",
    "margin": "{first} face à {second} : {interval} points par main, sur {hands} mains jouées des deux côtés",
    "interval": "{mean} ± {half} (intervalle à 95\u202f% de {low} à {high})",
    "few_hands": "{mean} (trop peu de mains appariées pour un intervalle)",
    "score": "score du match {first} {a} – {b} {second} sur {games} parties (un nul compte pour moitié)",
    "progress": "partie {done}/{total}",
}
NET_CLI_TEXT = {
    "warning": "attention : {message}",
    "resuming": "reprise de {n} tables enregistrées depuis {folder}",
    "resuming_one": "reprise d'1 table enregistrée depuis {folder}",
    "listening": "attention : à l'écoute sur {address} : quiconque peut joindre cette machine peut prendre une place "
    "libre (il n'y a pas de connexion ; préférez une redirection de port SSH, voir docs/friends.md)",
    "listening_serve": "attention : à l'écoute sur {address} : il n'y a pas de connexion, quiconque peut la joindre peut "
    "jouer (préférez une redirection de port SSH : ssh -L 8000:127.0.0.1:8000 hôte)",
    "taking_back": "reprise de la place {seat} (gardée dans {path})",
    "key_not_kept": "attention : la clé de la place n'a pas pu être gardée dans {path} : {reason}",
    "table": "table {code} : {seats} ({n} places libres)",
    "table_one": "table {code} : {seats} (1 place libre)",
    "join_with": "  rejoindre :  escoba join {address}:{port} {code}",
    "watch_with": "  regarder :   escoba join --watch {address}:{port} {code}",
    "stop_with": "arrêt avec Ctrl-C (les tables sont enregistrées ; relancez pour continuer)",
    "serving": "Escoba dans votre navigateur : {url}   (Ctrl+C arrête le serveur)",
}
WEB_PAGE_TEXT = {
    "start": "Commencer",
    "ended": "Session terminée.",
    "replaced": "Cette partie a été ouverte dans un autre onglet ou une autre fenêtre de ce navigateur : elle continue là-bas.",
    "restart": "Recommencer",
    "play_here": "Jouer ici",
}
ASK_TEXT = {
    "runs": "{source} lance ces programmes sur cette machine, avec vos droits :",
    "ask": "Les lancer ?",
    "none_run": "rien n'a été lancé",
    "aborted": "interrompu",
    "confirm": "{question} [o/N] : ",
    "yes": "o oui",
    "no": "n non",
}
# Why a player forfeited (players/base.py Fault), in a record's text and the viewer's games.
FAULT_WORDS = {
    "crash": "plantage",
    "timeout": "temps dépassé",
    "illegal move": "coup illégal",
    "protocol": "erreur de protocole",
    "disconnect": "déconnexion",
}
# The command line's own errors (strings.py ERRORS).
ERROR_LINE = "erreur : {message}"
FROM_COMMAND_LINE = "ligne de commande"
ERROR_OR = "ou"
FILE_KINDS = {
    "file": "un fichier",
    "record": "un enregistrement de partie",
    "theme file": "un fichier de thème",
    "settings file": "un fichier de réglages",
    "tables file": "un fichier de tables",
    "saved table": "une table enregistrée",
    "seat file": "un fichier de place",
    "definition file": "un fichier de définition",
    "scheduler file": "un fichier d'ordonnanceur",
    "record of your games": "un historique de vos parties",
    "tournament definition or standings file": "une définition de tournoi ou un fichier de classement",
}
FILE_SIZES = ("{n} octets", "{n} Ko", "{n} Mo")
ERRORS = {
    "no_such_file": "{path} : fichier introuvable",
    "is_folder": "{path} : c'est un dossier, pas {what}",
    "cannot_read": "{path} : lecture impossible : {reason}",
    "reference_unusable": "{path} : pas un moteur de référence : {reason}",
    "analysis_stopped": "l'analyse s'est arrêtée : {reason}",
    "analysis_ended": "l'analyse s'est terminée avant son résultat (code de sortie {code})",
    "not_regular": "{path} : pas un fichier ordinaire (un périphérique, un tube ou une socket), pas {what}",
    "too_big": "{path} : {size}, plus que ne peut en faire {what} ({most} au plus)",
    "grew_too_big": "{path} : plus que ne peut en faire {what} ({most} au plus)",
    "not_utf8": "{path} : ce n'est pas du texte UTF-8 (octet {byte})",
    "unknown_player": "joueur inconnu {name!r} ; joueurs connus : {known}, ou py:module.Classe, ou cmd:<ligne de commande>",
    "empty_spec": "description de joueur vide ; joueurs connus : {known}",
    "spec_not_text": "une description de joueur est un texte comme random ou expert:iters=50, pas {value}",
    "spec_option_form": "option {option!r} : écrivez les options sous la forme nom=valeur, p. ex. expert:ms=200,seed=3",
    "cmd_empty": "cmd: demande une ligne de commande, p. ex. cmd:python3 bots/monbot.py",
    "cmd_unreadable": "impossible de lire la ligne de commande {command!r} : {reason}",
    "py_form": "{spec!r} : écrivez py:paquet.module.NomDeClasse",
    "player_no_option": "le joueur {name!r} n'a pas d'option {option!r} ; ses options : {known}",
    "option_bool": "l'option {name} vaut true ou false, pas {value!r}",
    "option_points": "l'option {name} est un nombre entier de points (de 0 à {most}), pas {value!r}",
    "target_points": "le but est un nombre entier de points (de 1 à {most}), pas {value!r}",
    "option_choice": "l'option {name} vaut {choices}, pas {value!r}",
    "face_values": "face_values demande trois nombres positifs (rangs 8, 9, 10), pas {value!r}",
    "unknown_option": "option de règles inconnue {name!r} ; options connues : {known}",
    "unknown_preset": "règles inconnues {name!r} ; règles connues : {known}",
    "option_form": "{text!r} : écrivez une option sous la forme nom=valeur, p. ex. compulsory_capture=true",
    "option_list": "{text!r} : une option liste prend des nombres, p. ex. face_values=10,11,12",
    "lang_choice": "--lang {value!r} : choisissez {known}",
    "theme_unknown": "--theme {value!r} : thème inconnu ; thèmes connus : {known}",
    "needs_package": "le jeu plein écran a besoin du paquet {package!r}, qui n'est pas installé "
    "(pip install escoba_tui l'installe) ; `escoba match` fonctionne sans lui",
    "programs_no_terminal": "{source} lance des programmes sur cette machine ({listing}) ; aucun terminal pour "
    "demander : ajoutez --yes pour les lancer",
    "seat_count": "{n} places : l'escoba se joue à 2, 3, 4 ou 6",
    "seat_count_one": "1 place : l'escoba se joue à 2, 3, 4 ou 6",
    "player_count": "{n} joueurs : l'escoba se joue à 2, 3, 4 ou 6",
    "player_count_one": "1 joueur : l'escoba se joue à 2, 3, 4 ou 6",
    "partners_seats": "--partners demande 4 ou 6 places, pas {n}",
    "partners_players": "--partners demande 4 ou 6 joueurs, pas {n}",
    "option_choose": "{option} {value!r} : choisissez {choices}",
    "names_count": "{names} noms pour {n} places",
    "games_range": "--games {value} : choisissez de 1 à {most}",
    "records_not_folder": "--records {path} : ce n'est pas un dossier",
    "records_cannot_write": "impossible d'écrire les enregistrements : {reason}",
    "record_not_verify": "{error} (l'enregistrement ne se vérifie pas)",
    "ms_range": "--ms {value} : donnez un temps entre 0 et {most} millisecondes",
    "iters_range": "--iters {value} : donnez un nombre de mondes de 1 à {most}",
    "ms_or_iters": "--ms et --iters : donnez l'un ou l'autre",
    "seconds_range": "--seconds {value} : choisissez un nombre au-dessus de 0 et au plus {most}",
    "moves_range": "--moves {value} : choisissez de 1 à {most}",
    "player_faulted": "un joueur testé a commis une faute : {reason}",
    "workers_range": "--workers {value} : choisissez de 1 à {most}",
    "challenger_gauntlet": "--challenger va avec --format gauntlet",
    "sprt_form": "--sprt {value!r} : écrivez ELO0,ELO1[,ALPHA,BETA], p. ex. 0,30 ou 0,30,0.05,0.05",
    "cannot_write_path": "{path} : écriture impossible : {reason}",
    "one_place": "{both} : donnez un seul endroit où jouer les parties",
    "workers_local": "--workers concerne les processus locaux ; avec {option}, ce sont les workers du cluster qui jouent",
    "cluster_form": "--cluster {value!r} : écrivez local:N, N processus de 1 à {most}, p. ex. local:2",
    "cluster_most": "--cluster local:{value} : cette machine accepte au plus {most} workers locaux "
    "(quatre par cœur, un par {memory} Mio de mémoire)",
    "cluster_install": "jouer sur un cluster Dask demande l'extra cluster : pip install 'escoba_tui[cluster]' "
    "(dans un dépôt cloné : pip install -e '.[cluster]')",
    "cluster_local": "un cluster Dask local",
    "cluster_at": "l'ordonnanceur Dask à {address}",
    "cluster_of_file": "l'ordonnanceur Dask de {path}",
    "cluster_waiting": "en attente qu'un worker rejoigne {where}",
    "cluster_joined": "{n} workers ont rejoint {where} ; le tournoi continue",
    "cluster_joined_one": "1 worker a rejoint {where} ; le tournoi continue",
    "cluster_all_left": "tous les workers ont quitté {where} ; le tournoi en attend un (lancez-en un avec : "
    "dask worker {address} --nthreads 1), ou appuyez sur Ctrl-C pour arrêter et reprendre plus "
    "tard : rien n'est perdu",
    "cluster_threads": "le worker {address} fait tourner {n} fils d'exécution dans un seul processus : les parties sont en "
    "Python pur et se partagent son seul cœur ; lancez les workers avec --nthreads 1 (et --nworkers N "
    "pour N cœurs)",
    "cluster_worker_import": "le worker {address} ne peut pas importer escoba_tui ({problem}) : installez-le sur "
    "cette machine, dans la même version qu'ici",
    "cluster_worker_check": "le worker {address} ne peut pas vérifier le tournoi : {problem}",
    "cluster_worker_problem": "worker {address} ({host}) : {problem}",
    "cluster_other_code": "son code escoba_tui diffère de celui du pilote : installez la même version sur chaque machine",
    "cluster_cmd_player": "impossible de lancer le joueur {name!r} : {problem} (un joueur cmd: doit être au même chemin "
    "sur chaque worker)",
    "cluster_py_player": "impossible de créer le joueur {name!r} : {problem} ; les joueurs py: doivent être importables "
    "sur chaque worker (installez-y leur module ou mettez-le dans le PYTHONPATH)",
    "cluster_player": "impossible de créer le joueur {name!r} : {problem}",
    "cluster_no_worker": "aucun worker n'a rejoint {where} en {seconds} s ; lancez-en avec : dask worker {address} "
    "--nthreads 1",
    "cluster_cannot_start": "impossible de démarrer un cluster Dask local : {problem}",
    "cluster_cannot_connect": "impossible de joindre {where} : {problem}",
    "cluster_cannot_use": "impossible d'utiliser {where} : {problem}",
    "address_long": "{source} : une adresse de {n} caractères n'en est pas une",
    "address_scheme": "{source} {shown} : seuls les ordonnanceurs tcp:// sont pris en charge ({scheme}:// n'est pas "
    "testé) ; écrivez {form}",
    "address_form": "{source} {shown} : écrivez l'adresse de l'ordonnanceur sous la forme {form}, p. ex. "
    "tcp://127.0.0.1:8786",
    "file_address": "{path} : adresse",
    "no_scheduler_file": "{path} : ce fichier d'ordonnanceur n'existe pas (dask scheduler --scheduler-file l'écrit)",
    "scheduler_not_json": "{path} : pas un fichier d'ordonnanceur (pas du JSON)",
    "scheduler_no_address": '{path} : pas un fichier d\'ordonnanceur (pas de texte "address" dans un objet JSON)',
    "scheduler_unreachable": "impossible de joindre l'ordonnanceur Dask {address} : {reason}",
    "not_dask": "{address} n'est pas un ordonnanceur Dask : {problem}",
    "dask_closed": "il a fermé la connexion sans un mot",
    "dask_announces": "son premier message annonce {n} octets (celui d'un ordonnanceur en a quelques centaines)",
    "dask_short": "son premier message s'arrête trop tôt",
    "dask_silent": "il n'a rien dit en {seconds} s",
    "public_or_bind": "--public et --bind : choisissez l'un des deux",
    "cannot_listen": "impossible d'écouter sur {address}:{port} : {reason}",
    "host_form": "{value!r} : écrivez l'hôte sous la forme HÔTE:PORT, p. ex. 127.0.0.1:7840",
    "see_help": "{message} (voir : {command} --help)",
    "cli_no_command": "pas de commande {name!r}",
    "cli_no_command_close": "pas de commande {name!r} ; vouliez-vous dire {close} ?",
    "cli_missing_argument": "argument {name} manquant",
    "cli_missing_option": "option {name} manquante",
    "cli_no_option": "pas d'option {option}",
    "cli_no_option_among": "pas d'option {option} (options possibles : {among})",
    "cli_bad_value": "valeur non valable pour {name} : il faut {expected}",
    "cli_needs_value": "l'option {option!r} demande une valeur",
    "cli_takes_no_value": "l'option {option!r} ne prend pas de valeur",
    "cli_extra_arguments": "arguments en trop : {arguments}",
    "cli_extra_arguments_one": "argument en trop : {arguments}",
    "cli_whole_number": "un nombre entier",
    "cli_whole_number_between": "un nombre entier de {low} à {high}",
    "cli_whole_number_from": "un nombre entier à partir de {low}",
    "cli_number": "un nombre",
    # Les lecteurs de nos fichiers : « FICHIER:LIGNE : CHAMP : problème » ; le nom d'un champ reste celui du fichier.
    "schema_field": "{where} : {field} : {problem}",
    "schema_document": "document",
    "schema_expected": "il faut {kind}, trouvé {value}",
    "schema_expected_value": "il faut {expected}, trouvé {value}",
    "schema_version": "ce programme lit la version {version}, trouvé {value}",
    "schema_range": "doit être entre {low} et {high}, trouvé {value}",
    "schema_length": "{n} éléments ; de {low} à {high}",
    "schema_one_of": "il faut l'une des valeurs {listing}, trouvé {value}",
    "schema_unknown_field": "champ inconnu (champs connus : {known})",
    "schema_missing": "manquant",
    "schema_too_deep": "imbriqué plus profondément qu'aucun champ du format",
    "schema_out_of_range": "{value} : hors limites",
    "schema_preset": "variante inconnue {value} (variantes connues : {listing})",
    "schema_at_least_one": "doit valoir 1 ou plus, trouvé {value}",
    "schema_seconds": "{value} s ; choisissez entre {low} et {high}",
    "schema_grace": "{value} s ; choisissez entre 1 et {high}",
    "schema_elo": "doit être un nombre d'Elo entre {low} et {high}, trouvé {value}",
    "schema_risk": "doit être strictement entre {low} et {high}, trouvé {value}",
    "schema_name_length": "{n} caractères : un nom de tournoi en a au plus {high} (il nomme un dossier)",
    "schema_seats": "l'escoba se joue à 2, 3, 4 ou 6 places, trouvé {value}",
    "schema_games": "doit valoir 1 suite de donnes ou plus par appariement, trouvé {value}",
    "schema_time_ms": "un temps par coup va de 1 à {high} ms, trouvé {value}",
    "record_not_toml": "{path} : TOML invalide : {reason}",
    "theme_colour_string": "{path} : {field} : une couleur (texte) attendue, trouvé {value}",
    "theme_not_colour": "{path} : {field} : {value} n'est pas une couleur",
    "theme_too_large": "{path} : plus de {kb} Ko, pas un fichier de thème",
    "theme_too_deep": "{path} : pas un fichier de thème : imbrication trop profonde",
    "theme_unknown_field": "{path} : {field} : champ inconnu (connus : {known})",
    "theme_no_name": "{path} : name : absent (un thème doit avoir un nom)",
    "theme_no_primary": "{path} : primary : absent (un thème doit avoir une couleur primaire)",
    "theme_dark": "{path} : dark : true ou false attendu, trouvé {value}",
    "theme_not_table": "{path} : {field} : une table attendue",
    "theme_taken": "{path} : name : {name} est déjà un thème ; donnez un autre nom au vôtre",
    "record_strings_per_seat": "il faut {n} chaînes, une par place",
    "record_per_side": "il faut {sides} nombres (un par camp), trouvé {n}",
    "record_side_index": "il faut un numéro de camp de 0 à {last}, trouvé {value}",
    "record_seat_index": "il faut une place de 0 à {last}, trouvé {value}",
    "record_abandoned_winner": "une partie abandonnée n'a pas de gagnant",
    "record_forfeit_fields": "seul l'enregistrement d'un forfait a des champs de forfait",
    "record_deck": "doit contenir chacune des 40 cartes exactement une fois",
    "puzzle_named": "problème {id}",
    "puzzle_text": "une ligne de texte imprimable était attendue",
    "puzzle_teams": "chaque place de 0 à {last} était attendue dans exactement un camp",
    "puzzle_value_pair": "une paire [coup, points] était attendue, les points un nombre entre ±{most}",
    "puzzle_due": "une date (AAAA-MM-JJ) était attendue, trouvé {value}",
    "puzzle_not_legal": "ce ne sont pas les coups légaux de la position",
    "puzzle_best_not_legal": "ce n'est pas un coup légal de la position",
    "record_at_hand": "{source} : main {n}",
    "record_at_move": "{source} : main {n}, coup {k}",
    "record_at_play": "{source} : main {n}, coup {k} ({move})",
    "record_already_won": "{where} : la partie était déjà gagnée avant cette main",
    "record_wrong_dealer": "{where} : le donneur est {dealer}, mais la donne revient à la place {seat}",
    "record_hand_over": "{where} : la main est déjà finie",
    "record_not_in_hand": "{where} : {card} n'est pas dans la main de la place {seat}, dont c'est le tour",
    "record_not_legal": "{where} : ce n'est pas un coup légal pour la place {seat} ici",
    "record_points": "{where} : les points sont {points}, mais le jeu donne {expected}",
    "record_detail": "{where} : detail.{field} vaut {values}, mais le jeu donne {expected}",
    "skip_worker_died": "son worker est mort à chacune des {times} fois où elle a été jouée",
    "skip_workers_died": "tous les workers qui l'ont jouée sont morts ({tries} essais, le dernier sur {last})",
    "run_game_failed": "partie {game} : {problem}",
    "cluster_game_lost": "l'ordonnanceur Dask a perdu la partie {times} fois (la dernière : {status}) ; s'est-il arrêté ou a-t-il redémarré ?",
    "cluster_game_import": "un worker ne peut pas importer ce dont la partie a besoin ({problem}) : installez escoba_tui (et le module de tout joueur py:) sur chaque worker",
    "record_dealer_absent": "{where} : le donneur {dealer} n'est pas à la table",
    "record_ends_early": "{where} : la main s'arrête après {n} coups, avant sa dernière carte",
    "record_unfinished_points": "{where} : les points sont {points}, mais les escobas de la main inachevée donnent {expected}",
    "record_scores": "{where} : les scores sont {scores}, mais le jeu donne {expected}",
    "record_no_winner": "{where} : le résultat est « finished », mais aucun camp n'a gagné après {n} mains",
    "record_winner": "{where} : le gagnant est {winner}, mais le jeu donne le camp {side}",
    "record_abandoned_won": "{where} : le résultat est « abandoned », mais le camp {side} a gagné",
    "record_forfeit_won": "{where} : le résultat est « forfeit », mais le camp {side} a gagné en jouant",
    "record_forfeit_side": "{where} : le gagnant doit être un autre camp que celui de la place forfait, {side}",
    "standings_missing_rating": "manquant (au-delà de deux places, le classement est calculé par openskill)",
    "standings_missing_elo": "manquant (à deux places, le classement est en Elo)",
    "standings_rows": "il faut {n} lignes de {n} nombres, une par joueur",
    "standings_status": "il faut « done » ou « pending », trouvé {value}",
    "standings_missing_done": "manquant (une partie jouée l'a)",
    "standings_no_side": "pas de camp {winner} parmi {n}",
    "config_name": "{value} : utilisez lettres, chiffres, « . », « - » et « _ » (il nomme un dossier)",
    "config_unknown_option": "option de règles inconnue (options connues : {known} ; l'objectif se règle avec `target`)",
    "config_partners": "les équipes demandent 4 ou 6 places, pas {n}",
    "config_missing_name": "manquant (un joueur cmd: ou py: a besoin d'un nom)",
    "config_name_length": "{value} : un nom a de 1 à 40 caractères",
    "config_name_taken": "{value} est déjà le nom d'un autre joueur",
    "config_too_few": "{n} joueurs ne peuvent pas remplir une partie à {seats} places",
    "config_too_few_one": "{n} joueur ne peut pas remplir une partie à {seats} places",
    "config_no_challenger": "un défi contre tous a besoin du nom de son prétendant",
    "config_not_a_player": "{value} n'est pas l'un des joueurs ({names})",
    "config_challenger_only": "seul un défi contre tous a un prétendant",
    "config_sprt_gauntlet": 'un SPRT demande un défi contre tous à deux places (seats = 2, format = "gauntlet")',
    "config_elo1": "doit être plus grand que elo0 ({elo0}), trouvé {elo1}",
    "config_sprt_pairs": "un SPRT tranche au plus tôt après {pairs} paires de parties : ce calendrier en a {has}, il ne "
    "peut donc jamais trancher (omettez games dans `tournament new` pour avoir {games} suites de donnes)",
    "config_too_many": "le calendrier aurait {total} parties (plus de {most})",
    "config_exists": "{path} : existe déjà (--force pour le remplacer)",
    "tables_unknown_top": "champ inconnu ; écrivez les tables sous la forme [[table]]",
    "tables_none": "aucune [[table]] dans le fichier",
    "tables_too_many": "{path} : {n} tables ; {most} au plus",
    "tables_label": "table {n} : {field}",
    "tables_label_only": "table {n}",
    "tables_code_twice": "{value} sert à deux tables",
    "tables_seat_count": "{n} places ; l'escoba se joue à {counts}",
    "tables_partners": "il faut 4 ou 6 places, pas {n}",
    "tables_no_remote": "une table hébergée a besoin d'au moins une place `remote`",
    "tables_names": "{names} noms pour {n} places",
    "tables_name_long": "{value}... : {most} caractères au plus",
    "tables_watchers": "{value} ; choisissez entre 0 et {most}",
    "tables_code": "{value} : 3 à 32 lettres minuscules, chiffres ou « - »",
    "saved_too_deep": "{path} : imbriqué trop profondément",
    "saved_not_json": "{path} : ce n'est pas du JSON : {reason}",
    "saved_not_table": "{path} : ce n'est pas une table enregistrée",
    "saved_expected": "il faut {choices}, trouvé {value}",
    "saved_unknown_field": "champ inconnu",
    "saved_specs": "il faut quelques descriptions de joueurs",
    "saved_names": "il faut des noms ou null",
    "saved_options": "il faut des options de règles",
    "saved_code": "{value} n'est pas le code de table de ce fichier ({code})",
    "saved_per_seat": "il faut {n} valeurs, une par place",
    "saved_token": "un jeton vide ou trop long",
    "saved_seq": "un compte de messages hors limites",
    "saved_time": "{value} n'est pas une heure",
    "saved_not_seat": "{value} : pas une place",
    "move_time_range": "--move-time {value} : choisissez entre {low} et {high} secondes",
    "cannot_write_to": "impossible d'écrire dans {path} : {reason}",
    "saved_unreadable": "{path} : les tables enregistrées sont illisibles : {reason}",
    "option_problem": "{option} : {problem}",
    "os_ENOENT": "fichier ou dossier introuvable",
    "os_EACCES": "permission refusée",
    "os_EPERM": "opération non permise",
    "os_EISDIR": "c'est un dossier",
    "os_ENOTDIR": "ce n'est pas un dossier",
    "os_ENOTEMPTY": "dossier non vide",
    "os_ENOSPC": "plus de place sur le disque",
    "os_EDQUOT": "quota de disque dépassé",
    "os_EFBIG": "fichier trop gros",
    "os_EROFS": "système de fichiers en lecture seule",
    "os_EEXIST": "le fichier existe déjà",
    "os_EBUSY": "périphérique ou ressource occupé",
    "os_ETXTBSY": "fichier exécutable occupé",
    "os_ENOEXEC": "format d'exécutable invalide",
    "os_EIO": "erreur d'entrée/sortie",
    "os_EXDEV": "lien entre périphériques invalide",
    "os_ENAMETOOLONG": "nom de fichier trop long",
    "os_EMFILE": "trop de fichiers ouverts",
    "os_ENFILE": "trop de fichiers ouverts sur le système",
    "os_ELOOP": "trop de liens symboliques imbriqués",
    "os_ENOMEM": "mémoire insuffisante",
    "os_ENXIO": "périphérique ou adresse introuvable",
    "os_EINVAL": "argument invalide",
    "os_EPIPE": "tube rompu",
    "os_ECONNREFUSED": "connexion refusée",
    "os_ECONNRESET": "connexion réinitialisée par l'autre côté",
    "os_ECONNABORTED": "connexion interrompue",
    "os_ETIMEDOUT": "délai de connexion dépassé",
    "os_timeout": "délai dépassé",
    "os_EHOSTUNREACH": "aucune route vers l'hôte",
    "os_ENETUNREACH": "réseau inaccessible",
    "os_ENETDOWN": "le réseau est hors service",
    "os_EADDRINUSE": "adresse déjà utilisée",
    "os_EADDRNOTAVAIL": "adresse indisponible sur cette machine",
    "os_EAFNOSUPPORT": "famille d'adresses non prise en charge",
    "os_EAI_NONAME": "nom ou service inconnu",
    "os_EAI_AGAIN": "échec temporaire de la résolution de nom",
    "os_EAI_FAIL": "échec définitif de la résolution de nom",
    "os_EAI_NODATA": "aucune adresse associée à ce nom d'hôte",
    "os_EAI_SERVICE": "service non pris en charge",
    "os_EAI_ADDRFAMILY": "famille d'adresses non prise en charge pour ce nom d'hôte",
    "path_reason": "{path} : {reason}",
    "join_unreachable": "impossible de joindre {host}:{port} : {reason}",
    "join_closed": "{host}:{port} a fermé la connexion : {reason}",
    "join_not_protocol": "{host}:{port} ne parle pas le protocole des tables",
    "join_host_says": "l'hôte dit : {said} ({said_code})",
    "join_host_says_unknown_table": "l'hôte n'a pas de table avec ce code (il dit : {said} ; {said_code})",
    "join_host_says_table_full": "la table est complète (l'hôte dit : {said} ; {said_code})",
    "join_host_says_seat_taken": "cette place est déjà prise (l'hôte dit : {said} ; {said_code})",
    "join_host_says_bad_token": "l'hôte ne reconnaît pas ce jeton (il dit : {said} ; {said_code})",
    "join_host_says_protocol": "l'hôte refuse la demande (il dit : {said} ; {said_code})",
    "join_host_says_too_large": "l'hôte trouve la demande trop longue (il dit : {said} ; {said_code})",
    "join_invalid": "l'hôte a envoyé quelque chose d'invalide : {fault}",
    "join_table_full": "{error} ; pour la regarder plutôt : {watch} ; pour reprendre une place que vous y tenez, rejoignez avec --token JETON (le jeton "
    "donné à la première connexion, gardé par escoba join dans son dossier de données)",
    "fault_in": "{kind} : {what}",
    "fault_int": "'{field}' doit être un nombre entier de {low} à {high}",
    "fault_ints": "'{field}' doit être {count} nombres entiers de 0 à {most}",
    "fault_cards": "'{field}' doit être une liste d'au plus {most} cartes",
    "fault_not_card": "'{field}' contient autre chose qu'une carte",
    "fault_card_twice": "'{field}' nomme deux fois une carte",
    "fault_move": "un coup qui n'en est pas un",
    "fault_before_hello": "envoyé avant hello",
    "fault_hand": "une donne impossible : {problem}",
    "fault_after_last": "un coup après le dernier de la donne",
    "fault_out_of_turn": "un coup hors de son tour",
    "fault_capture": "une prise de cartes absentes de la table",
    "fault_not_held": "une carte que cette place n'a pas",
    "fault_elsewhere": "une carte qui est ailleurs",
    "fault_not_message": "une ligne qui n'est pas un message (un objet JSON avec un 'type')",
    "fault_own_type": "un type de message propre au client",
    "fault_other_seat": "une autre place que celle demandée",
    "fault_token": "'token' doit être un texte d'au plus {most} caractères",
    "fault_extensions": "'extensions' doit être une liste courte",
    "fault_protocol": "'protocol' doit valoir 1",
    "fault_seats": "'seats' doit valoir 2, 3, 4 ou 6",
    "fault_not_ours": "une autre place que la nôtre",
    "fault_teams": "'teams' doit être des listes de places",
    "fault_teams_split": "'teams' doit répartir les places en deux camps ou plus",
    "fault_names": "'names' doit contenir {n} noms",
    "fault_rules_options": "'rules_options' doit être un tableau d'options",
    "fault_rules": "'rules' doit être un préréglage et 'target' de 1 à {most}",
    "fault_rules_unknown": "des règles que ce jeu ne connaît pas",
    "fault_before_hand_start": "envoyé avant hand_start",
    "fault_too_many_plays": "plus de coups qu'une donne n'en compte",
    "fault_state": "'state' doit être un objet",
    "fault_state_seat": "l'état d'une autre place",
    "fault_captured": "'captured' doit être {n} tas",
    "fault_history": "'history' doit être des paires [place, coup]",
    "fault_legal": "'legal' doit être une liste de coups",
    "fault_resync_hello": "'hello' doit être le hello de la partie",
    "fault_position": "une position impossible",
    "fault_detail": "'detail' doit être un objet",
    "fault_result": "'result' doit être un texte",
    "fault_presence": "'seats' doit être l'un de {states} par place",
    "fault_away": "'away_ms' doit être une durée de 0 à {most} ou null par place",
    "fault_takeover": "'takeover' doit être true ou false",
    "fault_left": "'left' doit être true ou false par place",
    "fault_resumes": "'resumes' doit être true ou false",
    "fault_rematch": "'state' doit être l'un de {states}",
    "fault_asked": "'asked' doit être une liste de places",
    "fault_reason": "'reason' doit être un mot",
    "fault_long_line": "une ligne de plus de {n} Kio",
    "fault_not_json": "une ligne qui n'est pas du JSON",
    "fault_not_object": "une ligne qui n'est pas un objet JSON",
    "fault_no_type": "un message sans texte 'type'",
    "fault_seat_only": "un message réservé aux places, envoyé à un spectateur",
    "fault_watch_seats": "'seats' doit être les noms des places",
    "fault_watch_table": "'table' doit être le code de la table",
    "fault_watch_hand": "une main envoyée à un spectateur",
    "fault_watch_state": "'state' doit être la position publique, sans main",
    "fault_hand_sizes": "'hand_sizes' doit être {n} nombres de 0 à 3",
    "port_in_use": "le port {port} est déjà utilisé",
    "seat_file_kept": "{path} : lecture impossible ({problem}) ; il a été gardé sous {kept}",
    "seat_file_ignored": "{path} : lecture impossible ({problem}) et impossible de le mettre de côté ({reason}) ; "
    "il est ignoré",
    "seat_file_not_object": "ce n'est pas un objet JSON",
    "seat_file_seat": "'seat' doit être un numéro de place",
    "seat_file_token": "'token' doit être un jeton",
    "too_deep": "imbriqué trop profondément",
    "not_json_at": "ce n'est pas du JSON (ligne {line}, colonne {column})",
    "saved_first": "{folder} : {n} tables enregistrées ; les {most} premières reprennent",
    "saved_broke": "{path} : {error}",
    "not_moved_aside": "{why} ; {path} ne peut pas être mis de côté : {reason}",
    "not_resumed": "non reprise : {why}",
    "not_resumed_moved": "non reprise : {why} ; déplacée vers {moved}",
    "web_bad_frame": "une page a envoyé une trame invalide ({problem}) : ignorée, comme toutes les suivantes du même "
    "genre venant de cet onglet",
    "web_frame_not_text": "pas du texte",
    "web_frame_long": "plus de {n} Kio",
    "web_frame_not_json": "pas du JSON",
    "web_frame_not_pair": "pas une paire [genre, données]",
    "web_frame_stdin": "stdin : pas du texte",
    "web_frame_resize": "resize : pas un objet",
    "web_frame_size": "resize : une taille qui n'est pas un nombre fini",
    "web_frame_ping": "ping : pas un texte court",
    "web_frame_kind": "un genre de trame que la page n'envoie jamais",
    "web_frame_lost": "elle n'a pas pu être transmise ({error})",
    "web_folder": "impossible de créer {folder} : {reason} : ce navigateur joue sans rien garder",
    "web_folders": "{n} navigateurs ont un dossier dans {folder} : un nouveau joue sans rien garder",
    "run_forfeit": "place {seat} ({name}) : {fault}",
    "run_forfeit_detail": "place {seat} ({name}) : {fault} : {detail}",
    "watch_no_seat": "--watch ne prend pas de place : retirez --seat et --token",
    "locked_run": "{folder} : déjà en cours d'exécution par {holder} ; attendez qu'il finisse ou arrêtez-le",
    "locked_host": "{folder} : déjà servi par {holder} ; arrêtez d'abord cet hôte",
    "locked_host_cli": "{folder} : déjà servi par {holder} ; arrêtez d'abord cet hôte, ou donnez à celui-ci un autre "
    "--state",
    "locked_data": "{folder} : un autre escoba ({holder}) écrit ses fichiers et n'a pas fini ; réessayez",
    "lock_changing": "{folder} : le fichier de verrou change sans cesse ; un autre processus démarre-t-il et "
    "s'arrête-t-il ?",
    "player_fault": "{fault}",
    "player_fault_detail": "{fault} : {detail}",
    "cluster_py_hint": "{problem} ; les joueurs py: doivent être importables sur chaque worker (installez-y leur "
    "module ou mettez-le dans le PYTHONPATH)",
    "cluster_on_worker": "{problem} (sur le worker {address})",
    "player_no_ready": "pas de ready en {seconds} s",
    "player_ready_name": "ready demande un texte 'name'",
    "player_not_started": "le programme n'a pas été lancé (pas de start_game)",
    "player_no_move": "pas de coup en {ms} ms (+{grace} ms de grâce)",
    "player_move_field": "un message move demande un texte 'move'",
    "player_not_move": "{text!r} n'est pas un coup : {problem}",
    "player_not_legal_move": "{text} n'est pas l'un des coups permis",
    "player_not_legal": "{move} n'est pas permis ici",
    "player_input_closed": "son entrée est fermée",
    "player_not_reading": "n'a pas lu son entrée depuis {seconds} s",
    "player_exited": "s'est arrêté",
    "player_exit_code": "s'est arrêté avec le code {code}",
    "player_killed": "tué par le signal {signal}",
    "player_closed_output": "a fermé sa sortie",
    "player_closed_input": "a fermé son entrée",
    "player_ended_due": "{ended} alors que son {kind} était attendu",
    "player_sent_instead": "a envoyé {sent!r} là où {kind!r} était attendu",
    "player_out_of_turn": "a envoyé {sent!r} hors de son tour, alors qu'aucune réponse n'était attendue",
    "player_long_line": "une ligne de plus de {n} octets",
    "player_not_json": "une ligne qui n'est pas du JSON : {shown!r}",
    "player_too_deep": "JSON imbriqué trop profondément : {shown!r}",
    "player_not_object": "pas un objet JSON : {shown!r}",
    "player_no_type": "un message sans texte 'type' : {shown!r}",
    "player_raised": "{what} a levé {error}",
    "player_no_move_within": "pas de coup en {ms} ms",
    "player_away": "absent depuis plus de {seconds} s",
    "player_log": "impossible d'ouvrir le journal {path} : {reason}",
    "player_start": "impossible de lancer {program!r} : {reason}",
}
VALUE_KINDS = {
    "table": "une table",
    "list": "une liste",
    "bool": "true ou false",
    "int": "un nombre entier",
    "str": "une chaîne",
    "datetime": "une date et heure",
    "number": "un nombre",
    "finite": "un nombre fini",
    "any": "sans limite",
}

# Entraînement (practice.py) : vos erreurs rejouées depuis l'analyse, et les problèmes.
KEY_RETRY = "Erreurs"
KEY_NEXT_POSITION = "Suivant"
KEY_NEXT_MISTAKE = "Erreur suivante"
SETUP_PUZZLES = "Problèmes"
PRACTICE_COUNT = "{n} sur {total}"
PRACTICE_SUMMARY = "{found} trouvés sur {tried}"
PRACTICE_JUDGING = "Votre coup est pesé…"
PRACTICE_BEST = "Meilleur : {move}"
PRACTICE_FOUND = "✓ Le meilleur coup."
PRACTICE_AS_GOOD = "✓ Aussi bon que le meilleur coup."
PRACTICE_MARGIN = "Le suivant perd {margin} points."
PRACTICE_MISSED = "✗ Pas le meilleur : {label}, {loss} points perdus."
PRACTICE_WHY = "Pourquoi : {reason}."
PRACTICE_FAILED = "Le coup n'a pas pu être jugé : {error}"
PRACTICE_LAST = "c'était le dernier : q pour revenir"
RETRY_NEXT = "m : erreur suivante"
RETRY_ABOUT = "main {hand}, coup {move} · {label} : {played}"
RETRY_WAIT = "L'analyse est en cours : appuyez de nouveau sur m quand elle aura trouvé les erreurs."
RETRY_NONE = "Aucune erreur ni gaffe dans cette partie."
RETRY_NONE_YET = "Aucune erreur trouvée pour l'instant : l'analyse continue."
PUZZLE_NEXT = "Entrée : problème suivant"
PUZZLE_ABOUT = "{file}, main {hand}, coup {move} · boîte {box}"
PUZZLES_LOOKING = "Recherche de problèmes dans vos parties… {done}/{total}"
PUZZLES_NONE = "Pas encore de problème : finissez une partie contre l'ordinateur ; les positions où un coup est nettement le meilleur deviennent des problèmes."
PUZZLES_NONE_DUE = "Aucun problème à revoir aujourd'hui : le prochain revient le {date}."
PUZZLES_SUMMARY = "Résolus : {found} sur {tried}"
PUZZLES_KEPT = "Le fichier des problèmes était inutilisable et a été gardé sous {path} : {reason}"
PUZZLES_SKIPPED = "Enregistrement ignoré : {name} : {reason}"
PUZZLES_MORE_NOTES = "… et {n} autres remarques"
PUZZLES_FAILED = "Impossible de garder les problèmes : {error}"
PUZZLES_CLI_STATUS = "Problèmes : {n} · à revoir aujourd'hui : {due} · nouveaux : {new} · enregistrements lus : {read}"
PUZZLES_CLI_LINE = "{due}  boîte {box}  {file}, main {hand}, coup {move}  résolu {solved} fois sur {tries}"
PUZZLES_CLI_NEXT = "Prochain problème à revoir : {date}"
HELP_PRACTICE_KEYS = {
    "select": "choisir une carte de votre main (ou cliquer dessus)",
    "step": "passer d'une carte de votre main à l'autre",
    "play": "jouer le coup choisi : il est jugé et le meilleur montré ; puis la position suivante",
    "cycle": "la façon suivante de jouer la carte choisie, comptée (1 sur 3…) : chaque prise possible, la meilleure d'abord, puis aucune prise (la carte va sur la table)",
    "next": "la position suivante",
    "count": "le décompte : cartes non vues, septs et six d'abord",
    "log_scroll": "faire défiler le journal des coups",
    "help": "cette aide",
    "back": "revenir",
}
HELP_RETRY_KEYS = {**HELP_PRACTICE_KEYS, "next": "votre erreur suivante", "back": "revenir à la relecture"}
HELP_PUZZLE_KEYS = {**HELP_PRACTICE_KEYS, "next": "le problème suivant", "back": "quitter les problèmes"}

# `escoba tournament standings`, `escoba analyze`, `escoba bench` (strings.py STANDINGS_TEXT, ANALYZE_TEXT, BENCH_TEXT).
RUN_TEXT = {
    "wrote": "{path} écrit : {players} joueurs, {games} parties{cap}",
    "cap": " au plus : le tournoi s'arrête quand le SPRT tranche",
    "run_it": "lancez-le avec : escoba tournament run {path}",
    "replaced": "l'enregistrement de {game} était illisible : la partie est rejouée",
    "resuming": "reprise : {done} parties sur {scheduled} jouées, {to_play} à jouer",
    "all_played": "les {scheduled} parties sont déjà jouées",
    "start": "{scheduled} parties à jouer avec {workers} processus{where}",
    "start_one": "{scheduled} parties à jouer avec 1 processus{where}",
    "on": " sur {where}",
    "forfeit": "partie {game} : forfait de {fault}",
    "skipped": "partie {game} : sautée : {reason} ; le tournoi continue",
    "failing": "attention : {name} échoue sans cesse : {n} forfaits en {games} parties jusqu'ici ; le tournoi continue",
    "rate": "{rate} parties/s",
    "eta": "reste {eta}",
    "time_budget": "attention : {name} ({spec}) réfléchit un temps donné par coup, donc ses parties dépendent de la vitesse "
    "et de la charge du processus qui les joue et diffèrent d'une machine à l'autre ; pour les mêmes "
    "parties partout, donnez-lui un nombre d'itérations, p. ex. iters=2000",
    "warning": "attention : {message}",
    "interrupted": "interrompu",
    "resume": "relancez `escoba tournament run {file}` pour reprendre",
    "again": "relancez `escoba tournament run {file}` pour les réessayer",
    "interrupted_resume": "interrompu ; {resume}",
    "interrupted_after": "interrompu après {played} parties dans cette session ({done} sur {scheduled} jouées) ; {resume}",
    "late": " ; {late} terminées après la décision du SPRT ne sont pas comptées",
    "late_one": " ; 1 terminée après la décision du SPRT n'est pas comptée",
    "played": "{played} parties jouées en {seconds} s ({rate} parties/s){note} ; classement dans {path}",
    "skipped_many": "attention : {n} parties sautées car elles faisaient tomber les processus ({ids}) ; {again}",
    "skipped_one": "attention : 1 partie sautée car elle faisait tomber les processus ({ids}) ; {again}",
}
STANDINGS_TEXT = {
    "title": "{head} — {progress}",
    "crosstable": "tableau croisé : score de la ligne contre la colonne (parties)",
    "pentanomial": "{challenger} (pentanomiale {counts})",
    "sprt": "SPRT elo0={elo0} elo1={elo1} alpha={alpha} bêta={beta} : LLR {llr}, bornes {lower} / {upper} "
    "après {pairs} paires — {verdict}",
    "verdicts": {
        "H1": "H1 acceptée : au moins {elo1} Elo de mieux",
        "H0": "H0 acceptée : pas {elo1} Elo de mieux",
        "": "indécis",
    },
    "warning": "attention :",
    "failing": "{name} a déclaré forfait dans {n} parties sur {games} ({causes}) ; ses journaux sont dans {folder}",
    "progress": "avancement : {state}",
}
VERIFY_TEXT = {
    "fail": "ÉCHEC {error}",
    "failed": "{bad} enregistrements sur {n} en échec",
    "verified": "{n} enregistrements vérifiés",
    "verified_one": "1 enregistrement vérifié",
}
ANALYZE_TEXT = {
    "progress": "analyse : coup {k} sur {n}",  # on stderr, a line per move searched
    "title": "Analyse de {file}",
    "columns": {
        "hand": "main",
        "move": "coup",
        "player": "joueur",
        "played": "joué",
        "best": "meilleur",
        "loss": "perte",
        "label": "verdict",
        "sure": "certitude",
        "why": "pourquoi",
    },
    "forced": "seul coup légal",
    "why": "pourquoi :",
    "why_line": "main {hand}, coup {move}, {name} : {label}, {reason}",
    "players": "Joueurs",
    "player_columns": {
        "seat": "place",
        "name": "nom",
        "loss": "perte moyenne",
        "accuracy": "précision",
        "moves": "coups avec un choix",
    },
    "certainty": {"exact": "exact", "clear": "net", "noise": "bruit"},
    "legend": "certitude : exact (résolu), net, ou bruit (la recherche ne distingue pas le coup du meilleur : "
    "compté meilleur). Précision : voir docs/analysis.md.",
}
BENCH_TEXT = {
    "progress": "mesure {k} sur {n} : {what}",  # on stderr, before each measurement
    "engine_step": "moteur, {preset}",
    "player_step": "joueur {name}",
    "engine": "Moteur : aléatoire contre aléatoire, mains par seconde de processeur d'un cœur",
    "engine_columns": (
        "variante",
        "mains/s",
        "mains/s en simulation",
        "mains/s moteur simple",
        "simulation ÷ simple",
        "listes ÷ simple",
    ),
    "reference": "Moteur de référence {path} ({preset}) : {theirs} mains/s ; nos simulations {ours} mains/s, {ratio}× lui dans la même mesure",
    "players": "Joueurs : millisecondes par coup",
    "player_columns": ("joueur", "médiane", "p95", "moyenne", "coups"),
}
