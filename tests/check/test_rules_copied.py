"""A loaded Rules can be copied, deep-copied and pickled (a new user's trial: deepcopy and pickle
failed with "cannot pickle 'mappingproxy' object"): as the load that made it, from its text,
file, variants and defines, so a pickled Rules reads back in another process as the same game."""

from __future__ import annotations

import copy
import os
import pickle
import subprocess
import sys

import mogel
from mogel.check.loader import defines_set


def events(rules, seed=4):
    return mogel.Game(rules, ["random", "sneaky", "honest", "random"], seed=seed).play().events


def test_copies_are_the_same_game():
    for rules in (mogel.load_rules(), mogel.load_rules(game="cheat", variants=["match"]),
                  mogel.load_rules(defines={"catch_penalty_cards": 3})):
        for copied in (copy.copy(rules), copy.deepcopy(rules), pickle.loads(pickle.dumps(rules))):
            assert (copied.source, copied.file, copied.applied) == (rules.source, rules.file, rules.applied)
            assert defines_set(copied) == defines_set(rules)
            assert events(copied) == events(rules)


def test_a_pickled_rules_reads_back_in_a_fresh_process(tmp_path):
    rules = mogel.load_rules(variants=["italian_ant"], defines={"catch_penalty_cards": 3})
    path = tmp_path / "rules.pickle"
    path.write_bytes(pickle.dumps(rules))
    code = ("import pickle, sys, mogel; from mogel.check.loader import defines_set; "
            "r = pickle.loads(open(sys.argv[1], 'rb').read()); "
            "print(r.applied, defines_set(r), len(mogel.Game(r, ['random', 'sneaky', 'honest', 'random'], seed=4).play().events))")
    out = subprocess.run([sys.executable, "-c", code, str(path)], capture_output=True, text=True, check=True,
                         env={**os.environ, "MOGEL_CACHE": "0"}).stdout.strip()
    assert out == f"{rules.applied} {defines_set(rules)} {len(events(rules))}"
