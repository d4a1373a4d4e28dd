"""The sentences of the order of play and of chance: `reverse order`, `goes next` and `chance(...)`.

`order_sentence(narrator, event)` tells the events `reverse`, `next_turn` and `chance` (None for
any other event, and for a `quietly ... goes next`, which is not told):

    reverse     "Play now goes counterclockwise." / "Es geht jetzt gegen den Uhrzeigersinn weiter."
                (a new round that turns it back: "Play goes clockwise again." / "Es geht wieder
                im Uhrzeigersinn weiter.")
    next_turn   "Cy goes next." / "Cy ist als Nächstes dran."; the active player: "Ada plays again."
    chance      "A 30% chance: yes." / "Eine Chance von 30 %: ja."; "A chance of 1 in 6: no." /
                "Eine Chance von 1 zu 6: nein."

Seats are numbered clockwise (mogel.runtime.state): play that goes `left` (seat 0, 1, 2 ...)
goes clockwise, play that goes `right` counterclockwise.  A chance is public: every seat reads
what came out, as of a die rolled on the table.
"""

from __future__ import annotations

from typing import Optional

TEMPLATES = {
    "en": {"reverse": "Play now goes {way}.", "reverse_reset": "Play goes {way} again.",
           "left": "clockwise", "right": "counterclockwise",
           "next_turn": "{seat} goes next.", "next_turn_again": "{seat} plays again.",
           "chance_percent": "A {a}% chance: {outcome}.", "chance": "A chance of {a} in {b}: {outcome}.",
           "yes": "yes", "no": "no"},
    "de": {"reverse": "Es geht jetzt {way} weiter.", "reverse_reset": "Es geht wieder {way} weiter.",
           "left": "im Uhrzeigersinn", "right": "gegen den Uhrzeigersinn",
           "next_turn": "{seat} ist als Nächstes dran.", "next_turn_again": "{seat} ist noch einmal dran.",
           "chance_percent": "Eine Chance von {a} %: {outcome}.", "chance": "Eine Chance von {a} zu {b}: {outcome}.",
           "yes": "ja", "no": "nein"},
}
KINDS = frozenset({"reverse", "next_turn", "chance"})


def order_sentence(narrator, ev) -> Optional[str]:
    """One sentence for a `reverse`, `next_turn` or `chance` event in the narrator's language;
    None for another event and for a quiet `next_turn`."""
    t, info = TEMPLATES[narrator.lang], ev.info
    if ev.kind == "reverse":
        return t["reverse_reset" if info.get("reset") else "reverse"].format(way=t[info["order"]])
    if ev.kind == "next_turn":
        if info.get("quiet"):
            return None
        return t["next_turn_again" if info.get("again") else "next_turn"].format(seat=narrator.seat(ev.seat))
    if ev.kind == "chance":
        outcome = t["yes" if info["outcome"] else "no"]
        return t["chance_percent" if info.get("percent") else "chance"].format(a=info["a"], b=info["b"], outcome=outcome)
    return None
