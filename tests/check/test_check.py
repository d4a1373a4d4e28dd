"""The static check: one small mutation of rules.mm per case -> the pinned first error.

Each case replaces the first occurrence of a snippet of the real rules.mm and expects
`check_source` to refuse the text (`(None, diagnostics)`) with an exact message at an exact
`line:col`.  The expected position is computed from the mutated text (where the new snippet
landed), so the cases survive edits of comments and blank lines; the message text is pinned
word for word, including its did-you-mean.  What a statement needs (a count that is not
negative, a hand for each player) is in tests/check/test_check_statements.py.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Optional, Tuple

import pytest

import mogel

RULES_PATH = Path(__file__).resolve().parents[2] / "rules.mm"
RULES_TEXT = RULES_PATH.read_text(encoding="utf-8")


def position(text: str, index: int) -> Tuple[int, int]:
    """1-based (line, column) of a character index."""
    line = text.count("\n", 0, index) + 1
    column = index - (text.rfind("\n", 0, index) + 1) + 1
    return line, column


@dataclass
class Case:
    """Replace `old` by `new` (first occurrence).  The first error is `message`, located at
    the first character of `at` -- a part of `new` -- or, when `elsewhere` is set, at the one
    place where `elsewhere` occurs in the mutated text (plus `shift` characters)."""

    id: str
    old: str
    new: str
    message: str
    at: Optional[str] = None
    elsewhere: Optional[str] = None
    shift: int = 0
    also: Tuple[Tuple[str, str], ...] = ()   # (message, snippet of `new`) further errors

    def mutate(self) -> Tuple[str, int]:
        assert self.old in RULES_TEXT, f"rules.mm no longer contains {self.old!r}: update the case"
        start = RULES_TEXT.index(self.old)
        return RULES_TEXT[:start] + self.new + RULES_TEXT[start + len(self.old):], start

    def where(self, text: str, start: int, snippet: Optional[str] = None) -> Tuple[int, int]:
        if snippet is None and self.elsewhere is not None:
            assert text.count(self.elsewhere) == 1, f"{self.elsewhere!r} is not unique in the mutated text"
            return position(text, text.index(self.elsewhere) + self.shift)
        snippet = snippet if snippet is not None else self.at
        assert snippet in self.new, f"{snippet!r} is not part of the new text"
        return position(text, start + self.new.index(snippet))


BOX = ("'box' is the game box (cards out of play): rules cannot name it; every card starts there, and 'move "
       "all cards to ZONE' gathers them from it. To put cards out of play, declare a zone for them (zone aside: "
       "shared, seen by nobody)")

CASES = [
    # --- the deck table ------------------------------------------------------------------
    Case("deck-row-misspelt", "spider:     1", "spidre:     1",
         "unknown card kind 'spidre' (did you mean 'spider'?)", at="spidre"),
    Case("deck-row-sum", "= 43", "= 42",
         "the counts of 'number' add up to 43, not 42", elsewhere="    number:     8", shift=4),
    Case("deck-total", "total: 71", "total: 70",
         "the deck adds up to 71 cards, not 70", at="total"),
    Case("deck-row-short", "number:     8  9  9  9  8", "number:     8  9  9  9",
         "4 counts for 5 values: give one count per value", at="number"),
    Case("deck-values-twice", "values:     1  2  3  4  5", "values:     1  2  3  4  4",
         "a value is listed twice in 'values:'", at="values"),
    # --- names ---------------------------------------------------------------------------
    Case("card-attribute-unknown", "fits(card, top of discard)", "fits(card.colour, top of discard)",
         "a card has no 'colour'; it has value and penalty", at="card.colour"),
    Case("card-attribute-misspelt", "fits(card, top of discard)", "fits(card.valeu, top of discard)",
         "a card has no 'valeu' (did you mean 'value'?); it has value and penalty", at="card.valeu"),
    Case("card-kind-in-arithmetic", "sum(hand of player, card.penalty)", "sum(hand of player, card.value + moth)",
         "'moth' is a card kind: test it with 'card is moth'", at="moth"),
    # an unbound `player` or `card` outside a definition is told what to write there, not
    # that "a definition sees only its parameters" (trial A 11, e10)
    Case("player-outside-a-filter-in-a-turn",
         "active must play 1 card from hand where fits(card, top of discard) onto discard",
         "player must play 1 card from hand onto discard",
         "'player' is not known here: it names the player being looked at in a 'where' filter or a "
         "condition on players; name the player here: 'active' (whose turn it is), a role, or a name a "
         "race binds ('as loser') or an accusation binds ('accused')", at="player"),
    # docs/language.md said `player` is the acting player in a selection's `where` (trial 24 section 14):
    # it is not bound there, and the message says what to write
    Case("player-in-a-selections-where",
         "active must play 1 card from hand where fits(card, top of discard) onto discard",
         "active must play 1 card from hand where fits(card, top of hand of player) onto discard",
         "'player' is not known here: in the 'where' of the cards a player plays, gives, takes or moves, 'card' is "
         "each card and 'player' is bound only inside 'each player' or 'for each player'; name the acting player: "
         "'active' (whose turn it is), a role, or the name a 'let', a race ('as loser') or an accusation ('accused') "
         "binds", at="player)"),
    Case("card-outside-a-filter-in-a-round",
         "ends when: any(players where empty(hand of player)) or stalemate",
         "ends when: card.value > 3 or stalemate",
         "'card' is not known here: it names the card being looked at in a 'where' filter or a "
         "condition on cards; name the card here: 'played' (in an 'on play' block) or 'top of discard'",
         at="card.value"),
    Case("unknown-zone", "from discard except top", "from dicard except top",
         "unknown zone 'dicard' (did you mean 'discard'?)", at="dicard"),
    Case("role-as-a-zone", "onto discard\n", "onto guard\n",
         "'guard' is a role, not a zone: the zones are draw, discard, hand, hidden", at="guard"),
    Case("unknown-zone-in-covert-move", "moves: 1 card from hand to hidden", "moves: 1 card from hand to hidn",
         "unknown zone 'hidn' (did you mean 'hidden'?)", at="hidn"),
    # the game box holds the cards out of play: a rule that names it is told what it is and
    # what to do instead (fourth user trial: "unknown zone 'box'")
    Case("move-to-the-box", "move 1 card from draw to discard   #", "move 1 card from draw to box   #",
         BOX, at="box"),
    Case("move-all-from-the-box", "move all cards to draw", "move all cards from box to draw", BOX, at="box"),
    Case("covert-move-to-the-box", "moves: 1 card from hand to hidden", "moves: 1 card from hand to box",
         BOX, at="box"),
    Case("size-of-the-box", "define endless = turns >= 300", "define endless = size(box) >= 300",
         BOX, at="box"),
    Case("box-of-a-player", "define endless = turns >= 300", "define endless = size(box of active) >= 300",
         BOX, at="box"),
    Case("unknown-role-becomes", "accused becomes guard", "accused becomes gaurd",
         "unknown role 'gaurd' (did you mean 'guard'?)", at="gaurd"),
    Case("unknown-covert-move", "of: hide", "of: hid",
         "unknown covert move 'hid' (did you mean 'hide'?)", at="hid"),
    Case("unknown-function", "only if: size(hand of player)", "only if: sise(hand of player)",
         "unknown function 'sise' (did you mean 'size'?): no zone, function or definition has that name", at="sise"),
    Case("unknown-name", "first: guard", "first: gard",
         "unknown name 'gard' (did you mean 'guard'?)", at="gard"),
    Case("unknown-name-in-race", "each player except loser gives", "each player except loosr gives",
         "unknown name 'loosr' (did you mean 'loser'?)", at="loosr"),
    Case("unknown-parameter", "adjacent(c.value, top_card.value)\n", "adjacent(c.value, top_crd.value)\n",
         "unknown name 'top_crd' (did you mean 'top_card'?)", at="top_crd"),
    Case("unknown-kind-after-is", "c is number and", "c is numbr and",
         "unknown card kind, tag or role 'numbr' (did you mean 'number'?)", at="numbr"),
    Case("unknown-role-after-is", "unless player is guard", "unless player is gaurd",
         "unknown card kind, tag or role 'gaurd' (did you mean 'guard'?)", at="gaurd"),
    Case("played-outside-on-play", "fits(card, top of discard)", "fits(card, played)",
         "'played' exists only inside an 'on play' block", at="played"),
    Case("played-in-scoring", "each player scores sum(hand of player, card.penalty)",
         "each player scores sum(hand of player, card.penalty) + played.value",
         "'played' exists only inside an 'on play' block", at="played"),
    # --- calls and definitions ----------------------------------------------------------
    Case("define-argument-count", "fits(card, top of discard)", "fits(card)",
         "'fits' takes 2 argument(s), not 1", at="fits"),
    Case("builtin-argument-count", "size(hand of player) >= 2", "size(hand of player, 2) >= 2",
         "'size' takes 1 argument(s), not 2", at="size"),
    Case("define-without-its-arguments", "first: guard", "first: fits",
         "'fits' needs 2 argument(s): write fits(c, top_card)", at="fits"),
    Case("define-calls-itself", "define hand_size = 8", "define hand_size = hand_size + 1",
         "'hand_size' is defined in terms of itself", at="define"),
    Case("defines-call-each-other", "define adjacent(a, b) = (a - b) mod 5 in {1, 4}",
         "define adjacent(a, b) = fits(a, b)",
         "'adjacent' is defined in terms of itself", at="define"),
    Case("define-twice", "define hand_size = 8", "define hand_size = 8\ndefine hand_size = 9",
         "define 'hand_size' is defined twice (first at rules.mm:{first}:1)", at="define hand_size = 9"),
    # --- zones and owners ----------------------------------------------------------------
    Case("per-player-zone-without-owner-in-setup", "move 1 card from draw to discard",
         "move 1 card from draw to hand",
         "whose hand? write 'hand of PLAYER'", at="hand"),
    Case("per-player-zone-without-owner-in-accusation", "move cheated to hand of accused",
         "move cheated to hand",
         "whose hand? write 'hand of PLAYER'", at="hand"),
    Case("per-player-zone-as-a-name", "each player scores sum(hand of player, card.penalty)",
         "active scores size(hand)",
         "'hand' is a zone of each player: write 'hand of PLAYER'", at="hand"),
    Case("shared-zone-with-owner", "move cheated to hand of accused", "move cheated to discard of accused",
         "'discard' is shared (made so at {discard}): it belongs to nobody, so drop 'of ...'", at="discard"),
    Case("deal-to-shared-zone", "deal hand_size cards from draw to hand", "deal hand_size cards from draw to discard",
         "deal gives cards to each player: 'discard' is shared (made so at {discard})", at="discard"),
    Case("let-negative-count", "deal hand_size cards from draw to hand",
         "let n = 0 - 2\n        deal n cards from draw to hand",
         "a number of cards is 0 or more: 'n' is -2", at="n cards"),
    Case("let-negative-count-through-a-let", "deal hand_size cards from draw to hand",
         "let n = 4\n        let k = 2 - n\n        deal k cards from draw to hand",
         "a number of cards is 0 or more: 'k' is -2", at="k cards"),
    Case("let-negative-count-in-a-branch", "deal hand_size cards from draw to hand",
         "let n = 2\n        if round = 1:\n            let n = 0 - 2\n            deal n cards from draw to hand",
         "a number of cards is 0 or more: 'n' is -2", at="n cards"),
    Case("let-in-a-branch-ends-with-it", "deal hand_size cards from draw to hand",
         "let n = 0 - 2\n        if round = 1:\n            let n = 3\n        deal n cards from draw to hand",
         "a number of cards is 0 or more: 'n' is -2", at="n cards"),
    Case("let-in-an-otherwise-ends-with-it", "deal hand_size cards from draw to hand",
         "let n = 0 - 2\n        each player draws 1 card from draw\n        otherwise:\n"
         "            let n = 2\n        deal n cards from draw to hand",
         "a number of cards is 0 or more: 'n' is -2", at="n cards"),
    Case("covert-move-to-shared-zone", "moves: 1 card from hand to hidden", "moves: 1 card from hand to discard",
         "a covert move goes between zones of one player; 'discard' is shared (made so at {discard})",
         at="discard"),
    Case("shared-zone-seen-by-owner", "shared, seen by nobody", "shared, seen by owner",
         "zone draw is shared: it has no owner to see it", at="seen"),
    Case("zone-named-box", "zone hidden:", "zone box:",
         "'box' is the game box (cards out of play): give the zone another name", at="box"),
    # --- the game and its choices --------------------------------------------------------
    Case("players-backwards", "players: 3 to 5", "players: 5 to 3",
         "players must go from at least 2 to at most 12, lowest first (not 5 to 3)", at="5 to 3"),
    Case("order-misspelt", "order: left", "order: lft",
         "'lft' is not a choice here: use 'left' or 'right' (did you mean 'left'?)", at="lft"),
    Case("winner-misspelt", "winner: lowest score", "winner: lowes score",
         "'lowes score' is not a choice here: use 'lowest score' or 'highest score' (did you mean 'lowest'?)",
         at="lowes"),
    Case("checked-misspelt", "checked: after each move", "checked: after each mov",
         "'after each mov' is not a choice here: use 'after each move' or 'after each turn' (did you mean 'move'?)",
         at="mov"),
    Case("accusation-when-misspelt", "when: after each act", "when: after each ac",
         "'after each ac' is not a choice here: use 'after each act' or 'after each window' (did you mean 'act'?)",
         elsewhere="after each ac  ", shift=len("after each ")),
    Case("property-missing", "    first: guard", "    # first: guard",
         "round has no 'first:'", elsewhere="\nround:\n", shift=1),
    Case("game-property-missing", "    rounds: player_count", "    # rounds: player_count",
         "game mogel_motte has no 'rounds:'", elsewhere="\ngame mogel_motte:", shift=1),
    Case("property-set-twice", "first: guard", "first: guard\n    first: oldest",
         "'first' is set twice in this block", at="first: oldest"),
    # --- types ---------------------------------------------------------------------------
    Case("first-is-a-number", "first: guard", "first: 3",
         "expected a player in 'first:', but this is a number", at="3"),
    Case("rounds-is-a-set", "rounds: player_count", "rounds: players",
         "expected a number as the number of rounds, but this is a set of players", at="players"),
    Case("cheaters-is-one-player", "by: players except guard", "by: guard",
         "expected a set of players as who may cheat, but this is a player", at="guard"),
    Case("noticed-by-a-set", "noticed by: guard", "noticed by: players",
         "expected a player as who may notice, but this is a set of players", at="players"),
    Case("unless-is-a-card", "unless player is guard", "unless card",
         "expected a truth value after 'unless', but this is a card", at="card"),
    Case("is-role-of-a-card", "unless player is guard", "unless card is guard",
         "'is guard' tests a player, but this is a card", at="card"),
    Case("race-among-one-player", "among others -> slowest", "among active -> slowest",
         "expected a set of players as who races, but this is a player", at="active"),
    Case("give-to-a-card", "active may give 1 card from hand to a chosen player except active",
         "active may give 1 card from hand to played",
         "expected a player as who gets the card, but this is a card", at="played"),
    Case("sum-of-a-number", "each player scores sum(hand of player, card.penalty)", "each player scores sum(3, 1)",
         "expected a set of cards or players as what to add up, but this is a number", at="3,"),
    Case("sum-counts-cards", "each player scores sum(hand of player, card.penalty)",
         "each player scores sum(hand of player, card)",
         "expected a number as what each card counts, but this is a card", at="card)"),
    Case("cond-branches-disagree", "oldest if round = 1 else left of last_starter", "oldest if round = 1 else 3",
         "expected a player after 'else' (both sides must agree), but this is a number", at="3"),
    Case("if-test-is-a-number", "oldest if round = 1 else", "oldest if round else",
         "expected a truth value after 'if', but this is a number", at="round"),
    Case("any-of-a-number", "ends when: any(players where empty(hand of player))", "ends when: any(5)",
         "expected a set of cards, players or numbers in 'any', but this is a number", at="5"),
    Case("compare-player-with-number", "ends when: any(players where empty(hand of player))",
         "ends when: guard = 1",
         "cannot compare a player with a number", at="guard"),
    Case("attention-over-100", "attention during races: 50%", "attention during races: 150%",
         "attention is a percentage from 0% to 100%", at="150%"),
    Case("covert-move-of-no-card", "moves: 1 card from hand to hidden", "moves: 0 cards from hand to hidden",
         "a covert move moves at least 1 card", at="0"),
    Case("must-with-draw", "otherwise active draws 1 card from draw", "otherwise active must draws 1 card from draw",
         "'must' and 'may' go with 'play' and 'give' (a choice of cards)", at="must"),
    Case("must-with-take", "each player except active takes 1 card from discard below top",
         "active may take 1 card from discard",
         "'must' and 'may' go with 'play' and 'give' (a choice of cards)", at="may"),
    # --- variants: each one is checked as if switched on alone ---------------------------
    Case("variant-unknown-zone", "            each player except active draws 1 card from draw",
         "            each player except active draws 1 card from drw",
         "with variant 'italian_ant': unknown zone 'drw' (did you mean 'draw'?)", at="drw"),
    Case("variant-unknown-kind", "adjacent(c.value, top_card.value) or c is moth",
         "adjacent(c.value, top_card.value) or c is mth",
         "with variant 'moth_on_anything': unknown card kind, tag or role 'mth' (did you mean 'moth'?)",
         at="mth"),
    # a variant's misspelt card adds a card kind with no row: the card it meant is named
    Case("variant-card-misspelt", "    card ant:\n        on play:\n            each player except active draws",
         "    card ants:\n        on play:\n            each player except active draws",
         "with variant 'italian_ant': card 'ants' has no row in the deck table (did you mean 'ant'? "
         "a variant that changes a card names it as the rules do)", at="card ants:"),
    Case("card-close-to-a-card-with-a-row", "card moth:", "card ants:\n    penalty: 1\n\ncard moth:",
         "card 'ants' has no row in the deck table (did you mean 'ant'?)", at="card ants:"),
    Case("variant-bad-choice", "        ties: last_round", "        ties: lastround",
         "with variant 'tie_last_round': 'lastround' is not a choice here: use 'shared' or 'last_round' "
         "(did you mean 'last_round'?)", at="lastround"),
    Case("variant-players-backwards", "        players: 3 to 7", "        players: 7 to 3",
         "with variant 'big_table': players must go from at least 2 to at most 12, lowest first (not 7 to 3)",
         at="7 to 3"),
]


def errors_of(text: str):
    rules, diagnostics = mogel.check_source(text, "rules.mm")
    return rules, [d for d in diagnostics if d.severity == "error"]


def test_rules_mm_checks_without_errors():
    rules, diagnostics = mogel.check_source(RULES_TEXT, "rules.mm")
    assert [d.render() for d in diagnostics if d.severity == "error"] == []
    assert rules is not None
    assert rules.game.name == "mogel_motte"


@pytest.mark.parametrize("case", [pytest.param(c, id=c.id) for c in CASES])
def test_mutation_is_refused_with_a_located_message(case: Case):
    text, start = case.mutate()
    rules, errors = errors_of(text)
    assert rules is None
    assert errors, "the mutated rules checked without errors"
    first = errors[0]
    line, column = case.where(text, start)
    message = case.message.format(first=position(text, text.index("define hand_size"))[0],
                                  discard="rules.mm:%d:%d" % position(text, text.index("shared, top seen by all")))
    assert (first.message, first.span.file, first.span.line, first.span.column) == \
        (message, "rules.mm", line, column), first.render()
    # the diagnostic carries its source line, so `render()` can show it with a caret
    assert first.source_line == text.splitlines()[line - 1]
    assert first.render().splitlines()[0] == f"rules.mm:{line}:{column}: {message}"
    assert first.render().splitlines()[2] == "    " + " " * (column - 1) + "^"
    for message, snippet in case.also:
        where = case.where(text, start, snippet)
        assert (message, *where) in [(d.message, d.span.line, d.span.column) for d in errors], \
            [d.render() for d in errors]


def test_a_misspelt_deck_row_is_told_once():
    """`spidre` is told with its did-you-mean; 'card spider has no row' would only repeat it."""
    case = next(c for c in CASES if c.id == "deck-row-misspelt")
    text, _ = case.mutate()
    _, errors = errors_of(text)
    assert [d.message for d in errors] == [case.message]


def test_errors_come_in_file_order():
    text = RULES_TEXT.replace("total: 71", "total: 70", 1).replace("order: left", "order: lft", 1)
    text = text.replace("first: guard", "first: gard", 1)
    _, errors = errors_of(text)
    places = [(d.span.line, d.span.column) for d in errors]
    assert len(errors) == 3 and places == sorted(places)
    assert [d.message.split(" ")[0] for d in errors] == ["'lft'", "the", "unknown"]


def test_every_case_changes_the_text():
    """Every case finds its snippet in rules.mm, and its mutation changes the text."""
    for case in CASES:
        text, _ = case.mutate()
        assert text != RULES_TEXT, case.id


def test_load_rules_raises_the_same_errors():
    case = next(c for c in CASES if c.id == "deck-total")
    text, start = case.mutate()
    with pytest.raises(mogel.RulesError) as info:
        mogel.load_rules(text=text, file="rules.mm")
    first = info.value.errors[0]
    assert first.message == case.message
    assert (first.span.line, first.span.column) == case.where(text, start)


def test_syntax_errors_come_back_as_diagnostics_not_exceptions():
    text = RULES_TEXT.replace("players: 3 to 5", "players: 3 to", 1)
    rules, diagnostics = mogel.check_source(text, "rules.mm")
    assert rules is None
    line, column = position(text, text.index("players: 3 to") + len("players: 3 to"))
    assert [(d.span.line, d.span.column) for d in diagnostics][:1] == [(line, column)]
