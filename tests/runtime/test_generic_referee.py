"""The generic referee is not blind: each invariant of tests/referee_generic.py objects to a fault
planted in the engine, its views or its narration (never in the referee), on small games of the
tests and on rules.mm; and its checks of decisions, answers and the end fire on made-up input."""

from __future__ import annotations

import pytest

import mogel
from mogel.errors import Span
from mogel.present import narrate, views
from mogel.runtime.events import Decision, Event

from claims_rules import doubt
from faces_rules import PEEK
from level_games import MATCH
from owing_game import OWING
from referee import CheckedAgent, Referee, load, play_refereed


def violations(game: str, text=None, players=3, seeds=range(3), tamper=None, **options):
    """The violations the referee finds in a few games (`tamper(ev, game)` runs before it sees each event;
    an event it returns is seen instead: an Event is read-only)."""
    rules = load(game, (), text)
    found = []
    for seed in seeds:
        ref = [None]
        agents = [CheckedAgent(mogel.make_bot(b, **({} if b == "honest" else {"cheat_rate": 0.5})), ref)
                  for b in ("random", "sneaky", "honest", "random")[:players]]

        def on_event(ev, ref=ref):
            if tamper is not None:
                ev = tamper(ev, ref[0].game) or ev
            ref[0].on_event(ev)
        played = mogel.Game(rules, agents, seed=seed, on_event=on_event)
        ref[0] = Referee(played, **options)
        try:
            played.play()
        except Exception:   # noqa: BLE001 -- a planted fault may break the engine too
            pass
        ref[0].finish(complete=played.finished)
        found += ref[0].violations
    return found


def assert_found(found, words):
    assert any(words in v for v in found), found[:3] or "no violation"


def test_clean_games_have_no_violation():
    assert violations("mogel_motte") == []
    assert violations("doubt", doubt()) == []


def test_a_redaction_that_shows_every_card_is_caught(monkeypatch):
    monkeypatch.setattr(views.Visibility, "redact", lambda self, ev, seat: ev)
    assert_found(violations("doubt", doubt(), seeds=[0]), "sees card")


def test_a_covert_move_told_to_all_is_caught(monkeypatch):
    real = views.Visibility.redact
    monkeypatch.setattr(views.Visibility, "redact", lambda self, ev, seat: ev if ev.kind == "cheat" else real(self, ev, seat))
    assert_found(violations("mogel_motte", seeds=[0]), "covert move")


def test_a_private_field_told_to_others_is_caught(monkeypatch):
    monkeypatch.setattr(views, "without_private", lambda ev: ev)
    assert_found(violations("owing", OWING, seeds=[0]), "private fields")


def test_a_face_down_card_shown_to_the_table_is_caught(monkeypatch):
    def shown_to_all(self, ev, seat):
        moves = tuple((card if self._sees_move(seat, src, dst) else None, src, dst) for card, src, dst in ev.moves)
        return Event(ev.kind, ev.seat, moves, {k: v for k, v in ev.info.items() if k != "was_down"}, ev.span)
    monkeypatch.setattr(views.Visibility, "_face_down_moves", shown_to_all)
    assert_found(violations("peek", PEEK, seeds=[0]), "sees card")


def test_a_shuffled_order_told_to_all_is_caught(monkeypatch):
    real = views.Visibility.redact
    monkeypatch.setattr(views.Visibility, "redact", lambda self, ev, seat: ev if ev.kind == "shuffle" else real(self, ev, seat))
    assert_found(violations("mogel_motte", seeds=[0]), "order of the shuffled")


def test_a_view_that_shows_other_hands_is_caught(monkeypatch):
    monkeypatch.setattr(views.PlayerView, "cards", lambda self, zone, owner=None: tuple(self._s.zones[self._slot(zone, owner)]))
    assert_found(violations("mogel_motte", seeds=[0]), "view of hand of seat")


def test_a_narration_that_names_a_hidden_card_is_caught(monkeypatch):
    real_redact, real_sentence = views.Visibility.redact, narrate.Narrator.sentence

    def redact(self, ev, seat):   # the hidden card rides along in a field the narrator reads
        shown = real_redact(self, ev, seat)
        if shown is not None and ev.kind == "draw" and shown.moves[0][0] is None:
            shown = Event(shown.kind, shown.seat, shown.moves, {**shown.info, "peek": ev.moves[0][0]}, shown.span)
        return shown

    def sentence(self, ev, layout):
        text = real_sentence(self, ev, layout)
        return f"{text} ({self.card(ev.info['peek'])})" if "peek" in ev.info else text
    monkeypatch.setattr(views.Visibility, "redact", redact)
    monkeypatch.setattr(narrate.Narrator, "sentence", sentence)
    assert_found(violations("mogel_motte", seeds=[0]), "narration (en) names")


def test_a_card_moved_behind_the_events_back_is_caught():
    def tamper(ev, game):
        if ev.kind == "turn" and game.state.turn == 3:
            hand = game.state.zones[game.state.slot_of["hand"] + ev.seat]
            hand.append(hand[0])
    assert_found(violations("owing", OWING, seeds=[0], tamper=tamper), "the zones hold")


def test_a_variable_changed_without_an_event_is_caught():
    def tamper(ev, game):
        if ev.kind == "turn":
            game.state.variables["owed"] = 7
    assert_found(violations("owing", OWING, seeds=[0], tamper=tamper), "variables")


def test_wrong_winners_and_totals_are_caught():
    def winners(ev, game):
        if ev.kind == "game_end":
            ev.info["winners"] = [w for w in range(game.state.n) if w not in ev.info["winners"]]
    assert_found(violations("owing", OWING, seeds=[0], tamper=winners), "the winners are")

    def totals(ev, game):
        if ev.kind == "game_end":
            ev.info["totals"] = [t + 1 for t in ev.info["totals"]]
    assert_found(violations("owing", OWING, seeds=[0], tamper=totals), "totals")


def test_level_numbers_paths_and_scores_are_checked():
    def number(ev, game):
        if ev.kind == "level_start" and ev.info["level"] == "pass" and ev.info["number"] == 2:
            ev.info["number"] = 3
    assert_found(violations("match", MATCH, seeds=[0], tamper=number), "level pass 3 in the path")

    def count(ev, game):
        if ev.kind in ("level_start", "level_end", "level_scored") and ev.info["level"] == "pass" \
                and ev.info["number"] == 2:
            ev.info["number"] = 3
            ev.info["path"] = [*ev.info["path"][:-1], ["pass", 3]]
    assert_found(violations("match", MATCH, seeds=[0], tamper=count), "expected pass 2")

    def scores(ev, game):
        if ev.kind == "level_scored":
            ev.info["scores"] = [s + 1 for s in ev.info["scores"]]
    assert_found(violations("match", MATCH, seeds=[0], tamper=scores), "the points scored in")


def test_an_event_citing_a_line_that_is_not_a_rule_is_caught():
    def cite(ev, game):
        if ev.kind == "turn" and ev.span.line > 1:
            return ev._replace(span=Span(ev.span.file, 1, 1))
    found = violations("owing", OWING, seeds=[0], tamper=cite)   # OWING's line 1 is blank
    assert_found(found, "which is blank or a comment")


def test_a_game_that_does_not_replay_is_caught(monkeypatch):
    real = mogel.Game.record

    def record(self):
        rec = real(self)
        rec.seed += 1
        return rec
    monkeypatch.setattr(mogel.Game, "record", record)
    found = violations("owing", OWING, seeds=[0])
    assert any("replay" in v for v in found), found


def test_decisions_and_answers_are_checked():
    rules = load("owing", (), OWING)
    game, referee = play_refereed(rules, 3, 0)
    generic = referee.generic
    other = next(c for c, slot in enumerate(generic.where) if generic.owner[slot] == 1 and generic.seen_by[slot] == "owner")
    generic.on_decision(Decision(0, "play", (other,)))
    assert_found(generic.violations, "which seat 0 does not see")
    generic.on_answer(Decision(0, "choice", ("draw_one", "pass_on")), "cheat")
    assert_found(generic.violations, "is not among its options")
    generic.on_decision(Decision(5, "choice", ("a",)))
    assert_found(generic.violations, "not a seat of the table")


def test_options_given_as_a_function_are_listed_at_their_first_read_only():
    calls = []

    def listed():
        calls.append(1)
        return (None, 3, 7)

    decision = Decision(0, "cheat", listed, info={"race": False})
    assert calls == [] and decision.kind == "cheat" and decision.seat == 0
    assert decision.options == (None, 3, 7) and decision.options == (None, 3, 7)
    assert calls == [1] and isinstance(decision, Decision)
    assert decision.accepts(7) and decision.accepts(None) and not decision.accepts(4)
    assert repr(decision) == "Decision(seat=0, kind='cheat', options=(None, 3, 7))"
