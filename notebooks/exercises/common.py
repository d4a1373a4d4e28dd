"""What the exercises of several notebooks share: the rules they ask about, names as answers,
a learner's rules text checked, a game played, and answers such as "more" or "shorter".

Every right answer is worked out when a check runs, from the rules given to `build` (default:
the shipped files), so an exercise follows the rules as they are; nothing here is a number
copied from a run.
"""

from __future__ import annotations

from typing import Callable, Dict, Iterable, List, Optional, Sequence

import mogel
from mogel.play.scenario import Scenario
from mogel.widgets import RulesEditor, default_agents
from mogel.language.model import LANGUAGES
from mogel.widgets.exercises import OneOf, Place

WHOLE = {"en": "a whole number", "de": "eine ganze Zahl"}
LINE = {"en": "a line number", "de": "eine Zeilennummer"}
NAME = {"en": "a player's name in quotes", "de": "der Name eines Spielers in Anf\u00fchrungszeichen"}
YES_NO = {"en": "yes or no (\"yes\", \"no\")", "de": "ja oder nein (\"ja\", \"nein\")"}
TEXT = {"en": "your rules text, in quotes (or editor.text.value)",
        "de": "dein Regeltext, in Anf\u00fchrungszeichen (oder editor.text.value)"}
# How an answer is written after `answer_1c = ` (the task shows it, and so does a check whose
# answer cell stopped with an error): a text in quotes, a list in brackets, lines in three quotes.
QUOTED, LISTED, NAMES, LINES = '"..."', "[..., ...]", '["...", "..."]', """'''...'''"""

# The words a comparison may be answered in, each outcome in English and German.
MORE = {"up": ("more", "mehr", "higher", "h\u00f6her"), "down": ("fewer", "less", "weniger", "lower", "niedriger"),
        "same": ("the same", "same", "as many", "gleich", "gleich viele")}
LONGER = {"up": ("longer", "l\u00e4nger"), "down": ("shorter", "k\u00fcrzer"),
          "same": ("as long", "the same", "same", "gleich lang", "gleich")}


class Source:
    """The rules an exercise asks about: `rules` as given, or loaded on first use with `load`
    (mogel.load_rules' arguments), then kept."""

    def __init__(self, rules=None, **load):
        self._rules, self._load = rules, load

    def __call__(self):
        if self._rules is None:
            self._rules = mogel.load_rules(**self._load)
        return self._rules


def texts(en: str, de: str) -> Dict[str, str]:
    """A text in English and German."""
    return {"en": en, "de": de}


def cards(n: int) -> Dict[str, str]:
    """"1 card", "3 cards" in English and German."""
    return texts(f"{n} card" + ("" if n == 1 else "s"), f"{n} Karte" + ("" if n == 1 else "n"))


def places(rules, *spans) -> Callable[[], List[Place]]:
    """The hint's places: `spans` (Spans, line numbers, or functions of the rules giving one)."""
    return lambda: [Place.of(rules(), s(rules()) if callable(s) else s) for s in spans]


def named(item, name: str) -> OneOf:
    """An item's name and its display names (`names:` in the rules) as right answers."""
    return OneOf(name, *(text for lang, text in (item.names or ()) if lang in LANGUAGES))


def seats(game, chosen: Iterable[int]) -> OneOf:
    """Seats as right answers: each one's name and number; several also as the list of names."""
    chosen = sorted(chosen)
    names = [game.narrator.names[s] for s in chosen]
    return OneOf(*names, *chosen, *([names] if len(names) > 1 else []))


def play(rules, seed: int, players: int = 4):
    """A finished game of `players` bots (the viewer's default seats: random, honest, sneaky, ...)."""
    return mogel.Game(rules, default_agents(players), seed).play()


def turns(game) -> int:
    """How many turns a game had."""
    return sum(event.kind == "turn" for event in game.events)


def yes_no(flag: bool) -> OneOf:
    """The words of a yes-or-no answer, as a learner writes them (the key prints them so)."""
    return OneOf("yes", "ja") if flag else OneOf("no", "nein")


def compared(before: float, after: float, words: Dict[str, Sequence[str]]) -> OneOf:
    """The words that say how `after` compares with `before` (MORE or LONGER)."""
    return OneOf(*words["up" if after > before else "down" if after < before else "same"])


def face(table: Scenario, kind: str, value: Optional[int] = None) -> str:
    """The face ("moth 3") of a card of `kind` (and `value`) still in the table's box."""
    deck = table.program.deck
    for card in range(len(deck)):
        if deck.kinds[card] == kind and (value is None or deck.values[card] == value):
            return table.face_of(card)
    raise mogel.MogelError(f"the deck has no {kind} card" + (f" of value {value}" if value is not None else ""))


def others_hold(table: Scenario, seat: int = 0, cards: int = 2) -> None:
    """Give every seat but `seat` `cards` number cards, so no empty hand ends the round at once."""
    for other in range(table.players):
        if other != seat:
            table.hand(other, *(face(table, "number", 1 + (other + n) % 5) for n in range(cards)))


def playable(table: Scenario, card: int, events) -> bool:
    """Whether `card` could be played in a turn of the table: offered among the options of a
    decision, or played (a lone option is played without asking)."""
    offered = any(d.kind == "play" and card in d.options for d, _ in table.decisions)
    return offered or any(e.kind == "play" and e.moves and e.moves[0][0] == card for e in events)


def fitting(rules, card_face: str, kinds: Sequence[str] = ("number",)) -> str:
    """A face of one of `kinds` on which the card `card_face` may be played (a new table is
    asked for each candidate: the card must be among the play options)."""
    for kind in kinds:
        for value in range(1, 6):
            table = Scenario(rules, players=3)
            mine = table.hand(0, card_face)[0]
            try:
                top = face(table, kind, value)
            except mogel.MogelError:
                continue
            table.pile("discard", top)
            table.role("guard", 0)
            if playable(table, mine, table.turn(0)):
                return top
    raise mogel.MogelError(f"no card of {', '.join(kinds)} lets '{card_face}' be played")


def learner_rules(text, lang: str, base=None):
    """(rules, None) for a learner's rules text (variants in the notebook 05 editor's form)
    added to `base` (a Rules; default: the shipped rules.mm), with its variants applied;
    (None, reason) when it does not check or has no variant, the reason in `lang` with the
    place in the learner's own lines."""
    if not isinstance(text, str):
        return None, texts("The answer is a rules text: a string in quotes.",
                           "Die Antwort ist ein Regeltext: eine Zeichenkette in Anf\u00fchrungszeichen.")[lang]
    where = {} if base is None else {"base": base.source, "file": base.file}
    editor = RulesEditor(text=text, lang=lang, **where)
    errors = [d for d in editor.diagnostics if d.severity == "error"]
    if errors:
        first = errors[0]
        return None, texts(f"Your text does not check yet: {editor.where(first)}: {first.message}",
                           f"Dein Text ist noch nicht in Ordnung: {editor.where(first)}: {first.message} "
                           f"(Meldung auf Englisch)")[lang]
    if not editor.variant_names:
        return None, texts("Your text has no `variant NAME:` block yet.",
                           "Dein Text hat noch keinen Block `variant NAME:`.")[lang]
    return editor.rules, None
