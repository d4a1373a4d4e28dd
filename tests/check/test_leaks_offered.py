"""What a chooser is offered gives away (mogel/check/offers.py, docs/language.md sections 10.2,
10.10 and 17), through the public interface (mogel.check_source, `mogel check`): the `where` of
the cards a player may play or give, and the filter of a chosen player or value, warned
(`leaks_hidden`) where they read a card the chooser cannot see; not where they read the card
offered from the chooser's own hand, the top of a pile every seat sees, the chooser's own zones
or a zone all see.  A card's `expect warning: leaks_hidden` acknowledges those in its blocks, and
that line indented under the statement acknowledges its own anywhere.

The game is that of tests/check/test_leaks_told.py (draw: seen by nobody; discard: top seen by
all; hand: seen by its owner; table: per player, seen by all)."""

from __future__ import annotations

import subprocess
import sys

import pytest

import mogel
from tests.check.test_leaks_told import BASE, NOBODY, OWNER, at, game, told

PLAY = "active may play 1 card from hand where {cond} onto discard"


def gift(line: str, *more: str) -> str:
    """BASE with the gift's `on play:` running `line` (and the card block's lines `more`)."""
    return BASE.replace("    penalty: 1\n", "".join(f"    {part}\n" for part in ("penalty: 1", f"on play: {line}", *more)))


def play(name: str, what: str) -> str:
    return (f"the cards '{name}' may pick are those where this holds, and it depends on {what}: which cards are "
            f"offered tells '{name}', and the card picked tells the table, something about that card; test the cards "
            f"offered and what '{name}' sees, or what only the rules should know after the pick")


def chose(name: str, what: str) -> str:
    return (f"'{name}' may choose those where this holds, and it depends on {what}: which are offered tells "
            f"'{name}', and the answer tells the table, something about that card; offer what '{name}' sees, or "
            f"test what only the rules should know after the choice")


WARNED = [
    ("play-by-a-neighbours-hand", PLAY.format(cond="any(hand of left of active where card is gift)"),
     "card is gift", play("active", OWNER)),
    ("play-by-the-next-draw", PLAY.format(cond="card.value > (top of draw).value"), "(top of draw).value",
     play("active", NOBODY)),
    ("give-by-a-neighbours-hand", "active may give 1 card from hand where gifted(left of active) to left of active",
     "gifted(left of active)", play("active", OWNER + " (read at tiny.mm:{define})")),
    ("a-player-by-their-hand", "let target = active chooses a player where any(hand of player where card is gift)",
     "card is gift", chose("active", OWNER)),
    ("a-chosen-receiver-by-their-hand",
     "active may give 1 card from hand to a chosen player where any(hand of player where card is gift)",
     "card is gift", chose("active", OWNER)),
    ("a-colour-by-a-neighbours-hand",
     "let wished = active chooses a colour where any(hand of left of active where card.colour = colour)",
     "card.colour", chose("active", OWNER)),
    ("a-card-chosen-by-the-next-draw",
     "move 1 card chosen by active from hand of active where card.value > (top of draw).value to discard",
     "(top of draw).value", play("active", NOBODY)),
]


def _define_place(text: str) -> str:
    line, column = at(text, "any(hand of p where card is gift)")
    return f"{line}:{column + len('any(hand of p where ')}"


@pytest.mark.parametrize("line, snippet, message", [pytest.param(*c[1:], id=c[0]) for c in WARNED])
def test_a_where_that_reads_what_the_chooser_cannot_see_is_warned_where_it_is_read(line, snippet, message):
    text = game(line)
    message = message.replace("{define}", _define_place(text))
    assert told(text) == [(*at(text, snippet), "warning", f"{message} [write 'expect warning: leaks_hidden' indented "
                                                           "under this statement if that is meant]")]


FINE = [
    ("the-card-offered-and-the-top-all-see", [PLAY.format(cond="card.colour = (top of discard).colour")]),
    ("the-choosers-own-hand", [PLAY.format(cond="card is gift or not gifted(active)")]),
    ("each-player-their-own", ["for each player:",
                               "    player may play 1 card from hand where card.value > size(hand of player) "
                               "onto discard"]),
    ("a-subject-each-player", ["each player may play 1 card from hand where not gifted(player) onto table"]),
    ("how-many-cards-a-player-holds", ["let target = active chooses a player where size(hand of player) > 2"]),
    ("a-zone-all-see", ["let target = active chooses a player where any(table of player where card is gift)"]),
    ("a-colour-by-the-choosers-hand",
     ["let wished = active chooses a colour where any(hand of active where card.colour = colour)"]),
    ("a-card-chosen-from-the-own-hand",
     ["move 1 card chosen by active from hand of active where card.value > 2 to discard"]),
]


@pytest.mark.parametrize("lines", [pytest.param(c[1], id=c[0]) for c in FINE])
def test_a_where_that_reads_the_card_offered_or_what_the_chooser_sees_is_not_warned(lines):
    text = game(*lines)
    assert told(text) == []


def test_in_a_cards_block_the_card_acknowledges_it():
    line = PLAY.format(cond="gifted(left of active)")
    [(_, _, severity, message)] = told(gift(line))
    assert severity == "warning"
    assert message.endswith("[write 'expect warning: leaks_hidden' in the card block if that is meant]")
    [(_, _, severity, message)] = told(gift(line, "expect warning: leaks_hidden"))
    assert severity == "note"
    assert message.endswith("(expected: 'expect warning: leaks_hidden')")


def test_the_warning_in_german_and_from_the_command_line(tmp_path):
    text = game(WARNED[0][1])
    _, [found] = mogel.check_source(text, "tiny.mm")
    line, column = at(text, "card is gift")
    assert found.render("de").splitlines()[0] == (
        f"tiny.mm:{line}:{column}: Warnung: 'active' darf die Karten nehmen, für die das gilt, und das hängt ab von "
        "der Vorderseite einer Karte in 'hand', die nur ihr Besitzer sieht: welche Karten angeboten werden, verrät "
        "'active', und die genommene Karte dem Tisch, etwas über diese Karte; prüfe die angebotenen Karten und was "
        "'active' sieht, oder was nur die Regeln wissen sollen, nach der Wahl [schreib 'expect warning: leaks_hidden' "
        "eingerückt unter diese Anweisung, wenn das so gemeint ist]")
    path = tmp_path / "tiny.mm"
    path.write_text(text, encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "mogel", "check", str(path)], capture_output=True, text=True)
    assert f"tiny.mm:{line}:{column}: warning: the cards 'active' may pick" in done.stdout + done.stderr


UNDER = "\n        expect warning: leaks_hidden"


@pytest.mark.parametrize("line, snippet, message", [pytest.param(*c[1:], id=c[0]) for c in WARNED])
def test_outside_a_card_the_line_under_the_statement_acknowledges_it(line, snippet, message):
    text = game(line + UNDER)
    message = message.replace("{define}", _define_place(text))
    assert told(text) == [(*at(text, snippet), "note", f"{message} (expected: 'expect warning: leaks_hidden')")]


def test_the_line_under_a_statement_goes_before_otherwise_and_in_a_card_too():
    line = PLAY.format(cond="gifted(left of active)")
    text = game(line + UNDER, "otherwise active draws 1 card from draw")
    assert [severity for _, _, severity, _ in told(text)] == ["note"]
    in_a_card = BASE.replace("    penalty: 1\n", f"    penalty: 1\n    on play:\n        {line}{UNDER.replace('    ', '      ')}\n")
    assert "\n            expect warning" in in_a_card
    assert [severity for _, _, severity, _ in told(in_a_card)] == ["note"]


def test_the_mistakes_of_a_line_under_a_statement():
    [*_, (_, _, severity, said)] = told(game(WARNED[3][1] + UNDER.replace("hidden", "hiden")))
    assert severity == "error" and said.startswith("unknown warning 'leaks_hiden' (did you mean 'leaks_hidden'?)")
    with pytest.raises(mogel.RulesError) as err:
        mogel.load_rules(text=game("set wished = 1" + UNDER, extra="variable wished\n"), file="tiny.mm")
    assert "acknowledges what the 'where' of a play" in str(err.value)
    assert "bestätigt, was das 'where' eines Ausspielens" in err.value.diagnostics[0].render("de")
