"""A rules explorer: pick a part of rules.mm by clicking and read it highlighted, with a word of help.

    from mogel.widgets import RulesExplorer
    RulesExplorer()                      # parts: game, zones, cards, deck, definitions, ...
    explorer.part.value = "cards"        # what clicking "Cards" does
    explorer.item.value = "owl"
    RulesExplorer(lang="de")             # the buttons and help in German

Each part lists the blocks of that kind (from the rules model: every item has its Span); the
text shown is the block with the comments just above it (where rules.mm quotes the rulebook),
highlighted by mogel.present.highlight.MogelLexer via Pygments (inline styles, so it needs no CSS).
The explorer's own words are English or German; the rules text and its block names are shown
as they are written.  PARTS: the parts of a rules file, each `(key, {lang: (button label, a word
of help)})`, in the order of the buttons; the key is the attribute of the rules model.  A help
text may name the rules' roles ("{roles}", their display names in that language), so a rules
file's own roles are told by their own names.  `say(lang, key, **fields)` fills one of
the explorer's other words; an unknown language falls back to English.
"""

from __future__ import annotations

import os
import re
from html import escape
from typing import Dict, List, Optional, Tuple

import ipywidgets as W

from ..check.loader import load_rules
from ..present.narrate import LANGUAGES
from ..present.shown import noun
from .errors import ErrorArea, observe
from .toplevel import accessible, opened
from .viewer_text import say_from

PARTS = (
    ("game", {"en": ("Game", "The header: the game's names, how many players, how many rounds, and who wins."),
              "de": ("Spiel", "Der Kopf: die Namen des Spiels, wie viele mitspielen, wie viele Runden es gibt "
                              "und wer gewinnt.")}),
    ("zones", {"en": ("Zones", "Where cards can lie: shared piles and each player's own zones, and who may see them."),
               "de": ("Zonen", "Wo Karten liegen k\u00f6nnen: gemeinsame Stapel und die eigenen Zonen jedes "
                               "Spielers, und wer sie sehen darf.")}),
    ("cards", {"en": ("Cards", "Each kind of card: its names, its penalty points, what happens when it is played "
                               "(`on play`) and what may not be done with it."),
               "de": ("Karten", "Jede Kartenart: ihre Namen, ihre Minuspunkte, was geschieht, wenn sie gespielt "
                                "wird (`on play`), und was man mit ihr nicht tun darf.")}),
    ("deck", {"en": ("Deck", "How many cards of each kind and value are in the box; the checker adds them up."),
              "de": ("Kartensatz", "Wie viele Karten jeder Art und jedes Werts in der Schachtel sind; der Pr\u00fcfer "
                                   "z\u00e4hlt sie zusammen.")}),
    ("defines", {"en": ("Definitions", "Named rules used elsewhere, such as which card fits on which (`fits`)."),
                 "de": ("Definitionen", "Benannte Regeln, die anderswo gebraucht werden, etwa welche Karte auf "
                                        "welche passt (`fits`).")}),
    ("roles", {"en": ("Roles", "A token a player holds, and what its holder may and may not do: here {roles}."),
               "de": ("Rollen", "Eine Spielmarke, die ein Spieler hat, und was ihr Inhaber darf und nicht "
                                "darf: hier {roles}.")}),
    ("round", {"en": ("Round", "How a round is set up, who starts, when it ends and how it is scored."),
               "de": ("Runde", "Wie eine Runde vorbereitet wird, wer beginnt, wann sie endet und wie sie gewertet "
                               "wird.")}),
    ("turn", {"en": ("Turn", "What the active player must do on a turn."),
              "de": ("Zug", "Was der Spieler am Zug tun muss.")}),
    ("cheats", {"en": ("Cheating", "Covert moves: who may cheat, when, which cards, and who may notice."),
                "de": ("Mogeln", "Heimliche Z\u00fcge: wer mogeln darf, wann, welche Karten, und wer es bemerken "
                                 "kann.")}),
    ("accusations", {"en": ("Caught!", "Accusations: who may call them and what happens when they are right or wrong."),
                     "de": ("Erwischt!", "Beschuldigungen: wer sie aussprechen darf und was geschieht, wenn sie "
                                         "stimmen oder nicht.")}),
    ("variants", {"en": ("House rules", "Variants: named changes that can be switched on together."),
                  "de": ("Hausregeln", "Varianten: benannte \u00c4nderungen, die man zusammen einschalten kann.")}),
)

TEXT = {
    "en": {"part": "Part", "block": "Block", "lines": "{file}, lines {first}-{last}", "line": "{file}, line {first}", "and": " and ",
           "role": "the"},      # the article of a role in "here {roles}" (mogel.present.shown.Noun)
    "de": {"part": "Teil", "block": "Block", "lines": "{file}, Zeilen {first}-{last}", "line": "{file}, Zeile {first}", "and": " und ",
           "role": "der"},
}


def say(lang: str, key: str, **fields) -> str:
    """The explorer's text `key` in `lang` (see mogel.present.seat_words.say_from)."""
    return say_from(TEXT, lang, key, **fields)


def part_words(lang: str, key: str):
    """(button label, help) of part `key` in `lang` (others: English); KeyError for no part."""
    words = dict(PARTS)[key]
    return words.get(lang, words["en"])


def _items(rules, part: str) -> Dict[str, object]:
    if part in ("game", "deck", "round", "turn"):
        return {part: getattr(rules, part)}
    return dict(getattr(rules, part))


def block_lines(text: str, span) -> Tuple[int, int]:
    """(first, last) line of a block: its comments just above it, its text, no trailing comments."""
    lines = text.splitlines()
    first = span.line
    while first > 1 and lines[first - 2].lstrip().startswith("#") and not lines[first - 2].startswith("# ---") \
            and not lines[first - 2].startswith("# ==="):
        first -= 1
    last = max(span.end_line - 1, span.line) if span.end_line else span.line
    last = min(last, len(lines))
    while last > span.line and (not lines[last - 1].strip() or lines[last - 1].startswith("#")):
        last -= 1
    return first, last


def highlight_html(text: str) -> str:
    """Rules text as HTML with inline colours (Pygments + MogelLexer), or plain <pre> without them."""
    try:
        from pygments import highlight
        from pygments.formatters import HtmlFormatter

        from ..present.highlight import MogelLexer
    except ImportError:
        return f"<pre>{escape(text)}</pre>"
    return highlight(text, MogelLexer(), HtmlFormatter(noclasses=True, style="default"))


class RulesExplorer(W.VBox):
    """Buttons for the parts of a rules file and for the blocks of a part; shows the chosen block.

    rules: a Rules (default: the packaged rules.mm); lang: "en" or "de", the language of the
    buttons and the help (ValueError for another).  `part`, `item`: the two ToggleButtons;
    `help`: the word of help on the part; `shown`: (first, last) lines of rules.source now
    shown; `code`: the HTML widget; `error_area`: where the buttons' handlers tell their errors
    (mogel.widgets.errors).  Re-running the cell closes the explorers its earlier run made.
    """

    def __init__(self, rules=None, lang: str = "en"):
        if lang not in LANGUAGES:
            raise ValueError(f"no texts in {lang!r}: choose one of {', '.join(LANGUAGES)}")
        self.rules = rules if rules is not None else load_rules()
        self.lang = lang
        parts = [(part_words(lang, key)[0], key) for key, _ in PARTS if _items(self.rules, key)]
        self.part = W.ToggleButtons(options=parts, value=parts[0][1], description=say(lang, "part"),
                                    style={"button_width": "auto"})
        self.item = W.ToggleButtons(options=[], description=say(lang, "block"), style={"button_width": "auto"})
        self.help = W.HTML()
        self.code = W.HTML(layout=W.Layout(max_height="420px", overflow="auto"))
        self.shown: Optional[Tuple[int, int]] = None
        self.error_area = ErrorArea("RulesExplorer", lambda: self.lang, lambda: {
            "game": f"{self.rules.game.name} ({os.path.basename(str(self.rules.file))})", "part": self.part.value,
            "block": self.item.value, "lang": self.lang})
        observe(self.part, self.error_area, lambda ch: self._part(ch["new"]))
        observe(self.item, self.error_area, lambda ch: self._item(ch["new"]))
        super().__init__([self.part, self.item, self.help, self.error_area, self.code])
        self._part(self.part.value)
        accessible(self)
        opened(self)

    def _part(self, part: str) -> None:
        names: List[str] = list(_items(self.rules, part))
        roles = say(self.lang, "and").join(
            format(noun(role.names, self.lang, key, "role"), say(self.lang, "role"))
            for key, role in self.rules.roles.items())
        words = escape(part_words(self.lang, part)[1].format(roles=roles))
        self.help.value = "<p style='color:#000'>" + re.sub(r"`([^`]+)`", r"<code>\1</code>", words) + "</p>"
        if list(self.item.options) != names:
            self.item.options = names
        if self.item.value not in names:
            self.item.value = names[0] if names else None     # calls _item
        else:
            self._item(self.item.value)

    def _item(self, name: Optional[str]) -> None:
        items = _items(self.rules, self.part.value)
        if name not in items:
            return
        text = self.rules.source
        first, last = block_lines(text, items[name].span)
        self.shown = (first, last)
        body = "\n".join(text.splitlines()[first - 1:last]) + "\n"
        where = say(self.lang, "lines" if last > first else "line", file=self.rules.file, first=first,
                    last=last)
        self.code.value = f"<div style='font-size:12px;color:#000'>{escape(where)}</div>" + highlight_html(body)
