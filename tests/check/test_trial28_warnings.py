"""What trial 28 (Old Maid, Whist) left unwarned or told confusingly, through mogel.check_source
and `mogel check`: a variant's define of a misspelt name (`unread_define`), a variant's procedure
never done whose name is close to one that is done (`never_done` with a did-you-mean)."""

from __future__ import annotations

import mogel
from mogel.cli.commands import main

GAME = """game tricks:
    players: 2 to 4
    rounds: 1
    winner: highest score
attribute suit:
    values: red, black
deck:
    values: 1 to 6
    red: 1 each
    black: 1 each
zone stock:
    shared, seen by nobody
zone hand:
    per player, seen by owner
zone pile:
    shared, seen by all
define target = 5
procedure bonus(p):
    p scores 1
round:
    starter: oldest
    setup:
        move all cards to stock
        deal 2 cards from stock to hand
    first: starter
    ends when: empty(hand of active) or score(active) >= target
    scoring:
        do bonus(starter)
turn:
    active must play 1 card from hand onto pile
"""


def told(text: str, variants=()):
    """(line, severity, message) of each diagnostic of `text`."""
    _, diagnostics = mogel.check_source(text, "tricks.mm", variants=variants)
    return [(d.span.line, d.severity, d.message) for d in diagnostics]


LONG = "variant long:\n    description: \"to 10\"\n    define targt = 10\n"


def test_a_variant_define_no_rule_reads_is_warned_with_the_name_it_may_mean():
    line = GAME.count("\n") + 3
    expected = (line, "warning", "variant 'long' adds define 'targt' that no rule reads (did you mean 'target'?) "
                                 "[unread_define]")
    assert told(GAME + LONG) == [expected]
    assert told(GAME + LONG, variants=("long",)) == [expected]


def test_a_variant_define_some_rule_reads_is_no_warning():
    assert told(GAME + LONG.replace("targt", "target")) == []
    added = LONG + "    round:\n        ends when: empty(hand of active) or score(active) >= targt\n"
    assert told(GAME + added) == []


def test_the_warning_is_told_in_german(tmp_path, capsys):
    path = tmp_path / "tricks.mm"
    path.write_text(GAME + LONG, encoding="utf-8")

    code = main(["check", "--lang", "de", str(path)])

    assert code == 0
    assert "Variante 'long' fügt Definition 'targt' hinzu, die keine Regel liest (meintest du 'target'?)" \
        in capsys.readouterr().out


def test_a_variant_procedure_never_done_names_the_procedure_done():
    text = GAME + "variant more:\n    description: \"more\"\n    procedure bonuss(p):\n        p scores 2\n"

    [(_, severity, message)] = told(text)

    assert severity == "warning"
    assert message.startswith("with variant 'more': procedure 'bonuss' is never done (did you mean 'bonus'?): ")


def test_made_of_an_unknown_part_is_told_once_not_as_a_first_without_turns():
    """`made of: turn` (for `turns`) is an unknown part, told with its did-you-mean; its `first:`
    is not told again as "a play is made of turns, not turns"."""
    text = GAME.replace("round:\n", "level play:\n    made of: turn\n", 1)

    errors = [message for _, severity, message in told(text) if severity == "error"]

    assert errors == ["level 'play' is made of 'turn': there is no such level (the levels are play) "
                      "(did you mean 'turns'?)"]


def test_a_comparison_of_an_expression_with_itself_is_warned():
    """`card.rank = card.rank` in a nested `where` compares the inner card with itself (trial 28)."""
    nested = "    if any(hand of active where count(hand of active where card.suit = card.suit) >= 2):\n" \
             "        expect warning: leaks_hidden\n        active scores 1\n"
    text = GAME.replace("turn:\n", "turn:\n" + nested, 1)

    warned = [(severity, message) for _, severity, message in told(text) if "itself" in message]

    assert warned == [("warning", "'card.suit = card.suit' compares an expression with itself: it is always true; "
                                  "inside a nested 'where', 'card' (and 'player') is the inner one on both sides: "
                                  "give the outer one to a definition ('define same_rank(p, c) = count(hand of p "
                                  "where card.rank = c.rank)') or walk it with 'for each' (docs/language.md 15) "
                                  "[self_compare]")]


def test_the_editor_tells_a_comparison_with_itself_after_each_edit_that_makes_or_mends_it():
    """The walk is kept per item object (mogel.check.kept): an edit of the item walks it again,
    and its re-check says what a whole check of the same text says."""
    from mogel.check.incremental import IncrementalChecker

    bad = GAME.replace("score(active) >= target", "score(active) >= score(active)", 1)
    checker = IncrementalChecker("tricks.mm")
    for text in (GAME, bad, GAME, bad):
        again = [(d.span.line, d.severity, d.message) for d in checker.check(text)[1]]
        assert again == told(text)
        assert any("[self_compare]" in message for _, _, message in again) == (text == bad)


def test_the_outer_card_given_to_a_definition_is_no_warning():
    fine = GAME.replace("turn:\n", "define same(p, c) = count(hand of p where card.suit = c.suit)\nturn:\n"
                        "    if any(hand of active where same(active, card) >= 2):\n"
                        "        expect warning: leaks_hidden\n        active scores 1\n", 1)

    assert [severity for _, severity, _ in told(fine)] == ["note"]   # the acknowledged leak only


SHOWN = GAME.replace("define target = 5\n", "define target = 5\nvariable trump\n", 1) \
    .replace("        deal 2 cards from stock to hand\n", "        deal 2 cards from stock to hand\n"
             "        starter shows top of hand of starter\n{between}        set trump = (top of hand of starter).suit\n")


def test_a_card_shown_to_all_just_before_is_no_leak():
    assert told(SHOWN.format(between="")) == []


def test_a_card_shown_to_all_and_then_maybe_moved_is_a_leak():
    between = "        move 1 card from stock to hand of starter\n"

    [(_, severity, message)] = told(SHOWN.format(between=between))

    assert severity == "warning" and message.startswith("'trump' is public: every player is told its value")
