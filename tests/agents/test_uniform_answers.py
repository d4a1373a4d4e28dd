"""A bot's answers without the calls (issue 18): `Engine.ask` draws a RandomBot's answer to a
move or a choice itself, the engine draws the card a RandomBot's countdown hides
(`Engine.countdown_answer`), and a countdown answers an accusation with proof as `Agent.accuse` would --
each the same answer, from the same generator left in the same state, and the same record, as
the bot's own methods give; a bot that does not pick uniformly is asked as before."""

import random

import pytest

import mogel
from mogel.agents.countdown import Countdown
from mogel.runtime.events import Decision

OPTIONS = (None, 3, 7, 12, 20, 41)


def table(*bots):
    """A fresh game of rules.mm with `bots` (names), its engine and the seats' countdowns."""
    game = mogel.Game("rules.mm", [mogel.make_bot(bot) for bot in bots], seed=5)
    return game.engine, game.engine.countdowns


def chosen(engine, seat, kind, options, info):
    """The answer of `Engine.choose`, a generator that yields nothing for a bot's seat (asked at once)."""
    run = engine.choose(seat, kind, options, None, None, info)
    with pytest.raises(StopIteration) as done:
        next(run)
    return done.value.value


@pytest.mark.parametrize("kind", ["play", "give", "give_to", "choose", "choice"])
@pytest.mark.parametrize("info", [{}, {"onto": 3}, {"bluff": {3: True}}, {"accuses": [7]}])
@pytest.mark.parametrize("bots", [("random",) * 4, ("sneaky", "honest", "random", "sneaky")])
def test_ask_answers_as_the_seat_s_answerer_would(kind, info, bots):
    """`choose` asks as the answerer would for any info; `ask`, which the generated moves call with
    infos that narrow nothing (no `bluff`, no `accuses`), for those."""
    engine, countdowns = table(*bots)
    asks = [chosen] + ([] if "bluff" in info or "accuses" in info else [engine.ask])
    for seat in range(4):
        rng = countdowns[seat].rng
        for length in (2, 3, 4):
            options = {"choice": tuple(f"o{i}" for i in range(length)), "give_to": tuple(range(length))}.get(
                kind, OPTIONS[:length])
            for ask in asks:
                start = rng.getstate()
                expected = engine.answerers[seat](Decision(seat, kind, options, None, info))
                after = rng.getstate()
                rng.setstate(start)
                before = len(engine.decisions)
                if ask is chosen:
                    answer = chosen(engine, seat, kind, list(options), info)
                else:
                    answer = engine.ask(seat, kind, list(options), None, info)
                assert answer == expected
                assert rng.getstate() == after
                assert engine.decisions[before:] == [expected]


def test_only_a_bot_that_picks_uniformly_lends_its_generator():
    _, countdowns = table("random", "sneaky", "honest", "random")
    assert [countdown.uniform is countdown.rng for countdown in countdowns] == [True, False, False, True]
    assert [countdown.uniform for countdown in countdowns[1:3]] == [None, None]


@pytest.mark.parametrize("bot", ["random", "sneaky"])
def test_a_countdown_hides_the_card_its_bot_would(bot):
    _, countdowns = table(bot, bot, bot)
    agent, view = countdowns[0].agent, countdowns[0].view
    for length in (2, 3, 4, 6):
        decision = Decision(0, "cheat", OPTIONS[:length])
        for seed in range(30):
            countdown, theirs = Countdown(agent, view, random.Random(seed)), random.Random(seed)
            cards = [countdown.hide(decision) for _ in range(8)]
            assert cards == [agent.hide(view, decision, theirs) for _ in range(8)]
            assert countdown.rng.getstate() == theirs.getstate()


@pytest.mark.parametrize("bot", ["random", "sneaky", "honest", "random:accuse_rate=0"])
def test_a_countdown_answers_an_accusation_with_proof_as_its_bot(bot):
    agent = mogel.agents.bot_from_text(bot)
    countdown, theirs = Countdown(agent, None, random.Random(1)), random.Random(1)
    for noticed in ([2], [0, 3]):
        decision = Decision(1, "accuse", (None, 0, 2, 3), None, {"noticed": noticed})
        assert countdown.answer(decision) == agent.decide(None, decision, theirs)
    assert countdown.rng.getstate() == theirs.getstate()


@pytest.mark.parametrize("bots", [("random",) * 4, ("sneaky", "honest", "random", "sneaky")])
def test_countdown_answer_hides_and_records_as_the_countdown_s_hide_would(bots):
    """The generated window's covert move of a countdown seat (`Engine.countdown_answer`): the card
    `Countdown.hide` gives, the generator left alike, the card recorded once; a bot that does
    not hide uniformly is asked through its Decision."""
    engine, countdowns = table(*bots)
    for seat, countdown in enumerate(countdowns):
        rng = countdown.rng
        for length in (2, 3, 4, 6):
            options = OPTIONS[:length]
            start = rng.getstate()
            expected = countdown.hide(Decision(seat, "cheat", options, None, {}))
            after = rng.getstate()
            rng.setstate(start)
            before = len(engine.decisions)
            assert engine.countdown_answer(countdown.hides_any, countdown, seat, "cheat", options, None, {},
                                           countdown.hide) == expected
            assert rng.getstate() == after
            assert engine.decisions[before:] == [expected]


@pytest.mark.parametrize("bots", [("random",) * 4, ("sneaky", "honest", "random", "sneaky")])
@pytest.mark.parametrize("noticed", [None, []])
def test_accuse_by_accuses_and_records_as_the_countdown_s_accused_would(bots, noticed):
    """The generated window's accusation of a countdown seat that noticed nothing
    (`Engine.accuse_by`): the seat `Countdown.accused` gives, the generator left alike, the seat
    recorded once."""
    engine, countdowns = table(*bots)
    for seat, countdown in enumerate(countdowns):
        rng = countdown.rng
        for _ in range(12):
            start = rng.getstate()
            expected = countdown.accused(engine.accusation_decision(seat, noticed, None))
            after = rng.getstate()
            rng.setstate(start)
            before = len(engine.decisions)
            assert engine.accuse_by(countdown, seat, noticed, None) == expected
            assert rng.getstate() == after
            assert engine.decisions[before:] == [expected]
            rng.setstate(after)


@pytest.mark.parametrize("bots", [("random",) * 4, ("sneaky", "random", "honest", "random")])
def test_the_window_hides_in_place_as_the_countdown_s_hide_would(bots):
    """The generated window draws a uniform hide itself (a card of each face of the pile):
    the same games, decision for decision and event for event, as when every countdown's hide
    is asked through `Engine.countdown_answer`'s Decision (`hides_any` false)."""
    for seed in range(4):
        in_place = mogel.Game("rules.mm", [mogel.make_bot(bot) for bot in bots], seed=seed).play()
        asked = mogel.Game("rules.mm", [mogel.make_bot(bot) for bot in bots], seed=seed)
        for countdown in asked.engine.countdowns:
            countdown.hides_any = False
        asked.play()
        assert asked.decisions == in_place.decisions and asked.events == in_place.events
        assert any(ev.kind == "cheat" for ev in in_place.events)
