"""Bot settings per seat: strategy, cheat rate, guard attention, reaction speed and thinking.

`BotSettings(agents, names)` shows one row per seat; every change calls `on_change(agents)`
with freshly built agents (mogel.make_bot), so a viewer can replay the same seed with them;
`show(agents, names)` puts agents chosen elsewhere (GameViewer.set_agents) in the rows, a row
per seat, without calling `on_change`.
The settings are the agents' own (mogel.agents.base.Agent): `cheat_rate` 0..1 (how often a
bot takes a chance to cheat), `attention` 0..1 (the chance of noticing a cheat while holding
the watching role), `reaction` seconds (mean reaction time in races; lower is faster), and
for the search bot `playouts` (how many games it plays out in its head before each decision it
thinks about: mogel.agents.search), a slider enabled for that bot only; in a game with a race the
runners may join (`who may`: `BotSettings(..., joins=True)`, as GameViewer makes it for such
rules) the random bot's `join_rate` (how often it runs: mogel.agents.simple.RandomBot), a slider
enabled for that bot only and not shown in other games.
An honest bot never cheats, so its cheat-rate slider is disabled at 0.  The strategy
dropdown names the bots in the labels' language, as the CLI does (mogel.agents.bot_word).
"""

from __future__ import annotations

from html import escape
from typing import Callable, List, Optional, Sequence

import ipywidgets as W
from traitlets import TraitError

from ..agents import BOTS, bot_word, make_bot
from ..agents.simple import JOIN_RATE
from ..check.vocabulary import all_statements
from ..language.choosing import Race
from .errors import ErrorArea, observe
from .viewer_text import say

DEFAULT_CHEAT = {"random": 0.2, "honest": 0.0, "sneaky": 0.5, "search": 0.5}
SETTINGS = ("strategy", "cheat_rate", "attention", "reaction", "playouts", "join_rate")   # SeatSettings.controls()
REACTION = (0.2, 2.0)       # the reaction slider's range, seconds (widened for an agent outside it)
PLAYOUTS = (2, 64, 16)      # the playouts slider's range and its value for a search bot of the default budget


def joinable(rules) -> bool:
    """Whether `rules` (a checked Rules; its variants too) have a race its runners may join
    (`race ... who may`): then the rows show the random bot's join rate."""
    return any(isinstance(node, Race) and node.joining is not None for node in all_statements(rules))


def bot_options(lang: str = "en"):
    """(label, name) pairs for the strategy dropdown: every bot of mogel.BOTS, named in `lang`."""
    return [(bot_word(name, lang), name) for name in BOTS]


class SeatSettings(W.HBox):
    """One seat's row: strategy dropdown and four sliders, five in a game with a race its runners
    may join (`joins`: the join rate's slider is shown)."""

    def __init__(self, name: str, agent, lang: str = "en", error_area: Optional[ErrorArea] = None,
                 joins: bool = False):
        own = error_area is None
        self.error_area = ErrorArea("SeatSettings", lambda: lang) if own else error_area
        self.label = W.HTML(layout=W.Layout(width="50px"))
        self._relabeling = False
        self.adjusting = False          # True while a new strategy puts its cheat rate in: one change, not two
        self.strategy = W.Dropdown(options=bot_options(lang), value="random", layout=W.Layout(width="170px"),
                                   style={"description_width": "30px"})
        slider = dict(continuous_update=False, readout_format=".2f", style={"description_width": "initial"},
                      layout=W.Layout(width="230px"))
        self.cheat_rate = W.FloatSlider(min=0, max=1, step=0.05, **slider)
        self.attention = W.FloatSlider(min=0, max=1, step=0.05, **slider)
        self.reaction = W.FloatSlider(value=0.6, min=REACTION[0], max=REACTION[1], step=0.05, **slider)
        self.playouts = W.IntSlider(value=PLAYOUTS[2], min=PLAYOUTS[0], max=PLAYOUTS[1], step=2,
                                    **{**slider, "readout_format": "d"})
        self.join_rate = W.FloatSlider(value=JOIN_RATE, min=0, max=1, step=0.05, **{**slider, "layout": W.Layout(
            width="230px", display=None if joins else "none")})
        self.set_lang(lang)
        observe(self.strategy, self.error_area, self._strategy)
        self.show(name, agent)
        super().__init__([self.label, self.strategy, self.cheat_rate, self.attention, self.reaction, self.playouts,
                          self.join_rate, *([self.error_area] if own else [])])

    def show(self, name: str, agent) -> None:
        """Show `agent`'s settings under the seat name `name`: its strategy (a seat that is no bot
        of mogel.BOTS, such as a Human: "random") and its cheat rate, attention and reaction as
        they are (a reaction outside the slider's 0.2..2 s widens it; the next agent narrows it),
        and a search bot's playouts (of the default budget: PLAYOUTS[2]), a random bot's join rate."""
        kind = getattr(agent, "name", None)
        kind = kind if kind in BOTS else "random"
        default = BOTS[kind]()
        values = [getattr(agent, key, getattr(default, key)) for key in SETTINGS[1:4]]
        self.label.value = f"<b>{escape(name)}</b>"
        self._relabeling = True          # the agent's own cheat rate, not the strategy's default
        try:
            self.strategy.value = kind
        finally:
            self._relabeling = False
        cheat_rate, attention, reaction = values
        self.cheat_rate.value, self.attention.value = cheat_rate, attention
        self.reaction.min, self.reaction.max = min(self.reaction.min, reaction), max(self.reaction.max, reaction)
        self.reaction.value = reaction       # in range: a slider clamps a value outside it
        self.reaction.min, self.reaction.max = min(REACTION[0], reaction), max(REACTION[1], reaction)
        self.playouts.value = getattr(agent, "playouts", None) or PLAYOUTS[2]
        self.join_rate.value = getattr(agent, "join_rate", JOIN_RATE) if kind == "random" else JOIN_RATE
        self.cheat_rate.disabled = kind == "honest"
        self.playouts.disabled = kind != "search"
        self.join_rate.disabled = kind != "random"

    def _strategy(self, change) -> None:
        if self._relabeling:
            return
        honest = change["new"] == "honest"
        if change["new"] != change["old"]:
            self.adjusting = True
            try:
                self.cheat_rate.value = DEFAULT_CHEAT.get(change["new"], 0.2)
            finally:
                self.adjusting = False
        self.cheat_rate.disabled = honest
        self.playouts.disabled = change["new"] != "search"
        self.join_rate.disabled = change["new"] != "random"

    def set_lang(self, lang: str) -> None:
        """Label the controls and name the bots in `lang` ("en" or "de"; others: English); the
        settings stay (new dropdown options select the first one: the strategy is put back)."""
        for control, key in zip(self.controls(), ("bot", *SETTINGS[1:])):
            control.description = say(lang, key)
        kind = self.strategy.value
        self._relabeling = True
        try:
            self.strategy.options = bot_options(lang)
            self.strategy.value = kind
        finally:
            self._relabeling = False

    def agent(self):
        """A new bot with this row's settings (mogel.make_bot)."""
        settings = {"attention": self.attention.value, "reaction": self.reaction.value}
        if self.strategy.value != "honest":
            settings["cheat_rate"] = self.cheat_rate.value
        if self.strategy.value == "search":
            settings["playouts"] = self.playouts.value
        if self.strategy.value == "random":
            settings["join_rate"] = self.join_rate.value
        return make_bot(self.strategy.value, **settings)

    def controls(self):
        """The six controls of the row (strategy, cheat rate, attention, reaction, playouts, join rate)."""
        return (self.strategy, self.cheat_rate, self.attention, self.reaction, self.playouts, self.join_rate)


class BotSettings(W.VBox):
    """Rows of SeatSettings; `on_change(agents)` runs after each change of any row.

    agents: the current agents, one per seat (their settings fill the rows; a non-bot seat
    such as a Human gets a random bot's row).  names: seat names.  lang: the language of the
    labels ("en" or "de", see `set_lang`).  `show(agents, names)` puts other agents in the rows
    (as GameViewer.set_agents does) without calling on_change.  error_area: where the controls'
    handlers tell their errors (mogel.widgets.errors; default: one of the settings' own, below them).
    joins: whether the game has a race its runners may join (the rows show the join rate).
    """

    def __init__(self, agents: Sequence, names: Sequence[str],
                 on_change: Optional[Callable[[List], None]] = None, lang: str = "en",
                 error_area: Optional[ErrorArea] = None, joins: bool = False):
        self.on_change = on_change
        self.lang, self.joins = lang, joins
        self._holding = False
        self.error_area = error_area if error_area is not None else ErrorArea("BotSettings", lambda: self.lang)
        self.rows = [self._row(names[i], agent) for i, agent in enumerate(agents)]
        self.header = W.HTML(say(lang, "settings_header"))
        super().__init__([self.header, *self.rows, *([self.error_area] if error_area is None else [])])

    def _row(self, name: str, agent) -> SeatSettings:
        row = SeatSettings(name, agent, self.lang, self.error_area, self.joins)
        for control in row.controls():
            observe(control, self.error_area, self._changed)
        return row

    def show(self, agents: Sequence, names: Sequence[str]) -> None:
        """Show `agents` (one per seat, the seats named by `names`): a row per seat, each with its
        agent's strategy and settings (see `SeatSettings.show`); rows are added or taken away
        for another number of seats.  on_change is not called: the caller has the game already."""
        self._holding = True
        try:
            for row, name, agent in zip(self.rows, names, agents):
                row.show(name, agent)
            self.rows += [self._row(names[i], agents[i]) for i in range(len(self.rows), len(agents))]
            for row in self.rows[len(agents):]:       # a seat no more: its row goes for good
                for widget in (*row.controls(), row.label, row):
                    widget.close()
            del self.rows[len(agents):]
        finally:
            self._holding = False
        tail = [child for child in self.children[1:] if child is self.error_area]
        if list(self.children[1:]) != self.rows + tail:
            self.children = [self.header, *self.rows, *tail]

    def set_lang(self, lang: str) -> None:
        """Label the header and every row in `lang` ("en" or "de"; others: English); no rerun."""
        self.lang = lang
        self.header.value = say(lang, "settings_header")
        self._holding = True
        try:
            for row in self.rows:
                row.set_lang(lang)
        finally:
            self._holding = False

    def agents(self) -> List:
        """New agents, one per seat, with the current settings."""
        return [row.agent() for row in self.rows]

    def set(self, seat: int, **values) -> None:
        """Change several settings of one seat at once (one rerun): strategy (a name of
        mogel.BOTS), cheat_rate, attention, reaction, playouts, join_rate (numbers; the sliders keep
        them in their range; playouts counts for a search bot only, join_rate for a random one).  The strategy is set first, so a
        cheat_rate given with it stays.  Raises IndexError for a seat that is not one, ValueError
        for another setting, another bot or a value a slider refuses (not a number); the row
        then stays as it was and nothing is replayed."""
        row = self.rows[seat]
        unknown = [key for key in values if key not in SETTINGS]
        if unknown:
            raise ValueError(f"no setting {', '.join(map(repr, unknown))}: the settings are {', '.join(SETTINGS)}")
        if values.get("strategy", row.strategy.value) not in BOTS:
            raise ValueError(f"no bot {values['strategy']!r}: the bots are {', '.join(BOTS)}")
        before = [control.value for control in row.controls()]
        self._holding = True
        try:
            for key in SETTINGS:
                if key in values:
                    getattr(row, key).value = values[key]
        except TraitError as err:
            for control, value in zip(row.controls(), before):
                control.value = value
            raise ValueError(f"seat {seat} cannot take {values}: {err}") from None
        finally:
            self._holding = False
        self._changed(None)

    def _changed(self, _change) -> None:
        if self._holding or any(row.adjusting for row in self.rows):
            return                       # a strategy's cheat rate: the strategy's own change follows
        if self.on_change is not None:
            self.on_change(self.agents())
