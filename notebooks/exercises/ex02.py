"""The exercises of notebook 02 (step through a game): the game of the viewer, seed 3 with the
viewer's default seats, played again by the engine to find each answer."""

from __future__ import annotations

from functools import lru_cache
from typing import List

from mogel.widgets.exercises import Exercise, Hint, OneOf, Reveal

from .common import LINE, NAME, QUOTED, Source, places, play, seats, texts

SEED = 3        # GameViewer(seed=3), the viewer of notebook 02


@lru_cache(maxsize=4)
def game(rules, seed: int = SEED):
    """The viewer's game: four bots (random, honest, sneaky, random) with `seed`."""
    return play(rules, seed)


def holder_at_start(rules, role: str, round_number: int) -> OneOf:
    """Who holds `role` when the first turn of round `round_number` begins (the round set up)."""
    g = game(rules)
    started = False
    for count, event in enumerate(g.events):
        if event.kind == "round_start":
            started = event.info["round"] == round_number
        elif started and event.kind == "turn":
            return seats(g, [g.state_at(count).roles[role]])
    raise LookupError(f"the game has no turn in round {round_number}")


def role_rule(rules, role: str):
    """The span of the rule that gives `role` first in the game (in the first round's setup)."""
    return next(e.span for e in game(rules).events if e.kind == "role" and e.info["role"] == role)


def fewest_after(rules, round_number: int) -> OneOf:
    """The seats with the fewest points in round `round_number` (as scored by the engine)."""
    g = game(rules)
    scores = next(e.info["scores"] for e in g.events
                  if e.kind == "round_scored" and e.info["round"] == round_number)
    low = min(scores)
    return seats(g, [s for s, points in enumerate(scores) if points == low])


def first_action(rules):
    """(card kind, the lines of its block that made the events after it) of the first action
    card played in the game, up to the next turn."""
    g = game(rules)
    deck = g.program.deck
    for i, event in enumerate(g.events):
        if event.kind != "play":
            continue
        kind = deck.kinds[event.moves[0][0]]
        card = rules.cards[kind]
        if not card.on_play:
            continue
        lines = []
        for after in g.events[i + 1:]:
            if after.kind == "turn":
                break
            if after.span is not None and card.span.line <= after.span.line <= card.span.end_line:
                lines.append(after.span.line)
        return kind, lines
    raise LookupError("no action card is played in this game")


def action_lines(rules) -> OneOf:
    """The rules lines an answer to 2c may name: those behind the first action's events, and
    the `on play:` line above them."""
    kind, lines = first_action(rules)
    return OneOf(rules.cards[kind].where("on_play").line, *sorted(set(lines)))


def block_header(rules) -> list:
    """2c's typical near miss: the header line of the first action card's block (the line its
    hint names), with its own reason -- which line of that block makes the event?"""
    kind, _ = first_action(rules)
    return [(rules.cards[kind].span.line,
             texts(f"Nearly: line {rules.cards[kind].span.line} opens the block `card {kind}:`. Which line "
                   "of that block makes the event happen? Look below it, under `on play:`.",
                   f"Fast: Zeile {rules.cards[kind].span.line} beginnt den Block `card {kind}:`. Welche Zeile "
                   "dieses Blocks bewirkt das Ereignis? Schau darunter, unter `on play:`."))]


def in_round(viewer, round_number: int) -> bool:
    """Whether `viewer` (the notebook's GameViewer) shows round `round_number` or a later one."""
    return viewer.state.round >= round_number


def build(rules=None) -> List[Exercise]:
    """Exercises 2a-2c on `rules` (default: the shipped rules.mm), for the game of seed 3."""
    src = Source(rules)
    return [
        Exercise(
            "2a", "predict",
            texts("Before you step there: who will hold the Guard Bug when round 2 starts? Read the round's "
                  "`starter:` line (notebook 01, part Round of the explorer; or open line 3 of the log above), "
                  "predict, and run the check: it notes your prediction. Then step (or move the Event slider) "
                  "to round 2, and run the check again.",
                  "Bevor du dorthin gehst: Wer hat die W\u00e4chter-Wanze, wenn Runde 2 beginnt? Lies die "
                  "Zeile `starter:` der Runde (Notebook 01, Teil Runde des Explorers; oder \u00f6ffne Zeile 3 "
                  "des Protokolls oben), sag es voraus und f\u00fchre die Pr\u00fcfung aus: "
                  "Sie notiert deine Vorhersage. Dann geh (oder schieb den Regler Ereignis) zu Runde 2 und "
                  "f\u00fchre die Pr\u00fcfung noch einmal aus."),
            NAME, lambda: holder_at_start(src(), "guard", 2),
            Hint(texts("Who starts round 2? The round's setup gives the starter the Guard Bug.",
                       "Wer beginnt Runde 2? Der Aufbau der Runde gibt dem Startspieler die W\u00e4chter-Wanze."),
                 places(src, lambda r: r.round.where("starter"), lambda r: role_rule(r, "guard"))),
            form=QUOTED,
            reveal=Reveal("viewer", lambda viewer: in_round(viewer, 2),
                          texts("Step (or move the Event slider) to round 2 in the viewer above, then run this "
                                "cell again to see whether you were right.",
                                "Geh (oder schieb den Regler Ereignis) im Viewer oben zu Runde 2 und f\u00fchre "
                                "dann diese Zelle noch einmal aus: Dann siehst du, ob du recht hattest."))),
        Exercise(
            "2b", "run",
            texts("Press **Play to end of round**: who has the fewest penalty points in round 1?",
                  "Dr\u00fccke **Bis zum Rundenende**: Wer hat in Runde 1 die wenigsten Minuspunkte?"),
            NAME, lambda: fewest_after(src(), 1),
            Hint(texts("The scores are in the table at the end of the round; the round's `scoring:` counts the "
                       "penalty of every card left in a hand.",
                       "Die Punkte stehen am Rundenende in der Tabelle; die Wertung (`scoring:`) z\u00e4hlt die "
                       "Minuspunkte jeder Karte, die noch auf der Hand ist."),
                 places(src, lambda r: r.round.scoring[0].span)),
            form=QUOTED),
        Exercise(
            "2c", "investigate",
            texts("Step until the first action card (spider, mosquito, cockroach or ant) is played: the play "
                  "itself is marked with the turn's rule, since the turn made the player play. Step on to the "
                  "event the card makes happen and open its log line. At which line of rules.mm is that rule?",
                  "Geh weiter, bis die erste Aktionskarte (Spinne, M\u00fccke, Kakerlake oder Ameise) gespielt "
                  "wird: Beim Ausspielen selbst ist die Regel des Zugs markiert, denn der Zug l\u00e4sst den "
                  "Spieler spielen. Geh weiter bis zu dem Ereignis, das die Karte bewirkt, und \u00f6ffne seine "
                  "Zeile im Protokoll. In welcher Zeile von rules.mm steht diese Regel?"),
            LINE, lambda: action_lines(src()),
            Hint(texts("An opened log line names its rule's line; an action card's action is written under "
                       "`on play:` in the card's block.",
                       "Eine ge\u00f6ffnete Protokollzeile nennt die Zeile ihrer Regel; die Aktion einer "
                       "Aktionskarte steht unter `on play:` im Block der Karte."),
                 places(src, lambda r: r.cards[first_action(r)[0]].span)),
            near=lambda: block_header(src())),
    ]
