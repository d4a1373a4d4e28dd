"""Variables `per player` (docs/language.md 10.9): each player's value is reset to its own
`starts:` (worked out with `player` bound to the owner), read as `stake of P`, changed by `set
stake of P = ...` (quietly too), told as "Ada's stake: 4." / "Einsatz von Ada: 4.", logged with
its `owner`, seen by every seat, saved, resumed and replayed, and changed by a variant."""

from __future__ import annotations

import pytest

import mogel
from mogel.errors import RulesRuntimeError
from mogel.play.scenario import Scenario
from mogel.present.log import log_lines
from mogel.rl.observe import Observer
from mogel.rl.encoding import Encoding

ADA, BO, CY = range(3)

BETTING = '''
game betting:
    name: en "Betting", de "Wetten"
    players: 2 to 4
    rounds: 2
    winner: highest score

variable stake:
    name: en "stake", de "Einsatz"
    per player
    starts: 2 if player = oldest else 1
    reset: each round

variable lives = 3, per player

variable called, per player, reset each round

zone draw:
    shared, seen by nobody

zone hand:
    per player, seen by owner

card number:
    penalty: 1

deck:
    values: 1 2 3
    number: 8 8 8 = 24
    total: 24

role judge

round:
    starter: oldest if round = 1 else left of last_starter
    setup:
        move all cards to draw
        shuffle draw
        deal 2 cards from draw to hand
    first: starter
    ends when: turns >= 4
    checked: after each turn
    scoring:
        each player scores stake of player + (1 if called of player else 0)

turn:
    let answer = active chooses one of:
        raise_it (en "Raise!", de "Erhöhen!")
        pass_on (en "Pass.", de "Passe.")
    if answer = raise_it:
        set stake of active = stake of active * 2
        quietly set called of active = true
    if answer = pass_on:
        set lives of left of active = lives of left of active - 1

variant rich:
    description: "stakes start at 5, the oldest player's at 10"
    variable stake:
        starts: 10 if player = oldest else 5
'''


def rules(*variants):
    return mogel.load_rules(text=BETTING, file="betting.mm", variants=variants)


def sets(events, name):
    """(owner, value, reset, quiet) of each `set` event of variable `name`, in order."""
    return [(ev.info.get("owner"), ev.info["value"], ev.info.get("reset", False), ev.info.get("quiet", False))
            for ev in events if ev.kind == "set" and ev.info["variable"] == name]


def test_the_rules_check_without_a_word():
    found, problems = mogel.check_source(BETTING, "betting.mm")

    assert found is not None and problems == []
    assert found.variables["stake"].per_player and found.variables["lives"].per_player


def test_each_players_start_value_is_worked_out_with_player_bound_to_the_owner():
    table = Scenario(rules(), players=3, oldest=BO)
    view = mogel.Game(rules(), ["random"] * 3, seed=0).view(ADA)

    assert sets(table.events, "stake") == [(ADA, 1, True, False), (BO, 2, True, False), (CY, 1, True, False)]
    assert sets(table.events, "lives") == [(ADA, 3, True, False), (BO, 3, True, False), (CY, 3, True, False)]
    assert sets(table.events, "called") == [(seat, None, True, False) for seat in (ADA, BO, CY)]   # absent
    assert view.variable("stake", ADA) is None   # a game not begun: nothing reset yet


def test_a_round_resets_each_seat_to_its_own_start():
    first = len(mogel.Game(rules(), ["random"] * 3, seed=1).play_until(rounds=1).decisions)
    game = mogel.Game(rules(), ["random"] * 3, seed=1).play_until(decisions=first)   # round 2's first decision
    starts = [ev for ev in game.events if ev.kind == "set" and ev.info.get("reset")
              and ev.info["variable"] == "stake"]

    assert [(ev.info["owner"], ev.info["value"]) for ev in starts[:3]] == [(ADA, 2), (BO, 1), (CY, 1)]
    raised = {ev.info["owner"] for ev in game.events if ev.kind == "set" and not ev.info.get("reset")
              and ev.info["variable"] == "stake"}
    # round 2's reset: back to the start, as an event only for the values round 1 changed
    assert raised and {(ev.info["owner"], ev.info["value"]) for ev in starts[3:]} == \
        {(seat, 2 if seat == ADA else 1) for seat in raised}


def test_set_of_a_player_changes_that_players_value_only_and_is_told_in_english_and_german():
    table = Scenario(rules(), players=3)
    table.variable("stake", 3, owner=BO)

    events = table.turn(BO, answers=["raise_it"])

    assert sets(events, "stake") == [(BO, 6, False, False)]
    assert sets(events, "called") == [(BO, True, False, True)]
    game = mogel.Game(rules(), ["random"] * 3, seed=0)
    told = [game.narrator.sentence(ev, table.state.layout) for ev in events if ev.kind == "set"]
    assert told == ["Bo's stake: 6.", None]   # `quietly`: not told


def test_the_german_narration_names_the_owner_after_the_noun():
    game = mogel.Game(rules(), ["random"] * 3, seed=5).play()

    english = [line for line in game.narration() if "'s stake: " in line]
    german = [line for line in game.narration(lang="de") if line.startswith("Einsatz von ")]
    assert english and len(english) == len(german)
    assert english[0].split("'s stake: ")[1] == german[0].split(": ")[1]


def test_reading_another_players_value():
    table = Scenario(rules(), players=3)
    table.variable("lives", 2, owner=BO)

    events = table.turn(ADA, answers=["pass_on"])

    assert sets(events, "lives") == [(BO, 1, False, False)]


def test_an_absent_owner_stops_the_game_at_its_place():
    text = BETTING.replace("\nturn:\n", "\nturn:\n    set stake of judge = 0\n", 1)   # nobody holds `judge`
    table = Scenario(mogel.load_rules(text=text, file="betting.mm"), players=3)
    line = text.split("\n").index("    set stake of judge = 0") + 1

    with pytest.raises(RulesRuntimeError, match=rf"betting\.mm:{line}:18: 'stake of \.\.\.' names no player here"):
        table.turn(ADA, answers=["raise_it"])


def test_the_scoring_reads_each_players_value():
    game = mogel.Game(rules(), ["random"] * 3, seed=3).play()
    view = game.view(None)

    for seat in range(3):
        assert view.variable("stake", seat) is not None
    assert view.variable("stake") is None   # the name alone is no seat's value
    last = [ev for ev in game.events if ev.kind == "score"][-3:]
    for ev in last:
        called = 1 if view.variable("called", ev.seat) else 0
        assert ev.info["points"] == view.variable("stake", ev.seat) + called


def test_the_log_names_the_owner():
    game = mogel.Game(rules(), ["random"] * 3, seed=2).play()

    logged = [line for line in log_lines(game) if line.get("kind") == "set" and line["variable"] == "stake"]

    assert logged and all(line["owner"] in (0, 1, 2) for line in logged)
    told = [line for line in logged if not line.get("reset")]
    assert all(line["text"].endswith(f"'s stake: {line['value']}.") for line in told)


def test_a_saved_game_resumes_and_replays_event_for_event(tmp_path):
    whole = mogel.Game(rules(), ["random", "honest", "random"], seed=7).play()
    half = mogel.Game(rules(), ["random", "honest", "random"], seed=7).play_until(rounds=1)
    path = tmp_path / "betting.mogel"

    mogel.save_game(half, path)
    resumed = mogel.resume_game(path, rules=rules()).play()

    assert resumed.events == whole.events
    mogel.save_game(whole, tmp_path / "whole.mogel")
    assert mogel.replay_file(tmp_path / "whole.mogel", rules=rules()).events == whole.events


def test_a_variant_changes_the_start_value():
    table = Scenario(rules("rich"), players=3)

    assert [value for _, value, _, _ in sets(table.events, "stake")] == [10, 5, 5]


def test_simulate_plays_it():
    table = mogel.simulate(rules(), bots=["random"] * 3, games=20, seed=0, workers=1)

    assert len(table) > 0


def test_the_observation_holds_each_seats_value():
    game = mogel.Game(rules(), ["random"] * 3, seed=4).play()
    observer = Observer(game.program, game.state.layout, Encoding(game.program, 3))
    view = game.view(ADA)

    words = observer.as_dict(view)["variables"]
    vector = observer.vector(view)

    assert words["stake"] == [view.variable("stake", seat) for seat in range(3)]
    at, width = observer.offsets["variables"], 2 + len(observer.enc.words)
    first = [name for name, _ in observer.variables].index("stake")
    assert [vector[at + (first + seat) * width + 1] for seat in range(3)] == words["stake"]


def test_the_docs_example_counts_each_players_passes_and_lives():
    """docs/language.md 10.9's example in the tiny game: a player's `passes` grow by one per turn
    with no play, and each second one costs that player a life (told with the owner), the others'
    values untouched; the oldest starts with 3 lives, the others with 2."""
    from pathlib import Path

    from tiny_games import play, tiny

    doc = (Path(__file__).resolve().parents[2] / "docs" / "language.md").read_text(encoding="utf-8")
    at = doc.index("variable passes = 0, per player")
    block = doc[at:doc.index("```", at)]
    variables, turn = block.split("turn:\n")
    game = play(tiny(cards=variables, turn=turn, limit=12), players=3, seed=2)

    passes, lives, lost = [0] * 3, [3, 2, 2], [0] * 3
    for ev in game.events:
        if ev.kind == "set" and not ev.info.get("reset"):
            if ev.info["variable"] == "passes" and ev.info["value"]:
                passes[ev.info["owner"]] += 1
            elif ev.info["variable"] == "lives":
                lost[ev.info["owner"]] += 1
                assert ev.info["value"] == lives[ev.info["owner"]] - lost[ev.info["owner"]]
    assert any(lost) and lost == [p // 2 for p in passes]
    english = [line for line in game.narration() if "'s lives: " in line]
    german = [line for line in game.narration(lang="de") if line.startswith("Leben von ")]
    assert len(english) == len(german) == sum(lost)


@pytest.mark.parametrize("name, owner, said", [
    ("stak", 0, "the rules have no variable 'stak' (did you mean 'stake'?)"),
    ("stake", None, "variable 'stake' is one per player: say whose (owner=SEAT)"),
    ("stake", 3, "owner: 3 is no seat of this table: the seats are 0 to 2"),
])
def test_a_scenario_refuses_a_value_it_cannot_give(name, owner, said):
    table = Scenario(rules(), players=3)

    with pytest.raises(mogel.MogelError) as refused:
        table.variable(name, 1, owner=owner)
    assert str(refused.value).startswith(said)


BIDDING = BETTING.replace('''    let answer = active chooses one of:''', '''    set named of left of active = active chooses a player except active
    let answer = active chooses one of:''').replace('''variable called, per player, reset each round
''', '''variable called, per player, reset each round

variable named:
    name: en "pick", de "Wahl"
    per player
''')


def test_a_choice_is_stored_in_a_players_value_and_told_with_the_owner():
    bidding = mogel.load_rules(text=BIDDING, file="bidding.mm")
    table = Scenario(bidding, players=3)

    events = table.turn(ADA, answers=[CY, "pass_on"])

    chosen = next(ev for ev in events if ev.kind == "choose" and ev.info.get("variable") == "named")
    assert (chosen.seat, chosen.info["chosen"], chosen.info["owner"]) == (ADA, CY, BO)
    game = mogel.Game(bidding, ["random"] * 3, seed=0)
    assert game.narrator.sentence(chosen, table.state.layout) == "Ada chooses Cy (Bo's pick)."
    whole = mogel.Game(bidding, ["random"] * 3, seed=0).play()
    lines = [line for line in whole.narration(lang="de") if "(Wahl von " in line]
    assert lines and all(line.startswith(("Ada wählt", "Bo wählt", "Cy wählt")) for line in lines)
    view = whole.view(None)
    last = [ev for ev in whole.events if ev.kind == "choose" and ev.info.get("variable") == "named"]
    for seat in range(3):
        mine = [ev.info["chosen"] for ev in last if ev.info["owner"] == seat]
        assert view.variable("named", seat) == (mine[-1] if mine else None)
