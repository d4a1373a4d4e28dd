"""tests/games/worth_leak.mm (sets worth a number taken from a hand to a pile nobody sees): the
other seats are told how many cards a set had, not "a card and a card" (English and German)."""

from __future__ import annotations

from pathlib import Path

import mogel

TEXT = (Path(__file__).resolve().parent / "worth_leak.mm").read_text(encoding="utf-8")
RULES = mogel.load_rules(text=TEXT, file="worth_leak.mm")


def test_a_set_of_unseen_cards_is_told_by_its_number():
    games = (mogel.Game(RULES, [mogel.RandomBot(), mogel.RandomBot()], seed=seed).play() for seed in range(40))
    game = next(g for g in games if any(ev.kind == "move" and ev.info.get("chosen_by") == 1 and len(ev.moves) == 2
                                         for ev in g.events))
    english = "\n".join(game.narration(seat=0))
    assert "Bo takes 2 cards from Bo's hand to Bo's won." in english and "a card and a card" not in english
    assert "Bo nimmt 2 Karten von der Hand von Bo" in "\n".join(game.narration(seat=0, lang="de"))
    assert "Bo takes a card and" not in "\n".join(game.narration(seat=1))
