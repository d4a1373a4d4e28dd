"""Play a seat against bots by clicking: legal cards as buttons, hide a card, "Caught!", "Slap!".

`HumanSeat(seed=3)` seats a `mogel.Human` (seat 0 unless told) with bots.  The game runs
until the human must decide (`Game.advance`), then shows that decision as labelled buttons:

- play / give / choose: one button per legal card ("Play owl (3)", "Lay BLACK 11 face down"
  for a play `face down`), plus "Don't play" or "Keep my cards" where the rules say `may`;
  give_to: one button per player ("To Bo"); a rules choice, or any decision with named
  options: one button per option or player, "Choose nothing" for a `may`
  (mogel.present.offers);
- react (a race: a slap race, a card that starts one): a "Slap!" button (and "Let it pass" for a
  race the human may join, `who may`, which answers None: it does not run); the reaction time is
  measured from the moment that race's prompt first appeared (a redraw does not restart it)
  and sent as the answer (seconds);
- accuse, when the human holds the watching role and noticed a cheat: "Caught! Bo" ...
  or "Say nothing"; an accusation that no cheat opened (a challenge) is always asked.

Cheat and accuse decisions are asked after every move; so that the human is not asked all
the time they are answered automatically: "no" (None), unless the human armed one before:
"Hide a card..." then "Hide joker (3)" hides a card of that face at the next chance;
"Caught! Bo" (shown while the human holds the watching role) calls it at the next chance.
"Let a bot finish my game" answers the rest like mogel.HonestBot (the record stays exact).
An armed call is dropped (with a note) once the human may no longer make it; the "Hide" row
closes while the human may not cheat.  A move the rules made for the human (the only legal
card, or the `otherwise` when none was) is told above the next prompt, and a card a decision
leaves out is told why, in the rules' words (mogel.present.offers); above the next prompt
stands what happened since the human's last choice (a race lost, a catch, a round scored: the
seat's own log lines, with their numbers; mogel.present.offers), and the status line
holds only the notes of that choice and what is armed.  A RunawayGame stops the
game with "This game never ended: ...", another RulesRuntimeError with "The rules stopped
this game: ...".  Prompts, buttons and notes are in the Narration language (mogel.present.seat_words).

Every control is an ipywidgets Button (keyboard: Tab to it, Enter/Space to press), its handler
can be called from Python (`seat.choice_buttons[0].click()`) and tells its errors in the seat's
`error_area` (mogel.widgets.errors); re-running the cell closes the seats its earlier run made.
"""

from __future__ import annotations

import random
import secrets
import time
from html import escape
from typing import List, Optional, Sequence

import ipywidgets as W

from ..agents import HonestBot, Human, RandomBot, SneakyBot
from ..errors import MogelError, RulesRuntimeError, RunawayGame
from ..play.game import Game
from ..check.loader import load_rules
from ..present.narrate import LANGUAGES
from .errors import Button, ErrorArea, facts, observe, on_click
from .human_save import Saving, resumed_seat
from ..present.seat_words import DECIDING, call_word, listed, say, totals_text, watcher_row, winners_text
from .log import EventLog, Timeline, rule_line
from ..present.offers import ChoicePrompts, Told, made_for, not_offered
from .table import TableView
from .toplevel import accessible, opened
from .viewer import LANGS

NUMBER_BUTTONS = 21   # a choice of a number: a button for each of up to this many numbers, else a box


class HumanSeat(ChoicePrompts, Told, Saving, W.VBox):
    """A game with one human seat, played by clicking.

    rules: a Rules (default: packaged rules.mm); bots: the other seats' agents, in seat order
    (default: random, sneaky, honest); seat: the human's seat; attention: the human's chance
    of noticing a cheat while holding the watching role; oldest: the seat that gets the watching
    role first (default: the next seat, so the human may cheat from the start); seed: the
    game's seed (default: a fresh one from the system's randomness, so that each game deals
    anew; the seat's log does not name it, `game.seed` holds it).  Attributes:
    `game`, `decision` (pending, or None when the game is over), `question` (the prompt as
    plain text), `choice_buttons`, `hide_buttons`, `caught_buttons`, `slap_button`, `notes`
    (in the language now), `finished`, `error` (the RulesRuntimeError of a game the rules
    could not end, else None).  Raises MogelError for a seat that is not one, ValueError for
    a language the narration does not speak.  resume: a file "Save game" wrote, to go on with (human_save).
    """

    def __init__(self, rules=None, bots: Optional[Sequence] = None, seed: Optional[int] = None, *, seat: int = 0,
                 lang: str = "en", attention: float = 0.5, oldest: Optional[int] = None, resume=None):
        game, rules, bots, seed, seat = resumed_seat(resume, lang) if resume is not None else (None, rules, bots, seed, seat)
        seed = secrets.randbelow(10 ** 9) if seed is None else seed   # a fresh deal: the seed fixes every card
        rules = rules if rules is not None else load_rules()
        bots = list(bots) if bots is not None else [RandomBot(), SneakyBot(), HonestBot()]
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat <= len(bots):
            raise MogelError(f"the human's seat must be 0 to {len(bots)}, not {seat!r}")
        if lang not in LANGUAGES:
            raise ValueError(f"no narration in {lang!r}: choose one of {', '.join(LANGUAGES)}")
        agents = bots[:seat] + [Human(attention=attention)] + bots[seat:]
        self.seat = seat
        self.lang = lang
        oldest = (seat + 1) % len(agents) if oldest is None else oldest
        self.game = game if game is not None else Game(rules, agents, seed, oldest=oldest)
        self.names = self.game.narrator.names
        self.decision = None
        self.armed_cheat = None          # the face (deck.face_ids) to hide at the next chance
        self.armed_accuse = None         # seat to call "Caught!" on at the next chance
        self._notes: List[tuple] = []    # (text key, card and seat numbers): said in the language now
        self._made: List[tuple] = []     # notes of the moves the rules made for the human since the last answer
        self._first = None               # the first card the human chose of the selection being made
        self.error: Optional[RulesRuntimeError] = None
        self._prompt_time = time.monotonic()
        self._prompted = None            # the decision whose prompt started `_prompt_time`
        self._helper = HonestBot()
        self._rng = random.Random(f"mogel-human-helper/{seed}")
        area = self.error_area = ErrorArea("HumanSeat", lambda: self.lang, lambda: facts(
            self.game.rules, seed, seat=seat, decision=getattr(self.decision, "kind", None), lang=self.lang))
        self.table = TableView(self.game, layout=W.Layout(width="60%"))
        self.event_log = EventLog(layout=W.Layout(width="40%"))
        self.prompt = W.HTML()
        self.choices = W.HBox(layout=W.Layout(flex_flow="row wrap"))
        self.choices.add_class("mogel-choices")   # for the browser tests (tests/cli/test_app_browser.py)
        self.choice_buttons: List[W.Button] = []
        self.number_box: Optional[W.BoundedIntText] = None   # the box of a choice of a number from a wide range
        self.slap_button: Optional[W.Button] = None
        self.hide_toggle = Button(description=say(lang, "hide_toggle"), icon="eye-slash",
                                  layout=W.Layout(width="auto"), tooltip=say(lang, "hide_tip"))
        on_click(self.hide_toggle, area, self._toggle_hide)
        self.hide_row = W.HBox(layout=W.Layout(flex_flow="row wrap"))
        self.hide_buttons: List[W.Button] = []
        self.caught_row = W.HBox(layout=W.Layout(flex_flow="row wrap"))
        self.caught_buttons: List[W.Button] = []
        self.finish_button = Button(description=say(lang, "finish"), icon="forward",
                                    layout=W.Layout(width="auto"), tooltip=say(lang, "finish_tip"))
        on_click(self.finish_button, area, lambda _: self.finish())
        self.language = W.ToggleButtons(options=LANGS, value=lang, description=say(lang, "narration"),
                                        style={"button_width": "auto"})
        observe(self.language, area, self._language)
        self.status = W.HTML()
        self._timeline = Timeline(self.game, seat, lang)
        super().__init__([self.language, self.prompt, self.choices, area,
                          W.HBox([self.hide_toggle, self.finish_button]),
                          self.hide_row, self.caught_row, self.status, self._save_row(),
                          W.HBox([self.table, self.event_log], layout=W.Layout(width="100%"))])
        self._advance()
        accessible(self)
        opened(self)

    # --- driving the game --------------------------------------------------------------------
    @property
    def finished(self) -> bool:
        """Whether the game is over."""
        return self.game.finished

    def answer(self, value, decision=None) -> None:
        """Answer the pending decision with `value` (what every button does).  A button made
        for an earlier `decision` (a double click) is ignored."""
        if self.decision is None or (decision is not None and decision is not self.decision):
            return
        self._advance(value, answering=True)

    def _advance(self, value=None, answering: bool = False) -> None:
        if answering and not self.decision.info.get("chosen"):   # the first card of `A to B cards` tells the move
            self._first = value
        game, start, answered = self.game, len(self.game.events), (self.decision.kind, self._first) if answering else None
        self._since = (start, len(self._notes))          # what is told from now on (mogel.present.offers)
        try:
            decision = game.advance(value) if answering else game.advance()
            while decision is not None:
                auto = self._automatic(decision)
                if auto is _ASK:
                    break
                decision = game.advance(auto)
        except RulesRuntimeError as err:     # the rules cannot end the round: shown, play stops
            self.error, decision = err, None
        self._made = made_for(game, self.seat, start, answered)
        self.decision = decision
        self._redraw()

    def _automatic(self, d):
        """The automatic answer to a cheat/accuse decision, or _ASK to ask the human."""
        if d.kind == "cheat":
            if self.armed_cheat is None:
                return None
            deck = self.game.program.deck
            for option in d.options:
                if option is not None and deck.face_ids[option] == self.armed_cheat:
                    self._note("hid", card=option)
                    self.armed_cheat = None
                    return option
            if not any(deck.face_ids[c] == self.armed_cheat for c in self.game.view(self.seat).hand):
                self._note("gone")
                self.armed_cheat = None
            return None
        if d.kind == "accuse":
            if d.info.get("noticed") or "noticed" not in d.info:   # seen; or not after a cheat (a challenge)
                return _ASK
            if self.armed_accuse is not None and self.armed_accuse in d.options:
                target, self.armed_accuse = self.armed_accuse, None
                self._note("called", seat=target)
                return target
            return None
        return _ASK

    def finish(self) -> None:
        """Play the rest of the game for the human, like mogel.HonestBot would."""
        while self.decision is not None:
            view = self.game.view(self.seat)
            self.answer(self._helper.decide(view, self.decision, self._rng))

    # --- what the human may do now -------------------------------------------------------------
    def may_cheat(self) -> bool:
        """Whether the rules let the human make a covert move now (e.g. not as the guard)."""
        return self.game.may_cheat(self.seat)

    def is_watcher(self) -> bool:
        """Whether the human may accuse now (holds the role that calls "Caught!")."""
        return self.game.may_accuse(self.seat)

    def slap(self, seconds: Optional[float] = None, decision=None) -> None:
        """Answer a race: `seconds` given, or measured since the race prompt was shown."""
        if self.decision is None or self.decision.kind != "react" or decision not in (None, self.decision):
            return
        if seconds is None:
            seconds = time.monotonic() - self._prompt_time
        self.answer(round(min(60.0, max(0.05, float(seconds))), 3))

    # --- words and buttons ----------------------------------------------------------------------
    def _say(self, key: str, **fields) -> str:
        return say(self.lang, key, call=call_word(self.game.rules, self.lang), **fields)

    def _note(self, key: str, **fields) -> None:
        """Keep a note of the status line: text `key` with a `card` (card number) or a `seat`."""
        self._notes.append((key, fields))

    @property
    def notes(self) -> List[str]:
        """The notes so far ("You hid an owl (3)."), oldest first, in the Narration language now."""
        return [self._words(key, fields) for key, fields in self._notes]

    @property
    def made_for_you(self) -> List[str]:
        """The moves the rules made for the human since the last answer (see mogel.present.offers)."""
        return [self._words(*note) for note in self._made]

    @property
    def not_offered(self) -> List[str]:
        """Why each card of the hand the pending decision leaves out is not offered (the rules' words)."""
        d = self.decision
        return [self._words(*note) for note in (not_offered(self.game, self.game.state, self.seat, d.kind, d.span,
                                                            d.options) if d else ())]

    def _words(self, key: str, fields: dict) -> str:
        """Text `key` with card numbers (`card`, `cards`) and a `seat` named in the language now."""
        named = {"card": self._card, "seat": self.names.__getitem__, "cards": lambda cards: listed(self.lang, map(
            str, map(self._card, cards)))}
        return self._say(key, **{k: named.get(k, lambda v: v)(v) for k, v in fields.items()})

    def _button(self, label: str, value, style: str = "", tooltip: str = "") -> W.Button:
        button = Button(description=label, button_style=style, tooltip=tooltip or label, layout=W.Layout(width="auto"))
        on_click(button, self.error_area, lambda _b, v=value, d=self.decision: self.answer(v, d))
        return button

    def _choice_buttons(self, d) -> List[W.Button]:
        if d.kind == "react":
            button = Button(description=self._say("slap"), button_style="danger", icon="hand-paper-o",
                            tooltip=self._say("slap_tip"), layout=W.Layout(width="auto"))
            on_click(button, self.error_area, lambda _b, d=self.decision: self.slap(decision=d))
            self.slap_button = button   # a race the human may join (`who may`): it may let it pass (None)
            return [button, self._button(self._say("let_pass"), None)] if d.info.get("may") else [button]
        self.slap_button = None
        if d.info.get("what") == "number" and len(d.options) > NUMBER_BUTTONS:   # a wide range: a box to type in
            return self._number_box(d)
        return [self._button(label, value, style) for label, value, style in self.options(d)]

    def _number_box(self, d) -> List[W.Widget]:
        """A box for the number, its button, and "Choose nothing" where the seat may decline."""
        low, high = min(o for o in d.options if o is not None), max(o for o in d.options if o is not None)
        box = self.number_box = W.BoundedIntText(low, min=low, max=high, description=self._say("number_box"))
        button = Button(description=self._say("number_go"), button_style="primary", layout=W.Layout(width="auto"))

        def chosen(_b, d=self.decision):
            if box.value not in d.options:
                raise MogelError(self._say("number_not_offered", number=box.value))
            self.answer(box.value, d)
        on_click(button, self.error_area, chosen)
        return [box, button] + [self._button(label, None, style) for label, value, style in self.options(d) if value is None]

    def _toggle_hide(self, _button=None) -> None:
        if self.hide_row.children or self.hide_toggle.disabled:
            self.hide_row.children, self.hide_buttons = (), []
            return
        self._fill_hide_row()

    def _fill_hide_row(self) -> None:
        hand, seen, buttons = self.game.view(self.seat).hand, set(), []
        deck = self.game.program.deck
        for card in hand:
            face = deck.face_ids[card]
            if face in seen:
                continue
            seen.add(face)
            button = Button(description=self._say("hide", card=self._card(card)), layout=W.Layout(width="auto"),
                            tooltip=self._say("hide_card_tip"))
            on_click(button, self.error_area, lambda _b, f=face, c=card: self._arm_cheat(f, c))
            buttons.append(button)
        cancel = Button(description=self._say("cancel"), tooltip=self._say("cancel_tip"), layout=W.Layout(width="auto"))
        on_click(cancel, self.error_area, lambda _b: self._arm_cheat(None, None))
        self.hide_buttons = buttons
        self.hide_row.children = [*buttons, cancel]

    def _arm_cheat(self, face, card) -> None:
        if face is not None and (self.decision is None or not self.may_cheat()):
            return                                   # a button of a row that no longer applies
        self.armed_cheat = face
        self._armed_card = card
        self.hide_row.children, self.hide_buttons = (), []
        if face is None:
            self._note("arm_none")
        else:
            self._note("arm_hide", card=card)
        self._redraw()

    def _arm_accuse(self, seat) -> None:
        if self.decision is None or not self.is_watcher():
            return
        self.armed_accuse = seat
        self._note("arm_accuse", seat=seat)
        self._redraw()

    def _language(self, change) -> None:
        self.lang = change["new"]
        self._timeline = Timeline(self.game, self.seat, self.lang)
        if self.hide_row.children:
            self._fill_hide_row()
        self._redraw()

    # --- drawing ------------------------------------------------------------------------------
    def _redraw(self) -> None:
        d = self.decision
        self._timeline.refresh()
        state = self.game.state
        last = self.game.events[-1] if self.game.events else None
        fresh = [c for c, _, _ in last.moves] if last is not None and last.kind != "deal" else []
        self.table.show(state, self.seat, self.lang, fresh, None if d is None else self.seat,  # asked: to play,
                        d is not None and d.kind in DECIDING)                                # or to decide
        self.event_log.show(self._timeline, len(self._timeline))
        self._draw_prompt(d, state)
        playing = d is not None
        self._drop_stale(playing)
        self.hide_toggle.description, self.finish_button.description = self._say("hide_toggle"), self._say("finish")
        self.hide_toggle.tooltip, self.finish_button.tooltip = self._say("hide_tip"), self._say("finish_tip")
        self.language.description = self._say("narration")
        self.hide_toggle.disabled = not playing or not self.may_cheat()
        if self.hide_toggle.disabled:
            self.hide_row.children, self.hide_buttons = (), []
        self.finish_button.disabled = not playing
        self.caught_buttons = []
        if playing and d.kind != "accuse" and self.is_watcher():
            for s in range(state.n):
                if s != self.seat:
                    button = Button(description=self._say("caught", seat=self.names[s]), layout=W.Layout(width="auto"),
                                    tooltip=self._say("caught_tip", seat=self.names[s]))
                    on_click(button, self.error_area, lambda _b, s=s: self._arm_accuse(s))
                    self.caught_buttons.append(button)
            why = watcher_row(self.game, self.seat, state, self.lang)
            head = W.HTML(f"<b>{escape(why)}</b> {escape(self._say('hunch'))}")
            self.caught_row.children = [head, *self.caught_buttons]
        else:
            self.caught_row.children = []
        self.status.value = self._status_html()          # mogel.present.offers

    def _draw_prompt(self, d, state) -> None:
        """The prompt and the choice buttons of decision `d` (None: the game is over or stopped)."""
        if d is None:
            totals = totals_text(self.game, state.totals, self.names, self.lang)   # a game with teams: by team
            winners, won = winners_text(self.game, self.game.winners, self.names, self.lang)
            key = "over" if won == 1 else "over_tie"
            key = key if self.error is None else "never" if isinstance(self.error, RunawayGame) else "stopped"
            self.question = self._say(key, error=str(self.error), totals=totals, winners=winners, seed=self.game.seed)
            self.prompt.value = (self._told_box() + "<h2 style='color:#000;font-size:15px;line-height:1.3;"
                                 f"margin:6px 0'>{escape(self.question)}</h2>")
            self.choice_buttons, self.choices.children, self.slap_button = [], [], None
            return
        if d is not self._prompted:                  # a new prompt: the race clock starts now
            self._prompted, self._prompt_time = d, time.monotonic()
        self.question = self._question(d)     # mogel.present.offers
        why = rule_line(self.game, d.span).replace("\n", "  ")
        self.prompt.value = (self._told_box() + "<p style='color:#000;font-size:15px'><b>"
                             f"{escape(self.question)}</b><br><code style='color:#000'>{escape(why)}</code></p>"
                             + "".join(f"<p style='color:#000;margin:2px 0'>{escape(t)}</p>" for t in self.not_offered))
        self.choice_buttons = self._choice_buttons(d)
        self.choices.children = self.choice_buttons

    def _drop_stale(self, playing: bool) -> None:
        """Forget an armed hide the human may no longer make, and an armed "Caught!" once the
        human no longer holds the watching role (or the game is over), with a note."""
        if self.armed_accuse is not None and not (playing and self.is_watcher()):
            if playing:
                self._note("lost_watch", seat=self.armed_accuse)
            self.armed_accuse = None
        if self.armed_cheat is not None and not (playing and self.may_cheat()):
            if playing:
                self._note("no_cheat", card=self._armed_card)
            self.armed_cheat = None


_ASK = object()
