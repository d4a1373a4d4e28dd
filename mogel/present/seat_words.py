"""The words of a person's seat, in English and German: the notebook's human seat
(mogel.widgets.human) and its Save row (mogel.widgets.human_save), and the terminal's seat
(`mogel play --seat N`, mogel.cli.seat), which has no ipywidgets: this module, as the rest of
mogel.present, imports none.  Also the table's heading and its words (`WORDS`, `heading`: the
notebook's table, mogel.widgets.table, and the terminal's), the zones covert moves fill
(`secret_zones`), a card's kind, value and name (`card_namer`) and `say_from`, which fills a
template of any of the widgets' word tables.

`say(lang, key, **fields)` fills one template; an unknown language falls back to English.
Card, zone, race, role and seat names are filled in by the caller, already in `lang` (from
the rules' `name:` lines); these templates hold only the widget's own words.  A card comes as
a mogel.present.shown.Noun, so a sentence gives it its article as the narration does
("{card:einen}" -> "eine Eule (3)", "{card:a}" -> "an owl (3)"); a button label takes the
bare name.  The roles the human holds ("{roles}") come with the article of the spec "role"
("the Watcher", "der Wächter", "die Rolle „Schiri“" for a name of unknown gender).
The German follows the German narration (mogel.present.narrate): "ist am Zug", "Endstand", "Erwischt!".
`call_word`, `race_word` and `place_words` name what the rules name, in a language.  The
notes of moves made for the human and of cards not offered (mogel.present.offers) quote the
rules' own text ("{text}", "{then}"), which stays as the rules file has it.  The messages of a
save or resume that did not work are MogelErrors, in English, told by the seat's error area
(mogel.widgets.errors: "Meldung auf Englisch: ..." in German).
"""

from __future__ import annotations

from ..language.model import display_name
from .narrate import Narrator
from .narrate_choices import CALL
from .narrate_course import path_text
from .shown import Noun, level_gender, noun, this_round

PROMPTED = ("play", "give", "give_to", "choose", "accuse", "react")    # decision kinds with a prompt
DECIDING = frozenset({"accuse", "cheat", "react"})     # decisions beside the play: a seat "to decide"

TEXT = {
    "en": {
        # prompts
        "play": "Your turn: play a card.",
        "play_down": "Your turn: lay a card face down.",
        "choose_option": "Choose one.", "choose_option_named": "Choose: {noun}.",
        "choose_player": "Choose a player.", "choose_player_named": "Choose a player: {noun}.",
        "choose_number": "Choose a number.", "choose_number_named": "Choose a number: {noun}.",
        "number_box": "Number", "number_go": "Choose it", "number_not_offered": "{number} is not one of the numbers offered",
        "choose_place": "Which card of {dest} do you take, unseen (1-{n})?", "place": "card {n}",
        "choose_set": "Which cards worth {n} do you take to {dest}?",
        "decide": "Your decision.", "challenge": "Call \u201c{call}\u201d on {who}?", "or": " or ",
        "give": "You may give a card away.",
        "give_must": "Give a card away.",
        "give_to": "Whom do you give {card:the} to?",
        "choose": "Choose a card to move to {dest}.",
        "accuse": "You noticed {who} cheating! Call \u201c{call}\u201d?",
        "react": "Race ({race})! Click \u201cSlap!\u201d as fast as you can.",
        "react_may": "Race ({race})? Click \u201cSlap!\u201d as fast as you can to run, or \u201cLet it pass\u201d.",
        "let_pass": "Let it pass",
        "over": "Game over. Totals: {totals}. Winner: {winners}. This game's seed was {seed}: "
                "HumanSeat(seed={seed}) deals the same cards again.",
        "over_tie": "Game over. Totals: {totals}. A tie: the winners are {winners}. This game's seed was {seed}: "
                    "HumanSeat(seed={seed}) deals the same cards again.",
        "never": "This game never ended: {error}",
        "stopped": "The rules stopped this game: {error}",
        "owned_zone": "{owner}'s {zone}",
        "shared_zone": "the {zone}",
        "somewhere": "its place",
        # buttons
        "verb_play": "Play {card}", "verb_give": "Give {card}", "verb_choose": "Choose {card}",
        "verb_pick": "Pick {card}", "verb_play_down": "Lay {card} face down",
        "choose_nothing": "Choose nothing", "you": "you",
        "decline_play": "Don't play", "decline_give": "Keep my cards", "decline": "Nothing",
        "stop": "That's all",
        "to": "To {seat}", "caught": "{call} {seat}", "seen": " (seen)", "say_nothing": "Say nothing",
        "slap": "Slap!", "hide_toggle": "Hide a card\u2026", "hide": "Hide {card}", "cancel": "Cancel",
        "finish": "Let a bot finish my game", "hunch": "On a hunch:",
        "guard_row": "You hold {roles}.", "role": "the", "watcher_row": "You may call \u201c{call}\u201d.",
        "narration": "Narration", "hide_tip": "Choose a card to make disappear at your next chance to cheat",
        "finish_tip": "Answer the rest of your decisions like the honest bot",
        "slap_tip": "As fast as you can!", "hide_card_tip": "Make this card disappear at your next chance "
                                                            "(the guard may notice!)",
        "cancel_tip": "Hide no card", "caught_tip": "Call \u201c{call}\u201d on {seat} at the next chance",
        "and": " and ",
        # notes
        "hid": "You hid {card:a}.",
        "gone": "The card you meant to hide is no longer in your hand.",
        "called": "You call \u201c{call}\u201d on {seat}.",
        "arm_hide": "At your next chance you will hide {card:a}.",
        "arm_none": "You will not hide a card.",
        "arm_accuse": "At the next chance you will call \u201c{call}\u201d on {seat}.",
        "lost_watch": "You may no longer call \u201c{call}\u201d: your call on {seat} is dropped.",
        "no_cheat": "You may not cheat now: hiding {card:the} is dropped.",
        # moves the rules made for the human, and cards not offered ({text}: the rules' own words)
        "forced_play": "Only {card:a} could be played, so the card was played for you "
                       "({file}, line {line}: \u201c{text}\u201d).",
        "forced_give": "Only {card:a} could be given, so the card was given for you "
                       "({file}, line {line}: \u201c{text}\u201d).",
        "nothing_fit": "No card of yours could be played ({file}, line {line}: \u201c{text}\u201d), "
                       "so the rules did the next thing for you: \u201c{then}\u201d.",
        "barred": "Not offered: {cards} -- {file}, line {line}: \u201c{text}\u201d.",
        "unmet": "Not offered: {cards} -- the condition \u201c{text}\u201d ({file}, line {line}) does not hold.",
        "barred_then": "At that move, not offered: {cards} -- {file}, line {line}: \u201c{text}\u201d.",
        "unmet_then": "At that move, not offered: {cards} -- the condition \u201c{text}\u201d ({file}, "
                      "line {line}) did not hold.",
        # the box above the question: what happened since the last choice (mogel.present.offers)
        "since_choice": "Since your last choice:", "since_start": "Since the game began:",
        "more_news": "({n} more lines in the log)",
        # the Save row (mogel.widgets.human_save)
        "file": "File:",
        "save": "Save game",
        "save_tip": "Save the game as it stands (go on later with HumanSeat(resume=\"FILE\"))",
        "saved": "Saved to {path}: go on later with HumanSeat(resume=\"{path}\").",
        "saved_over": "Saved to {path} (the game is over: watch it again with mogel.replay_file(\"{path}\")).",
        "download": "Download {file}",
    },
    "de": {
        "play": "Du bist am Zug: spiel eine Karte.",
        "play_down": "Du bist am Zug: leg eine Karte verdeckt ab.",
        "choose_option": "W\u00e4hle eine M\u00f6glichkeit.", "choose_option_named": "W\u00e4hle: {noun}.",
        "choose_player": "W\u00e4hle einen Spieler.", "choose_player_named": "W\u00e4hle einen Spieler: {noun}.",
        "choose_number": "W\u00e4hle eine Zahl.", "choose_number_named": "W\u00e4hle eine Zahl: {noun}.",
        "number_box": "Zahl", "number_go": "W\u00e4hlen", "number_not_offered": "{number} ist keine der angebotenen Zahlen",
        "choose_place": "Welche Karte {dest} nimmst du, ungesehen (1-{n})?", "place": "Karte {n}",
        "choose_set": "Welche Karten im Wert von {n} nimmst du (sie kommen zu: {dest})?",
        "decide": "Deine Entscheidung.", "challenge": "\u201e{call}\u201c rufen bei {who}?", "or": " oder ",
        "give": "Du darfst eine Karte verschenken.",
        "give_must": "Verschenke eine Karte.",
        "give_to": "Wem gibst du {card:den}?",
        "choose": "W\u00e4hle eine Karte (sie kommt zu: {dest}).",
        "accuse": "Du hast {who} beim Mogeln bemerkt! \u201e{call}\u201c rufen?",
        "react": "Wettlauf ({race})! Klick, so schnell du kannst, auf \u201eKlatsch!\u201c.",
        "react_may": "Wettlauf ({race})? Klick, so schnell du kannst, auf \u201eKlatsch!\u201c, um mitzulaufen, "
                     "oder auf \u201eVorbeilassen\u201c.",
        "let_pass": "Vorbeilassen",
        "over": "Spielende. Endstand: {totals}. Gewinner: {winners}. Der Startwert dieser Partie war {seed}: "
                "HumanSeat(seed={seed}) teilt dieselben Karten noch einmal aus.",
        "over_tie": "Spielende. Endstand: {totals}. Gleichstand: es gewinnen {winners}. Der Startwert dieser Partie "
                    "war {seed}: HumanSeat(seed={seed}) teilt dieselben Karten noch einmal aus.",
        "never": "Dieses Spiel endet nie. Meldung auf Englisch: {error}",
        "stopped": "Die Regeln haben diese Partie abgebrochen. Meldung auf Englisch: {error}",
        "owned_zone": "{zone} von {owner}",
        "shared_zone": "{zone}",
        "somewhere": "ihren Platz",
        "verb_play": "Spiel {card}", "verb_give": "Gib {card}", "verb_choose": "W\u00e4hle {card}",
        "verb_pick": "Nimm {card}", "verb_play_down": "Leg {card} verdeckt ab",
        "choose_nothing": "Nichts w\u00e4hlen", "you": "du",
        "decline_play": "Nicht spielen", "decline_give": "Karten behalten", "decline": "Nichts",
        "stop": "Das reicht",
        "to": "An {seat}", "caught": "{call} {seat}", "seen": " (gesehen)", "say_nothing": "Nichts sagen",
        "slap": "Klatsch!", "hide_toggle": "Eine Karte verstecken\u2026", "hide": "Verstecke {card}",
        "cancel": "Abbrechen", "finish": "Ein Bot spielt f\u00fcr mich zu Ende",
        "narration": "Erz\u00e4hlung", "hide_tip": "W\u00e4hle eine Karte, die bei deiner n\u00e4chsten Gelegenheit "
                                                 "zum Mogeln verschwinden soll",
        "finish_tip": "Deine \u00fcbrigen Entscheidungen trifft der ehrliche Bot",
        "slap_tip": "So schnell du kannst!", "hide_card_tip": "Lass diese Karte bei deiner n\u00e4chsten "
                                                              "Gelegenheit verschwinden (der W\u00e4chter kann es "
                                                              "bemerken!)",
        "cancel_tip": "Keine Karte verstecken",
        "caught_tip": "Bei der n\u00e4chsten Gelegenheit \u201e{call}\u201c bei {seat} rufen",
        "and": " und ",
        "guard_row": "Du hast {roles}.", "role": "den", "watcher_row": "Du darfst \u201e{call}\u201c rufen.",
        "hunch": "Auf Verdacht:",
        "hid": "Du hast {card:einen} versteckt.",
        "gone": "Die Karte, die du verstecken wolltest, ist nicht mehr auf deiner Hand.",
        "called": "Du rufst \u201e{call}\u201c bei {seat}.",
        "arm_hide": "Bei der n\u00e4chsten Gelegenheit versteckst du {card:einen}.",
        "arm_none": "Du versteckst keine Karte.",
        "arm_accuse": "Bei der n\u00e4chsten Gelegenheit rufst du \u201e{call}\u201c bei {seat}.",
        "lost_watch": "Du darfst nicht mehr \u201e{call}\u201c rufen: dein Ruf bei {seat} entf\u00e4llt.",
        "no_cheat": "Du darfst jetzt nicht mogeln: {card:der} wird nicht versteckt.",
        "forced_play": "Nur {card:einen} konnte gespielt werden, darum wurde die Karte f\u00fcr dich gespielt "
                       "({file}, Zeile {line}: \u201e{text}\u201c).",
        "forced_give": "Nur {card:einen} konnte verschenkt werden, darum wurde die Karte f\u00fcr dich verschenkt "
                       "({file}, Zeile {line}: \u201e{text}\u201c).",
        "nothing_fit": "Keine deiner Karten konnte gespielt werden ({file}, Zeile {line}: \u201e{text}\u201c), "
                       "darum haben die Regeln f\u00fcr dich das N\u00e4chste getan: \u201e{then}\u201c.",
        "barred": "Nicht angeboten: {cards} -- {file}, Zeile {line}: \u201e{text}\u201c.",
        "unmet": "Nicht angeboten: {cards} -- die Bedingung \u201e{text}\u201c ({file}, Zeile {line}) ist nicht "
                 "erf\u00fcllt.",
        "barred_then": "Bei diesem Zug nicht angeboten: {cards} -- {file}, Zeile {line}: \u201e{text}\u201c.",
        "unmet_then": "Bei diesem Zug nicht angeboten: {cards} -- die Bedingung \u201e{text}\u201c ({file}, "
                      "Zeile {line}) war nicht erf\u00fcllt.",
        "since_choice": "Seit deiner letzten Wahl:", "since_start": "Seit Spielbeginn:",
        "more_news": "({n} weitere Zeilen im Protokoll)",
        "file": "Datei:",
        "save": "Partie speichern",
        "save_tip": "Die Partie so speichern, wie sie steht (später weiter mit HumanSeat(resume=\"DATEI\"))",
        "saved": "Gespeichert: {path}. Später weiterspielen mit HumanSeat(resume=\"{path}\").",
        "saved_over": "Gespeichert: {path} (die Partie ist aus: nachspielen mit mogel.replay_file(\"{path}\")).",
        "download": "{file} herunterladen",
    },
}


def say(lang: str, key: str, **fields) -> str:
    """The human seat's text `key` in `lang` (see say_from)."""
    return say_from(TEXT, lang, key, **fields)


def listed(lang: str, names) -> str:
    """Names as a list in `lang`: "a, b and c" ("a, b und c")."""
    names = list(names)
    return say(lang, "and").join(filter(None, [", ".join(names[:-1]), names[-1] if names else ""]))


def totals_text(game, totals, names, lang: str) -> str:
    """The totals a game-over line says, with `names` of the seats: "Ada 12, Bo 9"; in a game with
    teams each team once, in seat order, with its total (every member's: a member's points count
    for each), as the narration's game end says it: "Ada and Cy 12, Bo and Di 9"."""
    teams = game.program.teams(len(totals))
    if teams is None:
        return ", ".join(f"{names[seat]} {total}" for seat, total in enumerate(totals))
    firsts = [team for seat, (team, _, _) in enumerate(teams) if team[0] == seat]
    return ", ".join(f"{listed(lang, [names[seat] for seat in team])} {totals[team[0]]}" for team in firsts)


def winners_text(game, winners, names, lang: str) -> tuple:
    """(the winners a game-over line names, how many won): the seats' `names` listed ("Ada and
    Bo", as the narration and the CLI list them); in
    a game with teams the winning teams, each as "Bo and Di", teams tied for the win joined by
    "; ", and how many teams won."""
    teams = game.program.teams(game.state.n)
    if teams is None:
        return listed(lang, [names[seat] for seat in winners]), len(winners)
    won = [team for seat, (team, _, _) in enumerate(teams) if team[0] == seat and seat in winners]
    return "; ".join(listed(lang, [names[seat] for seat in team]) for team in won), len(won)


def call_word(rules, lang: str) -> str:
    """What the human calls, as `rules` name their (first) accusation in `lang` ("Caught!";
    CALL's word when the rules name none, as the narration calls it too)."""
    accusation = next(iter(rules.accusations.values()), None)
    return display_name(accusation.names if accusation else None, lang, CALL[lang])


def race_word(game, name: str, lang: str) -> str:
    """The race `name` of `game` as the narration names it in `lang` ("slap race"; else
    the name of the card it is named after, else `name`)."""
    card = game.rules.cards.get(name)
    fallback = display_name(card.names if card else None, lang, name)
    return display_name(game.program.race_names.get(name), lang, fallback)


def place_words(game, to, lang: str) -> str:
    """Words in `lang` for a choose decision's destination `to`, a pair (zone, owner seat or
    None): "Bo's hand", "the discard pile"; anything else: "its place"."""
    if not isinstance(to, (tuple, list)) or len(to) != 2 or not isinstance(to[0], str):   # a give: its seats
        return say(lang, "somewhere")
    zone, owner = to
    item = game.rules.zones.get(zone)
    zone = display_name(item.names if item else None, lang, zone)
    if owner is None:
        return say(lang, "shared_zone", zone=zone)
    return say(lang, "owned_zone", owner=game.narrator.names[owner], zone=zone)


def from_words(game, frm, lang: str) -> str:
    """Words in `lang` for where a card picked by its place comes from (`frm` as `to` of
    place_words): English as place_words ("Bo's hand"), German with the zone's article in the
    dative ("von der Hand von Bo", "vom Stapel"), as the narration says it."""
    if lang != "de" or not isinstance(frm, (tuple, list)) or len(frm) != 2 or frm[0] not in game.rules.zones:
        return place_words(game, frm, lang)
    zone, owner = frm
    narrator = Narrator(game.program, game.narrator.names, lang)
    names = game.rules.zones[zone].names
    told = noun(names, lang, zone, "zone") if dict(names or ()).get("de") else Noun(narrator.zone(zone), "zone")
    return format(told, "vom") if owner is None else say(lang, "owned_zone", owner=narrator.names[owner],
                                                           zone=format(told, "vom"))


def watcher_row(game, seat: int, state, lang: str) -> str:
    """Why `seat` may call "Caught!" in `state`: the roles it holds, by the rules' names for them
    ("You hold the Watcher."), or that it may call it, holding none."""
    call, article = call_word(game.rules, lang), say(lang, "role")
    held = [format(noun(item.names, lang, key, "role"), article)
            for key, item in game.rules.roles.items() if state.roles.get(key) == seat]
    roles = say(lang, "and").join(held)
    return say(lang, "guard_row", roles=roles, call=call) if held else say(lang, "watcher_row", call=call)


def say_from(table: dict, lang: str, key: str, **fields) -> str:
    """The text `key` of `table` (lang -> key -> template) in `lang` ("en" or "de"; others:
    English) with `fields` filled in.  Raises KeyError for an unknown key."""
    return table.get(lang, table["en"])[key].format(**fields)


WORDS = {
    "en": {"round": "Round {r} of {n}", "round_open": "Round {r}",
           "turn": "turn {t}", "to_play": "to play", "to_decide": "to decide", "you": "you",
           "total": "total", "cards": "{c} cards", "card": "1 card", "over": "Game over. Winner: {w}.",
           "over_tie": "Game over. A tie: the winners are {w}.",
           "over_teams": "Game over. Totals: {t}. Winner: {w}.",
           "over_teams_tie": "Game over. Totals: {t}. A tie: the winners are {w}.",
           "view_all": "Everything (teacher's view)", "view_seat": "What {name} sees",
           "empty": "empty", "top": "top card", "secret": "hidden from the others", "back": "face-down card",
           "penalty": "{p} penalty points each", "penalty_one": "{p} penalty point each", "down": "face down",
           "penalty_range": "{lo} to {hi} penalty points, by card"},
    "de": {"round": "Runde {r} von {n}", "round_open": "Runde {r}",
           "turn": "Zug {t}", "to_play": "ist am Zug", "to_decide": "entscheidet", "you": "du",
           "total": "gesamt", "cards": "{c} Karten", "card": "1 Karte", "over": "Spielende. Gewinner: {w}.",
           "over_tie": "Spielende. Gleichstand: es gewinnen {w}.",
           "over_teams": "Spielende. Endstand: {t}. Gewinner: {w}.",
           "over_teams_tie": "Spielende. Endstand: {t}. Gleichstand: es gewinnen {w}.",
           "view_all": "Alles (Sicht der Lehrkraft)", "view_seat": "Was {name} sieht",
           "empty": "leer", "top": "oberste Karte", "secret": "vor den anderen verborgen", "back": "verdeckte Karte",
           "penalty": "je {p} Minuspunkte", "penalty_one": "je {p} Minuspunkt", "down": "verdeckt",
           "penalty_range": "{lo} bis {hi} Minuspunkte, je nach Karte"},
}


def secret_zones(rules) -> set:
    """Zones that covert moves put cards into: hidden from other seats, even their size."""
    return {c.moves.dst for c in rules.cheats.values() if c.moves is not None}


def card_namer(game, lang: str):
    """`name(card) -> (kind, value, display name)` for the cards of `game`."""
    deck, cards = game.program.deck, game.rules.cards

    def name(card: int):
        kind, value = deck.face(card)
        return kind, value, display_name(cards[kind].names if kind in cards else None, lang, kind)
    return name


def card_count(words, n: int) -> str:
    """"1 card" / "3 cards" in the language of `words` (a language's table of WORDS)."""
    return words["card"] if n == 1 else words["cards"].format(c=n)


def heading(game, state, words, lang: str) -> str:
    """The table's heading ("Round 2 of 5 \u00b7 turn 3", the levels' path as the narration names
    them: "Hand 2, trick 5", an open-ended top level, the game itself, not named) with `words` of
    WORDS in `lang`; before any level has begun, "Before the first round" (or hand, game ...: the
    level the score table has a column for)."""
    program = game.program
    levels = [spec.name for spec in program.levels[1 if program.open_top else 0:] if spec.name in state.levels]
    if not levels:   # before the first instance of the level the score table has a column for
        return before_first(_names(program.levels[1 if program.open_top else 0]), lang)
    if len(program.levels) > 1:     # levels: "Game 2, round 3, pass 1", as the narration names them
        narrator = Narrator(game.program, game.narrator.names, lang)
        text = path_text(narrator, [[name, state.levels[name]] for name in levels])
        return f"{text} \u00b7 {words['turn'].format(t=state.turn)}" if state.turn else text
    try:
        total = game.program.rounds(state, {})
        text = words["round"].format(r=state.round, n=total)
    except Exception:       # a rounds expression that needs more than the state: show the number only
        text = words["round_open"].format(r=state.round)
    return f"{text} \u00b7 {words['turn'].format(t=state.turn)}" if state.turn else text


def before_first(names, lang: str) -> str:
    """"Before the first round" / "Vor der ersten Runde", "Vor dem ersten Spiel": the table's
    heading before any level has begun, the level of display names `names` (None: the round)
    in `lang`, in German after the article of its gender (shown.level_gender)."""
    if lang != "de":
        return f"Before the first {display_name(names, lang, 'round')}"
    name = display_name(names, lang, "Runde")
    known = level_gender(names, name)
    return f"Vor {'dem ersten' if known in ('m', 'n') else 'der ersten'} {name if known else f'Runde „{name}“'}"


def running_points(game, state, lang: str):
    """("this round", the points of each seat in it): the instance of the level the score table
    has a column for (the top level; of an open-ended one, the level inside it: "this hand"),
    which is being played in `state` (its points so far; 0 before it begins), in `lang`."""
    program = game.program
    spec = program.levels[1 if program.open_top else 0]
    return this_round(_names(spec), lang), list(state.level_scores.get(spec.name, [0] * state.n))


def _names(spec):
    """The display names of a level (a LevelSpec) for this_round and before_first: its `name:`,
    else its own name (the round: None, "round" / "Runde")."""
    return spec.names if spec.names or spec.name == "round" else (("en", spec.name),)
