"""The checker's messages about claims and their accusations (docs/language.md 10.14), on the
small games of tests/claims_rules.py, each with one change (the catalogue has two: 501, 502)."""

from __future__ import annotations

import pytest

from claims_rules import PEEK, doubt
from mogel.check.loader import check_source

DOUBT = doubt("1 card")


def diagnostics(base: str, old: str, new: str):
    assert base.count(old) == 1, old
    text = base.replace(old, new)
    _, found = check_source(text, "doubt.mm")
    return text, [(d.severity, d.span.line, d.span.column, d.message) for d in found]


def where(text: str, line_text: str, word: str):
    """(line, column) of the last `word` in the line holding `line_text`, 1-based."""
    lines = text.split("\n")
    number = next(i for i, line in enumerate(lines, 1) if line_text in line)
    return number, lines[number - 1].rindex(word) + 1


def errors(found):
    return [f for f in found if f[0] == "error"]


def test_the_games_check_clean():
    assert check_source(DOUBT, "doubt.mm")[1] == []
    assert check_source(PEEK, "peek.mm")[1] == []


def test_an_unknown_claim_in_of_says_did_you_mean():
    text, found = diagnostics(DOUBT, "    of: of_value", "    of: of_valu")
    line, column = where(text, "of: of_valu", "of_valu")
    assert errors(found)[0] == ("error", line, column,
                                "unknown claim or covert move 'of_valu' (did you mean 'of_value'?)")


def test_an_unknown_claim_after_claiming():
    text, found = diagnostics(DOUBT, "face down claiming of_value", "face down claiming of_vlue")
    line, column = where(text, "claiming of_vlue", "of_vlue")
    assert ("error", line, column, "unknown claim 'of_vlue' (did you mean 'of_value'?)") in found


def test_claiming_after_a_face_up_play_says_what_it_is_about():
    text, found = diagnostics(DOUBT, "onto pile face down claiming", "onto pile claiming")
    line, column = where(text, "onto pile claiming", "of_value")
    assert errors(found) == [("error", line, column,
                              "'claiming' after a face-up play says what it is about: add 'about CARDS' (as in "
                              "'claiming of_value about hand of active'); a claim about the face-up cards played is "
                              "no secret; or add 'face down' before 'claiming' for a claim about the cards laid")]


def test_about_goes_with_a_face_up_play_and_names_cards():
    text, found = diagnostics(DOUBT, "onto pile face down claiming of_value", "onto pile face down claiming of_value "
                                                                               "about hand of active")
    line, column = where(text, "about hand of active", "hand of active")
    assert errors(found) == [("error", line, column, "'about' goes with a face-up play: a play face down claims "
                                                     "about the cards it lays; leave out 'about ...'")]
    text, found = diagnostics(DOUBT, "onto pile face down claiming of_value", "onto pile claiming of_value about active")
    line, column = where(text, "about active", "active")
    assert errors(found) == [("error", line, column,
                              "expected a card or a set of cards after 'about', but this is a player")]


def test_a_face_up_play_claiming_about_a_hand_checks():
    _, found = diagnostics(DOUBT, "onto pile face down claiming of_value",
                           "onto pile claiming of_value about hand of active when card.value = 1")
    assert errors(found) == []


def test_holds_is_a_truth_value():
    text, found = diagnostics(DOUBT, "    holds: card.value = value_now", "    holds: card.value")
    line, column = where(text, "holds: card.value", "card.value")
    assert errors(found) == [("error", line, column,
                              "'holds:' is a truth value about each claimed card ('card'), but this is a number")]


def test_says_knows_count_and_variables_and_definitions():
    text, found = diagnostics(DOUBT, 'says: en "{count} × {value_now}"', 'says: en "{count} × {value_nw}"')
    line, column = where(text, "{value_nw}", "{value_nw}")
    assert errors(found) == [("error", line, column,
                              "'says:' knows {count} and the variables and definitions without parameters: "
                              "'value_nw' is neither (did you mean 'value_now'?)")]


def test_when_after_each_claim_goes_with_a_claim_and_the_reverse():
    cheat = ("cheat hide:\n    by: players\n    moves: 1 card from hand to draw_pile\n\n"
             "zone draw_pile:\n    per player, seen by owner\n\n"
             "accusation caught:\n    of: hide\n    by: left of active\n    when: after each claim\n"
             "    if right: accused scores 1\n    if wrong: accuser scores 1\n\n")
    text, found = diagnostics(DOUBT, "round:\n", cheat + "round:\n")
    lines = text.split("\n")
    line = [i for i, row in enumerate(lines, 1) if row == "    when: after each claim"][-1]
    column = lines[line - 1].rindex("claim") + 1
    assert ("error", line, column, "'when: after each claim' goes with an accusation of a claim; 'hide' is a "
                                   "covert move: use 'after each act' or 'after each window'") in found
    text, found = diagnostics(DOUBT, "    when: after each claim", "    when: after each act")
    line, column = where(text, "when: after each act", "act")
    assert errors(found) == [("error", line, column, "'when: after each act' goes with an accusation of a covert "
                                                     "move; 'of_value' is a claim: use 'after each claim' or 'on call'")]


def test_claimed_and_cheated_belong_to_their_own_accusations():
    text, found = diagnostics(DOUBT, "        move all cards from pile to hand of accused",
                              "        move cheated to hand of accused")
    line, column = where(text, "move cheated", "cheated")
    assert errors(found) == [("error", line, column,
                              "'cheated' exists only in the outcome of an accusation of a covert move; this one "
                              "accuses the claim 'of_value': use 'claimed'")]
    text, found = diagnostics(DOUBT, "        move all cards from pile to hand of accused",
                              "        reveal claimed")
    assert errors(found) == []


def test_calls_names_an_on_call_accusation_of_one_player():
    text, found = diagnostics(PEEK, "next(active) calls bluff on accused", "next(active) calls bluf on accused")
    line, column = where(text, "calls bluf", "bluf")
    assert ("error", line, column, "'calls' names an accusation: 'bluf' is not one (did you mean 'bluff'?)") in found
    text, found = diagnostics(PEEK, "        next(active) calls bluff on accused",
                              "        each player calls bluff on accused")
    line, column = where(text, "each player calls", "each")
    assert errors(found) == [("error", line, column, "'each player calls' names several accusers: one player calls")]


def test_calls_of_an_accusation_asked_after_each_claim():
    text, found = diagnostics(DOUBT, "    active must play 1 card from hand onto pile face down claiming of_value",
                              "    active must play 1 card from hand onto pile face down claiming of_value\n"
                              "    active calls doubt on next(active)")
    line, column = where(text, "calls doubt", "doubt")
    assert errors(found) == [("error", line, column,
                              "'calls' runs an accusation 'when: on call'; 'doubt' is asked 'after each claim'")]


def test_about_takes_cards():
    text, found = diagnostics(PEEK, "claiming not_high about top of stack of active",
                              "claiming not_high about active")
    line, column = where(text, "about active", "active")
    assert errors(found) == [("error", line, column,
                              "expected a card or a set of cards after 'about', but this is a player")]


def test_an_accusation_on_call_that_nobody_calls_and_a_claim_nobody_makes_are_warned():
    text, found = diagnostics(PEEK, "        next(active) calls bluff on accused", "        accused scores 1")
    line, column = where(text, "when: on call", "when")
    assert found == [("warning", line, column,
                      "'on call' needs a 'calls' statement: no rule calls 'bluff', so it can never be made [never_called]")]
    text, found = diagnostics(PEEK, " claiming not_high about top of stack of active", "")
    line, column = where(text, "of: not_high", "of")
    assert ("warning", line, column, "'bluff' accuses a claim, but no rule makes the claim 'not_high' [never_fires]") in found


@pytest.mark.parametrize("by, ok", [("others", True), ("next(active)", True), ("3", False)])
def test_by_of_a_claim_accusation_is_a_player_or_a_set_of_players(by, ok):
    _, found = diagnostics(DOUBT, "    by: others", f"    by: {by}")
    assert (errors(found) == []) is ok


def test_a_claims_when_that_reads_a_hidden_card_warns_and_the_card_played_does_not():
    """Whether a face-up play makes its claim is told to all: `when` may read the card played
    (`card is joker`), not a card some player cannot see (English and German, at the face read)."""
    from face_up_claims import HOLD
    assert check_source(HOLD, "hold.mm")[1] == []
    text = HOLD.replace("when card is joker", "when (top of draw) is joker")
    found = check_source(text, "hold.mm")[1]
    line, column = where(text, "when (top of draw)", "(top of draw)")
    assert [(d.severity, d.span.line, d.span.column, d.message) for d in found] == [(
        "warning", line, column,
        "the claim 'no_three' is made at this play only when this holds, and it depends on the face of a card in "
        "'draw', which nobody sees: whether the claim is made gives that card away; test the card played ('card'), "
        "or make the claim at every play [write 'expect warning: leaks_hidden' in the block of claim 'no_three' if "
        "that is meant]")]
    assert found[0].text("de").startswith("die Behauptung 'no_three' wird bei diesem Ausspielen nur gemacht")
    acknowledged = text.replace('    holds: not (card is number', '    expect warning: leaks_hidden\n'
                                                                 '    holds: not (card is number')
    assert [d.severity for d in check_source(acknowledged, "hold.mm")[1]] == ["note"]


def test_a_claim_about_cards_its_claimer_cannot_see_warns_and_one_about_its_own_hand_does_not():
    """The claimer of a face-up play's claim is told whether it holds (its plays are marked as bluffs
    or not): a claim about another player's hand gives that hand away (English and German, at the
    cards claimed about); one about the claimer's own hand, or a pile every seat sees, does not."""
    from face_up_claims import HOLD
    assert check_source(HOLD, "hold.mm")[1] == []
    text = HOLD.replace("about hand of active when", "about hand of left of active when")
    found = check_source(text, "hold.mm")[1]
    line, column = where(text, "about hand of left of active", "hand of left")
    assert [(d.severity, d.span.line, d.span.column, d.message) for d in found] == [(
        "warning", line, column,
        "'no_three' is made about cards its claimer cannot see (the face of a card in 'hand', which only its owner "
        "sees), yet the claimer is told whether it holds (its plays are marked as bluffs or not): the rules give "
        "those cards away; make the claim about cards the claimer sees, such as its own hand [write 'expect "
        "warning: leaks_hidden' in the block of claim 'no_three' if that is meant]")]
    assert found[0].text("de").startswith("'no_three' wird über Karten gemacht, die der Behauptende nicht sieht")
    for seen in ("about (hand of active where card is number) when", "about top of pile when"):
        clean = HOLD.replace("about hand of active when", seen)
        assert check_source(clean, "hold.mm")[1] == [], seen
    acknowledged = text.replace('    holds: not (card is number', '    expect warning: leaks_hidden\n'
                                                                 '    holds: not (card is number')
    assert [d.severity for d in check_source(acknowledged, "hold.mm")[1]] == ["note"]


def test_says_tells_a_variable_of_each_player_as_such_in_english_and_german():
    """A user trial read "'tally' is neither" for a variable `per player` it had declared."""
    text = DOUBT.replace("variable value_now:", "variable tally = 0, per player\n\nvariable value_now:", 1)
    text = text.replace('says: en "{count} × {value_now}"', 'says: en "{count} × {tally}"', 1)
    _, found = check_source(text, "doubt.mm")
    line, column = where(text, "{tally}", "{tally}")
    assert [(d.span.line, d.span.column, d.render("en").split(": ", 1)[1].splitlines()[0]) for d in found] == [
        (line, column, "'tally' is a variable of each player: 'says:' cannot say whose; keep the value to say in a "
                       "variable of the whole table or a definition without parameters")]
    assert "'tally' ist eine Variable jedes Spielers: 'says:' kann nicht sagen, wessen" in found[0].render("de")


def test_claiming_an_accusation_says_it_is_one_and_names_the_claims():
    text, found = diagnostics(DOUBT, "face down claiming of_value", "face down claiming doubt")
    line, column = where(text, "claiming doubt", "doubt")
    assert ("error", line, column, "'doubt' is an accusation, not a claim: 'claiming' names a claim (of_value)") in found
    german = [d.render("de") for d in check_source(text, "doubt.mm")[1]]
    assert any("'doubt' ist eine Anschuldigung, keine Ansage: 'claiming' nennt eine Ansage (of_value)" in g
               for g in german)
