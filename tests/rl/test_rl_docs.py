"""docs/rl.md says what the code does: the sizes of its table of shipped games, the reaction
times of the react actions and the observation's blocks, in order."""

from __future__ import annotations

import re
from pathlib import Path

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
    said = re.search(r"only with `reactions=\"asked\"`\): ([\d., or]+) seconds", DOC)
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
