"""What one seat observes, built from its `PlayerView` only: a flat vector and a dict.

The vector (float32, `Observer.size` numbers) is laid out in blocks, in this order (F faces,
n players, V words, A actions: mogel.rl.encoding; R roles, C claims of the rules):

    seat        n           1 at this seat
    clock       2           round number, turns begun in the round
    active      n           1 at the active player (none between turns)
    totals      n           each seat's total points;  round_scores  n  its points this round
    roles       R x n       for each role, 1 at its holder
    variables   per variable 2 + V: 1 if it has a value, the value if a number (True = 1), 1 at
                the value if a word; a variable `per player` once per seat, seat 0 first
    zones       per zone slot (a shared zone: one; a per-player zone: one per seat, seat 0
                first; zones in the rules' order) 2 + 2F: its size, the cards lying face down
                in it, how many cards of each face this seat sees in it, 1 at the face of its
                top card if this seat sees it
    decision    8 + 4 + 2n + 1 + C + F + 3, zeros unless this seat must decide now: the kind
                (KINDS; "join", whether to run in a race it may join, as "react"), during a
                race, cards chosen so far / at least / at most (`A to B cards`; of a set of
                cards, `cards worth`, the cards picked so far), the cheaters it noticed, the
                claimer and count and kind of a claim it may challenge, the card it is giving
                (give_to) or how many of each face it picked of a set of cards, a choice of an
                option / a player / a value
    bluff       A           1 at each legal action that makes a false claim (its own knowledge)

Sizes are public (hand sizes too, as at a real table); faces only where the view shows them.
The dict form (`Observer.as_dict`) holds the same in words: faces by name, unseen cards None.
"""

from __future__ import annotations

from typing import Dict, List, Optional

import numpy as np

from ..language.model import BOX
from .encoding import KINDS, Encoding


class Observer:
    """Observations of one program's games for `enc.n` seats (layout: the game's ZoneLayout)."""

    def __init__(self, program, layout, enc: Encoding):
        self.enc, self.layout = enc, layout
        self.roles = list(program.roles)
        # (name, None) of a variable; (name, seat) for each seat of one `per player`
        self.variables = [(spec.name, seat) for spec in program.variables
                          for seat in (range(enc.n) if spec.per_player else (None,))]
        self.claims = list(program.claims)
        self.slots = [slot for slot, zone in enumerate(layout.slot_zone) if zone != BOX]
        n, F, V = enc.n, enc.faces, len(enc.words)
        self.parts = [("seat", n), ("clock", 2), ("active", n), ("totals", n), ("round_scores", n),
                      ("roles", len(self.roles) * n), ("variables", len(self.variables) * (2 + V)),
                      ("zones", len(self.slots) * (2 + 2 * F)),
                      ("decision", len(KINDS) + 4 + 2 * n + 1 + len(self.claims) + F + 3), ("bluff", enc.size)]
        self.offsets: Dict[str, int] = {}
        at = 0
        for name, size in self.parts:
            self.offsets[name] = at
            at += size
        self.size = at

    def zones(self, view) -> List[tuple]:
        """(size, cards lying face down, cards seen or None, top card seen or None) of each slot."""
        rows = []
        for slot in self.slots:
            zone, owner = self.layout.describe(slot)
            rows.append((view.size(zone, owner), sum(view.face_down(zone, owner)), view.cards(zone, owner),
                         view.top(zone, owner)))
        return rows

    def both(self, view, decision=None) -> tuple:
        """(vector, dict) at once: the zones are read once for both."""
        rows = self.zones(view)
        return self.vector(view, decision, rows), self.as_dict(view, decision, rows)

    # --- the vector ------------------------------------------------------------------------
    def vector(self, view, decision=None, rows=None) -> np.ndarray:
        """The seat's observation; `decision`: the pending Decision if it is this seat's."""
        enc, n, F = self.enc, self.enc.n, self.enc.faces
        out = np.zeros(self.size, np.float32)
        o = self.offsets
        out[o["seat"] + view.seat] = 1
        out[o["clock"]:o["clock"] + 2] = (view.round, view.turn)
        if view.active is not None:
            out[o["active"] + view.active] = 1
        out[o["totals"]:o["totals"] + n] = view.totals
        out[o["round_scores"]:o["round_scores"] + n] = view.round_scores
        for i, role in enumerate(self.roles):
            holder = view.holder(role)
            if holder is not None:
                out[o["roles"] + i * n + holder] = 1
        width = 2 + len(enc.words)
        for i, (name, owner) in enumerate(self.variables):
            value, at = view.variable(name, owner), o["variables"] + i * width
            if value is None:
                continue
            out[at] = 1
            if isinstance(value, (bool, int, float)):
                out[at + 1] = float(value)
            elif isinstance(value, str) and value in enc.word_index:
                out[at + 2 + enc.word_index[value]] = 1
        for i, (size, down, cards, top) in enumerate(rows or self.zones(view)):
            at = o["zones"] + i * (2 + 2 * F)
            out[at], out[at + 1] = size, down
            for card in cards or ():
                if card is not None:
                    out[at + 2 + enc.face_of[card]] += 1
            if top is not None:
                out[at + 2 + F + enc.face_of[top]] = 1
        if decision is not None and decision.seat == view.seat:
            self._decision(out, o["decision"], decision)
            bluff = decision.info.get("bluff") or {}
            for option, false in bluff.items():
                if false:
                    out[o["bluff"] + enc.action_of(decision, option)] = 1
        return out

    def _decision(self, out, at: int, decision) -> None:
        enc, n, F, info = self.enc, self.enc.n, self.enc.faces, decision.info
        out[at + KINDS.index("react" if decision.kind == "join" else decision.kind)] = 1   # joining a race: its react
        at += len(KINDS)
        out[at] = bool(info.get("race"))
        out[at + 1:at + 4] = (info.get("chosen", 0), info.get("at_least", 0), info.get("at_most", 0))
        at += 4
        for seat in info.get("noticed") or ():
            out[at + seat] = 1
        at += n
        if "claim" in info and decision.kind == "accuse":
            out[at + info["claimer"]] = 1
            out[at + n] = info["count"]
            out[at + n + 1 + self.claims.index(info["claim"])] = 1
        at += n + 1 + len(self.claims)
        if decision.kind == "give_to":
            out[at + enc.face_of[info["card"]]] = 1
        for face in info.get("picked", ()) if info.get("what") == "cards" else ():   # a set picked card by card
            out[at + face] += 1
        at += F
        if decision.kind == "choice" and info["what"] in ("option", "player", "value", "number"):   # not a place or a set
            out[at + {"option": 0, "player": 1, "value": 2, "number": 2}[info["what"]]] = 1   # a number: as a value

    # --- the dict --------------------------------------------------------------------------
    def as_dict(self, view, decision=None, rows=None) -> dict:
        """The same observation in words: {"seat", "round", "turn", "active", "totals",
        "round_scores", "roles", "variables" (of one `per player`: its values by seat), "zones":
        {"hand 2": {"size", "face_down", "cards", "top"}}, "decision": None or {"kind", "actions":
        {action: name}, "race", "noticed", "claim", "card", "what", "range", "picked" (the faces
        picked of a set of cards), "bluffs"}}."""
        zones = {}
        for slot, (size, down, cards, top) in zip(self.slots, rows or self.zones(view)):
            zone, owner = self.layout.describe(slot)
            zones[zone if owner is None else f"{zone} {owner}"] = {
                "size": size, "face_down": down, "cards": None if cards is None else [self._face(c) for c in cards],
                "top": self._face(top)}
        return {"seat": view.seat, "round": view.round, "turn": view.turn, "active": view.active,
                "totals": list(view.totals), "round_scores": list(view.round_scores),
                "roles": {role: view.holder(role) for role in self.roles},
                "variables": self._variables(view), "zones": zones,
                "decision": self._decision_dict(decision) if decision is not None and decision.seat == view.seat
                else None}

    def _variables(self, view) -> dict:
        """Each variable's value by name; of a variable `per player`, the list of its values by seat."""
        out: dict = {}
        for name, owner in self.variables:
            if owner is None:
                out[name] = view.variable(name)
            else:
                out.setdefault(name, []).append(view.variable(name, owner))
        return out

    def _decision_dict(self, decision) -> dict:
        enc, info = self.enc, decision.info
        out = {"kind": decision.kind, "actions": {a: enc.name(a) for a in enc.legal(decision)},
               "race": bool(info.get("race"))}
        if "at_most" in info:
            out["range"] = [info["chosen"], info["at_least"], info["at_most"]]
        if info.get("noticed"):
            out["noticed"] = list(info["noticed"])
        if decision.kind == "accuse" and "claim" in info:
            out["claim"] = {"name": info["claim"], "claimer": info["claimer"], "count": info["count"]}
        if decision.kind == "give_to":
            out["card"] = self._face(info["card"])
        if decision.kind == "choice":
            out["what"] = info["what"]
        if info.get("what") == "cards":
            out["picked"] = [enc.face_names[face] for face in info.get("picked", ())]
        bluff = info.get("bluff") or {}
        out["bluffs"] = sorted(enc.action_of(decision, o) for o, false in bluff.items() if false)
        return out

    def _face(self, card: Optional[int]) -> Optional[str]:
        return None if card is None else self.enc.face_names[self.enc.face_of[card]]

    def describe(self) -> List[tuple]:
        """(block name, first index, size) of the vector's blocks, in order."""
        return [(name, self.offsets[name], size) for name, size in self.parts]
