"""The static check of what a statement needs: a count of cards that is not negative where
it stands, and a hand for each player where it puts cards into one.

A count made of a `let` is an error only when the `let` that holds where the count stands is
negative.  A zone rules.mm declares `per player` is made shared, by the rules or by a variant
(`open_hands`), and each statement that needs it per player (`gives`, `takes`, `draws`,
`deal`, a covert move, `hand of p`) pins its message word for word: where the zone was made
shared and, when a variant made it so, that the change belongs in the variant.  The mutations
of rules.mm with one pinned first error each are in tests/check/test_check.py, whose helpers this
module uses.
"""

from __future__ import annotations

import pytest

import mogel
from test_check import RULES_TEXT, errors_of, position


DEAL = "deal hand_size cards from draw to hand"
# no error: the `let` that holds where the count stands is not negative (one in a branch holds
# for the rest of that branch only), or its value is known only in play
LET_NO_ERROR = [
    ("rebound-before-the-count", "let n = 0 - 2\n        let n = 3\n        deal n cards from draw to hand"),
    ("rebound-after-the-count-in-a-branch", "let n = 3\n        if round = 1:\n"
                                            "            deal n cards from draw to hand\n            let n = 0 - 2"),
    ("rebound-in-a-for-each-body", "let n = 2\n        for each player:\n"
                                   "            deal n cards from draw to hand\n            let n = 0 - 2"),
    ("negative-only-in-a-branch-after-the-count", "let n = 2\n        if round = 1:\n"
                                                  "            let n = 0 - 2\n        deal n cards from draw to hand"),
    ("known-only-in-play", "let n = size(draw) - 80\n        deal n cards from draw to hand"),
]


@pytest.mark.parametrize("new", [pytest.param(c[1], id=c[0]) for c in LET_NO_ERROR])
def test_a_count_whose_let_is_not_negative_where_it_stands_is_no_error(new):
    rules, errors = errors_of(RULES_TEXT.replace(DEAL, new, 1))
    assert [d.render() for d in errors] == [] and rules is not None


def test_a_player_s_zone_that_a_variant_makes_shared_is_told_as_shared_where_it_is_used():
    """`hand of p` with `hand` shared is no unknown function: the zone has no owner, and the
    message says where it was made shared (trial E, finding 8), and by which variant, where
    the change belongs (trial G)."""
    made = "    zone hand:\n        per player, seen by all"
    assert made in RULES_TEXT
    text = RULES_TEXT.replace(made, "    zone hand:\n        shared, seen by all", 1)
    shared_at = "rules.mm:%d:%d" % position(text, text.index("shared, seen by all"))
    uses = [position(text, text.index(use)) for use in ("hand of p where", "hand of player)) or")]
    message = (f"variant 'open_hands' makes 'hand' shared (made so at {shared_at}): it has no owner, so "
               f"'hand of ...' cannot be used; drop 'of ...' or keep 'hand' 'per player' in that variant")

    rules, diagnostics = mogel.check_source(text, "rules.mm", ("open_hands",))

    assert rules is None
    told = [(d.message, d.span.line, d.span.column) for d in diagnostics]
    assert [(message, *use) for use in uses] == [t for t in told if t[0] == message][:2], told
    assert not any("unknown function" in d.message for d in diagnostics)


# (statement of rules.mm that needs a hand of each player, the last word of it the error stands
# at: the verb or the zone the message is about, the start of the message; "" for `hand of ...`,
# whose message is about the owner)
NEEDS_A_HAND = [
    ("active may give 1 card from hand to a chosen player except active", "give",
     "'gives' puts cards into a player's hand, but "),
    ("each player except active takes 1 card from discard below top", "takes",
     "'takes' puts cards into a player's hand, but "),
    ("otherwise active draws 1 card from draw", "draws", "'draws' puts cards into a player's hand, but "),
    ("deal hand_size cards from draw to hand", "hand", "deal gives cards to each player: "),
    ("moves: 1 card from hand to hidden", "hand to hidden", "a covert move goes between zones of one player; "),
    ("move cheated to hand of accused", "hand of accused", ""),
]


def needs_a_hand_told(text: str, variants=()):
    """{statement of NEEDS_A_HAND: the error told at it} for `text` checked with `variants`."""
    _, diagnostics = mogel.check_source(text, "rules.mm", variants)
    told = {(d.span.line, d.span.column): d.message for d in diagnostics if d.severity == "error"}
    return {statement: told.get(position(text, text.index(statement) + statement.rindex(at)))
            for statement, at, _ in NEEDS_A_HAND}


def test_a_statement_that_needs_a_player_s_hand_says_which_variant_made_it_shared_and_where():
    """With a variant that makes `hand` shared, each statement that needs a hand of each player
    says so, names the variant and where it made the zone shared, and tells what to do in the
    variant, not to declare 'zone hand:' per player (the rules do: trial F)."""
    made = "    zone hand:\n        per player, seen by all"
    text = RULES_TEXT.replace(made, "    zone hand:\n        shared, seen by all", 1)
    shared = ("variant 'open_hands' makes 'hand' shared (made so at rules.mm:%d:%d)"
              % position(text, text.index("shared, seen by all")))
    fix = "keep 'hand' 'per player' in that variant"
    wanted = {statement: f"{says}{shared}: {fix}" if says else
              f"{shared}: it belongs to nobody, so 'hand of ...' names no cards; {fix}"
              for statement, _, says in NEEDS_A_HAND}

    alone = needs_a_hand_told(text)
    chosen = needs_a_hand_told(text, ("open_hands",))

    assert alone == {statement: f"with variant 'open_hands': {message}" for statement, message in wanted.items()}
    assert chosen == wanted


def test_a_statement_that_needs_a_player_s_hand_says_where_the_rules_made_it_shared():
    made = "    per player, seen by owner           # hand sizes"
    assert made in RULES_TEXT
    text = RULES_TEXT.replace(made, "    shared                              # hand sizes", 1)
    shared = "'hand' is shared (made so at rules.mm:%d:%d)" % position(text, text.index("    shared   ") + 4)
    declare = ": declare 'zone hand:' as 'per player'"

    told = needs_a_hand_told(text)

    assert told == {statement: (f"{says}{shared}{declare if 'hand, but' in says else ''}" if says else
                                f"{shared}: it belongs to nobody, so drop 'of ...'")
                    for statement, _, says in NEEDS_A_HAND}
