"""Who sees a zone, the same for a `chosen by` and for what a chooser is offered (mogel/check/leaks.py
`Leaks._call` with its `viewer`, mogel/check/offers.py `Offers._chosen`; docs/language.md sections 4,
7, 10.2, 10.8, 10.10, 10.13 and 17), through the public interface (mogel.check_source).

For every visibility a zone may be declared with (`shared` or `per player`; `seen by all`,
`seen by owner`, `seen by nobody`, with or without `top seen by all`), with no card laid face down
in it, cards its players lay there face down by a play, or cards a rules `move` lays face down
in another player's zone, and for a chooser choosing from its own zone (`active` from
`pile of active`, through a `let`, a role, `for each player`, a per-player zone without `of`) or
from another player's (`pile of left of active`, a role's choice from `pile of active`): why the
chooser does not see every card there is one answer, told alike by

* `move 1 card chosen by C from Z to discard`: an error (the engine would offer C their faces);
* `C may play 1 card from Z where card.value > 3 onto discard`: `leaks_hidden` at `card.value`;
* an option of C offered `if any(Z where card.value > 3)`: `leaks_hidden` at `card.value`;
* the runners of a race among the players who hold such a card in their own zone.

The owner of a pile `seen by owner, top seen by all` sees every card of it (the engine's
mogel.present.views.Visibility.sees_pile): its own such pile is no leak for what it is offered
(until session 24 its play's `where`, its options and a race's runners were warned there as
"below the top")."""

from __future__ import annotations

import pytest

import mogel
from tests.check.test_leaks_offered import play
from tests.check.test_leaks_told import BASE, TURN, at, blind, option, race

GAME = BASE.replace("zone draw:", "role dealer\nzone pile:\n    {flags}\nzone draw:", 1).replace(
    "        move 1 card from draw to discard\n",
    "        move 1 card from draw to discard\n        starter becomes dealer\n", 1)

# who lays cards face down in the pile: nobody, a player by a play onto its own (or the shared)
# pile, a rules `move` onto another player's (or the shared) pile
LAYING = {"none": (), "plays": ("active may play 1 card from hand onto pile face down",),
          "moves": ("move 1 card from draw to {pile} face down",)}

# why the chooser does not see every card (None: it sees them): of its own pile and of another
# player's, by who lays cards face down there
PER_PLAYER = {
    "seen by all": {"none": (None, None), "plays": (None, "face_down"), "moves": ("face_down", "face_down")},
    "seen by owner": {"none": (None, "owner"), "plays": (None, "owner"), "moves": ("face_down", "owner")},
    "seen by nobody": {"none": ("nobody",) * 2, "plays": ("nobody",) * 2, "moves": ("nobody",) * 2},
    "top seen by all": {"none": ("top",) * 2, "plays": ("top",) * 2, "moves": ("top",) * 2},
    # the case that changed: its owner sees the whole pile, the others its top
    "seen by owner, top seen by all": {"none": (None, "top"), "plays": (None, "top"), "moves": ("face_down", "top")},
    "seen by all, top seen by all": {"none": (None, None), "plays": (None, "face_down"),
                                     "moves": ("face_down", "face_down")},
    "seen by nobody, top seen by all": {"none": ("top",) * 2, "plays": ("top",) * 2, "moves": ("top",) * 2},
}
# a shared pile has no owner: one answer for every chooser
SHARED = {
    "seen by all": {"none": None, "plays": "face_down", "moves": "face_down"},
    "seen by nobody": {"none": "nobody", "plays": "nobody", "moves": "nobody"},
    "top seen by all": {"none": "top", "plays": "top", "moves": "top"},
    "seen by all, top seen by all": {"none": None, "plays": "face_down", "moves": "face_down"},
}

# (chooser, the pile in a statement, the pile in an expression, lines before) of each chooser
OWN = {
    "active": ("active", "pile of active", "pile of active", ()),
    "a-let": ("p", "pile of active", "pile of active", ("let p = active",)),
    "a-role": ("dealer", "pile of dealer", "pile of dealer", ()),
    "each-player": ("player", "pile of player", "pile of player", ("for each player:",)),
    "each-player-without-of": ("player", "pile", "pile of player", ("for each player:",)),
}
OTHER = {
    "a-neighbour": ("active", "pile of left of active", "pile of left of active", ()),
    "a-role-and-active": ("dealer", "pile of active", "pile of active", ()),
    "each-player-a-neighbour": ("player", "pile of left of player", "pile of left of player", ("for each player:",)),
}

BLIND = {"owner": "'{c}' cannot see '{z}': only its owner sees the cards of 'pile'",
         "nobody": "'{c}' cannot see '{z}': nobody sees the cards of 'pile'",
         "top": "'{c}' cannot see '{z}' below its top card: everybody sees only the top of 'pile'",
         "face_down": "'{c}' may not see every card of '{z}': cards may lie face down in 'pile'"}
LEAK = {"owner": "the face of a card in 'pile', which only its owner sees",
        "nobody": "the face of a card in 'pile', which nobody sees",
        "top": "the faces of cards in 'pile', of which everybody sees only the top card",
        "face_down": "the face of a card that may lie face down in 'pile'"}


def told_after(flags: str, laying: str, before, lines) -> list:
    """(line, column, severity, message) of each diagnostic at or after `lines` (the probe), in
    the game with a zone `pile` of `flags`, the lines of LAYING[laying] and `before` at the end
    of the turn, then `lines`; and the text.  The rules before the probe have no error."""
    pile = "pile" if flags.startswith("shared") else "pile of left of active"
    laid = [line.format(pile=pile) for line in LAYING[laying]]
    text = GAME.replace("{flags}", flags).replace(
        TURN, TURN + "".join(f"    {line}\n" for line in (*laid, *before, *lines)), 1)
    first = text.count("\n", 0, text.index(TURN)) + 2 + len(laid) + len(before)
    _, diagnostics = mogel.check_source(text, "tiny.mm")
    assert [d.message for d in diagnostics if d.span.line < first and d.severity == "error"] == []
    return [(d.span.line, d.span.column, d.severity, d.message) for d in diagnostics if d.span.line >= first], text


def probes(chooser: str, zone: str, expr: str, indent: str) -> dict:
    """The probe lines of each way a chooser picks from or reads a zone (the module docstring)."""
    return {"move": [f"{indent}move 1 card chosen by {chooser} from {zone} to discard"],
            "play": [f"{indent}{chooser} may play 1 card from {zone} where card.value > 3 onto discard"],
            "option": [f"{indent}let peek = {chooser} chooses one of:",
                       f"{indent}    look (en \"Look\") if any({expr} where card.value > 3)",
                       f"{indent}    pass (en \"Pass\")"]}


def expected(kind: str, why, chooser: str, zone: str, text: str) -> list:
    """The diagnostic of probe `kind` when the chooser does not see every card (why), else none."""
    if why is None:
        return []
    if kind == "move":
        return [(*at(text, f"{chooser} from"), "error",
                 blind(chooser, zone, BLIND[why].format(c=chooser, z=zone)))]
    message = (play(chooser, LEAK[why]) + " [write 'expect warning: leaks_hidden' indented under this statement if "
               "that is meant]" if kind == "play" else option("look", LEAK[why]))
    return [(*at(text, "card.value > 3"), "warning", message)]


CASES = [pytest.param(f"per player, {flags}", laying, who, mine, why[0] if mine else why[1],
                      id=f"{flags.replace(' ', '-')}|{laying}|{who}")
         for flags, by in PER_PLAYER.items() for laying, why in by.items()
         for mine, whose in ((True, OWN), (False, OTHER)) for who in whose] + \
        [pytest.param(f"shared, {flags}", laying, "shared", None, why, id=f"shared-{flags.replace(' ', '-')}|{laying}")
         for flags, by in SHARED.items() for laying, why in by.items()]


@pytest.mark.parametrize("kind", ["move", "play", "option"])
@pytest.mark.parametrize("flags, laying, who, mine, why", CASES)
def test_a_chooser_sees_a_zone_alike_when_it_chooses_from_it_and_when_it_is_offered_by_it(
        flags, laying, who, mine, why, kind):
    chooser, zone, expr, before = ("active", "pile", "pile", ()) if who == "shared" else {**OWN, **OTHER}[who]
    lines = probes(chooser, zone, expr, "    " if before[-1:] == ("for each player:",) else "")[kind]
    found, text = told_after(flags, laying, before, lines)
    assert found == expected(kind, why, chooser, zone, text)


@pytest.mark.parametrize("flags, laying, why", [pytest.param(f"per player, {flags}", laying, why[0],
                                                             id=f"{flags.replace(' ', '-')}|{laying}")
                                                for flags, by in PER_PLAYER.items() for laying, why in by.items()])
def test_each_runner_sees_its_own_zone_as_its_owner(flags, laying, why):
    found, text = told_after(flags, laying, (), ["race grab among players where any(pile of player where card.value > 3) "
                                                 "-> fastest as grabber:", "    grabber scores 1"])
    assert found == ([] if why is None else [(*at(text, "card.value > 3"), "warning", race("grab", LEAK[why]))])


def test_the_owner_of_a_pile_seen_by_owner_with_its_top_seen_by_all_is_offered_by_it_freely():
    """The case that changed: `_chosen` let the owner choose from it, while its play's `where` and
    its option's `if` were warned as reading below the pile's top; now neither is, and another
    player's such pile is still warned as below its top, for both."""
    flags = "per player, seen by owner, top seen by all"
    for lines in (["active may play 1 card from pile of active where card.value > 3 onto discard"],
                  ["let peek = active chooses one of:", "    look (en \"Look\") if any(pile of active where card.value > 3)",
                   "    pass (en \"Pass\")"],
                  ["move 1 card chosen by active from pile of active where card.value > 3 to discard"]):
        assert told_after(flags, "none", (), lines)[0] == []
    found, _ = told_after(flags, "none", (), ["let peek = active chooses one of:",
                                              "    look (en \"Look\") if any(pile of left of active where card.value > 3)",
                                              "    pass (en \"Pass\")"])
    assert [message for *_, message in found] == [option("look", LEAK["top"])]
