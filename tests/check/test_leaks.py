"""The warning `leaks_hidden` (mogel/check/leaks.py, docs/language.md sections 10.9 and 17): a
variable is public, so a `set` whose value comes from a card some seat cannot see gives that card
away to every seat.  The checker warns at the place the hidden face is read (at the `set`'s value
when a definition or a `let` of another line reads it, naming that place), in English and
German; a variable's block acknowledges it with `expect warning: leaks_hidden` (then a note).
No warning for what every seat sees: a pile seen by all, the top of a pile whose top is seen, a
card played face up where all see it, a card revealed, how many cards a zone holds, a choice.
Each case is a mutation of rules.mm (draw: seen by nobody; discard: top seen by all; hand,
hidden: seen by their owner)."""

from __future__ import annotations

from pathlib import Path

import pytest

import mogel

RULES_TEXT = (Path(__file__).resolve().parents[2] / "rules.mm").read_text(encoding="utf-8")
TURN = "    otherwise active draws 1 card from draw   # \"Du hast keine passende Handkarte? Dann ziehe\"\n"
VARIABLE = "\nvariable seen:\n    reset: each round\n"
STACK = "\nzone stack:\n    per player, seen by all\n"
CHECK = "move all cards from stack of active to discard\n"


def rules_with(*lines: str, extra: str = "", variable: str = VARIABLE) -> str:
    """rules.mm with `lines` at the end of the turn, `extra` and `variable` appended."""
    assert TURN in RULES_TEXT, "rules.mm's turn changed"
    body = "".join(f"    {line}\n" for line in lines)
    return RULES_TEXT.replace(TURN, TURN + body, 1) + variable + extra


def where(text: str, snippet: str) -> tuple:
    """1-based (line, column) of the first occurrence of `snippet` in `text` after `set seen` if
    that is there (else the first in all of it)."""
    index = text.find(snippet, max(text.find("set seen"), 0))
    index = text.index(snippet) if index < 0 else index
    return text.count("\n", 0, index) + 1, index - text.rfind("\n", 0, index)


def leaks(text: str):
    rules, diagnostics = mogel.check_source(text, "rules.mm")
    assert rules is not None, [str(d) for d in diagnostics]
    return [d for d in diagnostics if "leaks_hidden" in d.message]


def message(name: str, what: str, through: str = "") -> str:
    return (f"'{name}' is public: every player is told its value, and this 'set' works it out from {what}{through}: "
            f"the rules give that card away; set it from what every player sees (a card played face up or revealed, "
            f"a pile seen by all) or from a choice ('active chooses ...'), or keep the value in a 'let', which nobody "
            f"is told [write 'expect warning: leaks_hidden' in the block of variable '{name}' if that is meant]")


OWNER = "the face of a card in 'hand', which only its owner sees"
NOBODY = "the face of a card in 'draw', which nobody sees"
TOP = "the faces of cards in 'discard', of which everybody sees only the top card"
DOWN = "the face of a card that may lie face down in 'stack'"

# (id, statements at the end of the turn, extra rules text, snippet the warning stands at, what it says)
WARNED = [
    ("top-of-a-hand", ["set seen = (top of hand of active).value"], "", "(top of hand of active).value", OWNER),
    ("quietly-too", ["quietly set seen = (top of hand of active).value"], "", "(top of hand of active).value", OWNER),
    ("hand-filtered-by-faces", ["set seen = size(hand of active where card is moth)"], "", "card is moth", OWNER),
    ("a-sum-of-faces", ["set seen = sum(hidden of active, card.value)"], "",
     "card.value)\n", "the face of a card in 'hidden', which only its owner sees"),
    ("the-draw-piles-top", ["set seen = (top of draw).value"], "", "(top of draw).value", NOBODY),
    ("below-a-piles-top", ["set seen = count(discard where card.value = 3)"], "", "card.value = 3", TOP),
    ("a-card-kept-by-a-let", ["let c = top of hand of active", "set seen = c.value"], "", "c.value\n", OWNER),
    ("who-holds-a-card", ["set seen = first(players where any(hand of player where card is moth))"], "",
     "card is moth))", OWNER),
    ("face-down", ["active may play 1 card from hand onto stack face down", "set seen = (top of stack of active).value",
                   CHECK], STACK, "(top of stack of active).value", DOWN),
]


@pytest.mark.parametrize("lines, extra, snippet, what", [pytest.param(*c[1:], id=c[0]) for c in WARNED])
def test_a_set_from_a_hidden_face_is_warned_where_the_face_is_read(lines, extra, snippet, what):
    text = rules_with(*lines, extra=extra)
    found = leaks(text)
    assert [(d.span.line, d.span.column, d.severity, d.message) for d in found] == \
        [(*where(text, snippet), "warning", message("seen", what))]


def test_a_face_read_on_another_line_is_named_there():
    """Through a definition (rules.mm's holds_same_number reads the hand) or a `let` of another
    line: the warning stands at the `set`'s value and names where the face is read."""
    text = rules_with("set seen = 1 if holds_same_number(active, top of discard) else 0")
    [found] = [d for d in leaks(text) if not d.message.startswith("with variant")]   # one redefines it
    assert (found.span.line, found.span.column) == where(text, "1 if holds_same_number")
    read = where(text, "c is number and c.value = p.value")
    assert found.message == message("seen", OWNER, f" (read at rules.mm:{read[0]}:{read[1]})")
    text = rules_with("let v = (top of draw).value", "set seen = v")
    [found] = leaks(text)
    read = where(text, "(top of draw).value")
    assert (found.span.line, found.span.column) == where(text, "v\n")
    assert found.message == message("seen", NOBODY, f" (read at rules.mm:{read[0]}:{read[1]})")


# (id, statements at the end of the turn, extra rules text)
TOLD_ANYWAY = [
    ("the-top-of-a-pile-all-see", ["set seen = (top of discard).value"], ""),
    ("how-many-cards-a-hand-holds", ["set seen = size(hand of active) + count(hand of left of active)"], ""),
    ("whether-a-pile-is-empty", ["set seen = 1 if empty(draw) or present(top of draw) else 0"], ""),
    ("a-pile-seen-by-all", ["active may play 1 card from hand onto stack",
                            "set seen = sum(stack of active, card.value)", CHECK], STACK),
    ("a-card-revealed", ["active may play 1 card from hand onto stack face down", "reveal top of stack of active",
                         "set seen = (top of stack of active).value", CHECK], STACK),
    # (whether the `if` holds is told when its block does something: mogel.check.public, test_leaks_decided.py)
    ("a-let-nobody-is-told", ["let c = (top of hand of active).value", "if c > 2:", "    let d = c", "set seen = 3"],
     ""),
    ("a-choice", ["set victim = active may choose a player where player != active and any(hand of active where card is moth)"], ""),
]


@pytest.mark.parametrize("lines, extra", [pytest.param(*c[1:], id=c[0]) for c in TOLD_ANYWAY])
def test_a_set_from_what_every_seat_sees_is_not_warned(lines, extra):
    assert leaks(rules_with(*lines, extra=extra, variable=VARIABLE + "\nvariable victim\n")) == []


def test_a_card_just_played_is_told_when_every_play_is_seen():
    """rules.mm plays onto the discard pile, whose top all see: `played` tells nothing.  A play from
    a hand into another zone only its owner sees is seen by nobody else: then it does."""
    on_play = "    on play:                            # moths are never given: see `cannot be given` below\n"
    assert on_play in RULES_TEXT
    text = RULES_TEXT.replace(on_play, on_play + "        set seen = played.value\n", 1) + VARIABLE
    assert leaks(text) == []
    text = text.replace(TURN, TURN + "    active may play 1 card from hand onto hidden of active\n", 1)
    [found] = [d for d in leaks(text) if "'seen' is public" in d.message]   # the cockroach race reads it too
    assert (found.span.line, found.span.column) == where(text, "played.value")
    assert found.message == message("seen", "the face of a card in 'hidden', which only its owner sees")


def test_the_variables_block_acknowledges_it_as_a_note():
    text = rules_with("set seen = (top of draw).value",
                      variable="\nvariable seen:\n    reset: each round\n    expect warning: leaks_hidden\n")
    [found] = leaks(text)
    assert found.severity == "note"
    assert found.message == message("seen", NOBODY).split(" [write")[0] + " (expected: 'expect warning: leaks_hidden')"
    assert mogel.load_rules(text=text, file="rules.mm").variables["seen"].expect_warning == ("leaks_hidden",)


def test_an_unknown_code_in_a_variables_block_is_an_error():
    text = rules_with(variable="\nvariable seen:\n    reset: each round\n    expect warning: leak_hidden\n")
    rules, diagnostics = mogel.check_source(text, "rules.mm")
    errors = [d for d in diagnostics if d.severity == "error"]
    assert [(d.span.line, d.message) for d in errors] == [
        (where(text, "expect warning: leak_hidden")[0],
         "unknown warning 'leak_hidden' (did you mean 'leaks_hidden'?): the codes are leaks_hidden, never_set, maybe_absent")]


def test_the_warning_in_german():
    [found] = leaks(rules_with("set seen = (top of hand of active).value"))
    assert found.render("de").splitlines()[0].endswith(
        "Warnung: 'seen' ist öffentlich: jeder Spieler erfährt den Wert, und dieses 'set' berechnet ihn aus der "
        "Vorderseite einer Karte in 'hand', die nur ihr Besitzer sieht: die Regeln verraten diese Karte; setz ihn aus "
        "dem, was alle sehen (eine offen gespielte oder aufgedeckte Karte, ein Stapel, den alle sehen), oder aus einer "
        "Wahl ('active chooses ...'), oder behalte den Wert in einem 'let', das niemandem gesagt wird [schreib "
        "'expect warning: leaks_hidden' in den Block der Variable 'seen', wenn das so gemeint ist]")


def test_a_variant_that_hides_a_zone_warns_at_the_set_it_leaks_from():
    """A variant that makes the stacks seen by their owners only turns an unchanged `set` into a leak."""
    text = rules_with("active may play 1 card from hand onto stack", "set seen = sum(stack of active, card.value)", CHECK,
                      extra=STACK) + ("\nvariant blind:\n    description: \"stacks seen by their owners\"\n"
                                      "    zone stack:\n        per player, seen by owner\n")
    [found] = [d for d in leaks(text) if "'seen' is public" in d.message]   # the cockroach race reads it too
    assert (found.span.line, found.span.column) == where(text, "card.value)\n")
    assert found.message == "with variant 'blind': " + message(
        "seen", "the face of a card in 'stack', which only its owner sees")


@pytest.mark.parametrize("game", ["cheat", "mogelei"])
def test_the_shipped_games_leak_nothing(game):
    """Nothing but what their rulebooks make public and their files acknowledge (notes)."""
    assert [d for d in leaks(mogel.load_rules(game=game).source) if d.severity != "note"] == []
    assert leaks(RULES_TEXT) == []


def test_a_start_value_from_a_hidden_face_is_warned_at_it():
    """A variable's `starts:` is told at each reset, as a `set`."""
    text = rules_with(variable="\nvariable seen:\n    starts: size(draw where card is moth)\n    reset: each round\n")
    [found] = leaks(text)
    assert (found.span.line, found.span.column) == where(text, "card is moth)\n    reset")
    assert found.message == (
        "'seen' is public: every player is told its value, and its 'starts:' works it out from the face of a card in "
        "'draw', which nobody sees: the rules give that card away; start it from what every player sees, or set it "
        "later from a choice ('active chooses ...') [write 'expect warning: leaks_hidden' in the block of variable "
        "'seen' if that is meant]")
    assert leaks(rules_with(variable="\nvariable seen:\n    starts: size(draw)\n    reset: each round\n")) == []
