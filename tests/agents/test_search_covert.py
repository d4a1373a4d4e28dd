"""The search bot's playouts at its chances of a covert move (mogel/agents/search_playout.py): a
copy of the game plays the answer being evaluated -- the card to hide is hidden, a declined
chance leaves it in place --, and then every covert move its players choose, the searching
seat's own later ones (at its prior's rate, or as a plan says: at every chance, at none) and
the other seats', and nothing else; and the search weighs those plans."""

from __future__ import annotations

import random
from collections import Counter

import mogel
from mogel.agents import SearchBot
from mogel.agents.base import most_costly
from mogel.agents.search_playout import Prior, playout
from mogel.agents.search_world import Worlds


class Recording(Prior):
    """A prior that notes its answers to chances of a covert move."""

    def decide(self, view, decision, rng):
        answer = super().decide(view, decision, rng)
        if decision.kind == "cheat":
            self.answers.append(answer)
        return answer


def counting(worlds, tallies: list):
    """`worlds` whose copies count their covert moves by seat, each in a list added to `tallies`."""
    def position(rng):
        eng, run, decision = Worlds.position(worlds, rng)
        tallies.append([0] * eng.s.n)   # copies are in the lab mode, whose twin counts covert moves in a list by seat
        eng.count_only({**eng.tally, "cheat": tallies[-1]})
        return eng, run, decision
    worlds.position = position
    return worlds


class Checking(SearchBot):
    """A search bot that, at each chance of a covert move, first checks its copies: the card a
    copy is answered is hidden at once, a declined chance leaves it in the seat's pile; and a
    playout makes exactly the covert moves its players chose."""

    def search(self, worlds, view, decision, rng):
        if decision.kind == "cheat":
            card = most_costly(view, decision.options[1:])
            for answer in (card, None):
                eng, run, _ = worlds.position(random.Random(len(self.checks)))
                before = eng.s.where[card]
                run.send(answer)
                self.checks.append((answer, eng.s.where[card] != before))
                for plan in (None, 1.0, 0.0):
                    tallies, me = [], Recording(cheat_rate=0.5, plan=plan)
                    me.answers = []
                    playout(counting(Worlds(worlds.engine, worlds.seat, worlds.visibility), tallies), answer,
                            random.Random(len(self.checks)), me)
                    moves = Counter({seat: sum(counts) for seat, counts in enumerate(zip(*tallies))})
                    chosen = sum(a is not None for a in me.answers)
                    self.played.append((moves[view.seat] == chosen + (answer is not None), plan, me.answers,
                                        sum(moves.values()) - moves[view.seat]))
        return super().search(worlds, view, decision, rng)


def test_a_copy_plays_the_covert_answer_evaluated_and_then_the_covert_moves_its_players_choose():
    bot = Checking(playouts=2)
    bot.checks, bot.played = [], []
    played = mogel.Game(mogel.load_rules(game="mogel_motte"), [bot, "sneaky", "sneaky", "sneaky"],
                        seed=mogel.game_seed(18, 0)).play()

    assert played.finished and len(bot.checks) >= 40
    assert all(moved == (answer is not None) for answer, moved in bot.checks)
    assert all(carried_out for carried_out, *_ in bot.played)
    answers = {plan: [answer for _, planned, seat_answers, _ in bot.played if planned == plan
                      for answer in seat_answers] for plan in (None, 1.0, 0.0)}
    assert 0.35 < sum(a is not None for a in answers[None]) / len(answers[None]) < 0.65   # its prior's rate, 0.5
    assert answers[1.0] and None not in answers[1.0]   # the plan "every chance"
    assert answers[0.0] and set(answers[0.0]) == {None}   # the plan "none"
    assert sum(others for *_, others in bot.played) > len(bot.played)   # the other seats hide too


class Thinking(SearchBot):
    """A search bot that notes at each chance of a covert move the plan it followed, its
    thoughts and its answer."""

    def search(self, worlds, view, decision, rng):
        following = self.plan
        chosen = super().search(worlds, view, decision, rng)
        if decision.kind == "cheat":
            self.noted.append((following, [option for option, _, _ in self.thoughts], chosen, self.plan))
        return chosen


def test_at_a_chance_of_a_covert_move_it_weighs_plans_for_its_later_chances_and_follows_the_one_it_takes():
    """The answer of the plan it follows and its opposite, each with that plan for its later
    chances; hiding now and at every later chance; declining now and at every later one -- four
    plans, none twice; it answers as one of them and follows that one's plan from then on."""
    bot = Thinking(playouts=8)
    bot.noted = []
    mogel.Game(mogel.load_rules(game="mogel_motte"), [bot, "sneaky", "sneaky"], seed=3).play()

    assert len(bot.noted) >= 20
    for following, candidates, chosen, plan in bot.noted:
        (usual, first), (opposite, second), *rest = candidates
        assert len(set(candidates)) == 4 and first == second == following
        assert (usual is None) != (opposite is None)
        card = usual if usual is not None else opposite
        assert {(card, 1.0), (None, 0.0)} <= set(candidates)
        assert (chosen, plan) in candidates
    assert any(plan != following for following, _, _, plan in bot.noted)   # it changes plans as its playouts say
