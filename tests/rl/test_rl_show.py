"""A card shown where it lies (`P shows CARDS [to PLAYERS]`, docs/language.md 10.13) in the
reinforcement-learning records: a seat's history (OpenSpiel's information state) names the
faces of a `show` only for the seats shown them; the observation vector, a view of the table
now, shows nothing of it."""

from __future__ import annotations

import json
import random

import mogel
from mogel.rl.table import Table
from show_rules import SHOW


def test_a_seat_s_history_names_the_faces_shown_to_it_only():
    rules = mogel.load_rules(text=SHOW, file="show.mm")
    rng, seen = random.Random(0), {True: 0, False: 0}
    for seed in range(3):
        table = Table(rules, 3, seed)
        while table.pending is not None:
            table.answer(rng.choice([o for o in table.pending.options]))
        for ev in table.game.events:
            if ev.kind != "show":
                continue
            for seat in range(3):
                shown = seat == ev.seat or seat in ev.info["to"]
                lines = [json.loads(line) for line in table.history(seat)]
                mine = [line for line in lines if line[0] == "show" and line[1] == ev.seat
                        and line[3]["to"] == ev.info["to"] and line[3]["slots"] == ev.info["slots"]]
                assert mine and all((None not in line[3]["cards"]) == shown for line in mine
                                    if len(line[3]["cards"]) == len(ev.info["cards"]))
                seen[shown] += 1
    assert seen[True] > 0 and seen[False] > 0
