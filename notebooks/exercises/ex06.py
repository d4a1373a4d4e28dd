"""The exercises of notebook 06 (play against the bots): what a spider may give away, and when
the guard may play a moth -- each answer the options the engine offers on a hand-built table."""

from __future__ import annotations

from typing import List

from mogel.play.scenario import Scenario
from mogel.widgets.exercises import Exercise, Hint, OneOf

from .common import QUOTED, YES_NO, Source, face, fitting, named, others_hold, places, playable, texts, yes_no


def never_given(rules) -> OneOf:
    """The kinds of card in Ada's hand that the spider's gift does not offer (each kind's names)."""
    table = Scenario(rules, players=3)
    spider = face(table, "spider")
    top = fitting(rules, spider)
    held = table.hand(0, spider, top, face(table, "moth"))     # the spider alone fits
    others_hold(table)
    table.pile("discard", top)
    table.role("guard", 1)
    table.turn(0)
    offered = {c for d, _ in table.decisions if d.kind == "give" for c in d.options}
    deck = table.program.deck
    kinds = sorted({deck.kinds[c] for c in held[1:] if c not in offered})
    return OneOf(*(name for kind in kinds for name in named(rules.cards[kind], kind)))


def guard_plays_moth(rules) -> bool:
    """Whether the guard may play a moth whose value fits on the top card (a number card of
    that value could be played there)."""
    table = Scenario(rules, players=3)
    moth = face(table, "moth")
    value = int(moth.split()[-1])
    top = fitting(rules, face(table, "number", value))          # a number card of the moth's value fits
    mine = table.hand(0, moth, top)[0]
    table.pile("discard", top)
    table.role("guard", 0)
    return playable(table, mine, table.turn(0))


def build(rules=None) -> List[Exercise]:
    """Exercises 6a-6b on `rules` (default: the shipped rules.mm)."""
    src = Source(rules)
    return [
        Exercise(
            "6a", "investigate",
            texts("You play a spider and may give one of your cards away. Which kind of card can you never "
                  "give? Answer with its name. (Careful: a caught cheater's penalty card is not given but "
                  "moved -- `move ... chosen by accuser` -- and a move may take any card.)",
                  "Du spielst eine Spinne und darfst eine deiner Karten verschenken. Welche Kartenart kannst du "
                  "nie verschenken? Antworte mit ihrem Namen. (Vorsicht: Die Strafkarte f\u00fcr einen "
                  "erwischten Mogler wird nicht verschenkt, sondern bewegt -- `move ... chosen by accuser` --, "
                  "und eine Bewegung darf jede Karte nehmen.)"),
            texts("a card's name in quotes", "der Name einer Karte in Anf\u00fchrungszeichen"),
            lambda: never_given(src()),
            Hint(texts("The spider's `on play` says what may be given; a card's own block can forbid more.",
                       "Das `on play` der Spinne sagt, was verschenkt werden darf; der Block einer Karte kann "
                       "mehr verbieten."),
                 places(src, lambda r: r.cards["spider"].on_play[0].span)),
            form=QUOTED),
        Exercise(
            "6b", "predict",
            texts("Predict before you try it: you hold the Guard Bug and a Cheating Moth whose value fits on the "
                  "top card. May you play the moth? (Then try it: the game under \"you hold the Guard Bug\" "
                  "above gives you the Guard Bug from the start.)",
                  "Sag es voraus, bevor du es ausprobierst: Du hast die W\u00e4chter-Wanze und eine Mogel-Motte, "
                  "deren Wert auf die oberste Karte passt. Darfst du die Motte spielen? (Dann probier es aus: "
                  "Die Partie unter \u201eyou hold the Guard Bug\u201c oben gibt dir die W\u00e4chter-Wanze "
                  "von Anfang an.)"),
            YES_NO, lambda: yes_no(guard_plays_moth(src())),
            Hint(texts("The moth's block says when it cannot be played.",
                       "Der Block der Motte sagt, wann sie nicht gespielt werden kann."),
                 places(src, lambda r: r.cards["moth"].span)),
            form=QUOTED),
    ]
