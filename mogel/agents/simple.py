"""The simple agents: three bots of one rule of thumb each, and a person's seat.

    RandomBot ("random")   any legal answer, uniformly; cheats, bluffs and accuses at its rates;
                           joins a race it may join at its `join_rate` (half the time)
    HonestBot ("honest")   never cheats or bluffs; sheds its most costly cards first; joins a race
                           only when it sees that running is right
    SneakyBot ("sneaky")   makes covert moves and bluffs at its `cheat_rate`, hides its most costly
                           cards, and cheats twice as often while a race distracts the watcher;
                           joins a race when it sees running is right, gambles when it cannot tell
    Human ("human")        a person: the game pauses at every decision of this seat

What every agent shares (settings, accusations, rules choices) is mogel.agents.base's; the bot
that thinks ahead is mogel.agents.search.  `Game.advance()` returns the pending Decision for a
Human seat; the notebook's buttons (or any other front end) answer it with
`Game.advance(answer)`.  In races the human's own reaction time is asked ("react" decisions)
instead of drawn by chance.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..errors import BotSettingError
from .base import Agent, chance, cheat_at_rate, most_costly, picks_uniformly, shed, uniform

JOIN_RATE = 0.5   # RandomBot's default join_rate


@dataclass
class RandomBot(Agent):
    """Picks uniformly among the legal options of every decision (declining included): the
    cards it plays or gives, and every rules choice among named options, attribute values
    and players.

    Before that, as every bot: with probability `cheat_rate` (default 0.2) it takes a chance
    of a covert move (hiding a card chosen at random) and bluffs when an honest option exists;
    it challenges a claim, takes an option that leads to an accusation and accuses a covert
    move it noticed as `Agent.will_accuse` says, at its `accuse_rate` (default 0.2), and
    accuses having noticed nothing at its `false_accusations` (default 0.01).  It runs in a race
    it may join (`who may`) at its `join_rate` (0..1, default 0.5), whatever it sees: its own
    setting (mogel.agents OWN_SETTINGS), saved in a game record when it is not the default.

    Raises BotSettingError for a join_rate that is no number or not between 0 and 1, and as every Agent.
    """

    cheat_rate: float = 0.2
    join_rate: float = JOIN_RATE
    name = "random"
    reads_events = False
    leaves_cycles = False

    cheat = cheat_at_rate

    def __post_init__(self):
        super().__post_init__()
        rate = self.join_rate
        if isinstance(rate, bool) or not isinstance(rate, (int, float)):
            raise BotSettingError(f"join_rate must be a number, not {rate!r}")
        if not 0.0 <= rate <= 1.0:
            raise BotSettingError(f"join_rate must be between 0 and 1, not {rate}")
        self.join_rate = float(rate)

    def settings(self) -> dict:
        """As every Agent's, and its `join_rate` when it is not the default (a record of a game
        of random bots at the default reads as before the setting was)."""
        own = {"join_rate": self.join_rate} if self.join_rate != JOIN_RATE else {}
        return {**super().settings(), **own}

    def cheating_chance(self, race: bool) -> float:
        """`cheat_rate`, during a race too."""
        return self.cheat_rate

    @picks_uniformly
    def hide(self, view, decision, rng):
        """Any card it may hide, uniformly."""
        return uniform(rng, decision.options[1:])

    @picks_uniformly
    def choose(self, view, decision, rng):
        """Any option, uniformly: `uniform(rng, decision.options)` (the same draw as
        `rng.choice`; the engine draws it itself for a RandomBot that counts down, Engine.ask)."""
        return uniform(rng, decision.options)

    pick = choose   # a rules choice: any option (declining included, for a `may`), uniformly

    def join(self, view, decision, rng) -> bool:
        """Runs in a race it may join with chance `join_rate`, whatever it sees: at the default, one
        half, a uniform pick of True or False (`uniform(rng, decision.options)`, one bit of its
        generator, as it always drew); at another rate `chance(rng, join_rate)`."""
        if self.join_rate == JOIN_RATE:
            return uniform(rng, decision.options)
        return chance(rng, self.join_rate)


@dataclass
class HonestBot(Agent):
    """Never makes a covert move, and never bluffs when an honest option exists (its
    cheat_rate is 0 and stays so).  Plays (and gives away) a card with the highest penalty it
    may (at random among equals), never declines a play, gives to the player with the fewest
    cards; rules choices as every bot (`Agent.pick`).  It accuses only with proof -- a claim
    the cards it sees disprove, a covert move it noticed (`false_accusations` defaults to 0)
    -- and then with chance `accuse_rate` (default 1: always; 0: never): so it takes an option
    that leads to an accusation only when it can disprove an open claim.

    Raises BotSettingError for a cheat_rate other than 0, and as every Agent.
    """

    cheat_rate: float = 0.0
    false_accusations: float = 0.0
    accuse_rate: float = 1.0
    name = "honest"
    reads_events = False
    leaves_cycles = False

    def __post_init__(self):
        super().__post_init__()
        if self.cheat_rate:
            raise BotSettingError("an honest bot never cheats: its cheat_rate is 0")

    def will_accuse(self, proof: bool, rng) -> bool:
        """Only with proof, and then with chance accuse_rate."""
        return proof and chance(rng, self.accuse_rate)

    def choose(self, view, decision, rng):
        return shed(view, decision, rng)


@dataclass
class SneakyBot(Agent):
    """Sheds like HonestBot, but takes a chance of a covert move with probability `cheat_rate`
    (default 0.5; doubled, up to 1, during a race) and hides the card with the highest
    penalty.  Bluffs at its `cheat_rate` when an honest option exists; challenges and accuses
    as every bot (`Agent.will_accuse`) at its `accuse_rate` (default 0.3); rules choices as
    every bot (`Agent.pick`)."""

    cheat_rate: float = 0.5
    false_accusations: float = 0.0
    accuse_rate: float = 0.3
    name = "sneaky"
    reads_events = False
    leaves_cycles = False

    cheat = cheat_at_rate

    def cheating_chance(self, race: bool) -> float:
        """`cheat_rate`; doubled, up to 1, during a race."""
        return min(1.0, self.cheat_rate * 2) if race else self.cheat_rate

    def hide(self, view, decision, rng):
        """The card with the highest penalty it may hide."""
        return most_costly(view, decision.options[1:])

    def join(self, view, decision, rng) -> bool:
        """Runs in a race it may join when running is right as far as it sees; when it cannot tell
        (`holds` None), gambles at its `cheat_rate`; never when it sees that it is wrong."""
        holds = decision.info.get("holds")
        return holds is True or (holds is None and chance(rng, self.cheat_rate))

    def choose(self, view, decision, rng):
        return shed(view, decision, rng)


@dataclass
class Human(Agent):
    """A human seat; `attention` still sets how likely they notice a cheat as the watcher."""

    name = "human"
    interactive = True
    asks_reaction = True

    def settings(self) -> dict:
        return {**super().settings(), "asks_reaction": True}

    def choose(self, view, decision, rng):
        raise NotImplementedError("a human answers through Game.advance(answer)")
