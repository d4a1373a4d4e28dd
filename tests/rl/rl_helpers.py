"""Shared by the tests of mogel.env and mogel.openspiel: the shipped games and their player
counts, the `rl` extra (skipped without it, except in CI, where a missing package fails), and
a swap of two cards' places in a live game state."""

from __future__ import annotations

import importlib
import os

import pytest

import mogel

IN_CI = os.environ.get("CI", "").lower() in ("1", "true", "yes")
GAMES = ("mogel_motte", "mogelei", "cheat")


def need(*modules: str) -> None:
    """Import the rl extra's modules, or skip the test module (fail in CI)."""
    for name in modules:
        if IN_CI:
            importlib.import_module(name)
        else:
            pytest.importorskip(name)


def player_counts():
    """(game, players) for every shipped game and every player count it allows."""
    out = []
    for game in GAMES:
        low, high = mogel.load_rules(game=game).game.players
        out.extend((game, n) for n in range(low, high + 1))
    return out


def env_decisions(env, seed: int, limit: int = 400):
    """Play `env` with random legal actions; yield (agent, pending Decision, observation) at each
    decision of a seat (at most `limit` steps)."""
    import numpy as np

    env.reset(seed=seed)
    rng = np.random.default_rng(seed)
    for agent in env.agent_iter(limit):
        obs, _, terminated, truncated, _ = env.last()
        if terminated or truncated:
            env.step(None)
            continue
        yield agent, env.game.pending, obs
        env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))


def fewest(game: str) -> int:
    return mogel.load_rules(game=game).game.players[0]


def swap_places(state, a: int, b: int) -> None:
    """Swap where cards `a` and `b` lie in a mogel State (zones, `where`, face-down marks):
    the table as if each had been dealt where the other was."""
    slot_a, slot_b = state.where[a], state.where[b]
    pile_a, pile_b = state.zones[slot_a], state.zones[slot_b]
    i, j = pile_a.index(a), pile_b.index(b)
    pile_a[i], pile_b[j] = b, a
    state.where[a], state.where[b] = slot_b, slot_a
    down = state.face_down
    laid = {card: down.pop(card) for card in (a, b) if card in down}
    if a in laid:
        down[b] = laid[a]
    if b in laid:
        down[a] = laid[b]


def hidden_pairs(game, seat: int, count: int, rng, among=None):
    """Up to `count` pairs of cards of different faces whose faces `seat` cannot see now
    (mogel.present.views.Visibility.face_shown), at random (only cards `among`, if given)."""
    state, visibility, faces = game.state, game.visibility, game.program.deck.face_ids
    hidden = [card for slot, pile in enumerate(state.zones) for card in pile
              if not visibility.face_shown(seat, state, slot, card) and (among is None or card in among)]
    pairs = []
    for _ in range(count * 20):
        if len(pairs) == count or len(hidden) < 2:
            break
        a, b = rng.sample(hidden, 2)
        if faces[a] != faces[b]:
            pairs.append((a, b))
    return pairs
