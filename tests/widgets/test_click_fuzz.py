"""Click fuzz: 2,000 seeded random clicks through every widget, for every shipped game and its variants.

For each game of `mogel.check.files.shipped_games()` (with a house rule of ours appended where
we have one: a card whose action plays another card, the rule a human seat once froze on), and
for the LAY game of tests/lay_rules.py (kindless cards, face-down plays, choices of an option
and of a player, a named variable),
the widgets are built again and again with a seeded choice of variants, seeds, players, seats
and languages, and clicked at random: every enabled button, every option of a toggle or a
dropdown, checkboxes, sliders, the autoplay ticks a browser would send, and edits of the
editor's text.  Which controls there are is read from the widget tree, so a new control is
clicked without a change here.  The test fails on

- any exception out of a handler (mogel.widgets.errors shows it and raises it again under
  pytest; its Button's click() lets it through ipywidgets' dispatcher);
- anything told in a widget's error area, even in words;
- a control with a handler of mogel's that is not guarded (mogel.widgets.errors);
- a human seat whose game is not over with no enabled button to answer its question, or
  whose answer button changes nothing (the freeze: a prompt that no click moves on).

The human seat measures a race's reaction time by the clock (time.monotonic in
mogel.widgets.human), which here is a clock of clicks (`ClickClock`): each use of a control
takes a seeded 0.05 to 1.5 s, so a slap is sometimes fastest and sometimes slowest, the same on
a loaded machine as on an idle one (with the wall clock, a loaded machine slapped later, and
the games, and so every click after them, came out otherwise).

Every variant of every game is played by the human seat and the viewer at least once
(`test_every_variant_is_clicked`).  CLICKS adds up to 2,000 per game; the run takes about
6 s per game on this machine.
"""

from __future__ import annotations

import random
from types import SimpleNamespace
from typing import Dict, List

import pytest

W = pytest.importorskip("ipywidgets")

import mogel  # noqa: E402
from mogel.check.files import shipped_games  # noqa: E402
from mogel.check.loader import load_rules  # noqa: E402
from mogel.check.files import read_text  # noqa: E402
from mogel.check.variants import apply_variants  # noqa: E402
from mogel.errors import MogelError  # noqa: E402
from ipywidgets.widgets.widget_selection import _Selection  # noqa: E402

from mogel.agents import SearchBot  # noqa: E402
from mogel.widgets import GameViewer, HumanSeat, RulesEditor, RulesExplorer, VariantPanel, human  # noqa: E402
from mogel.widgets.editor_text import STARTERS  # noqa: E402
from mogel.widgets.errors import Button, ErrorArea  # noqa: E402
from widget_tree import tree, unguarded  # noqa: E402
from lay_rules import LAY  # noqa: E402

CLICKS = {"HumanSeat": 900, "GameViewer": 450, "VariantPanel": 250, "RulesExplorer": 250, "RulesEditor": 150}
assert sum(CLICKS.values()) == 2000

# A house rule written as a learner would: an action card whose action plays another card
# (which may be a frog again, or a spider that gives, or a mosquito that starts a race).
FROGS = '''
variant frogs:
    description: "a frog makes its player play another card at once"
    card frog:
        name: en "frog", de "Frosch"
        tags: action
        penalty: 5
        on play:
            active must play 1 card from hand where fits(card, top of discard) onto discard
    deck:
        frog:     1  1  1  1  1
        total: 76
'''
HOUSE_RULES = {"mogel_motte": FROGS}      # game -> variant text of ours appended to its rules file
GAMES = shipped_games()
TEXTS = {**{name: (read_text(path), path.name) for name, path in GAMES.items()}, "lay": (LAY, "lay.mm")}
HUMAN_GAME = 90         # clicks at most per HumanSeat game (the freeze came after about 70)
VIEWERS = 15            # GameViewers per game, each with 1 to 3 variants: every variant comes up


@pytest.fixture(autouse=True)
def search_bots_answer_without_thinking(monkeypatch):
    """A search bot chosen in the bot settings answers as its prior here, without playouts: the
    clicks test the widgets' handling of its seat (its slider, its settings, the replays), and a
    click replays a whole game, in which a thinking search bot plays hundreds of games in its
    head (seconds a game in Cheat and Mogelei).  Its thinking is tested in
    tests/agents/test_search_bot.py."""
    monkeypatch.setattr(SearchBot, "search", lambda self, worlds, view, decision, rng:
                        self.prior.decide(view, decision, rng))


class ClickClock:
    """A clock that moves only when a control is used (`tick`): seeded steps of 0.05 to 1.5 s."""

    def __init__(self):
        self.seconds, self.rng = 1000.0, random.Random("click-fuzz/clock")

    def now(self) -> float:
        return self.seconds

    def tick(self) -> None:
        self.seconds += self.rng.uniform(0.05, 1.5)


CLOCK = ClickClock()


@pytest.fixture(autouse=True)
def a_clock_of_clicks(monkeypatch):
    """The human seat's race clock is CLOCK, started afresh for each test (see the module)."""
    CLOCK.__init__()
    monkeypatch.setattr(human, "time", SimpleNamespace(monotonic=CLOCK.now))


def rules_of(game: str):
    """(rules text with our house rule, Rules read from it) of a shipped game."""
    base, file = TEXTS[game]
    text = base + HOUSE_RULES.get(game, "")
    return text, load_rules(text=text, file=file)


# --- the controls --------------------------------------------------------------------------------
def controls(widget) -> list:
    """The controls of `widget` a person can use now: enabled buttons, toggles, dropdowns,
    checkboxes, sliders, text areas; a hidden Play only while it plays (its ticks)."""
    out = []
    for w in tree(widget):
        if getattr(w, "disabled", False) or isinstance(w, ErrorArea):
            continue
        if isinstance(w, W.Play):
            if w.playing:
                out.append(w)
        elif isinstance(w, (W.Button, W.ToggleButton, W.Checkbox, W.Textarea, _Selection, W.IntSlider,
                            W.FloatSlider)):
            out.append(w)
    return out


def use(control, rng: random.Random, texts=()) -> None:
    """Use `control` once, as a person (or the browser's Play) would."""
    if isinstance(control, W.Button):
        control.click()
    elif isinstance(control, W.Play):
        if control.value >= control.max:
            control.playing = False              # the browser stops at the end
        else:
            control.value += 1
    elif isinstance(control, (W.ToggleButton, W.Checkbox)):
        control.value = not control.value
    elif isinstance(control, _Selection):
        if control.options:
            control.index = rng.randrange(len(control.options))
    elif isinstance(control, W.IntSlider):
        control.value = rng.randint(control.min, control.max)
    elif isinstance(control, W.FloatSlider):
        steps = int(round((control.max - control.min) / control.step))
        control.value = control.min + control.step * rng.randint(0, steps)
    elif isinstance(control, W.Textarea):
        control.value = edit(control.value, rng, texts)


def edit(text: str, rng: random.Random, texts) -> str:
    """A learner's edit: another whole text, a line deleted or doubled, a character dropped."""
    choice = rng.random()
    if choice < 0.3 or not text:
        return rng.choice(texts)
    lines = text.splitlines(keepends=True)
    if choice < 0.6 and lines:
        i = rng.randrange(len(lines))
        return "".join(lines[:i] + lines[i + 1:] if rng.random() < 0.5 else lines[:i + 1] + lines[i:])
    i = rng.randrange(len(text))
    return text[:i] + text[i + 1:]


class Fuzz:
    """Clicks through widgets of one game; `played[widget]`: the variants its games had."""

    def __init__(self, game: str, seed: int):
        self.game = game
        self.text, self.rules = rules_of(game)
        self.rng = random.Random(f"click-fuzz/{game}/{seed}")
        self.names = list(self.rules.variants)
        self.played: Dict[str, set] = {}
        self.clicks = 0
        self.seats = 0
        self._queue: Dict[str, list] = {}

    def variants(self, kind: str, least: int = 1) -> list:
        """`least` to three variants for a new widget of `kind`, taken in turn from a shuffled list of
        all (so every variant comes up), dropping those that clash or leave out every number of players."""
        queue = self._queue.setdefault(kind, [])
        chosen = []
        for _ in range(self.rng.randint(least, 3)):
            if not queue:
                queue.extend(self.rng.sample(self.names, len(self.names)))
            name = queue.pop()
            try:
                apply_variants(self.rules, chosen + [name])
            except MogelError:
                queue.insert(0, name)                # clashes with one chosen: comes up again later
                continue
            chosen.append(name)
        return chosen

    def table(self, rules, bots: int = 0) -> list:
        """Seeded bots for a table of a number of players the rules allow, less `bots` seats."""
        low, high = rules.game.players
        n = self.rng.randint(low, min(high, 6))
        return [mogel.make_bot(self.rng.choice(["random", "honest", "sneaky"])) for _ in range(n - bots)]

    def click(self, widget, kind: str, weights=None, texts=()) -> object:
        """One random use of one of `widget`'s controls; checks what the module promises."""
        found = controls(widget)
        assert found, f"{kind}: no control to use"
        weight = [weights(c) if weights else 1.0 for c in found]
        control = self.rng.choices(found, weight)[0]
        assert not unguarded(control), f"{kind}: {control!r} has a handler that is not guarded"
        assert isinstance(control, Button) or not isinstance(control, W.Button), f"{kind}: {control!r} is a W.Button"
        CLOCK.tick()                                     # the time a person takes to click
        use(control, self.rng, texts)
        self.clicks += 1
        told = [area.value for area in tree(widget) if isinstance(area, ErrorArea) and area.value]
        assert not told, f"{kind} (click {self.clicks}) told an error: {told}"
        return control

    # --- one loop per widget ------------------------------------------------------------------
    def human(self, clicks: int) -> None:
        done = 0
        while done < clicks:
            names = self.variants("HumanSeat", least=2)
            rules = apply_variants(self.rules, names)
            bots = self.table(rules, bots=1)
            seat = HumanSeat(rules, bots, seed=self.rng.randrange(10_000), seat=self.rng.randrange(len(bots) + 1),
                             lang=self.rng.choice(["en", "de"]), attention=self.rng.random())
            self.played.setdefault("HumanSeat", set()).update(names)
            for _ in range(min(HUMAN_GAME, clicks - done)):
                if seat.finished:
                    break
                self.human_can_answer(seat)
                before, events, answers = seat.decision, len(seat.game.events), list(seat.choice_buttons)
                control = self.click(seat, "HumanSeat", weights=lambda c: 0.02 if c is seat.finish_button else 1.0)
                done += 1
                self.human_can_answer(seat)
                if control in answers:                  # an answer moves the game on
                    assert seat.decision is not before or len(seat.game.events) > events, \
                        f"HumanSeat froze: {seat.question!r} did not move on after {control.description!r}"
            self.seats += 1
            seat.close()

    @staticmethod
    def human_can_answer(seat) -> None:
        if seat.finished:
            return
        assert seat.decision is not None, f"HumanSeat: no question but the game goes on ({seat.question!r})"
        assert any(not b.disabled for b in seat.choice_buttons), \
            f"HumanSeat froze: {seat.question!r} with no enabled button (game {seat.game.seed})"

    def viewer(self, clicks: int) -> None:
        per = clicks // VIEWERS
        for i in range(VIEWERS):
            names = self.variants("GameViewer", least=2)     # 15 viewers take 30 or more: every variant
            rules = apply_variants(self.rules, names)
            viewer = GameViewer(rules, self.table(rules), seed=self.rng.randrange(10_000), settings=i % 2 == 0,
                                lang=self.rng.choice(["en", "de"]), start=self.rng.choice(["first_turn", "end", 0]))
            self.played.setdefault("GameViewer", set()).update(names)
            for _ in range(per if i < VIEWERS - 1 else clicks - (VIEWERS - 1) * per):
                self.click(viewer, "GameViewer")
            viewer.close()

    def panel(self, clicks: int) -> None:
        per = clicks // 3
        for i in range(3):
            panel = VariantPanel(self.rules, seed=self.rng.randrange(10_000), agents=self.table(self.rules),
                                 viewer=i == 1, lang=self.rng.choice(["en", "de"]))
            for _ in range(per if i < 2 else clicks - 2 * per):
                self.click(panel, "VariantPanel")
            self.played.setdefault("VariantPanel", set()).update(n for n, box in panel.checkboxes.items() if box.value)

    def explorer(self, clicks: int) -> None:
        for lang in ("en", "de"):
            explorer = RulesExplorer(self.rules, lang=lang)
            for _ in range(clicks // 2):
                self.click(explorer, "RulesExplorer")

    def editor(self, clicks: int) -> None:
        base, file = TEXTS[self.game]
        texts = [*STARTERS.values(), HOUSE_RULES.get(self.game, ""), ""]
        for lang in ("en", "de"):
            editor = RulesEditor(base=base, seed=self.rng.randrange(10_000), file=file, lang=lang)
            for _ in range(clicks // 2):
                self.click(editor, "RulesEditor", texts=texts,
                           weights=lambda c: 3.0 if c is editor.play or c is editor.text else 1.0)


@pytest.fixture(autouse=True)
def in_a_scratch_folder(tmp_path, monkeypatch):
    """The human seat's Save button writes its default file name into the working folder: a
    fuzzed click on it must not leave a saved game in the checkout."""
    monkeypatch.chdir(tmp_path)


@pytest.mark.parametrize("game", list(TEXTS))
def test_two_thousand_random_clicks(game):
    fuzz = Fuzz(game, seed=19)
    fuzz.human(CLICKS["HumanSeat"])
    fuzz.viewer(CLICKS["GameViewer"])
    fuzz.panel(CLICKS["VariantPanel"])
    fuzz.explorer(CLICKS["RulesExplorer"])
    fuzz.editor(CLICKS["RulesEditor"])
    print(f"{game}: {fuzz.clicks} clicks, {fuzz.seats} human seats")
    assert fuzz.clicks == 2000
    missing = {kind: sorted(set(fuzz.names) - fuzz.played.get(kind, set())) for kind in ("HumanSeat", "GameViewer")}
    assert not any(missing.values()), f"variants never played: {missing}"
    if game in HOUSE_RULES:
        assert "frogs" in fuzz.played["HumanSeat"]


def test_found_bot_settings_replay_a_shorter_game_in_a_role_view(rules):
    """Found by the fuzz: changing a bot in a role's view at the end of a long game replayed a
    shorter one and asked for the state at an event it does not have (a MogelError)."""
    for seed in range(1, 40):
        viewer = GameViewer(rules, seed=seed, settings=True, view="role:guard", start="end")
        before = len(viewer.game.events)
        viewer.settings.set(0, strategy="honest", attention=0.0)
        if len(viewer.game.events) < before:
            break
    else:
        pytest.fail("no seed gave a shorter game")
    assert viewer.error_area.value == "" and viewer.count == len(viewer.game.events)
