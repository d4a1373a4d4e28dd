"""GameViewer: step through a bot game -- table, event log, stepper, whose view, language, settings.

    from mogel.widgets import GameViewer
    viewer = GameViewer(seed=3)                  # four bots on the packaged rules.mm
    viewer                                        # (in a notebook) shows the widget
    viewer.stepper.step.click()                   # what the Step button does

The viewer plays the whole game once (bots decide in milliseconds) and then shows it event
by event: the state at a position is rebuilt from the events (`Game.state_at`), so Back and
the slider replay, never undo.  Changing the bot settings, the variants or the seed plays
the same table again.  Views: everything (teacher), one seat, or whoever holds a role (a
watcher): a seat's table and log hide what it cannot see (mogel.present.views.Visibility).
Beside the log, the rules text with the rule of the newest event marked (`rules_panel`,
mogel.widgets.log.RulesPanel), which follows every move.  With `predict=True` the learner
predicts each event before it is shown (mogel.widgets.predict).
"""

from __future__ import annotations

from html import escape
from typing import Callable, List, Optional, Sequence, Union

import ipywidgets as W

from ..agents import HonestBot, RandomBot, SneakyBot
from ..errors import MogelError, RulesRuntimeError, RunawayGame
from ..play.game import Game
from ..check.loader import defines_set, load_rules
from ..present.narrate import LANGUAGES
from ..present.shown import noun
from ..check.variants import apply_variants, variant_names
from ..language.model import display_name
from .errors import ErrorArea, facts, observe
from .log import EventLog, RulesPanel, Timeline
from .predict import PredictPanel
from .settings import BotSettings, joinable
from .stepper import Stepper
from .table import TableView, to_play
from .toplevel import accessible, opened
from .viewer_text import say

LANGS = (("English", "en"), ("Deutsch", "de"))
PUBLIC = -1     # the view of someone who owns no zone: only what every player sees


def default_agents(players: int = 4):
    """A mixed table: random, honest, sneaky, random, ... (one per seat)."""
    kinds = (RandomBot, HonestBot, SneakyBot)
    return [kinds[i % 3]() for i in range(players)]


def view_options(game, lang: str = "en"):
    """(label, value) pairs for the view selector: everything, each seat, each role's holder;
    labels in `lang`, roles by their display names in the rules: a token by its holder ("Watcher
    holder"), a role told by its own sentence (`shown as:`, a place at the table) by its name
    ("Leader")."""
    names = game.narrator.names
    options = [(say(lang, "everything"), "all")] + [(names[p], p) for p in range(game.state.n)]
    for role, item in game.rules.roles.items():
        name = display_name(item.names, lang, role)
        label = name[:1].upper() + name[1:] if item.shown_as else say(lang, "holder", role=noun(item.names, lang, role, "role"))
        options.append((label, f"role:{role}"))
    return options


class GameViewer(W.VBox):
    """A bot game shown step by step.

    rules: a Rules (default: the packaged rules.mm); agents: one bot per seat (default
    `default_agents(players)`); seed: the game's seed; view: "all", a seat number or
    "role:NAME" (one of `view_options`); lang: "en" or "de"; start: "first_turn" (the dealt
    table), "end" (the last event) or a position of the "all" view (0 .. its number of told
    events): a seat or role view then opens at that moment, exactly as the View toggle
    switches; variants: a name or names applied to `rules`; settings: show the bot settings;
    explain: words the message of a game the rules stopped for the title (default: as it is);
    a RunawayGame is told as a game that never ends, another RulesRuntimeError as stopped;
    predict: show the predict-then-reveal panel under the stepper (`predictor`, a
    mogel.widgets.predict.PredictPanel; None without it).  `on_show`: functions called with
    the position after each redraw (the panel is one).
    Every label follows the Narration language (mogel.widgets.viewer_text).  Every control's
    handler tells its errors in `error_area`, below the stepper (mogel.widgets.errors), and
    re-running the notebook cell closes the viewers its earlier run made (mogel.widgets.toplevel).
    Raises ValueError for a view, start or language not listed here, MogelError (and its kinds) as
    mogel.Game and apply_variants do, except that a game the rules cannot end
    (RulesRuntimeError) is shown as far as it went, with `error` set.
    """

    def __init__(self, rules=None, agents: Optional[Sequence] = None, seed: int = 1, *, players: int = 4,
                 view: Union[str, int] = "all", lang: str = "en", start: Union[str, int] = "first_turn",
                 variants: Union[str, Sequence[str]] = (), settings: bool = False,
                 explain: Callable[[str], str] = str, predict: bool = False):
        if lang not in LANGUAGES:
            raise ValueError(f"no narration in {lang!r}: choose one of {', '.join(LANGUAGES)}")
        self.base_rules = rules if rules is not None else load_rules()
        self.variants = variant_names(variants)
        self.seed = seed
        self.agents = list(agents) if agents is not None else default_agents(players)
        self.lang = lang
        self.explain = explain
        self._timelines = {}
        self.game, self.error = self._play(self.variants, self.agents, seed)
        view = self._checked_view(view)
        self.error_area = ErrorArea("GameViewer", lambda: self.lang, lambda: facts(
            self.game.rules, self.seed, view=self.view_mode, event=self.position, lang=self.lang))
        self.view_mode, self._seat = "all", None        # drawn as "all" first, then switched like the toggle
        self.table = TableView(self.game)
        self.event_log = EventLog()
        self.title = W.HTML()
        everything = self.timeline_for(None)
        position = _start_position(everything, start)
        self.stepper = Stepper(self._show, self._round_end, len(everything), position, lang, self.error_area)
        self.view = W.ToggleButtons(options=view_options(self.game, lang), value=view, description=say(lang, "view"),
                                    tooltips=[say(lang, "view_tip")], style={"button_width": "auto"})
        self.language = W.ToggleButtons(options=LANGS, value=lang, description=say(lang, "narration"),
                                        style={"button_width": "auto"})
        self._relabeling = False
        observe(self.view, self.error_area, self._view_toggled)
        observe(self.language, self.error_area, lambda ch: self.set_lang(ch["new"]))
        self.settings = (BotSettings(self.game.agents, self.game.narrator.names, self.set_agents, lang,
                                     self.error_area, joins=joinable(self.base_rules)) if settings else None)
        self._settings_box = W.Accordion([self.settings], titles=(say(lang, "bot_settings"),)) if settings else None
        self.rules_panel = RulesPanel(lang, self.error_area)
        beside = W.VBox([self.event_log, self.rules_panel], layout=W.Layout(flex="38 1 300px", min_width="0"))
        body = W.HBox([self.table, beside], layout=W.Layout(width="100%", align_items="flex-start",
                                                             flex_flow="row wrap"))
        self.table.layout = W.Layout(flex="62 1 420px", min_width="0")   # side by side, or one under the other
        self.on_show: List[Callable[[int], None]] = []
        self.predictor = PredictPanel(self) if predict else None
        children = [self.title, self.view, self.language, self.stepper,
                    *([self.predictor] if predict else []), self.error_area, body]
        if self._settings_box is not None:
            children.append(self._settings_box)
        super().__init__(children)
        self.view_mode = view
        self._reposition(everything.count(position))
        accessible(self)
        opened(self)

    # --- the game ---------------------------------------------------------------------------
    def _play(self, variants: tuple, agents: list, seed: int):
        """(game, error): `base_rules` with `variants` played by `agents` with `seed`; error is
        the RulesRuntimeError that stopped the game, or None.  Changes nothing of the viewer:
        raises MogelError (and its kinds) as mogel.Game and apply_variants do."""
        rules = apply_variants(self.base_rules, variants) if variants else self.base_rules
        game = Game(rules, agents, seed)
        if any(agent.interactive for agent in game.agents):
            raise MogelError("the viewer plays bots only: a human plays in a HumanSeat "
                             "(mogel.widgets.HumanSeat), with the bots at the other seats")
        try:
            game.play()
        except RulesRuntimeError as err:     # shown, not hidden: the events so far can be stepped through
            return game, err
        return game, None

    def _replay(self, variants: tuple, agents: list, seed: int) -> None:
        """Play and keep a new game; a game that cannot start (MogelError) leaves everything as
        it was.  The View selector offers the new game's seats and roles; a view of a seat or
        role the game no longer has falls back to "all".  The bot settings show the new game's
        agents (without playing it again), so the next slider move starts from them."""
        self.game, self.error = self._play(variants, agents, seed)
        self.variants, self.agents, self.seed = variants, agents, seed
        self._timelines = {}
        self.table.game = self.game
        if self.settings is not None:
            self.settings.show(self.game.agents, self.game.narrator.names)
        if self.view_mode not in [value for _, value in view_options(self.game)]:
            self.view_mode = "all"
        self._view_options()

    def timeline_for(self, seat: Optional[int]) -> Timeline:
        """The told events as `seat` saw them, in the current language (cached)."""
        key = (seat, self.lang)
        if key not in self._timelines:
            self._timelines[key] = Timeline(self.game, seat, self.lang)
        return self._timelines[key]

    def current_seat(self, count: Optional[int] = None) -> Optional[int]:
        """The seat whose view is shown (None: everything); for "role:X", its holder at `count` events
        (PUBLIC, a seat that owns nothing, while nobody holds the role)."""
        mode = self.view_mode
        if mode == "all" or mode is None:
            return None
        if isinstance(mode, str) and mode.startswith("role:"):
            state = self.game.state_at(count if count is not None else 0)
            holder = state.roles.get(mode[5:])
            return PUBLIC if holder is None else holder
        return int(mode)

    @property
    def timeline(self) -> Timeline:
        """The Timeline of the view shown now."""
        return self.timeline_for(self._seat)

    @property
    def position(self) -> int:
        """The stepper's position: how many told events of the shown view have happened."""
        return self.stepper.position

    @property
    def count(self) -> int:
        """How many of the game's events have happened at the current position."""
        return self.timeline.count(self.position)

    @property
    def state(self):
        """The game state at the current position (rebuilt from the events)."""
        return self.game.state_at(self.count)

    # --- drawing ------------------------------------------------------------------------------
    def _show(self, position: int) -> None:
        seat = self._seat
        timeline = self.timeline_for(seat)
        count = timeline.count(position)
        new_seat = self.current_seat(count)
        if new_seat != seat:                                  # the role moved: follow its holder
            self._seat = new_seat
            timeline = self.timeline_for(new_seat)
            self.stepper.reset(len(timeline), timeline.position_of(count))
            return
        state = self.game.state_at(count)
        last = self.game.events[count - 1] if count else None
        fresh = [card for card, _, _ in last.moves] if last is not None and last.kind != "deal" else []
        self.table.show(state, new_seat, self.lang, fresh, to_play(self.game, count, new_seat))
        self.event_log.show(timeline, position)
        lang = self.lang
        who = (say(lang, "who_all") if new_seat is None else say(lang, "who_public") if new_seat == PUBLIC
               else say(lang, "who_seat", name=self.game.narrator.names[new_seat]))
        self.rules_panel.show(self.game.rules, timeline.entries[position - 1].span if position else None, who)
        applied = escape(", ".join(self.game.rules.applied) or say(lang, "no_variants"))
        if defines_set(self.base_rules):
            applied = say(lang, "defines_set", variants=applied, defines=escape(", ".join(
                f"{name} = {value}" for name, value in defines_set(self.base_rules))))
        key = "counted" if new_seat is None else "counted_public" if new_seat == PUBLIC else "counted_seat"
        counted = say(lang, key, position=position, total=len(timeline),         # numbered in the view shown
                      name=escape(self.game.narrator.names[new_seat]) if key == "counted_seat" else "")
        self.title.value = say(lang, "title", seed=self.seed, who=escape(who), variants=applied,
                               counted=counted)
        if self.error is not None:
            key = "never" if isinstance(self.error, RunawayGame) else "stopped"
            self.title.value += "<br>" + say(lang, key, error=escape(self.explain(str(self.error))))
        for hook in self.on_show:
            hook(position)

    def _round_end(self, position: int) -> Optional[int]:
        entries = self.timeline.entries
        p = position
        while p < len(entries):
            if entries[p].kind == "round_end":
                p += 1
                while p < len(entries) and entries[p].kind == "score":
                    p += 1
                if p > position:
                    return p
            p += 1
        return None

    def _reposition(self, count: int) -> None:
        count = min(count, len(self.game.events))       # a game played again may be shorter
        seat = self.current_seat(count)
        self._seat = seat
        timeline = self.timeline_for(seat)
        self.stepper.reset(len(timeline), timeline.position_of(count))

    # --- changing what is shown ---------------------------------------------------------------
    def _checked_view(self, mode) -> Union[str, int]:
        """`mode` if it is one of the view selector's values (None: "all"), else ValueError."""
        allowed = [value for _, value in view_options(self.game)]
        mode = "all" if mode is None else mode
        if type(mode) not in (int, str) or mode not in allowed:
            raise ValueError(f"there is no view {mode!r}: the views are {', '.join(map(repr, allowed))} "
                             "(everything, a seat number, or whoever holds a role)")
        return mode

    def set_view(self, mode: Union[str, int, None]) -> None:
        """Show everything ("all"), one seat (a number) or a role's holder ("role:guard").
        Raises ValueError for a view the selector does not offer."""
        count = self.count
        self.view_mode = self._checked_view(mode)
        if self.view.value != self.view_mode:
            self.view.value = self.view_mode
        self._reposition(count)

    def set_lang(self, lang: str) -> None:
        """Narrate and label everything in "en" or "de"; the position and the view stay.
        Raises ValueError for another language (the viewer then stays as it was)."""
        if lang not in LANGUAGES:
            raise ValueError(f"no narration in {lang!r}: choose one of {', '.join(LANGUAGES)}")
        count = self.count
        self.lang = lang
        if self.language.value != lang:
            self.language.value = lang
        self._relabel()
        self._reposition(count)

    def _view_toggled(self, change) -> None:
        if not self._relabeling:
            self.set_view(change["new"])

    def _relabel(self) -> None:
        """The selectors, stepper and settings in the current language."""
        lang = self.lang
        self._view_options()
        self.view.description, self.view.tooltips = say(lang, "view"), [say(lang, "view_tip")]
        self.language.description = say(lang, "narration")
        self.stepper.set_lang(lang)
        self.rules_panel.set_lang(lang)
        if self.settings is not None:
            self.settings.set_lang(lang)
            self._settings_box.set_title(0, say(lang, "bot_settings"))

    def _view_options(self) -> None:
        """The View selector's options for the game and language now, `view_mode` selected."""
        self._relabeling = True          # new options select the first one: not a change of view
        try:
            self.view.options = view_options(self.game, self.lang)
            self.view.value = self.view_mode
        finally:
            self._relabeling = False

    def set_agents(self, agents: Sequence) -> None:
        """Play the same seed again with other agents (keeps the position, as far as it goes);
        the bot settings, if shown, show them (a row per seat).  Raises MogelError as mogel.Game
        does (e.g. a number of agents the rules do not allow); the viewer then stays as it was."""
        count = self.count
        self._replay(self.variants, list(agents), self.seed)
        self._reposition(count)

    def set_variants(self, variants: Union[str, Sequence[str]]) -> None:
        """Play the same seed again with other variants (a name, names or None).  Raises RulesError
        for clashing ones, UnknownVariantError for an unknown name and MogelError for variants
        the seats cannot play (e.g. another number of players); the viewer then stays."""
        count = self.count
        self._replay(variant_names(variants), self.agents, self.seed)
        self._reposition(count)

    def set_seed(self, seed: int) -> None:
        """Play another game with the same seats; starts at its first turn.  Raises MogelError
        for a seed that is not a whole number from 0 up; the viewer then stays as it was."""
        self._replay(self.variants, self.agents, seed)
        timeline = self.timeline_for(self.current_seat(0))
        self._seat = self.current_seat(0)
        self.stepper.reset(len(timeline), timeline.first("turn") or 0)




def _start_position(everything: Timeline, start: Union[str, int]) -> int:
    """The position of the "all" view where the viewer opens; ValueError for an unknown `start`."""
    if start == "first_turn":
        return everything.first("turn") or 0
    if start == "end":
        return len(everything)
    if isinstance(start, bool) or not isinstance(start, int):
        raise ValueError(f"start must be \"first_turn\", \"end\" or a position 0 to {len(everything)}, "
                         f"not {start!r}")
    if not 0 <= start <= len(everything):
        raise ValueError(f"start must be \"first_turn\", \"end\" or a position 0 to {len(everything)} "
                         f"(this game has {len(everything)} events), not {start!r}")
    return start
