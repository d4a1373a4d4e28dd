"""The exercises of notebook 01 (meet the rules): what a moth costs, what fits on a 5, who may
not cheat -- each answer worked out by the engine from rules.mm on a hand-built table."""

from __future__ import annotations

from typing import List

from mogel.play.scenario import Scenario
from mogel.widgets.exercises import Exercise, Hint, OneOf

from .common import LISTED, QUOTED, Source, WHOLE, face, named, places, texts

TOP = 1      # 1b: the value of the top card of the discard pile (on a 1, the 5 fits too: it wraps round)


def moth_points(rules) -> int:
    """The points a hand holding one moth scores at the end of a round (the round's scoring run)."""
    table = Scenario(rules, players=3)
    table.hand(0, face(table, "moth"))
    events = table.run(table.program.scoring(table.engine, {}))
    return sum(e.info["points"] for e in events if e.kind == "score" and e.seat == 0)


def fits_on(rules, top: int) -> List[int]:
    """The values of number cards that may be played on a number card of value `top`."""
    table = Scenario(rules, players=3)
    mine = table.hand(0, *[face(table, "number", v) for v in range(1, 6)])
    table.pile("discard", face(table, "number", top))
    table.role("guard", 1)
    table.turn(0)
    offered = {c for d, _ in table.decisions if d.kind == "play" for c in d.options if c is not None}
    deck = table.program.deck
    return sorted(deck.values[c] for c in mine if c in offered)


def without_wrap(rules, top: int) -> list:
    """1b's typical mistake: only the values next to `top` on the number line (the ones that
    fit by wrapping round forgotten), with its own reason."""
    right = fits_on(rules, top)
    near = [v for v in right if abs(v - top) == 1]
    if not near or near == right:
        return []
    return [(near, texts(f"Nearly: {', '.join(map(str, near))} fits, but one value is missing. `mod 5` wraps "
                         f"round: what does `(a - b) mod 5` give for the highest value a on b = {top}?",
                         f"Fast: {', '.join(map(str, near))} passt, aber ein Wert fehlt. `mod 5` rechnet im "
                         f"Kreis: Was ergibt `(a - b) mod 5` für den höchsten Wert a auf b = {top}?"))]


def not_cheating(rules) -> OneOf:
    """The role (its name and display names) of the seats no cheating window asks."""
    table = Scenario(rules, players=4)
    for seat in range(4):
        table.hand(seat, face(table, "number", 1), face(table, "number", 2))
    table.pile("discard", face(table, "number", 4))
    table.role("guard", 2)
    table.window(0)
    asked = {d.seat for d, _ in table.decisions if d.kind == "cheat"}
    roles = [role for role, seat in table.state.roles.items() if seat not in asked and seat is not None]
    return OneOf(*(name for role in roles for name in named(rules.roles[role], role)))


def build(rules=None) -> List[Exercise]:
    """Exercises 1a-1c on `rules` (default: the shipped rules.mm)."""
    src = Source(rules)
    return [
        Exercise(
            "1a", "investigate",
            texts("How many penalty points does a Cheating Moth cost if it is still in your hand when the "
                  "round ends? Find it in the explorer (part Cards).",
                  "Wie viele Minuspunkte kostet eine Mogel-Motte, die am Rundenende noch auf deiner Hand ist? "
                  "Such es im Regel-Explorer (Teil Karten)."),
            WHOLE, lambda: moth_points(src()),
            Hint(texts("Each kind of card has a block `card NAME:`; one of its lines says what the card costs.",
                       "Jede Kartenart hat einen Block `card NAME:`; eine seiner Zeilen sagt, was die Karte kostet."),
                 places(src, lambda r: r.cards["moth"].span))),
        Exercise(
            "1b", "investigate",
            texts(f"You found what fits on a 5. Now the top card of the discard pile is a {TOP}: which values "
                  "may be played on it? Answer with a list, such as [3, 4].",
                  f"Du hast herausgefunden, was auf eine 5 passt. Jetzt liegt oben auf dem Ablagestapel eine "
                  f"{TOP}: Welche Werte d\u00fcrfen darauf gespielt werden? Antworte mit einer Liste, etwa [3, 4]."),
            texts("a list of numbers", "eine Liste von Zahlen"), lambda: fits_on(src(), TOP),
            Hint(texts("A card may be played when `fits` says so, and `fits` asks `adjacent` about the two "
                       f"values: work out `(a - b) mod 5` for each value a on b = {TOP}.",
                       "Eine Karte darf gespielt werden, wenn `fits` es sagt, und `fits` fragt `adjacent` nach "
                       f"den beiden Werten: rechne `(a - b) mod 5` f\u00fcr jeden Wert a auf b = {TOP} aus."),
                 places(src, lambda r: r.defines["fits"].span, lambda r: r.defines["adjacent"].span)),
            form=LISTED, near=lambda: without_wrap(src(), TOP)),
        Exercise(
            "1c", "investigate",
            texts("Who may not cheat? Answer with the name of the role, as the rules call it.",
                  "Wer darf nicht mogeln? Antworte mit dem Namen der Rolle, wie die Regeln sie nennen."),
            texts("a role's name in quotes", "der Name einer Rolle in Anf\u00fchrungszeichen"),
            lambda: not_cheating(src()),
            Hint(texts("The block of the cheat says who may cheat (`by:`).",
                       "Der Block des Mogelns sagt, wer mogeln darf (`by:`)."),
                 places(src, lambda r: r.cheats["hide"].span)),
            form=QUOTED),
    ]

