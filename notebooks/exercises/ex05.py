"""The exercises of notebook 05 (write your own card): where the checker points, a card of the
learner's own that must pass a given test, and the beetle changed."""

from __future__ import annotations

from typing import List, Optional

from mogel.play.scenario import Scenario
from mogel.widgets import RulesEditor
from mogel.widgets.editor_text import STARTERS
from mogel.widgets.exercises import Exercise, Hint

from .common import (LINE, LONGER, QUOTED, TEXT, Source, cards, compared, face, fitting, learner_rules, others_hold,
                     places, playable, texts)

SEED = 2              # RulesEditor(seed=2), the editor of notebook 05
DRAWN = 2             # 5b: the frog makes its player draw this many cards
MISTAKE = ("draws", "drawz")
ONE, TWO = "draws 1 card from draw", "draws 2 cards from draw"    # 5c: the beetle changed

FROG = f'''variant frogs:
    description: "five frogs join the deck"
    card frog:
        name: en "frog", de "Frosch"
        tags: action
        penalty: 5
        on play:
            active draws {DRAWN} cards from draw
    deck:
        frog:       1  1  1  1  1
        total: 76
'''


def mistake_line(rules) -> int:
    """The line of the editor's starter text at which the checker points when `draws` is
    misspelt `drawz` (in the learner's own line numbers)."""
    editor = RulesEditor(text=STARTERS["en"].replace(*MISTAKE), base=rules.source, file=rules.file)
    first = next(d for d in editor.diagnostics if d.severity == "error")
    return first.span.line - editor.offset


def draws_line(rules) -> int:
    """A line of the turn's rules where a player draws (the word spelt right)."""
    lines = rules.source.splitlines()
    turn = rules.turn.span
    return next(n for n in range(turn.line, turn.end_line + 1) if f" {MISTAKE[0]} " in lines[n - 1])


def in_rules_mm(rules) -> list:
    """5a's near miss: the line of rules.mm its hint names, with its own reason (the question
    asks for a line of the learner's text)."""
    line = draws_line(rules)
    return [(line, texts(f"Not yet: line {line} is a line of rules.mm, where the word is spelt right. The question "
                         "asks for the line of *your* text: read the place at the start of the message under the "
                         "editor.",
                         f"Noch nicht: Zeile {line} ist eine Zeile von rules.mm, wo das Wort richtig steht. Gefragt "
                         "ist die Zeile *deines* Textes: Lies die Stelle am Anfang der Meldung unter dem Editor."))]


def test_frog(rules, answer, lang: str) -> Optional[str]:
    """None when the learner's rules have a card `frog` that makes its player draw DRAWN cards:
    Ada holds a frog and a number card that does not fit (of the top card's value) and plays
    the frog, her only card that fits; she must then hold 1 + DRAWN cards."""
    mine, reason = learner_rules(answer, lang, rules)
    if mine is None:
        return reason
    if "frog" not in mine.cards:
        return texts("Your rules have no card `frog` yet (`card frog:` inside your variant).",
                     "Deine Regeln haben noch keine Karte `frog` (`card frog:` in deiner Variante).")[lang]
    table = Scenario(mine, players=3)
    frog = face(table, "frog")
    top = fitting(mine, frog)
    card = table.hand(0, frog, top)[0]
    others_hold(table)
    table.pile("draw", *(face(table, "number", v) for v in (1, 2, 3, 4, 5)))
    table.pile("discard", top)
    table.role("guard", 1)
    if not playable(table, card, table.turn(0)):
        return texts(f"Ada could not play her frog on a {top}.", f"Ada konnte ihren Frosch nicht auf eine {top} "
                     "spielen.")[lang]
    held = len(table.view(0).hand)
    if held != 1 + DRAWN:
        return texts(f"After Ada played the frog she holds {cards(held)['en']}; the test wants {1 + DRAWN} "
                     f"(her number card and the {DRAWN} she draws).",
                     f"Nachdem Ada den Frosch gespielt hat, hat sie {cards(held)['de']}; der Test will {1 + DRAWN} "
                     f"(ihre Zahlenkarte und die {DRAWN}, die sie zieht).")[lang]
    return None


def game_length(rules, text: str) -> int:
    """The number of events the editor's viewer shows ("event 1 of N") for a game with `text`."""
    editor = RulesEditor(text=text, seed=SEED, base=rules.source, file=rules.file)
    editor.play_game()
    return len(editor.viewer.timeline_for(None))


def beetle_change(rules):
    """How the editor's game (seed 2) changes when the beetle makes each other player draw 2."""
    starter = STARTERS["en"]
    return compared(game_length(rules, starter), game_length(rules, starter.replace(ONE, TWO)), LONGER)


def build(rules=None) -> List[Exercise]:
    """Exercises 5a-5c on `rules` (default: the shipped rules.mm)."""
    src = Source(rules)
    return [
        Exercise(
            "5a", "investigate",
            texts("In the starter text, write `drawz` instead of `draws`. At which line of your text does the "
                  "checker point?",
                  "Schreib im Anfangstext `drawz` statt `draws`. Auf welche Zeile deines Textes zeigt der "
                  "Pr\u00fcfer?"),
            LINE, lambda: mistake_line(src()),
            Hint(texts("The message starts with the place: \"line N, column M\" of your text, counted from its "
                       "first line (a comment counts too). The word is spelt right in this rule of rules.mm.",
                       "Die Meldung beginnt mit der Stelle: \u201eZeile N, Spalte M\u201c deines Textes, gez\u00e4hlt "
                       "ab seiner ersten Zeile (auch ein Kommentar z\u00e4hlt). Richtig geschrieben steht das "
                       "Wort in dieser Regel von rules.mm."),
                 places(src, draws_line)),
            near=lambda: in_rules_mm(src())),
        Exercise(
            "5b", "make",
            texts(f"Make a card `frog`: when a frog is played, the player who played it draws {DRAWN} cards from "
                  "the draw pile. Put it in a variant with a deck row, as the beetle is. The test: Ada holds a "
                  f"frog and a number card that does not fit, and plays the frog; then she must hold {1 + DRAWN} "
                  "cards. Answer with your text: answer_5b = editor.text.value.",
                  f"Erfinde eine Karte `frog` (Frosch): Wird ein Frosch gespielt, zieht der Spieler, der ihn "
                  f"gespielt hat, {DRAWN} Karten vom Nachziehstapel. Schreib sie in eine Variante mit einer "
                  "Zeile f\u00fcr den Kartensatz, wie den K\u00e4fer. Der Test: Ada hat einen Frosch und eine "
                  f"Zahlenkarte, die nicht passt, und spielt den Frosch; danach muss sie {1 + DRAWN} Karten "
                  "haben. Antworte mit deinem Text: answer_5b = editor.text.value."),
            TEXT, lambda: FROG,
            Hint(texts("Start from the beetle: rename it, and change its `on play` line so that the active "
                       "player draws; the turn in rules.mm shows how a player draws a card.",
                       "Fang beim K\u00e4fer an: benenne ihn um und \u00e4ndere seine Zeile unter `on play`, sodass "
                       "der aktive Spieler zieht; wie ein Spieler eine Karte zieht, zeigt der Zug in rules.mm."),
                 places(src, draws_line)),
            test=lambda answer, lang: test_frog(src(), answer, lang), form="editor.text.value"),
        Exercise(
            "5c", "modify",
            texts("Change the beetle so that each other player draws 2 cards instead of 1 "
                  f"(`{TWO}`). First predict: will the game with your card (seed 2) be longer or shorter? "
                  "Then press **Play a game with my card** and compare the number of events in the viewer's "
                  "title (\"event 1 of N\") with the game of the beetle as it was.",
                  "\u00c4ndere den K\u00e4fer so, dass jeder andere Spieler 2 Karten statt 1 zieht "
                  f"(`{TWO}`). Sag zuerst voraus: Wird die Partie mit deiner Karte (Startwert 2) l\u00e4nger "
                  "oder k\u00fcrzer? Dann dr\u00fccke **Eine Partie mit meiner Karte spielen** und vergleiche "
                  "die Zahl der Ereignisse im Titel des Viewers (\u201eEreignis 1 von N\u201c) mit der Partie "
                  "des K\u00e4fers, wie er war."),
            texts("\"longer\", \"shorter\" or \"as long\"", "\"l\u00e4nger\", \"k\u00fcrzer\" oder \"gleich lang\""),
            lambda: beetle_change(src()),
            Hint(texts("More cards in the hands: a round ends only when a hand is empty. Play both games and "
                       "read N in each viewer's title.",
                       "Mehr Karten auf den H\u00e4nden: Eine Runde endet erst, wenn eine Hand leer ist. Spiel "
                       "beide Partien und lies N im Titel jedes Viewers ab."),
                 places(src, lambda r: r.round.where("ends_when"))),
            form=QUOTED),
    ]
