"""Rules shown: their text for notebooks (the whole file, one variant beside what it changes, or
some lines), and the Python they become for `mogel compile`.

    from mogel import show_rules                   # or: from mogel.present.show import show_rules
    show_rules()                                    # the packaged rules.mm, highlighted
    show_rules(variant="NAME")                      # the variant and the base lines it replaces
    show_rules("my_rules.mm", lines=(40, 60))       # lines 40 to 60 of a file

`show_rules` returns an `IPython.display.Code` (language "mogel", highlighted by
`mogel.present.highlight.MogelLexer`), shown in a notebook with each line's number in the file
before it (as the rules beside a game number them; the numbers are not copied with the text);
`rules_excerpt` returns the same text without IPython.  Neither
this module nor `import mogel` imports IPython or Pygments: they are needed only to display.

`generated_source(rules, colour)` is "this is what your rules become", as `mogel compile` prints
it: mogel.compile.codegen's source, exactly what the engine runs, each function preceded by a
comment naming the rules line it comes from (`# rules.mm:57  when: after each play`); with
`colour` (a terminal), highlighted with Pygments (the notebook extra; plain without it).
"""

from __future__ import annotations

import functools
from pathlib import Path
from typing import Iterable, List, NamedTuple, Optional, Sequence, Set, Tuple, Union

from ..language import model as m
from ..errors import MogelError, UnknownVariantError, did_you_mean

__all__ = ["Excerpt", "generated_source", "rules_excerpt", "show_rules"]

Lines = Union[Tuple[int, int], Iterable[int], None]


class Excerpt(NamedTuple):
    """Shown text and where it comes from: `numbers` are the 1-based lines of the file shown;
    `labels`, one per line of `text`: its line number in the file, or None for a line the
    excerpt adds (the `# FILE, lines A-B` comment before a run, the blank line between runs)."""

    text: str
    numbers: Tuple[int, ...]
    file: str
    labels: Tuple[Optional[int], ...] = ()


def _source(rules_or_path) -> Tuple[str, str]:
    """(text, file name) of a Rules, a path, or the packaged rules (None)."""
    from ..check.loader import default_rules_path
    from ..check.files import read_text
    if isinstance(rules_or_path, m.Rules):
        return rules_or_path.source, rules_or_path.file
    path = Path(rules_or_path) if rules_or_path is not None else default_rules_path()
    name = path.name if rules_or_path is None else str(rules_or_path)
    return read_text(path), name


def _last_line(span: m.Span, lines: Sequence[str]) -> int:
    """The last line that holds text of `span` (its end is where the next token starts)."""
    last = max(span.end_line or span.line, span.line)
    if last > len(lines):
        last = len(lines)                                   # the span runs to the end of the file
    elif last > span.line and span.end_column <= 1 + len(lines[last - 1]) - len(lines[last - 1].lstrip()):
        last -= 1                                           # the span stops before this line's text
    while last > span.line and (not lines[last - 1].strip() or lines[last - 1].lstrip().startswith("#")):
        last -= 1                                           # blank lines and comments after it
    return last


def _extent(span: m.Span, lines: Sequence[str]) -> Set[int]:
    if span.line < 1:
        return set()
    return set(range(span.line, _last_line(span, lines) + 1))


def span_lines(span: m.Span, lines: Sequence[str]) -> Tuple[int, ...]:
    """The 1-based numbers of the `lines` of a rules text that hold `span` (a statement, a
    property, a block with its body), without the blank and comment lines after it."""
    return tuple(sorted(_extent(span, lines)))


def _base_item(rules: m.Rules, item: m.Item) -> Optional[m.Item]:
    if item.category in ("game", "deck", "round", "turn"):
        base = getattr(rules, item.category)
        return base if base.span.line > 0 else None
    table = {"define": rules.defines, "zone": rules.zones, "card": rules.cards, "role": rules.roles,
             "cheat": rules.cheats, "accusation": rules.accusations, "variable": rules.variables,
             "procedure": rules.procedures}.get(item.category, {})
    return table.get(item.name)


def variant_lines(rules: m.Rules, name: str, lines: Sequence[str]) -> Set[int]:
    """Line numbers of variant `name` and of every base property it replaces (with its header)."""
    if name not in rules.variants:
        hint = did_you_mean(name, rules.variants, parts=True) or "; `mogel variants` lists them"
        raise UnknownVariantError(f"{rules.file}: unknown variant '{name}'{hint}")
    variant = rules.variants[name]
    shown = _extent(variant.span, lines)
    for item in variant.items:
        base = _base_item(rules, item)
        if base is None:
            continue                                        # a new item: nothing in the base
        shown.add(base.span.line)                           # `card owl:`, `define fits(...) = ...`
        for prop in item.set_fields():
            if isinstance(base, m.Deck) and prop == "rows":
                kinds = {row.kind for row in item.rows or ()}
                for row in base.rows or ():
                    if row.kind in kinds:
                        shown |= _extent(row.span, lines)
            elif prop in base.field_spans:
                shown |= _extent(base.field_spans[prop], lines)
    return shown


def _wanted(lines: Lines) -> Optional[Set[int]]:
    if lines is None:
        return None
    if isinstance(lines, tuple) and len(lines) == 2 and all(isinstance(x, int) for x in lines):
        first, last = lines
        return set(range(first, last + 1))
    return {int(x) for x in lines}


def rules_excerpt(rules_or_path=None, variant: Optional[str] = None, lines: Lines = None) -> Excerpt:
    """The text `show_rules` shows, as an Excerpt (no IPython needed).

    With no variant and no lines: the whole text.  Otherwise only the chosen lines, in file
    order; each run of consecutive lines is introduced by a comment `# FILE, lines A-B`.
    Raises UnknownVariantError (with a did-you-mean), MogelError for a file that cannot be
    read, RulesError for a text that does not parse.
    """
    text, file = _source(rules_or_path)
    all_lines = text.splitlines()
    chosen: Optional[Set[int]] = None
    if variant is not None:
        from ..check.loader import assemble
        from ..language.parser import parse_items
        base, _ = assemble(parse_items(text, file), text, file)   # spans of the file itself
        chosen = variant_lines(base, variant, all_lines)
    wanted = _wanted(lines)
    if wanted is not None:
        chosen = wanted if chosen is None else chosen & wanted
    if chosen is None:
        every = tuple(range(1, len(all_lines) + 1))
        return Excerpt(text, every, file, every)
    numbers = tuple(sorted(n for n in chosen if 1 <= n <= len(all_lines)))
    out: List[str] = []
    labels: List[Optional[int]] = []
    for start, end in _runs(numbers):
        if out:
            out.append("")
            labels.append(None)
        label = f"line {start}" if start == end else f"lines {start}-{end}"
        out.append(f"# {file}, {label}")
        out.extend(all_lines[start - 1:end])
        labels.extend([None, *range(start, end + 1)])
    return Excerpt("\n".join(out) + ("\n" if out else ""), numbers, file, tuple(labels))


def _runs(numbers: Sequence[int]):
    """(first, last) of each run of consecutive numbers."""
    start = prev = None
    for n in numbers:
        if start is None:
            start = prev = n
        elif n == prev + 1:
            prev = n
        else:
            yield start, prev
            start = prev = n
    if start is not None:
        yield start, prev


@functools.lru_cache(maxsize=1)
def _code_class():
    """IPython's Code, highlighting with MogelLexer even when the Pygments plugin is not installed."""
    try:
        from IPython.display import Code
    except ImportError:
        raise MogelError("showing rules needs IPython: pip install 'mogel[notebook]' "
                         "(or: pip install ipython pygments)") from None

    class RulesCode(Code):
        """Rules text for a notebook; `.numbers` are the lines of the file it shows, `.labels`
        the file's line number of each line shown (None: a line of the excerpt's own)."""

        numbers: Tuple[int, ...] = ()
        labels: Tuple[Optional[int], ...] = ()

        def _get_lexer(self):
            from .highlight import MogelLexer
            return MogelLexer()

        def _repr_html_(self):
            """The highlighted text, each line after its number in the file (not selectable)."""
            from pygments import highlight
            from pygments.formatters import HtmlFormatter
            rows = highlight(self.data, self._get_lexer(), HtmlFormatter(nowrap=True)).split("\n")
            width = len(str(max((n for n in self.labels if n), default=0)))
            numbered = [f'<span class="linenos" style="color:#595959;user-select:none">'
                        f'{str(n or "").rjust(width)} </span>{row}' for n, row in zip(self.labels, rows)]
            style = "<style>{}</style>".format(HtmlFormatter().get_style_defs(".output_html"))
            return style + '<div class="highlight"><pre>' + "\n".join(numbered) + "</pre></div>"

    return RulesCode


def show_rules(rules_or_path=None, variant: Optional[str] = None, lines: Lines = None):
    """A rules text, highlighted for a notebook (an `IPython.display.Code`, language "mogel").

    rules_or_path: a Rules (its source text is shown), a path to a rules file, or None for the
    packaged rules.mm.  variant: show only that variant's block and the lines of the base items
    it changes (their header line and each property it replaces).  lines: (first, last) or an
    iterable of line numbers to show (with a variant: only those of its lines).  Where lines are
    left out, a comment `# FILE, lines A-B` names the lines that follow.
    Raises MogelError with an install hint when IPython is missing, UnknownVariantError for an
    unknown variant, MogelError for a file that cannot be read.
    """
    code_class = _code_class()
    excerpt = rules_excerpt(rules_or_path, variant, lines)
    code = code_class(data=excerpt.text, language="mogel")
    code.numbers, code.labels = excerpt.numbers, excerpt.labels
    return code


def generated_source(rules: m.Rules, colour: bool = False, lab: bool = False, at_once: bool = False) -> str:
    """The Python source `rules` become (module docstring), or with `lab` its lab twin (the module
    the engine runs in the lab mode: mogel.compile.codegen), with `at_once` too that twin for bots
    answered at once, coloured for a terminal with `colour` when Pygments is installed, else as it is."""
    from ..compile.codegen import source
    from ..compile.program import DeckTables

    text = source(rules, DeckTables(rules), lab, at_once).rstrip("\n")
    if not colour:
        return text
    try:
        from pygments import highlight
        from pygments.formatters import TerminalFormatter
        from pygments.lexers import PythonLexer
    except ImportError:
        return text
    return highlight(text, PythonLexer(), TerminalFormatter()).rstrip("\n")
