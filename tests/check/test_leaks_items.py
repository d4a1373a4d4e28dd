"""What an item decides a player is offered or asked must not read a card that player cannot see
(the warning `leaks_hidden`, mogel/check/offers.py `Offers.found`; docs/language.md sections 5,
11, 12 and 17), through the public interface (mogel.check_source, `mogel check`):

* a card's `cannot be played unless` / `cannot be given unless`: whether the card is offered
  (and the terminal's "Not offered: ... because" line) tells its player the condition;
* a cheat's `by:` and `only if:`: being offered the covert move tells the cheater;
* an accusation's `by:`: being asked tells the player asked.

Each reads the hand of the player's left neighbour (warned) or its own hand, the pile all see,
a card's own face (fine).  The item's `expect warning: leaks_hidden` makes the warning a note
(until session 25 none of these was warned: trial 25's items 3, 4 and 5)."""

from __future__ import annotations

import subprocess
import sys

import pytest

import mogel
from tests.check.test_leaks_told import BASE, at

OWNER = "the face of a card in 'hand', which only its owner sees"
LEFT = "any(hand of left of player where card.value > 5)"


def told(text: str, language: str = "en"):
    """(line, column, severity, message) of each diagnostic of `text`."""
    _, diagnostics = mogel.check_source(text, "tiny.mm")
    out = []
    for d in diagnostics:
        line = d.render(language).splitlines()[0].split(": ", 1)[1]
        word = {"warning": "Warnung", "note": "Hinweis"}.get(d.severity, "") if language == "de" else d.severity
        out.append((d.span.line, d.span.column, d.severity, line.removeprefix(f"{word}: ")))
    return out


def card(condition: str, verb: str = "played", expect: str = "") -> str:
    """BASE with the card kind `gift` barred unless `condition`."""
    extra = f"    cannot be {verb} unless {condition}\n" + (f"    {expect}\n" if expect else "")
    return BASE.replace("card gift:\n    penalty: 1\n", "card gift:\n    penalty: 1\n" + extra, 1)


CHEAT = """zone hidden:
    per player, seen by owner
cheat hide:
    by: {by}
    moves: 1 card from hand to hidden
    only if: {only}
{expect}accusation caught:
    of: hide
    by: left of active
    if right: accused scores -1
    if wrong: accuser scores -1
"""

CLAIM = """claim low:
    holds: card.value < 4
accusation doubt:
    of: low
    by: {by}
    when: after each claim
    if right: accused scores -1
    if wrong: accuser scores -1
{expect}"""
PLAY_CLAIMING = "    active may play 1 card from hand onto discard\n"


def cheat(by: str = "players", only: str = "true", expect: str = "") -> str:
    return BASE + CHEAT.format(by=by, only=only, expect=f"    {expect}\n" if expect else "")


def accusation(by: str, expect: str = "") -> str:
    text = BASE.replace(PLAY_CLAIMING, "    active may play 1 card from hand onto discard face down claiming low\n"
                        + PLAY_CLAIMING, 1)
    return text + CLAIM.format(by=by, expect=f"    {expect}\n" if expect else "")


def unless(name: str, verb: str) -> str:
    return (f"card '{name}' may be {verb} only when this holds, and it depends on {OWNER}: whether it is offered "
            f"tells its player, and the card picked tells the table, something about that card; test the card and "
            f"what its player sees [write 'expect warning: leaks_hidden' in the block of card '{name}' if that is "
            f"meant]")


@pytest.mark.parametrize("verb", ["played", "given"])
def test_a_cards_unless_that_reads_another_players_hand_is_warned(verb):
    text = card(LEFT, verb)
    assert told(text) == [(*at(text, "card.value > 5"), "warning", unless("gift", verb))]


@pytest.mark.parametrize("condition", ["any(hand of player where card is gift)", "(top of discard).value > 3",
                                       "card.value > 3", "size(hand of left of player) > 2"])
def test_a_cards_unless_that_reads_what_its_player_sees_is_fine(condition):
    assert told(card(condition)) == []


def test_the_cards_block_acknowledges_its_unless():
    text = card(LEFT, expect="expect warning: leaks_hidden")
    [(line, column, severity, message)] = told(text)
    assert (line, column, severity) == (*at(text, "card.value > 5"), "note")
    assert message.startswith("card 'gift' may be played only when this holds")


def test_a_cheats_only_if_and_by_that_read_another_players_hand_are_warned():
    text = cheat(only=LEFT)
    [(line, column, severity, message)] = told(text)
    assert (line, column, severity) == (*at(text, "card.value > 5"), "warning")
    assert message == (f"the covert move 'hide' is offered only when this holds, and it depends on {OWNER}: whether a "
                       "player is offered it gives that card away to that player; test what the cheater sees (its own "
                       "zones, what all see) [write 'expect warning: leaks_hidden' in the block of cheat 'hide' if "
                       "that is meant]")
    text = cheat(by=f"players where {LEFT}")
    assert [row[:3] for row in told(text)] == [(*at(text, "card.value > 5"), "warning")]


def test_a_cheat_that_reads_what_the_cheater_sees_is_fine_and_its_block_acknowledges_a_leak():
    assert told(cheat(by="players where any(hand of player where card is gift)",
                      only="size(hand of player) >= 2 and not card is gift")) == []
    assert [row[2] for row in told(cheat(only=LEFT, expect="expect warning: leaks_hidden"))] == ["note"]


def test_an_accusations_by_that_reads_another_players_hand_is_warned():
    text = accusation(f"others where {LEFT}")
    assert told(text) == [(*at(text, "card.value > 5"), "warning", (
        f"who is asked to make the accusation 'doubt' is worked out from {OWNER}: being asked gives that card away "
        "to the player asked; let players accuse by what they see [write 'expect warning: leaks_hidden' in the "
        "block of accusation 'doubt' if that is meant]"))]
    assert told(accusation("others where any(hand of player where card is gift)")) == []
    assert [row[2] for row in told(accusation(f"others where {LEFT}", "expect warning: leaks_hidden"))] == ["note"]


def test_an_unknown_code_in_a_cheats_or_accusations_block_is_an_error():
    [(_, _, severity, message)] = told(accusation("others", "expect warning: leak_hidden"))
    assert severity == "error" and message.startswith("unknown warning 'leak_hidden' (did you mean 'leaks_hidden'?)")


def test_the_warnings_in_german():
    assert told(card(LEFT), "de")[0][3].startswith(
        "die Karte 'gift' darf nur gespielt werden, wenn das gilt, und das hängt ab von der Vorderseite einer Karte "
        "in 'hand', die nur ihr Besitzer sieht: ob sie angeboten wird, verrät ihrem Spieler")
    assert told(cheat(only=LEFT), "de")[0][3].startswith("der heimliche Zug 'hide' wird nur angeboten, wenn das gilt")
    assert told(accusation(f"others where {LEFT}"), "de")[0][3].endswith(
        "[schreib 'expect warning: leaks_hidden' in den Block der Anschuldigung 'doubt', wenn das so gemeint ist]")


def test_mogel_check_prints_the_warning_and_still_says_ok(tmp_path):
    path = tmp_path / "tiny.mm"
    path.write_text(card(LEFT), encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "mogel", "check", str(path)], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert "warning: card 'gift' may be played only when this holds" in done.stdout
    assert done.stdout.rstrip().endswith("ok")
