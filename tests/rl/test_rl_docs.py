"""docs/rl.md says what the code does: the sizes of its table of shipped games, the reaction
times of the react actions and the observation's blocks, in order."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import mogel
from rl_helpers import need

need("numpy")

from mogel.compile.program import compile_rules  # noqa: E402
from mogel.rl.encoding import REACTIONS, Encoding  # noqa: E402
from mogel.rl.observe import Observer  # noqa: E402
from mogel.runtime.state import ZoneLayout  # noqa: E402

DOC = (Path(__file__).resolve().parents[2] / "docs" / "rl.md").read_text(encoding="utf-8")


def sizes(game: str, players: int):
    program = compile_rules(mogel.load_rules(game=game))
    encoding = Encoding(program, players)
    return encoding, Observer(program, ZoneLayout(program.zones, players), encoding)


def test_the_table_of_sizes_is_the_encodings():
    rows = re.findall(r"^\| (\w+) \| (\d+) \| (\d+) \| (\d+) \|$", DOC, re.MULTILINE)
    assert len(rows) == 6
    for game, players, actions, observation in rows:
        encoding, observer = sizes(game, int(players))
        assert (encoding.size, observer.size) == (int(actions), int(observation)), game


def test_the_reaction_times_and_the_blocks_are_named_in_order():
    said = re.search(r"\| react \| a race reaction time: ([\d., or]+) seconds", DOC)
    assert said is not None
    assert [float(x) for x in re.findall(r"[\d.]+", said.group(1))] == list(REACTIONS)
    _, observer = sizes("cheat", 2)
    table = re.search(r"\| block \| size \| content \|\n\|---\|---\|---\|\n((?:\|.*\n)+)", DOC).group(1)
    assert [line.split("|")[1].strip() for line in table.splitlines()] == [name for name, _, _ in observer.describe()]


def test_the_action_blocks_follow_one_another_as_the_table_of_actions_says():
    encoding, _ = sizes("mogelei", 4)
    table = re.search(r"\| actions \| block \| stands for \|\n\|---\|---\|---\|\n((?:\|.*\n)+)", DOC).group(1)
    named = [line.split("|")[2].strip() for line in table.splitlines()]
    blocks = encoding.blocks()

    assert [name for name, _, _ in blocks] == named
    assert [first for _, first, _ in blocks] == [0, *[first + count for _, first, count in blocks[:-1]]]
    assert blocks[-1][1] + blocks[-1][2] == encoding.size
    assert [encoding.name(first) for _, first, count in blocks if count] == \
        [f"card {encoding.face_names[0]}", "pass", "seat 0", f"word {encoding.words[0]}", "react 0.15s"]


def test_the_words_are_said_in_the_order_of_the_encoding():
    said = re.search(r"Mogelei's words, in order: (.*?) \(its", DOC, re.DOTALL).group(1)
    more = re.search(r"\(its `chooses a colour` comes first in\nthe rules\), (.*?); Cheat", DOC, re.DOTALL).group(1)
    words = re.findall(r"\w+", said + " " + more)
    cheat, _ = sizes("cheat", 2)
    attributes = mogel.load_rules(game="cheat").attributes

    assert words == sizes("mogelei", 3)[0].words
    assert cheat.words == [value for name in ("suit", "rank") for value in attributes[name].values]


@pytest.mark.parametrize("game,reactions", [("mogel_motte", "drawn"), ("cheat", "asked")])
def test_the_react_block_is_in_every_space_and_masked_without_an_asked_race(game, reactions):
    """docs/rl.md: the react block is "Always in the space", legal only for a runner of a race
    with reactions="asked" (with "asked", test_rl_env.py plays it): masked with "drawn" even
    while Mogel Motte races, and in Cheat, which has no race."""
    need("pettingzoo")
    import numpy as np
    import mogel.env

    env = mogel.env.aec_env(mogel.load_rules(game=game), reactions=reactions)
    react0 = env.encoding.react0
    env.reset(seed=1)
    for _ in env.agent_iter(1500):
        obs, _, done, _, _ = env.last()
        assert not obs["action_mask"][react0:].any()
        env.step(None if done else int(np.flatnonzero(obs["action_mask"])[0]))

    assert "Always in the space" in DOC and env.action_space("seat_0").n == react0 + len(REACTIONS)
    assert any(ev.kind == "race" for ev in env.game.events) == (game == "mogel_motte")
