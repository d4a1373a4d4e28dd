"""The exercises of notebook 04 (the house-rules lab): a variant's game, two variants that
clash, and a house rule of the learner's own that must pass a given test."""

from __future__ import annotations

from collections import Counter
from itertools import combinations
from typing import List, Optional

from mogel.check.variants import apply_variants, clashes
from mogel.widgets.exercises import Exercise, Hint, OneOf

from .common import LINES, NAMES, TEXT, WHOLE, Source, learner_rules, places, play, texts, turns

SEED = 3             # VariantPanel(rules, seed=3), the panel of notebook 04
HAND, ROUNDS = 5, 2  # 4c: the house rule for young players the test asks for

YOUNG = f'''variant young_players:
    description: "for young players: {HAND} cards each, {ROUNDS} rounds"
    define hand_size = {HAND}
    game mogel_motte:
        rounds: {ROUNDS}
'''


def variant_turns(rules, variant: str) -> int:
    """How many turns the panel's game (seed 3, its four bots) lasts with `variant` ticked."""
    return turns(play(apply_variants(rules, [variant]), SEED))


def clashing_pairs(rules) -> OneOf:
    """Every pair of variants the checker refuses to switch on together."""
    return OneOf(*(list(pair) for pair in combinations(rules.variants, 2) if clashes(rules, list(pair))))


def test_clash(rules, answer, lang: str) -> Optional[str]:
    """None when `answer` names two variants that clash, else the reason in `lang`."""
    if not isinstance(answer, (list, tuple, set)) or len(set(answer)) != 2:
        return texts("Answer with the names of two variants, in a list: [\"a\", \"b\"].",
                     "Antworte mit den Namen zweier Varianten, in einer Liste: [\"a\", \"b\"].")[lang]
    unknown = [str(n) for n in answer if n not in rules.variants]
    if unknown:
        return texts(f"The rules have no variant {', '.join(unknown)}: the panel lists their names.",
                     f"Die Regeln haben keine Variante {', '.join(unknown)}: die Tafel zeigt ihre Namen.")[lang]
    if clashes(rules, sorted(answer)):
        return None
    return texts("Those two can be played together: the checker accepts them.",
                 "Diese beiden gehen zusammen: der Pr\u00fcfer nimmt sie an.")[lang]


def test_young(rules, answer, lang: str) -> Optional[str]:
    """None when the learner's house rule deals HAND cards each and plays ROUNDS rounds in the
    panel's game (4 players, seed 3), else the reason in `lang`."""
    rules, reason = learner_rules(answer, lang, rules)
    if rules is None:
        return reason
    game = play(rules, SEED)
    dealt = sorted({n for e in game.events if e.kind == "deal" for n in Counter(m[2] for m in e.moves).values()})
    rounds = sum(e.kind == "round_start" for e in game.events)
    if dealt != [HAND]:
        got = ", ".join(map(str, dealt))
        return texts(f"With your house rule each player gets {got} cards in the deal; the test wants {HAND}.",
                     f"Mit deiner Hausregel bekommt jeder beim Austeilen {got} Karten; der Test will {HAND}.")[lang]
    if rounds != ROUNDS:
        return texts(f"With your house rule the game has {rounds} rounds; the test wants {ROUNDS}.",
                     f"Mit deiner Hausregel hat das Spiel {rounds} Runden; der Test will {ROUNDS}.")[lang]
    return None


def build(rules=None) -> List[Exercise]:
    """Exercises 4a-4c on `rules` (default: the shipped rules.mm)."""
    src = Source(rules)
    return [
        Exercise(
            "4a", "run",
            texts("Tick `quick_game`: how many turns does the game last now?",
                  "Kreuze `quick_game` an: Wie viele Z\u00fcge dauert die Partie jetzt?"),
            WHOLE, lambda: variant_turns(src(), "quick_game"),
            Hint(texts("The panel's sentence and table give the turns of the game with the variant; the variant "
                       "replaces only the game's `rounds:` line.",
                       "Satz und Tabelle der Tafel nennen die Z\u00fcge der Partie mit der Variante; die Variante "
                       "ersetzt nur die Zeile `rounds:` des Spiels."),
                 places(src, lambda r: r.variants["quick_game"].span, lambda r: r.game.where("rounds")))),
        Exercise(
            "4b", "investigate",
            texts("Which two variants cannot be switched on together? Tick pairs in the panel; answer with "
                  "their names, such as [\"italian_ant\", \"quick_game\"].",
                  "Welche zwei Varianten kann man nicht zusammen einschalten? Kreuze Paare in der Tafel an; "
                  "antworte mit ihren Namen, etwa [\"italian_ant\", \"quick_game\"]."),
            texts("a list of two variant names", "eine Liste mit zwei Namen von Varianten"),
            lambda: clashing_pairs(src()),
            Hint(texts("Two variants clash when both replace the same part of a rule differently: several "
                       "variants replace the `if right:` lines of \"Caught!\".",
                       "Zwei Varianten vertragen sich nicht, wenn beide denselben Teil einer Regel verschieden "
                       "ersetzen: mehrere Varianten ersetzen die Zeilen `if right:` von \u201eErwischt!\u201c."),
                 places(src, lambda r: r.accusations["caught"].span)),
            test=lambda answer, lang: test_clash(src(), answer, lang), form=NAMES),
        Exercise(
            "4c", "make",
            texts(f"Make a house rule for young players: a `variant` under which each player gets {HAND} cards "
                  f"and the game has {ROUNDS} rounds. The test plays the panel's game (seed 3) with it and "
                  f"counts the cards dealt and the rounds. Write it as a text: answer_4c = '''variant ...'''.",
                  f"Schreib eine Hausregel f\u00fcr junge Spieler: eine `variant`, bei der jeder {HAND} Karten "
                  f"bekommt und das Spiel {ROUNDS} Runden hat. Der Test spielt damit die Partie der Tafel "
                  f"(Startwert 3) und z\u00e4hlt die ausgeteilten Karten und die Runden. Schreib sie als Text: "
                  f"answer_4c = '''variant ...'''."),
            TEXT, lambda: YOUNG,
            Hint(texts("A variant may set a `define` to another number and replace a line of the game's "
                       "header, as `quick_game` does; the deal uses `hand_size`.",
                       "Eine Variante kann ein `define` auf eine andere Zahl setzen und eine Zeile im Kopf des "
                       "Spiels ersetzen, wie `quick_game` es tut; beim Austeilen z\u00e4hlt `hand_size`."),
                 places(src, lambda r: r.defines["hand_size"].span, lambda r: r.variants["quick_game"].span)),
            test=lambda answer, lang: test_young(src(), answer, lang), form=LINES),
    ]
