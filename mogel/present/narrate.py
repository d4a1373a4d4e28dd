"""Events -> readable sentences, in English or German, with the rules' own names.

`Narrator(program, seat_names, lang).sentence(event)` tells one (possibly redacted) event;
it returns None for bookkeeping events that a reader does not need (e.g. `round_scored` is
told by the scores).  Card, zone, role and cheat names come from the rules file (`name:`); a
card, zone or role goes into a German template as a noun that takes its article
(`{card:einen}`: mogel.present.shown.Noun, which says how).
"""

from __future__ import annotations

import dataclasses
from typing import Optional, Sequence, Union

from ..runtime.events import Event
from ..language import model as m
from ..language.model import LANGUAGES, display_name
from .shown import KIND_NOUNS, PLACEHOLDER, Noun, gender, noun, plural_forms, shown_card, this_round, told_value
from .narrate_choices import accusation_name, choice_sentence, claim_sentence, is_claim_event, show_sentence
from .narrate_course import ORDER_KINDS, level_sentence, order_sentence, score_sentence, team_sentence

SEAT_NAMES = ("Ada", "Bo", "Cy", "Di", "Ed", "Flo", "Gus", "Hal", "Ida", "Jo", "Kim", "Lu")

TEMPLATES = {
    "en": {
        "game_start": "A game of {game} for {players} players (seed {seed}).",
        "game_start_seat": "A game of {game} for {players} players.",
        "round_start": "Round {round} begins.",
        "starter": "{seat} starts {this}.", "starter_not_first": "{seat} is {this}'s starter.",
        "shuffle": "The {zone} is shuffled.", "shuffle_owned": "{place} is shuffled.",
        "shuffle_plural": "The {zone} are shuffled.", "shuffle_owned_plural": "{place} are shuffled.",
        "deal": "{each} {cards_word} dealt to each player from the {zone}.",
        "deal_none": "No cards are dealt.",
        "deal_uneven": "{count} cards are dealt round the table from the {zone}: {each}.",
        "gather": "{count} {cards_go} to {dst}.",
        "gather_from": "{count} {cards_go} from {src} to {dst}.",
        "move": "{card} goes from {src} to {dst}.", "move_set": "{seat} takes {cards} from {src} to {dst}.",
        "gather_under": "{count} {cards_go} under {dst}.", "gather_from_under": "{count} {cards_go} from {src} under {dst}.",
        "move_under": "{card} goes from {src} under {dst}.", "move_down_under": "{card} goes face down from {src} under {dst}.",
        "gather_down": "{count} {cards_go} face down to {dst}.", "gather_from_down": "{count} {cards_go} face down from {src} to {dst}.",
        "gather_down_under": "{count} {cards_go} face down under {dst}.", "gather_from_down_under": "{count} {cards_go} face down from {src} under {dst}.",
        "role": "{seat} now holds the {role}.", "turn": "{seat}'s turn.",
        "play": "{seat} plays {card} on {onto}.", "play_first": "{seat} plays {card}.",
        "draw": "{seat} draws {card}.", "draw_from": "{seat} draws {card} from {src}.",
        "no_draw": "{seat} cannot draw: nothing is left to draw.",
        "give": "{seat} gives {card} to {to}.",
        "take": "{seat} takes {card} from {src}.",
        "play_down": "{seat} lays {card} face down.",
        "move_down": "{card} goes face down from {src} to {dst}.",
        "reveal": "{seat} reveals {cards}.",
        "reveal_rules": "Turned face up: {cards}.",
        "show": "{seat} shows {to} {cards}.", "look": "{to} looks at {place}.",
        "decline_play": "{seat} does not play.", "decline_play_kind": "{seat} does not play {card}.",
        "decline_give": "{seat} keeps the cards and gives nothing.",
        "cheat": "{seat} secretly makes {card} disappear ({cheat}).",
        "notice_yes": "{seat} notices {cheater} cheating!",
        "notice_no": "{seat} does not notice {cheater} cheating.",
        "accuse_right": "{seat} calls \u201c{accusation}\u201d on {accused}: rightly!",
        "accuse_wrong": "{seat} calls \u201c{accusation}\u201d on {accused}: wrongly.",
        "race_start": "Race ({race}) among {runners}!",
        "race_alone": "Race ({race}): only {runners} runs!",
        "race": "{winner} is {pick} ({times}).", "race_wrong": "Race ({race}): {seat} was wrong!",
        "score": "{seat} scores {points} {points_word}.",
        "round_end": "Round {round} ends.",
        "miss": "{seat} will miss a turn.", "miss_many": "{seat} will miss {turns} turns.",
        "skip": "{seat} misses a turn.",
        "game_end": "The game ends. Totals: {totals}. {winner_word}: {winners}.",
        "winner": "Winner", "winners": "Winners",
        "a_card": "a card", "and": "and", "point": "point", "points": "points", "n_cards": "{n} cards",
        "card_is": "card is", "cards_are": "cards are", "card_goes": "card goes", "cards_go": "cards go",
        "fastest": "fastest", "slowest": "slowest",
        "hand": "{owner}'s {zone}", "box": "box",
    },
    "de": {
        "game_start": "Eine Partie {game} mit {players} Spielern (Startwert {seed}).",
        "game_start_seat": "Eine Partie {game} mit {players} Spielern.",
        "round_start": "Runde {round} beginnt.",
        "starter": "{seat} beginnt {this}.", "starter_not_first": "{seat} ist Starter {this}.",
        "shuffle": "{zone:Der} wird gemischt.", "shuffle_owned": "{place} wird gemischt.",
        "shuffle_plural": "{zone:Der} werden gemischt.", "shuffle_owned_plural": "{place} werden gemischt.",
        "deal": "Jeder Spieler erhält {each} {cards_word} {zone:vom}.",
        "deal_none": "Es werden keine Karten verteilt.",
        "deal_uneven": "{count} Karten werden reihum {zone:vom} verteilt: {each}.",
        "gather": "{count} {cards_go} auf {dst}.",
        "gather_from": "{count} {cards_go} {src} auf {dst}.",
        "move": "{card:Ein} kommt {src} auf {dst}.", "move_set": "{seat} nimmt {cards} {src} auf {dst}.",
        "gather_under": "{count} {cards_go} unter {dst}.", "gather_from_under": "{count} {cards_go} {src} unter {dst}.",
        "move_under": "{card:Ein} wandert {src} unter {dst}.", "move_down_under": "{card:Ein} wandert verdeckt {src} unter {dst}.",
        "gather_down": "{count} {cards_go} verdeckt auf {dst}.", "gather_from_down": "{count} {cards_go} verdeckt {src} auf {dst}.",
        "gather_down_under": "{count} {cards_go} verdeckt unter {dst}.", "gather_from_down_under": "{count} {cards_go} verdeckt {src} unter {dst}.",
        "role": "{seat} hat jetzt {role:den}.",
        "turn": "{seat} ist am Zug.",
        "play": "{seat} spielt {card:einen} auf {onto:einen}.",
        "play_first": "{seat} spielt {card:einen}.",
        "draw": "{seat} zieht {card:einen}.", "draw_from": "{seat} zieht {card:einen} {src}.",
        "no_draw": "{seat} kann nicht ziehen: es ist nichts mehr zu ziehen.",
        "give": "{seat} schenkt {to} {card:einen}.",
        "take": "{seat} nimmt {card:einen} {src}.",
        "play_down": "{seat} legt {card:einen} verdeckt ab.",
        "move_down": "{card:Ein} kommt verdeckt {src} auf {dst}.",
        "reveal": "{seat} deckt {cards} auf.",
        "reveal_rules": "Aufgedeckt: {cards}.",
        "show": "{seat} zeigt {to} {cards}.", "look": "{to} sieht sich {place} an.",
        "decline_play": "{seat} spielt nicht aus.", "decline_play_kind": "{seat} spielt {card:keinen} aus.",
        "decline_give": "{seat} verschenkt keine Karte.",
        "cheat": "{seat} lässt heimlich {card:einen} verschwinden ({cheat}).",
        "notice_yes": "{seat} bemerkt, dass {cheater} mogelt!",
        "notice_no": "{seat} bemerkt nicht, dass {cheater} mogelt.",
        "accuse_right": "{seat} ruft \u201e{accusation}\u201c \u2013 {accused} hat wirklich gemogelt!",
        "accuse_wrong": "{seat} ruft \u201e{accusation}\u201c \u2013 aber {accused} hat nicht gemogelt.",
        "race_start": "Wettlauf ({race}) zwischen {runners}!",
        "race_alone": "Wettlauf ({race}): nur {runners} läuft!",
        "race": "{winner} ist am {pick} ({times}).", "race_wrong": "Wettlauf ({race}): {seat} lag falsch!",
        "score": "{seat} bekommt {points} {points_word}.",
        "round_end": "Runde {round} ist zu Ende.",
        "miss": "{seat} muss einmal aussetzen.", "miss_many": "{seat} muss {turns}-mal aussetzen.",
        "skip": "{seat} setzt aus.",
        "game_end": "Das Spiel ist aus. Endstand: {totals}. {winner_word}: {winners}.",
        "winner": "Gewinner", "winners": "Gewinner",
        "and": "und", "point": "Punkt", "points": "Punkte", "n_cards": "{n} Karten",
        "card_is": "Karte", "cards_are": "Karten", "card_goes": "Karte kommt", "cards_go": "Karten kommen",
        "fastest": "schnellsten", "slowest": "langsamsten",
        "hand": "{zone} von {owner}", "box": "Schachtel",
    },
}


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
        self.starter_key = "starter" if _starter_leads(self.rules.round) else "starter_not_first"
        case = "acc" if self.starter_key == "starter" else "gen"
        self.this_round = this_round(self.rules.round.names, lang, case)   # "this pile" ("diese Mitte")

    # --- names ------------------------------------------------------------------------------
    def seat(self, seat: Optional[int]) -> str:
        return "?" if seat is None else self.names[seat] if seat < len(self.names) else f"seat {seat}"

    def card(self, card: Optional[int]) -> Union[str, Noun]:
        """English: `a fox (3)`, `a card` when the face is hidden.  German: a Noun whose
        template gives the article (`{card:einen}`: `eine Eule (3)`, `einen Käfer (2)`, `eine Karte`)."""
        if card is None:
            return Noun(KIND_NOUNS["card"], "card") if self.lang == "de" else self.t["a_card"]
        shown = shown_card(self.p, card, self.lang)   # `shown as:` (mogel.present.shown)
        if shown is not None:
            return shown
        kind, value = self.p.deck.face(card)
        told = noun(self.rules.cards[kind].names, self.lang, kind, "card", told_value(self.rules, value, self.lang))
        return told if self.lang == "de" else format(told, "a")

    def zone(self, name: str) -> str:
        """A zone's display name.  In German a zone with no German name is told as a German noun
        when its name is one ("Hand von Bo" for `zone hand`), else as "Zone „stack“"."""
        if name not in self.rules.zones:
            return self.t["box"]
        told, untranslated = self._told_zone(name)
        if not untranslated:
            return told
        return told[:1].upper() + told[1:] if gender(told) else f"{KIND_NOUNS['zone']} \u201e{told}\u201c"

    def _told_zone(self, name: str):
        """(the zone's display name, whether it is German narration with no German name for it)."""
        names = self.rules.zones[name].names
        return display_name(names, self.lang, name), self.lang == "de" and not dict(names or ()).get("de")

    def _zone_of(self, layout, slot: int) -> Noun:
        """The zone of a slot as a Noun (`{zone:vom}`: `vom Nachziehstapel`)."""
        name = layout.slot_zone[slot]
        if name not in self.rules.zones:
            return Noun(self.zone(name), "zone")
        told, untranslated = self._told_zone(name)
        if untranslated and gender(told):   # `zone hand`: "die Hand"
            return Noun(self.zone(name), "zone")
        return noun(self.rules.zones[name].names, self.lang, name, "zone")

    def slot(self, layout, slot: int) -> str:
        zone, owner = layout.describe(slot)
        if owner is None:
            return ("the " if self.lang == "en" else "") + self.zone(zone)
        return self.t["hand"].format(owner=self.seat(owner), zone=self.zone(zone))

    def place(self, layout, slot: int, spec: str) -> str:
        """A zone slot where cards come from or go to, its owner told: English "Bo's hand", "the
        stock" (as `slot`); German with the article of the spec ("vom Stapel", "von der Hand von
        Bo", "auf {zone:den}": "den Stapel").  Slots are public: no face is told."""
        if self.lang == "en":
            return self.slot(layout, slot)
        zone, owner = format(self._zone_of(layout, slot), spec), layout.describe(slot)[1]
        return zone if owner is None else self.t["hand"].format(owner=self.seat(owner), zone=zone)

    def _dealt_up(self, moves, layout) -> str:
        """The cards of a deal into zones every seat sees, by player (": Ada a number card (3), Bo
        a number card (1)"); "" when a zone dealt to is not seen by all (its cards are told to nobody here)."""
        got = {}
        for card, _, dst in moves:
            zone, owner = layout.describe(dst)
            if zone not in self.rules.zones or self.rules.zones[zone].seen_by != "all" or card is None:
                return ""
            got.setdefault(owner, []).append(card)
        return ": " + ", ".join(f"{self.seat(owner)} {self.cards(cards)}" for owner, cards in got.items())

    def _named(self, table, key: str) -> str:
        item = table.get(key)
        return display_name(item.names if item else None, self.lang, key)

    def _names_of(self, name: str):
        """The display names of a card kind or of a value of an attribute (`two` of `rank`)."""
        if name in self.rules.cards:
            return self.rules.cards[name].names
        return self.rules.attributes[self.rules.value_names[name]].names_of(name)

    def _race(self, name: str) -> str:
        """A race by its own names (`race slap (de "Mückenklatschen")`), else by its card's names."""
        return display_name(self.p.race_names.get(name), self.lang, self._named(self.rules.cards, name))

    def _number(self, seconds: float) -> str:
        text = f"{seconds:.2f}"
        return text.replace(".", ",") if self.lang == "de" else text

    def cards(self, cards, case: str = "einen") -> str:
        """Cards named one by one, as the object of a sentence: "RED 3 and BLUE 8" ("eine Eule (3)
        und einen Käfer (2)"), "2 cards" when no face is seen; `case` "ein": as its subject, in German."""
        named = [format(self.card(c), case) if self.lang == "de" else str(self.card(c)) for c in cards]
        if len(named) > 1 and all(c is None for c in cards):   # faces unseen: "2 cards", not "a card and a card"
            return self.t["n_cards"].format(n=len(named))
        return named[0] if len(named) == 1 else ", ".join(named[:-1]) + f" {self.t['and']} " + named[-1]

    def _list(self, seats) -> str:
        names = [self.seat(s) for s in seats]
        return names[0] if len(names) == 1 else ", ".join(names[:-1]) + f" {self.t['and']} " + names[-1]

    # --- events -----------------------------------------------------------------------------
    def sentence(self, ev: Event, layout) -> Optional[str]:
        """One sentence for an event (None for bookkeeping events)."""
        t, info, seat = self.t, ev.info, self.seat(ev.seat)
        card = self.card(ev.moves[0][0]) if ev.moves else None
        kind = ev.kind
        if is_claim_event(ev) or kind == "show":   # a claim, a challenge; a card shown (`P shows ...`)
            return claim_sentence(self, ev) if kind != "show" else show_sentence(self, ev, layout.n)
        if kind in ORDER_KINDS:   # `reverse order`, `goes next`, `chance(...)`: mogel.present.narrate_course
            return order_sentence(self, ev)
        if kind in ("round_end", "level_start", "level_end") or "path" in info or "level" in info:
            told = level_sentence(self, ev)   # levels: mogel.present.narrate_course
            if told is not None or kind != "round_start":
                return told
        if kind == "game_start":   # a seat is not told the seed (mogel.present.views.redact)
            return t[kind if info.get("seed") is not None else "game_start_seat"].format(game=display_name(self.rules.game.names, self.lang, self.rules.game.name),
                                  players=info["players"], seed=info["seed"])
        if kind == "round_start":
            return t[kind].format(round=info["round"])
        if kind == "starter":
            return t[self.starter_key].format(seat=seat, this=self.this_round)
        if kind in ("turn", "no_draw", "skip"):
            return t[kind].format(seat=seat)
        if kind == "shuffle":   # a player's zone with its owner: "Bo's stack is shuffled."
            slot = info["slot"]
            zone = self.rules.zones.get(layout.slot_zone[slot])   # `de "Stiche" plural`: "Die Stiche werden gemischt."
            many = "_plural" if zone is not None and plural_forms(zone.names).get(self.lang) == "" else ""
            if layout.describe(slot)[1] is None:
                return t[kind + many].format(zone=self._zone_of(layout, slot))
            return t["shuffle_owned" + many].format(place=self.place(layout, slot, "Der"))
        if kind == "deal":
            if not ev.moves:
                return t["deal_none"]
            dealt = len({dst for _, _, dst in ev.moves}) or 1
            each = len(ev.moves) // dealt
            if each * dealt != len(ev.moves) or dealt < layout.n:   # some get one more (`deal all`), or none (out)
                counts = {}
                for _, _, dst in ev.moves:
                    counts[dst] = counts.get(dst, 0) + 1
                told = ", ".join(f"{self.seat(layout.describe(dst)[1])} {n}" for dst, n in counts.items())
                return t["deal_uneven"].format(count=len(ev.moves), each=told, zone=self._zone_of(layout, ev.moves[0][1]))
            text = t[kind].format(each=each, cards_word=t["card_is" if each == 1 else "cards_are"],
                                  zone=self._zone_of(layout, ev.moves[0][1]))
            return text[:-1] + self._dealt_up(ev.moves, layout) + text[-1]
        if kind == "gather":                  # into a shared zone, or into one player's ("Bo's hand")
            dest, sources = ev.moves[0][2], {src for _, src, _ in ev.moves}
            src = next(iter(sources))         # all from one slot, a player's at either end: told
            owned = layout.describe(src)[1] is not None or layout.describe(dest)[1] is not None
            told = len(sources) == 1 and src != dest and owned
            under = ("_down" if info.get("face_down") else "") + ("_under" if info.get("under") else "")   # `to bottom of Z`
            text = t[("gather_from" if told else kind) + under].format(
                count=len(ev.moves), cards_go=t["card_goes" if len(ev.moves) == 1 else "cards_go"],
                src=self.place(layout, src, "vom"), dst=self.place(layout, dest, "den"))
            zone, owner = layout.describe(dest)
            kept = self.rules.zones.get(zone)   # into a player's zone its owner sees (a hand), not a stack kept hidden
            if owner is None or kept is None or kept.seen_by not in ("owner", "all") or \
                    any(card is None for card, _, _ in ev.moves):   # a seat's view: only cards it sees (else None)
                return text
            return f"{text[:-1]}: {self.cards([card for card, _, _ in ev.moves], 'ein')}{text[-1]}"
        if kind == "reveal" and "to" in info:   # shown to one seat: its cards named to who sees them
            if all(c is None for c in info["cards"]):
                return t["look"].format(to=self.seat(info["to"]), place=self.place(layout, info["slots"][0], "den"))
            return t["show"].format(seat=seat, to=self.seat(info["to"]), cards=self.cards(info["cards"]))
        if kind == "reveal":
            key = "reveal" if ev.seat is not None else "reveal_rules"
            return t[key].format(seat=seat, cards=self.cards(info["cards"]))
        if kind == "move":
            _, src, dst = ev.moves[0]
            if "chosen_by" in info and not info.get("face_down"):   # `cards worth V chosen by P`: one sentence
                return t["move_set"].format(seat=self.seat(info["chosen_by"]), cards=self.cards([c for c, _, _ in ev.moves]),
                                            src=self.place(layout, src, "vom"), dst=self.place(layout, dst, "den"))
            key = "move_down" if info.get("face_down") else kind
            under = "_under" if info.get("under") else ""   # `to bottom of Z`: "goes from the pile under Cy's stack"
            text = t[key + under].format(card=card, src=self.place(layout, src, "vom"), dst=self.place(layout, dst, "den"))
            return text[:1].upper() + text[1:]
        if kind == "role":
            role = self.rules.roles.get(info["role"])
            if role is not None and role.shown_as:     # the role's own sentence: "{player} is now the caller."
                text = display_name(role.shown_as, self.lang, "")
                return PLACEHOLDER.sub(lambda found: self.seat(info["to"]) if found[1] == "player" else found[0], text)
            return t[kind].format(seat=self.seat(info["to"]),
                                  role=noun(role.names if role else None, self.lang, info["role"], "role"))
        if kind == "play":
            if info.get("face_down"):
                return t["play_down"].format(seat=seat, card=card)
            if info.get("onto") is None:
                return t["play_first"].format(seat=seat, card=card)
            return t[kind].format(seat=seat, card=card, onto=self.card(info["onto"]))
        if kind in ("draw", "take"):          # from a shared zone, or from a player's ("from Bo's hand")
            src = ev.moves[0][1]
            key = "draw_from" if kind == "draw" and layout.describe(src)[1] is not None else kind
            return t[key].format(seat=seat, card=card, src=self.place(layout, src, "vom"))
        if kind == "give":
            return t[kind].format(seat=seat, card=card, to=self.seat(info["to"]))
        if kind == "decline":
            declined = self.p.declined.get(ev.span) if info["verb"] == "play" else None
            if declined is not None:   # `may play ... where card is seven` (or `is two`, a rank): "Bo does not play a seven."
                told = noun(self._names_of(declined), self.lang, declined, "card")
                return t["decline_play_kind"].format(seat=seat, card=told if self.lang == "de" else format(told, "a"))
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
                accusation=accusation_name(self, accusation))
        if kind == "race_start":
            return t[kind if len(info["runners"]) > 1 else "race_alone"].format(race=self._race(info["name"]),
                                  runners=self._list(info["runners"]))
        if kind == "race_wrong":
            return t[kind].format(race=self._race(info["name"]), seat=seat)
        if kind == "race":
            times = ", ".join(f"{self.seat(s)} {self._number(sec)} s" for s, sec in info["times"].items())
            return t[kind].format(winner=self.seat(info["winner"]), pick=t[info["pick"]], times=times)
        if kind == "score":
            return score_sentence(self, ev, layout)
        if kind == "game_end" and self.p.team_game and (told := team_sentence(self, ev, len(info["totals"]))):
            return told
        if kind == "round_end":
            return t[kind].format(round=info["round"])
        if kind == "miss":
            return t[kind if info["turns"] == 1 else "miss_many"].format(seat=seat, turns=info["turns"])
        if kind == "game_end":
            totals = ", ".join(f"{self.seat(s)} {p}" for s, p in enumerate(info["totals"]))
            return t[kind].format(totals=totals, winners=self._list(info["winners"]),
                                  winner_word=t["winners" if len(info["winners"]) > 1 else "winner"])
        if kind in ("choose", "set"):
            return choice_sentence(self, ev)
        return None


def _starter_leads(level) -> bool:
    """Whether the round's starter takes its first turn, so that the starter is told as "Ada
    starts this round", else as "Ada is this round's starter" (the next line, "Cy's turn.",
    names who leads): when `first:` is `starter` (or absent: a round of no turns), or a role
    that `setup:` gives the starter (`starter becomes guard`, at its top) and no
    other statement of `setup:` gives.  `first: next(starter)` (a dealer who does not play
    first) and `first: first(players where ...)` (the holder of some card) are not."""
    first = level.first
    if first is None or isinstance(first, m.Name) and first.name == "starter":
        return True
    if not isinstance(first, m.Name):
        return False
    gives = [node for node in _statements(level.setup) if isinstance(node, m.Act)
             and isinstance(node.verb, m.Become) and node.verb.role == first.name]
    return len(gives) == 1 and any(node is gives[0] and not node.subject.each and node.subject.expr == m.Name("starter")
                                   for node in level.setup or ())


def _statements(stmts):
    """Each statement of `stmts` and of the blocks inside them."""
    for node in stmts or ():
        yield node
        for field in dataclasses.fields(node):
            inner = getattr(node, field.name)
            if isinstance(inner, tuple) and inner and all(isinstance(x, m.Stmt) for x in inner):
                yield from _statements(inner)
