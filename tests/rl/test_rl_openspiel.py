"""mogel.openspiel: every shipped game, at every player count, is an OpenSpiel game that passes
OpenSpiel's random_sim_test (clones, serialisation, observations, returns); its chance nodes
are the engine's own draws; a clone that goes another way replays rather than sharing; and
OpenSpiel's MCTS bot plays a round of Mogel Motte."""

from __future__ import annotations

import random

import pytest

import mogel
from rl_helpers import fewest, need, player_counts

need("pyspiel", "numpy")

import numpy as np  # noqa: E402
import pyspiel  # noqa: E402

import mogel.openspiel  # noqa: E402
from mogel.check.files import game_path  # noqa: E402


@pytest.mark.parametrize("game,players", player_counts())
def test_random_sim_test_passes(game, players):
    spiel = pyspiel.load_game("python_mogel", {"game": game, "players": players})

    pyspiel.random_sim_test(spiel, num_sims=1, serialize=players == fewest(game), verbose=False)


def random_play(state, rng, steps):
    """Apply `steps` random actions (chance by its probabilities); returns the state."""
    for _ in range(steps):
        if state.is_terminal():
            break
        if state.is_chance_node():
            outcomes, weights = zip(*state.chance_outcomes())
            state.apply_action(rng.choices(outcomes, weights)[0])
        else:
            state.apply_action(rng.choice(state.legal_actions()))
    return state


def test_chance_nodes_are_the_engines_shuffles_notices_and_races():
    spiel = pyspiel.load_game("python_mogel", {"game": "mogel_motte", "players": 4})
    state, rng, kinds = spiel.new_initial_state(), random.Random(3), set()
    while not state.is_terminal():
        if state.is_chance_node():
            kinds.add(state.mogel_game().pending.info["chance"])
            assert sum(p for _, p in state.chance_outcomes()) == pytest.approx(1.0)
        random_play(state, rng, 1)

    assert {"shuffle", "notice", "race"} <= kinds
    game = state.mogel_game()
    winners = game.events[-1].info["winners"]
    assert state.returns() == [1 / len(winners) if seat in winners else 0.0 for seat in range(4)]


def test_a_clone_that_goes_another_way_is_the_state_its_history_makes():
    spiel = pyspiel.load_game("python_mogel", {"game": "mogelei", "players": 3})
    state = random_play(spiel.new_initial_state(), random.Random(1), 120)
    while state.is_chance_node() or len(state.legal_actions()) < 2:
        random_play(state, random.Random(2), 1)
    clone = state.clone()
    first, second = state.legal_actions()[:2]

    state.apply_action(first)
    clone.apply_action(second)

    for went in (state, clone):
        fresh = spiel.new_initial_state()
        for action in went.history():
            fresh.apply_action(action)
        assert str(went) == str(fresh)
        assert [went.information_state_string(p) for p in range(3)] == \
               [fresh.information_state_string(p) for p in range(3)]
    assert str(state) != str(clone)


def test_only_a_seat_s_own_observer_is_offered():
    spiel = pyspiel.load_game("python_mogel", {"game": "cheat", "players": 3})
    public = pyspiel.IIGObservationType(perfect_recall=False, public_info=True,
                                        private_info=pyspiel.PrivateInfoType.NONE)

    with pytest.raises(ValueError, match="only a seat's own observation"):
        spiel.make_py_observer(public)
    assert spiel.make_py_observer(pyspiel.IIGObservationType(perfect_recall=True)).perfect_recall


def test_a_serialised_state_comes_back_the_same():
    spiel = pyspiel.load_game("python_mogel", {"game": "cheat", "players": 3})
    state = random_play(spiel.new_initial_state(), random.Random(4), 90)

    text = pyspiel.serialize_game_and_state(spiel, state)
    _, back = pyspiel.deserialize_game_and_state(text)

    assert back.history() == state.history() and str(back) == str(state)


def test_a_rules_file_with_variants_has_the_env_s_actions():
    need("pettingzoo")
    import mogel.env

    path = str(mogel.default_rules_path())
    variant = sorted(mogel.load_rules().variants)[0]
    spiel = pyspiel.load_game("python_mogel", {"rules": path, "variants": variant, "players": 5})
    env = mogel.env.aec_env(path, variants=[variant], players=5)

    assert spiel.num_distinct_actions() == env.action_space("seat_0").n
    assert spiel.observation_tensor_size() == env.observation_space("seat_0")["observation"].shape[0]
    assert list(spiel.new_initial_state().mogel_game().rules.applied) == [variant]


def test_the_mcts_bot_plays_a_round_of_mogel_motte():
    from open_spiel.python.algorithms import mcts

    spiel = pyspiel.load_game("python_mogel", {"game": "mogel_motte", "players": 3, "rounds": 1})
    bot = mcts.MCTSBot(spiel, uct_c=2.0, max_simulations=4,
                       evaluator=mcts.RandomRolloutEvaluator(1, np.random.RandomState(0)),
                       random_state=np.random.RandomState(1))
    state, rng, chosen = spiel.new_initial_state(), random.Random(2), 0
    while not state.is_terminal():
        if state.current_player() == 0:
            action = bot.step(state)
            assert action in state.legal_actions()
            state.apply_action(action)
            chosen += 1
        else:
            random_play(state, rng, 1)

    assert chosen > 0
    assert len(state.mogel_game().state.history) == 1
    assert sum(state.returns()) == pytest.approx(1.0)


@pytest.mark.parametrize("game", ["mogel_motte", "mogelei", "cheat"])
def test_players_default_to_the_fewest_the_rules_allow_as_in_aec_env(game):
    spiel = pyspiel.load_game("python_mogel", {"game": game})

    assert spiel.num_players() == fewest(game)
    assert f"players={fewest(game)}," in str(spiel)


def test_a_file_for_two_to_three_players_loads_without_players(tmp_path):
    text = game_path("cheat").read_text(encoding="utf-8")
    path = tmp_path / "small_cheat.mm"
    path.write_text(text.replace("players: 2 to 8", "players: 2 to 3", 1), encoding="utf-8")

    spiel = pyspiel.load_game("python_mogel", {"rules": str(path)})

    assert spiel.num_players() == 2


def test_the_name_of_a_game_of_a_rules_file_names_the_file_and_loads_it_again():
    path = str(game_path("cheat"))
    spiel = pyspiel.load_game("python_mogel", {"rules": path, "players": 3})

    name = str(spiel)
    again = pyspiel.load_game(name)

    assert f"rules={path}" in name and "game=" not in name
    assert str(again) == name and again.rules.game.name == "cheat"
    assert "game=mogelei," in str(pyspiel.load_game("python_mogel", {"game": "mogelei"}))


@pytest.mark.parametrize("given", ["italian_ant,quick_game", "italian_ant+quick_game", " italian_ant , quick_game "])
def test_the_name_of_a_game_with_two_variants_loads_it_again(given):
    """readme27, 3: `str(game)` wrote `variants=italian_ant,quick_game`, whose comma OpenSpiel read
    as the end of the parameter (SpielError: Unknown parameter 'quick_game)'); "+" joins them."""
    spiel = pyspiel.load_game("python_mogel", {"variants": given, "players": 3})
    name = str(spiel)
    assert name.endswith(",variants=italian_ant+quick_game)")
    again = pyspiel.load_game(name)
    assert str(again) == name and again.rules is spiel.rules
    assert set(again.rules.applied) == {"italian_ant", "quick_game"}


@pytest.mark.parametrize("game", ["mogel_motte", "mogelei", "cheat"])
def test_max_game_length_bounds_a_random_game_and_fits_a_buffer(game):
    spiel = pyspiel.load_game("python_mogel", {"game": game})
    state = random_play(spiel.new_initial_state(), random.Random(5), 10 ** 6)

    assert state.is_terminal()
    assert 100 * len(state.history()) < spiel.max_game_length() < 5 * 10 ** 6


def test_max_game_length_counts_the_rounds_played():
    whole = pyspiel.load_game("python_mogel", {"game": "mogel_motte", "players": 3})   # rounds: player_count
    one = pyspiel.load_game("python_mogel", {"game": "mogel_motte", "players": 3, "rounds": 1})

    assert whole.max_game_length() == 3 * one.max_game_length()


def test_a_chance_of_the_rules_is_a_chance_node_of_an_open_ended_game():
    """Crazy Eights (tests/games/crazy_eights.mm: an open-ended top level, `chance(70%)` in its
    house rule last_card) as an OpenSpiel game: a `chance(70%)` is a chance node of outcomes
    0 and 1 with probabilities 0.3 and 0.7, the game ends, and its length is bounded by the
    rounds an open-ended top level may play."""
    from pathlib import Path

    path = Path(__file__).resolve().parents[1] / "games" / "crazy_eights.mm"
    spiel = pyspiel.load_game("python_mogel", {"rules": str(path), "variants": "last_card", "players": 3})
    drawn = []
    for seed in range(3):
        state, rng = spiel.new_initial_state(), random.Random(seed)
        while not state.is_terminal():
            if state.is_chance_node() and state.mogel_game().pending.info["chance"] == "chance":
                drawn.append(state.chance_outcomes())
            random_play(state, rng, 1)
        assert len(state.history()) < spiel.max_game_length()
    assert drawn and all(outcomes == [(0, pytest.approx(0.3)), (1, pytest.approx(0.7))] for outcomes in drawn)


def test_no_game_given_plays_the_packaged_rules_files_game_read_at_run_time(monkeypatch, tmp_path):
    """OpenSpiel's default game was a literal, DEFAULT_GAME = "mogel_motte" (trial 26): it is the
    game of the packaged rules.mm, read when the game is loaded."""
    from mogel.check import files

    spiel = pyspiel.load_game("python_mogel")
    assert "game=mogel_motte,players=3," in str(spiel) and spiel.rules.game.name == "mogel_motte"
    other = tmp_path / "rules.mm"
    other.write_text(files.game_path("mogelei").read_text(encoding="utf-8"), encoding="utf-8")
    games = {**files.shipped_games()}
    monkeypatch.setattr(files, "default_rules_path", lambda: other)
    monkeypatch.setattr(files, "shipped_games", lambda: {"mogelei": other, **{k: v for k, v in games.items()
                                                                               if k not in ("mogel_motte", "mogelei")}})
    spiel = pyspiel.load_game("python_mogel", {"players": 3})
    assert spiel.rules.game.name == "mogelei" and "game=mogelei" in str(spiel)


def test_an_unknown_variant_names_the_variants_command_of_the_game_asked():
    """readme27, 14: `{"game": "cheat", "variants": "italien_ant"}` said "`mogel variants` lists
    them", which lists Mogel Motte's variants: the command is now the one of the game or file."""
    with pytest.raises(mogel.UnknownVariantError) as told:
        pyspiel.load_game("python_mogel", {"game": "cheat", "variants": "italien_ant"})
    assert str(told.value) == "cheat.mm: unknown variant 'italien_ant'; `mogel variants --game cheat` lists them"
    path = str(game_path("cheat"))
    with pytest.raises(mogel.UnknownVariantError, match=f"; `mogel variants {path}` lists them$"):
        pyspiel.load_game("python_mogel", {"rules": path, "variants": "nope"})
    with pytest.raises(mogel.UnknownVariantError, match=r"\(did you mean 'italian_ant'\?\)$"):
        pyspiel.load_game("python_mogel", {"variants": "italien_ant"})
