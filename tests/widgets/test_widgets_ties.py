"""A game that ends in a tie says so in every widget (issue 19, item 7): the table, the human
seat and the rules editor said "Winner: Ada, Bo" for two winners."""

from __future__ import annotations

import pytest

pytest.importorskip("ipywidgets")

import mogel  # noqa: E402
from mogel.widgets import HumanSeat  # noqa: E402
from mogel.widgets.table import render_table  # noqa: E402

RULES = mogel.load_rules(variants="quick_game")
TIED_SEED = 30   # three honest bots, two rounds: Ada and Bo tie with 32 points


@pytest.fixture(scope="module")
def tied():
    game = mogel.Game(RULES, ["honest"] * 3, seed=TIED_SEED)
    game.play()
    assert list(game.winners) == [0, 1], "the seed no longer gives a tie: pick another"
    return game


@pytest.mark.parametrize("lang, said", [("en", "Game over. A tie: the winners are Ada and Bo."),
                                        ("de", "Spielende. Gleichstand: es gewinnen Ada und Bo.")])
def test_the_table_of_a_tied_game_names_a_tie(tied, lang, said):
    html = render_table(tied, tied.state, None, lang)

    assert said in html
    assert "Winner:" not in html and "Gewinner:" not in html


def test_the_table_of_a_won_game_names_one_winner():
    game = mogel.Game(RULES, ["honest"] * 3, seed=1)
    game.play()
    assert len(game.winners) == 1

    assert f"Game over. Winner: {game.narrator.names[game.winners[0]]}." in render_table(game, game.state)


def test_the_human_seat_tells_a_tie():
    """Seed 9: Ada and Bo (honest bots) tie with 21 points; the human (Cy) is played to the end."""
    seat = HumanSeat(RULES, ["honest", "honest"], seed=9, seat=2)
    seat.finish()

    assert list(seat.game.winners) == [0, 1]
    assert seat.question.endswith("A tie: the winners are Ada and Bo. This game's seed was 9: HumanSeat(seed=9) deals "
                                  "the same cards again.")


def test_a_give_with_two_possible_receivers_is_asked_at_a_table_of_three():
    """At a table of three a spider's gift has two possible receivers: the prompt took the two
    seats for a zone and its owner and stopped with an AttributeError."""
    seat = HumanSeat(RULES, ["honest", "honest"], seed=0, seat=2)
    gives = []
    while seat.decision is not None:
        if seat.decision.kind == "give":
            gives.append(seat.question)
        seat.answer(seat._helper.decide(seat.game.view(2), seat.decision, seat._rng))

    assert gives, "the seed no longer gives the human a spider to give: pick another"
    assert all("Traceback" not in q for q in gives)
