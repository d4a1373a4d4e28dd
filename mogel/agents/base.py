"""The agent protocol and the settings every bot shares.

An agent answers Decisions: `decide(view, decision, rng) -> answer`, where `view` is a
`mogel.present.views.PlayerView` of its own seat (it cannot see other hands), `decision` lists every
legal answer in `decision.options`, and `rng` is the agent's own seeded `random.Random`.
The engine also reads three settings from each seat's agent (mogel.runtime.engine):
`attention` (0..1, chance of noticing a cheat while holding the watching role), `reaction`
(mean reaction time in races, seconds) and `asks_reaction` (True for a human: race reaction
times are asked instead of drawn).  The Game pauses at the decisions of an `interactive` seat.

The kinds of decision (mogel.runtime) and the method of `Agent` that answers each: "play",
"give", "give_to" and "choose" (cards and whom to give them: `choose`, each bot's strategy),
"choice" (a rules choice among named options, attribute values or players: `pick`), "cheat"
(a chance of a covert move: `cheat`), "accuse" (of a covert move: `accuse`; of a claim, with
`claim` in its info: `challenge`), "react" (a race: the `reaction` setting) and "join" (whether
to run in a race it may join: `join`, by `holds`, whether running is right as far as it sees).  A decision's
info may tell the decider `bluff` (option -> whether it makes a false claim), `accuses` (the
options that lead to an accusation), `accusation` and `open_claims` (a choice of the accused),
`attribute` (a choice of an attribute's value) and `noticed` (covert moves it saw).  A bot
knows no game: it weighs only these generic facts and its own view.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from ..check.vocabulary import all_statements
from ..errors import BotSettingError
from ..language import model as m
from ..runtime.events import Decision


CHOOSING = frozenset({"play", "give", "give_to", "choose"})   # the kinds `Agent.decide` hands to `choose`


def at_fixed_rate(method):
    """Mark an agent's `cheat` or `accuse` method as answering at a fixed rate: `cheat` takes
    each chance of a covert move with chance `cheating_chance(race)` and then `hide`s a card;
    `accuse`, having noticed nothing, accuses with chance `accusing_chance()` and then whom
    `accuse_anyone` says.  A bot whose `cheat` and `accuse` both carry the mark (and which
    decides with `Agent.decide`) may count down to its next covert move or accusation instead
    of being asked at each chance (mogel.agents.countdown): a subclass that overrides either
    method without the mark is asked at each chance.  Returns the method, marked."""
    method.at_fixed_rate = True
    return method


def picks_uniformly(method):
    """Mark an agent's `choose` or `pick` method as one uniform draw among `decision.options`
    from the agent's generator -- `uniform(rng, decision.options)`, reading nothing else --, or
    its `hide` as one among the cards it may hide, `uniform(rng, decision.options[1:])`, or its
    `accuse_anyone` as one among the seats it may accuse, `decision.options` without None.  The
    countdown of a bot whose `choose` and `pick` both carry the mark lends the engine that
    generator (`Countdown.uniform`), and the engine draws the answer itself, the same, without
    a Decision (mogel.runtime.asking `Engine.ask`); for a countdown whose bot's `hide` carries
    it the engine draws the card itself (`Engine.countdown_answer`), and for one whose
    `accuse_anyone` carries it the seat (`Engine.accuse_by`).  Returns the method, marked."""
    method.picks_uniformly = True
    return method


@dataclass
class Agent:
    """Base of the bots: their settings, and what each setting means for each kind of decision.

    Settings (each checked; Raises BotSettingError, a MogelError and a ValueError naming the
    setting, for one that is no number -- True and "0.3" are none -- or out of range):

    * cheat_rate (0..1): the chance to take each chance of a covert move ("cheat"), and the
      chance to bluff -- to take an option whose claim would be false (a card laid face down
      that breaks the claim, an option `claiming` something untrue) -- when an honest option
      exists (declining a `may` is honest); with bluffs only, any bot must bluff.
    * accuse_rate (0..1): how often it challenges or accuses when the rules let it -- a claim
      after it is made ("accuse" with `claim`), an option that leads to an accusation
      (`accuses`: an option whose branch calls an accusation), and, with proof, a covert move.  0: never,
      whatever it saw; else always with proof (a claim the cards it sees disprove, a covert
      move it noticed) and, without, with chance accuse_rate (`will_accuse`).
    * false_accusations (0..1): how often, having noticed nothing, it accuses someone of a
      covert move anyway (never with an accuse_rate of 0).
    * attention (0..1): the chance of noticing a covert move while holding the watching role
      (the engine draws it); reaction (0.05..60 s): its mean reaction time in races.

    Rules choices ("choice": among named options, attribute values or players) go to `pick`:
    after the restrictions above, the bots of this module take a real option (never
    declining a `may`), at random from their own seeded `rng`, preferring the attribute value
    they hold most cards of, and as the accused a player whose claim they can disprove.
    """

    cheat_rate: float = 0.0
    attention: float = 0.5
    reaction: float = 0.6
    false_accusations: float = 0.01
    accuse_rate: float = 0.2

    name = "agent"
    interactive = False
    asks_reaction = False
    # Whether it reads the game's events (`view.events()`).  The built-in bots say False (a bot
    # derived from one that reads events must say True): the lab then plays their games in the
    # engine's lab mode, which keeps no events (mogel.lab.rows.game_rows).
    reads_events = True
    # Whether its decisions may leave reference cycles, garbage that only Python's cyclic
    # collector frees.  The built-in bots of one rule of thumb say False (one derived from them
    # that makes cycles must say True): mogel.Game pauses the collector while only such bots
    # play and nobody listens (mogel.play.game `Game._go`).
    leaves_cycles = True
    # Whether one decision may take it seconds (the search bot's budget): `mogel play` then says
    # the narration line by line as the game goes, not all at its end (mogel.cli.progress).
    thinks_long = False

    def __post_init__(self):
        c, a, f, r, ar = self.cheat_rate, self.attention, self.false_accusations, self.reaction, self.accuse_rate
        if type(c) is type(a) is type(f) is type(r) is type(ar) is float and 0.0 <= c <= 1.0 and 0.0 <= a <= 1.0 \
                and 0.0 <= f <= 1.0 and 0.0 <= ar <= 1.0 and 0.05 <= r <= 60:
            return   # floats, each in its range (as nearly always): nothing to say or change
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
        for key in ("cheat_rate", "attention", "false_accusations", "reaction", "accuse_rate"):
            setattr(self, key, float(getattr(self, key)))   # 1 and 1.0 alike, as saved in a record

    def settings(self) -> dict:
        """The agent's name and settings, as saved in a game record."""
        return {"bot": self.name, "cheat_rate": self.cheat_rate, "attention": self.attention,
                "reaction": self.reaction, "false_accusations": self.false_accusations,
                "accuse_rate": self.accuse_rate}

    def decide(self, view, decision, rng):
        """Answer one Decision with one of `decision.options` (or a time for "react"): first
        narrowed by `cheat_rate` (bluffs) and `accuse_rate` (accusing options), then handed
        to the method of its kind."""
        if decision.info.get("bluff"):
            decision = self.honest_or_bluff(decision, rng)
        if decision.info.get("accuses"):
            decision = self.accuse_or_not(view, decision, rng)
        if decision.kind in CHOOSING:
            return self.choose(view, decision, rng)
        if decision.kind == "accuse" and "claim" in decision.info:
            return self.challenge(view, decision, rng)
        if decision.kind == "accuse":
            return self.accuse(view, decision, rng)
        if decision.kind == "cheat":
            return self.cheat(view, decision, rng)
        if decision.kind == "react":
            return self.reaction
        if decision.kind == "join":
            return self.join(view, decision, rng)
        if decision.kind == "choice":
            return self.pick(view, decision, rng)
        return self.choose(view, decision, rng)

    def will_accuse(self, proof: bool, rng) -> bool:
        """Whether to challenge or accuse now: never with an accuse_rate of 0; with `proof`
        always; else with chance accuse_rate."""
        return self.accuse_rate > 0 and (proof or chance(rng, self.accuse_rate))

    @at_fixed_rate
    def accuse(self, view, decision, rng):
        """Accuse of a covert move whoever was seen making one (if `will_accuse` with proof);
        now and then (`false_accusations`) someone, having seen nothing; never with an
        accuse_rate of 0."""
        if self.accuse_rate <= 0:
            return None
        noticed = decision.info.get("noticed") or []
        if noticed:
            return noticed[-1] if self.will_accuse(True, rng) else None
        if rng.random() < self.false_accusations:
            return self.accuse_anyone(view, decision, rng)
        return None

    def accusing_chance(self) -> float:
        """The fixed chance (0..1) of accusing someone, having noticed nothing, at each chance
        to (`accuse`): `false_accusations`, or 0 with an accuse_rate of 0."""
        return self.false_accusations if self.accuse_rate > 0 else 0.0

    @picks_uniformly
    def accuse_anyone(self, view, decision, rng):
        """Whom to accuse, having noticed nothing: any seat of the options, uniformly."""
        return uniform(rng, [o for o in decision.options if o is not None])

    @at_fixed_rate
    def cheat(self, view, decision, rng):
        """Never a covert move (`cheating_chance` 0; no draw)."""
        return None

    def cheating_chance(self, race: bool) -> float:
        """The fixed chance (0..1) of taking each chance of a covert move (`cheat`), during a
        race (`race`) or not: 0 for this base bot."""
        return 0.0

    def hide(self, view, decision, rng):
        """Which card to hide, having decided to make a covert move: one of
        `decision.options[1:]` (this base bot never decides to)."""
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
        keep = bluffs if chance(rng, self.cheat_rate) else honest
        return Decision(decision.seat, decision.kind, tuple(keep), decision.span, decision.info)

    def accuse_or_not(self, view, decision, rng):
        """The decision with the options the bot will pick from: those that lead to an
        accusation (`info["accuses"]`) if it `will_accuse` -- with proof when the cards it sees
        disprove an open claim of a seat it could accuse -- else the others (declining a `may`
        among them); all of them when there are only the one or the other."""
        accuses = set(decision.info["accuses"])
        accusing = [o for o in decision.options if o in accuses]
        others = [o for o in decision.options if o not in accuses]
        if not accusing or not others:
            return decision
        proof = any(disproves(view, claim) for claim in decision.info.get("open_claims", {}).values())
        keep = accusing if self.will_accuse(proof, rng) else others
        return Decision(decision.seat, decision.kind, tuple(keep), decision.span, decision.info)

    def challenge(self, view, decision, rng):
        """Challenge a claim (answer the claimer) or not (None), as `will_accuse` says: with
        proof when what the bot sees disproves it."""
        claimer = next(o for o in decision.options if o is not None)
        return claimer if self.will_accuse(disproves(view, decision.info), rng) else None

    def pick(self, view, decision, rng):
        """A rules choice, never declining: as the accused (`info["accusation"]`) a player
        whose open claim the cards it sees disprove, if any; an attribute value it holds most
        cards of in its hand; among equals (and any other option or player) at random."""
        real = [o for o in decision.options if o is not None]
        if len(real) < 2:
            return real[0] if real else None
        info = decision.info
        if "accusation" in info:
            claims = info.get("open_claims", {})
            proven = [seat for seat in real if seat in claims and disproves(view, claims[seat])]
            real = proven or real
        elif info.get("what") == "value" and info.get("attribute"):
            held = Counter(view.attributes(card).get(info["attribute"]) for card in view.hand)
            most = max(held[value] for value in real)
            real = [value for value in real if held[value] == most]
        return uniform(rng, real)

    def join(self, view, decision, rng) -> bool:
        """Whether to run in a race it may join (`who may`): when running is right as far as it
        sees (`info["holds"]` True); not when it is wrong or the bot cannot tell (None)."""
        return decision.info.get("holds") is True

    def choose(self, view, decision, rng):
        raise NotImplementedError


def cheat_at_rate(bot, view, decision, rng):
    """A `cheat` method at a fixed rate: a draw from `rng` at each chance (even at a rate of 0
    or 1), below `cheating_chance(race)` to `hide` a card, else None."""
    if rng.random() < bot.cheating_chance(bool(decision.info.get("race"))):
        return bot.hide(view, decision, rng)
    return None


at_fixed_rate(cheat_at_rate)


def uniform(rng, seq):
    """One item of the sequence `seq`, uniformly: `rng.choice(seq)` for a `random.Random` --
    the same pick, and the generator left in the same state -- without its two Python calls.
    CPython's `Random.choice(seq)` is `seq[_randbelow(len(seq))]`, its `_randbelow(n)` drawing
    `getrandbits(n.bit_length())` until the draw is below n; this is that draw, written out
    (tests/agents/test_uniform.py compares the two over many seeds and lengths, so a Python
    whose `choice` draws otherwise fails there).  The engine's hot paths write it in place
    again (Engine.ask, Engine.countdown_answer): a bot's answer without a call.
    Raises IndexError for an empty `seq`, as `choice`."""
    n = len(seq)
    if not n:
        raise IndexError("Cannot choose from an empty sequence")
    k = n.bit_length()
    r = rng.getrandbits(k)
    while r >= n:
        r = rng.getrandbits(k)
    return seq[r]


def chance(rng, rate: float) -> bool:
    """True with probability `rate` (a draw from `rng` only when 0 < rate < 1)."""
    return rate >= 1 or (rate > 0 and rng.random() < rate)


def disproves(view, claim) -> bool:
    """Whether the cards a seat sees disprove a claim (`claim`: a mapping with `matching`, the
    deck's cards that satisfy it, and `count`, how many cards it covers, as an "accuse"
    Decision's info has them): so many matching cards lie face up before the seat that fewer
    are left than were claimed."""
    matching, count = claim.get("matching"), claim.get("count", 0)
    if matching is None:
        return False
    return len(matching) - sum(1 for card in matching if view.sees_face(card)) < count


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
    return uniform(rng, [c for c in cards if view.penalty(c) == top])


def most_costly(view, cards):
    """The card with the highest penalty (first of equals), or None for no cards."""
    cards = [c for c in cards if c is not None]
    return max(cards, key=view.penalty) if cards else None


def weighed(rules: "m.Rules") -> tuple:
    """What the checked `rules` (a Rules, its variants' blocks counted too) give the random,
    honest and sneaky bots to weigh differently, in the order "penalties", "covert moves",
    "claims", "accusations", "races", "rules choices", "gifts to a chosen player", "optional
    moves" (`may`): the names of those it has.  An empty tuple: those three bots make the same
    decisions (each at random among the legal options, from the same draws), and only the search
    bot, which plays games ahead, plays otherwise -- the lab says so under its tables."""
    found = {"penalties": any(card.penalty not in (None, 0) for card in rules.cards.values()),
             "covert moves": bool(rules.cheats), "claims": bool(rules.claims),
             "accusations": bool(rules.accusations)}
    for node in all_statements(rules):
        found["races"] = found.get("races") or isinstance(node, m.Race)
        found["rules choices"] = found.get("rules choices") or isinstance(node, m.ChoiceStmt)
        if isinstance(node, m.Act):
            found["gifts to a chosen player"] = (found.get("gifts to a chosen player")
                                                 or isinstance(node.verb, m.Give) and node.verb.chosen is not None)
            found["optional moves"] = found.get("optional moves") or node.modal == "may"
    order = ("penalties", "covert moves", "claims", "accusations", "races", "rules choices",
             "gifts to a chosen player", "optional moves")
    return tuple(name for name in order if found.get(name))
