"""The table: every zone, role and score of one moment of a game, as one seat (or everyone) sees it.

`render_table(game, state, seat)` turns a State (usually `game.state_at(k)`) into HTML;
`TableView` is the ipywidget that shows it.  What a seat sees comes from the rules' zone
declarations through `game.visibility` (mogel.present.views.Visibility):

- a zone the seat sees is drawn face up; a shared pile whose top is public shows its top card;
- another player's hand is drawn as face-down cards (hand sizes are public, as at a table);
- a card lying face down (`face down`) is drawn as its back in its place, except for the seat
  that laid it (and the all-seeing view), which see its face on a hatched ground ("face down");
- a zone seen by all that holds many cards (a player's stack in front of them, a shared pile
  seen by all) is drawn as a fan: each card on the one below, the lower cards' corners visible
  (a shared pile: its top FAN cards, and how many there are);
- each variable with a `name:` is shown above the seats, as the narration tells its value
  ("called colour: BLACK"; `variables_html`).  Variables are public (docs/language.md 10.9),
  so every view shows the same panel; a variable without a `name:` is bookkeeping, as in the
  narration, and is not shown.  Values are told as mogel.present.narrate_choices tells them (a
  player's name, yes/no, an option's display name, a number, "none" while absent); a value of
  a card attribute by its display name with its look: its icon, and a swatch of its paint;
- a player who has dropped out (`drops out`) wears a badge saying for how long: "out of this
  hand" / "für diese Runde ausgeschieden", "out of the game" (mogel.present.narrate_course
  `out_mark`; public, as the narration tells every seat); a player of a game with teams, one
  naming the teammates: "team with Cy" / "im Team mit Cy" (`team_mark`; the header is public);
- "▶ to play" marks the seat whose act the game tells next (`to_play`: in a pass of a game of
  passes, the player revealing or keeping a card, not the caller who started it), else the active
  player; a seat asked only whether to accuse, cheat or react (DECIDING) is marked "▶ to
  decide" instead (mogel.widgets.human: the seat asked); a game of levels is headed by its
  path, as the narration says it ("Game 1, round 2, pass 3");
- a card's face (caption, colour, icon) comes from the rules (mogel.widgets.faces);
- a zone that cheats move cards into (`cheat ... moves: ... to hidden`) is secret: another
  seat sees neither its cards nor how many there are.

The HTML of a seat's view never holds a face the seat may not see (tests/widgets/test_widgets_secrecy.py).
"""

from __future__ import annotations

from collections import Counter
from html import escape
from typing import Iterable, Optional

import ipywidgets as W

from ..language.model import display_name, look, value_display_name
from ..present.narrate import Narrator
from ..present.narrate_choices import value_text
from ..present.narrate_course import out_mark, team_mark
from .cards import CARD_CSS, back_html, card_html
from .faces import card_face
from ..present.seat_words import (WORDS, card_count, heading, running_points, say_from, secret_zones, totals_text,
                                  winners_text)

TABLE_CSS = """
<style>
.mogel-table{font:14px/1.35 system-ui,-apple-system,'Segoe UI',Arial,sans-serif;color:#000;background:#FFF;
 border:1px solid #767676;border-radius:8px;padding:8px;max-width:980px}
.mogel-table h2{margin:0 0 6px 0;font-size:15px;line-height:1.3}
.mogel-piles{display:flex;gap:24px;flex-wrap:wrap;margin-bottom:6px}
.mogel-pile{display:flex;align-items:center;gap:6px}
.mogel-seat{border-top:1px solid #BBB;padding:4px 0}
.mogel-seat.active{background:#FFF3D6}
.mogel-seat .who{font-weight:700}
.mogel-badge{display:inline-block;border:2px solid #000;border-radius:10px;padding:0 6px;margin-left:6px;
 font-size:12px;font-weight:700;background:#FFF}
.mogel-badge.role{background:#56B4E9;color:#000}
.mogel-badge.turn{background:#E69F00;color:#000}
.mogel-badge.out{background:#E0E0E0;color:#000;border-style:dashed}
.mogel-badge.team{background:#F0E442;color:#000}
.mogel-zone{margin-left:4px}
.mogel-zone .label{display:block;font-size:12px;color:#333}
.mogel-score{float:right;font-size:13px}
.mogel-count{font-size:12px}
.mogel-over{font-weight:700;border:2px solid #009E73;padding:4px;margin-top:4px}
</style>
"""


def render_card(game, card: int, lang: str, *, small: bool = False, fresh: bool = False,
                down: bool = False) -> str:
    """One face-up card of `game` as its rules declare its look (mogel.widgets.faces), caption
    in `lang`; down: it lies face down (shown to a seat that may see it: a hatched ground)."""
    return render_card_of(game.program, card, lang, small=small, fresh=fresh, down=down)


FAN = 8     # the top cards of a shared pile seen by all that are drawn


ACTS = frozenset({"play", "choose", "decline", "give", "draw", "take"})   # a player's own act
TURN_ENDS = frozenset({"turn", "round_end", "level_end", "game_end"})


def to_play(game, count: int, seat: Optional[int] = None) -> Optional[int]:
    """The seat whose act comes next after the first `count` events of `game`, as `seat` sees
    them (None: everything): the player of the next play, choice, draw ... before the next turn
    begins or a level ends; None when there is none (render_table then marks the active player).
    In a level of steps, whose active player is the one who started it, this follows who acts
    (the player revealing or keeping a card, the player on turn deciding).  Only the events
    `seat` is shown decide it."""
    vis = game.visibility
    for ev in game.events[count:]:
        shown = vis.redact(ev, seat)
        if shown is None:
            continue
        if shown.kind in TURN_ENDS:
            break
        if shown.kind in ACTS and shown.seat is not None:
            return shown.seat
    return None


VARIABLES_CSS = """
<style>
.mogel-vars{display:flex;gap:8px;flex-wrap:wrap;margin:0 0 6px 0}
.mogel-var{border:2px solid #000;border-radius:6px;padding:1px 6px;background:#FFF;color:#000;font-size:13px}
.mogel-var .swatch{display:inline-block;width:11px;height:11px;border:1px solid #000;margin:0 3px;
 vertical-align:-1px}
</style>
"""


def attribute_value(rules, value):
    """(attribute item, value) when `value` is a value of one of the rules' attributes, else None."""
    if not isinstance(value, str):
        return None
    for item in rules.attributes.values():
        if value in (item.values or ()):
            return item, value
    return None


def value_html(narrator, variable: str, value) -> str:
    """A variable's value as HTML, escaped: an attribute value with its icon and paint swatch."""
    found = attribute_value(narrator.rules, value)
    if found is None:
        return f"<b>{escape(value_text(narrator, variable, value))}</b>"
    item, value = found
    names = item.names_of(value)
    shown = look(item.names) | look(names)
    swatch = (f'<span class="swatch" aria-hidden="true" style="background:{escape(shown["paint"])}"></span>'
              if "paint" in shown else "")
    icon = f'{escape(shown["icon"])} ' if "icon" in shown else ""
    return f"{swatch}<b>{icon}{escape(display_name(names, narrator.lang, value))}</b>"


def variables_html(game, state, lang: str = "en", seat: Optional[int] = None) -> str:
    """The panel of `state`'s named variables in `lang` ('' when the rules name none); with
    `seat`, that seat's values of the named variables `per player` (shown in its box)."""
    named = [(name, item) for name, item in game.rules.variables.items()
             if item.names and bool(item.per_player) == (seat is not None)]
    if not named:
        return ""
    narrator = Narrator(game.program, game.narrator.names, lang)
    out = ['<div class="mogel-vars">']
    for name, item in named:
        label = display_name(item.names, lang, name)
        out.append(f'<span class="mogel-var" data-variable="{escape(name)}">{escape(label)}: '
                   f'{value_html(narrator, name, state.variables.get(name if seat is None else (name, seat)))}</span>')
    out.append("</div>")
    return "".join(out)


def render_table(game, state, seat: Optional[int] = None, lang: str = "en", *,
                 names: Optional[list] = None, fresh: Iterable[int] = (), playing: Optional[int] = None,
                 deciding: bool = False) -> str:
    """HTML of the table in `state` as `seat` sees it (None: everything).

    game: the mogel.Game the state belongs to (rules, deck, visibility); state: a
    mogel.runtime.state.State, e.g. `game.state_at(k)`; fresh: card ids moved by the latest event
    (outlined when their face is shown); playing: the seat marked "to play" (default: the
    state's active player; `to_play` works out who acts next); deciding: mark that seat "to
    decide" (it is asked a DECIDING question, not to play).  Returns one HTML string with its
    own <style>.
    """
    words = WORDS.get(lang, WORDS["en"])
    rules, vis, layout = game.rules, game.visibility, state.layout
    names = names or game.narrator.names
    fresh = set(fresh)
    secret = secret_zones(rules)

    def zone_name(zone):
        item = rules.zones.get(zone)
        return display_name(item.names if item else None, lang, zone)

    def face(card):
        return render_card(game, card, lang, small=False, fresh=card in fresh, down=card in state.face_down)

    def cards(slot, pile, sees, fan=False):
        """Each card of a pile in place: its face where `seat` may see it, else its back (in a
        fan as large as a face, so that the stack reads as one)."""
        drawn = [face(card) if sees and vis.face_shown(seat, state, slot, card) else back_html(not fan, words["back"])
                 for card in pile]
        return ['<span class="mogel-fan">', *drawn, "</span>"] if fan else drawn

    out = [CARD_CSS, TABLE_CSS, VARIABLES_CSS, '<div class="mogel-table" data-view="%s">' % ("all" if seat is None else seat)]
    out.append(f"<h2>{escape(heading(game, state, words, lang))}</h2>")
    out.append(variables_html(game, state, lang))
    out.append('<div class="mogel-piles">')
    for slot, zone in enumerate(layout.slot_zone):
        if layout.slot_owner[slot] is not None or zone not in rules.zones:
            continue
        pile = state.zones[slot]
        label = zone_name(zone)
        out.append(f'<div class="mogel-pile" data-zone="{escape(zone)}"><span class="label">{escape(label)}:</span>')
        if not pile:
            out.append(f'<span class="mogel-count">{words["empty"]}</span>')
        elif vis.seen_by[slot] == "all" and len(pile) > 1:       # a pile seen by all: its top cards fanned
            out.extend(cards(slot, pile[-FAN:], True, fan=True))
            out.append(f'<span class="mogel-count">{card_count(words, len(pile))}</span>')
        elif vis.face_shown(seat, state, slot, pile[-1]):
            out.append(face(pile[-1]))
            out.append(f'<span class="mogel-count">{card_count(words, len(pile))}</span>')
        else:
            out.append(back_html(True, f"{label}: {len(pile)}"))
            out.append(f'<span class="mogel-count">{card_count(words, len(pile))}</span>')
        out.append("</div>")
    out.append("</div>")
    playing = state.active if playing is None else playing
    this, points = running_points(game, state, lang)   # "this hand": the score table's running column
    narrator = Narrator(game.program, names, lang)   # a team's members named (`team_mark`)
    holders = {}
    for role, holder in state.roles.items():
        if holder is not None:
            item = rules.roles.get(role)
            holders.setdefault(holder, []).append(display_name(item.names if item else None, lang, role))
    for p in range(state.n):
        active = playing == p
        who = names[p] if p < len(names) else f"seat {p}"
        if seat == p:
            who += f" ({words['you']})"
        out.append(f'<div class="mogel-seat{" active" if active else ""}" data-seat="{p}">')
        out.append(f'<span class="who">{escape(who)}</span>')
        for role_name in holders.get(p, ()):
            out.append(f'<span class="mogel-badge role">{escape(role_name)}</span>')
        for badge, mark in (("team", team_mark(narrator, p, state.n)), ("out", out_mark(game.program, state.out[p], lang))):
            if mark:
                out.append(f'<span class="mogel-badge {badge}">{escape(mark)}</span>')
        if active:
            badge = words["to_decide" if deciding else "to_play"]
            out.append(f'<span class="mogel-badge turn">&#9654; {badge}</span>')
        out.append(f'<span class="mogel-score">{escape(this)}: {points[p]} &middot; '
                   f'{words["total"]}: <b>{state.totals[p]}</b></span>')
        out.append(variables_html(game, state, lang, p))
        for slot, zone in enumerate(layout.slot_zone):
            if layout.slot_owner[slot] != p or zone not in rules.zones:
                continue
            pile = state.zones[slot]
            sees = vis.sees_pile(seat, slot)
            if zone in secret and not sees:
                continue
            if zone in secret and not pile:
                continue
            label = zone_name(zone)
            out.append(f'<div class="mogel-zone" data-zone="{escape(zone)}"><span class="label">'
                       f'{escape(label)} ({len(pile)}):</span>')
            fan = vis.seen_by[slot] == "all" and zone != "hand" and len(pile) > 1   # a stack in front of a player
            out.extend(cards(slot, pile, sees, fan))   # a card lying face down: its back, unless this seat laid it
            out.append("</div>")
        out.append("</div>")
    if state.finished:   # a game with teams says each team's total too (the seats' are each member's)
        winners, won = winners_text(game, state.winners, names, lang)
        key = "over" if won == 1 else "over_tie"
        over = words[key.replace("over", "over_teams") if state.teams is not None else key]
        totals = totals_text(game, state.totals, names, lang)
        out.append(f'<div class="mogel-over">{escape(over.format(w=winners, t=totals))}</div>')
    out.append("</div>")
    return "".join(out)


class TableView(W.HTML):
    """An HTML widget that draws one moment of a game (see `render_table`).

    `show(state, seat, lang, fresh)` redraws; `seat=None` is the all-seeing view.
    """

    def __init__(self, game, **kwargs):
        super().__init__(**kwargs)
        self.game = game
        self.layout.width = "100%"

    def show(self, state, seat: Optional[int] = None, lang: str = "en", fresh: Iterable[int] = (),
             playing: Optional[int] = None, deciding: bool = False) -> None:
        """Redraw with `render_table(self.game, state, seat, lang, fresh=fresh, playing=playing,
        deciding=deciding)`."""
        self.value = render_table(self.game, state, seat, lang, fresh=fresh, playing=playing, deciding=deciding)


def gallery_html(rules, lang: str = "en") -> str:
    """Every card kind of `rules`, one card per face in the deck (sorted by value), with its
    penalty (HTML); the cards of no kind grouped by their first attribute value.  The names
    and the gallery's own words in `lang` ("en" or "de"; others: English)."""
    from ..compile.program import compile_rules

    program = compile_rules(rules)
    deck = program.deck
    rows, seen, copies_of = {}, set(), Counter(deck.face_ids)
    for card in range(len(deck)):
        if deck.face_ids[card] not in seen:
            seen.add(deck.face_ids[card])
            attrs = list(deck.attributes_of(card).items())
            group = deck.kinds[card] if deck.kinds[card] is not None else attrs[0] if attrs else None
            rows.setdefault(group, []).append(card)
    out = [CARD_CSS, "<div style='font:13px system-ui,Arial,sans-serif;color:#000;background:#FFF'>"]
    for group, cards in rows.items():
        if isinstance(group, tuple):          # cards of no kind, by a value of their first attribute
            key, name = group[1], value_display_name(rules.attributes.get(group[0]), group[1], lang)
            item = None
        else:
            item = rules.cards.get(group)
            key, name = group or "?", display_name(item.names if item else None, lang, group or "?")
        low, high = min(deck.penalties[c] for c in cards), max(deck.penalties[c] for c in cards)
        copies = sum(copies_of[deck.face_ids[c]] for c in cards)
        count = say_from(WORDS, lang, "card" if copies == 1 else "cards", c=copies)
        points = say_from(WORDS, lang, "penalty_range", lo=low, hi=high) if low != high else \
            say_from(WORDS, lang, "penalty_one" if abs(low) == 1 else "penalty", p=low)
        out.append(f"<div><b>{escape(name)}</b> ({escape(key)}): {count}, {points}<br>")
        cards.sort(key=lambda c: (deck.values[c] is not None, deck.values[c] or 0))
        out.extend(render_card_of(program, c, lang) for c in cards)
        out.append("</div>")
    out.append("</div>")
    return "".join(out)


def render_card_of(program, card: int, lang: str, *, small: bool = False, fresh: bool = False,
                   down: bool = False) -> str:
    """One face-up card of a compiled `program` (no game needed), its look from the rules
    (mogel.widgets.faces); the arguments as `render_card`'s."""
    face = card_face(program, card, lang)
    return card_html(program.deck.kinds[card], face.value, face.label, face.colour, small=small, fresh=fresh,
                     number_kind=face.plain, icon=face.icon, key=face.key, down=down,
                     down_label=WORDS.get(lang, WORDS["en"])["down"])
