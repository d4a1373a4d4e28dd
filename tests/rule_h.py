"""Rule H, "hidden decisions do not leak": a test helper for any rules file.

Rule H (docs/language.md, "Hidden decisions"): what seat V learns of a decision of another
player P is a function of the statement and its public result only -- never of cards V
cannot see, of whether P had an option, or of whether P was asked.  The test builds two
tables that differ only in cards V cannot see, plays the same statement on both, and
compares everything V is told: V's events (Visibility.redact), V's narration in English and
German (each event's sentence, and the lines that tell some events together), V's log lines (mogel.present.log.event_record of V's events)
and the rules page beside V's log after each of them (mogel.present.rules_page: the rule it marks).

    from rule_h import Case, assert_no_leak

    no_option = Case(lambda t: t.hand(0, "spider 4", "moth 1", "moth 3"), answers=[])
    declines = Case(lambda t: t.hand(0, "spider 4", "number 1", "number 5"), answers=[None])
    common = lambda t: (t.pile("discard", "number 3"), t.hand(1, "number 2"), ...)
    assert_no_leak(rules, common, no_option, declines, seat=1, act=lambda t, ans: t.turn(0, ans))

`common(table)` places what both tables share; each Case's `build(table)` places what differs
(cards V must not see: the helper checks that V's view of the two tables is the same before
the act); `act(table, answers)` runs the statement and returns its events (Scenario.turn,
Scenario.run ...).  The helper also checks that the two tables really differ for an
all-seeing observer (else the test proves nothing).  Use it for every statement whose
options depend on cards some seat cannot see (a `may`/`must` choice from a hand, a face-down
play, a choice after a claim).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from types import SimpleNamespace
from typing import Callable, List, Sequence

from mogel.play.scenario import FirstOption, Scenario
from mogel.present.log import event_record
from mogel.present.narrate import Narrator
from mogel.present.narrate_lines import told_lines
from mogel.present.rules_page import rules_page


class Declines(FirstOption):
    """Declines every `may` (answers None where None is an option), else the first option;
    never cheats, never accuses: the agent of "P has options and declines"."""

    name = "declines"

    def choose(self, view, decision, rng):
        return None if None in decision.options else super().choose(view, decision, rng)


@dataclass
class Case:
    """One of the two tables: what to place on it, and the answers its decisions get."""

    build: Callable
    answers: Sequence = field(default_factory=tuple)


def seat_table(table: Scenario, seat: int) -> list:
    """What `seat` sees of the table: per zone slot, its size and the faces it shows (None for
    a face it does not see), the roles and the active seat."""
    s, vis, deck = table.state, table.visibility, table.program.deck
    slots = []
    for slot, pile in enumerate(s.zones):
        faces = tuple(deck.face(c) if vis.face_shown(seat, s, slot, c) else None for c in pile)
        slots.append((s.layout.describe(slot), len(pile), faces, tuple(c in s.face_down for c in pile)))
    return [slots, dict(s.roles), s.active]


def seat_story(table: Scenario, events: Sequence, seat: int, start: int) -> dict:
    """Everything `seat` is told of `events`: the events, narration (en, de) per event and in
    lines (mogel.present.narrate_lines, some events told together), log lines, and the rules
    page (en, de) with the rule of each event marked."""
    vis = table.visibility
    shown = [ev for ev in (vis.redact(ev, seat) for ev in events) if ev is not None]
    layout = table.state.layout
    story = {"events": [(ev.kind, ev.seat, ev.moves, ev.info, ev.span) for ev in shown]}
    for lang in ("en", "de"):
        narrator = Narrator(table.program, None, lang)
        story[f"narration_{lang}"] = [narrator.sentence(ev, layout) for ev in shown]
        story[f"lines_{lang}"] = [(line.text, line.event.kind) for line in told_lines(narrator, shown, layout)]
    narrator = Narrator(table.program, None, "en")
    game = SimpleNamespace(state=table.state)
    story["log"] = [event_record(ev, start + i, game, narrator) for i, ev in enumerate(shown)]
    story["rules_page"] = [rules_page(table.program.rules, ev.span, lang) for ev in shown for lang in ("en", "de")]
    return story


def play_case(rules, players: int, common: Callable, case: Case, act: Callable, seat: int, agents=None,
              seed: int = 0):
    """Build one table (common part, then the case's part), note what `seat` sees of it, run
    the act: (table, what seat saw before, the act's events)."""
    table = Scenario(rules, players=players, seed=seed, agents=agents() if callable(agents) else agents)
    common(table)
    case.build(table)
    seen = seat_table(table, seat)
    return table, seen, act(table, list(case.answers))


def assert_no_leak(rules, common: Callable, a: Case, b: Case, seat: int, act: Callable, *,
                   players: int = 4, agents=None, seed: int = 0) -> List[str]:
    """Assert that `seat` is told the same of `act` on table `a` and table `b`; returns the
    narration (en) `seat` got, for a test to show or check further.  `agents`: the seats'
    agents, or a function making fresh ones (each table needs its own)."""
    table_a, seen_a, events_a = play_case(rules, players, common, a, act, seat, agents, seed)
    table_b, seen_b, events_b = play_case(rules, players, common, b, act, seat, agents, seed)
    assert seen_a == seen_b, (f"the two tables differ in what seat {seat} sees before the act, so the "
                              f"test proves nothing: build them to differ in hidden cards only")
    all_a = seat_story(table_a, events_a, None, 0)["events"]
    all_b = seat_story(table_b, events_b, None, 0)["events"]
    assert all_a != all_b, "the two tables play exactly alike even for an all-seeing observer: nothing is tested"
    story_a = seat_story(table_a, events_a, seat, len(table_a.engine.events) - len(events_a))
    story_b = seat_story(table_b, events_b, seat, len(table_b.engine.events) - len(events_b))
    for key in story_a:
        assert story_a[key] == story_b[key], (
            f"rule H: seat {seat}'s {key} differs between the two tables:\n  {story_a[key]}\n  {story_b[key]}")
    return story_a["narration_en"]
