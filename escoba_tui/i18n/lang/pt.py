"""Portuguese words of the full-screen game: the same names as i18n/lang/en.py, translated."""

# Card faces (sota, caballo, oros...) stay as printed on the cards: only prose is translated.
FACE_STYLES = {"spanish": "espanhol", "italian": "italiano", "french": "francês"}

SETUP_TITLE = "Nova partida"
SETUP_RULES = "Regras"
SETUP_OPTIONS = "Opções destas regras"
SETUP_TARGET = "Partida a"
SETUP_SEATS = "Jogadores"
SETUP_COUNT = "Quantos"
SETUP_LOOK = "Aparência"
SETUP_PARTNERS = "Parceiros (4 ou 6: duas equipas)"
SETUP_FACES = "Baralho"
SETUP_VALUES = "Mostrar o valor das cartas"
SETUP_THEME = "Tema"
THEME_SKIPPED = "Tema ignorado"
QUIT_HINT_TITLE = "Quer sair?"
QUIT_HINT = "Prima {key} para sair."
SETUP_SPEED = "Velocidade"
SETUP_LANGUAGE = "Idioma"
SETUP_START = "Jogar"
SETUP_RESUME = "Retomar a partida guardada ({summary})"
SETUP_DISCARD = "Descartar a partida guardada"
SETUP_SAVED_SEATS = "Partida guardada: {seats}"
SETUP_SAVE_KEPT = "A partida guardada não pôde ser usada e foi guardada em {path}: {reason}"
SAVED_ASK_TITLE = "Há uma partida em curso"
SAVED_ASK_SCORE = "Pontuação: {summary}"
SAVED_ASK_NOTE = "Ao substituí-la começa a nova; a guardada fica com as suas partidas em {folder}."
SAVED_ASK_RESUME = "Retomá-la"
SAVED_ASK_REPLACE = "Substituí-la"
SAVED_ASK_CANCEL = "Cancelar"
SETTINGS_SKIPPED = "Definições não usadas"
PROGRAMS_TITLE = "Esta partida executa programas"
PROGRAMS_NOTE = "Retomá-la executa estes programas no seu computador, tal como a partida guardada os nomeia:"
PROGRAMS_RUN = "Executá-los e retomar"
PROGRAMS_CANCEL = "Cancelar"
RESUME_FAILED = "Não foi possível retomar a partida guardada: {error}"
START_FAILED = "A partida não pôde começar: {error}"
SETUP_QUIT = "Sair"
SETUP_BAD_TARGET = "Os pontos para ganhar: um número inteiro, 1 ou mais."
SETUP_BAD_NAME = "Cada lugar precisa de um nome."
SETUP_BAD_FACES = "Os valores das figuras: três números, p. ex. 8,9,10."
HUMAN = "Humano"
LEVEL_NAMES = {
    "random": "Computador: acaso",
    "greedy": "Computador: guloso",
    "counter": "Computador: contador",
    "expert": "Computador: perito",
    "master": "Computador: mestre",
}
LEVEL_WORDS = {"random": "Acaso", "greedy": "Guloso", "counter": "Contador", "expert": "Perito", "master": "Mestre"}
# A level in a seat line too narrow for its word (the help's legend lists them).
LEVEL_SHORT = {"random": "A", "greedy": "G", "counter": "C", "expert": "P", "master": "M"}
SEAT_WITH_LEVEL = "{name} · {level}"
RECORD_TITLE = "O seu registo contra o computador"
RECORD_HEAD = ("contra", "partidas", "ganhas", "pts/mão")
RECORD_NONE = "Ainda nenhuma partida terminada contra o computador."
RECORD_OTHER = "outros"
RECORD_TAKEBACKS = "Jogadas desfeitas: {n}"
RECORD_KEPT = "O seu registo não pôde ser lido e foi guardado em {path} ({reason}); a contagem recomeça."
RECORD_FAILED = "Não foi possível atualizar o seu registo: {error}"
DECIMAL_MARK = ","
SPEEDS = {"instant": "Instantânea", "fast": "Rápida", "normal": "Normal", "slow": "Lenta"}
DEFAULT_NAMES = ("Você", "Ada", "Bruno", "Carmen", "Dario", "Elena")
OPTION_LABELS = {
    "capture": "Regra de captura",
    "face_values": "Valores de sota, caballo, rey",
    "single_card_first": "Uma carta sozinha igual captura-se primeiro",
    "compulsory_capture": "Capturar é obrigatório",
    "opening_escobas": "Uma mesa de 15 ao dar é escoba de quem dá",
    "last_play_escoba": "A última carta da mão pode fazer escoba",
    "sevens_tiebreak": "Empate nos setes",
    "sevens_rule": "Ponto dos setes",
    "all_sevens_bonus": "Prémio pelos quatro setes",
    "all_oros_bonus": "Prémio pelos dez oros",
    "renuncio": "Renuncio (reclamar uma carta que podia capturar)",
}
OPTION_CHOICES = {
    "capture": {"fifteen": "as cartas somam 15", "sum": "as cartas da mesa somam a carta"},
    "sevens_tiebreak": {"none": "ninguém pontua", "sixes": "ganha quem tiver mais seis"},
    "sevens_rule": {"most": "mais setes", "primiera": "primiera"},
}

HAND_TITLE = "Mão de {name}"
HAND_TITLE_YOU = "A sua mão"
HAND_TITLE_REPLAY = "Mão de {name} (a jogar)"
HAND_TITLE_REPLAY_YOU = "A sua mão (a jogar)"
TABLE_TITLE = "Mesa: total {total}"
TABLE_TITLE_AFTER = "Mesa após jogar: total {total}"
TABLE_TITLE_MADE = "Após a melhor jogada: total {total}"
TABLE_EMPTY = "A mesa está vazia."
HAND_EMPTY = "Sem cartas na mão."
TABLE_ABOVE = "▲{n}"
TABLE_BELOW = "▼{n} mais"
DECK_LEFT = "{n} no baralho"
HAND_NUMBER = "Mão {n}"
YOUR_TURN = "É a sua vez, {name}."
YOUR_TURN_YOU = "É a sua vez."
THINKING = "{name} está a pensar…"
CHOICE_CAPTURE = "{n} de {k}: {card} captura {cards}"
CHOICE_DISCARD = "{card} vai para a mesa"
CHOICE_NO_CAPTURE = "{n} de {k}: {card} não captura nada e vai para a mesa"
CHOICE_PARTIAL = "{card} com {cards}: total {total}, ainda não é uma captura"
CHOICE_NONE = "Escolha uma carta: 1-3, ←/→ ou um clique."
NO_CAPTURE_HERE = "Essas cartas não são uma captura para {card}."
RENUNCIO_OFFER = "Renuncio! {name} deixou {card}, que podia capturar {cards}: prima r para reclamar."
RENUNCIO_OFFER_YOU = "Renuncio! Você deixou {card}, que podia capturar {cards}: prima r para reclamar."
HINT = "Dica ({player}): {move} — {reason}"
HINT_TAKE = "jogar {card} e capturar {cards}"
HINT_PLAY = "pôr {card} na mesa"
HINT_CLAIM = "gritar renuncio sobre {card}"
HINT_THINKING = "À procura de uma dica…"
HINT_MORE = " (h: inteira)"
HINT_WHOLE_TITLE = "Dica"
HINT_REASON = "Dica ({player}): {reason}"
SEAT_PILE = "monte {n}"
SEAT_PILE_SHORT = "m{n}"
SEAT_PARTNER = "parceiro"
SEAT_DEALER = "dá"
SEAT_PARTNER_MARK = "+"  # a seat line too narrow for the words
SEAT_DEALER_MARK = "D"

SCORE_TITLE = "Pontuação (a {target})"
SCORE_HEAD = ("", "pts", "cartas", "oros", "7", "velo", "esc")
LOG_TITLE = "Jogadas"
COUNT_TITLE = "Por ver (7 e 6 primeiro)"
COUNT_ROW = "{label:>7} {n}: "
COUNT_ALL_SEEN = "todas vistas"

LOG_HAND = "— Mão {n}: {dealer} {deals} —"
LOG_OPENING = "{dealer} vira uma mesa de 15 ({cards}): escoba para quem dá."
LOG_PLAY = "{name} {plays} {card}."
LOG_TAKE = "{name} {plays} {card} e {takes} {cards}."
LOG_ESCOBA = " Escoba!"
LOG_CLAIM = "{name} {cries} renuncio e {takes} {card} com {cards}."
LOG_LEFTOVERS = "{name} {picks} o que resta: {cards}."

PLAY_BUTTON = "Jogar"
CYCLE_BUTTON = "Outra captura"
HINT_BUTTON = "Dica"
COUNT_BUTTON = "Contagem"
HELP_BUTTON = "Ajuda"

KEY_PLAY = "Jogar"
KEY_CYCLE = "Outra captura"
KEY_HINT = "Dica"
KEY_COUNT = "Contagem"
KEY_HELP = "Ajuda"
KEY_RENUNCIO = "Renuncio"
KEY_EXPORT = "Exportar"
KEY_UNDO = "Desfazer"
KEY_QUIT = "Sair"
KEY_MENU = "Menu"
KEY_CARD = "Carta {n}"
KEY_PREV = "Anterior"
KEY_NEXT = "Seguinte"
KEY_PREV_HAND = "Mão ant."
KEY_NEXT_HAND = "Mão seg."
KEY_START = "Jogar"
KEY_END = "Fim"
KEY_FOLLOW = "Outro jogador"
KEY_CONTINUE = "Continuar"
KEY_CLOSE = "Fechar"
KEY_LOG = "Jogadas"
KEY_CANCEL = "Cancelar"

PRIVACY = "Passe a {name} — prima Enter"
PRIVACY_YOU = "A sua vez ao teclado — prima Enter"
PRIVACY_NOTE = "Cada mão fica escondida até {name} estar ao teclado."
PRIVACY_NOTE_YOU = "Cada mão fica escondida até estar ao teclado."
PRIVACY_BUTTON = "Sou {name}"
PRIVACY_BUTTON_YOU = "Sou eu"
KEY_LEAVE = "Sair"
KEY_STAY = "Ficar"
LEAVE_TITLE = "Deixar esta partida?"
LEAVE_NOTE = "Fica guardada: o menu oferece retomá-la."
LEAVE_YES = "Sair"
LEAVE_NO = "Ficar"

COUNT_SCREEN_TITLE = "A contagem — mão {n}"
COUNT_CATEGORIES = {
    "cards": "Mais cartas",
    "oros": "Mais oros",
    "velo": "O sete de oros (o velo)",
    "sevens": "Mais setes",
    "primiera": "Primiera",
    "all_sevens": "Os quatro setes",
    "all_oros": "Os dez oros",
    "escobas": "Escobas",
}
COUNT_NOBODY = "ninguém"
COUNT_HAND_POINTS = "Pontos da mão"
COUNT_TOTALS = "Totais"
COUNT_TARGET = "partida a {target}"
COUNT_BUTTON_NEXT = "Mão seguinte"
COUNT_BUTTON_END = "Ver o resultado"

END_TITLE = "{side} {wins} a partida!"
END_TIE = "A partida terminou."
END_NEW = "Nova partida"
END_REMATCH = "Desforra"
END_QUIT = "Sair"
EXPORTED = "Partida escrita em {path}"
EXPORT_FAILED = "Não foi possível escrever a partida: {error}"
SAVE_FAILED = "Não foi possível guardar a partida: {error}"
UNDONE = "A sua última jogada foi desfeita."
UNDO_FAILED = "Não foi possível desfazer a jogada: {error}"
TAKEBACKS = "Jogadas desfeitas: {n}"
RESUMED = "Partida guardada retomada."

HELP_TITLE = "Ajuda — {preset}, a {target}"
HELP_RULES = "Regras"
HELP_KEYS = "Teclas"
HELP_SEATS = "À volta da mesa"  # the legend of the other seats' panels and lines
HELP_SEAT_BACKS = "uma carta na mão do jogador, virada para baixo"
HELP_SEAT_PILE = "as cartas que o jogador levou (o seu monte)"
HELP_SEAT_ESCOBAS = "as escobas do jogador"
HELP_SEAT_PARTNER = "o seu parceiro (o seu lado)"
HELP_SEAT_DEALER = "o jogador que deu esta mão"
HELP_SEAT_LEVELS = "o nível de um jogador do computador: {levels}"
KEY_NAMES = {"space": "espaço"}
HELP_GAME_KEYS = {
    "select": "escolher uma carta da sua mão (ou clicar nela)",
    "step": "passar entre as cartas da sua mão",
    "table_scroll": "rolar a mesa quando as suas cartas não cabem",
    "log_scroll": "rolar as jogadas (uma jogada nova volta ao fim)",
    "play": "jogar a carta escolhida (para a mesa se não captura nada)",
    "cycle": "a próxima forma de jogar a carta escolhida, contada (1 de 3…): cada captura possível, a melhor primeiro, e depois nenhuma (a carta vai para a mesa)",
    "renuncio": "reclamar um renuncio quando é oferecido",
    "hint": "dica: o que o contador faria, e porquê",
    "count": "a contagem: cartas por ver, setes e seis primeiro",
    "undo": "desfazer a sua última jogada (só contra o computador)",
    "export": "exportar a partida para um ficheiro",
    "help": "esta ajuda",
    "leave": "sair da partida (fica guardada)",
}
HELP_CYCLE_COMPULSORY = "a próxima captura da carta escolhida, contada (1 de 2…); capturar é obrigatório: uma carta que pode capturar não pode ir para a mesa"
HELP_GAME_MOUSE = (("clique mesa", "escolher as cartas da mesa a capturar"),)
HELP_REPLAY_KEYS = {
    "step": "a jogada seguinte, ou a anterior",
    "hand": "a mão seguinte, ou a anterior",
    "edge": "o início ou o fim desta mão",
    "match_edge": "o início da primeira mão, ou o fim da última",
    "follow": "o painel da mão segue o jogador seguinte",
    "log_scroll": "rolar as jogadas",
    "count": "a contagem: cartas por ver, setes e seis primeiro",
    "review": "rever a partida: cada jogada contra a melhor encontrada",
    "help": "esta ajuda",
    "quit_replay": "sair da repetição",
    "back_replay": "voltar ao fim da partida",
    "menu_replay": "voltar ao menu",
    "back": "voltar à classificação",
    "jump": "ir para essa mão",
    "retry": "os seus erros e gafes outra vez: encontre a melhor jogada",
}
HELP_CLOSE = "Fechar"

TOO_SMALL = "O terminal tem {w}×{h}. A escoba precisa de pelo menos {mw}×{mh}: aumente-o, por favor."

REPLAY_TITLE = "Repetição: {file}"
REPLAY_POSITION = "Mão {hand} de {hands}, jogada {move} de {moves}"
REPLAY_HELP = (
    "→ jogada seguinte · ← anterior · PgDn/PgUp mão seguinte/anterior · 1-9 ir para a mão · f outro jogador · q sair"
)
REPLAY_FOLLOW = "f: mão de outro jogador"
REPLAY_HELP_BACK = (
    "→ jogada seguinte · ← anterior · PgDn/PgUp mão seguinte/anterior · 1-9 ir para a mão · f outro jogador · q voltar"
)
REPLAY_HELP_MENU = (
    "→ jogada seguinte · ← anterior · PgDn/PgUp mão seguinte/anterior · 1-9 ir para a mão · f outro jogador · q menu"
)

SIDE_JOIN = " & "
YOU = "Você"

_FORMS = {  # verb: (ele/ela e você, eles e vocês)
    "deals": ("dá", "dão"),
    "plays": ("joga", "jogam"),
    "takes": ("captura", "capturam"),
    "cries": ("grita", "gritam"),
    "picks": ("leva", "levam"),
    "wins": ("ganha", "ganham"),
}


def verbs(name):
    """The verbs agreeing with a name: "Você joga", "Ada joga", "Ada & Bruno jogam"."""
    form = 1 if SIDE_JOIN in name else 0
    return {verb: forms[form] for verb, forms in _FORMS.items()}


KEY_BACK = "Voltar"
KEY_SORT = "Ordenar"
KEY_OPEN = "Abrir partida"
KEY_RELOAD = "Recarregar"
KEY_TAB_STANDINGS = "Classificação"
KEY_TAB_CROSSTABLE = "Confrontos"
KEY_TAB_GAMES = "Partidas"
VIEW_TITLE = "Torneio: {name}"
VIEW_SPRT_VERDICTS = {"H1": "H1 aceite (melhor)", "H0": "H0 aceite (não melhor)", "": "por decidir"}
VIEW_NO_RECORD = "Não é possível abrir a partida {id}: {error}"
VIEW_NOT_PLAYED = "A partida {id} ainda não foi jogada."
VIEW_FORFEIT = "lugar {seat}: {reason}"
VIEW_WINNER = "ganha {side}"
VIEW_GAMES_NOTE = "Enter ou um segundo clique numa partida jogada abre-a no visualizador; q ou Esc para voltar."
VIEW_GAME_COLUMNS = {
    "id": "partida",
    "players": "lados",
    "status": "resultado",
    "scores": "pontos",
    "hands": "mãos",
    "forfeit": "falta",
}
VIEW_CROSS_LOS = "; depois a probabilidade de superioridade (PdS) da linha"
VIEW_CROSS_NOTE = "Pontos da linha contra a coluna / partidas jogadas{los}. Pontos: vitória 1, empate ½."
VIEW_STANDINGS_NOTE = (
    "Ordenar: clique num cabeçalho, ou vá a uma coluna com ←/→ e carregue em s ou Enter (de novo: ordem inversa)."
)
VIEW_FAILING = "{name} falha repetidamente: {n} faltas em {games} partidas"
VIEW_COLUMNS = {
    "name": "jogador",
    "games": "partidas",
    "wins": "V",
    "draws": "E",
    "losses": "D",
    "score_rate": "% pontos",
    "points_per_hand": "pts/mão",
    "elo": "Elo [95%]",
    "los": "PdS",
    "rating": "índice μ/σ",
    "forfeits": "faltas",
}
VIEW_GONE = "{path} desapareceu; mostra-se a última classificação lida."
VIEW_UNREADABLE = "Não foi possível ler {path} ({error}); mostra-se a última classificação lida."
VIEW_WAITING = (
    "Ainda não há classificação em {path}: comece o torneio com `escoba tournament run {definition}`;"
    " este ecrã enche-se à medida que as partidas terminam."
)
VIEW_HEAD = "{name}: {rules} a {target}, {seats} lugares{partners}, {format}"
VIEW_FORMATS = {"round-robin": "todos contra todos", "gauntlet": "desafio contra todos"}
VIEW_PARTNERS = " (parceiros)"
VIEW_PROGRESS = "{done} de {scheduled} partidas"
VIEW_COMPLETE = "terminado"
VIEW_STOPPED_BY_SPRT = "interrompido pelo SPRT"
VIEW_AFTER_DECISION = "mais {count} após a decisão, não contadas"
VIEW_RUNNING = "faltam {remaining}"
VIEW_LEADER = "à frente: {name}"
VIEW_TABS = {"standings": "Classificação", "crosstable": "Confrontos", "games": "Partidas"}
VIEW_PENDING = "por jogar"
VIEW_GAMES_SKIPPED = "{count} partidas não jogadas: o SPRT já decidiu."
VIEW_NOT_COUNTED = "não contada"
VIEW_SPRT = "SPRT [{elo0}, {elo1}]: LLR {llr}, limites {lower} / {upper} após {pairs} pares: {verdict}"
VIEW_CHALLENGER = "desafiante {name}: Elo {elo} {interval} em {pairs} pares de partidas"
VIEW_DRAW = "empate"
VIEW_ABANDONED = "abandonada"

REASON_DISCARD = "deixar {card} na mesa"
REASONS = {
    "claim": "reclama renuncio: {card} podia capturar {cards}",
    "take": "captura {what}",
    "sweep": "limpa a mesa (escoba), {what}",
    "last_card": "última carta da mão",
    "safe": "deixa {total}: nada do que falta jogar leva tudo",
    "sweepable_one": "deixa {total}: para levar tudo, só resta por jogar {cards}",
    "sweepable_two": "deixa {total}: para levar tudo, só restam por jogar {cards}",
    "sweepable_more": "deixa {total}: para levar tudo, restam por jogar {cards}",
    "still_to_play_one": "resta {cards} por jogar",
    "still_to_play": "restam {cards} por jogar",
    "random": "escolhida ao acaso",
    "missed_sweep": "perde a escoba {move}",
    "gave_up_velo": "deixa escapar o sete de oros",
    "threw_seven": "deita fora um sete ({move})",
    "missed_seven": "perde um sete: {move} leva-o",
    "took_less": "leva {n} cartas onde a melhor jogada leva {m}",
    "worth_more": "{move} valia {n} mais",
    "most_cards": "mais cartas: {n}",
    "tied_cards": "empate em cartas a {n}: ninguém pontua",
    "most_oros": "mais oros: {n}",
    "tied_oros": "empate em oros a {n}: ninguém pontua",
    "velo": "o sete de oros",
    "velo_untaken": "ninguém levou o sete de oros",
    "best_primiera": "melhor primiera: {n}",
    "tied_primiera": "empate na primiera a {n}: ninguém pontua",
    "no_primiera": "nenhum lado tem os quatro naipes",
    "most_sevens": "mais setes: {n}",
    "sixes_break_tie": "empate em setes a {n}, mais seis: {m}",
    "tied_sevens_and_sixes": "empate em setes a {n} e em seis a {m}: ninguém pontua",
    "tied_sevens": "empate em setes a {n}: ninguém pontua",
    "all_sevens": "os quatro setes",
    "all_oros": "os dez oros",
}
TAKEN_PRIZES = "{prizes}: {cards}"
CARDS_TAKEN = "{n} cartas"
VELO_NOUN = "o velo"
ORO_NOUN = ("um oro", "{n} oros")
# The Portuguese names of the ranks: duque, terno, quadra, quina, sena.
RANK_NOUNS = {
    1: ("um ás", "{n} ases"),
    2: ("um duque", "{n} duques"),
    3: ("um terno", "{n} ternos"),
    4: ("uma quadra", "{n} quadras"),
    5: ("uma quina", "{n} quinas"),
    6: ("uma sena", "{n} senas"),
    7: ("um sete", "{n} setes"),
    8: ("uma sota", "{n} sotas"),
    9: ("um caballo", "{n} caballos"),
    10: ("um rey", "{n} reyes"),
}
NUMBER_WORDS = ("nenhum", "um", "dois", "três", "quatro", "cinco", "seis", "sete", "oito", "nove", "dez")
FEMININE = frozenset({4, 5, 6, 8})  # ranks counted with NUMBER_WORDS_F
NUMBER_WORDS_F = ("nenhuma", "uma", "duas", "três", "quatro", "cinco", "seis", "sete", "oito", "nove", "dez")
AND = " e "


# Other card faces (see strings.FACE_WORDS): each suit word is the one printed on those
# cards (oros, denari), or the Portuguese game's own for French cards (ouros).
FACE_WORDS = {
    "italian": {
        "RANK_NOUNS": {8: ("um fante", "{n} fanti"), 9: ("um cavallo", "{n} cavalli"), 10: ("um re", "{n} re")},
        "FEMININE": frozenset({4, 5, 6}),
        "ORO_NOUN": ("um denaro", "{n} denari"),
        "VELO_NOUN": "o settebello",
        "REASONS": {
            "gave_up_velo": "deixa escapar o settebello",
            "most_oros": "mais denari: {n}",
            "tied_oros": "empate em denari a {n}: ninguém pontua",
            "velo": "o sete de denari",
            "velo_untaken": "ninguém levou o sete de denari",
            "all_oros": "os dez denari",
        },
        "COUNT_CATEGORIES": {
            "oros": "Mais denari",
            "velo": "O sete de denari (o settebello)",
            "all_oros": "Os dez denari",
        },
        "SCORE_HEAD": ("", "pts", "cartas", "den.", "7", "sb", "esc"),
        "RULE_LINES": {
            "face_values": "Fante, cavallo e re valem {a}, {b} e {c}.",
            "count": "Em cada mão: 1 ponto para mais cartas, mais denari, o sete de denari e {sevens}.",
            "all_oros": "Os dez denari: mais {n}.",
        },
        "OPTION_LABELS": {"face_values": "Valores de fante, cavallo, re", "all_oros_bonus": "Prémio pelos dez denari"},
    },
    "french": {
        "RANK_NOUNS": {8: ("um valete", "{n} valetes"), 9: ("uma dama", "{n} damas"), 10: ("um rei", "{n} reis")},
        "FEMININE": frozenset({4, 5, 6, 9}),
        "ORO_NOUN": ("um ouro", "{n} ouros"),
        "VELO_NOUN": "o sete de ouros",
        "REASONS": {
            "gave_up_velo": "deixa escapar o sete de ouros",
            "most_oros": "mais ouros: {n}",
            "tied_oros": "empate em ouros a {n}: ninguém pontua",
            "velo": "o sete de ouros",
            "velo_untaken": "ninguém levou o sete de ouros",
            "all_oros": "os dez ouros",
        },
        "COUNT_CATEGORIES": {"oros": "Mais ouros", "velo": "O sete de ouros (o velo)", "all_oros": "Os dez ouros"},
        "RULE_LINES": {
            "face_values": "Valete, dama e rei valem {a}, {b} e {c}.",
            "count": "Em cada mão: 1 ponto para mais cartas, mais ouros, o sete de ouros e {sevens}.",
            "all_oros": "Os dez ouros: mais {n}.",
        },
        "OPTION_LABELS": {"face_values": "Valores de valete, dama, rei", "all_oros_bonus": "Prémio pelos dez ouros"},
        "SCORE_HEAD": ("", "pts", "cartas", "ouros", "7", "7♦", "esc"),
    },
}

RULE_LINES = {
    "capture_fifteen": "Uma carta captura as cartas da mesa que somam 15 com ela.",
    "capture_sum": "Uma carta captura as cartas da mesa cujos valores somam o seu próprio valor.",
    "single_card_first": "Uma carta sozinha do mesmo valor tem de ser capturada primeiro.",
    "face_values": "Sota, caballo e rey valem {a}, {b} e {c}.",
    "compulsory": "Capturar é obrigatório.",
    "optional": "Capturar é opcional.",
    "escoba": "Limpar a mesa é uma escoba: 1 ponto logo.",
    "escoba_not_last": "Limpar a mesa é uma escoba: 1 ponto logo, mas não com a última carta da mão.",
    "opening": "Uma mesa de 15 ao dar (ou duas vezes 15) é escoba de quem dá (ou duas).",
    "count": "Em cada mão: 1 ponto para mais cartas, mais oros, o sete de oros e {sevens}.",
    "sevens_most": "mais setes",
    "sevens_sixes": "mais setes (em caso de empate, mais seis)",
    "sevens_primiera": "a primiera",
    "all_sevens": "Os quatro setes: mais {n}.",
    "all_oros": "Os dez oros: mais {n}.",
    "renuncio": "Renuncio: o jogador seguinte pode reclamar uma carta deixada que podia ter capturado.",
    "target": "Ganha o primeiro a chegar a {target}; com empate no topo, joga-se outra mão.",
}
NET_TABLE = "Mesa {code}"
NET_WAITING_ONE = "À espera de mais um jogador…"
NET_WAITING = "À espera de mais {n} jogadores…"
NET_RECONNECTING = "a religar… tentativa {n}, {time}"
NET_RECONNECTING_UNTIL = "a religar… tentativa {n}, {time} de {most} no máximo ({key}: sair)"
NET_BACK = "De volta à mesa."
NET_LOST = "Ligação ao anfitrião perdida: {reason}"
NET_INVALID = "O anfitrião enviou algo inválido: {detail}. A ligação foi fechada."
NET_FORFEIT = "A partida acabou mais cedo: um lugar desistiu."
NET_FORFEIT_WHO = "A partida acabou mais cedo: {name} desistiu."
NET_FORFEIT_WHO_WHY = "A partida acabou mais cedo: {name} desistiu ({why})."
NET_FORFEIT_CAUSES = {
    "timeout": "o tempo acabou",
    "disconnect": "saiu e não voltou a tempo",
    "illegal move": "uma jogada ilegal",
    "protocol": "o programa quebrou o protocolo",
    "crash": "o programa parou",
}
NET_AWAY = "ausente"
NET_OPEN = "ainda não chegou"
NET_AI = "joga o computador"
NET_THINKING = "a pensar…"
NET_CLOCK = "faltam {time}"
NET_LEAVE = "Deixar a mesa"
NET_REMATCH_OPEN = "Desforra proposta: cada jogador tem de a pedir (faltam {time})."
NET_REMATCH_WAITING = "Pediu a desforra: à espera de {names} (faltam {time})…"
NET_REMATCH_NONE = "Nesta mesa não há desforra: saia quando quiser."
NET_REMATCH_DECLINED = "Sem desforra: {reason}."
NET_REMATCH_REASONS = {
    "timeout": "nem todos a pediram a tempo",
    "left": "um jogador deixou a mesa",
    "stopped": "o anfitrião parou",
}
NET_REMATCH_GO = "Desforra: uma nova partida na mesma mesa."
# Uma mesa alojada quando o anfitrião já não está, deixá-la, jogadas a caminho, lugares ausentes (incidência 18)
NET_GAVE_UP = "sem resposta após {n} tentativas ({time}). Volte a correr o mesmo comando para retomar o seu lugar enquanto o anfitrião o guardar."
NET_HOST_ERROR = "o anfitrião diz: {message}"
NET_CLOSED = "o anfitrião fechou-a."
NET_STOPPED = "O anfitrião parou a mesa; está guardada e continua quando voltar a alojá-la: corra então o mesmo comando para retomar o seu lugar."
NET_STOPPED_RETRYING = "O anfitrião parou a mesa; está guardada e continua quando voltar a alojá-la. A voltar a entrar: tentativa {n}, {time} de {most} no máximo ({key}: sair)."
NET_STOPPED_FOR_GOOD = "O anfitrião parou a mesa: a partida acaba aqui, por terminar."
NET_UNKNOWN = "desconhecido"
NET_SENT = "A sua jogada foi enviada: à espera do anfitrião…"
NET_AWAY_SHORT = "ausente: restam {time}"
NET_AWAY_FORFEIT = "ausente: faltam {time}, depois desistência"
NET_AWAY_TAKEOVER = "ausente: faltam {time}, depois o computador"
NET_LEFT = "saiu da mesa"
NET_LEFT_SHORT = "saiu · {time}"
NET_LEFT_FORFEIT = "saiu · {time} para voltar, depois desistência"
NET_LEFT_TAKEOVER = "saiu · {time} para voltar, depois o computador"
NET_TAKEOVER_NAME = "{name} (computador)"
NET_AWAITED = "À espera de {name}"
NET_AWAITED_AWAY = "À espera de {name}: ausente"
NET_AWAITED_LEFT = "À espera de {name}: saiu da mesa"
NET_COUNT_HELD = "A seguir é a sua vez: o seu relógio começa quando continuar (o mais tardar dentro de {time})."
NET_COUNT_CLOCK = "A seguir é a sua vez: faltam {time} no seu relógio."
NET_LEAVE_TITLE = "Deixar a mesa?"
NET_LEAVE_FORFEIT = "O anfitrião guarda o seu lugar {time}: volte a correr o mesmo comando para o retomar. Depois disso, o seu lado perde a partida por desistência."
NET_LEAVE_TAKEOVER = "O anfitrião guarda o seu lugar {time}: volte a correr o mesmo comando para o retomar. Depois disso, o computador continua a jogar por si."
NET_LEAVE_UNKNOWN = "O anfitrião guarda o seu lugar durante algum tempo: volte a correr o mesmo comando para o retomar. Depois disso, o seu lado perde por desistência ou o computador continua por si, conforme a mesa."
HOST_LEAVE_TITLE = "Parar a mesa?"
HOST_LEAVE_NOTE = "A partida acaba aqui para todos: fica guardada em host/left/ da pasta de dados, mas não é retomada, e os outros jogadores ficam a saber que a parou."
NET_REMATCH_ASKED = "Já a pediram: {names}."
NET_REMATCH_NOBODY = "Ainda ninguém a pediu."

# Hospedar uma partida a partir do ecrã de preparação
REMOTE_PLAYER = "Remoto (pela rede)"
HOST_ONE_HUMAN = (
    "Uma partida com jogadores remotos tem um só jogador neste ecrã: ponha exatamente um lugar como Humano."
)
HOST_TITLE = "Hospedar uma partida"
HOST_NOTE = "Os amigos entram a partir do seu terminal com escoba join; os lugares do computador jogam aqui."
HOST_PORT = "Porta (0: uma livre)"
HOST_PUBLIC = "Escutar em todos os endereços"
HOST_PUBLIC_WARNING = "Quem chegar a esta máquina pode ocupar um lugar livre: não há palavra-passe. Pela Internet, prefira um reencaminhamento de porta SSH."
HOST_START = "Hospedar"
HOST_BACK = "Voltar"
HOST_BAD_PORT = "A porta é um número de 0 a 65535 (0: uma porta livre)."
HOST_PORT_IN_USE = "A porta {port} está em uso: escolha outra, ou 0 para uma livre."
HOST_FAILED = "Não é possível hospedar a partida: {error}"
HOSTING_TITLE = "Mesa {code} hospedada"
HOSTING_WHERE = "Endereço {address}   Porta {port}   Código {code}"
HOSTING_SEND = "Envie este comando a um amigo:"
HOSTING_SSH = "Longe? Primeiro ele corre {ssh} (sem abrir portas)."
HOSTING_SSH_LOGIN = "utilizador@esta-maquina"
HOSTING_PUBLIC = "À escuta em todos os endereços: quem chegar a esta máquina pode entrar."
HOSTING_REMOTE = "Jogador remoto"
HOSTING_YOU = "{name} (você)"
HOSTING_SEAT = "{n}. {who}: {state}"
HOSTING_STATES = {"here": "aqui", "waiting": "à espera…", "away": "saiu, pode voltar", "computer": "joga aqui"}
HOSTING_COPY = "Copiar o comando"
HOSTING_COPIED = "O comando está copiado (se o terminal o permitir)."
HOSTING_CANCEL = "Cancelar"
HOSTING_STOPPED = "A mesa parou: {reason}"
# Assistir a uma mesa (escoba join --watch), e o nome do lugar do anfitrião
HOSTING_WATCH = "Qualquer pessoa pode assistir, com todas as mãos viradas para baixo:"
WATCH_TITLE = "A assistir à mesa {code}"
WATCH_WAITING = "À espera de que a partida comece…"
HOST_SEAT_NAME = "Anfitrião"
GUEST_SEAT_NAME = "Convidado"

END_REVIEW = "Rever"
KEY_REVIEW = "Rever"
REVIEW_PROGRESS = "análise {done}/{total}"
REVIEW_DONE = "análise: {summary}"
REVIEW_PLAYER = "{name} perde {loss} por jogada"
REVIEW_PLAYER_YOU = "você perde {loss} por jogada"
REVIEW_LABELS = {
    "best": "melhor",
    "good": "boa",
    "inaccuracy": "imprecisão",
    "mistake": "erro",
    "blunder": "erro grave",
}
ACCURACY_PERCENT = "{n}%"
REVIEW_ACCURACY = "{player} (precisão {accuracy})"
REVIEW_LEGEND = "Perda: pontos cedidos por jogada face à melhor; precisão {full}: sempre a melhor."
END_ACCURACY_WAIT = "Precisão: analisando a partida… {done}/{total}"
END_ACCURACY = "Precisão: {players}"
END_ACCURACY_PLAYER = "{name} {accuracy}"
RECORD_ACCURACY = "Precisão contra {who}: {trend}"
DECIMAL_MARK = ","
THOUSANDS_MARK = "."
PERCENT_SIGN = "%"
ELISIONS: list[tuple[str, str]] = []
RECORD_TEXT = {
    "vs": " contra ",
    "head": "{sides} — {rules} a {target}",
    "seed": ", semente {seed}",
    "options": "opções: {options}",
    "hand": "Mão {n} — dá: {dealer}; mesa: {cards}",
    "opening": "{dealer}: leva a mesa dada ({cards}) — escoba",
    "deal": "Distribuição: {hands}",
    "deal_join": "; ",
    "seat": "{name}:",
    "claim": "reclama renuncio: {cards}",
    "take": "joga {card} e leva {cards}",
    "play": "deixa {card} na mesa",
    "escoba": "ESCOBA",
    "leftovers": "{name}: leva o que resta ({cards})",
    "count": "Contagem:",
    "nobody": "ninguém",
    "escobas": "escobas",
    "points": "Pontos: {points}",
    "final": "Final: {scores}",
    "forfeit": "{name}: perde por falta ({reason}).",
    "winner": "Vence: {side}",
    "abandoned": "A partida foi abandonada.",
}

# `escoba match`'s summary (strings.py MATCH_TEXT).
MATCH_TEXT = {
    "title": "{games} partidas, {rules} a {target}",
    "title_one": "1 partida, {rules} a {target}",
    "title_duplicate": "{deals} distribuições × {seatings} disposições = {games} partidas (duplicado), {rules} a {target}",
    "columns": ("jogador", "partidas", "V", "E", "D", "pontuação", "pontos", "pts/mão", "±95%", "faltas"),
    "sides": "lados",
    "side_columns": ("lado", "V", "E", "D", "pontos"),
    "records": "{n} registos em {folder}",
    "records_one": "1 registo em {folder}",
    "margin": "{first} frente a {second}: {interval} pontos por mão, em {hands} mãos jogadas dos dois lados",
    "interval": "{mean} ± {half} (intervalo de 95% de {low} a {high})",
    "few_hands": "{mean} (poucas mãos emparelhadas para um intervalo)",
    "score": "resultado do confronto {first} {a} – {b} {second} em {games} partidas (o empate vale metade)",
    "progress": "partida {done}/{total}",
}
NET_CLI_TEXT = {
    "warning": "aviso: {message}",
    "resuming": "a retomar {n} mesas guardadas de {folder}",
    "resuming_one": "a retomar 1 mesa guardada de {folder}",
    "listening": "aviso: à escuta em {address}: qualquer pessoa que chegue a esta máquina pode ocupar um lugar livre "
    "(não há login; prefira um reencaminhamento de portas SSH, ver docs/friends.md)",
    "listening_serve": "aviso: à escuta em {address}: não há login, qualquer pessoa que lá chegue pode jogar "
    "(prefira um reencaminhamento de portas SSH: ssh -L 8000:127.0.0.1:8000 host)",
    "taking_back": "a retomar o lugar {seat} (guardado em {path})",
    "key_not_kept": "aviso: a chave do lugar não pôde ser guardada em {path}: {reason}",
    "table": "mesa {code}: {seats} ({n} lugares livres)",
    "table_one": "mesa {code}: {seats} (1 lugar livre)",
    "join_with": "  para entrar:  escoba join {address}:{port} {code}",
    "watch_with": "  para assistir: escoba join --watch {address}:{port} {code}",
    "stop_with": "pare com Ctrl-C (as mesas são salvas; inicie de novo para continuar)",
    "serving": "Escoba no seu navegador: {url}   (Ctrl+C para o servidor)",
}
WEB_PAGE_TEXT = {
    "start": "Começar",
    "ended": "Sessão terminada.",
    "replaced": "Esta partida foi aberta noutro separador ou janela deste navegador: continua lá.",
    "restart": "Recomeçar",
    "play_here": "Jogar aqui",
}
ASK_TEXT = {
    "runs": "{source} executa estes programas nesta máquina, com as suas permissões:",
    "ask": "Executá-los?",
    "none_run": "nada foi executado",
    "aborted": "interrompido",
    "confirm": "{question} [s/N]: ",
    "yes": "s sim",
    "no": "n não nao",
}
# Why a player forfeited (players/base.py Fault), in a record's text and the viewer's games.
FAULT_WORDS = {
    "crash": "falha",
    "timeout": "tempo esgotado",
    "illegal move": "jogada ilegal",
    "protocol": "erro de protocolo",
    "disconnect": "desconexão",
}
# The command line's own errors (strings.py ERRORS).
ERROR_LINE = "erro: {message}"
FROM_COMMAND_LINE = "linha de comandos"
ERROR_OR = "ou"
FILE_KINDS = {
    "file": "um ficheiro",
    "record": "um registo de partida",
    "theme file": "um ficheiro de tema",
    "settings file": "um ficheiro de definições",
    "tables file": "um ficheiro de mesas",
    "saved table": "uma mesa guardada",
    "seat file": "um ficheiro de lugar",
    "definition file": "um ficheiro de definição",
    "scheduler file": "um ficheiro de escalonador",
    "record of your games": "um histórico das suas partidas",
    "tournament definition or standings file": "uma definição de torneio ou um ficheiro de classificação",
}
FILE_SIZES = ("{n} bytes", "{n} KB", "{n} MB")
ERRORS = {
    "no_such_file": "{path}: o ficheiro não existe",
    "is_folder": "{path}: é uma pasta, não {what}",
    "cannot_read": "{path}: não é possível ler: {reason}",
    "reference_unusable": "{path}: não é um motor de referência: {reason}",
    "analysis_stopped": "a análise parou: {reason}",
    "analysis_ended": "a análise terminou antes do seu resultado (código de saída {code})",
    "not_regular": "{path}: não é um ficheiro normal (um dispositivo, um pipe ou um socket), não {what}",
    "too_big": "{path}: {size}, mais do que pode ter {what} ({most} no máximo)",
    "grew_too_big": "{path}: mais do que pode ter {what} ({most} no máximo)",
    "not_utf8": "{path}: não é texto UTF-8 (byte {byte})",
    "unknown_player": "jogador desconhecido {name!r}; jogadores conhecidos: {known}, ou py:módulo.Classe, ou cmd:<linha de comandos>",
    "empty_spec": "descrição de jogador vazia; jogadores conhecidos: {known}",
    "spec_not_text": "uma descrição de jogador é um texto como random ou expert:iters=50, não {value}",
    "spec_option_form": "opção {option!r}: escreva as opções como nome=valor, p. ex. expert:ms=200,seed=3",
    "cmd_empty": "cmd: precisa de uma linha de comandos, p. ex. cmd:python3 bots/meubot.py",
    "cmd_unreadable": "não é possível ler a linha de comandos {command!r}: {reason}",
    "py_form": "{spec!r}: escreva py:pacote.módulo.NomeDaClasse",
    "player_no_option": "o jogador {name!r} não tem a opção {option!r}; as suas opções: {known}",
    "option_bool": "a opção {name} é true ou false, não {value!r}",
    "option_points": "a opção {name} é um número inteiro de pontos (de 0 a {most}), não {value!r}",
    "target_points": "a meta é um número inteiro de pontos (de 1 a {most}), não {value!r}",
    "option_choice": "a opção {name} é {choices}, não {value!r}",
    "face_values": "face_values pede três números positivos (valores 8, 9, 10), não {value!r}",
    "unknown_option": "opção de regras desconhecida {name!r}; opções conhecidas: {known}",
    "unknown_preset": "regras desconhecidas {name!r}; regras conhecidas: {known}",
    "option_form": "{text!r}: escreva uma opção como nome=valor, p. ex. compulsory_capture=true",
    "option_list": "{text!r}: uma opção de lista leva números, p. ex. face_values=10,11,12",
    "lang_choice": "--lang {value!r}: escolha {known}",
    "theme_unknown": "--theme {value!r}: tema desconhecido; temas conhecidos: {known}",
    "needs_package": "o jogo em ecrã inteiro precisa do pacote {package!r}, que não está instalado "
    "(pip install escoba_tui instala-o); `escoba match` funciona sem ele",
    "programs_no_terminal": "{source} executa programas nesta máquina ({listing}); não há terminal para "
    "perguntar: acrescente --yes para os executar",
    "seat_count": "{n} lugares: a escoba joga-se a 2, 3, 4 ou 6",
    "seat_count_one": "1 lugar: a escoba joga-se a 2, 3, 4 ou 6",
    "player_count": "{n} jogadores: a escoba joga-se a 2, 3, 4 ou 6",
    "player_count_one": "1 jogador: a escoba joga-se a 2, 3, 4 ou 6",
    "partners_seats": "--partners pede 4 ou 6 lugares, não {n}",
    "partners_players": "--partners pede 4 ou 6 jogadores, não {n}",
    "option_choose": "{option} {value!r}: escolha {choices}",
    "names_count": "{names} nomes para {n} lugares",
    "games_range": "--games {value}: escolha de 1 a {most}",
    "records_not_folder": "--records {path}: não é uma pasta",
    "records_cannot_write": "não é possível escrever os registos: {reason}",
    "record_not_verify": "{error} (o registo não se verifica)",
    "ms_range": "--ms {value}: indique um tempo entre 0 e {most} milissegundos",
    "iters_range": "--iters {value}: indique um número de mundos de 1 a {most}",
    "ms_or_iters": "--ms e --iters: indique um ou outro",
    "seconds_range": "--seconds {value}: escolha um número acima de 0 e no máximo {most}",
    "moves_range": "--moves {value}: escolha de 1 a {most}",
    "player_faulted": "um jogador em teste cometeu uma falta: {reason}",
    "workers_range": "--workers {value}: escolha de 1 a {most}",
    "challenger_gauntlet": "--challenger é para --format gauntlet",
    "sprt_form": "--sprt {value!r}: escreva ELO0,ELO1[,ALPHA,BETA], p. ex. 0,30 ou 0,30,0.05,0.05",
    "cannot_write_path": "{path}: não é possível escrever: {reason}",
    "one_place": "{both}: indique um só lugar onde jogar as partidas",
    "workers_local": "--workers é para os processos locais; com {option} jogam os workers do cluster",
    "cluster_form": "--cluster {value!r}: escreva local:N, N processos de 1 a {most}, p. ex. local:2",
    "cluster_most": "--cluster local:{value}: esta máquina aceita no máximo {most} workers locais "
    "(quatro por núcleo, um por cada {memory} MiB de memória)",
    "cluster_install": "jogar num cluster Dask precisa do extra cluster: pip install 'escoba_tui[cluster]' "
    "(num repositório clonado: pip install -e '.[cluster]')",
    "cluster_local": "cluster Dask local",
    "cluster_at": "escalonador Dask em {address}",
    "cluster_of_file": "escalonador Dask de {path}",
    "cluster_waiting": "à espera de que um worker se junte ao {where}",
    "cluster_joined": "{n} workers juntaram-se ao {where}; o torneio continua",
    "cluster_joined_one": "1 worker juntou-se ao {where}; o torneio continua",
    "cluster_all_left": "todos os workers saíram do {where}; o torneio espera por um (inicie um com: dask worker "
    "{address} --nthreads 1), ou prima Ctrl-C para parar e retomar mais tarde: nada se perde",
    "cluster_threads": "o worker {address} corre {n} fios de execução num só processo: as partidas são Python puro e partilham "
    "o seu único núcleo; inicie os workers com --nthreads 1 (e --nworkers N para N núcleos)",
    "cluster_worker_import": "o worker {address} não consegue importar escoba_tui ({problem}): instale-o lá, na mesma "
    "versão que nesta máquina",
    "cluster_worker_check": "o worker {address} não consegue verificar o torneio: {problem}",
    "cluster_worker_problem": "worker {address} ({host}): {problem}",
    "cluster_other_code": "corre outro código escoba_tui que o controlador: instale a mesma versão em cada máquina",
    "cluster_cmd_player": "não é possível iniciar o jogador {name!r}: {problem} (um jogador cmd: tem de estar no mesmo "
    "caminho em cada worker)",
    "cluster_py_player": "não é possível criar o jogador {name!r}: {problem}; os jogadores py: têm de poder ser "
    "importados em cada worker (instale lá o seu módulo ou ponha-o no PYTHONPATH)",
    "cluster_player": "não é possível criar o jogador {name!r}: {problem}",
    "cluster_no_worker": "nenhum worker se juntou ao {where} em {seconds} s; inicie alguns com: dask worker {address} "
    "--nthreads 1",
    "cluster_cannot_start": "não é possível iniciar um cluster Dask local: {problem}",
    "cluster_cannot_connect": "não é possível ligar ao {where}: {problem}",
    "cluster_cannot_use": "não é possível usar o {where}: {problem}",
    "address_long": "{source}: um endereço de {n} caracteres não é um endereço",
    "address_scheme": "{source} {shown}: só são suportados escalonadores tcp:// ({scheme}:// não está testado); "
    "escreva {form}",
    "address_form": "{source} {shown}: escreva o endereço do escalonador como {form}, p. ex. tcp://127.0.0.1:8786",
    "file_address": "{path}: endereço",
    "no_scheduler_file": "{path}: esse ficheiro de escalonador não existe (é escrito por dask scheduler --scheduler-file)",
    "scheduler_not_json": "{path}: não é um ficheiro de escalonador (não é JSON)",
    "scheduler_no_address": '{path}: não é um ficheiro de escalonador (sem texto "address" num objeto JSON)',
    "scheduler_unreachable": "não é possível chegar ao escalonador Dask {address}: {reason}",
    "not_dask": "{address} não é um escalonador Dask: {problem}",
    "dask_closed": "fechou a ligação sem dizer nada",
    "dask_announces": "a sua primeira mensagem anuncia {n} bytes (a de um escalonador tem algumas centenas)",
    "dask_short": "a sua primeira mensagem para antes do fim",
    "dask_silent": "não disse nada em {seconds} s",
    "public_or_bind": "--public e --bind: escolha um",
    "cannot_listen": "não é possível escutar em {address}:{port}: {reason}",
    "host_form": "{value!r}: escreva o anfitrião como ANFITRIÃO:PORTA, p. ex. 127.0.0.1:7840",
    "see_help": "{message} (ver: {command} --help)",
    "cli_no_command": "não existe o comando {name!r}",
    "cli_no_command_close": "não existe o comando {name!r}; queria dizer {close}?",
    "cli_missing_argument": "falta o argumento {name}",
    "cli_missing_option": "falta a opção {name}",
    "cli_no_option": "não existe a opção {option}",
    "cli_no_option_among": "não existe a opção {option} (opções possíveis: {among})",
    "cli_bad_value": "valor inválido para {name}: espera-se {expected}",
    "cli_needs_value": "a opção {option!r} precisa de um valor",
    "cli_takes_no_value": "a opção {option!r} não leva valor",
    "cli_extra_arguments": "argumentos a mais: {arguments}",
    "cli_extra_arguments_one": "argumento a mais: {arguments}",
    "cli_whole_number": "um número inteiro",
    "cli_whole_number_between": "um número inteiro de {low} a {high}",
    "cli_whole_number_from": "um número inteiro a partir de {low}",
    "cli_number": "um número",
    # Os leitores dos nossos ficheiros: «FICHEIRO:LINHA: CAMPO: problema»; o nome de um campo é o do ficheiro.
    "schema_field": "{where}: {field}: {problem}",
    "schema_document": "documento",
    "schema_expected": "esperava-se {kind}, encontrou-se {value}",
    "schema_expected_value": "esperava-se {expected}, encontrou-se {value}",
    "schema_version": "este programa lê a versão {version}, encontrou-se {value}",
    "schema_range": "deve estar entre {low} e {high}, encontrou-se {value}",
    "schema_length": "{n} elementos; de {low} a {high}",
    "schema_one_of": "esperava-se um de {listing}, encontrou-se {value}",
    "schema_unknown_field": "campo desconhecido (campos conhecidos: {known})",
    "schema_missing": "em falta",
    "schema_too_deep": "aninhado mais fundo do que qualquer campo do formato",
    "schema_out_of_range": "{value}: fora dos limites",
    "schema_preset": "variante desconhecida {value} (variantes conhecidas: {listing})",
    "schema_at_least_one": "deve ser 1 ou mais, encontrou-se {value}",
    "schema_seconds": "{value} s; escolha entre {low} e {high}",
    "schema_grace": "{value} s; escolha entre 1 e {high}",
    "schema_elo": "deve ser um número de Elo entre {low} e {high}, encontrou-se {value}",
    "schema_risk": "deve estar estritamente entre {low} e {high}, encontrou-se {value}",
    "schema_name_length": "{n} caracteres: um nome de torneio tem no máximo {high} (dá nome a uma pasta)",
    "schema_seats": "a escoba joga-se com 2, 3, 4 ou 6 lugares, encontrou-se {value}",
    "schema_games": "deve ser 1 ou mais séries de distribuições por emparelhamento, encontrou-se {value}",
    "schema_time_ms": "um tempo por jogada vai de 1 a {high} ms, encontrou-se {value}",
    "record_not_toml": "{path}: TOML inválido: {reason}",
    "theme_colour_string": "{path}: {field}: esperava-se uma cor (texto), encontrado {value}",
    "theme_not_colour": "{path}: {field}: {value} não é uma cor",
    "theme_too_large": "{path}: mais de {kb} KB, não é um arquivo de tema",
    "theme_too_deep": "{path}: não é um arquivo de tema: aninhado fundo demais",
    "theme_unknown_field": "{path}: {field}: campo desconhecido (conhecidos: {known})",
    "theme_no_name": "{path}: name: falta (um tema precisa de um nome)",
    "theme_no_primary": "{path}: primary: falta (um tema precisa de uma cor primária)",
    "theme_dark": "{path}: dark: esperava-se true ou false, encontrado {value}",
    "theme_not_table": "{path}: {field}: esperava-se uma tabela",
    "theme_taken": "{path}: name: {name} já é um tema; dê outro nome ao seu",
    "record_strings_per_seat": "esperavam-se {n} cadeias, uma por lugar",
    "record_per_side": "esperavam-se {sides} números (um por lado), encontraram-se {n}",
    "record_side_index": "esperava-se um lado de 0 a {last}, encontrou-se {value}",
    "record_seat_index": "esperava-se um lugar de 0 a {last}, encontrou-se {value}",
    "record_abandoned_winner": "uma partida abandonada não tem vencedor",
    "record_forfeit_fields": "só o registo de uma desistência tem campos de desistência",
    "record_deck": "deve conter cada uma das 40 cartas exatamente uma vez",
    "puzzle_named": "problema {id}",
    "puzzle_text": "esperava-se uma linha de texto imprimível",
    "puzzle_teams": "esperava-se cada lugar de 0 a {last} em exatamente um lado",
    "puzzle_value_pair": "esperava-se um par [jogada, pontos], os pontos um número dentro de ±{most}",
    "puzzle_due": "esperava-se uma data (AAAA-MM-DD), encontrado {value}",
    "puzzle_not_legal": "não são as jogadas legais da posição",
    "puzzle_best_not_legal": "não é uma jogada legal da posição",
    "record_at_hand": "{source}: mão {n}",
    "record_at_move": "{source}: mão {n}, jogada {k}",
    "record_at_play": "{source}: mão {n}, jogada {k} ({move})",
    "record_already_won": "{where}: a partida já estava ganha antes desta mão",
    "record_wrong_dealer": "{where}: dá as cartas {dealer}, mas a vez de dar é do lugar {seat}",
    "record_hand_over": "{where}: a mão já acabou",
    "record_not_in_hand": "{where}: {card} não está na mão do lugar {seat}, que é quem joga",
    "record_not_legal": "{where}: não é uma jogada legal para o lugar {seat} aqui",
    "record_points": "{where}: os pontos são {points}, mas o jogo dá {expected}",
    "record_detail": "{where}: detail.{field} é {values}, mas o jogo dá {expected}",
    "skip_worker_died": "o seu worker morreu em cada uma das {times} vezes em que foi jogada",
    "skip_workers_died": "morreram todos os workers que a jogaram ({tries} tentativas, a última em {last})",
    "run_game_failed": "partida {game}: {problem}",
    "cluster_game_lost": "o escalonador Dask perdeu a partida {times} vezes (a última: {status}); parou ou reiniciou?",
    "cluster_game_import": "um worker não consegue importar o que a partida precisa ({problem}): instale escoba_tui (e o módulo de cada jogador py:) em cada worker",
    "record_dealer_absent": "{where}: quem dá as cartas, {dealer}, não está à mesa",
    "record_ends_early": "{where}: a mão acaba após {n} jogadas, antes da sua última carta",
    "record_unfinished_points": "{where}: os pontos são {points}, mas as escobas da mão por acabar dão {expected}",
    "record_scores": "{where}: a pontuação é {scores}, mas o jogo dá {expected}",
    "record_no_winner": "{where}: o resultado é «finished», mas nenhum lado ganhou após {n} mãos",
    "record_winner": "{where}: o vencedor é {winner}, mas o jogo dá o lado {side}",
    "record_abandoned_won": "{where}: o resultado é «abandoned», mas o lado {side} ganhou",
    "record_forfeit_won": "{where}: o resultado é «forfeit», mas o lado {side} ganhou a jogar",
    "record_forfeit_side": "{where}: o vencedor deve ser um lado diferente do lado {side} do lugar que desistiu",
    "standings_missing_rating": "em falta (com mais de dois lugares, a classificação é calculada pelo openskill)",
    "standings_missing_elo": "em falta (com dois lugares, a classificação é em Elo)",
    "standings_rows": "esperavam-se {n} linhas de {n} números, uma por jogador",
    "standings_status": "esperava-se «done» ou «pending», encontrou-se {value}",
    "standings_missing_done": "em falta (uma partida jogada tem-no)",
    "standings_no_side": "não há lado {winner} entre {n}",
    "config_name": "{value}: use letras, algarismos, «.», «-» e «_» (dá nome a uma pasta)",
    "config_unknown_option": "opção de regras desconhecida (opções conhecidas: {known}; o objetivo define-se com `target`)",
    "config_partners": "os parceiros precisam de 4 ou 6 lugares, não {n}",
    "config_missing_name": "em falta (um jogador cmd: ou py: precisa de um nome)",
    "config_name_length": "{value}: um nome tem de 1 a 40 caracteres",
    "config_name_taken": "{value} já é o nome de outro jogador",
    "config_too_few": "{n} jogadores não chegam para uma partida de {seats} lugares",
    "config_too_few_one": "{n} jogador não chega para uma partida de {seats} lugares",
    "config_no_challenger": "um desafio contra todos precisa do nome do seu desafiante",
    "config_not_a_player": "{value} não é um dos jogadores ({names})",
    "config_challenger_only": "só um desafio contra todos tem desafiante",
    "config_sprt_gauntlet": 'um SPRT precisa de um desafio contra todos com dois lugares (seats = 2, format = "gauntlet")',
    "config_elo1": "deve ser maior do que elo0 ({elo0}), encontrou-se {elo1}",
    "config_sprt_pairs": "um SPRT decide no mínimo após {pairs} pares de partidas: este calendário tem {has}, por isso "
    "nunca poderá decidir (omita games em `tournament new` para ter {games} séries de distribuições)",
    "config_too_many": "o calendário teria {total} partidas (mais de {most})",
    "config_exists": "{path}: já existe (use --force para o substituir)",
    "tables_unknown_top": "campo desconhecido; escreva as mesas como [[table]]",
    "tables_none": "nenhuma [[table]] no ficheiro",
    "tables_too_many": "{path}: {n} mesas; no máximo {most}",
    "tables_label": "mesa {n}: {field}",
    "tables_label_only": "mesa {n}",
    "tables_code_twice": "{value} é usado por duas mesas",
    "tables_seat_count": "{n} lugares; a escoba joga-se com {counts}",
    "tables_partners": "são precisos 4 ou 6 lugares, não {n}",
    "tables_no_remote": "uma mesa alojada precisa de pelo menos um lugar `remote`",
    "tables_names": "{names} nomes para {n} lugares",
    "tables_name_long": "{value}...: no máximo {most} caracteres",
    "tables_watchers": "{value}; escolha entre 0 e {most}",
    "tables_code": "{value}: de 3 a 32 letras minúsculas, algarismos ou «-»",
    "saved_too_deep": "{path}: aninhado demasiado fundo",
    "saved_not_json": "{path}: não é JSON: {reason}",
    "saved_not_table": "{path}: não é uma mesa guardada",
    "saved_expected": "esperava-se {choices}, encontrou-se {value}",
    "saved_unknown_field": "campo desconhecido",
    "saved_specs": "esperavam-se algumas descrições de jogador",
    "saved_names": "esperavam-se nomes ou null",
    "saved_options": "esperavam-se opções de regras",
    "saved_code": "{value} não é o código de mesa deste ficheiro ({code})",
    "saved_per_seat": "esperavam-se {n} valores, um por lugar",
    "saved_token": "um token vazio ou demasiado longo",
    "saved_seq": "uma contagem de mensagens fora dos limites",
    "saved_time": "{value} não é uma hora",
    "saved_not_seat": "{value}: não é um lugar",
    "move_time_range": "--move-time {value}: escolha entre {low} e {high} segundos",
    "cannot_write_to": "não é possível escrever em {path}: {reason}",
    "saved_unreadable": "{path}: não é possível ler as mesas guardadas: {reason}",
    "option_problem": "{option}: {problem}",
    "os_ENOENT": "arquivo ou pasta inexistente",
    "os_EACCES": "permissão negada",
    "os_EPERM": "operação não permitida",
    "os_EISDIR": "é uma pasta",
    "os_ENOTDIR": "não é uma pasta",
    "os_ENOTEMPTY": "a pasta não está vazia",
    "os_ENOSPC": "não há espaço no disco",
    "os_EDQUOT": "cota de disco excedida",
    "os_EFBIG": "arquivo grande demais",
    "os_EROFS": "sistema de arquivos somente leitura",
    "os_EEXIST": "o arquivo já existe",
    "os_EBUSY": "dispositivo ou recurso ocupado",
    "os_ETXTBSY": "arquivo executável ocupado",
    "os_ENOEXEC": "formato de executável inválido",
    "os_EIO": "erro de entrada/saída",
    "os_EXDEV": "ligação entre dispositivos inválida",
    "os_ENAMETOOLONG": "nome de arquivo longo demais",
    "os_EMFILE": "arquivos abertos demais",
    "os_ENFILE": "arquivos abertos demais no sistema",
    "os_ELOOP": "níveis demais de ligações simbólicas",
    "os_ENOMEM": "memória insuficiente",
    "os_ENXIO": "dispositivo ou endereço inexistente",
    "os_EINVAL": "argumento inválido",
    "os_EPIPE": "canal rompido",
    "os_ECONNREFUSED": "conexão recusada",
    "os_ECONNRESET": "o outro lado reiniciou a conexão",
    "os_ECONNABORTED": "conexão interrompida",
    "os_ETIMEDOUT": "o tempo de conexão se esgotou",
    "os_timeout": "o tempo se esgotou",
    "os_EHOSTUNREACH": "não há rota até o anfitrião",
    "os_ENETUNREACH": "a rede está inacessível",
    "os_ENETDOWN": "a rede está fora do ar",
    "os_EADDRINUSE": "o endereço já está em uso",
    "os_EADDRNOTAVAIL": "o endereço não está disponível nesta máquina",
    "os_EAFNOSUPPORT": "família de endereços não suportada",
    "os_EAI_NONAME": "nome ou serviço desconhecido",
    "os_EAI_AGAIN": "falha temporária ao resolver o nome",
    "os_EAI_FAIL": "falha definitiva ao resolver o nome",
    "os_EAI_NODATA": "nenhum endereço associado a esse nome",
    "os_EAI_SERVICE": "serviço não suportado",
    "os_EAI_ADDRFAMILY": "família de endereços não suportada para esse nome",
    "path_reason": "{path}: {reason}",
    "join_unreachable": "não é possível chegar a {host}:{port}: {reason}",
    "join_closed": "{host}:{port} fechou a conexão: {reason}",
    "join_not_protocol": "{host}:{port} não fala o protocolo das mesas",
    "join_host_says": "o anfitrião diz: {said} ({said_code})",
    "join_host_says_unknown_table": "o anfitrião não tem nenhuma mesa com esse código (ele diz: {said}; {said_code})",
    "join_host_says_table_full": "a mesa está cheia (o anfitrião diz: {said}; {said_code})",
    "join_host_says_seat_taken": "esse lugar já está ocupado (o anfitrião diz: {said}; {said_code})",
    "join_host_says_bad_token": "o anfitrião não reconhece esse token (ele diz: {said}; {said_code})",
    "join_host_says_protocol": "o anfitrião recusa o pedido (ele diz: {said}; {said_code})",
    "join_host_says_too_large": "o anfitrião acha o pedido longo demais (ele diz: {said}; {said_code})",
    "join_invalid": "o anfitrião enviou algo inválido: {fault}",
    "join_table_full": "{error}; para assistir em vez disso: {watch}; para retomar um lugar que você já tem lá, entre com --token TOKEN (o token que a "
    "primeira entrada deu, guardado pelo escoba join na sua pasta de dados)",
    "fault_in": "{kind}: {what}",
    "fault_int": "'{field}' deve ser um número inteiro de {low} a {high}",
    "fault_ints": "'{field}' deve ser {count} números inteiros de 0 a {most}",
    "fault_cards": "'{field}' deve ser uma lista de no máximo {most} cartas",
    "fault_not_card": "'{field}' contém algo que não é uma carta",
    "fault_card_twice": "'{field}' nomeia uma carta duas vezes",
    "fault_move": "uma jogada que não é uma jogada",
    "fault_before_hello": "enviado antes de hello",
    "fault_hand": "uma mão impossível: {problem}",
    "fault_after_last": "uma jogada depois da última da mão",
    "fault_out_of_turn": "uma jogada fora da vez",
    "fault_capture": "uma captura de cartas que não estão na mesa",
    "fault_not_held": "uma carta que este lugar não tem",
    "fault_elsewhere": "uma carta que está em outro lugar",
    "fault_not_message": "uma linha que não é uma mensagem (um objeto JSON com um 'type')",
    "fault_own_type": "um tipo de mensagem próprio do cliente",
    "fault_other_seat": "um lugar diferente do pedido",
    "fault_token": "'token' deve ser um texto de no máximo {most} caracteres",
    "fault_extensions": "'extensions' deve ser uma lista curta",
    "fault_protocol": "'protocol' deve valer 1",
    "fault_seats": "'seats' deve valer 2, 3, 4 ou 6",
    "fault_not_ours": "um lugar diferente do nosso",
    "fault_teams": "'teams' deve ser listas de lugares",
    "fault_teams_split": "'teams' deve dividir os lugares em dois lados ou mais",
    "fault_names": "'names' deve ter {n} nomes",
    "fault_rules_options": "'rules_options' deve ser uma tabela de opções",
    "fault_rules": "'rules' deve ser uma predefinição e 'target' de 1 a {most}",
    "fault_rules_unknown": "regras que este jogo não conhece",
    "fault_before_hand_start": "enviado antes de hand_start",
    "fault_too_many_plays": "mais jogadas do que uma mão tem",
    "fault_state": "'state' deve ser um objeto",
    "fault_state_seat": "o estado de outro lugar",
    "fault_captured": "'captured' deve ser {n} montes",
    "fault_history": "'history' deve ser pares [lugar, jogada]",
    "fault_legal": "'legal' deve ser uma lista de jogadas",
    "fault_resync_hello": "'hello' deve ser o hello da partida",
    "fault_position": "uma posição impossível",
    "fault_detail": "'detail' deve ser um objeto",
    "fault_result": "'result' deve ser um texto",
    "fault_presence": "'seats' deve ser um de {states} por lugar",
    "fault_away": "'away_ms' deve ser um tempo de 0 a {most} ou null por lugar",
    "fault_takeover": "'takeover' deve ser true ou false",
    "fault_left": "'left' deve ser true ou false por lugar",
    "fault_resumes": "'resumes' deve ser true ou false",
    "fault_rematch": "'state' deve ser um de {states}",
    "fault_asked": "'asked' deve ser uma lista de lugares",
    "fault_reason": "'reason' deve ser uma palavra",
    "fault_long_line": "uma linha de mais de {n} KiB",
    "fault_not_json": "uma linha que não é JSON",
    "fault_not_object": "uma linha que não é um objeto JSON",
    "fault_no_type": "uma mensagem sem texto 'type'",
    "fault_seat_only": "uma mensagem só para lugares, enviada a um espectador",
    "fault_watch_seats": "'seats' deve ser os nomes dos lugares",
    "fault_watch_table": "'table' deve ser o código da mesa",
    "fault_watch_hand": "uma mão enviada a um espectador",
    "fault_watch_state": "'state' deve ser a posição pública, sem mão",
    "fault_hand_sizes": "'hand_sizes' deve ser {n} números de 0 a 3",
    "port_in_use": "a porta {port} já está em uso",
    "seat_file_kept": "{path}: não foi possível ler ({problem}); foi guardado como {kept}",
    "seat_file_ignored": "{path}: não foi possível ler ({problem}) nem pôr de lado ({reason}); é ignorado",
    "seat_file_not_object": "não é um objeto JSON",
    "seat_file_seat": "'seat' deve ser um número de lugar",
    "seat_file_token": "'token' deve ser um token",
    "too_deep": "aninhado fundo demais",
    "not_json_at": "não é JSON (linha {line}, coluna {column})",
    "saved_first": "{folder}: {n} mesas salvas; as {most} primeiras são retomadas",
    "saved_broke": "{path}: {error}",
    "not_moved_aside": "{why}; {path} não pode ser posto de lado: {reason}",
    "not_resumed": "não retomada: {why}",
    "not_resumed_moved": "não retomada: {why}; movida para {moved}",
    "web_bad_frame": "uma página enviou um quadro inválido ({problem}): descartado, como qualquer outro igual dessa "
    "aba",
    "web_frame_not_text": "não é texto",
    "web_frame_long": "mais de {n} KiB",
    "web_frame_not_json": "não é JSON",
    "web_frame_not_pair": "não é um par [tipo, dados]",
    "web_frame_stdin": "stdin: não é texto",
    "web_frame_resize": "resize: não é um objeto",
    "web_frame_size": "resize: um tamanho que não é um número finito",
    "web_frame_ping": "ping: não é um texto curto",
    "web_frame_kind": "um tipo de quadro que a página nunca envia",
    "web_frame_lost": "não pôde ser transmitido ({error})",
    "web_folder": "não é possível criar {folder}: {reason}: esse navegador joga sem guardar nada",
    "web_folders": "{n} navegadores têm uma pasta em {folder}: um novo joga sem guardar nada",
    "run_forfeit": "lugar {seat} ({name}): {fault}",
    "run_forfeit_detail": "lugar {seat} ({name}): {fault}: {detail}",
    "watch_no_seat": "--watch não ocupa lugar: tire --seat e --token",
    "locked_run": "{folder}: já está sendo executado por {holder}; espere terminar ou pare-o",
    "locked_host": "{folder}: já é servido por {holder}; pare primeiro esse anfitrião",
    "locked_host_cli": "{folder}: já é servido por {holder}; pare primeiro esse anfitrião, ou dê a este outro --state",
    "locked_data": "{folder}: outro escoba ({holder}) está gravando seus arquivos e não terminou; tente de novo",
    "lock_changing": "{folder}: o arquivo de trava não para de mudar; há outro processo iniciando e parando?",
    "player_fault": "{fault}",
    "player_fault_detail": "{fault}: {detail}",
    "cluster_py_hint": "{problem}; os jogadores py: devem ser importáveis em cada worker (instale lá o módulo deles "
    "ou ponha-o no PYTHONPATH)",
    "cluster_on_worker": "{problem} (no worker {address})",
    "player_no_ready": "nenhum ready em {seconds} s",
    "player_ready_name": "ready precisa de um texto 'name'",
    "player_not_started": "o programa não foi iniciado (sem start_game)",
    "player_no_move": "nenhuma jogada em {ms} ms (+{grace} ms de tolerância)",
    "player_move_field": "uma mensagem move precisa de um texto 'move'",
    "player_not_move": "{text!r} não é uma jogada: {problem}",
    "player_not_legal_move": "{text} não é uma das jogadas permitidas",
    "player_not_legal": "{move} não é permitida aqui",
    "player_input_closed": "a entrada dele está fechada",
    "player_not_reading": "não leu a entrada há {seconds} s",
    "player_exited": "terminou",
    "player_exit_code": "terminou com o código {code}",
    "player_killed": "morto pelo sinal {signal}",
    "player_closed_output": "fechou a saída",
    "player_closed_input": "fechou a entrada",
    "player_ended_due": "{ended} quando se esperava o {kind} dele",
    "player_sent_instead": "enviou {sent!r} onde se esperava {kind!r}",
    "player_out_of_turn": "enviou {sent!r} fora da vez, quando nenhuma resposta era esperada",
    "player_long_line": "uma linha de mais de {n} bytes",
    "player_not_json": "uma linha que não é JSON: {shown!r}",
    "player_too_deep": "JSON aninhado fundo demais: {shown!r}",
    "player_not_object": "não é um objeto JSON: {shown!r}",
    "player_no_type": "uma mensagem sem texto 'type': {shown!r}",
    "player_raised": "{what} lançou {error}",
    "player_no_move_within": "nenhuma jogada em {ms} ms",
    "player_away": "ausente há mais de {seconds} s",
    "player_log": "não é possível abrir o registro {path}: {reason}",
    "player_start": "não é possível iniciar {program!r}: {reason}",
}
VALUE_KINDS = {
    "table": "uma tabela",
    "list": "uma lista",
    "bool": "true ou false",
    "int": "um número inteiro",
    "str": "uma cadeia",
    "datetime": "uma data e hora",
    "number": "um número",
    "finite": "um número finito",
    "any": "sem limite",
}

# Prática (practice.py): os seus erros outra vez a partir da análise, e os problemas.
KEY_RETRY = "Erros"
KEY_NEXT_POSITION = "Seguinte"
KEY_NEXT_MISTAKE = "Erro seguinte"
SETUP_PUZZLES = "Problemas"
PRACTICE_COUNT = "{n} de {total}"
PRACTICE_SUMMARY = "{found} de {tried} encontrados"
PRACTICE_JUDGING = "A pesar a sua jogada…"
PRACTICE_BEST = "A melhor: {move}"
PRACTICE_FOUND = "✓ A melhor jogada."
PRACTICE_AS_GOOD = "✓ Tão boa como a melhor jogada."
PRACTICE_MARGIN = "A seguinte perde {margin} pontos."
PRACTICE_MISSED = "✗ Não é a melhor: {label}, {loss} pontos perdidos."
PRACTICE_WHY = "Porquê: {reason}."
PRACTICE_FAILED = "Não foi possível julgar a jogada: {error}"
PRACTICE_LAST = "era a última: q para voltar"
RETRY_NEXT = "m: erro seguinte"
RETRY_ABOUT = "mão {hand}, jogada {move} · {label}: {played}"
RETRY_WAIT = "A análise está a decorrer: prima m outra vez quando tiver encontrado os erros."
RETRY_NONE = "Nenhum erro nem gafe nesta partida."
RETRY_NONE_YET = "Ainda nenhum erro encontrado: a análise continua."
PUZZLE_NEXT = "Enter: problema seguinte"
PUZZLE_ABOUT = "{file}, mão {hand}, jogada {move} · caixa {box}"
PUZZLES_LOOKING = "À procura de problemas nas suas partidas… {done}/{total}"
PUZZLES_NONE = "Ainda não há problemas: termine uma partida contra o computador; as posições em que uma jogada é claramente a melhor tornam-se problemas."
PUZZLES_NONE_DUE = "Nenhum problema para hoje: o próximo volta a {date}."
PUZZLES_SUMMARY = "Resolvidos: {found} de {tried}"
PUZZLES_KEPT = "O ficheiro de problemas não podia ser usado e foi guardado como {path}: {reason}"
PUZZLES_SKIPPED = "Registo ignorado: {name}: {reason}"
PUZZLES_MORE_NOTES = "… e mais {n} avisos"
PUZZLES_FAILED = "Não foi possível guardar os problemas: {error}"
PUZZLES_CLI_STATUS = "Problemas: {n} · para hoje: {due} · novos: {new} · registos lidos: {read}"
PUZZLES_CLI_LINE = "{due}  caixa {box}  {file}, mão {hand}, jogada {move}  resolvido {solved} de {tries}"
PUZZLES_CLI_NEXT = "Próximo problema: {date}"
HELP_PRACTICE_KEYS = {
    "select": "escolher uma carta da sua mão (ou clicar nela)",
    "step": "passar de uma carta da sua mão para outra",
    "play": "jogar a jogada escolhida: é julgada e a melhor é mostrada; depois a posição seguinte",
    "cycle": "a próxima forma de jogar a carta escolhida, contada (1 de 3…): cada captura possível, a melhor primeiro, e depois nenhuma (a carta vai para a mesa)",
    "next": "a posição seguinte",
    "count": "a contagem: cartas não vistas, setes e seis primeiro",
    "log_scroll": "percorrer o registo de jogadas",
    "help": "esta ajuda",
    "back": "voltar",
}
HELP_RETRY_KEYS = {**HELP_PRACTICE_KEYS, "next": "o seu erro seguinte", "back": "voltar à repetição"}
HELP_PUZZLE_KEYS = {**HELP_PRACTICE_KEYS, "next": "o problema seguinte", "back": "sair dos problemas"}

# `escoba tournament standings`, `escoba analyze`, `escoba bench` (strings.py STANDINGS_TEXT, ANALYZE_TEXT, BENCH_TEXT).
RUN_TEXT = {
    "wrote": "escrito {path}: {players} jogadores, {games} partidas{cap}",
    "cap": " no máximo: o torneio para quando o SPRT decide",
    "run_it": "execute-o com: escoba tournament run {path}",
    "replaced": "o registo de {game} não se podia ler: a partida é jogada de novo",
    "resuming": "a retomar: {done} de {scheduled} partidas jogadas, {to_play} por jogar",
    "all_played": "as {scheduled} partidas já estão jogadas",
    "start": "{scheduled} partidas por jogar com {workers} processos{where}",
    "start_one": "{scheduled} partidas por jogar com 1 processo{where}",
    "on": " no {where}",
    "forfeit": "partida {game}: desistência por {fault}",
    "skipped": "partida {game}: ignorada: {reason}; o torneio continua",
    "failing": "aviso: {name} falha repetidamente: {n} faltas em {games} partidas até agora; o torneio continua",
    "rate": "{rate} partidas/s",
    "eta": "faltam {eta}",
    "time_budget": "aviso: {name} ({spec}) pensa um tempo fixo por jogada, por isso as suas partidas dependem da "
    "velocidade e da carga do processo que as joga e variam de máquina para máquina; para ter as mesmas "
    "partidas em todo o lado, dê-lhe um número de iterações, p. ex. iters=2000",
    "warning": "aviso: {message}",
    "interrupted": "interrompido",
    "resume": "execute de novo `escoba tournament run {file}` para retomar",
    "again": "execute de novo `escoba tournament run {file}` para as tentar outra vez",
    "interrupted_resume": "interrompido; {resume}",
    "interrupted_after": "interrompido após {played} partidas nesta sessão ({done} de {scheduled} jogadas); {resume}",
    "late": "; {late} terminaram após a decisão do SPRT e não contam",
    "late_one": "; 1 terminou após a decisão do SPRT e não conta",
    "played": "{played} partidas jogadas em {seconds} s ({rate} partidas/s){note}; classificação em {path}",
    "skipped_many": "aviso: {n} partidas ignoradas porque derrubavam os processos ({ids}); {again}",
    "skipped_one": "aviso: 1 partida ignorada porque derrubava os processos ({ids}); {again}",
}
STANDINGS_TEXT = {
    "title": "{head} — {progress}",
    "crosstable": "tabela cruzada: pontuação da linha contra a coluna (partidas)",
    "pentanomial": "{challenger} (pentanomial {counts})",
    "sprt": "SPRT elo0={elo0} elo1={elo1} alfa={alpha} beta={beta}: LLR {llr}, limites {lower} / {upper} "
    "após {pairs} pares — {verdict}",
    "verdicts": {
        "H1": "H1 aceite: pelo menos {elo1} Elo melhor",
        "H0": "H0 aceite: não é {elo1} Elo melhor",
        "": "por decidir",
    },
    "warning": "aviso:",
    "failing": "{name} perdeu por falta {n} de {games} partidas ({causes}); os seus registos estão em {folder}",
    "progress": "progresso: {state}",
}
VERIFY_TEXT = {
    "fail": "FALHA {error}",
    "failed": "{bad} de {n} registos falharam",
    "verified": "{n} registos verificados",
    "verified_one": "1 registo verificado",
}
ANALYZE_TEXT = {
    "progress": "a analisar: jogada {k} de {n}",  # on stderr, a line per move searched
    "title": "Análise de {file}",
    "columns": {
        "hand": "mão",
        "move": "jogada",
        "player": "jogador",
        "played": "jogada feita",
        "best": "melhor",
        "loss": "perda",
        "label": "juízo",
        "sure": "certeza",
        "why": "porquê",
    },
    "forced": "única jogada legal",
    "why": "porquê:",
    "why_line": "mão {hand}, jogada {move}, {name}: {label}, {reason}",
    "players": "Jogadores",
    "player_columns": {
        "seat": "lugar",
        "name": "nome",
        "loss": "perda média",
        "accuracy": "precisão",
        "moves": "jogadas com escolha",
    },
    "certainty": {"exact": "exata", "clear": "clara", "noise": "ruído"},
    "legend": "certeza: exata (resolvida), clara ou ruído (a pesquisa não distingue a jogada da melhor: "
    "conta como melhor). Precisão: ver docs/analysis.md.",
}
BENCH_TEXT = {
    "progress": "a medir {k} de {n}: {what}",  # on stderr, before each measurement
    "engine_step": "motor, {preset}",
    "player_step": "jogador {name}",
    "engine": "Motor: aleatório contra aleatório, mãos por segundo de CPU de um núcleo",
    "engine_columns": (
        "variante",
        "mãos/s",
        "mãos/s em simulação",
        "mãos/s motor simples",
        "simulação ÷ simples",
        "listas ÷ simples",
    ),
    "reference": "Motor de referência {path} ({preset}): {theirs} mãos/s; as nossas simulações {ours} mãos/s, {ratio}× o dele na mesma medição",
    "players": "Jogadores: milissegundos por jogada",
    "player_columns": ("jogador", "mediana", "p95", "média", "jogadas"),
}
