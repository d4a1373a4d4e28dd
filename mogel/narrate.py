"""Events -> readable sentences, in English or German, with the rules' own names.

`Narrator(program, seat_names, lang).sentence(event)` tells one (possibly redacted) event;
it returns None for bookkeeping events that a reader does not need (e.g. `round_scored` is
told by the scores).  Card, zone, role and cheat names come from the rules file (`name:`).
"""

from __future__ import annotations

from typing import Optional, Sequence

from .events import Event
from .model import display_name

SEAT_NAMES = ("Ada", "Bo", "Cy", "Di", "Ed", "Flo", "Gus", "Hal", "Ida", "Jo", "Kim", "Lu")

TEMPLATES = {
    "en": {
        "game_start": "A game of {game} for {players} players (seed {seed}).",
        "round_start": "Round {round} begins.",
        "starter": "{seat} starts this round.",
        "shuffle": "The {zone} is shuffled.",
        "deal": "{each} {cards_word} dealt to each player from the {zone}.",
        "deal_none": "No cards are dealt.",
        "gather": "{count} cards go to the {zone}.",
        "move": "{card} goes from {src} to {dst}.",
        "role": "{seat} now holds the {role}.",
        "turn": "{seat}'s turn.",
        "play": "{seat} plays {card} on {onto}.",
        "play_first": "{seat} plays {card}.",
        "draw": "{seat} draws {card}.",
        "no_draw": "{seat} cannot draw: nothing is left to draw.",
        "give": "{seat} gives {card} to {to}.",
        "take": "{seat} takes {card} from the {zone}.",
        "decline_play": "{seat} does not play.",
        "decline_give": "{seat} keeps the cards and gives nothing.",
        "cheat": "{seat} secretly makes {card} disappear ({cheat}).",
        "notice_yes": "{seat} notices {cheater} cheating!",
        "notice_no": "{seat} does not notice {cheater} cheating.",
        "accuse_right": "{seat} calls \u201c{accusation}\u201d on {accused}: rightly!",
        "accuse_wrong": "{seat} calls \u201c{accusation}\u201d on {accused}: wrongly.",
        "race_start": "Race ({race}) among {runners}!",
        "race_alone": "Race ({race}): only {runners} runs!",
        "race": "{winner} is {pick} ({times}).",
        "score": "{seat} scores {points} {points_word}.",
        "round_end": "Round {round} ends.",
        "game_end": "The game ends. Totals: {totals}. {winner_word}: {winners}.",
        "winner": "Winner", "winners": "Winners",
        "a_card": "a card", "and": "and", "point": "point", "points": "points",
        "card_is": "card is", "cards_are": "cards are", "fastest": "fastest", "slowest": "slowest",
        "card": "{article} {name} ({value})", "hand": "{owner}'s {zone}", "box": "box",
    },
    "de": {
        "game_start": "Eine Partie {game} mit {players} Spielern (Startwert {seed}).",
        "round_start": "Runde {round} beginnt.",
        "starter": "{seat} beginnt diese Runde.",
        "shuffle": "Der {zone} wird gemischt.",
        "deal": "Jeder Spieler erhält {each} {cards_word} vom {zone}.",
        "deal_none": "Es werden keine Karten verteilt.",
        "gather": "{count} Karten kommen auf den {zone}.",
        "move": "{card} wandert: {src} \u2192 {dst}.",
        "role": "{seat} hat jetzt die {role}.",
        "turn": "{seat} ist am Zug.",
        "play": "{seat} spielt {card} auf {onto}.",
        "play_first": "{seat} spielt {card}.",
        "draw": "{seat} zieht {card}.",
        "no_draw": "{seat} kann nicht ziehen: es ist nichts mehr zu ziehen.",
        "give": "{seat} schenkt {to} {card}.",
        "take": "{seat} nimmt {card} vom {zone}.",
        "decline_play": "{seat} spielt nicht aus.",
        "decline_give": "{seat} verschenkt keine Karte.",
        "cheat": "{seat} lässt heimlich {card} verschwinden ({cheat}).",
        "notice_yes": "{seat} bemerkt, dass {cheater} mogelt!",
        "notice_no": "{seat} bemerkt nicht, dass {cheater} mogelt.",
        "accuse_right": "{seat} ruft \u201e{accusation}\u201c \u2013 {accused} hat wirklich gemogelt!",
        "accuse_wrong": "{seat} ruft \u201e{accusation}\u201c \u2013 aber {accused} hat nicht gemogelt.",
        "race_start": "Wettlauf ({race}) zwischen {runners}!",
        "race_alone": "Wettlauf ({race}): nur {runners} läuft!",
        "race": "{winner} ist am {pick} ({times}).",
        "score": "{seat} bekommt {points} {points_word}.",
        "round_end": "Runde {round} ist zu Ende.",
        "game_end": "Das Spiel ist aus. Endstand: {totals}. {winner_word}: {winners}.",
        "winner": "Gewinner", "winners": "Gewinner",
        "a_card": "eine Karte", "and": "und", "point": "Punkt", "points": "Punkte",
        "card_is": "Karte", "cards_are": "Karten", "fastest": "schnellsten", "slowest": "langsamsten",
        "card": "{article} {name} ({value})", "hand": "{zone} von {owner}", "box": "Schachtel",
    },
}
LANGUAGES = tuple(TEMPLATES)


class Narrator:
    """Tells the events of games played with one Program, in one language."""

    def __init__(self, program, seat_names: Optional[Sequence[str]] = None, lang: str = "en"):
        if lang not in TEMPLATES:
            raise ValueError(f"no narration in '{lang}': choose one of {', '.join(LANGUAGES)}")
        self.p = program
        self.rules = program.rules
        self.lang = lang
        self.t = TEMPLATES[lang]
        self.names = list(seat_names or SEAT_NAMES)

    # --- names ------------------------------------------------------------------------------
    def seat(self, seat: Optional[int]) -> str:
        return "?" if seat is None else self.names[seat] if seat < len(self.names) else f"seat {seat}"

    def card(self, card: Optional[int]) -> str:
        """`a mosquito (3)` / `eine Mücke (3)`; `a card` when the face is hidden."""
        if card is None:
            return self.t["a_card"]
        kind, value = self.p.deck.face(card)
        name = display_name(self.rules.cards[kind].names, self.lang, kind)
        article = ("an" if name[:1].lower() in "aeiou" else "a") if self.lang == "en" else "eine"
        return self.t["card"].format(article=article, name=name, value=value)

    def zone(self, name: str) -> str:
        if name not in self.rules.zones:
            return self.t["box"]
        return display_name(self.rules.zones[name].names, self.lang, name)

    def slot(self, layout, slot: int) -> str:
        zone, owner = layout.describe(slot)
        if owner is None:
            return ("the " if self.lang == "en" else "") + self.zone(zone)
        return self.t["hand"].format(owner=self.seat(owner), zone=self.zone(zone))

    def _named(self, table, key: str) -> str:
        item = table.get(key)
        return display_name(item.names if item else None, self.lang, key)

    def _race(self, name: str) -> str:
        """A race by its own names (`race slap (de "Mückenklatschen")`), else by its card's names."""
        return display_name(self.p.race_names.get(name), self.lang, self._named(self.rules.cards, name))

    def _number(self, seconds: float) -> str:
        text = f"{seconds:.2f}"
        return text.replace(".", ",") if self.lang == "de" else text

    def _list(self, seats) -> str:
        names = [self.seat(s) for s in seats]
        return names[0] if len(names) == 1 else ", ".join(names[:-1]) + f" {self.t['and']} " + names[-1]

    # --- events -----------------------------------------------------------------------------
    def sentence(self, ev: Event, layout) -> Optional[str]:
        """One sentence for an event (None for bookkeeping events)."""
        t, info, seat = self.t, ev.info, self.seat(ev.seat)
        card = self.card(ev.moves[0][0]) if ev.moves else None
        kind = ev.kind
        if kind == "game_start":
            return t[kind].format(game=display_name(self.rules.game.names, self.lang, self.rules.game.name),
                                  players=info["players"], seed=info["seed"])
        if kind == "round_start":
            return t[kind].format(round=info["round"])
        if kind in ("starter", "turn", "no_draw"):
            return t[kind].format(seat=seat)
        if kind == "shuffle":
            return t[kind].format(zone=self.zone(layout.slot_zone[info["slot"]]))
        if kind == "deal":
            if not ev.moves:
                return t["deal_none"]
            dealt = len({dst for _, _, dst in ev.moves}) or 1
            each = len(ev.moves) // dealt
            return t[kind].format(each=each, cards_word=t["card_is" if each == 1 else "cards_are"],
                                  zone=self.zone(layout.slot_zone[ev.moves[0][1]]))
        if kind == "gather":
            return t[kind].format(count=len(ev.moves), zone=self.zone(layout.slot_zone[ev.moves[0][2]]))
        if kind == "move":
            _, src, dst = ev.moves[0]
            text = t[kind].format(card=card, src=self.slot(layout, src), dst=self.slot(layout, dst))
            return text[:1].upper() + text[1:]
        if kind == "role":
            return t[kind].format(seat=self.seat(info["to"]), role=self._named(self.rules.roles, info["role"]))
        if kind == "play":
            if info.get("onto") is None:
                return t["play_first"].format(seat=seat, card=card)
            return t[kind].format(seat=seat, card=card, onto=self.card(info["onto"]))
        if kind in ("draw", "take"):
            return t[kind].format(seat=seat, card=card, zone=self.zone(layout.slot_zone[ev.moves[0][1]]))
        if kind == "give":
            return t[kind].format(seat=seat, card=card, to=self.seat(info["to"]))
        if kind == "decline":
            return t["decline_" + info["verb"]].format(seat=seat)
        if kind == "cheat":
            return t[kind].format(seat=seat, card=card, cheat=self._named(self.rules.cheats, info["cheat"]))
        if kind == "notice":
            key = "notice_yes" if info["noticed"] else "notice_no"
            return t[key].format(seat=seat, cheater=self.seat(info["cheater"]))
        if kind == "accuse":
            accusation = next(iter(self.rules.accusations), "")
            return t["accuse_right" if info["right"] else "accuse_wrong"].format(
                seat=seat, accused=self.seat(info["accused"]),
                accusation=self._named(self.rules.accusations, accusation))
        if kind == "race_start":
            return t[kind if len(info["runners"]) > 1 else "race_alone"].format(race=self._race(info["name"]),
                                  runners=self._list(info["runners"]))
        if kind == "race":
            times = ", ".join(f"{self.seat(s)} {self._number(sec)} s" for s, sec in info["times"].items())
            return t[kind].format(winner=self.seat(info["winner"]), pick=t[info["pick"]], times=times)
        if kind == "score":
            points = info["points"]
            return t[kind].format(seat=seat, points=points, points_word=t["point" if points == 1 else "points"])
        if kind == "round_end":
            return t[kind].format(round=info["round"])
        if kind == "game_end":
            totals = ", ".join(f"{self.seat(s)} {p}" for s, p in enumerate(info["totals"]))
            return t[kind].format(totals=totals, winners=self._list(info["winners"]),
                                  winner_word=t["winners" if len(info["winners"]) > 1 else "winner"])
        return None
