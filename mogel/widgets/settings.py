"""Bot settings per seat: strategy, cheat rate, guard attention and reaction speed.

`BotSettings(agents, names)` shows one row per seat; every change calls `on_change(agents)`
with freshly built agents (mogel.make_bot), so a viewer can replay the same seed with them.
The settings are the agents' own (mogel.agents.base.Agent): `cheat_rate` 0..1 (how often a
bot takes a chance to cheat), `attention` 0..1 (the chance of noticing a cheat while holding
the watching role), `reaction` seconds (mean reaction time in races; lower is faster).
An honest bot never cheats, so its cheat-rate slider is disabled at 0.  The strategy
dropdown names the bots in the labels' language, as the CLI does (mogel.agents.bot_word).
"""

from __future__ import annotations

from typing import Callable, List, Optional, Sequence

import ipywidgets as W
from traitlets import TraitError

from ..agents import BOTS, bot_word, make_bot
from .viewer_text import say

DEFAULT_CHEAT = {"random": 0.2, "honest": 0.0, "sneaky": 0.5}
SETTINGS = ("strategy", "cheat_rate", "attention", "reaction")     # the order of SeatSettings.controls()


def bot_options(lang: str = "en"):
    """(label, name) pairs for the strategy dropdown: every bot of mogel.BOTS, named in `lang`."""
    return [(bot_word(name, lang), name) for name in BOTS]


class SeatSettings(W.HBox):
    """One seat's row: strategy dropdown and three sliders."""

    def __init__(self, name: str, agent, lang: str = "en"):
        kind = agent.name if agent.name in BOTS else "random"
        self.label = W.HTML(f"<b>{name}</b>", layout=W.Layout(width="50px"))
        self._relabeling = False
        self.strategy = W.Dropdown(options=bot_options(lang), value=kind, layout=W.Layout(width="170px"),
                                   style={"description_width": "30px"})
        slider = dict(continuous_update=False, readout_format=".2f", style={"description_width": "initial"},
                      layout=W.Layout(width="230px"))
        self.cheat_rate = W.FloatSlider(value=agent.cheat_rate, min=0, max=1, step=0.05, **slider)
        self.attention = W.FloatSlider(value=agent.attention, min=0, max=1, step=0.05, **slider)
        self.reaction = W.FloatSlider(value=agent.reaction, min=0.2, max=2.0, step=0.05, **slider)
        self.set_lang(lang)
        self.strategy.observe(self._strategy, names="value")
        self._strategy({"new": kind, "old": kind})
        super().__init__([self.label, self.strategy, self.cheat_rate, self.attention, self.reaction])

    def _strategy(self, change) -> None:
        if self._relabeling:
            return
        honest = change["new"] == "honest"
        if change["new"] != change["old"]:
            self.cheat_rate.value = DEFAULT_CHEAT.get(change["new"], 0.2)
        self.cheat_rate.disabled = honest

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
        return make_bot(self.strategy.value, **settings)

    def controls(self):
        """The four controls of the row (strategy, cheat rate, attention, reaction)."""
        return (self.strategy, self.cheat_rate, self.attention, self.reaction)


class BotSettings(W.VBox):
    """Rows of SeatSettings; `on_change(agents)` runs after each change of any row.

    agents: the current agents, one per seat (their settings fill the rows; a non-bot seat
    such as a Human gets a random bot's row).  names: seat names.  lang: the language of the
    labels ("en" or "de", see `set_lang`).
    """

    def __init__(self, agents: Sequence, names: Sequence[str],
                 on_change: Optional[Callable[[List], None]] = None, lang: str = "en"):
        self.on_change = on_change
        self.rows = [SeatSettings(names[i], agent, lang) for i, agent in enumerate(agents)]
        for row in self.rows:
            for control in row.controls():
                control.observe(self._changed, names="value")
        self._holding = False
        self.header = W.HTML(say(lang, "settings_header"))
        super().__init__([self.header, *self.rows])

    def set_lang(self, lang: str) -> None:
        """Label the header and every row in `lang` ("en" or "de"; others: English); no rerun."""
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
        mogel.BOTS), cheat_rate, attention, reaction (numbers; the sliders keep them in their
        range).  The strategy is set first, so a cheat_rate given with it stays.  Raises
        IndexError for a seat that is not one, ValueError for another setting, another bot or
        a value a slider refuses (not a number); the row then stays as it was and nothing is replayed."""
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
        if not self._holding and self.on_change is not None:
            self.on_change(self.agents())
