"""Write your own card: a text area for a rules variant, the checker's messages live, and a game.

The learner's text is appended to rules.mm (whose own variants are left out, line numbers
kept) and checked on every change as `mogel.check_source` checks it, parsing again only the
items the change touched (mogel.check.incremental); messages are shown with the
learner's own line numbers ("line 7, column 13") and a caret.  A message whose place is in
the hidden rules.mm says so in words, and names the learner's variant that caused it.  A new
card lives in a `variant` block with its deck row, so rules.mm itself is never edited.  "Play
a game with my card" applies the text's variants and shows the game in a GameViewer, with 4
players or the nearest number the rules allow; a text that no longer checks clears the game.
The report and the viewer's title tell a game that never ends in the learner's line numbers.
The editor's own words, its starter text, the checker's messages and its game are English or
German (`lang`, mogel.widgets.editor_text; the messages as mogel.errors.Diagnostic.render says
them); the engine's message of a game the rules stop stays English, and German says so.

    editor = RulesEditor()                          # RulesEditor(lang="de"): in German
    editor.text.value = "variant beetles: ..."      # what typing does
    editor.play.click()                             # play it
"""

from __future__ import annotations

import re
from html import escape
from typing import List, Optional

import ipywidgets as W

from ..errors import MogelError, RunawayGame, told
from ..play.game import Game
from ..check.incremental import IncrementalChecker
from ..check.loader import check_source, default_rules_path
from ..check.files import read_text
from ..language.model import display_name
from ..present.narrate import LANGUAGES
from ..present.seat_words import listed
from .editor_text import STARTERS, count, say
from .errors import Button, ErrorArea, observe, on_click
from .toplevel import accessible, opened
from .viewer import GameViewer, default_agents

STARTER = STARTERS["en"]

PREFIX = re.compile(r"^with variant '([a-z_0-9]+)': ")


def without_variants(text: str) -> str:
    """`text` with every top-level `variant` block blanked out (line numbers stay the same)."""
    out, skipping = [], False
    for line in text.splitlines():
        if line and not line[0].isspace() and not line.startswith("#"):
            skipping = line.startswith("variant ")
        out.append("" if skipping else line)
    return "\n".join(out) + "\n"


class RulesEditor(W.VBox):
    """A text area checked live against rules.mm, and a button to play its variants.

    text: the text the area starts with (default: the starter card of `lang`); base: the rules
    text the learner's text is added to (default: the packaged rules.mm); seed: the seed of
    the games played; lang: "en" or "de", the language of the editor's words and of its game
    (ValueError for another).  After each change: `rules` (the checked Rules with
    the text's variants applied, or None), `diagnostics` (errors first, each message once),
    `variant_names` (worked out by `checker`, a mogel.check.incremental.IncrementalChecker that
    parses again only the items a change touched); a warning in the hidden rules.mm is shown
    when the learner's text causes it (rules.mm alone does not give it); after Play: `viewer`
    and `report` (or the reason no game could start).
    The handlers tell their errors in `error_area`, under the button (mogel.widgets.errors); a
    double click on Play plays once; re-running the cell closes the editors its earlier run made.
    """

    def __init__(self, text: Optional[str] = None, base: Optional[str] = None, seed: int = 1,
                 file: str = "rules.mm", lang: str = "en"):
        if lang not in LANGUAGES:
            raise ValueError(f"no texts in {lang!r}: choose one of {', '.join(LANGUAGES)}")
        self.lang = lang
        self.base = without_variants(base if base is not None else read_text(default_rules_path()))
        self.offset = self.base.count("\n")
        self.file = file
        self.checker = IncrementalChecker(file)
        self.own = {(p.span, p.severity, p.message) for p in check_source(self.base, file)[1]}
        self.seed = seed
        self.rules = None
        self.diagnostics: List = []
        self.variant_names: List[str] = []
        self.text = W.Textarea(value=STARTERS[lang] if text is None else text, description=say(lang, "your_rules"),
                               continuous_update=True,
                               layout=W.Layout(width="95%", height="300px"),
                               style={"description_width": "initial"})
        self.text.add_class("mogel-editor")
        self.messages = W.HTML()
        self.error_area = ErrorArea("RulesEditor", lambda: self.lang, lambda: {
            "seed": self.seed, "variants": ", ".join(self.variant_names) or "none", "lang": self.lang})
        self.play = Button(description=say(lang, "play"), button_style="success", icon="play",
                             tooltip=say(lang, "play_tip"),
                             layout=W.Layout(width="auto"))
        self.report = W.HTML()
        self.game_box = W.VBox()
        self.viewer: Optional[GameViewer] = None
        observe(self.text, self.error_area, lambda ch: self.check())
        on_click(self.play, self.error_area, lambda _b: self.play_game())
        self.check()
        super().__init__([self.text, self.messages, self.play, self.error_area, self.report, self.game_box])
        accessible(self)
        opened(self)

    # --- checking ---------------------------------------------------------------------------
    def check(self) -> bool:
        """Check the current text now; returns True when it has no errors."""
        full = self.base + self.text.value
        rules, problems = self.checker.check(full)
        names = [n for n in (rules.variants if rules is not None else ())]
        self.variant_names = names
        if rules is not None and names:
            rules, more = self.checker.check(full, variants=names)
            problems = more + problems        # checked together first
        self.rules = rules
        mine, seen = [], set()
        for p in sorted(problems, key=lambda p: self._cause(p) is None):   # in rules.mm: the copy naming the variant
            key = (p.span, p.severity, PREFIX.sub("", p.message))
            if key not in seen and (p.span.line > self.offset or p.severity == "error" or key not in self.own):
                seen.add(key)
                mine.append(p)
        self.diagnostics = sorted(mine, key=lambda p: (p.severity != "error", p.span.line, p.span.column))
        self.messages.value = self._render(self.diagnostics, rules is not None)
        self.play.disabled = rules is None or not names
        if self.play.disabled:                # the game below was played from another text
            self.viewer, self.game_box.children, self.report.value = None, [], ""
        return rules is not None

    def where(self, diagnostic) -> str:
        """Where a message points: "line 7, column 13" of the text area; a place in the hidden
        rules.mm says so, with the learner's variant that changed it when the message names one."""
        line = diagnostic.span.line
        if line > self.offset:
            return say(self.lang, "at_line", line=line - self.offset, column=diagnostic.span.column)
        place = say(self.lang, "in_rules", line=line, file=diagnostic.span.file)
        header = self._cause(diagnostic)
        if header is None:
            return place
        return say(self.lang, "in_variant", line=header, variant=PREFIX.match(diagnostic.message).group(1),
                   place=place)

    def told(self, diagnostic) -> str:
        """The message of `diagnostic` in the editor's language, without the "with variant 'x': "
        that `where` already says, its places in the learner's own lines (see `_places`)."""
        said, named = diagnostic.said, self._cause(diagnostic) is not None
        if said is None:   # a message without its German (none of the checker's)
            return self._places(PREFIX.sub("", diagnostic.message) if named else diagnostic.message)
        if named and said.key == "with_variant":
            said = said.fields["message"]
        return self._places(told(said, self.lang), self.lang)

    def _cause(self, diagnostic) -> Optional[int]:
        """The line of the learner's variant a rules.mm message names ("with variant 'x': ..."), or None."""
        named = PREFIX.match(diagnostic.message)
        return self._variant_line(named.group(1)) if named and diagnostic.span.line <= self.offset else None

    def _variant_line(self, name: str) -> Optional[int]:
        """The line of the text area where `variant NAME:` starts, or None."""
        for number, line in enumerate(self.text.value.splitlines(), 1):
            if re.match(rf"variant\s+{re.escape(name)}\s*:", line):
                return number
        return None

    def _places(self, text: str, lang: str = "en") -> str:
        """`text` (a message in `lang`: the checker's in the editor's language, the engine's in
        English) with each "rules.mm:LINE:COL" said in words: "line N, column M of your text",
        and each "line N" ("Zeile N") of the prose (the checker counts the lines of rules.mm and
        the text together: "indent it 8 spaces, like line 357") counted in the learner's own lines."""
        def mine(match):
            if match.group(3) is not None:             # "line N" in the message's own words
                line = int(match.group(3))
                if line <= self.offset:
                    return say(lang, "prose_own", said=match.group(0), file=self.file)
                return f"{match.group(0)[:-len(match.group(3))]}{line - self.offset}"
            line = int(match.group(1))
            if line <= self.offset:
                return say(lang, "place_own", line=line, file=self.file)
            column = say(lang, "place_column", column=match.group(2)) if match.group(2) else ""
            return say(lang, "place_mine", line=line - self.offset, column=column)
        word = say(lang, "line_word")
        return re.sub(rf"{re.escape(self.file)}:(\d+)(?::(\d+))?|\b(?:{word}|{word.lower()}) (\d+)\b", mine, text)

    def _render(self, problems, ok: bool) -> str:
        out = ["<div style='font:13px/1.4 system-ui,Arial,sans-serif;color:#000'>"]
        lang = self.lang
        if ok and self.variant_names:
            warned = sum(p.severity == "warning" for p in problems)
            below = say(lang, "below", warnings=count(lang, "warnings", warned)) if warned else ""
            out.append("<p style='background:#E3F5EE;border-left:5px solid #009E73;padding:4px'>"
                       + say(lang, "ok", below=below, names=escape(", ".join(self.variant_names))) + "</p>")
        elif ok:
            out.append("<p style='background:#FFF3D6;border-left:5px solid #E69F00;padding:4px'>"
                       + say(lang, "no_variant") + "</p>")
        for p in problems:
            colour = "#D55E00" if p.severity == "error" else "#E69F00"
            caret = ""
            if p.source_line and p.span.column > 0:
                caret = f"\n{p.source_line.rstrip()}\n{' ' * (p.caret_column - 1)}^"
                if p.span.line <= self.offset:
                    caret = "\n" + say(lang, "there", file=self.file, line=p.span.line) + caret
            message = say(lang, "message", label=say(lang, p.severity), where=escape(self.where(p)),
                          message=escape(self.told(p)))
            out.append(f"<pre style='border-left:5px solid {colour};background:#F7F7F7;color:#000;padding:4px;"
                       f"white-space:pre-wrap'>{message}{escape(caret)}</pre>")
        out.append("</div>")
        return "".join(out)

    # --- playing ----------------------------------------------------------------------------
    def play_game(self) -> Optional[Game]:
        """Play the text's variants (what the Play button does) with 4 players, or the nearest
        number the rules allow; returns the Game, or None on errors.  A MogelError while the
        game starts is shown under the button (`report`), not raised."""
        if not self.check() or not self.variant_names:
            return None
        rules = self.rules
        base_kinds = set()
        base_rules, _ = check_source(self.base, self.file)
        if base_rules is not None:
            base_kinds = set(base_rules.cards)
        low, high = rules.game.players
        players = min(max(4, low), high)
        try:
            viewer = GameViewer(rules, default_agents(players), self.seed, lang=self.lang, explain=self._places)
        except MogelError as err:
            self.viewer, self.game_box.children = None, []
            self.report.value = (f"<p style='color:#000;background:#FFF3D6;border-left:5px solid #D55E00;"
                                 f"padding:4px'>{say(self.lang, 'no_game', error=escape(str(err)))}</p>")
            return None
        self.viewer = viewer
        game = viewer.game
        new = [k for k in rules.cards if k not in base_kinds]
        deck = game.program.deck
        played = {k: 0 for k in new}
        for ev in game.events:
            if ev.kind == "play" and deck.kinds[ev.moves[0][0]] in played:
                played[deck.kinds[ev.moves[0][0]]] += 1
        lang = self.lang
        counts = say(lang, "and").join(count(lang, "played", n, kind=display_name(rules.cards[k].names, lang, k))
                                       for k, n in played.items())
        names = game.narrator.names
        allowed = say(lang, "allowed", players=players, low=low, high=high) if players != 4 else ""
        winner = "winner" if len(game.winners) == 1 else "winners"
        outcome = (say(lang, winner, winners=listed(lang, (names[w] for w in game.winners))) if viewer.error is None
                   else say(lang, "never" if isinstance(viewer.error, RunawayGame) else "stopped",
                            error=self._places(str(viewer.error))))
        self.report.value = ("<p style='color:#000'>" + escape(say(
            lang, "report", seed=self.seed, allowed=allowed, variants=", ".join(rules.applied),
            counts=counts or say(lang, "no_kinds"), outcome=outcome)) + "</p>")
        self.game_box.children = [self.viewer]
        return game
