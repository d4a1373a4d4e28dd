"""Every handler of every widget goes through `guard`: an error is shown in the widget, never lost.

ipywidgets sends an exception of a button handler to its log only (and one of an observer to
the kernel's), so a notebook widget whose handler failed just stops answering.  Each widget of
mogel.widgets has an `ErrorArea` (an HTML line of its own, `widget.error_area`) and registers
every handler through `guard(area, handler)` (`on_click` and `observe` below do both):

- a MogelError (the rules or the settings refuse something) is told in words, as it says (the
  checker's located messages, a RulesError, in the widget's language);
- any other exception is told as "Something went wrong with "Step": <what>" in the widget's
  language (TEXT, English and German), with a collapsed "report this" detail: the exception's
  type and message, where in mogel it happened (file:line, no values), the mogel, Python and
  ipywidgets versions, the widget and its game (rules file, seed, variants, a human's seat).
  Nothing of the game's state is in it, so a seat's view never shows another seat's cards;
- the area is cleared when the next handler of the widget starts.

The error's own message stays as Python or the engine wrote it (English): the German line says
so ("Meldung auf Englisch: ..."), as the viewer does for the engine's messages; the checker's
messages (a RulesError) come in the widget's language.  The "report this" detail is English in
both languages: it is read by the people who fix mogel.

An error of a handler that another handler of the same widget set off (Step moves the slider,
whose observer redraws) names the control the person used ("Step"), not the slider.

Under pytest the other exceptions are raised again after being shown, so a test fails loudly;
`Button.click()` then calls the handlers itself, since ipywidgets' click dispatcher would catch
the exception and only log it.  "Under pytest" is read from the environment variable
PYTEST_CURRENT_TEST, which pytest sets only while a test runs (a notebook that merely imported
pytest, e.g. for ipytest, still shows errors); MOGEL_WIDGET_ERRORS=show or =raise overrides it
either way (`reraising`).

Buttons are `Button`s: a second click from the browser that arrives within DOUBLE_CLICK seconds
after the previous click was handled is a double click (or a click queued while the first
was being handled) and is dropped; `button.click()` from Python always counts.  A click
handler registered with `on_click` is also not run again while it is still running.
"""

from __future__ import annotations

import logging
import os
import sys
import time
import traceback
from html import escape
from typing import Callable, Optional

import ipywidgets as W

from ..errors import MogelError, RulesError
from .viewer_text import say_from

ENV = "MOGEL_WIDGET_ERRORS"
DOUBLE_CLICK = 0.25         # seconds after a handled click in which another browser click is dropped: sent
                            # before its result could be seen (a person reacts in 0.2 s, plus the round trip)
MESSAGE_CHARS = 600         # the longest message shown; the rest is cut
_log = logging.getLogger(__name__)

TEXT = {
    "en": {
        "wrong": "<b>Something went wrong</b> with \u201c{control}\u201d: {what}. This is a mistake in mogel, "
                 "not in what you did: please report it (open \u201creport this\u201d and copy the lines). "
                 "Re-run the cell to start again.",
        "wrong_plain": "<b>Something went wrong</b>: {what}. This is a mistake in mogel, not in what you did: "
                       "please report it (open \u201creport this\u201d and copy the lines). "
                       "Re-run the cell to start again.",
        "refused": "<b>That did not work</b> (\u201c{control}\u201d): {what}",
        "refused_plain": "<b>That did not work:</b> {what}",
        "english": "{message}",
        "report": "report this",
    },
    "de": {
        "wrong": "<b>Etwas ist schiefgegangen</b> bei \u201e{control}\u201c: {what}. Das ist ein Fehler in mogel, "
                 "nicht in dem, was du getan hast: bitte melde ihn (\u201eFehler melden\u201c aufklappen und "
                 "die Zeilen kopieren). F\u00fchre die Zelle noch einmal aus, um neu anzufangen.",
        "wrong_plain": "<b>Etwas ist schiefgegangen</b>: {what}. Das ist ein Fehler in mogel, nicht in dem, "
                       "was du getan hast: bitte melde ihn (\u201eFehler melden\u201c aufklappen und die Zeilen "
                       "kopieren). F\u00fchre die Zelle noch einmal aus, um neu anzufangen.",
        "refused": "<b>Das ging nicht</b> (\u201e{control}\u201c): {what}",
        "refused_plain": "<b>Das ging nicht:</b> {what}",
        "english": "Meldung auf Englisch: {message}",
        "report": "Fehler melden",
    },
}


def say(lang: str, key: str, **fields) -> str:
    """The error area's text `key` in `lang` (English for an unknown language), `fields` filled in."""
    return say_from(TEXT, lang, key, **fields)


def reraising() -> bool:
    """Whether a handler's unexpected exception is raised again after being shown: MOGEL_WIDGET_ERRORS
    "raise" or "show" if set, else while pytest runs a test (PYTEST_CURRENT_TEST is set)."""
    setting = os.environ.get(ENV, "").strip().lower()
    if setting in ("raise", "show"):
        return setting == "raise"
    return "PYTEST_CURRENT_TEST" in os.environ


def _versions() -> str:
    try:
        from importlib.metadata import version
        mogel = version("mogel")
    except Exception:   # noqa: BLE001 - a source tree that is not installed
        mogel = "unknown"
    python = ".".join(map(str, sys.version_info[:3]))
    return f"mogel {mogel}, Python {python}, ipywidgets {W.__version__}"


def _where(err: BaseException, frames: int = 6) -> str:
    """The last `frames` places of the traceback as "mogel/widgets/human.py:123 in _redraw" (no
    values, no folders above the package: nothing of the game or of the user's computer)."""
    out = []
    for frame in traceback.extract_tb(err.__traceback__)[-frames:]:
        path = frame.filename.replace("\\", "/")
        cut = path.rfind("/mogel/")
        path = path[cut + 1:] if cut >= 0 else path.rsplit("/", 1)[-1]
        out.append(f"{path}:{frame.lineno} in {frame.name}")
    return "\n  ".join(out)


def control_name(args) -> str:
    """The label of the control a handler was called for: a button (the first argument of a
    click handler) or the owner of a traitlets change; "" when there is none."""
    if not args:
        return ""
    first = args[0]
    owner = first.get("owner") if isinstance(first, dict) else first
    label = getattr(owner, "description", "") or ""
    return label if isinstance(label, str) else ""


def facts(rules, seed, **more) -> dict:
    """The report's facts of a game: its rules file (the name only), game, variants and seed, and `more`."""
    name = getattr(getattr(rules, "game", None), "name", "?")
    file = os.path.basename(str(getattr(rules, "file", "") or "?"))
    applied = ", ".join(getattr(rules, "applied", ()) or ()) or "none"
    return {"game": f"{name} ({file})", "variants": applied, "seed": seed, **more}


class ErrorArea(W.HTML):
    """The line where a widget tells an error of one of its handlers (empty when there is none).

    widget: the widget's name for the report ("HumanSeat"); lang: returns the language to speak
    now ("en" or "de"); context: returns the report's facts (e.g. {"seed": 3, "variants": ...}),
    never a card of the game.  `error` is the exception told now (None when cleared)."""

    def __init__(self, widget: str, lang: Callable[[], str] = lambda: "en",
                 context: Callable[[], dict] = dict, **kwargs):
        super().__init__(**kwargs)
        self.widget, self._lang, self._context = widget, lang, context
        self.error: Optional[BaseException] = None
        self.report = ""            # the text of the "report this" detail ("" for a MogelError)
        self.depth = 0              # how many guarded handlers of this area are running now
        self.control = ""           # the label of the control whose handler runs outermost
        self.add_class("mogel-error-area")

    def clear(self) -> None:
        """Hide the error told (if any)."""
        self.error, self.report = None, ""
        if self.value:
            self.value = ""

    def tell(self, err: BaseException, control: str = "") -> None:
        """Show `err` in words (see the module); `control`: the label of the control used."""
        try:
            lang = self._lang()
        except Exception:   # noqa: BLE001 - a widget broken halfway still gets its message out
            lang = "en"
        what = (err.render(lang) if isinstance(err, RulesError) else str(err)).strip() or type(err).__name__
        what = what if len(what) <= MESSAGE_CHARS else what[:MESSAGE_CHARS] + " ..."
        self.error = err
        if isinstance(err, MogelError):
            words = escape(what if isinstance(err, RulesError) else say(lang, "english", message=what))
            key = "refused" if control else "refused_plain"
            self.report = ""
            self.value = (f"<div role='alert' style='color:#000;background:#FFF3D6;border-left:5px solid #E69F00;"
                          f"padding:4px;margin:4px 0'>{say(lang, key, control=escape(control), what=words)}</div>")
            return
        self.report = self._report(err, control)
        key = "wrong" if control else "wrong_plain"
        line = say(lang, key, control=escape(control), what=escape(f"{type(err).__name__}: {what}"))
        self.value = (f"<div role='alert' style='color:#000;background:#FDECEA;border-left:5px solid #D55E00;"
                      f"padding:4px;margin:4px 0'>{line}<details><summary>{escape(say(lang, 'report'))}</summary>"
                      f"<pre style='color:#000;white-space:pre-wrap;margin:2px 0'>{escape(self.report)}</pre>"
                      "</details></div>")
        _log.info("%s: error in a handler", self.widget, exc_info=err)

    def _report(self, err: BaseException, control: str) -> str:
        try:
            facts = dict(self._context())
        except Exception as bad:   # noqa: BLE001 - the report says so instead of failing
            facts = {"context": f"unavailable ({type(bad).__name__})"}
        what = str(err)
        what = what if len(what) <= MESSAGE_CHARS else what[:MESSAGE_CHARS] + " ..."
        lines = [f"error: {type(err).__name__}: {what}", f"widget: {self.widget}"
                 + (f", control \u201c{control}\u201d" if control else "")]
        lines += [f"{key}: {value}" for key, value in facts.items()]
        lines += [_versions(), "at: " + (_where(err) or "?")]
        return "\n".join(lines)


class Guarded:
    """A handler that tells its errors in `area` (see the module); `once`: a call made while
    the same handler is still running is dropped (a click must not run twice at once)."""

    def __init__(self, area: ErrorArea, handler: Callable, once: bool = False):
        self.area, self.handler, self.once = area, handler, once
        self.running = False
        self.__doc__ = getattr(handler, "__doc__", None)

    def __call__(self, *args, **kwargs):
        if self.once and self.running:
            return None
        area = self.area
        if area.depth == 0:                 # the control the person used: its handler runs outermost
            area.clear()
            area.control = control_name(args)
        area.depth += 1
        self.running = True
        try:
            return self.handler(*args, **kwargs)
        except MogelError as err:
            area.tell(err, area.control)
        except Exception as err:    # noqa: BLE001 - every other error is shown, and raised under pytest
            area.tell(err, area.control)
            if reraising():
                raise
        finally:
            self.running = False
            area.depth -= 1
        return None

    def __repr__(self) -> str:
        return f"Guarded({self.handler!r})"


def guard(area: ErrorArea, handler: Callable, once: bool = False) -> Guarded:
    """`handler` telling its errors in `area` (see the module)."""
    return Guarded(area, handler, once)


def on_click(button: W.Button, area: ErrorArea, handler: Callable) -> None:
    """Register `handler(button)` as `button`'s click handler, guarded and never run twice at once."""
    button.on_click(guard(area, handler, once=True))


def observe(widget: W.Widget, area: ErrorArea, handler: Callable, names: str = "value") -> None:
    """Register `handler(change)` as an observer of `widget`'s trait `names`, guarded."""
    widget.observe(guard(area, handler), names=names)


class Button(W.Button):
    """An ipywidgets Button that drops a double click from the browser, and whose `click()`
    raises a handler's exception under pytest (ipywidgets' dispatcher would only log it)."""

    _handled = float("-inf")     # time.monotonic() when the last browser click was handled

    def click(self):
        """Call the click handlers, as a click does (see the class)."""
        if not reraising():
            return super().click()
        for handler in self._click_handlers.callbacks:
            handler(self)
        return None

    def _handle_button_msg(self, _, content, buffers):
        if content.get("event", "") != "click":
            return super()._handle_button_msg(_, content, buffers)
        if time.monotonic() - self._handled < DOUBLE_CLICK:
            return None
        try:
            return super()._handle_button_msg(_, content, buffers)
        finally:
            self._handled = time.monotonic()
