"""The bot-settings rows of GameViewer(settings=True) show the agents the game is played with:
agents set from Python (set_agents) reach the rows, so the next slider move keeps them; each
change plays the game once; a refused set_agents leaves rows and game as they were."""

from __future__ import annotations

import pytest

pytest.importorskip("ipywidgets")

import mogel  # noqa: E402
import mogel.widgets.viewer  # noqa: E402
from mogel.widgets import GameViewer  # noqa: E402


def rows(viewer):
    """What each row shows: (label, strategy, cheat rate, attention, reaction, cheat rate disabled)."""
    return [(row.label.value, *[control.value for control in row.controls()[:4]], row.cheat_rate.disabled)
            for row in viewer.settings.rows]


def settings(agent):
    return (agent.name, agent.cheat_rate, agent.attention, agent.reaction)


@pytest.fixture
def plays(monkeypatch):
    """A list that gets one entry per Game the viewer plays."""
    played = []

    class Counted(mogel.Game):
        def __init__(self, *args, **kwargs):
            played.append(args)
            super().__init__(*args, **kwargs)

    monkeypatch.setattr(mogel.widgets.viewer, "Game", Counted)
    return played


AGENTS = [mogel.make_bot("honest", attention=0.9), mogel.make_bot("sneaky", cheat_rate=0.7, reaction=1.2),
          mogel.make_bot("random", cheat_rate=0.05), "sneaky:attention=0.1"]


def test_agents_set_from_python_are_shown_and_kept_by_the_next_slider_move(rules):
    viewer = GameViewer(rules, seed=5, settings=True)
    viewer.set_agents(AGENTS)
    assert rows(viewer) == [("<b>Ada</b>", "honest", 0.0, 0.9, 0.6, True),
                            ("<b>Bo</b>", "sneaky", 0.7, 0.5, 1.2, False),
                            ("<b>Cy</b>", "random", 0.05, 0.5, 0.6, False),
                            ("<b>Di</b>", "sneaky", 0.5, 0.1, 0.6, False)]
    viewer.settings.rows[3].reaction.value = 0.8                 # the rows were the old agents: this undid the call
    assert [settings(agent) for agent in viewer.game.agents] == [
        ("honest", 0.0, 0.9, 0.6), ("sneaky", 0.7, 0.5, 1.2), ("random", 0.05, 0.5, 0.6), ("sneaky", 0.5, 0.1, 0.8)]


def test_another_number_of_agents_gives_as_many_rows_and_the_new_rows_work(rules):
    viewer = GameViewer(rules, seed=3, settings=True, lang="de")
    viewer.set_agents(["honest"] * 3)
    assert [label for label, *_ in rows(viewer)] == ["<b>Ada</b>", "<b>Bo</b>", "<b>Cy</b>"]
    assert list(viewer.settings.children[1:]) == viewer.settings.rows
    viewer.set_agents(["random"] * 3 + ["sneaky:cheat_rate=0.25"] * 2)
    assert [(label, strategy, rate) for label, strategy, rate, *_ in rows(viewer)][3:] == [
        ("<b>Di</b>", "sneaky", 0.25), ("<b>Ed</b>", "sneaky", 0.25)]
    new = viewer.settings.rows[4]
    assert new.strategy.description == "Bot" and dict(new.strategy.options)["gerissener Bot"] == "sneaky"
    new.attention.value = 1.0
    assert len(viewer.game.agents) == 5 and settings(viewer.game.agents[4]) == ("sneaky", 0.25, 1.0, 0.6)
    viewer.language.value = "en"                                  # a new row follows the language too
    assert dict(new.strategy.options)["sneaky"] == "sneaky"


def test_each_change_plays_the_game_once(rules, plays):
    viewer = GameViewer(rules, seed=3, settings=True)
    assert len(plays) == 1
    viewer.set_agents(AGENTS)
    assert len(plays) == 2
    viewer.settings.rows[0].attention.value = 0.3
    assert len(plays) == 3
    viewer.settings.rows[2].strategy.value = "honest"           # the strategy and its cheat rate: one game
    assert len(plays) == 4 and settings(viewer.game.agents[2]) == ("honest", 0.0, 0.5, 0.6)
    viewer.settings.rows[1].strategy.value = "random"           # the random bot's cheat rate comes with it
    assert len(plays) == 5 and settings(viewer.game.agents[1]) == ("random", 0.2, 0.5, 1.2)
    viewer.set_variants(["quick_game"])
    viewer.set_seed(4)
    assert len(plays) == 7


def test_a_refused_set_agents_leaves_the_rows_and_the_game(rules):
    viewer = GameViewer(rules, seed=3, settings=True)
    viewer.set_agents(AGENTS)
    before, game = rows(viewer), viewer.game
    for agents in (["random", "random"], ["random"] * 6, ["random", "random", "nope", "random"]):
        with pytest.raises(mogel.MogelError):
            viewer.set_agents(agents)
        assert rows(viewer) == before and viewer.game is game and viewer.agents == AGENTS


def test_a_reaction_outside_the_sliders_range_is_shown_as_it_is(rules):
    viewer = GameViewer(rules, seed=3, settings=True)
    viewer.set_agents(["random:reaction=3", "random:reaction=0.1", "random", "random"])
    assert [row.reaction.value for row in viewer.settings.rows[:3]] == [3.0, 0.1, 0.6]
    viewer.settings.rows[2].attention.value = 0.2
    assert [agent.reaction for agent in viewer.game.agents[:3]] == [3.0, 0.1, 0.6]
    viewer.set_agents(["random"] * 4)                             # and the slider's own range comes back
    assert (viewer.settings.rows[0].reaction.min, viewer.settings.rows[0].reaction.max) == (0.2, 2.0)


def test_bots_given_by_name_to_the_constructor_fill_the_rows(rules):
    viewer = GameViewer(rules, ["sneaky:cheat_rate=0.3", "honest", "random", "random:attention=0.8"], seed=3,
                        settings=True)
    assert [(strategy, rate, attention) for _, strategy, rate, attention, *_ in rows(viewer)] == [
        ("sneaky", 0.3, 0.5), ("honest", 0.0, 0.5), ("random", 0.2, 0.5), ("random", 0.2, 0.8)]


def test_the_search_bot_is_a_strategy_with_a_slider_for_its_playouts(rules, plays):
    viewer = GameViewer(rules, ["random", "search:playouts=4", "random", "random"], seed=3, settings=True)
    searching, other = viewer.settings.rows[1], viewer.settings.rows[0]
    assert (searching.strategy.value, searching.playouts.value, searching.playouts.disabled) == ("search", 4, False)
    assert other.playouts.disabled and searching.playouts.description == "thinking (playouts)"

    searching.playouts.value = 2
    assert len(plays) == 2 and (viewer.game.agents[1].name, viewer.game.agents[1].playouts) == ("search", 2)
    other.strategy.value = "search"                              # a search bot of the slider's playouts
    assert not other.playouts.disabled and viewer.game.agents[0].playouts == other.playouts.value
    viewer.language.value = "de"
    assert searching.playouts.description == "Nachdenken (Durchspiele)"
    assert dict(searching.strategy.options)["vorausdenkender Bot"] == "search"
