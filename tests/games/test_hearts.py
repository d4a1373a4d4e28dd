"""Hearts as a new user wrote it from their rulebook (tests/games/hearts.mm), its numbers named by
value lines in `deck:` (`14: en "ace", de "Ass", icon "A"`, docs/language.md section 6): ace high
is `card.value` 14 in every comparison, yet the narration, the log's texts and the widgets' faces
say "the ace of hearts" / "Herz-Ass".  Whole games through `mogel play` (with `--log`) and
`mogel.Game`, and the checker's messages about value lines (English and German, with their place).

Seats: 0 = Ada, 1 = Bo, 2 = Cy, 3 = Di.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

import mogel
from mogel.cli.commands import main

HERE = Path(__file__).resolve().parent
TEXT = (HERE / "hearts.mm").read_text(encoding="utf-8")
NAMED = {11: "jack", 12: "queen", 13: "king", 14: "ace"}
GERMAN = {11: "Bube", 12: "Dame", 13: "König", 14: "Ass"}
SUITS_DE = {"clubs": "Kreuz", "diamonds": "Karo", "spades": "Pik", "hearts": "Herz"}


def played(seed: int) -> mogel.Game:
    rules = mogel.load_rules(text=TEXT, file="hearts.mm")
    return mogel.Game(rules, [mogel.RandomBot() for _ in range(4)], seed=seed).play()


def faces(game: mogel.Game):
    """{card id: (value, suit)} of the game's deck."""
    deck = game.program.deck
    return {card: (deck.values[card], deck.attributes_of(card)["suit"]) for card in range(len(deck))}


@pytest.mark.parametrize("seed", [0, 5])
def test_every_play_names_the_card_by_its_value_name(seed):
    game = played(seed)
    cards = faces(game)
    plays = [ev for ev in game.events if ev.kind == "play"]
    english = [line for line in game.narration() if " plays " in line]
    german = [line for line in game.narration(lang="de") if " spielt " in line]
    assert len(plays) == len(english) == len(german) > 52
    for ev, en, de in zip(plays, english, german):
        value, suit = cards[ev.moves[0][0]]
        assert en.endswith(f" plays the {NAMED.get(value, value)} of {suit}."), en
        assert de.endswith(f" spielt {SUITS_DE[suit]}-{GERMAN.get(value, value)}."), de
    assert {cards[ev.moves[0][0]][0] for ev in plays} >= set(NAMED)
    assert not any(re.search(r"\b1[1-4]\b", line) for line in english + german)


def logged(tmp_path, monkeypatch, capsys, *args):
    """`mogel play hearts.mm --seed 2 --log FILE ...`: (what it printed, the log's lines as dicts)."""
    monkeypatch.chdir(HERE)
    log = tmp_path / "hearts.jsonl"
    assert main(["play", "hearts.mm", "--seed", "2", "--log", str(log), *args]) == 0
    printed = capsys.readouterr().out
    return printed, [json.loads(line) for line in log.read_text(encoding="utf-8").splitlines()]


def test_the_cli_and_the_log_tell_names_and_keep_numbers(tmp_path, monkeypatch, capsys):
    printed, lines = logged(tmp_path, monkeypatch, capsys)
    assert sorted({c["value"] for c in lines[0]["cards"]}) == list(range(2, 15))   # the log keeps the numbers
    texts = [line.get("text", "") for line in lines if line["type"] == "event"]
    assert any(re.fullmatch(r"(Ada|Bo|Cy|Di) plays the ace of (clubs|diamonds|spades|hearts)\.", t) for t in texts)
    assert any(re.fullmatch(r"(Ada|Bo|Cy|Di) plays the 10 of (clubs|diamonds|spades|hearts)\.", t) for t in texts)
    assert "plays the queen of spades." in printed
    printed, lines = logged(tmp_path, monkeypatch, capsys, "--lang", "de")
    assert "spielt Pik-Dame." in printed
    assert any(line.get("text", "").endswith("-Ass.") for line in lines)


def test_ace_high_still_wins_the_trick_by_its_number(tmp_path, monkeypatch, capsys):
    """Every trick goes to the highest card of the suit led: the ace (14) over the king (13) and
    the 2 -- `card.value` compares as a number, whatever it is called."""
    _, lines = logged(tmp_path, monkeypatch, capsys)
    face = {c["id"]: (c["value"], c["suit"]) for c in lines[0]["cards"]}
    trick, tricks, aces = [], 0, 0
    for ev in (line for line in lines if line["type"] == "event"):
        if ev["kind"] == "play":
            trick.append((ev["seat"], *face[ev["moves"][0]["card"]]))
        elif ev["kind"] == "gather" and trick and ev["moves"][0]["to"]["zone"] == "taken":
            led = trick[0][2]
            best, winner = max((value, seat) for seat, value, suit in trick if suit == led)
            assert ev["moves"][0]["to"]["owner"] == winner, trick
            trick, tricks, aces = [], tricks + 1, aces + (best == 14)
    assert tricks >= 13 and aces >= 1


def test_a_widget_face_shows_the_value_icon_and_the_name():
    pytest.importorskip("ipywidgets")
    from mogel.widgets.faces import card_face

    game = played(1)
    ace = next(c for c, face in faces(game).items() if face == (14, "hearts"))
    seven = next(c for c, face in faces(game).items() if face == (7, "spades"))
    assert card_face(game.program, ace, "en")[:2] == ("hearts 14", "A")
    assert card_face(game.program, ace, "en").label == "the ace of hearts"
    assert card_face(game.program, ace, "de").label == "Herz-Ass"
    assert card_face(game.program, seven, "en")[1] == "7"
    assert card_face(game.program, seven, "en").label == "the 7 of spades"


def errors(text: str, lang: str):
    """The errors of a rules text as `LINE:COL: message` in `lang`."""
    _, problems = mogel.check_source(text, "hearts.mm")
    return [f"{p.span.line}:{p.span.column}: {p.text(lang)}" for p in problems if p.severity == "error"]


ACE = '    14: en "ace", de "Ass", icon "A"'
COLUMNS = ("    values: 2 to 14\n", "    columns: suit\n")
CASES = [
    ("a number not in values:", ACE, '    15: en "ace", de "Ass"',
     "22:5: 15 is not a value of the deck: its values are 2 to 14",
     "22:5: 15 ist kein Wert des Kartenstapels: seine Werte sind 2 bis 14"),
    ("a number named twice", ACE, ACE + '\n    14: en "one"',
     "23:5: 14 is named twice (first at line 22)", "23:5: 14 ist zweimal benannt (zuerst in Zeile 22)"),
    ("a paint", ACE, ACE + ', paint "#ff0000"',
     "22:39: a number takes no paint: a card is drawn in the paint of its attribute value or of its kind",
     "22:39: eine Zahl hat keine Farbe (paint): eine Karte wird in der Farbe ihres Attributwerts oder ihrer "
     "Kartenart gezeichnet"),
    ("an unknown language", ACE, '    14: en "ace", fr "as"',
     "22:19: names are given for the languages en, de, not 'fr'", None),
    ("an article", ACE, '    14: en "ace", de "Ass" das',
     "22:28: an article is given only after the German name of a card, zone, role or value of an attribute "
     "(the narration puts articles before those): leave it out here", None),
]


@pytest.mark.parametrize("old, new, english, german", [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_value_lines_are_checked(old, new, english, german):
    assert errors(TEXT, "en") == []
    assert old in TEXT
    text = TEXT.replace(old, new, 1)
    assert errors(text, "en")[0] == english
    if german is not None:
        assert errors(text, "de")[0] == german


def test_numbers_to_name_need_numbers():
    """A deck whose columns are suits (tests/attr_rules.py SUITS) has no numbers to name."""
    from attr_rules import SUITS

    text = SUITS.replace("    total: 6\n", '    total: 6\n    1: en "one"\n', 1)
    line = text.splitlines().index('    1: en "one"') + 1
    assert errors(text, "en") == [f"{line}:5: with 'columns: suit' the cards have no numbers to name: name the "
                                  f"suits in 'attribute suit:' (hearts: en \"hearts\")"]
    bare = TEXT.replace("    values: 2 to 14\n", "", 1).replace(" 1 each", " 13 cards")
    assert errors(bare, "en")[0] == "18:5: the deck has no 'values:' for 11 to be one of: give 'values:' first"
