"""Public effects decided by hidden cards (mogel/check/public.py, docs/language.md section 17):
who takes the first turn, who goes next, who scores, whether an `if` whose block does something
is told to every seat, so a value a seat cannot see must not decide it (the warning
`leaks_hidden`), through the public interface (mogel.check_source, `mogel check`).  The four
ways of trial 24 (broken/51-54: `first:`, `goes next`, `if ...: scores`, `set`) all warn."""

from __future__ import annotations

import subprocess
import sys

import pytest

import mogel

BASE = """game tiny:
    players: 2 to 4
    rounds: 1
    winner: highest score
attribute colour:
    values: red
card two:
    penalty: 1
deck:
    values: 1 to 6
    red: 2 each
    two: 4 cards
zone draw:
    shared, seen by nobody
zone discard:
    shared, top seen by all
zone hand:
    per player, seen by owner
variable passes = 0, reset each round
define holds_two(p) = any(hand of p where card is two)
round:
    starter: oldest
    setup:
        move all cards to draw
        shuffle draw
        deal 3 cards from draw to hand
        move 1 card from draw to discard
    first: starter
    ends when: any(players where empty(hand of player))
    checked: after each turn   # what the turn scores after its move always counts (lost_after_move)
    scoring:
        each player scores sum(hand of player, card.penalty)
turn:
    active may play 1 card from hand onto discard
    otherwise active draws 1 card from draw
"""
TURN = "    otherwise active draws 1 card from draw\n"
OWNER = "the face of a card in 'hand', which only its owner sees"
REST = ": the rules give that card away; decide it by what every player sees, or by a choice ('active chooses ...')"


def game(*lines: str, first: str = "starter", level: str = "", turn: str = "") -> str:
    """BASE with `lines` at the end of the turn, `first:` as given, `level` lines in the round
    and `turn` as the turn's first line."""
    text = BASE.replace(TURN, TURN + "".join(f"    {line}\n" for line in lines), 1)
    text = text.replace("    first: starter\n", f"    first: {first}\n" + "".join(f"    {x}\n" for x in level.split("|") if x))
    return text.replace("turn:\n", f"turn:\n    {turn}\n", 1) if turn else text


def told(text: str):
    """(line, severity, message) of each diagnostic of `text`."""
    rules, diagnostics = mogel.check_source(text, "tiny.mm")
    return [(d.span.line, d.severity, d.message) for d in diagnostics]


def line_of(text: str, snippet: str) -> int:
    return text[:text.rindex(snippet)].count("\n") + 1


def message(effect: str, through: str = "") -> str:
    return f"every player is told {effect}, and it is worked out from {OWNER}{through}{REST}"


WHO_HOLDS = "first(players where holds_two(player))"
WARNED = [
    ("first", dict(first=WHO_HOLDS), "first:", "who takes the first turn of each 'round' ('first:')",
     "in the block of level 'round'"),
    ("goes-next", dict(lines=[f"{WHO_HOLDS} goes next"]), "goes next", "who goes next", "as the first line of 'turn:'"),
    ("if-scores", dict(lines=["if holds_two(left of active):", "    active scores 1"]), "if holds_two",
     "whether this 'if' holds (what its block does is told)", "as the first line of this 'if''s block"),
    ("each-where", dict(lines=["each player where holds_two(player) draws 1 card from draw"]), "each player where",
     "who does this", "as the first line of 'turn:'"),
    ("how-many", dict(lines=["active draws count(hand of left of active where card is two) cards from draw"]),
     "active draws count", "how many cards, points or turns this is", "as the first line of 'turn:'"),
    ("repeat-until", dict(lines=["repeat until holds_two(active):", "    active draws 1 card from draw"]),
     "repeat until", "how often this 'repeat' runs (what its block does is told)", "as the first line of 'turn:'"),
]


@pytest.mark.parametrize("kwargs, snippet, effect, place", [pytest.param(*c[1:], id=c[0]) for c in WARNED])
def test_a_public_effect_decided_by_a_hidden_card_is_warned(kwargs, snippet, effect, place):
    text = game(*kwargs.get("lines", ()), first=kwargs.get("first", "starter"))
    line = line_of(text, snippet)
    through = f" (read at tiny.mm:{line_of(text, 'define holds_two')}:43)"
    expected = [(line, "warning", message(effect, "" if "count" in snippet else through) +
                 f" [write 'expect warning: leaks_hidden' {place} if the rulebook makes it public]")]
    assert told(text) == expected


ACKNOWLEDGED = [
    ("first-by-its-level", dict(first=WHO_HOLDS, level="expect warning: leaks_hidden   # the 3 of clubs leads")),
    ("goes-next-by-the-turn", dict(lines=[f"{WHO_HOLDS} goes next"], turn="expect warning: leaks_hidden")),
    ("if-by-its-block", dict(lines=["if holds_two(left of active):", "    expect warning: leaks_hidden",
                                    "    active scores 1"])),
]


@pytest.mark.parametrize("kwargs", [pytest.param(c[1], id=c[0]) for c in ACKNOWLEDGED])
def test_expect_warning_makes_it_a_note(kwargs):
    [(_, severity, said)] = told(game(*kwargs.get("lines", ()), first=kwargs.get("first", "starter"),
                                      level=kwargs.get("level", ""), turn=kwargs.get("turn", "")))
    assert severity == "note" and said.endswith("(expected: 'expect warning: leaks_hidden')")


NOT_WARNED = [
    ("an-if-that-only-binds-lets", ["if holds_two(left of active):", "    let x = 1"]),
    ("what-every-seat-sees", ["if (top of discard).value = 3:", "    active scores 1"]),
    ("how-many-cards-a-hand-holds", ["if size(hand of left of active) > 2:", "    active scores 1"]),
    ("a-choice", ["let p = active chooses a player", "p goes next"]),
]


@pytest.mark.parametrize("lines", [pytest.param(c[1], id=c[0]) for c in NOT_WARNED])
def test_what_tells_no_hidden_face_is_not_warned(lines):
    assert told(game(*lines)) == []


def test_the_scoring_counts_in_the_open():
    """BASE's `scoring:` scores the penalty of each hand: the count a rulebook makes at the end."""
    assert told(BASE) == []


SCORING = "    scoring:\n        each player scores sum(hand of player, card.penalty)\n"
COUNT_UP = ["for each player:", "    if holds_two(left of player):", "        player scores 1"]


def block(lines, indent: int) -> str:
    return "".join(" " * indent + line + "\n" for line in lines)


def test_a_procedure_done_from_the_scoring_counts_in_the_open_as_the_scoring_itself():
    """A `do NAME` runs NAME's statements as if written in its place (10.16): the same statements
    in `scoring:` and in a procedure done from it are told alike (until session 25 the procedure's
    were warned, trial 25's item 9), through another procedure too."""
    inline = BASE.replace(SCORING, SCORING + block(COUNT_UP, 8), 1)
    assert told(inline) == []
    procedure = "procedure count_up:\n" + block(COUNT_UP, 4)
    for do, more in (("do count_up", ""), ("do outer", "procedure outer:\n    do count_up\n")):
        assert told(BASE.replace(SCORING, SCORING + f"        {do}\n", 1) + procedure + more) == [], do


def test_a_procedure_done_from_a_turn_too_is_warned_there():
    text = game("do count_up").replace(SCORING, SCORING + "        do count_up\n", 1)
    text += "procedure count_up:\n" + block(COUNT_UP, 4)
    assert [(line, severity) for line, severity, _ in told(text)] == [(line_of(text, "if holds_two"), "warning")]


def test_an_unknown_code_in_a_level_a_turn_or_an_if_is_an_error():
    text = game("if holds_two(left of active):", "    expect warning: leaks_hiden", "    active scores 1",
                level="expect warning: leak_hidden", turn="expect warning: stuck")
    errors = [(line, said) for line, severity, said in told(text) if severity == "error"]
    assert [line for line, _ in errors] == sorted([line_of(text, "expect warning: leak_hidden"),
                                                  line_of(text, "expect warning: stuck"),
                                                  line_of(text, "expect warning: leaks_hiden")])
    assert [said for _, said in errors] == sorted([
        "unknown warning 'leak_hidden' (did you mean 'leaks_hidden'?): the codes are leaks_hidden, nobody_holds, ends_when_false, lost_after_move, constant_if, let_hides, branch_let, others_in_each, deal_short, hides_nothing, nobody_chooses",
        "unknown warning 'stuck': the codes are leaks_hidden, turn_never_played, constant_if, let_hides, branch_let, others_in_each, deal_short, hides_nothing, nobody_chooses",
        "unknown warning 'leaks_hiden' (did you mean 'leaks_hidden'?): the codes are leaks_hidden, constant_if, let_hides, branch_let, others_in_each, deal_short, hides_nothing, nobody_chooses"],
        key=lambda said: {"leak_": 0, "stuck": 1, "leaks": 2}[said.split("'")[1][:5]])


def test_in_german_and_from_the_command_line(tmp_path):
    text = game(f"{WHO_HOLDS} goes next")
    _, [found] = mogel.check_source(text, "tiny.mm")
    assert found.render("de").splitlines()[0].endswith(
        "Warnung: allen wird gesagt, wer als Nächstes dran ist, und das wird bestimmt aus der Vorderseite einer Karte "
        f"in 'hand', die nur ihr Besitzer sieht (gelesen bei tiny.mm:{line_of(text, 'define holds_two')}:43): die "
        "Regeln verraten diese Karte; entscheide es nach dem, was alle sehen, oder durch eine Wahl ('active chooses "
        "...') [schreib 'expect warning: leaks_hidden' als erste Zeile von 'turn:', wenn die Spielregel das "
        "öffentlich macht]")
    path = tmp_path / "tiny.mm"
    path.write_text(text, encoding="utf-8")
    run = subprocess.run([sys.executable, "-m", "mogel", "check", str(path)], capture_output=True, text=True)
    assert run.returncode == 0 and "warning: every player is told who goes next" in run.stdout + run.stderr
