"""A game in progress saved and resumed (issue 19, item 6): mogel.save_game of an unfinished
game, mogel.resume_game, Game.play_until, and replay_file of a game in progress.

The promise: a game saved at any decision and resumed goes on exactly as the uninterrupted
game -- the same next bot move, the same chance, event for event and decision for decision.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import mogel
from claims_rules import PEEK, doubt
from level_games import MATCH
from mogel.errors import IllegalDecision, SavedGameError
from mogel.play import record as rec
from mogel.play.replaying import replay_file

BOTS = ["random", "honest", "sneaky:cheat_rate=0.6", "random:false_accusations=0.2"]


def _rules_file(tmp_path: Path, name: str, text: str) -> Path:
    path = tmp_path / f"{name}.mm"
    path.write_text(text, encoding="utf-8")
    return path


@pytest.fixture(scope="module")
def games(tmp_path_factory):
    """name -> (rules, bots): rules.mm, rules.mm with variants, and small games of other kinds
    (levels, claims, a choice of option names), each from a rules file on disk."""
    folder = tmp_path_factory.mktemp("rules")
    return {
        "rules.mm": (mogel.load_rules(), BOTS),
        "variants": (mogel.load_rules(variants=["italian_ant", "guard_stays"]), BOTS[:3]),
        "quick_game": (mogel.load_rules(variants=["quick_game", "cockroach_any_card"]), BOTS[1:]),
        "levels": (mogel.load_rules(_rules_file(folder, "match", MATCH)), BOTS[:3]),
        "claims": (mogel.load_rules(_rules_file(folder, "doubt", doubt())), BOTS[:3]),
        "choice": (mogel.load_rules(_rules_file(folder, "peek", PEEK)), BOTS[:3]),
    }


def _game(games, name, seed):
    rules, bots = games[name]
    return mogel.Game(rules, list(bots), seed=seed, oldest=seed % len(bots))


def _stop_at(whole, stop: str) -> dict:
    """A stop point of a game: after its first round, or at a share of its decisions."""
    if stop == "round 1":
        return {"rounds": 1}
    share = {"start": 0, "a third": 1 / 3, "two thirds": 2 / 3}.get(stop)
    return {"decisions": len(whole.decisions) - 1 if share is None else int(len(whole.decisions) * share)}


def _resumed_equals_uninterrupted(games, name, seed, stop, tmp_path):
    """Stop, save, resume, play on: the same game as one played straight through."""
    whole = _game(games, name, seed).play()
    rounds = sum(ev.kind == "round_scored" for ev in whole.events)
    if stop == "round 1" and rounds == 1:
        stop = "a third"   # a game of one round: stopped in the middle instead
    part = _game(games, name, seed).play_until(**_stop_at(whole, stop))
    assert part.paused and not part.finished and len(part.events) < len(whole.events)
    path = tmp_path / "part.mogel"
    mogel.save_game(part, path)
    game = mogel.resume_game(path, rules=games[name][0])
    # positioned at the saved point: the same events, decisions and waiting decision
    assert game.events == part.events and game.decisions == part.decisions
    assert (game.pending.seat, game.pending.kind, game.pending.options) == (
        part.pending.seat, part.pending.kind, part.pending.options)
    # the next bot move is the uninterrupted game's
    k = len(game.decisions)
    game.advance()
    assert game.decisions[k] == whole.decisions[k]
    game.play()
    assert game.events == whole.events
    assert game.decisions == whole.decisions
    assert game.state.totals == whole.state.totals and game.winners == whole.winners
    # and the paused game itself, played on, is the uninterrupted one too
    assert part.play().events == whole.events


STOPS = ["round 1", "start", "a third", "two thirds", "the last decision"]


@pytest.mark.parametrize("seed", [1, 4, 9])
@pytest.mark.parametrize("stop", STOPS)
def test_mogel_motte_resumed_goes_on_as_the_uninterrupted_game(games, seed, stop, tmp_path):
    _resumed_equals_uninterrupted(games, "rules.mm", seed, stop, tmp_path)


@pytest.mark.parametrize("name", ["variants", "quick_game", "levels", "claims", "choice"])
@pytest.mark.parametrize("seed", [2, 5])
@pytest.mark.parametrize("stop", STOPS)
def test_other_games_resumed_go_on_as_the_uninterrupted_game(games, name, seed, stop, tmp_path):
    _resumed_equals_uninterrupted(games, name, seed, stop, tmp_path)


def _human_answer(decision):
    """A person's answers, as a fixed function of the decision (so both games get the same)."""
    if decision.kind == "react":
        return 0.37
    real = [o for o in decision.options if o is not None]
    if decision.kind in ("cheat", "accuse"):
        return real[0] if real and len(real) % 3 == 0 else None
    return real[len(real) // 2] if real else None


def _play_human(game, until=None):
    decision = game.advance()
    while decision is not None and (until is None or len(game.decisions) < until):
        decision = game.advance(_human_answer(decision))
    return game


@pytest.mark.parametrize("seed, stop", [(3, 5), (3, 90), (8, 40), (11, 250)])
def test_a_human_seat_saved_at_its_turn_and_resumed_goes_on_as_uninterrupted(games, seed, stop, tmp_path):
    rules = games["rules.mm"][0]

    def table():
        return mogel.Game(rules, ["sneaky", mogel.Human(attention=0.8), "random", "honest"], seed=seed)
    whole = _play_human(table())
    part = _play_human(table(), until=stop)
    assert part.pending is not None and part.pending.seat == 1 and not part.paused   # the person's turn
    path = tmp_path / "human.mogel"
    mogel.save_game(part, path)
    game = mogel.resume_game(path)
    assert isinstance(game.agents[1], mogel.Human) and game.agents[1].attention == 0.8
    assert game.events == part.events and game.advance() is game.pending and game.pending.kind == part.pending.kind
    _play_human(game)
    assert game.events == whole.events and game.decisions == whole.decisions


def test_resume_takes_agents_with_the_saved_settings_only(games, tmp_path):
    rules = games["rules.mm"][0]
    part = mogel.Game(rules, ["sneaky", mogel.Human(), "random"], seed=6)
    _play_human(part, until=20)
    path = tmp_path / "p.mogel"
    mogel.save_game(part, path)
    same = mogel.resume_game(path, [None, mogel.Human(), "random"])
    assert same.events == part.events
    with pytest.raises(SavedGameError, match="seat 2 was played by random, not honest: the game would not go on"):
        mogel.resume_game(path, [None, None, "honest"])
    with pytest.raises(SavedGameError, match=r"seat 1 was saved as human with attention 0.5 \(the chance of noticing a "
                                             r"cheat\), but human has 0.9: the game would not go on"):
        mogel.resume_game(path, [None, mogel.Human(attention=0.9), None])
    with pytest.raises(SavedGameError, match="3 seats, but 2 agents"):
        mogel.resume_game(path, ["sneaky", "random"])
    with pytest.raises(SavedGameError, match=r"played with variants none, not \['quick_game'\]"):
        mogel.resume_game(path, rules=mogel.load_rules(variants=["quick_game"]))
    with pytest.raises(SavedGameError, match="the rules changed since this game was saved"):
        mogel.resume_game(path, rules=mogel.load_rules(text=rules.source + "\n# a comment\n", file="rules.mm"))


def test_bots_that_now_decide_otherwise_are_told(games, tmp_path, monkeypatch):
    """Resuming plays the saved decisions again with the real bots: a bot that decides
    otherwise (another version of mogel) would not go on as the saved game would have."""
    rules = games["rules.mm"][0]
    part = mogel.Game(rules, ["honest", "honest", "honest"], seed=2).play_until(rounds=1)
    path = tmp_path / "p.mogel"
    mogel.save_game(part, path)
    from mogel.agents.simple import HonestBot
    monkeypatch.setattr(HonestBot, "choose", lambda self, view, decision, rng: decision.options[0])
    with pytest.raises(SavedGameError, match=r"decision \d+ was .* when the game was saved, but the bots now answer") as told:
        mogel.resume_game(path)
    assert "ms=" not in str(told.value)   # no time budget to blame
    assert replay_file(path).paused   # the record itself still replays


def test_a_search_bot_with_a_time_budget_is_named_when_its_game_cannot_resume(games, tmp_path, monkeypatch):
    """A search bot thinking for a time (ms=) plays another game on each run: when a game it
    played in does not resume, the message says so and what to give it instead."""
    rules = games["rules.mm"][0]
    part = mogel.Game(rules, [mogel.make_bot("search", ms=5), "honest", "honest"], seed=2).play_until(rounds=1)
    path = tmp_path / "p.mogel"
    mogel.save_game(part, path)
    from mogel.agents.search import SearchBot
    monkeypatch.setattr(SearchBot, "decide", lambda self, view, decision, rng: decision.options[-1])
    with pytest.raises(SavedGameError, match=r"but the bots now answer .*a search bot of this game thought for a "
                                             r"time \(ms=\).*give it playouts= or its default budget"):
        mogel.resume_game(path)


def test_replay_file_of_a_game_in_progress_checks_the_events_so_far(games, tmp_path):
    part = _game(games, "rules.mm", 4).play_until(decisions=200)   # at a decision (format 3)
    path = tmp_path / "p.mogel"
    mogel.save_game(part, path)
    again = replay_file(path)
    assert not again.finished and again.events == part.events and again.pending.seat == part.pending.seat
    body = json.loads(path.read_text(encoding="utf-8"))

    def resealed(**changes):
        edited = {**body, **changes}
        edited["checksum"] = rec._checksum(edited)
        bad = tmp_path / "bad.mogel"
        bad.write_text(json.dumps(edited), encoding="utf-8")
        return bad
    events = dict(body["events"], sha256="0" * 64)
    with pytest.raises(SavedGameError, match="differs from the saved one"):
        replay_file(resealed(events=events))
    with pytest.raises(SavedGameError, match="stopped at a 'give' decision of seat .*, but replayed it stops at a"):
        replay_file(resealed(waiting={"seat": (part.pending.seat + 1) % 4, "kind": "give"}))
    with pytest.raises(SavedGameError, match="differs from the saved one"):
        mogel.resume_game(resealed(events=events))
    with pytest.raises(SavedGameError, match="do not replay|differs"):
        replay_file(resealed(decisions=body["decisions"][:-40]))


def test_a_game_stopped_before_a_round_is_replayed_and_resumed_there(games, tmp_path):
    """Trial 24: play_until(rounds=N) stops before round N + 1 begins (format 4, waiting
    {"seat": null, "kind": "round_start", "rounds": N}), even in a game whose bots make no
    decision; replay_file and resume_game stop there again, and an edited stop is refused."""
    part = _game(games, "rules.mm", 4).play_until(rounds=2)
    assert part.paused and part.pending.kind == "round_start" and part.events[-1].kind == "round_scored"
    path = tmp_path / "p.mogel"
    mogel.save_game(part, path)
    body = json.loads(path.read_text(encoding="utf-8"))
    assert body["version"] == 4 and body["waiting"] == {"seat": None, "kind": "round_start", "rounds": 2}
    assert replay_file(path).events == part.events and mogel.resume_game(path).events == part.events

    def resealed(**changes):
        edited = {**body, **changes}
        edited["checksum"] = rec._checksum(edited)
        bad = tmp_path / "bad.mogel"
        bad.write_text(json.dumps(edited), encoding="utf-8")
        return bad
    with pytest.raises(SavedGameError, match="the saved game has more decisions than the game used"):
        replay_file(resealed(waiting={"seat": None, "kind": "round_start", "rounds": 1}))
    for waiting in ({"seat": None, "kind": "round_start"}, {"seat": 0, "kind": "round_start", "rounds": 2}):
        with pytest.raises(SavedGameError, match="damaged: 'waiting' must be the start of the round"):
            mogel.resume_game(resealed(waiting=waiting))


def test_finished_and_unfinished_files_are_told_apart(games, tmp_path):
    whole = _game(games, "rules.mm", 1).play()
    done = tmp_path / "done.mogel"
    mogel.save_game(whole, done)
    with pytest.raises(SavedGameError, match="done.mogel: this game is finished: there is nothing to resume "
                                             r"\(replay it with mogel.replay_file"):
        mogel.resume_game(done)
    log = tmp_path / "game.jsonl"
    from mogel.present.log import write_log
    write_log(whole, log)
    with pytest.raises(SavedGameError, match="a game log holds a finished game: there is nothing to resume"):
        mogel.resume_game(log)
    # a finished game is written as before: format version 1, without 'finished' or 'waiting'
    body = json.loads(done.read_text(encoding="utf-8"))
    assert body["version"] == 1 and "finished" not in body and "waiting" not in body
    # a version 1 file that says it is in progress, or a version 2 or 3 one that says nothing, is damaged
    for version, extra, says in [(1, {"finished": False}, "version 1 file holds a finished game"),
                                 (2, {}, "version 2 file holds a game in progress"),
                                 (3, {}, "version 3 file holds a game in progress"),
                                 (2, {"finished": False, "waiting": {"seat": 9, "kind": "play"}}, "'waiting' must")]:
        edited = {**body, "version": version, **extra}
        edited["checksum"] = rec._checksum(edited)
        bad = tmp_path / "bad.mogel"
        bad.write_text(json.dumps(edited), encoding="utf-8")
        with pytest.raises(SavedGameError, match=says):
            mogel.resume_game(bad)


def test_a_corrupted_game_in_progress_is_refused_in_words(games, tmp_path):
    part = _game(games, "rules.mm", 9).play_until(decisions=30)
    path = tmp_path / "p.mogel"
    mogel.save_game(part, path)
    data = path.read_bytes()
    cases = {"truncated": (data[: len(data) // 2], "truncated"),
             "corrupted byte": (data.replace(b'"seed": 9', b'"seed": 8'), "checksum"),
             "empty": (b"", "empty")}
    for name, (bad, says) in cases.items():
        path.write_bytes(bad)
        with pytest.raises(SavedGameError, match=says):
            mogel.resume_game(path)
        assert path.read_bytes() == bad, name


@pytest.mark.parametrize("reads", [1, 2])
def test_an_older_mogel_refuses_a_game_in_progress_as_newer(games, tmp_path, monkeypatch, reads):
    """What a mogel that reads only version 1 (before games in progress), or 2 (before
    countdowns: its bots would not go on as these), says of a game in progress (simulated:
    this reader held to that version)."""
    for part, version in ((_game(games, "rules.mm", 1).play_until(decisions=40), 3),
                          (_game(games, "rules.mm", 1).play_until(rounds=1), 4)):   # stopped before round 2
        path = tmp_path / "p.mogel"
        mogel.save_game(part, path)
        monkeypatch.setattr(rec, "NEWEST", reads)
        told = "format 1" if reads == 1 else f"formats 1 to {reads}"
        with pytest.raises(SavedGameError, match=rf"written by a newer mogel \(it is mogel-saved-game format {version}; "
                                                 rf"this mogel reads {told}\): update mogel to open it"):
            replay_file(path)
        monkeypatch.undo()


def test_the_old_refusal_is_gone():
    """"only a finished game can be saved" is said nowhere any more."""
    package = Path(mogel.__file__).parent
    assert not [p for p in package.rglob("*.py") if "only a finished game" in p.read_text(encoding="utf-8")]


def test_play_until_is_checked_and_a_paused_bot_cannot_be_answered_for(games):
    game = _game(games, "rules.mm", 1)
    for bad, says in [({}, "either rounds= or decisions="), ({"rounds": 1, "decisions": 2}, "either"),
                      ({"rounds": -1}, "whole number from 0 up"), ({"decisions": True}, "whole number")]:
        with pytest.raises(mogel.MogelError, match=says):
            game.play_until(**bad)
    game.play_until(decisions=5)
    assert game.paused and len(game.decisions) == 5
    with pytest.raises(IllegalDecision, match="is a bot"):
        game.advance(game.pending.options[0])
    assert game.play_until(decisions=5).decisions == game.decisions   # already there: stays
    with pytest.raises(mogel.MogelError, match="a human seat is waiting"):
        mogel.Game(games["rules.mm"][0], [mogel.Human(), "random", "random"], seed=1).play_until(rounds=1)


def test_a_game_the_rules_stopped_is_not_saved_to_go_on_with(tmp_path):
    text = mogel.default_rules_path().read_text(encoding="utf-8")
    minus = text.replace("define hand_size = 8 ", "define hand_size = size(draw) - 77 ", 1)
    assert minus != text
    broken = mogel.load_rules(text=minus, file="minus.mm")
    game = mogel.Game(broken, ["random", "random", "random"], seed=1)
    with pytest.raises(mogel.RulesRuntimeError):
        game.play()
    with pytest.raises(mogel.MogelError, match="did not stop at a decision"):
        mogel.save_game(game, tmp_path / "x.mogel")


def test_bad_arguments_are_refused_by_name(games, tmp_path):
    part = _game(games, "rules.mm", 1).play_until(rounds=1)
    path = tmp_path / "p.mogel"
    mogel.save_game(part, path)
    with pytest.raises(mogel.MogelError, match="agents must be a list"):
        mogel.resume_game(path, 5)
    with pytest.raises(SavedGameError, match="no name of a saved game"):
        mogel.resume_game(None)
    with pytest.raises(SavedGameError, match="seat 0 needs an agent"):
        mogel.resume_game(path, [object(), None, None, None])
    with pytest.raises(mogel.MogelError, match="save_game saves a mogel.Game, not None"):
        mogel.save_game(None, tmp_path / "x.mogel")
