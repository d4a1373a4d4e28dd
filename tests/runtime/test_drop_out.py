"""`P drops out [of NAME]` (docs/language.md 10.11): a player out of the order of play takes no turn
(no `turn` event, nothing told, not counted) until the next instance of that level begins; `next`,
`previous`, `first:`, `starter:`, `goes next` and deals pass over such a player, `players`, `others`
and `for each player` still see everyone, `players_in` and `dropped_out(P)` read who is in.  Scenario
tests on hand-built tables of the tiny shedding game, whole games (rebuilt from their events,
replayed, in the lab twin), the narration in English and German, and the game stopped with a clear
error, never a hang, when everybody is out.
"""

from __future__ import annotations

import pytest

import mogel
from mogel.agents import RandomBot
from mogel.play.scenario import FirstOption, Scenario
from mogel.present.narrate import Narrator
from tiny_games import load, tiny

ADA, BO, CY, DI = range(4)
OUT = "    active drops out\n"


def table(turn: str = OUT, players: int = 4) -> Scenario:
    t = Scenario(load(tiny(turn=turn)), players=players, seed=0)
    t.pile("discard", "number 2")
    t.pile("draw", "number 3", "number 3", "number 1")
    for seat in range(players):
        t.hand(seat, f"number {1 + seat % 3}")
    return t


def test_a_player_who_drops_out_is_passed_over_silently():
    t = table()
    events = t.turn(BO)
    assert [(e.kind, e.seat, dict(e.info)) for e in events] == [("out", BO, {"of": "round"})]
    assert t.state.out == [None, "round", None, None]
    before = len(t.engine.events)
    assert t.engine.after_turn_seat(ADA) == CY   # Bo is passed over
    assert len(t.engine.events) == before   # no `skip`, no `turn`: nothing happens for Bo
    assert t.engine.turn_seat(BO) == CY   # `first:` on Bo: the next player in


def test_next_previous_and_the_sets_of_players():
    t = table("    active drops out\n    next(active) drops out\n")
    t.turn(BO)   # Bo and then Cy drop out
    s = t.state
    assert (s.next_in[ADA], s.previous_in[DI], s.next_in[BO], s.previous_in[CY]) == (DI, ADA, DI, ADA)
    assert s.seats_in(ADA) == [ADA, DI] and s.seats_from(ADA) == [ADA, BO, CY, DI]
    assert t.ends() is None
    t2 = table("    for each player:\n        player scores 1\n    if count(players_in) = 2 and dropped_out(left of active) "
               "and not dropped_out(active) and next(active) = right of active and previous(active) = right of active "
               "and first(players_in except active) = right of active:\n        active scores 10\n")
    t2.engine.emit("out", BO, info={"of": "round"})
    t2.engine.emit("out", CY, info={"of": "round"})
    t2.turn(ADA)
    assert t2.state.round_scores == [11, 1, 1, 1]   # `for each player` sees everyone; the sets read who is in


def test_a_longer_out_is_kept_and_a_shorter_one_is_not_told():
    t = table("    active drops out of the game\n    active drops out\n    active drops out of game\n")
    events = t.turn(CY)
    assert [(e.kind, dict(e.info)) for e in events] == [("out", {"of": "match"})]


def test_goes_next_of_a_player_who_is_out_goes_to_the_next_player_in():
    t = table("    next(active) goes next\n    next(active) drops out\n")
    events = t.turn(ADA)   # Bo is named to go next, then drops out: the turn goes on to Cy
    assert [e.kind for e in events] == ["next_turn", "out"]
    assert t.state.next_seat == CY
    t = table("    active drops out\n    active goes next\n")
    events = t.turn(ADA)
    assert [(e.kind, e.seat) for e in events] == [("out", ADA), ("next_turn", BO)]


def test_a_deal_passes_over_who_is_out():
    t = table("    deal 1 card from draw to hand\n")
    t.engine.emit("out", CY, info={"of": "match"})
    events = t.turn(ADA)
    owners = [t.state.layout.describe(dst)[1] for _, _, dst in events[0].moves]
    assert sorted(owners) == [ADA, BO, DI]
    said = Narrator(t.program, None, "en").sentence(events[0], t.state.layout)
    assert said.startswith("3 cards are dealt round the table from the") and said.endswith("Ada 1, Bo 1, Di 1.")


@pytest.mark.parametrize("lang, told", [
    ("en", ["Bo is out of this round.", "Bo is out of the game."]),
    ("de", ["Bo scheidet für diese Runde aus.", "Bo scheidet aus dem Spiel aus."])])
def test_the_narration_tells_it_once(lang, told):
    t = table("    active drops out\n    active drops out\n    active drops out of the game\n")
    events = t.turn(BO)
    narrator = Narrator(t.program, None, lang)
    for seat in (None, ADA, BO):   # public: every seat reads the same
        assert [narrator.sentence(t.visibility.redact(e, seat) if seat is not None else e, t.state.layout)
                for e in events] == told


GAME = """\
    active may play 1 card from hand where card.value = (top of discard).value onto discard
    otherwise:
        active draws 1 card from draw
        if size(hand of active) >= 4:
            active drops out
"""
ENDS = "ends when: any(players where empty(hand of player)) or turns >= 40"


def game_text(ends: str = "count(players_in) <= 1 or any(players where empty(hand of player)) or turns >= 40") -> str:
    return tiny(turn=GAME, limit=40, copies=6).replace(ENDS, "ends when: " + ends).replace("rounds: 1", "rounds: 3")


@pytest.mark.parametrize("bots", ["first", "random"])
def test_whole_games_skip_who_is_out_and_bring_them_back_next_round(bots):
    rules = load(game_text())
    outs = 0
    for seed in range(1, 9):
        agents = [FirstOption() if bots == "first" else RandomBot() for _ in range(4)]
        game = mogel.Game(rules, agents, seed=seed).play()
        out = set()
        for e in game.events:
            if e.kind == "round_start":
                out = set()   # everybody is back in
            elif e.kind == "out":
                out.add(e.seat)
                outs += 1
            elif e.kind == "turn":
                assert e.seat not in out, (seed, e)
        rebuilt = game.state_at(len(game.events))
        assert rebuilt.out == game.state.out and rebuilt.zones == game.state.zones
        again = mogel.replay(rules, game.record())
        assert [(e.kind, e.seat, e.moves, dict(e.info)) for e in again.events] == \
            [(e.kind, e.seat, e.moves, dict(e.info)) for e in game.events]
    assert outs > 0


def test_the_lab_twin_plays_it():
    rows = mogel.simulate(load(game_text()), games=6, players=4, seed=2, workers=1, progress=False)
    assert len(rows) == 6 * 4 * 3


def test_everybody_out_stops_the_game_with_a_clear_error_not_a_hang():
    rules = load(tiny(turn=OUT, copies=6))
    game = mogel.Game(rules, [FirstOption() for _ in range(4)], seed=1)
    with pytest.raises(mogel.RulesRuntimeError) as stopped:
        game.play()
    told = str(stopped.value)
    assert told.startswith("tiny.mm:") and "ends when" not in told[:12]
    assert "everybody has dropped out, so nobody can play on in round 1: end the round before the last player " \
           "drops out, as in 'ends when: count(players_in) <= 1'" in told
    assert [e.kind for e in game.events].count("turn") == 4   # each player's one turn, then the stop


@pytest.mark.parametrize("lang, told", [("en", "is out of this game."), ("de", "scheidet für dieses Spiel aus.")])
def test_out_of_a_level_around_the_round_lasts_for_it_and_is_told_by_its_name(lang, told):
    from level_games import GAME_OF_TURNS
    text = GAME_OF_TURNS.replace("    otherwise active draws 1 card from draw\n",
                                 "    otherwise active draws 1 card from draw\n    if turns = 2 and count(players_in) > 2:\n"
                                 "        active drops out of game\n")
    game = mogel.Game(load(text), [FirstOption() for _ in range(3)], seed=1).play()
    outs = [e for e in game.events if e.kind == "out"]
    assert outs and {e.info["of"] for e in outs} == {"game"}
    narrator = Narrator(game.program, None, lang)
    assert narrator.sentence(outs[0], game.state.layout).endswith(told)
    out, game_number = set(), 0
    for e in game.events:   # out for the rest of the game: its rounds after; back in when game 2 begins
        if e.kind == "level_start" and e.info["level"] == "game":
            out, game_number = set(), e.info["number"]
        elif e.kind == "out":
            out.add(e.seat)
        elif e.kind in ("turn", "starter"):
            assert e.seat not in out, (game_number, e)
