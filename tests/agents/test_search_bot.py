"""The search bot (mogel/agents/search.py) through the public interface: it plays whole games of
every shipped game and of test games, its games replay and repeat exactly, it takes an option
that wins outright, and its decision never depends on cards hidden from its seat."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pytest

import mogel
from mogel.agents import SearchBot, SneakyBot, bot_from_text, bot_label, make_bot
from mogel.rl.table import Table
from conftest import run_cli
from small_games import TEST_GAMES

FAST = 8   # playouts per searched decision in these tests

# A game of one choice a turn: "I win!" ends the round with a point for its chooser.
PICK = """\
game pick:
    name: en "Pick", de "Wahl"
    players: 2 to 3
    rounds: 1
    winner: highest score

zone draw:
    shared, seen by nobody

zone hand:
    per player, seen by owner

card number:
    name: en "number card", de "Zahlenkarte"

deck:
    values:   1  2  3
    number:   2  2  2  = 6
    total: 6

round:
    starter: oldest
    setup:
        move all cards to draw
        shuffle draw
        deal 2 cards from draw to hand
    first: starter
    ends when: turns >= 9
    scoring:
        each player scores 0

turn:
    let answer = active chooses one of:
        wait (en "I wait.", de "Ich warte.")
        win (en "I win!", de "Ich gewinne!")
    if answer = win:
        active scores 1
        end round
"""


class Counting(SearchBot):
    """A search bot that counts the decisions it searched."""

    def search(self, *args):
        self.searched = getattr(self, "searched", 0) + 1
        return super().search(*args)


def shipped(game: str):
    return mogel.load_rules(game=game, variants=["short_match"] if game == "mogelei" else [])


@pytest.mark.parametrize("game, others", [("mogel_motte", ["sneaky", "sneaky"]), ("mogelei", ["random", "random"]),
                                          ("cheat", ["random", "honest"])])
def test_a_search_bot_plays_whole_games_of_every_shipped_game(game, others):
    bot = Counting(playouts=FAST)
    played = mogel.Game(shipped(game), [*others[:1], bot, *others[1:]], seed=2).play()

    assert played.finished and played.winners
    assert bot.searched >= 5


@pytest.mark.parametrize("name", sorted(TEST_GAMES))
def test_a_search_bot_plays_whole_test_games(name):
    bot = Counting(playouts=4)
    played = mogel.Game(mogel.load_rules(text=TEST_GAMES[name], file=f"{name}.mm"), [bot, "random", "random"],
                        seed=2).play()

    assert played.finished
    assert getattr(bot, "searched", 0) >= 1 or not played.decisions   # (one game asks nobody anything)


def test_a_search_bot_plays_a_game_whose_open_ended_top_level_scores_round_by_round():
    """tests/games/crazy_eights.mm: its top level has no `times:`, so the score history (and the
    part a playout plays to its end) is the round inside it, not the top level's one instance."""
    path = Path(__file__).resolve().parent.parent / "games" / "crazy_eights.mm"
    rules = mogel.load_rules(path)
    bot = Counting(playouts=FAST)
    played = mogel.Game(rules, [bot, "random", "honest"], seed=4).play()

    assert played.finished and len(played.state.history) >= 2
    assert bot.searched >= 5
    assert mogel.replay(rules, played.record()).events == played.events


def test_a_game_with_a_search_seat_replays_and_repeats_exactly():
    rules = shipped("mogel_motte")
    first = mogel.Game(rules, [SearchBot(playouts=FAST), "sneaky", "random"], seed=4).play()
    again = mogel.Game(rules, [SearchBot(playouts=FAST), "sneaky", "random"], seed=4).play()
    replayed = mogel.replay(rules, first.record())

    assert again.decisions == first.decisions and again.events == first.events
    assert replayed.events == first.events
    assert first.record().seats[0] == {**SearchBot().settings(), "playouts": FAST}


@pytest.mark.parametrize("seed", range(4))
def test_the_search_bot_takes_the_option_that_wins_the_round(seed):
    rules = mogel.load_rules(text=PICK, file="pick.mm")
    played = mogel.Game(rules, [SearchBot(playouts=FAST), "random"], seed=seed).play()

    assert played.decisions[0] == "win" and played.winners == (0,)


def test_without_search_the_same_seat_often_waits():
    """The test above can fail: the bot's prior (a random rules choice) waits in some of its games."""
    rules = mogel.load_rules(text=PICK, file="pick.mm")
    firsts = [mogel.Game(rules, ["sneaky", "random"], seed=seed).play().decisions[0] for seed in range(8)]
    assert "wait" in firsts


# --- covert moves: searched, but never the accusations --------------------------------------------

# Two players draw twice each; a card hidden away scores nothing, and nobody watches.
HIDE = """\
game hide:
    name: en "Hide", de "Verstecken"
    players: 2 to 3
    rounds: 1
    winner: lowest score

zone draw:
    shared, seen by nobody

zone hand:
    per player, seen by owner

zone hidden:
    per player, seen by owner

card pebble:
    name: en "pebble", de "Kiesel"
    penalty: 1

card rock:
    name: en "rock", de "Fels"
    penalty: 5

deck:
    values:   1  2  3
    pebble:   4  4  4  = 12
    rock:     2  2  2  = 6
    total: 18

round:
    starter: oldest
    setup:
        move all cards to draw
        shuffle draw
        deal 3 cards from draw to hand
    first: starter
    ends when: turns >= 4
    scoring:
        each player scores sum(hand of player, card.penalty)

turn:
    active draws 1 card from draw

cheat hide:
    by: players
    moves: 1 card from hand to hidden
"""


class Kinds(SearchBot):
    """A search bot that notes the kinds of the decisions it was asked and of those it searched."""

    def decide(self, view, decision, rng):
        self.asked = getattr(self, "asked", set()) | {decision.kind}
        return super().decide(view, decision, rng)

    def search(self, worlds, view, decision, rng):
        self.kinds = getattr(self, "kinds", set()) | {decision.kind}
        return super().search(worlds, view, decision, rng)


@pytest.mark.parametrize("seed", range(4))
def test_the_search_bot_hides_cards_where_hiding_pays_though_its_prior_seldom_would(seed):
    """Nobody watches, so a hidden card only lowers the seat's score: the search bot wins; the
    same seat played as its prior would be (covert moves at a cheat_rate of 0.1) does not always."""
    rules = mogel.load_rules(text=HIDE, file="hide.mm")
    played = mogel.Game(rules, [SearchBot(cheat_rate=0.1, playouts=FAST), "honest"], seed=seed).play()

    assert played.winners == (0,)
    assert played.state.totals[0] < played.state.totals[1]


def test_without_search_the_same_seat_often_keeps_its_cards():
    """The test above can fail: a bot with its prior's covert moves does not win every such game."""
    rules = mogel.load_rules(text=HIDE, file="hide.mm")
    won = [mogel.Game(rules, [SneakyBot(cheat_rate=0.1), "honest"], seed=seed).play().winners == (0,)
           for seed in range(4)]
    assert not all(won)


def test_a_search_bot_of_cheat_rate_0_makes_no_covert_move():
    rules = mogel.load_rules(text=HIDE, file="hide.mm")
    played = mogel.Game(rules, [SearchBot(cheat_rate=0.0, playouts=FAST), "honest"], seed=1).play()

    assert not [ev for ev in played.events if ev.kind == "cheat"]


def test_the_search_bot_searches_its_covert_moves_but_not_its_accusations():
    """In Mogel Motte it is offered both; a copy replays the others' covert moves, so searching an
    accusation would peek -- it answers those as its prior."""
    bot = Kinds(playouts=4)
    played = mogel.Game(shipped("mogel_motte"), [bot, "sneaky", "sneaky"], seed=3).play()

    assert played.finished and {"cheat", "accuse"} <= bot.asked
    assert "cheat" in bot.kinds and "accuse" not in bot.kinds


# --- secrecy: the same decision when only cards hidden from the seat are exchanged -------------------

SEAT = 0


def answer(decision, rng):
    """A plain answer for every seat of the tables below: chance at random, no covert move or
    accusation, the first real option otherwise."""
    if decision.seat is None:
        return rng.choices(decision.options, decision.info["probabilities"])[0]
    if decision.kind in ("cheat", "accuse"):
        return None
    if decision.kind == "react":
        return 0.6
    return next(option for option in decision.options if option is not None)


def searched_here(table, kinds) -> bool:
    pending = table.pending
    return pending is not None and pending.seat == SEAT and pending.kind in kinds \
        and len(pending.options) >= 2 and table.game.views[SEAT].known_cards().issuperset(
            o for o in pending.options if isinstance(o, int) and pending.kind != "choice")


def steps_to(before, after) -> list:
    """The Fisher-Yates outcomes (as the engine asks them) that turn the order `before` into `after`."""
    order, steps = list(before), []
    for i in range(len(order) - 1, 0, -1):
        j = order.index(after[i])
        steps.append(j)
        order[i], order[j] = order[j], order[i]
    return steps


def first_table(rules, players: int, seed: int, kinds):
    """A table played by `answer` up to the seat's second searched decision of one of `kinds`;
    (table, answers)."""
    table, rng, seen = Table(rules, players, asks_chance=True), random.Random(seed), 0
    while table.pending is not None:
        if searched_here(table, kinds):
            seen += 1
            if seen == 2:
                return table, list(table.game.decisions)
        table.answer(answer(table.pending, rng))
    pytest.fail("the seat was never asked a decision to search")


def hidden_pair(table, rng):
    """Two cards of different faces, never shown to the seat, both in the first shuffle."""
    game = table.game
    shuffle = next(ev for ev in game.events if ev.kind == "shuffle")
    shown = set(game.views[SEAT].known_cards())
    for ev in game.events:
        seen = game.visibility.redact(ev, SEAT)
        if seen is not None:
            shown.update(card for card, _, _ in seen.moves)
            shown.update(seen.info.get("order") or ())
            shown.update(seen.info.get("cards") or () if seen.kind == "reveal" else ())
            shown.add(seen.info.get("onto"))
    faces = game.program.deck.face_ids
    hidden = sorted(card for card in shuffle.info["order"] if card not in shown)
    for _ in range(100):
        a, b = rng.sample(hidden, 2)
        if faces[a] != faces[b]:
            return a, b
    pytest.fail("no two hidden cards of different faces")


def second_table(rules, players: int, one, answers, a: int, b: int):
    """The same game with cards a and b exchanged from the first shuffle on."""
    game = one.game
    at = next(i for i, ev in enumerate(game.events) if ev.kind == "shuffle")
    shuffle = game.events[at]
    order = [b if c == a else a if c == b else c for c in shuffle.info["order"]]
    steps = steps_to(game.state_at(at).zones[shuffle.info["slot"]], order)
    two, swap = Table(rules, players, asks_chance=True), {a: b, b: a}
    first_step = None
    for i, given in enumerate(answers):
        pending = two.pending
        if pending.seat is None and pending.info["chance"] == "shuffle" and first_step is None:
            first_step = i
        if first_step is not None and i - first_step < len(steps):
            given = steps[i - first_step]
        elif pending.seat is not None and pending.kind in ("play", "give", "choose", "cheat") and given in swap:
            given = swap[given]
        two.answer(given)
    return two


@pytest.mark.parametrize("game, players, kinds", [("mogel_motte", 3, ("play", "give", "choice")),
                                                  ("mogel_motte", 3, ("cheat",)),
                                                  ("mogelei", 3, ("play", "give", "choice")),
                                                  ("cheat", 3, ("play", "give", "choice"))])
def test_the_search_bot_decides_alike_when_only_cards_hidden_from_it_differ(game, players, kinds):
    rules = shipped(game)
    one, answers = first_table(rules, players, seed=5, kinds=kinds)
    a, b = hidden_pair(one, random.Random(5))
    two = second_table(rules, players, one, answers, a, b)
    swap = {a: b, b: a}
    where_one, where_two = one.game.state.where, two.game.state.where
    assert (where_one[a], where_one[b]) == (where_two[b], where_two[a]) and where_one[a] != where_one[b]
    assert one.game.views[SEAT].known_cards() == {swap.get(card, card) for card in two.game.views[SEAT].known_cards()}
    assert one.pending.options == two.pending.options

    bots = [SearchBot(playouts=FAST), SearchBot(playouts=FAST)]
    chosen = [bot.decide(table.game.views[SEAT], table.pending, random.Random(9)) for bot, table in zip(bots, (one, two))]

    assert chosen[0] == chosen[1]
    assert bots[0].thoughts == bots[1].thoughts and len(bots[0].thoughts) >= 2


class Budget(SearchBot):
    """A search bot that notes, after each search, how many playouts each candidate had."""

    def search(self, worlds, view, decision, rng):
        chosen = super().search(worlds, view, decision, rng)
        self.counts = [*getattr(self, "counts", []), [count for _, _, count in self.thoughts]]
        return chosen


@pytest.mark.parametrize("playouts", [5, 8])
def test_a_budget_in_playouts_is_kept_in_whole_rounds_of_two_at_least(playouts):
    """Its budget: so many playouts, in rounds of one playout per candidate, two rounds at least --
    at its covert moves (two candidates) as at its other decisions."""
    bot = Budget(playouts=playouts)
    mogel.Game(shipped("mogel_motte"), [bot, "sneaky", "sneaky"], seed=6).play()

    assert len(bot.counts) >= 10
    for counts in bot.counts:
        rounds, candidates = counts[0], len(counts)
        assert set(counts) == {rounds} and 2 <= candidates <= max(2, playouts // 2)
        assert rounds == max(2, -(-playouts // candidates))   # the fewest whole rounds that reach the budget


# --- no game in it -------------------------------------------------------------------------------

SEARCH_MODULES = sorted((Path(mogel.__file__).parent / "agents").glob("search*.py"))


@pytest.mark.parametrize("game", ["mogel_motte", "mogelei", "cheat"])
def test_the_search_bot_names_no_game_nor_its_cards_or_roles(game):
    """Its modules, docstrings too, hold no name of a shipped game, its cards or its roles in any
    language (the names read from the rules; a gender is no name).  An identifier that is also a
    word of the engine -- the game `cheat`, a kind of decision -- is looked for by its names."""
    rules = shipped(game)
    words = {rules.game.name} - {"cheat"}
    for item in (rules.game, *rules.cards.values(), *rules.roles.values()):
        words |= {name for language, name in item.names if language not in ("gender", "icon")}
    assert len(SEARCH_MODULES) == 3 and words
    for path in SEARCH_MODULES:
        text = path.read_text(encoding="utf-8")
        assert [word for word in sorted(words) if re.search(rf"(?<!\w){re.escape(word)}(?!\w)", text)] == [], path.name


# --- settings -----------------------------------------------------------------------------------

def test_the_search_bot_is_made_by_name_and_text_and_written_back():
    assert make_bot("search", playouts=12).playouts == 12
    bot = bot_from_text("search:playouts=12:cheat_rate=0.3")
    assert (bot.playouts, bot.cheat_rate, bot_label(bot)) == (12, 0.3, "search:cheat_rate=0.3:playouts=12")
    assert bot_label(SearchBot()) == "search" and bot_label(bot_from_text("search:ms=50")) == "search:ms=50"


@pytest.mark.parametrize("settings, says", [
    ({"playouts": 0}, "playouts must be a whole number from 1"),
    ({"playouts": 2.5}, "playouts must be a whole number from 1"),
    ({"playouts": True}, "playouts must be a whole number from 1"),
    ({"ms": 0}, "ms must be a number of milliseconds above 0"),
    ({"ms": "fast"}, "ms must be a number of milliseconds above 0"),
    ({"playouts": 8, "ms": 50}, "playouts or ms, not both"),
])
def test_a_bad_budget_is_a_bot_setting_error(settings, says):
    with pytest.raises(mogel.BotSettingError, match=says):
        make_bot("search", **settings)


def test_the_command_line_seats_a_search_bot_of_the_default_budget_or_of_given_playouts(capsys, tmp_path):
    """`--bots search` and `--bots search:playouts=N`: the game is mogel.Game's with those bots, the
    score table names the bot, and the log records its budget (so the game replays)."""
    path = tmp_path / "game.jsonl"
    code, out, err = run_cli(capsys, "play", "--bots", "search,sneaky,search:playouts=4", "--seed", "3", "--quiet",
                             "--log", path)
    assert code == 0 and err == ""
    game = mogel.Game(mogel.load_rules(), [SearchBot(), "sneaky", SearchBot(playouts=4)], seed=3).play()
    rows = out.splitlines()[1:4]
    assert [row.split()[-1] for row in rows] == ["(search)", "(sneaky)", "(search)"]
    assert [int(row.split()[-2]) for row in rows] == game.state.totals
    header = json.loads(path.read_text(encoding="utf-8").splitlines()[0])
    assert [(seat["bot"], seat.get("playouts")) for seat in header["players"]] == \
        [("search", None), ("sneaky", None), ("search", 4)]
    code, out, err = run_cli(capsys, "replay", path, "--quiet")
    assert code == 0 and err == "" and out.rstrip().endswith(f"identical to {path}"), out + err


def test_only_the_search_bot_takes_a_budget():
    with pytest.raises(mogel.BotSettingError, match="unknown setting 'playouts'"):
        make_bot("sneaky", playouts=8)


@pytest.mark.parametrize("bot, said", [
    ("search:playouts=0", "playouts must be a whole number from 1 to 1000, not 0"),
    ("search:playouts=100000", "playouts must be a whole number from 1 to 1000, not 100000"),
    ("search:playouts=1.50", "playouts must be a whole number from 1 to 1000, not 1.50"),
    ("search:ms=1e9", "ms must be a number of milliseconds above 0 and at most 10000, not 1e9"),
    ("search:ms=0", "ms must be a number of milliseconds above 0 and at most 10000, not 0"),
    ("search:playouts=many", "playouts needs a whole number, such as playouts=32"),
    ("random:cheat_rate=2", "cheat_rate must be between 0 and 1, not 2"),
])
def test_a_budget_or_setting_out_of_range_is_refused_with_its_range_and_the_value_as_typed(capsys, bot, said):
    """A search budget has a documented upper bound (an absurd one would look like a hang), and a
    value is told as the user typed it (`0`, not `0.0`)."""
    code, out, err = run_cli(capsys, "play", "--bots", f"{bot},random,random", "--quiet")
    assert (code, out, err) == (2, "", f"mogel: error: bot '{bot}': {said}\n")


def test_the_largest_budgets_are_taken_and_a_typed_value_is_kept_as_a_plain_number():
    bot = bot_from_text("search:playouts=1000:cheat_rate=1")
    assert (bot.playouts, type(bot.playouts), bot.cheat_rate, type(bot.cheat_rate)) == (1000, int, 1.0, float)
    assert type(bot_from_text("search:ms=10000").ms) is float
    with pytest.raises(mogel.BotSettingError, match="at most 10000, not 10001"):
        SearchBot(ms=10001)


RARE_ERROR = """game rare:
    players: 2 to 6
    rounds: 2
    winner: highest score
card number:
    penalty: 1
card bomb:
    on play:
        if chance(1 in 20):
            repeat size(draw) - 1000 times:
                active scores 1
card echo:
    on play: active scores 1
deck:
    values: 1 to 10
    number: 3 each
    bomb: 3 cards
    echo: 3 cards
zone draw:
    shared, seen by nobody
zone discard:
    shared, top seen by all
zone hand:
    per player, seen by owner
round:
    starter: oldest
    setup:
        move all cards to draw
        shuffle draw
        deal 5 cards from draw to hand
        move 1 card from draw to discard
    first: starter
    ends when: any(players where empty(hand of player)) or turns >= 200
    scoring: each player where empty(hand of player) scores 5
turn:
    active must play 1 card from hand onto discard
"""


def _rare_game(text, seed):
    rules = mogel.load_rules(text=text, file="rare.mm")
    return mogel.Game(rules, [make_bot("search", playouts=8), make_bot("random"), make_bot("random")], seed=seed)


@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_an_error_of_the_rules_in_an_imagined_playout_does_not_stop_the_real_game(seed):
    """A bomb's rare chance leads to a negative count (a rules error): the search bot's playouts
    meet it, the real games of these seeds never do -- they were stopped at rare.mm:10 once."""
    game = _rare_game(RARE_ERROR, seed).play()
    assert game.finished


def test_an_error_of_the_rules_the_real_game_meets_still_stops_it_at_its_line():
    always = RARE_ERROR.replace("if chance(1 in 20):", "if size(draw) >= 0:")
    with pytest.raises(mogel.RulesRuntimeError, match=r"rare\.mm:10:\d+: a number of times came out as"):
        _rare_game(always, 1).play()
