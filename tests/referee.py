"""The referee of any game: the generic invariants, plus a game's own referee where one exists.

    ref = [None]
    game = mogel.Game(rules, [CheckedAgent(bot, ref) ...], seed=s, on_event=lambda ev: ref[0].on_event(ev))
    referee = ref[0] = Referee(game)        # GenericReferee, and the game's own checks
    game.play(); referee.finish(); referee.assert_ok()

`Referee` runs `referee_generic.GenericReferee` (what holds for any rules file) on every game,
and the game-specific referee `SPECIFIC[name]` for the game whose `game NAME:` header the rules
declare (Mogel Motte: tests/invariants.py's Checker, its own reading of the rulebook).  Its
violations are both referees' sentences.

`tables(game)` lists the (variants, player counts) a game is played on by the playouts and the
soak: the default rules, every variant alone, and for Mogel Motte its fixed combinations;
`shipped_tables()` does so for every game of `mogel.check.files.shipped_games()`, so a game
added to mogel/games/ is refereed the moment it lands.  `play_refereed(...)` plays one game.
"""

from __future__ import annotations

from typing import Dict, List, Optional, Sequence, Tuple

import mogel
from mogel.check.files import shipped_games

from invariants import COMBOS, CheckedAgent, Checker
from referee_generic import GenericReferee

# Game-specific referees, by the name of the rules' `game NAME:` header.
SPECIFIC = {"mogel_motte": Checker}
# Fixed sets of variants played together, by game.
FIXED_COMBINATIONS = {"mogel_motte": COMBOS}

__all__ = ["Referee", "CheckedAgent", "SPECIFIC", "tables", "shipped_tables", "load", "play_refereed"]


class Referee:
    """The generic referee and, for a game that has one, its own; the hooks of both."""

    def __init__(self, game, view_every: int = 1, narrate_every: int = 1, replay: bool = True,
                 max_events: Optional[int] = None, specific: bool = True):
        extra = {} if max_events is None else {"max_events": max_events}
        self.game = game
        self.generic = GenericReferee(game, view_every=view_every, narrate_every=narrate_every,
                                      replay=replay, **extra)
        own = SPECIFIC.get(game.rules.game.name) if specific else None
        self.specific = own(game, view_every=view_every) if own is not None else None
        self.parts = [self.generic] + ([self.specific] if self.specific is not None else [])

    @property
    def violations(self) -> List[str]:
        return [v for part in self.parts for v in part.violations]

    @property
    def events_seen(self) -> int:
        return self.generic.events_seen

    def assert_ok(self) -> None:
        found = self.violations
        assert not found, "\n".join(found[:5])

    def on_event(self, ev) -> None:
        for part in self.parts:
            part.on_event(ev)

    def on_decision(self, decision, view=None) -> None:
        for part in self.parts:
            part.on_decision(decision, view)

    def on_answer(self, decision, answer) -> None:
        for part in self.parts:
            part.on_answer(decision, answer)

    def check_views(self) -> None:
        self.generic.check_views()
        if self.specific is not None:
            for seat in range(self.game.state.n):
                self.specific.check_view(self.game.view(seat))

    def finish(self, complete: bool = True) -> None:
        for part in self.parts:
            part.finish(complete)


_RULES: Dict[tuple, object] = {}


def load(game: str, variants: Sequence[str] = (), text: Optional[str] = None):
    """The rules of a shipped game (or of `text`, named game.mm) with `variants`, cached."""
    key = (game, tuple(variants), text)
    if key not in _RULES:
        if text is not None:
            _RULES[key] = mogel.load_rules(text=text, file=f"{game}.mm", variants=list(variants))
        else:
            _RULES[key] = mogel.load_rules(game=game, variants=list(variants))
    return _RULES[key]


def tables(game: str, text: Optional[str] = None) -> List[Tuple[Tuple[str, ...], Tuple[int, ...]]]:
    """(variants, allowed player counts) of every table of a game: the default rules, each
    variant alone, then the game's fixed combinations."""
    base = load(game, (), text)
    out = []
    for variants in [(), *((name,) for name in base.variants), *FIXED_COMBINATIONS.get(game, ())]:
        low, high = load(game, variants, text).game.players
        out.append((tuple(variants), tuple(range(low, high + 1))))
    return out


def shipped_tables() -> List[Tuple[str, Tuple[str, ...], Tuple[int, ...]]]:
    """(game, variants, player counts) for every table of every shipped game."""
    return [(game, variants, counts) for game in shipped_games() for variants, counts in tables(game)]


def play_refereed(rules, players: int, seed: int, bots: Sequence = ("random", "honest", "sneaky"),
                  oldest: Optional[int] = None, **referee_options):
    """One whole game of `rules` by bots (names or agents), refereed; returns (game, referee)."""
    ref = [None]
    agents = [CheckedAgent(mogel.make_bot(b) if isinstance(b, str) else b, ref)
              for b in (bots[(i + seed) % len(bots)] for i in range(players))]
    game = mogel.Game(rules, agents, seed=seed, oldest=seed % players if oldest is None else oldest,
                      on_event=lambda ev: ref[0].on_event(ev))
    referee = ref[0] = Referee(game, **referee_options)
    game.play()
    referee.finish()
    return game, referee
