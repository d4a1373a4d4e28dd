"""The table of a person's seat at the terminal (mogel.cli.seat), in lines of text: what the
notebook's table draws (mogel.widgets.table.render_table), as that seat sees it.

    Hand 2, trick 5 · turn 3                          (the levels' path, as the narration names them)
    called colour: BLACK                               (the rules' named variables)
    cards on the table (3, top last): <a card>, <a card>, <a card>
    stock: 12 cards
    Ada (you) [dealer] ▶ to play: this hand 0, total -120
      hand (5): <a card>, ...
    Bo ▶ to decide: this hand 0, total 40      (a seat asked whether to accuse, cheat or react)

A shared pile every seat sees shows the faces of its cards, the top one last: at a question its
last FACES (how many lie below them in front), for `?` all of them; a pile whose top alone is
seen shows that top card; any other how many cards it holds.  "▶ to play" marks the seat being
asked (a choice in a level's `setup:`, a defender asked to beat), "▶ to decide" one asked only
whether to accuse, cheat or react (DECIDING), and between questions the active player.  Each
seat's points are those of the running column of the score table (mogel.cli.progress: "this
round", "this hand" of a game of hands, "this game" of a match; seat_words.running_points) and
its total.  A zone that covert moves fill is secret: another seat sees neither its cards nor
how many there are.  The words are mogel.present's (seat_words.WORDS) and the seat's own
(`seat.words`: mogel.cli.text.WORDS_SEAT).
"""

from __future__ import annotations

from typing import List, Optional

from ..language.model import display_name
from ..present.narrate import Narrator
from ..present.narrate_choices import value_text
from ..present.narrate_course import out_mark, team_mark
from ..present.seat_words import DECIDING, WORDS, heading, running_points, secret_zones

FACES = 8   # the cards of a pile seen by all shown at a question (`?`: all of them)


def table_lines(seat, state, asked=None, full: bool = False) -> List[str]:
    """The table of `state` as `seat.seat` sees it (`seat`: a mogel.cli.seat.TerminalSeat), in
    lines of text: the heading, the named variables, the shared piles, then each seat: "you",
    whether it is out (`drops out`: "out of this hand", public as the narration tells it), roles,
    who is asked (`asked`: the Decision the seat answers next, None: the active player), scores,
    its values of the named variables `per player`, and its zones the seat may know of (faces where
    it sees them, else how many cards).  `full`: every card of a pile seen by all (for `?`)."""
    game, lang, me = seat.game, seat.lang, seat.seat
    rules, vis, layout, table, own = game.rules, game.visibility, state.layout, WORDS[lang], seat.words
    secret = secret_zones(rules)
    narrator = Narrator(game.program, game.narrator.names, lang)
    count = lambda n: table["card"] if n == 1 else table["cards"].format(c=n)   # noqa: E731

    def zone_name(zone):
        item = rules.zones.get(zone)
        return display_name(item.names if item else None, lang, zone)

    def faces(slot, pile):
        return ", ".join(str(seat._card(c)) if vis.face_shown(me, state, slot, c) else table["back"] for c in pile)

    def said(name, key):   # a named variable's value: `key` is its name, or (name, seat) of one `per player`
        value = value_text(narrator, name, state.variables.get(key))
        return f"{display_name(rules.variables[name].names, lang, name)}: {value}"

    lines = [heading(game, state, table, lang)]
    this, points = running_points(game, state, lang)   # "this hand": the score table's running column
    lines += [said(name, name) for name, item in rules.variables.items() if item.names and not item.per_player]
    for slot, zone in enumerate(layout.slot_zone):
        if layout.slot_owner[slot] is not None or zone not in rules.zones:
            continue
        pile = state.zones[slot]
        if len(pile) > 1 and vis.seen_by[slot] == "all":   # every face, the top one last
            lines.append(_seen_by_all(own, zone_name(zone), pile, None if full else FACES, lambda p: faces(slot, p)))
        elif pile and vis.face_shown(me, state, slot, pile[-1]):
            lines.append(own["top"].format(zone=zone_name(zone), top=seat._card(pile[-1]), count=count(len(pile))))
        else:
            lines.append(own["pile"].format(zone=zone_name(zone), count=count(len(pile)) if pile else own["empty"]))
    roles = {}
    for role, holder in state.roles.items():
        if holder is not None:
            item = rules.roles.get(role)
            roles.setdefault(holder, []).append(display_name(item.names if item else None, lang, role))
    marked = _marked(asked, state, table)
    for p in range(state.n):
        marks = [table["you"]] * (p == me) + [mark for mark in (team_mark(narrator, p, state.n),
                                                                out_mark(game.program, state.out[p], lang)) if mark]
        who = seat.names[p] + (f" ({', '.join(marks)})" if marks else "")
        held = f" [{', '.join(roles[p])}]" if p in roles else ""
        turn = f" \u25b6 {marked[1]}" if marked[0] == p else ""
        lines.append(own["seat"].format(who=who, roles=held, turn=turn, this=this, round=points[p],
                                        total=state.totals[p]))
        lines += ["  " + said(name, (name, p)) for name, item in rules.variables.items() if item.names and item.per_player]
        for slot, zone in enumerate(layout.slot_zone):
            if layout.slot_owner[slot] != p or zone not in rules.zones:
                continue
            pile, sees = state.zones[slot], vis.sees_pile(me, slot)
            if zone in secret and (not sees or not pile):
                continue
            shown = faces(slot, pile) if pile and (sees or vis.top_seen[slot]) else (count(len(pile)) if pile
                                                                                       else own["empty"])
            lines.append("  " + own["hand"].format(zone=zone_name(zone), n=len(pile), cards=shown))
    return lines


def _marked(asked, state, table) -> tuple:
    """(the seat marked ▶, its words): the seat `asked` answers (a Decision; "to decide" when it
    is asked only whether to accuse, cheat or react), else the active player "to play"."""
    if asked is None or asked.seat is None:
        return state.active, table["to_play"]
    return asked.seat, table["to_decide" if asked.kind in DECIDING else "to_play"]


def _seen_by_all(own, zone: str, pile, most: Optional[int], faces) -> str:
    """The line of a shared pile every seat sees: "cards on the table (3, top last): <a card>,
    ...", its last `most` cards (None: all) after how many lie below them; `faces(cards)` words
    the cards (a card laid face down: its back)."""
    shown = pile if most is None or len(pile) <= most else pile[-most:]
    below = [own["below"].format(n=len(pile) - len(shown))] if len(shown) < len(pile) else []
    return own["all_seen"].format(zone=zone, n=len(pile), cards=", ".join(below + [faces(shown)]))
