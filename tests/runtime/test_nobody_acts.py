"""An act whose player is absent (docs/language.md 10.1): a variable not set yet, `player of` a
card nobody played, `partner of` an absent player.  The act is skipped, its `otherwise` too, and
a `nobody_acts` event names the player as the rules write it, so the narration says why nothing
happened (trial 27: the line was skipped without a word)."""

from __future__ import annotations

import mogel
from mogel.play.scenario import Scenario
from tiny_games import tiny

CARDS = "variable mate\n\n"
TURN = """\
    mate may play 1 card from hand where card.value = (top of discard).value onto discard
    otherwise mate draws 1 card from draw
    if turns > 2:
        set mate = left of active
    active draws 1 card from draw
"""
RULES = mogel.load_rules(text=tiny(cards=CARDS, turn=TURN), file="tiny.mm")
LINE = tiny(cards=CARDS, turn=TURN).split("\n").index(TURN.split("\n")[0]) + 1


def test_an_act_of_an_absent_player_is_skipped_with_its_otherwise_and_told():
    sc = Scenario(RULES, 3, seed=0)
    sc.pile("draw", "number 1", "number 2")

    events = sc.turn(0)

    assert [(ev.kind, ev.seat, ev.info) for ev in events if ev.kind != "turn"] == [
        ("nobody_acts", None, {"who": "mate"}), ("draw", 0, {})]
    nobody = next(ev for ev in events if ev.kind == "nobody_acts")
    assert (nobody.span.line, nobody.span.column) == (LINE, 5)
    assert sc.faces("draw") == ["number 1"]   # one card drawn: the active player's, not mate's


def test_the_narration_says_who_is_nobody_in_english_and_german():
    game = mogel.Game(RULES, [mogel.RandomBot() for _ in range(3)], seed=1).play()

    english, german = list(game.narration()), list(game.narration(lang="de"))

    assert "Nobody acts: 'mate' is nobody now." in english
    assert "Niemand handelt: 'mate' ist gerade niemand." in german


def test_once_the_player_is_set_it_acts_and_nobody_acts_is_told_no_more():
    game = mogel.Game(RULES, [mogel.RandomBot() for _ in range(3)], seed=1).play()
    events = list(game.events)

    first_set = next(i for i, ev in enumerate(events) if ev.kind == "set" and ev.info["value"] is not None)
    told = [i for i, ev in enumerate(events) if ev.kind == "nobody_acts"]

    assert told and max(told) < first_set
    assert any(ev.kind in ("play", "decline") and ev.span.line == LINE for ev in events[first_set:])
