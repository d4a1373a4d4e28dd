"""The lab mode (issue 18 item 2): simulate() plays its games without Event objects when nobody
listens (mogel.runtime.engine, `Engine.count_only`), and its table is the table counted from
the all-seeing events of the same games, row for row: on every shipped game, each of its
variants alone and its fixed combinations (a spread of player counts), and the small games of
the tests with claims, bluffs, face-down cards, choices and levels.  Each simulated game
replays with its events from its seed."""

from __future__ import annotations

import functools
from pathlib import Path

import pytest

pytest.importorskip("pandas")

import mogel  # noqa: E402
from mogel.agents import RandomBot, bot_from_text, bot_label  # noqa: E402
from mogel.check.files import shipped_games  # noqa: E402
from mogel.compile.program import compile_rules  # noqa: E402
from mogel.errors import MogelError  # noqa: E402
from mogel.lab import game_seed, simulate  # noqa: E402
from mogel.lab.rows import InPlaceCount, RoundStats  # noqa: E402
from mogel.runtime.engine import Engine  # noqa: E402
from level_games import STEPS  # noqa: E402
from referee import load, tables  # noqa: E402
from small_games import TEST_GAMES  # noqa: E402
from value_choice_rules import WISH  # noqa: E402

MIX = ("sneaky", "random:cheat_rate=0.4", "honest", "random", "sneaky:cheat_rate=0.9")
CRAZY_EIGHTS = (Path(__file__).resolve().parent.parent / "games" / "crazy_eights.mm").read_text(encoding="utf-8")
OTHER_GAMES = {**TEST_GAMES, "crazy_eights": CRAZY_EIGHTS, "wish": WISH}


def counted_from_events(rules, bots, games: int, seed: int):
    """The rows of simulate(rules, bots=bots, games=games, seed=seed), counted by an on_event
    listener from the events of each game played again from its seed; and those Games."""
    rows, played = [], []
    for index in range(games):
        stats = RoundStats(index, [bot_label(bot_from_text(b) if isinstance(b, str) else b) for b in bots], rules)
        game = mogel.Game(rules, list(bots), game_seed(seed, index), on_event=stats)
        stats.follow(game)
        game.play()
        rows += [tuple(row) for row in stats.rows]
        played.append(game)
    return rows, played


def every_table():
    """(game, text or None, variants, players) of each table: every shipped game and small test
    game, with no variant, each variant alone and the fixed combinations, the player counts
    taken in turn so that every count allowed is played somewhere."""
    out = []
    games = [(name, None) for name in shipped_games()] + list(OTHER_GAMES.items())
    for name, text in games:
        for index, (variants, counts) in enumerate(tables(name, text)):
            out.append((name, text, variants, counts[index % len(counts)]))
    return out


TABLES = every_table()


@pytest.mark.parametrize("name, text, variants, players", TABLES,
                         ids=[f"{t[0]}:{'+'.join(t[2]) or 'default'}:{t[3]}" for t in TABLES])
def test_the_lab_modes_table_is_the_table_counted_from_the_events_of_the_same_games(name, text, variants, players):
    rules = load(name, variants, text)
    bots = [MIX[(seat + len(variants)) % len(MIX)] for seat in range(players)]
    frame = simulate(rules, bots=bots, games=3, seed=len(TABLES), workers=1, progress=False)
    rows, played = counted_from_events(rules, bots, 3, len(TABLES))
    assert list(frame.itertuples(index=False, name=None)) == rows
    assert rows and all(game.events for game in played)
    for game in played:   # each game replayed with its events: the totals of its last rows
        last = frame[frame.game == played.index(game)].groupby("seat")["total"].last().tolist()
        assert last == list(game.state.totals)


def test_tables_with_cheats_bluffs_and_accusations_are_among_those_compared():
    """The comparison above means something only if the lab mode counted each column."""
    seen = {"cheats": 0, "caught": 0, "wrong_accusations": 0, "bluffs": 0, "actions": 0}
    for name in ("mogel_motte", "doubt", "claim_peek", "cheat"):
        text = OTHER_GAMES.get(name)
        rules = load(name, (), text)
        frame = simulate(rules, bots=list(MIX[:4]), games=3, seed=len(TABLES), workers=1, progress=False)
        for column in seen:
            seen[column] += int(frame[column].sum())
    assert all(seen.values()), seen


def test_the_engines_lab_mode_keeps_no_events_and_plays_the_same_game():
    rules = mogel.load_rules()
    seen = []
    lab = mogel.Game(rules, ["sneaky", "random", "honest", "random"], seed=11)
    kinds = ("turn", "cheat", "accuse", "play", "round_scored")
    lab.engine.count_only({kind: functools.partial(lambda *fields: seen.append(fields), kind) for kind in kinds})
    lab.play()
    full = mogel.Game(rules, ["sneaky", "random", "honest", "random"], seed=11).play()
    assert lab.events == [] and lab.engine.emitted == len(full.events)
    assert seen == [(ev.kind, ev.seat, ev.moves, ev.info) for ev in full.events if ev.kind in kinds]
    assert lab.decisions == full.decisions
    assert lab.state.totals == full.state.totals and lab.state.zones == full.state.zones
    assert lab.winners == full.winners



def test_counts_by_seat_and_counters_of_every_form_count_what_the_events_say():
    """The events the generated code makes in place in the lab mode (Engine.lab) are counted as
    `emit` counts them: a list by seat, a counter called, whichever form a kind's counter has."""
    rules = mogel.load_rules()
    by_seat = {kind: [0] * 4 for kind in ("cheat", "notice", "draw", "give", "take", "turn", "play")}
    called = []
    lab = mogel.Game(rules, ["sneaky", "random", "sneaky", "random"], seed=5)
    lab.engine.count_only({**by_seat, "move": lambda *fields: called.append(fields)})
    lab.play()
    full = mogel.Game(rules, ["sneaky", "random", "sneaky", "random"], seed=5).play()
    for kind, counts in by_seat.items():
        assert counts == [sum(ev.kind == kind and ev.seat == seat for ev in full.events) for seat in range(4)], kind
    assert called == [(ev.seat, ev.moves, ev.info) for ev in full.events if ev.kind == "move"]
    assert lab.engine.emitted == len(full.events) and lab.state.zones == full.state.zones

def test_plays_and_accusations_counted_in_place_count_by_seat_and_any_other_by_the_call():
    """Counters of the forms "card" and "judged" (InPlaceCount: two lists and a call): the lab twin
    runs and counts each play of one of the cards by seat in place, each accusation as wrong (by
    the accuser) or right (by the accused), and `emit` calls the counter; together they count what
    the events say (rules.mm makes every play in place; Cheat's plays with a claim and its
    challenges go through `emit`)."""
    for rules, seed in ((mogel.load_rules(), 5), (load("cheat"), 3)):
        cards = frozenset(range(0, len(compile_rules(rules).deck.kinds), 3))
        counts, wrong, caught, called = [0] * 4, [0] * 4, [0] * 4, {"play": [], "accuse": []}
        lab = mogel.Game(rules, ["sneaky", "random", "sneaky", "random"], seed=seed)
        lab.engine.count_only({"play": InPlaceCount((cards, counts, lambda *fields: called["play"].append(fields))),
                               "accuse": InPlaceCount((wrong, caught, lambda *fields: called["accuse"].append(fields)))})
        assert lab.engine.p.lab
        lab.play()
        full = mogel.Game(rules, ["sneaky", "random", "sneaky", "random"], seed=seed).play()
        told = {kind: [(ev.seat, ev.moves, ev.info) for ev in full.events if ev.kind == kind] for kind in called}
        for kind, events in told.items():
            assert [event for event in events if event in called[kind]] == called[kind] and events, kind
        assert (len(called["play"]) > 0) == (seed == 3)   # Cheat's plays make claims; rules.mm's none
        plays, accusations = ([event for event in told[kind] if event not in called[kind]] for kind in ("play", "accuse"))
        assert counts == [sum(seat == at and moves[0][0] in cards for seat, moves, _ in plays) for at in range(4)]
        assert wrong == [sum(seat == at and not info["right"] for seat, _, info in accusations) for at in range(4)]
        assert caught == [sum(info["accused"] == at and info["right"] for _, _, info in accusations) for at in range(4)]
        assert sum(wrong) + sum(caught) == len(accusations) and (len(accusations) > 0) == (seed == 5)   # Cheat's: challenges
        assert lab.engine.emitted == len(full.events) and lab.state.zones == full.state.zones


def test_the_lab_mode_runs_the_programs_lab_twin_and_every_other_mode_the_usual_program():
    """The engine runs the module's lab twin (mogel.compile.program `compile_rules(rules, lab=True)`)
    exactly while its lab mode makes events in place (`Engine.lab`): a lab mode whose counters only
    `emit` calls, and an engine built from the twin, run the usual Program."""
    rules = mogel.load_rules()
    usual, twin = compile_rules(rules), compile_rules(rules, lab=True)
    assert twin.lab and not usual.lab and twin is compile_rules(rules, lab=True) and twin.deck is usual.deck
    assert twin.window is not usual.window and twin.turn is not usual.turn
    game = mogel.Game(rules, ["sneaky", "random", "honest"], seed=2)
    assert game.engine.p is usual
    game.engine.count_only({"cheat": [0, 0, 0]})
    assert game.engine.p is twin and game.engine.lab is not None
    assert game.engine.move_checks and all(any(spec is level for level in twin.levels) for spec in game.engine.move_checks)
    game.engine.count_only({"move": lambda *fields: None})   # a count by seat as a call: emit's
    assert game.engine.p is usual and game.engine.lab is None
    assert Engine(twin, 3, 2, game.agents).p is usual
    counted = mogel.Game(rules, ["sneaky", "random", "honest"], seed=2)
    counted.engine.count_only({"move": lambda *fields: None})
    assert counted.play().decisions == mogel.Game(rules, ["sneaky", "random", "honest"], seed=2).play().decisions


def test_a_game_under_way_in_the_lab_twin_takes_new_counters_of_the_same_forms_only():
    """Counters given again once the game has begun (a search bot's copy counting anew) are
    counted by the module already running: the lab twin takes counters of IN_PLACE's forms only."""
    rules = mogel.load_rules()
    begun = mogel.Game(rules, ["sneaky", "random", "sneaky"], seed=4)
    begun.engine.count_only({})
    begun.play_until(decisions=30)
    with pytest.raises(MogelError, match="under way"):
        begun.engine.count_only({"cheat": lambda *fields: None})
    cheats, at = [0, 0, 0], begun.engine.emitted
    begun.engine.count_only({"cheat": cheats})
    full = mogel.Game(rules, ["sneaky", "random", "sneaky"], seed=4).play()
    assert begun.engine.p is compile_rules(rules, lab=True) and begun.play().decisions == full.decisions
    assert cheats == [sum(ev.kind == "cheat" and ev.seat == seat for ev in full.events[at:]) for seat in range(3)]
    assert sum(cheats) > 0


def test_the_lab_mode_is_refused_once_someone_listens_or_events_were_kept():
    rules = mogel.load_rules()
    listened = mogel.Game(rules, ["random"] * 3, seed=1, on_event=lambda ev: None)
    with pytest.raises(MogelError, match="lab mode"):
        listened.engine.count_only({})
    started = mogel.Game(rules, ["random"] * 3, seed=1)
    started.play_until(rounds=1)
    with pytest.raises(MogelError, match="lab mode"):
        started.engine.count_only({})


class _Historian(RandomBot):
    """A random bot that reads its seat's events before each decision, as an agent may, and says so."""

    reads_events = True

    def decide(self, view, decision, rng):
        self.read = len(list(view.events()))
        return super().decide(view, decision, rng)


def test_an_agent_that_reads_events_gets_them_in_simulate_and_one_that_says_it_does_not_is_told():
    rules = mogel.load_rules()
    historian = _Historian()
    frame = simulate(rules, bots=[historian, "random", "random"], games=2, seed=3, workers=1, progress=False)
    rows, _ = counted_from_events(rules, [historian, "random", "random"], 2, 3)
    assert historian.read > 0 and list(frame.itertuples(index=False, name=None)) == rows
    historian.reads_events = False   # as a bot derived from the built-in bots says unless told otherwise
    with pytest.raises(MogelError, match="reads_events = True"):
        simulate(rules, bots=[historian, "random", "random"], games=1, seed=3, workers=1, progress=False)




def games_of_simulate(monkeypatch, rules, bots, games: int, seed: int):
    """The rows of simulate(rules, bots=bots, ...) and the Games its runner played (mogel.lab.rows)."""
    import mogel.lab.rows as rows

    played = []

    class Watched(rows.Game):
        def __init__(self, *args, **kwargs):
            super().__init__(*args, **kwargs)
            played.append(self)
    monkeypatch.setattr(rows, "Game", Watched)
    frame = simulate(rules, bots=bots, games=games, seed=seed, workers=1, progress=False)
    return frame, played


@pytest.mark.parametrize("name", ["mogel_motte", "doubt", "mogelei"])
def test_simulate_answers_its_bots_at_once_records_nothing_and_each_game_replays_from_its_seed(monkeypatch, name):
    """simulate's runner (game_rows) plays bots in the lab twin for bots answered at once where its
    table reads no record of decisions (Engine.count_only's `at_once`): no decision recorded, and
    each game, played again with its events from its seed, is the same game, with the same rows."""
    rules = load(name, (), OTHER_GAMES.get(name))
    bots = list(MIX[:4])
    frame, played = games_of_simulate(monkeypatch, rules, bots, 3, 21)
    rows, again = counted_from_events(rules, bots, 3, 21)
    assert list(frame.itertuples(index=False, name=None)) == rows
    for game, replayed in zip(played, again):
        assert game.engine.p.lab and game.engine.p.at_once and len(game.decisions) == 0
        assert replayed.decisions and game.engine.emitted == len(replayed.events)
        assert game.state.zones == replayed.state.zones and game.state.totals == replayed.state.totals
        assert game.winners == replayed.winners


def test_simulate_records_the_decisions_of_rules_whose_length_is_counted_in_them(monkeypatch):
    rules = mogel.load_rules(text=STEPS, file="steps.mm")
    frame, played = games_of_simulate(monkeypatch, rules, ["random", "honest", "sneaky"], 2, 5)
    assert set(frame.length_unit) == {"decision"}
    for game in played:
        assert game.engine.p.lab and not game.engine.p.at_once
        assert game.decisions == mogel.Game(rules, ["random", "honest", "sneaky"], seed=game.seed).play().decisions


def test_the_at_once_twin_plays_the_same_game_and_counts_the_same_events():
    rules = mogel.load_rules()
    kinds = ("accuse", "play", "round_scored")   # counted by a call; cheats, notices and turns by seat
    by_seat = {kind: [0] * 4 for kind in ("cheat", "notice", "turn")}
    called = []
    at_once = mogel.Game(rules, ["sneaky", "random", "honest", "random:cheat_rate=0.4"], seed=13)
    at_once.engine.count_only({**by_seat, **{kind: functools.partial(lambda *fields: called.append(fields), kind)
                                             for kind in kinds}}, at_once=True)
    at_once.play()
    full = mogel.Game(rules, ["sneaky", "random", "honest", "random:cheat_rate=0.4"], seed=13).play()
    assert at_once.engine.p.at_once and at_once.events == [] and at_once.engine.emitted == len(full.events)
    assert called == [(ev.kind, ev.seat, ev.moves, ev.info) for ev in full.events if ev.kind in kinds]
    for kind, counts in by_seat.items():
        assert counts == [sum(ev.kind == kind and ev.seat == seat for ev in full.events) for seat in range(4)], kind
    assert sum(by_seat["cheat"]) > 0 and at_once.state.totals == full.state.totals and at_once.winners == full.winners
    assert list(at_once.decisions) == [] and len(full.decisions) > 0


def test_the_at_once_twin_is_refused_where_a_seat_may_be_asked_or_the_game_stop():
    rules = mogel.load_rules()
    human = mogel.Game(rules, ["random", mogel.Human(), "random"], seed=1)
    with pytest.raises(MogelError, match="at once"):
        human.engine.count_only({}, at_once=True)
    asked = mogel.Game(rules, ["random"] * 3, seed=1)
    asked.engine.asks_chance = True
    with pytest.raises(MogelError, match="at once"):
        asked.engine.count_only({}, at_once=True)
    with pytest.raises(MogelError, match="at once"):   # a counter the twin cannot call in place: the usual Program
        mogel.Game(rules, ["random"] * 3, seed=1).engine.count_only({"move": lambda *fields: None}, at_once=True)
    begun = mogel.Game(rules, ["random"] * 3, seed=1)
    begun.engine.count_only({})
    begun.play_until(decisions=5)
    with pytest.raises(MogelError, match="at once"):
        begun.engine.count_only({}, at_once=True)
    at_once = mogel.Game(rules, ["random"] * 3, seed=1)
    at_once.engine.count_only({}, at_once=True)
    with pytest.raises(MogelError, match="at-once mode"):
        at_once.play_until(rounds=1)
    with pytest.raises(MogelError, match="at-once mode"):
        at_once.record()
    assert at_once.play().finished and at_once.state.totals == mogel.Game(rules, ["random"] * 3, seed=1).play().state.totals
