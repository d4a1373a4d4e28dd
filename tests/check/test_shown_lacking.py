"""A `shown as:` text naming what some card kind lacks (trial22 B7: "Ada draws yellow." for a
Mau-Mau skip under the deck's "{colour} {value}"): warned at the text, in English and German,
through mogel.check_source and `mogel check` (mogel/check/attributes.py `shown_lacking`,
docs/language.md sections 6 and 17); the narration shows why."""

from __future__ import annotations

import pytest

import mogel
from conftest import run_cli
from mogel.check.files import shipped_games

GAME = """game tiny:
    players: 2 to 3
    rounds: 1
    winner: highest score
attribute colour:
    values: red, green
card skip:
    penalty: 1
card joker:
    penalty: 5
deck:
    values: 1 to 4
    red: 1 each
    green: 1 each
    skip red: 2 cards
    skip green: 2 cards
    joker: 2 cards
    shown as: en "{colour} {value}", de "{colour} {value}"
zone draw:
    shared, seen by nobody
zone hand:
    per player, seen by all
round:
    starter: oldest
    setup:
        move all cards to draw
        shuffle draw
        deal 2 cards from draw to hand
    first: starter
    ends when: empty(draw)
turn:
    active draws 1 card from draw
"""
SHOWN = '    shown as: en "{colour} {value}", de "{colour} {value}"\n'


def told(text: str):
    _, found = mogel.check_source(text, "tiny.mm")
    return [(d.span.line, d.span.column, d.severity, d.message) for d in found]


def place(text: str, snippet: str) -> tuple:
    index = text.index(snippet)
    return text.count("\n", 0, index) + 1, index - text.rfind("\n", 0, index)


def test_a_value_some_kind_lacks_is_warned_at_the_decks_text():
    """The skip has a colour but no number: told "red"; the joker has neither: named by its name."""
    assert told(GAME) == [(*place(GAME, 'en "{colour}'), "warning",
                           "'{value}' in \"{colour} {value}\" is told as nothing for the card kind 'skip', with no "
                           "number (dealt as 'N cards'): give each of them a 'shown as:' of its own in its 'card' "
                           "block [write 'expect warning: shown_lacking' in the block of card 'skip' if that is meant]")]
    game = mogel.Game(mogel.load_rules(text=GAME, file="tiny.mm"), ["random"] * 2, seed=3)
    game.play()
    lines = "\n".join(game.narration())
    assert "draws red." in lines or "draws green." in lines   # a skip: what the warning is about


def test_the_kinds_own_text_silences_it_and_its_missing_names_are_warned_too():
    text = GAME.replace("card skip:\n    penalty: 1\n", 'card skip:\n    penalty: 1\n    shown as: en "{colour} skip"\n')
    assert told(text) == []
    text = GAME.replace("card joker:\n    penalty: 5\n",
                        'card joker:\n    penalty: 5\n    shown as: en "{colour} joker"\n').replace(
        "card skip:\n    penalty: 1\n", 'card skip:\n    penalty: 1\n    shown as: en "{colour} skip"\n')
    assert told(text) == [(*place(text, 'en "{colour} joker"'), "warning",
                           "'{colour}' in \"{colour} joker\" is told as nothing for the card kind 'joker', with no "
                           "'colour' in their deck rows: leave it out of this text [write 'expect warning: "
                           "shown_lacking' in the block of card 'joker' if that is meant]")]


def test_in_german_and_from_the_command_line(capsys, tmp_path):
    _, [found] = mogel.check_source(GAME, "tiny.mm")
    line, column = place(GAME, 'en "{colour}')
    assert found.render("de").splitlines()[0] == (
        f"tiny.mm:{line}:{column}: Warnung: '{{value}}' in \"{{colour}} {{value}}\" wird für die Kartenart 'skip' als "
        "nichts erzählt, ohne Zahl (als 'N cards' im Deck): gib jeder davon ein eigenes 'shown as:' in ihrem "
        "'card'-Block [schreib 'expect warning: shown_lacking' in den Block der Karte 'skip', wenn das so gemeint "
        "ist]")
    path = tmp_path / "tiny.mm"
    path.write_text(GAME, encoding="utf-8")
    code, out, err = run_cli(capsys, "check", path)
    assert code == 0
    assert f"tiny.mm:{line}:{column}: warning: '{{value}}' in" in out + err


def test_texts_every_card_fills_are_not_warned():
    assert told(GAME.replace(SHOWN, '    shown as: en "{colour}"\n')) == []
    assert told(GAME.replace("    skip red: 2 cards\n    skip green: 2 cards\n", "").replace(
        "card skip:\n    penalty: 1\n", "")) == []


def test_a_kind_cards_of_no_kind_lack():
    text = GAME.replace(SHOWN, '    shown as: en "{colour} {kind}"\n').replace(
        "card skip:\n    penalty: 1\n", 'card skip:\n    penalty: 1\n    shown as: en "{colour} skip"\n').replace(
        "card joker:\n    penalty: 5\n", 'card joker:\n    penalty: 5\n    shown as: en "joker"\n')
    assert told(text) == [(*place(text, 'en "{colour} {kind}"'), "warning",
                           "'{kind}' in \"{colour} {kind}\" is told as nothing for the cards of no kind, which have "
                           "none: leave it out of this text [shown_lacking]")]


@pytest.mark.parametrize("name", list(shipped_games()))
def test_no_shipped_game_is_warned(name):
    path = shipped_games()[name]
    _, found = mogel.check_source(path.read_text(encoding="utf-8"), path.name)
    assert [d.message for d in found if "is told as nothing" in d.message] == []
