"""Checking a rules text again after a small edit: only the top-level items it changed are parsed.

    checker = IncrementalChecker("rules.mm")
    rules, diagnostics = checker.check(text)          # what check_source(text, "rules.mm") returns
    rules, diagnostics = checker.check(edited)        # parses again only the items the edit changed

The notebooks' editor (mogel.widgets.editor) checks its text on every keystroke with one.  A
text is cut into pieces, one per top-level item: a piece starts at a line that starts with a
letter outside brackets and not after a line continued with `\\`, and holds the comment and
blank lines after its item; the pieces a text starts with, as the last text did, are not cut
again (`pieces_again`).  Each piece is parsed alone, in place (the lines before it counted,
not read: `parse_items(..., start=)`), and kept by its text; while its text stays the same it
is not parsed again, its spans moved to the lines where it now stands.  Per new text, the
items are assembled, and the checker runs on the rules without variants unless the edit changed
only what it does not read (mogel.check.reuse: an edit of a variant's plain number, say its
card's `penalty:`; `reused` tells it); then each variant alone, and the chosen ones together
(mogel.check.loader.check_items; the editor's variant adds a card, so the checker runs on the
whole rules with it applied, once for both of the editor's calls).  After a one-line edit of
the editor's card those are most of what a re-check costs, less the walks the checker keeps
per item or block object (bench/README.md).

The result is exactly check_source's, messages and places alike (tests/check/test_incremental.py
edits rules.mm line by line and compares): a piece is parsed followed by a one-line item, so
that its last block ends as it does before the next item of the whole text; a piece that does
not parse alone sends the whole text to the parser, so an error is told as a whole parse tells
it (and a text that does not parse costs what a whole check costs).  Nothing here is kept on disk (mogel.check.cache keeps what check_source returns).
"""

from __future__ import annotations

import dataclasses
import re
from types import MappingProxyType
from typing import Dict, List, Optional, Sequence, Tuple, Union

from ..errors import Diagnostic, RulesError, Span
from ..language import model as m
from .loader import assemble, check_items, prepared
from .reuse import Checked

_SKIPPED = re.compile(r'"[^"\n]*"?|#[^\n]*')   # strings and comments: their brackets and `\` are no code
_LETTER = re.compile(r"\n(?=[a-z])")              # before a line that may start an item
_END = "mogel_piece_end"
_ENDING = f"role {_END}\n"   # the one-line item a piece is parsed before


class Piece:
    """One top-level item of a text (with the comment and blank lines after it): `text`, the
    1-based `line` it starts on, whether it is the `last` of the text."""

    __slots__ = ("text", "line", "last")

    def __init__(self, text: str, line: int, last: bool):
        self.text, self.line, self.last = text, line, last


def pieces(text: str) -> List[Piece]:
    """`text` cut into its top-level items (one piece for a text with none)."""
    starts, depth, above = [0], 0, 0
    for found in _LETTER.finditer(text):
        at = found.end()
        code = _SKIPPED.sub("", text[above:at])   # the code since the last line that starts with a letter
        depth = max(0, depth + code.count("(") + code.count("{") - code.count(")") - code.count("}"))
        if depth == 0 and not code.rstrip().endswith("\\"):
            starts.append(at)
        above = at
    out, line = [], 1
    for index, start in enumerate(starts):
        end = starts[index + 1] if index + 1 < len(starts) else len(text)
        out.append(Piece(text[start:end], line, end == len(text)))
        line += text.count("\n", start, end)
    return out


def pieces_again(text: str, before: Sequence[Piece]) -> List[Piece]:
    """pieces(text), given the pieces of a text cut `before`: the pieces up to the last one of
    those that `text` starts with, all of them, are kept; the text is cut from that one on.
    The same pieces as pieces(text): a piece starts where the text's scan has no bracket open
    and no line continued, so the scan from the start of a kept piece goes on as the whole
    scan does; and the kept pieces before it end where they ended, in the same text.  Cutting
    the whole text was a twentieth of the editor's re-check after an edit of its last item."""
    at, kept = 0, 0
    while kept < len(before) and text.startswith(before[kept].text, at):
        at += len(before[kept].text)
        kept += 1
    if kept == 0:
        return pieces(text)
    last = before[kept - 1]
    start = at - len(last.text)
    return [*before[:kept - 1], *(Piece(piece.text, piece.line + last.line - 1, piece.last) for piece in pieces(text[start:]))]


def shifted(node, by: int):
    """A model node (an item, a tuple or mapping of them ...) with every Span moved `by` lines
    down (up when negative); a Span of no place (line 0) stays.  Unchanged parts are kept."""
    if isinstance(node, Span):
        if not node.line:
            return node
        return Span(node.file, node.line + by, node.column, node.end_line + by if node.end_line else node.end_line,
                    node.end_column)
    if type(node) is tuple:
        moved = tuple(shifted(part, by) for part in node)
        return node if all(a is b for a, b in zip(moved, node)) else moved
    if isinstance(node, (dict, MappingProxyType)):
        moved = {key: shifted(value, by) for key, value in node.items()}
        return MappingProxyType(moved) if isinstance(node, MappingProxyType) else moved
    if dataclasses.is_dataclass(node) and not isinstance(node, type):
        changes = {}
        for field in dataclasses.fields(node):
            value = getattr(node, field.name)
            moved = shifted(value, by)
            if moved is not value:
                changes[field.name] = moved
        return dataclasses.replace(node, **changes) if changes else node
    return node


def _listed(result):
    """(rules, diagnostics as a list), as check_source returns them."""
    rules, problems = result
    return rules, list(problems)


class IncrementalChecker:
    """`check_source` for a text that changes a little between checks: keeps the parsed
    items of the last text's pieces and parses only the pieces that changed.

    file: the name messages and spans give the text (as check_source's `file`).  Not thread
    safe: one checker per editor."""

    def __init__(self, file: str = "rules.mm"):
        self.file = file
        self._kept: Dict[Tuple[str, bool], Tuple[int, Tuple[m.Item, ...]]] = {}
        self._text: Optional[str] = None
        self._cut: List[Piece] = []   # the pieces of the last text
        self._parsed: Union[List[m.Item], RulesError, None] = None   # the last text's items, or its syntax error
        self._model = None   # checked_model of the last text, shared by its checks with other variants
        self._checked: Optional[Checked] = None   # its rules without variants, and what check_rules told of them
        self._applied: dict = {}   # its rules with variants applied, and their checks (loader.check_items)
        self.parsed = 0      # pieces the last new text had that were not kept (a whole parse counts them all)
        self.reused = False  # whether the check of the last new text's rules without variants was the last one's (reuse.Checked)

    def check(self, text: str, variants=()) -> Tuple[Optional[m.Rules], List[Diagnostic]]:
        """(Rules or None, every diagnostic): what `check_source(text, self.file, variants)`
        returns, and raises what it raises, without its cache.  The same text checked again
        with other variants is neither cut nor parsed again, nor checked again without them."""
        text, variants = prepared(text, variants)
        if text != self._text:
            self._parsed = self._items(text)
            self._text, self._model, self._applied, self.reused = text, None, {}, False
        items = self._parsed
        if isinstance(items, RulesError):
            return None, list(items.diagnostics)
        if self._model is None:   # loader.checked_model, told as before when only the variants changed
            rules, problems = assemble(items, text, self.file)
            self._checked = Checked(rules, self._checked)
            self.reused = self._checked.reused
            self._model = rules, tuple(problems + self._checked.told)
        return _listed(check_items(items, text, self.file, variants, self._model, self._applied))

    def _items(self, text: str) -> Union[List[m.Item], RulesError]:
        """Every top-level item of `text`, or the syntax error of the whole text when a piece of
        it does not parse alone."""
        cut = self._cut = pieces_again(text, self._cut)
        missing = [piece for piece in cut if (piece.text, piece.last) not in self._kept]
        self.parsed = len(missing)
        if sum(len(piece.text) for piece in missing) * 2 > len(text):   # most of it is new: parse it whole
            return self._whole(text, cut)
        kept: Dict[Tuple[str, bool], Tuple[int, Tuple[m.Item, ...]]] = {}
        items: List[m.Item] = []
        at = 0
        for piece in cut:
            key = (piece.text, piece.last)
            if key in self._kept:
                line, found = self._kept[key]
                if line != piece.line:
                    found = shifted(found, piece.line - line)
            else:
                found = self._parse(text, at, piece)
                if found is None:   # the whole text tells the error
                    return self._whole(text, cut)
            kept[key] = (piece.line, found)
            items.extend(found)
            at += len(piece.text)
        self._kept = kept
        return items

    def _parse(self, text: str, at: int, piece: Piece) -> Optional[Tuple[m.Item, ...]]:
        """The items of one piece, which starts at `at` of `text`, at its place in the text (lark
        counts the lines before it: moving the spans of a parsed piece was an eighth of its
        parse); or None when it does not parse alone."""
        from ..language.parser import parse_items

        end = at + len(piece.text)
        try:
            found = parse_items(text[:end] if piece.last else text[:end] + _ENDING, self.file, start=at)
        except RulesError:
            return None
        if not piece.last:
            if not found or not isinstance(found[-1], m.Role) or found[-1].name != _END:
                return None
            found = found[:-1]
        return tuple(found)

    def _whole(self, text: str, cut: Sequence[Piece]) -> Union[List[m.Item], RulesError]:
        """The items of the whole text parsed at once, kept by the piece each starts in; or its
        syntax error."""
        from ..language.parser import parse_items

        try:
            items = parse_items(text, self.file)
        except RulesError as err:
            return err
        kept: Dict[Tuple[str, bool], Tuple[int, Tuple[m.Item, ...]]] = {}
        at = 0
        for index, piece in enumerate(cut):
            below = cut[index + 1].line if index + 1 < len(cut) else float("inf")
            start = at
            while at < len(items) and items[at].span.line < below:
                at += 1
            kept[(piece.text, piece.last)] = (piece.line, tuple(items[start:at]))
        self._kept = kept if all(item.span.line > 0 for item in items) else {}
        return items
