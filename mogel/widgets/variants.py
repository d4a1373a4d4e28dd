"""The house-rules lab: a checkbox per variant of rules.mm; toggling replays the same seed.

`VariantPanel(seed=3)` lists every `variant` block of the rules with its description.  Each
toggle applies the checked variants (mogel.apply_variants), plays the same seats with the
same seed, and says how the game changed against plain rules.mm ("ends 6 turns later, Bo
wins instead of Ada").  Clashing variants are reported with the checker's located message.
The panel's own words are English or German (`lang`, mogel.widgets.variants_text).

`compare_games(rules, variant_sets, seeds)` plays many games and returns plain rows (dicts)
for a pandas DataFrame; `describe_difference(a, b, lang)` words the change between two games.
"""

from __future__ import annotations

import os
from html import escape
from itertools import combinations
from typing import Callable, Dict, Iterable, List, Optional, Sequence, Tuple

import ipywidgets as W

from ..errors import MogelError, RulesError, RulesRuntimeError, RunawayGame
from ..play.game import Game
from ..check.loader import load_rules
from ..present.narrate import LANGUAGES
from ..check.variants import apply_variants, clashes, described
from .diff import DiffView
from .errors import ErrorArea, facts, observe
from .toplevel import accessible, opened
from .variants_text import count, one_or_more, say
from .viewer import LANGS, GameViewer, default_agents


def file_name(rules) -> str:
    """The name of the file `rules` were read from, without its folder: "rules.mm"."""
    return os.path.basename(rules.file)


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


def _names(seats, names, lang: str = "en") -> str:
    return say(lang, "and").join(names[s] for s in seats) or say(lang, "nobody")


def describe_difference(before: Game, after: Game, lang: str = "en") -> str:
    """One or two sentences in `lang` ("en" or "de"; others: English): how `after` (e.g. with
    variants) differs from `before`, in turns, rounds, winners, cheats, catches and races."""
    a, b = game_facts(before), game_facts(after)
    names = before.narrator.names
    if not b["ended"]:
        error = getattr(after, "error", None)
        stop = "stopped" if error is not None and not isinstance(error, RunawayGame) else "never"
        return say(lang, stop, turns=count(lang, "turns_after", b["turns"]), rounds=b["rounds"],
                   error=error or say(lang, "no_end"))
    parts = []
    turns = b["turns"] - a["turns"]
    if turns:
        parts.append(say(lang, "later" if turns > 0 else "earlier", diff=count(lang, "turns", abs(turns)),
                         b=count(lang, "turns", b["turns"]), a=a["turns"]))
    else:
        parts.append(say(lang, "as_long", a=count(lang, "turns", a["turns"])))
    if b["rounds"] != a["rounds"]:
        parts.append(say(lang, "rounds_changed", b=count(lang, "rounds", b["rounds"]), a=a["rounds"]))
    win = one_or_more(lang, "win", len(b["winners"]))
    if b["winners"] != a["winners"]:
        parts.append(say(lang, "win_instead", winners=_names(b["winners"], names, lang), win=win,
                         before=_names(a["winners"], names, lang)))
    else:
        parts.append(say(lang, "still_wins", winners=_names(a["winners"], names, lang), win=win))
    first = say(lang, "game", parts=", ".join(parts[:-1]) + (say(lang, "and_last") if len(parts) > 1 else "")
                + parts[-1])
    extra = [say(lang, "instead", b=count(lang, key, b[key]), a=a[key])
             for key in ("cheats", "caught", "races") if a[key] != b[key]]
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


def facts_table(before: Game, after: Game, lang: str = "en") -> str:
    """HTML table: each number of the plain rules (the column is headed by their file's name)
    beside the same number with the variants; row and column labels in `lang` ("en" or "de";
    others: English), the corner too ("in the game": no header cell is empty)."""
    a, b = game_facts(before), game_facts(after)
    names = before.narrator.names
    rows = [(say(lang, "row_" + k), a[k], b[k]) for k in ("rounds", "turns", "plays", "cheats", "caught",
                                                          "wrong_calls", "races")]
    rows += [(say(lang, "row_total", name=names[s]), a["totals"][s], b["totals"][s]) for s in range(len(a["totals"]))]
    rows.append((say(lang, "row_winner"), _names(a["winners"], names, lang), _names(b["winners"], names, lang)))
    body = "".join(f"<tr><th scope='row'>{escape(str(k))}</th><td>{escape(str(x))}</td>"
                   f"<td>{'<b>' if x != y else ''}{escape(str(y))}{'</b>' if x != y else ''}</td></tr>"
                   for k, x, y in rows)
    return ("<table style='border-collapse:collapse;font-size:13px;color:#000;background:#FFF' border='1' "
            f"cellpadding='3'><tr><th scope='col'>{say(lang, 'col_what')}</th>"
            f"<th scope='col'>{escape(file_name(before.rules))}</th>"
            f"<th scope='col'>{say(lang, 'col_variants')}"
            f"</th></tr>{body}</table>")


def description_html(description: str) -> str:
    """A variant's description as the list of house rules shows it (escaped, wrapped at spaces)."""
    return f"<div style='color:#000;line-height:1.35;padding:5px 0;white-space:normal'>{escape(description)}</div>"


def listing_row(box: W.Checkbox, description: str) -> W.HBox:
    """One row of the list of house rules: the checkbox and the description beside it, wrapped.

    A box of ipywidgets scrolls its content (overflow auto), so a flex item's minimum height
    is 0 and a list taller than its box would squeeze its rows to slivers instead of
    scrolling; rows that neither shrink nor grow (flex 0 0 auto) keep their own height, and
    the list scrolls."""
    text = W.HTML(description_html(description), layout=W.Layout(flex="1 1 0%", min_width="0"))
    row = W.HBox([box, text], layout=W.Layout(flex="0 0 auto", overflow="visible", align_items="flex-start",
                                              border_bottom="1px solid #DDDDDD"))
    row.add_class("mogel-variant-row")
    return row


class VariantPanel(W.VBox):
    """Checkboxes for the variants of `rules`; each toggle replays `seed` and compares.

    rules: a Rules (default: packaged rules.mm); agents: one bot per seat (default
    `default_agents(players)`), reused for every replay; viewer: also show a GameViewer of
    the game with the checked variants; lang: "en" or "de", the language of the panel's own
    words, of the variants' descriptions (in English where the rules give none in `lang`) and
    of the viewer (variant names stay as the rules file has them); `listing`: the list of rows.
    `checkboxes[name]` are the controls; `game` and `baseline` are the two games compared;
    `diff` (mogel.widgets.diff.DiffView) jumps to the first line where they differ and shows
    the rule behind it on both sides;
    `summary` the sentences shown; `language` the language toggle (the viewer's Narration
    toggle when there is a viewer, so one toggle changes both).  A variant for another number
    of players than this table's is unticked again, and the summary says why and how to try it
    (`refused`: its name with the players it allows, (low, high)); the others checked with it
    are played.  Every handler tells its errors in `error_area`, under the list (mogel.widgets.errors);
    re-running the notebook cell closes the panels its earlier run made (mogel.widgets.toplevel).
    Raises ValueError for a language the narration does not speak.
    """

    def __init__(self, rules=None, seed: int = 1, agents: Optional[Sequence] = None, *, players: int = 4,
                 viewer: bool = False, lang: str = "en"):
        if lang not in LANGUAGES:
            raise ValueError(f"no narration in {lang!r}: choose one of {', '.join(LANGUAGES)}")
        self.rules = rules if rules is not None else load_rules()
        self.seed = seed
        self.lang = lang
        self.agents = list(agents) if agents is not None else default_agents(players)
        self.baseline = play_out(self.rules, self.agents, seed)
        self.game = self.baseline
        self.clash: Optional[RulesError] = None      # the error of the checked variants, if they clash
        self.refused: List[Tuple[str, Tuple[int, int]]] = []
        self._holding = False
        self.error_area = ErrorArea("VariantPanel", lambda: self.lang, lambda: facts(
            self.game.rules, self.seed, ticked=", ".join(self.selected) or "none", lang=self.lang))
        self.checkboxes: Dict[str, W.Checkbox] = {}
        rows = []
        for name, variant in self.rules.variants.items():
            box = W.Checkbox(value=False, description=name, indent=False, layout=W.Layout(width="230px"))
            observe(box, self.error_area, self._toggled)
            self.checkboxes[name] = box
            rows.append(listing_row(box, described(variant, lang)))
        self.heading = W.HTML()
        self.result = W.HTML()
        self.viewer = GameViewer(self.rules, self.agents, seed, lang=lang) if viewer else None
        if self.viewer is not None:
            self.language = self.viewer.language
        else:
            self.language = W.ToggleButtons(options=LANGS, value=lang, style={"button_width": "auto"})
        observe(self.language, self.error_area, lambda change: self.set_lang(change["new"]))
        self._show()
        self.diff = DiffView(self)
        self.listing = W.VBox(rows, layout=W.Layout(max_height="300px", overflow="hidden auto",
                                                    border="1px solid #767676", flex_flow="column nowrap"))
        self.listing.add_class("mogel-variants")
        top = [self.heading] if self.viewer is not None else [self.language, self.heading]
        super().__init__([*top, self.listing, self.error_area, self.result, self.diff,
                          *([self.viewer] if self.viewer is not None else [])])
        accessible(self)
        opened(self)

    @property
    def selected(self) -> List[str]:
        """The checked variants, in rules.mm order."""
        return [name for name, box in self.checkboxes.items() if box.value]

    def set(self, *names: str) -> None:
        """Check exactly the variants `names` (one replay; one for another number of players is
        unticked again, see the class).  Raises MogelError for a name the rules do not define."""
        unknown = [n for n in names if n not in self.checkboxes]
        if unknown:
            raise MogelError(f"unknown variant(s): {', '.join(unknown)}")
        self._tick(names)
        self._toggled(None)

    def _tick(self, names: Sequence[str]) -> None:
        """Check exactly `names`, with no replay."""
        self._holding = True
        try:
            for name, box in self.checkboxes.items():
                box.value = name in names
        finally:
            self._holding = False

    def set_lang(self, lang: str) -> None:
        """Say everything in `lang` ("en" or "de"), the viewer too; the games and the checked
        variants stay (nothing is replayed).  Raises ValueError for another language."""
        if lang not in LANGUAGES:
            raise ValueError(f"no narration in {lang!r}: choose one of {', '.join(LANGUAGES)}")
        if self.language.value != lang:
            self.language.value = lang      # its observers relabel the viewer and call this again
            return
        self.lang = lang
        for row, variant in zip(self.listing.children, self.rules.variants.values()):
            row.children[1].value = description_html(described(variant, lang))
        self._show()
        self.diff.set_lang()

    def _toggled(self, _change) -> None:
        if self._holding:
            return
        names = self.selected
        try:
            rules = apply_variants(self.rules, names) if names else self.rules
        except RulesError as err:
            self.clash, self.refused = err, []
            self._show()
            self.diff.refresh()
            return
        self.clash, self.refused = None, self._misfits(names, rules)
        if self.refused:                  # untick them: each of the rest allows this number of players
            names = [name for name in names if name not in dict(self.refused)]
            self._tick(names)
            rules = apply_variants(self.rules, names) if names else self.rules
        self.game = play_out(rules, self.agents, self.seed)
        self._show()
        if self.viewer is not None:
            self.viewer.set_variants(names)
        self.diff.refresh()

    def _misfits(self, names: Sequence[str], rules) -> List[Tuple[str, Tuple[int, int]]]:
        """The variants of `names` (which do not clash; `rules` has them applied) whose player
        range (low, high) leaves out this table's number of players, each with that range."""
        n, out = len(self.agents), []
        low, high = rules.game.players
        if low <= n <= high:
            return out
        for name in names:
            low, high = apply_variants(self.rules, [name]).game.players
            if not low <= n <= high:
                out.append((name, (low, high)))
        return out

    def _refusal(self) -> str:
        """Why the `refused` variants were unticked, and how to try them, in the panel's language."""
        lang, n = self.lang, len(self.agents)
        names = self.baseline.narrator.names[:n]
        seated = say(lang, "and").join(filter(None, [", ".join(names[:-1]), names[-1]]))
        out = []
        for name, (low, high) in self.refused:
            fit = min(max(n, low), high)
            players = (say(lang, "exactly", players=count(lang, "players", low)) if low == high
                       else say(lang, "between", low=low, high=high))
            out.append(say(lang, "refused", name=name, players=players, n=n, seated=seated, fit=fit,
                           with_fit=count(lang, "with_players", fit)))
        return " ".join(out)

    def _clash_summary(self) -> str:
        """Which checked variants clash, pair by pair, in the panel's language."""
        pairs = [say(self.lang, "clash_pair", a=a, b=b) for a, b in combinations(self.selected, 2)
                 if clashes(self.rules, [a, b])]
        return say(self.lang, "clash", pairs="; ".join(pairs))

    def _show(self) -> None:
        """Draw the heading and the result (summary and table, or the clash) in `lang`."""
        lang, names, file = self.lang, self.selected, file_name(self.rules)
        self.heading.value = say(lang, "heading", file=escape(file))
        if self.viewer is None:                # the viewer labels its own toggle
            self.language.description = say(lang, "language")
        if self.clash is not None:
            self.summary = self._clash_summary()
            self.result.value = (f"<p style='color:#000'>{escape(self.summary)}</p>"
                                 f"<pre style='color:#000;background:#FFF3D6;white-space:pre-wrap;word-break:normal;"
                                 f"overflow-wrap:normal;overflow-x:auto'>{escape(self.clash.render(lang))}</pre>")
            return
        difference = describe_difference(self.baseline, self.game, lang) if names else say(lang, "plain", file=file)
        refusal = self._refusal()
        self.summary = f"{refusal} {difference}" if refusal else difference
        note = (f"<p style='color:#000;background:#FFF3D6;border-left:5px solid #D55E00;padding:4px'>"
                f"{escape(refusal)}</p>" if refusal else "")
        status = say(lang, "status", seed=self.seed, names=", ".join(names) or say(lang, "none"))
        self.result.value = (f"{note}<p style='color:#000'><b>{escape(status)}</b> {escape(difference)}</p>"
                             f"{facts_table(self.baseline, self.game, lang)}")
