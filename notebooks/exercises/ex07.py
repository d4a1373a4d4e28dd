"""The exercises of notebook 07 (bluffing with Mogelei): a reward card's points, who bluffed
most in the viewer's match, and the winner when a reward card is worth more."""

from __future__ import annotations

from collections import Counter
from functools import lru_cache
from typing import List

import mogel
from mogel.play.scenario import Scenario
from mogel.widgets.exercises import Exercise, Hint, OneOf

from .common import NAME, QUOTED, WHOLE, Source, places, play, seats, texts

SEED = 12            # GameViewer(rules, seed=12), the viewer of notebook 07
RICHER = 5           # 7c: a reward card's points after the change


@lru_cache(maxsize=4)
def match(rules):
    """The viewer's match: four bots (random, honest, sneaky, random), seed 12."""
    return play(rules, SEED)


def reward_points(rules) -> int:
    """What one reward card scores: a game's scoring run on a table where Ada has earned one
    reward card and collected nothing."""
    table = Scenario(rules, players=3)
    table.place("earned", ["reward"], owner=0)
    level = next(spec for spec in table.program.levels if spec.name == "game")
    events = table.run(level.scoring(table.engine, {}))
    return sum(e.info["points"] for e in events if e.kind == "score" and e.seat == 0)


def bluff_events(game):
    """The choices to leave a card face down that made a false claim (the private field `true`)."""
    return [e for e in game.events if e.kind == "choose" and e.info.get("true") is False]


def most_bluffs(rules) -> OneOf:
    """The players who bluffed most often in the viewer's match."""
    game = match(rules)
    count = Counter(e.seat for e in bluff_events(game))
    top = max(count.values(), default=0)
    return seats(game, [s for s in range(game.state.n) if count.get(s, 0) == top])


def bluff_rule(rules):
    """The span of the rule behind the match's first bluff (the choice that makes the claim)."""
    found = bluff_events(match(rules))
    return found[0].span if found else rules.claims["not_called"].span


def richer_winners(rules) -> OneOf:
    """Who wins the viewer's match when a reward card scores RICHER points."""
    changed = mogel.load_rules(text=rules.source, file=rules.file, defines={"reward_points": RICHER})
    game = play(changed, SEED)
    return seats(game, game.winners)


def build(rules=None) -> List[Exercise]:
    """Exercises 7a-7c on `rules` (default: the shipped Mogelei)."""
    src = Source(rules, game="mogelei")
    return [
        Exercise(
            "7a", "investigate",
            texts("How many points does one reward card score at the end of a game? Find it in "
                  "mogel/games/mogelei.mm.",
                  "Wie viele Punkte bringt eine Belohnungskarte am Ende eines Spiels? Such es in "
                  "mogel/games/mogelei.mm."),
            WHOLE, lambda: reward_points(src()),
            Hint(texts("The game's `scoring:` multiplies the reward cards a player earned by a number the rules "
                       "name with `define`.",
                       "Die Wertung (`scoring:`) des Spiels nimmt die verdienten Belohnungskarten mal eine Zahl, "
                       "die die Regeln mit `define` benennen."),
                 places(src, lambda r: r.levels["game"].scoring[0].span))),
        Exercise(
            "7b", "run",
            texts("In the viewer's match (seed 12), who bluffed most often? Run the cell with `bluffs(...)` "
                  "or step through the match in the view Everything.",
                  "Wer hat im Match des Viewers (Startwert 12) am h\u00e4ufigsten geblufft? F\u00fchr die Zelle "
                  "mit `bluffs(...)` aus oder geh das Match in der Ansicht Alles durch."),
            NAME, lambda: most_bluffs(src()),
            Hint(texts("A bluff is \"I'll leave it face down.\" said with a card of the called colour: the "
                       "claim's field `true` is False.",
                       "Ein Bluff ist \u201eIch lasse sie verdeckt.\u201c, gesagt mit einer Karte der angesagten "
                       "Farbe: das Feld `true` der Behauptung ist False."),
                 places(src, bluff_rule, lambda r: r.claims["not_called"].span)),
            form=QUOTED),
        Exercise(
            "7c", "modify",
            texts(f"Change a rule: a reward card scores {RICHER} points instead of its number now. Predict who "
                  "wins the match of seed 12 then; run it with "
                  f"`GameViewer(mogel.load_rules(game=\"mogelei\", defines={{\"reward_points\": {RICHER}}}), "
                  "seed=12)` and see.",
                  f"\u00c4ndere eine Regel: Eine Belohnungskarte bringt {RICHER} Punkte statt ihrer Zahl jetzt. "
                  "Sag voraus, wer dann das Match mit Startwert 12 gewinnt; f\u00fchr es aus mit "
                  f"`GameViewer(mogel.load_rules(game=\"mogelei\", defines={{\"reward_points\": {RICHER}}}), "
                  "seed=12)` und sieh nach."),
            NAME, lambda: richer_winners(src()),
            Hint(texts("The winner has the best total at the end of the match (the viewer's last event, or the "
                       "score table); the number you changed is named in the rules.",
                       "Es gewinnt, wer am Ende des Matchs die beste Summe hat (das letzte Ereignis des Viewers "
                       "oder die Punkttabelle); die ge\u00e4nderte Zahl ist in den Regeln benannt."),
                 places(src, lambda r: r.defines["reward_points"].span)),
            form=QUOTED),
    ]
