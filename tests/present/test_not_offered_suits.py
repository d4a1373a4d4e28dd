"""The cards a play leaves out (mogel.present.offers.not_offered, the terminal's and the notebook's
"Not offered:" line) are told card by card as they look: a card of the same value as an offered
one but of another suit is listed too (trial 27b finding 4), in tests/games/partners.mm (follow
suit, two suits of the values 1 to 8)."""

from __future__ import annotations

from pathlib import Path

import mogel
from mogel.present.offers import not_offered

TEXT = (Path(__file__).resolve().parents[1] / "games" / "partners.mm").read_text(encoding="utf-8")


class Watching(mogel.RandomBot):
    """A random bot that keeps, at each of its plays, the cards left out of its hand and those
    the "Not offered:" notes list."""

    def __init__(self):
        super().__init__()
        self.game, self.seen = None, []

    def decide(self, view, decision, rng):
        if decision.kind == "play":
            offered = list(decision.options)
            notes = not_offered(self.game, self.game.state, 0, "play", decision.span, offered)
            self.seen.append(({c for c in view.hand if c not in offered}, set(offered),
                              {c for _, note in notes for c in note["cards"]}))
        return super().decide(view, decision, rng)


def test_every_card_left_out_is_listed_even_of_an_offered_value():
    rules = mogel.load_rules(text=TEXT, file="partners.mm")
    alike = 0
    for seed in range(6):
        bot = Watching()
        game = mogel.Game(rules, [bot, mogel.RandomBot(), mogel.RandomBot(), mogel.RandomBot()], seed=seed)
        bot.game = game
        game.play()
        face = game.program.deck.face
        for left, offered, listed in bot.seen:
            assert listed == left
            alike += bool({face(c) for c in left} & {face(c) for c in offered})
    assert alike   # some play left out a card of an offered value in another suit
