"""The exercises of notebook 03 (cheats and catches): a catch on a hand-built table, the
viewer's game with a stricter catch penalty, and the sweep's answer."""

from __future__ import annotations

from typing import List

import mogel
from mogel import HonestBot, RandomBot, SneakyBot
from mogel.play.scenario import Scenario
from mogel.widgets.exercises import Exercise, Hint, OneOf

from .common import MORE, QUOTED, WHOLE, Source, compared, face, places, texts

SEED = 35            # the viewer of notebook 03
STRICT = 3           # 3b: the catch penalty the learner tries
CHEATER = 2          # Cy, the sneaky bot of the viewer


AGENTS = "[HonestBot(), RandomBot(), SneakyBot(cheat_rate=0.6), HonestBot()]"    # the viewer's seats, as written


def viewer_agents():
    """The seats of notebook 03's viewer, as AGENTS writes them (the code 3b shows the learner;
    tests/test_notebook_exercises.py keeps the two equal)."""
    return [HonestBot(), RandomBot(), SneakyBot(cheat_rate=0.6), HonestBot()]


def caught_gain(rules) -> int:
    """How many more cards a cheater holds after being caught than just before the cheat: a
    cheater (always cheats) in seat 0, a guard who always notices in seat 1, on a table where
    every hand (the guard's too) has enough cards for any penalty."""
    agents = [SneakyBot(cheat_rate=1.0), HonestBot(attention=1.0), HonestBot(), HonestBot()]
    table = Scenario(rules, players=4, agents=agents)
    for seat in range(4):
        table.hand(seat, *(face(table, "number", v) for v in (1, 2, 3, 5) * 2))
    table.pile("discard", face(table, "number", 4))
    table.role("guard", 1)
    before = len(table.view(0).hand)
    events = table.window(2)
    if not any(e.kind == "accuse" and e.info.get("right") for e in events):
        raise LookupError("the cheat was not caught")
    return len(table.view(0).hand) - before


def cheater_total(rules) -> int:
    """Cy's total penalty points in the viewer's game (SEED) played with `rules`."""
    game = mogel.Game(rules, viewer_agents(), SEED).play()
    return game.state.totals[CHEATER]


def stricter(rules):
    """`rules` with the catch penalty set to STRICT cards."""
    return mogel.load_rules(text=rules.source, file=rules.file, defines={"catch_penalty_cards": STRICT})


def stops_paying(sweep) -> OneOf:
    """The sweep's answer: the value at which cheating stops paying, or "never"."""
    value = sweep.stops_paying
    return OneOf("never", "nie", "none") if value is None else OneOf(value)


def never_said(sweep) -> list:
    """3c's offered "never" (and "nie") while the sweep does find a value: its own reason."""
    if sweep.stops_paying is None:
        return []
    words = texts("Not yet: in this sweep cheating does stop paying at one of the values tried.",
                  "Noch nicht: In diesem Durchlauf lohnt sich Mogeln bei einem der Werte nicht mehr.")
    return [("never", words), ("nie", words), ("none", words)]


def build(rules=None) -> List[Exercise]:
    """Exercises 3a-3c on `rules` (default: the shipped rules.mm)."""
    src = Source(rules)
    return [
        Exercise(
            "3a", "investigate",
            texts("The guard notices a cheat and calls \"Caught!\". Compared with just before the cheat, "
                  "how many more cards does the cheater hold afterwards?",
                  "Die W\u00e4chter-Wanze bemerkt einen Mogler und ruft \u201eErwischt!\u201c. Wie viele Karten "
                  "hat der Mogler danach mehr auf der Hand als kurz vor dem Mogeln?"),
            WHOLE, lambda: caught_gain(src()),
            Hint(texts("Read the lines under `if right:`. The cheated card comes back, and then?",
                       "Lies die Zeilen unter `if right:`. Die weggemogelte Karte kommt zur\u00fcck, und dann?"),
                 places(src, *(lambda r, n=n: r.accusations["caught"].if_right[n].span for n in (0, 1))))),
        Exercise(
            "3b", "modify",
            texts(f"Change the rule: give a caught cheater {STRICT} cards instead of 1. First predict: does Cy "
                  f"end the game of the viewer above (seed {SEED}) with more or fewer penalty points then? Then run it: "
                  f"in a new cell, `GameViewer(mogel.load_rules(defines={{\"catch_penalty_cards\": {STRICT}}}), "
                  f"agents={AGENTS}, seed={SEED})`, and compare Cy's total at the end of both games.",
                  f"\u00c4ndere die Regel: Ein erwischter Mogler bekommt {STRICT} Karten statt 1. Sag zuerst "
                  f"voraus: Hat Cy am Ende der Partie des Viewers oben (Startwert {SEED}) dann mehr oder weniger "
                  "Minuspunkte? Dann f\u00fchr es aus: in einer neuen Zelle "
                  f"`GameViewer(mogel.load_rules(defines={{\"catch_penalty_cards\": {STRICT}}}), "
                  f"agents={AGENTS}, seed={SEED})`, und vergleiche Cys Summe am Ende beider Partien."),
            texts("\"more\", \"fewer\" or \"the same\"", "\"mehr\", \"weniger\" oder \"gleich\""),
            lambda: compared(cheater_total(src()), cheater_total(stricter(src())), MORE),
            Hint(texts("A changed number changes the whole game after the first catch: run the new viewer "
                       "and read Cy's total at the end.",
                       "Eine andere Zahl \u00e4ndert die ganze Partie nach dem ersten Erwischen: f\u00fchr den "
                       "neuen Viewer aus und lies Cys Summe am Ende ab."),
                 places(src, lambda r: r.defines["catch_penalty_cards"].span)),
            form=QUOTED),
        Exercise(
            "3c", "investigate",
            texts("In the sweep above (`balance`), at which catch penalty does cheating stop paying? "
                  "(\"never\" if it does not.)",
                  "Bei welcher Strafe f\u00fcrs Erwischtwerden lohnt sich Mogeln im Durchlauf oben (`balance`) "
                  "nicht mehr? (\"nie\", wenn es sich immer lohnt.)"),
            texts("a whole number: a value of catch_penalty_cards (or \"never\")",
                  "eine ganze Zahl: ein Wert von catch_penalty_cards (oder \"nie\")"),
            stops_paying,
            Hint(texts("Find the first value whose advantage interval (advantage low to advantage high) lies at "
                       "or below 0; the number is the one this define names.",
                       "Such den ersten Wert, dessen Intervall des Vorteils (advantage low bis advantage high) "
                       "ganz bei oder unter 0 liegt; die Zahl ist die, die dieses define benennt."),
                 places(src, lambda r: r.defines["catch_penalty_cards"].span)),
            given=("balance",), near=never_said),
    ]
