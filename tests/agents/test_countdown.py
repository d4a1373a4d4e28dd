"""Countdown sampling (issue 18, item 3): a fixed-rate bot that counts down to its covert moves
and unprovoked accusations plays games with the same distribution as one asked at each chance.

The same bots are played twice over the same seeds: as they are (RandomBot and SneakyBot count
down: mogel.agents.countdown) and as subclasses that override `cheat` and `accuse` with the
very same answers but without the fixed-rate mark, which the engine must then ask at each
chance.  Per seat, the number of covert moves and of accusations each round are compared
with a chi-square test of homogeneity and a two-sample Kolmogorov-Smirnov test (scipy.stats)
over a fixed set of seeds; the test can fail: the KS test finds a bot asked at a rate of 0.25
where the counting one has 0.2 (its cheat_rate, or its false_accusations).
"""

from __future__ import annotations

from collections import Counter

import pytest
import numpy as np
from scipy.stats import chi2_contingency, ks_2samp

import mogel
from mogel.agents import SETTINGS, bot_from_text
from mogel.agents.countdown import ACCUSING, Countdown, counts_down, failures

BOTS = ["random:false_accusations=0.2", "sneaky:cheat_rate=0.3:false_accusations=0.1:accuse_rate=0.5",
        "random:cheat_rate=0.1:false_accusations=0.05", "sneaky:cheat_rate=0.2:false_accusations=0.15"]
GAMES = 450   # about 1,800 rounds a side
ALPHA = 0.001


def asked(bot, **changed):
    """The same bot (with `changed` settings), but one the engine must ask at each chance: its
    `cheat` and `accuse` are its kind's, through overrides without the fixed-rate mark."""
    kind = type(bot)

    class Asked(kind):
        def cheat(self, view, decision, rng):
            return kind.cheat(self, view, decision, rng)

        def accuse(self, view, decision, rng):
            return kind.accuse(self, view, decision, rng)

    return Asked(**{**{key: getattr(bot, key) for key in SETTINGS}, **changed})


def counts(make_bots) -> dict:
    """(kind, seat) -> Counter of how many per round ("cheat": covert moves, "accuse":
    accusations of a covert move), over GAMES games of rules.mm."""
    rules = mogel.load_rules()
    out = {}
    for seed in range(GAMES):
        game = mogel.Game(rules, make_bots(), seed=seed).play()
        per_round = None
        for ev in game.events + [mogel.Event("round_start")]:
            if ev.kind == "round_start":
                if per_round is not None:
                    for key in out.keys() | per_round.keys():
                        out.setdefault(key, Counter())[per_round.get(key, 0)] += 1
                per_round = Counter()
            elif ev.kind in ("cheat", "accuse") and per_round is not None:
                per_round[ev.kind, ev.seat] += 1
    return out


def same_distribution(a: Counter, b: Counter) -> float:
    """The p-value of a chi-square test that two samples of counts have one distribution
    (counts binned so that each bin holds at least 10 of the two samples together)."""
    values = sorted(a.keys() | b.keys())
    bins, current = [], [0, 0]
    for value in values:
        current = [current[0] + a[value], current[1] + b[value]]
        if sum(current) >= 10:
            bins.append(current)
            current = [0, 0]
    if bins:
        bins[-1] = [bins[-1][0] + current[0], bins[-1][1] + current[1]]
    if len(bins) < 2:
        return 1.0
    return chi2_contingency(list(zip(*bins)))[1]


def ks(a: Counter, b: Counter) -> float:
    """The p-value of a two-sample Kolmogorov-Smirnov test of two samples of counts."""
    def sample(c):
        return np.repeat(list(c.keys()), list(c.values()))
    return ks_2samp(sample(a), sample(b)).pvalue


@pytest.fixture(scope="module")
def counted():
    return counts(lambda: [bot_from_text(text) for text in BOTS])


def test_the_bots_of_the_test_count_down_and_their_asked_twins_do_not():
    bots = [bot_from_text(text) for text in BOTS]
    assert all(counts_down(bot) for bot in bots)
    assert not any(counts_down(asked(bot)) for bot in bots)
    assert counts_down(mogel.HonestBot()) and not counts_down(mogel.Human())
    assert not counts_down(mogel.SearchBot())


def test_counting_down_gives_the_distribution_of_asking_at_each_chance(counted):
    each = counts(lambda: [asked(bot_from_text(text)) for text in BOTS])
    assert set(each) == set(counted)
    assert {kind for kind, _ in counted} == {"cheat", "accuse"}
    for key in sorted(counted):
        assert same_distribution(counted[key], each[key]) > ALPHA, key
        assert ks(counted[key], each[key]) > ALPHA, key


def test_the_comparison_finds_a_wrong_rate(counted):
    """Seat 0 asked at each chance at 0.25 instead of 0.2: cheat_rate, then false_accusations."""
    for setting, kind in (("cheat_rate", "cheat"), ("false_accusations", "accuse")):
        def make_bots():
            bots = [asked(bot_from_text(text)) for text in BOTS]
            bots[0] = asked(bots[0], **{setting: 0.25})
            return bots
        wrong = counts(make_bots)
        assert ks(counted[kind, 0], wrong[kind, 0]) < ALPHA, setting


def test_failures_are_geometric():
    """How many trials fail before a success: P(k) = (1-p)^k p (a chi-square goodness of fit),
    0 at a rate of 1 and never at 0, neither drawing."""
    import random
    from scipy.stats import chisquare, geom

    rng = random.Random(3)
    drawn = Counter(min(failures(rng, 0.3), 12) for _ in range(20000))
    expected = [geom.pmf(k + 1, 0.3) for k in range(12)] + [geom.sf(12, 0.3)]
    assert chisquare([drawn[k] for k in range(13)], [20000 * e for e in expected]).pvalue > ALPHA
    state = rng.getstate()
    assert failures(rng, 1.0) == 0 and failures(rng, 0.0) == float("inf")
    assert rng.getstate() == state


def test_a_countdown_takes_one_chance_in_so_many_at_each_rate_of_its_own():
    """A SneakyBot's calm and race chances count down apart: taking one at one rate leaves
    the other's countdown where it was."""
    import random

    bot = mogel.SneakyBot(cheat_rate=0.25)
    countdown = Countdown(bot, None, random.Random(8))
    calm = [countdown.trial(False) for _ in range(4000)]
    assert 0.22 < sum(calm) / len(calm) < 0.28
    while countdown.left(False) is None:   # a calm countdown under way
        countdown.trial(False)
    calm_left = countdown.left(False)
    race = [countdown.trial(True) for _ in range(4000)]
    assert 0.47 < sum(race) / len(race) < 0.53
    assert countdown.left(False) == calm_left and countdown.left(ACCUSING) is None


def test_a_bot_whose_rate_stays_in_a_race_counts_its_race_chances_in_its_calm_countdown():
    """A RandomBot's rate is the same in a race: at its seat of a table's lists (`table`) the
    race list says SHARED, and a race trial counts the calm countdown down."""
    import random
    from mogel.agents.countdown import table
    from mogel.runtime.covert import NOT_COUNTING, SHARED, UNDRAWN

    countdown = Countdown(mogel.RandomBot(cheat_rate=0.1), None, random.Random(4))
    sneaky = Countdown(mogel.SneakyBot(cheat_rate=0.25), None, random.Random(5))
    (calm, race), accusing = table([None, countdown, sneaky])
    assert (calm[0], race[0], accusing[0]) == (NOT_COUNTING,) * 3 and race[1] == SHARED
    assert calm is not race and calm[2] == race[2] == UNDRAWN
    while not countdown.left(False):   # a calm countdown under way, above zero
        countdown.trial(False)
    left = countdown.left(False)
    assert countdown.trial(True) is False
    assert countdown.left(False) == countdown.left(True) == calm[1] == left - 1 and race[1] == SHARED


@pytest.mark.parametrize("variants, chances", [((), 1), (("catch_until_next_move",), 1),
                                               (("cheat_own_turn",), 1), ((), 2)])
def test_the_windows_count_down_in_place_exactly_as_the_countdowns_would(variants, chances):
    """The generated windows count a countdown above zero down themselves (the engine's
    `cheat_left` and `accuse_left`); without those lists (every seat then asks its Countdown
    at each chance, `Countdown.trial`) the same games come out, decision for decision: an
    accusation after each act or after each window, a seat of one chance or of two (a looped
    block: a chance not taken ends them), rates doubled in races or not.  The windows draw an
    UNDRAWN count in place too (`Countdown.trial`'s formula): the same draws, the same counts."""
    text = mogel.load_rules().source
    if chances == 2:
        text = text.replace("moves: 1 card from hand", "moves: 2 cards from hand")
        assert "moves: 2 cards from hand" in text
    rules = mogel.load_rules(text=text, variants=variants)

    def bots():
        return bot_from_text(BOTS[0]), bot_from_text(BOTS[1]), bot_from_text(BOTS[2]), bot_from_text(BOTS[3])

    for seed in range(6):
        in_place = mogel.Game(rules, bots(), seed=seed).play()
        asked = mogel.Game(rules, bots(), seed=seed)
        asked.engine.no_countdowns(4)   # the engine's lists: no countdown seat
        asked.play()
        assert asked.decisions == in_place.decisions and asked.events == in_place.events
        assert any(ev.kind == "cheat" for ev in in_place.events)


@pytest.mark.parametrize("texts", [("random:cheat_rate=1:false_accusations=1", "honest", BOTS[0], BOTS[1]),
                                   ("sneaky:cheat_rate=0.5:false_accusations=0", "random:cheat_rate=0:false_accusations=0.5",
                                    BOTS[2], BOTS[3])])
def test_the_windows_leave_rates_of_0_and_1_to_the_countdowns(texts):
    """A rate of 1 (every chance taken: no draw) or 0 (no chance ever taken: an endless
    count, no draw) is not drawn in place but asked of `Countdown.trial`: the same games as
    every seat asking its countdown at each chance."""
    for seed in range(4):
        in_place = mogel.Game(mogel.load_rules(), [bot_from_text(text) for text in texts], seed=seed).play()
        asked = mogel.Game(mogel.load_rules(), [bot_from_text(text) for text in texts], seed=seed)
        asked.engine.no_countdowns(4)
        asked.play()
        assert asked.decisions == in_place.decisions and asked.events == in_place.events


@pytest.mark.parametrize("variants", [(), ("catch_until_next_move",), ("cheat_own_turn",)])
def test_the_windows_answer_in_place_exactly_as_the_countdowns_answer(variants):
    """Every answer the generated windows work out in place for a countdown seat (a count
    drawn and counted down, a uniform hide or accusation, an accusation with proof: the last
    seat noticed, or nobody for a bot whose accuse_rate is 0) is the one its Countdown gives a
    Decision handed over whole: without the engine's countdowns (every chance asked through
    the seat's answerer, `Countdown.answer`) the same games come out, decision for decision."""
    rules = mogel.load_rules(variants=variants)
    texts = (BOTS[0], BOTS[1], "random:cheat_rate=0.1:false_accusations=0.05:accuse_rate=0", BOTS[3])
    for seed in range(4):
        in_place = mogel.Game(rules, [bot_from_text(text) for text in texts], seed=seed).play()
        asked = mogel.Game(rules, [bot_from_text(text) for text in texts], seed=seed)
        asked.engine.countdowns = [None] * 4
        asked.engine.no_countdowns(4)
        asked.play()
        assert asked.decisions == in_place.decisions and asked.events == in_place.events
        assert any(ev.kind == "accuse" for ev in in_place.events)


def test_the_windows_write_the_runtime_s_undrawn_count():
    """The generated windows take a due chance (a count of 0) in place and leave the count
    UNDRAWN: the compiler writes the runtime's value (it imports no runtime), and draws the
    count of accusations with the countdown's divisor of ACCUSING."""
    from mogel.compile import source_accuse
    from mogel.runtime import covert

    assert source_accuse.UNDRAWN == covert.UNDRAWN and source_accuse.ACCUSING == ACCUSING


def test_a_table_whose_rates_all_stay_in_a_race_counts_races_in_the_calm_list():
    """RandomBots only (and seats without a countdown): the race list is the calm list, no
    seat SHARED, and a race trial counts the calm countdown down as a calm one."""
    import random
    from mogel.agents.countdown import table
    from mogel.runtime.covert import NOT_COUNTING, UNDRAWN

    countdowns = [None, Countdown(mogel.RandomBot(cheat_rate=0.1), None, random.Random(4)),
                  Countdown(mogel.RandomBot(cheat_rate=0.3), None, random.Random(6))]
    (calm, race), accusing = table(countdowns)
    assert race is calm and calm == [NOT_COUNTING, UNDRAWN, UNDRAWN]
    countdown = countdowns[1]
    while not countdown.left(False):
        countdown.trial(False)
    left = countdown.left(False)
    assert countdown.trial(True) is False and countdown.left(True) == calm[1] == left - 1
