"""Seeded random games of every shipped game, refereed after every event; 1,000 of rules.mm.

Every shipped game (mogel.check.files.shipped_games(), so a game added to mogel/games/ is
covered the moment it lands), its default rules on every allowed number of players and each
of its variants and fixed combinations on one (the counts taken in turn), are played by bots
and refereed by tests/referee.py: the generic invariants of any rules file
(tests/referee_generic.py: cards, citations, privacy of views, events and narration, private
fields, decisions, levels, totals and winners, replay) and, for Mogel Motte, its own referee
(tests/invariants.py).  The small games of the tests (attributes, choices, face-down cards,
claims, levels) are played the same way, to show that the referee is generic.

Then 1,000 seeded games of rules.mm under a second, independent watcher:

Tables of 3, 4 and 5 seats, mixing RandomBot, HonestBot and SneakyBot (the mix and the size
follow from the seed, so a failure names a game that can be replayed).  After each event the
`Watcher` checks:

  * every card of the deck (71) lies in exactly one zone slot, and `state.where` agrees;
  * once the first round's setup has given it, the Guard Bug has exactly one holder, a seat;
  * no negative count: scores, totals, turn counters;
  * every play made by the turn rule fits the top card (001 "Spielverlauf"), a moth is only
    ever played by the guard, nobody cheats while holding the Guard Bug or down to no cards;
  * turns pass to the left; the round ends as soon as a move empties a hand ("checked: after
    each move"), and only when its condition holds (an empty hand, a stalemate, 300 turns);
  * each round scores the penalties of the cards left in each hand at its end, and the final
    totals are the sums of those round scores; the winners have the fewest points.

Every game must end (`game.finished`, a `game_end` event).  The chunks of seeds are separate
test cases; within a chunk every seed is played even after a failure, and the failures are
reported together.
"""

from __future__ import annotations

from typing import List

import pytest

import mogel
from mogel.check.files import shipped_games
from mogel.compile.program import compile_rules

from referee import play_refereed, load, tables
from small_games import TEST_GAMES

SEEDS = 1000
CHUNK = 50
VIEW_EVERY = 5          # the deciding seat's view is checked at every 5th decision (all seats at the end)

def generic_tables(game, text=None):
    """(game, text, variants, players, seed) of a game's CI playouts: the default rules on every
    allowed count of players (two seeds each), each other table on one count, in turn."""
    out = []
    for i, (variants, counts) in enumerate(tables(game, text)):
        if not variants:
            out += [(game, text, variants, n, seed) for n in counts for seed in (0, 1)]
        else:
            out.append((game, text, variants, counts[i % len(counts)], i))
    return out


SHIPPED_TABLES = [t for game in shipped_games() for t in generic_tables(game)]
TEST_TABLES = [t for game, text in TEST_GAMES.items() for t in generic_tables(game, text)]


def _table_id(table) -> str:
    game, _, variants, n, seed = table
    return f"{game}-{'+'.join(variants) or 'default'}-{n}p-s{seed}"


def _refereed(table):
    game, text, variants, n, seed = table
    rules = load(game, variants, text)
    bots = (mogel.make_bot("random", cheat_rate=0.5, attention=1.0, false_accusations=0.2),
            mogel.make_bot("honest"), mogel.make_bot("sneaky", cheat_rate=0.8, attention=0.5))
    _, referee = play_refereed(rules, n, seed, bots=bots, view_every=VIEW_EVERY)
    referee.assert_ok()


@pytest.mark.parametrize("table", SHIPPED_TABLES, ids=_table_id)
def test_every_shipped_game_keeps_every_invariant(table):
    _refereed(table)


@pytest.mark.parametrize("table", TEST_TABLES, ids=_table_id)
def test_the_referee_is_generic_over_the_small_games_of_the_tests(table):
    _refereed(table)


def test_every_shipped_game_variant_and_player_count_is_played():
    for game in shipped_games():
        played = [(variants, n) for g, _, variants, n, _ in SHIPPED_TABLES if g == game]
        for variants, counts in tables(game):
            assert any(v == variants for v, _ in played), (game, variants)
            if not variants:
                assert {n for v, n in played if not v} == set(counts)

BOT_MIXES = [
    ("random",),
    ("random", "honest", "sneaky"),
    ("sneaky", "random"),
    ("honest", "sneaky", "random", "honest"),
    ("sneaky",),
    ("honest", "random"),
    ("sneaky", "honest"),
    ("honest",),
]


def table_for(seed: int) -> List[mogel.Agent]:
    """The bots of game `seed`: 3, 4 or 5 seats, a mix chosen by the seed."""
    players = 3 + seed % 3
    mix = BOT_MIXES[(seed // 3) % len(BOT_MIXES)]
    return [mogel.make_bot(mix[(seat + seed) % len(mix)]) for seat in range(players)]


class Watcher:
    """Checks the invariants of one game after each of its events (see the module doc)."""

    def __init__(self, rules: mogel.Rules, players: int):
        program = compile_rules(rules)
        self.n = players
        self.deck = program.deck
        self.cards = len(program.deck)
        self.penalties = program.deck.penalties
        self.values = program.deck.values
        self.moths = program.deck.members_of("moth")
        self.turn_play_span = rules.turn.body[0].span
        self.game = None
        self.events: List[mogel.Event] = []
        self.guard_given = False
        self.in_play = False
        self.last_turn = None
        self.emptied_hand = False
        self.round_expected: List[List[int]] = []
        self.rounds_started = 0

    # --- helpers -----------------------------------------------------------------------------
    def hand(self, seat: int) -> List[int]:
        s = self.game.state
        return s.zones[s.slot_of["hand"] + seat]

    def zone(self, name: str) -> List[int]:
        s = self.game.state
        return s.zones[s.slot_of[name]]

    # --- the hook ----------------------------------------------------------------------------
    def __call__(self, ev: mogel.Event) -> None:
        s = self.game.state
        self.events.append(ev)
        where = [None] * self.cards
        total = 0
        for slot, pile in enumerate(s.zones):
            total += len(pile)
            for card in pile:
                where[card] = slot
        assert total == self.cards, f"{total} cards in the zones after {ev}"
        assert where == s.where, f"state.where disagrees with the zones after {ev}"

        assert min(s.totals) >= 0 and min(s.round_scores) >= 0, f"negative score after {ev}"
        assert s.turn >= 0 and s.quiet >= 0, f"negative turn counter after {ev}"

        if self.emptied_hand:
            assert ev.kind == "round_end", f"a hand was empty but the round went on with {ev}"
            self.emptied_hand = False

        guard = s.roles["guard"]
        if self.guard_given:
            assert guard in range(self.n), f"the Guard Bug is held by {guard!r} after {ev}"
        getattr(self, "on_" + ev.kind, lambda ev: None)(ev)
        if self.in_play and ev.moves and ev.kind != "round_end":
            if any(not self.hand(seat) for seat in range(self.n)):
                self.emptied_hand = True

    # --- per kind ----------------------------------------------------------------------------
    def on_round_start(self, ev):
        self.rounds_started += 1
        assert ev.info["round"] == self.rounds_started
        self.last_turn = None

    def on_role(self, ev):
        if ev.info["role"] == "guard":
            assert ev.info["to"] in range(self.n)
            self.guard_given = True

    def on_deal(self, ev):
        assert [len(self.hand(seat)) for seat in range(self.n)] == [8] * self.n

    def on_turn(self, ev):
        s = self.game.state
        assert self.guard_given, "a turn before the Guard Bug was given"
        if self.last_turn is None:
            assert ev.seat == s.roles["guard"], "the first turn of a round is not the guard's"
        else:
            assert ev.seat == (self.last_turn + 1) % self.n, "turns do not pass to the left"
        self.last_turn = ev.seat
        self.in_play = True

    def on_play(self, ev):
        (card, src, dst), = ev.moves
        onto = ev.info["onto"]
        if ev.span == self.turn_play_span:
            assert onto is not None and (self.values[card] - self.values[onto]) % 5 in (1, 4), \
                f"{self.deck.face(card)} does not fit on {onto and self.deck.face(onto)}"
        if card in self.moths:
            assert ev.seat == self.game.state.roles["guard"], "a moth played by a player without the Guard Bug"

    def on_cheat(self, ev):
        assert ev.seat != self.game.state.roles["guard"], "the guard cheated"
        assert self.hand(ev.seat), "a cheat left the cheater without cards"

    def on_score(self, ev):
        assert ev.info["points"] >= 0

    def on_round_end(self, ev):
        s = self.game.state
        self.in_play = False
        hands = [self.hand(seat) for seat in range(self.n)]
        assert ev.info["reason"] == "ends when"
        # rules.mm: a hand is empty, or the stalemate or 300-turn rule ends the round
        assert self.game.program.ends(s, {}), f"round {ev.info['round']} ended before its condition held"
        stalemate = not self.zone("draw") and len(self.zone("discard")) <= 1 and s.quiet >= self.n
        assert any(not hand for hand in hands) or stalemate or s.turn >= 300, \
            f"round {ev.info['round']} ended with every hand full and play going on"
        self.round_expected.append([sum(self.penalties[c] for c in hand) for hand in hands])

    def on_round_scored(self, ev):
        expected = self.round_expected[-1]
        assert ev.info["scores"] == expected
        assert self.game.state.history[-1] == expected

    def on_game_end(self, ev):
        totals = [sum(column) for column in zip(*self.round_expected)]
        assert ev.info["totals"] == totals == self.game.state.totals
        best = min(totals)
        assert ev.info["winners"] == [seat for seat in range(self.n) if totals[seat] == best]

    def finish(self):
        game = self.game
        assert game.finished, "the game did not finish"
        assert self.events and self.events[-1].kind == "game_end"
        assert [e.kind for e in self.events].count("game_end") == 1
        assert self.rounds_started == len(self.round_expected) == self.n   # rounds: player_count
        assert self.events == game.events, "on_event saw other events than game.events"


def play_watched(rules, seed: int):
    agents = table_for(seed)
    watcher = Watcher(rules, len(agents))
    game = mogel.Game(rules, agents, seed=seed, on_event=watcher)
    watcher.game = game
    game.play()
    watcher.finish()
    return game


@pytest.fixture(scope="module")
def rules():
    return mogel.load_rules()


def test_the_deck_has_71_cards(rules):
    assert len(compile_rules(rules).deck) == 71 == rules.deck.total


@pytest.mark.parametrize("first", range(0, SEEDS, CHUNK), ids=lambda first: f"seeds{first}-{first + CHUNK - 1}")
def test_random_games_keep_every_invariant(rules, first):
    failures = []
    for seed in range(first, first + CHUNK):
        try:
            play_watched(rules, seed)
        except (AssertionError, mogel.MogelError) as err:
            bots = ",".join(a.name for a in table_for(seed))
            failures.append(f"seed {seed} ({bots}): {type(err).__name__}: {str(err).splitlines()[0]}")
    assert not failures, "\n".join(failures)


def test_the_tables_mix_sizes_and_bots():
    sizes = {len(table_for(seed)) for seed in range(SEEDS)}
    bots = {a.name for seed in range(SEEDS) for a in table_for(seed)}
    assert sizes == {3, 4, 5}
    assert bots == {"random", "honest", "sneaky"}


# --- determinism ---------------------------------------------------------------------------

DETERMINISM_SEEDS = [0, 1, 7, 123, 9999]


@pytest.mark.parametrize("seed", DETERMINISM_SEEDS)
def test_same_rules_seed_and_bots_give_identical_events(rules, seed):
    first = mogel.Game(rules, table_for(seed), seed=seed).play()
    second = mogel.Game(rules, table_for(seed), seed=seed).play()
    assert len(first.events) > 100
    assert first.events == second.events
    assert first.record().decisions == second.record().decisions
    assert first.state.totals == second.state.totals


@pytest.mark.parametrize("seed", DETERMINISM_SEEDS)
def test_replay_reproduces_the_events(rules, seed):
    game = mogel.Game(rules, table_for(seed), seed=seed, oldest=seed % 3).play()
    seen = []
    again = mogel.replay(rules, game.record(), on_event=seen.append)
    assert again.events == game.events
    assert seen == game.events
    assert again.state.totals == game.state.totals and again.winners == game.winners


def test_replay_with_missing_decisions_is_refused(rules):
    game = mogel.Game(rules, table_for(1), seed=1).play()
    record = game.record()
    record.decisions = record.decisions[:-1]
    with pytest.raises(mogel.MogelError):
        mogel.replay(rules, record)


def test_different_seeds_give_different_games(rules):
    games = {seed: mogel.Game(rules, table_for(3), seed=seed).play() for seed in range(20)}
    signatures = {seed: tuple((e.kind, e.seat, e.moves) for e in g.events) for seed, g in games.items()}
    assert len(set(signatures.values())) == len(signatures)
    first_shuffles = {tuple(next(e for e in g.events if e.kind == "shuffle").info["order"])
                      for g in games.values()}
    assert len(first_shuffles) == len(games)


def test_the_watcher_catches_a_broken_invariant(rules):
    """The checks can fail: a card moved behind the engine's back is noticed at the next event."""
    agents = table_for(0)
    watcher = Watcher(rules, len(agents))
    game = mogel.Game(rules, agents, seed=0, on_event=watcher)
    watcher.game = game

    def tamper(ev):
        if ev.kind == "turn" and game.state.turn == 3:
            hand = game.state.zones[game.state.slot_of["hand"] + ev.seat]
            hand.append(hand[0])                      # a card in two places at once
        watcher(ev)

    game.engine.on_event = tamper
    with pytest.raises(AssertionError, match="cards in the zones"):
        game.play()


def test_seeds_are_spread_over_all_table_sizes_in_every_chunk():
    for first in range(0, SEEDS, CHUNK):
        sizes = {len(table_for(seed)) for seed in range(first, first + CHUNK)}
        assert sizes == {3, 4, 5}
        assert len({tuple(a.name for a in table_for(s)) for s in range(first, first + CHUNK)}) > 3

