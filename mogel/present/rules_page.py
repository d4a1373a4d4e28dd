"""The rules text as a page beside a game: every line numbered, the rule of one event marked.

    html = rules_page(game.rules, event.span, "en")    # the whole text, the event's lines marked
    rules_page(game.rules, event.span, comments=False) # the same without the comments (after `#`)
    marked_lines(game.rules.source, event.span)        # (57,): the lines it marks

The lines of the span (a statement, a property, a block's header and body: `show.span_lines`)
are marked: a coloured band, a bold number and a "▶" before it (not colour alone), and
`data-marked` on the page lists them.  The page opens a few lines above the first marked line:
the lines before it are folded into a `<details>` ("lines 1-53"), so the marked line is in
view without a script, whatever was scrolled before (the page is drawn anew).  The header of
the block that holds the mark (`card owl:`, the nearest line above it that starts at the
left margin and is no comment) stays in view too, between two folds when it is further up.  Lines wrap at
spaces, never inside a word (a token longer than the page scrolls sideways, and never widens
the page beyond its column: `contain: inline-size`), and a wrapped line goes on indented under
its own start.  Without a span in the text (nothing has happened yet, or a
span of another file) nothing is marked and the page opens at the top.  Without comments
(`comments=False`: the rulebook quotes after a `#` are the noisiest part of a narrow column on a
projector) each line stops before its comment and a line that is only a comment is left out;
every other line keeps its number.  The words are English
or German; the text is highlighted as the notebooks highlight rules (Pygments and
mogel.present.highlight.MogelLexer) when Pygments is there, else shown plain; every text of the
file is escaped.  The page depends on nothing but the text and the span: a seat's view passes the
span of the event as that seat was told it (mogel.present.views.Visibility.redact), so it shows
what the seat's log shows.
"""

from __future__ import annotations

import functools
from html import escape
from typing import Sequence, Tuple

from .show import span_lines

ABOVE = 3   # lines shown above the first marked line

WORDS = {
    "en": {"label": "The rules ({file})", "beside": "The rules ({file}) beside {view}", "marked": "{file}, {lines}: the rule of the newest event",
           "none": "{file}: nothing has happened yet", "line": "line {a}", "lines": "lines {a}-{b}",
           "folded": "{lines} (above)", "mark": "the rule of the newest event"},
    "de": {"label": "Die Regeln ({file})", "beside": "Die Regeln ({file}) neben: {view}", "marked": "{file}, {lines}: die Regel des neuesten Ereignisses",
           "none": "{file}: noch ist nichts passiert", "line": "Zeile {a}", "lines": "Zeilen {a}-{b}",
           "folded": "{lines} (davor)", "mark": "die Regel des neuesten Ereignisses"},
}

# Colours of the highlighted text: each reads at 5:1 or more on white and on the marked band.
TOKEN_COLOURS = {"k": "color:#006400;font-weight:700", "c": "color:#3D6B6B;font-style:italic",
                 "n": "color:#0050B0;font-weight:700", "o": "color:#7A1FA2;font-weight:700",
                 "s": "color:#A31515", "d": "color:#545454", "b": "color:#006400", "a": "color:#4F5E00"}
PAGE_CSS = ("""<style>
.mogel-rules{font:12px/1.35 ui-monospace,Menlo,Consolas,monospace;color:#000;background:#FFF;
 border:1px solid #767676;border-radius:8px;max-width:980px;contain:inline-size}
.mogel-rules .head{font:13px/1.4 system-ui,-apple-system,'Segoe UI',Arial,sans-serif;padding:3px 8px;
 border-bottom:1px solid #E0E0E0;overflow-wrap:normal;word-break:normal}
.mogel-rules .body{max-height:320px;overflow:auto;padding:2px 0}
.mogel-rules .l{display:flex;align-items:flex-start}
.mogel-rules .n{flex:0 0 4.5ch;text-align:right;padding-right:1ch;color:#333;user-select:none}
.mogel-rules .l code{flex:1 1 auto;min-width:0;font:inherit;color:#000;white-space:pre-wrap;word-break:normal;
 overflow-wrap:normal;hyphens:manual;padding-left:4ch;text-indent:-4ch}
.mogel-rules .l.hl{background:#FFF3D6;box-shadow:inset 4px 0 #D55E00}
.mogel-rules .l.hl .n{font-weight:700;color:#000}
.mogel-rules details>summary{font:12px system-ui,-apple-system,'Segoe UI',Arial,sans-serif;cursor:pointer;
 padding:1px 8px;margin:3px;color:#000}
""" + "".join(f".mogel-rules .l.i{n} code{{padding-left:{n + 4}ch;text-indent:-{n + 4}ch}}\n" for n in range(4, 13, 4))
            + "".join(f".mogel-rules .t{key}{{{style}}}\n" for key, style in TOKEN_COLOURS.items()) + "</style>")
# Pygments token types (their short names, first letter of the CSS class) -> TOKEN_COLOURS' keys.
_TOKEN_CLASS = {"Keyword": "k", "Comment": "c", "Name.Class": "n", "Name.Function": "n", "Name.Tag": "k",
                "Operator.Word": "o", "Literal.String": "s", "Literal.Number": "d", "Operator": "d",
                "Name.Builtin": "b", "Name.Attribute": "a"}


def marked_lines(source: str, span) -> Tuple[int, ...]:
    """The lines of `source` (1-based) that `span` covers; () for no span or one outside the text."""
    if span is None or getattr(span, "line", 0) < 1:
        return ()
    lines = source.splitlines()
    return tuple(n for n in span_lines(span, lines) if n <= len(lines))


def rules_page(rules, span=None, lang: str = "en", comments: bool = True, view: str = "") -> str:
    """The HTML page of `rules.source` with the lines of `span` marked (see the module); a span
    of another file than `rules.file` marks nothing.  lang: "en" or "de" (others: English);
    comments: False leaves out the comments (see the module); view: what the page stands beside
    ("what Bo sees"), in its region's accessible name, so that two pages of one notebook are two
    landmarks a screen reader tells apart (axe-core: landmark-unique); "": the file's name only."""
    words = WORDS.get(lang, WORDS["en"])
    file = str(rules.file)
    label = words["beside"].format(file=file, view=view) if view else words["label"].format(file=file)
    marked = marked_lines(rules.source, span) if span is not None and span.file == rules.file else ()
    raw = rules.source.splitlines()
    lines = _shown_lines(rules.source) if comments else _shown_lines(_uncommented(rules.source))
    if not comments:                                   # a line that is only a comment is not drawn
        lines = tuple(None if text.lstrip().startswith("#") else shown for text, shown in zip(raw, lines))
    first = max(marked[0] - ABOVE, 1) if marked else 1
    where = _lines(words, marked[0], marked[-1]) if marked else ""
    head = words["marked"].format(file=file, lines=where) if marked else words["none"].format(file=file)
    out = [PAGE_CSS, f'<div class="mogel-rules" role="region" aria-label="{escape(label)}" '
                     f'data-marked="{",".join(map(str, marked))}">',
           f'<div class="head">{escape(head)}</div><div class="body">']
    header = _header(raw, marked[0]) if marked else first
    first = header if first - header <= ABOVE else first     # a fold of a line or two hides nothing
    if header < first:                                 # the block's header line stays in view
        out.extend(_fold(lines, 1, header - 1, words))
        out.append(_line(header, lines[header - 1], False, words))
        out.extend(_fold(lines, header + 1, first - 1, words))
    else:
        out.extend(_fold(lines, 1, first - 1, words))
    chosen = set(marked)
    out.extend(_line(n, lines[n - 1], n in chosen, words) for n in range(first, len(lines) + 1) if lines[n - 1])
    out.append("</div></div>")
    return "".join(out)


def _header(raw: Sequence[str], line: int) -> int:
    """The line of the top-level block that holds `line`: the nearest line at or above it that
    starts at the left margin and is neither blank nor a comment."""
    for n in range(min(line, len(raw)), 0, -1):
        if raw[n - 1].strip() and not raw[n - 1][:1].isspace() and not raw[n - 1].startswith("#"):
            return n
    return line


def _fold(lines: Sequence[Tuple[str, int]], a: int, b: int, words: dict) -> list:
    """Lines `a` to `b` folded into a <details> ("lines a-b (above)"); [] when there are none."""
    if b < a:
        return []
    folded = words["folded"].format(lines=_lines(words, a, b))
    return [f"<details><summary>{escape(folded)}</summary>", *(_line(n, lines[n - 1], False, words)
                                                              for n in range(a, b + 1) if lines[n - 1]), "</details>"]


def _uncommented(source: str) -> str:
    """`source` with each line cut before its comment (a `#` outside double quotes), line for line."""
    out = []
    for line in source.splitlines():
        quoted = False
        for i, char in enumerate(line):
            quoted = not quoted if char == '"' else quoted
            if char == "#" and not quoted:
                line = line[:i]
                break
        out.append(line.rstrip())
    return "\n".join(out) + "\n"


def _lines(words: dict, a: int, b: int) -> str:
    return words["line"].format(a=a) if a == b else words["lines"].format(a=a, b=b)


def _line(number: int, shown: Tuple[str, int], marked: bool, words: dict) -> str:
    """One line: its number (▶ before a marked one) and its text; a wrapped part is indented
    under the line's own start (its indentation and 4 more, at most 16 columns: the classes i4,
    i8, i12 of PAGE_CSS)."""
    html, indent = shown
    mark = f'<span class="n" title="{escape(words["mark"])}">\u25b6{number}</span>' if marked \
        else f'<span class="n">{number}</span>'
    classes = "l" + (" hl" if marked else "") + (f" i{min(indent // 4 * 4, 12)}" if indent >= 4 else "")
    return f'<div class="{classes}" data-line="{number}">{mark}<code>{html or " "}</code></div>'


@functools.lru_cache(maxsize=8)
def _shown_lines(source: str) -> Sequence[Tuple[str, int]]:
    """(the line's HTML, its indentation in columns) for each line of `source`: its words
    coloured by MogelLexer's tokens when Pygments is installed, else escaped as it is."""
    raw = source.splitlines()
    indents = [len(line.expandtabs(4)) - len(line.expandtabs(4).lstrip()) for line in raw]
    try:
        from .highlight import MogelLexer
    except ImportError:   # no Pygments
        return tuple(zip((escape(line) for line in raw), indents))
    lines, current = [], []
    for token, text in MogelLexer(stripnl=False, ensurenl=True).get_tokens(source):
        key = next((_TOKEN_CLASS[name] for name in _names(token) if name in _TOKEN_CLASS), None)
        for i, part in enumerate(text.split("\n")):
            if i:
                lines.append("".join(current))
                current = []
            if part:
                current.append(f'<span class="t{key}">{escape(part)}</span>' if key else escape(part))
    lines.append("".join(current))
    return tuple(zip(lines[:len(raw)], indents))


def _names(token) -> Tuple[str, ...]:
    """A Pygments token type's dotted names, the most precise first: ("Name.Class", "Name")."""
    parts = str(token).split(".")[1:]   # "Token.Name.Class"
    return tuple(".".join(parts[:n]) for n in range(len(parts), 0, -1))
