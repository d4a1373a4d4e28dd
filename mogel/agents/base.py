"""The agent protocol and the settings every bot shares.

An agent answers Decisions: `decide(view, decision, rng) -> answer`, where `view` is a
`mogel.present.views.PlayerView` of its own seat (it cannot see other hands), `decision` lists every
legal answer in `decision.options`, and `rng` is the agent's own seeded `random.Random`.
The engine also reads three settings from each seat's agent (mogel.runtime.engine):
`attention` (0..1, chance of noticing a cheat while holding the watching role), `reaction`
(mean reaction time in races, seconds) and `asks_reaction` (True for a human: race reaction
times are asked instead of drawn).  The Game pauses at the decisions of an `interactive` seat.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..errors import BotSettingError
from ..runtime.events import Decision


@dataclass
class Agent:
    """Base of the bots: settings plus the accusation habit they share.

    cheat_rate: 0..1, how often the bot takes a chance to cheat, and how often it takes a bluff
    (an option whose claim would be false) when an honest option exists; with bluffs only, it
    must bluff.  false_accusations: 0..1, how often, having noticed nothing, it accuses someone
    of a covert move anyway.  accuse_rate: 0..1, how often it challenges a claim it cannot
    disprove from what it sees; a claim it can disprove it always challenges, unless its
    accuse_rate is 0 (then it never challenges).  Raises BotSettingError (a MogelError and a
    ValueError), naming the setting, for a setting that is no number (True and "0.3" are
    none) or out of range.
    """

    cheat_rate: float = 0.0
    attention: float = 0.5
    reaction: float = 0.6
    false_accusations: float = 0.01
    accuse_rate: float = 0.2

    name = "agent"
    interactive = False
    asks_reaction = False

    def __post_init__(self):
        for key in ("cheat_rate", "attention", "false_accusations", "reaction", "accuse_rate"):
            value = getattr(self, key)
            if isinstance(value, bool) or not isinstance(value, (int, float)):
                raise BotSettingError(f"{key} must be a number, not {value!r}")
        for key in ("cheat_rate", "attention", "false_accusations", "accuse_rate"):
            value = getattr(self, key)
            if not 0.0 <= value <= 1.0:
                raise BotSettingError(f"{key} must be between 0 and 1, not {value}")
        if not 0.05 <= self.reaction <= 60:
            raise BotSettingError(f"reaction must be between 0.05 and 60 seconds, not {self.reaction}")

    def settings(self) -> dict:
        """The agent's name and settings, as saved in a game record."""
        return {"bot": self.name, "cheat_rate": self.cheat_rate, "attention": self.attention,
                "reaction": self.reaction, "false_accusations": self.false_accusations,
                "accuse_rate": self.accuse_rate}

    def decide(self, view, decision, rng):
        """Answer one Decision with one of `decision.options` (or a time for "react")."""
        if decision.info.get("bluff"):
            decision = self.honest_or_bluff(decision, rng)
        if decision.kind == "accuse" and "claim" in decision.info:
            return self.challenge(view, decision, rng)
        if decision.kind == "accuse":
            return self.accuse(view, decision, rng)
        if decision.kind == "cheat":
            return self.cheat(view, decision, rng)
        if decision.kind == "react":
            return self.reaction
        if decision.kind == "choice":
            return self.pick(view, decision, rng)
        return self.choose(view, decision, rng)

    def accuse(self, view, decision, rng):
        """Accuse whoever was seen cheating; now and then someone, having seen nothing."""
        noticed = decision.info.get("noticed") or []
        if noticed:
            return noticed[-1]
        if rng.random() < self.false_accusations:
            return rng.choice([o for o in decision.options if o is not None])
        return None

    def cheat(self, view, decision, rng):
        return None

    def honest_or_bluff(self, decision, rng):
        """The decision with the options the bot will pick from: the bluffs (with chance
        `cheat_rate`) or the honest ones (declining a `may` is honest); all of them when there
        are only bluffs or only honest options."""
        bluff = decision.info["bluff"]
        honest = [o for o in decision.options if o is None or not bluff.get(o)]
        bluffs = [o for o in decision.options if o is not None and bluff.get(o)]
        if not honest or not bluffs:
            return decision
        keep = bluffs if rng.random() < self.cheat_rate else honest
        return Decision(decision.seat, decision.kind, tuple(keep), decision.span, decision.info)

    def challenge(self, view, decision, rng):
        """Challenge a claim (answer the claimer) or not (None): always when what the bot sees
        disproves it, else with chance `accuse_rate`; never with an accuse_rate of 0."""
        if self.accuse_rate <= 0:
            return None
        claimer = next(o for o in decision.options if o is not None)
        if disproves(view, decision) or rng.random() < self.accuse_rate:
            return claimer
        return None

    def pick(self, view, decision, rng):
        """A rules choice (an option or a player): the first one offered, never declining (the
        rules list options in the order they prefer; a bot knows no game to prefer another)."""
        real = [o for o in decision.options if o is not None]
        return real[0] if real else None

    def choose(self, view, decision, rng):
        raise NotImplementedError


def disproves(view, decision) -> bool:
    """Whether the cards a seat sees disprove a claim: of the deck's cards that satisfy it
    (`matching`), so many lie face up before the seat that fewer are left than were claimed."""
    matching, count = decision.info.get("matching"), decision.info.get("count", 0)
    if matching is None:
        return False
    known = view.known_cards()
    return len(matching) - sum(1 for card in matching if card in known) < count


def shed(view, decision, rng):
    """Shed the costliest card: a legal card with the highest penalty (at random among equals);
    to whom: the player with the fewest cards (first of equals)."""
    options = decision.options
    if decision.kind == "give_to":
        sizes = view.sizes("hand")
        return min(options, key=lambda seat: (sizes[seat], options.index(seat)))
    cards = [c for c in options if c is not None]
    if not cards:
        return options[0]
    top = max(view.penalty(c) for c in cards)
    return rng.choice([c for c in cards if view.penalty(c) == top])


def most_costly(view, cards):
    """The card with the highest penalty (first of equals), or None for no cards."""
    cards = [c for c in cards if c is not None]
    return max(cards, key=view.penalty) if cards else None
