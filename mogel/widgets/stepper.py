"""The stepper: Back, Step, Play to end of round, End of game, a slider over the events, and autoplay.

The stepper owns one number, the position (0..maximum): how many told events have happened
(see mogel.present.timeline.Timeline).  It changes nothing in a game; whoever builds it passes
`on_move(position)` and redraws from the engine's events.  "Back" is simply position - 1:
the state there is rebuilt from the events (`Game.state_at`).

Autoplay is a browser-side `ipywidgets.Play` (kept out of sight) driven by the labelled
"Autoplay" toggle; its speed slider sets events per second.  Without a browser (tests,
nbclient) autoplay does nothing, and every other control works from Python:
`stepper.step.click()`, `stepper.slider.value = 12`.  Every handler tells its errors in the
error area (mogel.widgets.errors); a double click on Step from the browser steps once.
"""

from __future__ import annotations

from typing import Callable, Optional

import ipywidgets as W

from .errors import Button, ErrorArea, observe, on_click
from .viewer_text import say


class Stepper(W.VBox):
    """Controls for moving through a game's events.

    on_move: called with the new position after every change.  round_end: called with the
    current position, returns the position at the end of that round (or None).  lang: the
    language of the labels ("en" or "de", see `set_lang`).  error_area: where the handlers tell
    their errors (mogel.widgets.errors; default: an area of the stepper's own, below it).
    """

    def __init__(self, on_move: Callable[[int], None], round_end: Optional[Callable[[int], Optional[int]]] = None,
                 maximum: int = 0, position: int = 0, lang: str = "en", error_area: Optional[ErrorArea] = None):
        self._on_move = on_move
        self._round_end = round_end
        self._quiet = False
        self.lang = lang
        own = error_area is None
        self.error_area = ErrorArea("Stepper", lambda: self.lang) if own else error_area
        self.back = Button(layout=W.Layout(width="auto"))
        self.step = Button(button_style="primary", layout=W.Layout(width="auto"))
        self.to_round_end = Button(layout=W.Layout(width="auto"))
        self.to_start = Button(layout=W.Layout(width="auto"))
        self.to_end = Button(layout=W.Layout(width="auto"))
        self.slider = W.IntSlider(value=position, min=0, max=maximum, continuous_update=True,
                                  layout=W.Layout(width="420px"), style={"description_width": "initial"})
        self.autoplay = W.ToggleButton(value=False, icon="play", layout=W.Layout(width="auto"))
        self.speed = W.IntSlider(value=2, min=1, max=10, style={"description_width": "initial"},
                                 layout=W.Layout(width="340px"))     # its label ("Tempo (Ereignisse/s)") and a track
        self.set_lang(lang)
        self.play = W.Play(value=position, min=0, max=maximum, interval=500, show_repeat=False,
                           layout=W.Layout(display="none"))
        area = self.error_area
        observe(self.play, area, lambda ch: self.go(ch["new"]))
        W.link((self.play, "max"), (self.slider, "max"))
        W.link((self.play, "playing"), (self.autoplay, "value"))
        on_click(self.back, area, lambda _: self.go(self.slider.value - 1))
        on_click(self.step, area, lambda _: self.go(self.slider.value + 1))
        on_click(self.to_start, area, lambda _: self.go(0))
        on_click(self.to_round_end, area, self._end_of_round)
        on_click(self.to_end, area, lambda _: self.go(self.slider.max))
        observe(self.slider, area, self._moved)
        observe(self.speed, area, self._speed)
        self._speed({"new": self.speed.value})
        self._update_buttons()
        super().__init__([W.HBox([self.to_start, self.back, self.step, self.to_round_end, self.to_end],
                                 layout=W.Layout(flex_flow="row wrap")),
                          W.HBox([self.slider, self.autoplay, self.speed, self.play], layout=W.Layout(flex_flow="row wrap")),
                          *([area] if own else [])])

    def set_lang(self, lang: str) -> None:
        """Label the controls in `lang` ("en" or "de"; others: English); the position stays."""
        self.lang = lang
        for control, key in ((self.back, "back"), (self.step, "step"), (self.to_round_end, "round_end"),
                             (self.to_end, "game_end"),
                             (self.to_start, "start"), (self.autoplay, "autoplay")):
            control.description = say(lang, key)
            control.tooltip = say(lang, key + "_tip")
        self.slider.description = say(lang, "event")
        self.speed.description = say(lang, "speed")

    # --- the position ---------------------------------------------------------------------
    @property
    def position(self) -> int:
        """How many told events have happened (the slider's value)."""
        return self.slider.value

    @property
    def maximum(self) -> int:
        """The last position (all told events)."""
        return self.slider.max

    def go(self, position: int) -> int:
        """Move to `position` (clamped to 0..maximum); returns the new position."""
        position = max(0, min(int(position), self.slider.max))
        self.slider.value = position
        return position

    def reset(self, maximum: int, position: int) -> None:
        """New bounds (another game or another view); moves to `position` and redraws once."""
        position = max(0, min(position, maximum))
        self._quiet = True
        try:
            if maximum >= self.slider.max:
                self.slider.max = maximum
                self.slider.value = position
            else:
                self.slider.value = position
                self.slider.max = maximum
        finally:
            self._quiet = False
        self._update_buttons()
        self._follow()
        self._on_move(self.slider.value)

    # --- handlers ---------------------------------------------------------------------------
    def _moved(self, change) -> None:
        if self._quiet:
            return
        self._update_buttons()
        self._follow()
        self._on_move(change["new"])

    def _follow(self) -> None:
        """Put the hidden Play widget where the slider is.  Not a traitlets link: a redraw that
        moves the slider again (a view following a role) while the link is busy would
        leave Play behind, and its next tick would jump back."""
        if self.play.value != self.slider.value:
            self.play.value = self.slider.value

    def _end_of_round(self, _button=None) -> None:
        if self._round_end is None:
            self.go(self.slider.max)
            return
        target = self._round_end(self.slider.value)
        self.go(self.slider.max if target is None else target)

    def _speed(self, change) -> None:
        self.play.interval = max(50, int(1000 / max(1, change["new"])))

    def _update_buttons(self) -> None:
        at_start, at_end = self.slider.value <= 0, self.slider.value >= self.slider.max
        self.back.disabled = self.to_start.disabled = at_start
        self.step.disabled = self.to_round_end.disabled = self.to_end.disabled = at_end
