"""The house-rules lab: a checkbox per variant of rules.mm; toggling replays the same seed.

`VariantPanel(seed=3)` lists every `variant` block of the rules with its description.  Each
toggle applies the checked variants (mogel.apply_variants), plays the same seats with the
same seed, and says how the game changed against plain rules.mm ("ends 6 turns later, Bo
wins instead of Ada").  Clashing variants are reported with the checker's located message.

`compare_games(rules, variant_sets, seeds)` plays many games and returns plain rows (dicts)
for a pandas DataFrame; `describe_difference(a, b)` words the change between two games.
"""

from __future__ import annotations

from html import escape
from typing import Callable, Dict, Iterable, List, Optional, Sequence

import ipywidgets as W

from ..errors import MogelError, RulesError, RulesRuntimeError
from ..game import Game
from ..loader import load_rules
from ..variants import apply_variants
from .viewer import GameViewer, default_agents


def game_facts(game: Game) -> Dict[str, object]:
    """Numbers of a finished game: rounds, turns, plays, cheats, catches, wrong calls, races,
    totals (by seat) and winners (seat numbers)."""
    counts = {"rounds": 0, "turns": 0, "plays": 0, "cheats": 0, "caught": 0, "wrong_calls": 0, "races": 0}
    for ev in game.events:
        kind = ev.kind
        if kind == "round_start":
            counts["rounds"] += 1
        elif kind == "turn":
            counts["turns"] += 1
        elif kind == "play":
            counts["plays"] += 1
        elif kind == "cheat":
            counts["cheats"] += 1
        elif kind == "accuse":
            counts["caught" if ev.info["right"] else "wrong_calls"] += 1
        elif kind == "race":
            counts["races"] += 1
    counts["totals"] = list(game.state.totals)
    counts["winners"] = list(game.winners)
    counts["ended"] = game.finished
    return counts


def play_out(rules, agents, seed: int) -> Game:
    """Play a game to its end; a game the rules cannot end (RulesRuntimeError, e.g. a loop the
    round's end condition never catches) is returned unfinished, with `game.error` set."""
    game = Game(rules, agents, seed)
    game.error = None
    try:
        game.play()
    except RulesRuntimeError as err:
        game.error = err
    return game


def _names(seats, names) -> str:
    return " and ".join(names[s] for s in seats) or "nobody"


def describe_difference(before: Game, after: Game) -> str:
    """One or two sentences: how `after` (e.g. with variants) differs from `before`."""
    a, b = game_facts(before), game_facts(after)
    names = before.narrator.names
    if not b["ended"]:
        return (f"The game never ends: after {b['turns']} turns in round {b['rounds']} the engine gave up "
                f"({getattr(after, 'error', '') or 'no end'}). Find the loop with the game viewer.")
    parts = []
    turns = b["turns"] - a["turns"]
    if turns:
        parts.append(f"ends {abs(turns)} turn{'s' if abs(turns) != 1 else ''} "
                     f"{'later' if turns > 0 else 'earlier'} ({b['turns']} turns instead of {a['turns']})")
    else:
        parts.append(f"lasts just as long ({a['turns']} turns)")
    if b["rounds"] != a["rounds"]:
        parts.append(f"has {b['rounds']} rounds instead of {a['rounds']}")
    if b["winners"] != a["winners"]:
        parts.append(f"{_names(b['winners'], names)} win{'s' if len(b['winners']) == 1 else ''} instead of "
                     f"{_names(a['winners'], names)}")
    else:
        parts.append(f"{_names(a['winners'], names)} still win{'s' if len(a['winners']) == 1 else ''}")
    first = "The game " + ", ".join(parts[:-1]) + (", and " if len(parts) > 1 else "") + parts[-1] + "."
    extra = []
    for key, word in (("cheats", "cheats"), ("caught", "catches"), ("races", "races")):
        if a[key] != b[key]:
            extra.append(f"{b[key]} {word} instead of {a[key]}")
    tail = "; ".join(extra)
    return first + (" " + tail[:1].upper() + tail[1:] + "." if extra else "")


def compare_games(rules=None, variant_sets: Iterable[Sequence[str]] = ((),), seeds: Iterable[int] = range(20),
                  agents: Optional[Callable[[], List]] = None) -> List[Dict[str, object]]:
    """Play every variant set with every seed; one row (dict) per game.

    agents: makes fresh agents per game (default `default_agents(4)`).  Row keys: variants
    ("+"-joined, "rules.mm" for none), seed, the `game_facts` numbers, `ended` (False for a
    game the rules could not end: see `play_out`) and `total_<name>` per seat.  Raises
    RulesError for clashing variants.
    """
    base = rules if rules is not None else load_rules()
    make = agents or (lambda: default_agents(4))
    seeds = list(seeds)
    rows = []
    for names in variant_sets:
        played = apply_variants(base, list(names)) if names else base
        for seed in seeds:
            game = play_out(played, make(), seed)
            facts = game_facts(game)
            row = {"variants": "+".join(names) or "rules.mm", "seed": seed}
            row.update({k: v for k, v in facts.items() if k not in ("totals", "winners")})
            row["winner"] = "+".join(game.narrator.names[w] for w in facts["winners"])
            for seat, total in enumerate(facts["totals"]):
                row[f"total_{game.narrator.names[seat]}"] = total
            rows.append(row)
    return rows


def facts_table(before: Game, after: Game) -> str:
    """HTML table: each number of plain rules.mm beside the same number with the variants."""
    a, b = game_facts(before), game_facts(after)
    names = before.narrator.names
    rows = [(k.replace("_", " "), a[k], b[k]) for k in ("rounds", "turns", "plays", "cheats", "caught",
                                                         "wrong_calls", "races")]
    rows += [(f"total of {names[s]}", a["totals"][s], b["totals"][s]) for s in range(len(a["totals"]))]
    rows.append(("winner", _names(a["winners"], names), _names(b["winners"], names)))
    body = "".join(f"<tr><th scope='row'>{escape(str(k))}</th><td>{escape(str(x))}</td>"
                   f"<td>{'<b>' if x != y else ''}{escape(str(y))}{'</b>' if x != y else ''}</td></tr>"
                   for k, x, y in rows)
    return ("<table style='border-collapse:collapse;font-size:13px;color:#000;background:#FFF' border='1' "
            "cellpadding='3'><tr><th></th><th scope='col'>rules.mm</th><th scope='col'>with the variants</th></tr>"
            f"{body}</table>")


class VariantPanel(W.VBox):
    """Checkboxes for the variants of `rules`; each toggle replays `seed` and compares.

    rules: a Rules (default: packaged rules.mm); agents: one bot per seat (default
    `default_agents(players)`), reused for every replay; viewer: also show a GameViewer of
    the game with the checked variants.  `checkboxes[name]` are the controls; `game` and
    `baseline` are the two games compared; `summary` the sentence shown.
    """

    def __init__(self, rules=None, seed: int = 1, agents: Optional[Sequence] = None, *, players: int = 4,
                 viewer: bool = False):
        self.rules = rules if rules is not None else load_rules()
        self.seed = seed
        self.agents = list(agents) if agents is not None else default_agents(players)
        self.baseline = play_out(self.rules, self.agents, seed)
        self.game = self.baseline
        self.summary = "Plain rules.mm: tick a house rule to replay the same game with it."
        self.checkboxes: Dict[str, W.Checkbox] = {}
        rows = []
        for name, variant in self.rules.variants.items():
            box = W.Checkbox(value=False, description=name, indent=False, layout=W.Layout(width="230px"))
            box.observe(self._toggled, names="value")
            self.checkboxes[name] = box
            rows.append(W.HBox([box, W.HTML(f"<span style='color:#000'>{escape(variant.description)}</span>")]))
        self.result = W.HTML()
        self.viewer = GameViewer(self.rules, self.agents, seed) if viewer else None
        self._show()
        listing = W.VBox(rows, layout=W.Layout(max_height="300px", overflow="hidden auto", border="1px solid #767676"))
        children = [W.HTML("<b>House rules</b> (variants in rules.mm; scroll for more):"), listing, self.result]
        if self.viewer is not None:
            children.append(self.viewer)
        super().__init__(children)

    @property
    def selected(self) -> List[str]:
        """The checked variants, in rules.mm order."""
        return [name for name, box in self.checkboxes.items() if box.value]

    def set(self, *names: str) -> None:
        """Check exactly the variants `names` (one replay)."""
        unknown = [n for n in names if n not in self.checkboxes]
        if unknown:
            raise MogelError(f"unknown variant(s): {', '.join(unknown)}")
        self._holding = True
        try:
            for name, box in self.checkboxes.items():
                box.value = name in names
        finally:
            self._holding = False
        self._toggled(None)

    def _toggled(self, _change) -> None:
        if getattr(self, "_holding", False):
            return
        names = self.selected
        try:
            rules = apply_variants(self.rules, names) if names else self.rules
        except RulesError as err:
            self.summary = "These variants clash: " + "; ".join(d.message for d in err.errors)
            self.result.value = f"<pre style='color:#000;background:#FFF3D6'>{escape(str(err))}</pre>"
            return
        self.game = play_out(rules, self.agents, self.seed)
        self.summary = (describe_difference(self.baseline, self.game) if names else
                        "Plain rules.mm: tick a house rule to replay the same game with it.")
        self._show()
        if self.viewer is not None:
            self.viewer.set_variants(names)

    def _show(self) -> None:
        names = ", ".join(self.selected) or "none"
        self.result.value = (f"<p style='color:#000'><b>Seed {self.seed}, variants: {escape(names)}.</b> "
                             f"{escape(self.summary)}</p>{facts_table(self.baseline, self.game)}")
