"""Syntax errors in words: lark's expected-terminal sets -> "expected a number after 'to'".

Learners never see terminal names such as `_NL` or `RPAR`: each terminal is described in words,
keywords are quoted, and the message names what came before the error.
"""

from __future__ import annotations

import functools
import re

from lark.exceptions import UnexpectedCharacters, UnexpectedEOF, UnexpectedInput, UnexpectedToken

from ..errors import SAID, Diagnostic, Joined, did_you_mean, located
from .grammar import mixed_tab, only_an_acknowledgement, short_first_line, tab_under_header, under_header, whole_word
from .model import Span
from . import words
from .plain import odd_character, plain_character, plain_token
from .said import SAY

WORDS = {
    "_NL": "the end of the line",
    "_INDENT": "an indented block",
    "_DEDENT": "the end of the block",
    "$END": "the end of the file",
    "NAME": "a name",
    "INT": "a number",
    "PERCENT": "a percentage such as 50%",
    "STRING": 'a quoted text such as "draw pile"',
    "MODAL": "'may' or 'must'",
    "PLAY": "'plays'",
    "DRAW": "'draws'",
    "GIVE": "'gives'",
    "TAKE": "'takes'",
    "SCORE": "'scores'",
    "BECOME": "'becomes'",
    "PICK": "'fastest' or 'slowest'",
    "GO": "'goes'",
    "MISS": "'misses'", "DROP": "'drops'", "SHOW": "'shows'", "CALL": "'calls'", "CHOOSE": "'chooses'",
    "GENDER": "'der', 'die' or 'das'"}
# The words of WORDS that are no quoted keyword, as the catalogue says them (mogel.language.said).
SAID_WORDS = {"_NL": "t_nl", "_INDENT": "t_indent", "_DEDENT": "t_dedent", "$END": "t_end", "NAME": "t_name",
              "INT": "t_int", "PERCENT": "t_percent", "STRING": "t_string", "MODAL": "t_modal", "PICK": "t_pick",
              "GENDER": "t_gender"}

# The most common mistakes get a message of their own (by its id in mogel.language.said): the
# label whose examples fail in the same parser state as the text at hand.
TAILORED = {
    "header_colon": [
        "card joker\n    penalty: 5\n", "turn\n    active draws 1 card from draw\n",
        "zone draw\n    shared\n", "round\n    first: guard\n", "game g\n    players: 3 to 5\n"],
    "property_colon": [
        "card x:\n    penalty 5\n", "game g:\n    players 3 to 5\n", "round:\n    first guard\n"],
    "chained_compare": [
        "define x = 1 < 2 < 3\n", "define x = 1 = 2 = 3\n", "round:\n    ends when: round > 1 < 3\n"],
    "double_equals": ["define x = 1 == 2\n", "define f(c) = c == joker\n", "round:\n    ends when: round == 2\n"],
    "add_to": ["turn:\n    set x += 1\n", "turn:\n    set x of a += 1\n", "turn:\n    x += 1\n", "turn:\n    set x -= 1\n",
               "turn:\n    set x of a -= 1\n", "turn:\n    x -= 1\n"],
    "how_many_cards": [
        "turn:\n    active draws 1 from draw\n", "turn:\n    active must play 1 from hand onto discard\n",
        "turn:\n    active gives 1 from hand to loser\n"],
    "else_if": ["turn:\n    if true:\n        end round\n    else if false:\n        end round\n"],
    "to_counts": [
        "turn:\n    active draws 1 to 3 cards from draw\n", "turn:\n    active takes 1 to 2 cards from discard\n",
        "round:\n    setup:\n        deal 1 to 3 cards from draw to hand\n"],
    "range_words": ["game g:\n    players: 3..5\n", "game g:\n    players: 3-5\n"],
    "per_player_first": ["variable stake = 1, reset each round, per player\n", "variable s, reset each turn, per player\n"],
    "per_player_alone": ["variable s:\n    per player: yes\n", "variable s:\n    starts: 0\n    per player: 1\n"],
    "quiet_choice": ["turn:\n    quietly set x = a chooses a player\n", "turn:\n    quietly set x = a must choose a\n",
                     "turn:\n    quietly set x of b = b chooses a\n", "turn:\n    quietly set x of b = b may choose a\n"],
    "variant_description": ["variant v:\n    card x:\n        penalty: 3\n", "variant v:\n    turn:\n        end round\n"],
}

CHARACTERS = {"'": "c_quote", "&": "c_and", "|": "c_or", "!": "c_not", "\t": "c_tab", "[": "c_bracket",
              ";": "c_semicolon", "%": "c_percent", "/": "c_slash"}   # their messages' ids in mogel.language.said

CURLY_QUOTES = "“”„‟«»‘’‚‛"

# The most telling few, in this order, when lark expects many things at once.
_PREFERRED = ["NAME", "INT", "STRING", "PERCENT", "_NL", "_INDENT", "_DEDENT"]


def _describe(terminal: str) -> str:
    if terminal in WORDS:
        return WORDS[terminal]
    from .grammar import grammar
    try:
        pattern = grammar().get_terminal(terminal).pattern
    except KeyError:
        return terminal.lower()
    if pattern.type == "str":
        return f"'{pattern.value}'"
    return terminal.lower()


# Words lark may expect where they are rarely meant (LALR merges the states after a zone of a
# selection and after the zone of `plays ... onto`): listed last, after the telling ones.
_RARELY_MEANT = {"'claiming'"}


def _join(terminals) -> Joined:
    """The words of `terminals` (their English orders them, the telling ones first), at most 6
    and "another word", joined with commas and "or"."""
    words = sorted({_describe(t): t for t in terminals}.items(),
                   key=lambda wt: (wt[0] in _RARELY_MEANT, wt[0].startswith("'"), wt[0]))
    said = [SAY(SAID_WORDS[t]) if t in SAID_WORDS else word for word, t in words[:6]]
    return Joined(tuple(said + ([SAY("t_another")] if len(words) > 6 else [])), ", ", SAID("or"))


def _shown(token):
    if token.type in ("_NL", "$END"):
        return SAY(SAID_WORDS[token.type])
    if token.type in ("_INDENT", "_DEDENT"):
        return SAY("t_indentation")
    return f"'{token}'"


def describe_unexpected(err: UnexpectedInput, text: str, file: str) -> Diagnostic:
    """A located Diagnostic for a lark UnexpectedInput, in words; at a line indented with a tab
    that an editor showing tabs 8 wide lines up with the line above it, the tab is told."""
    if isinstance(err, UnexpectedToken):
        err.token = whole_word(err.token, text)
    found = _described(err, text, file)
    tab = isinstance(err, UnexpectedToken) and mixed_tab(text, found.span.line, indentation=False)
    return located(text, Span(file, tab.line, tab.column), tab.message) if tab else found


def _described(err: UnexpectedInput, text: str, file: str) -> Diagnostic:
    line, column = max(err.line, 1), max(err.column, 1)
    if isinstance(err, UnexpectedCharacters):
        return _character(err, text, file, line, column)
    if isinstance(err, UnexpectedEOF):
        return located(text, Span(file, line, column), SAY("file_ends"))
    assert isinstance(err, UnexpectedToken)
    token = err.token
    pos = getattr(token, "start_pos", None)
    common = _unindented_block(err, text, file) or plain_token(err, text, file) \
        or words.escaped_quote(text, pos, file) \
        or words.broken_continuation(err, text, file) \
        or words.else_for_otherwise(err, text, file) or words.block_on_header_line(err, text, file) \
        or words.quietly_what(err, text, file) or words.if_without_brackets(err, text, file) \
        or _unquoted_description(err, text, file) or _common_mistake(err, text, file) \
        or words.stray_otherwise(err, text, file) or _unclosed_text(token, text, file) \
        or words.stray_quote(err, text, file) or words.missing_comma(err, text, file) or words.misspelt_statement(err, text, file)
    if common is not None:
        return common
    if token.type == "_NL" or token.type == "$END":
        line, column = _end_of_previous(text, token, line, column)
    if token.type == "_INDENT" or only_an_acknowledgement(err):   # an _INDENT: at the end of the line before
        line, column = _next_code_line(text, pos or 0) if token.type == "_INDENT" else (token.line, token.column)
        unlike = mixed_tab(text, line, indentation=True) or short_first_line(text, line)
        if unlike is not None:
            return located(text, Span(file, unlike.line, unlike.column), unlike.message)
        return located(text, Span(file, line, column), SAY("too_deep_line", hint=words.continuation_hint(text, line)))
    tailored = _tailored(err)
    if tailored:
        return located(text, Span(file, line, column), SAY(tailored))
    if token.type == "$END" or pos is None:
        pos = len(text)
    unclosed = _unclosed(text, pos)
    if unclosed is not None:
        bracket, where = unclosed
        return located(text, Span(file, where[0], where[1]), SAY("never_closed", bracket=bracket))
    expected = [t for t in err.expected if not t.startswith("__ANON") or _describe(t) != t.lower()]
    described = {_describe(t) for t in expected}
    if len(described & ITEM_STARTS) >= 5:
        return located(text, Span(file, line, column), SAY("expected_block", found=_shown(token)))
    if len(expected) > 1 and "_NL" in expected and token.type != "_NL":
        expected.remove("_NL")   # the indenter always accepts a line end: it is rarely the point
    if {"NAME", "INT", "LPAR"} <= set(expected):
        wanted = SAY("t_expression")
    elif len(expected) > 8 and {"OR", "AND"} <= set(expected):
        wanted = SAY("t_operator")
    else:
        preferred = [t for t in _PREFERRED if t in expected]
        wanted = _join(preferred if len(expected) > 8 and preferred else expected)
    after = _previous_word(text, pos) if pos is not None else ""
    after = SAY("after_word", word=after) if after else ""
    keywords = [_describe(t).strip("'") for t in err.expected if _describe(t).startswith("'")]
    misspelt = words.misspelt_keyword(err, keywords, text, file)   # `penalti: 1`, `drawz 1 card`
    if misspelt is not None:
        return misspelt
    return located(text, Span(file, line, column), SAY("expected", wanted=wanted, after=after, found=_shown(token)))


def _unindented_block(err: UnexpectedToken, text: str, file: str):
    """The indentation message, at the first line of a block, when that line is not indented
    under the header that opens the block (`if n:`, `card flea:`, `setup:` ... then a line at
    the header's own indentation); None for any other error.

    Only an indented block may follow the ':' and line end of a block header, so the parser's
    state accepts nothing but the start of an indented block there.  A first line less deep
    than the header and than no open block alike (`setup:` at 4 spaces, the line at 2) is told
    so there (mogel.language.grammar).  A block that is missing altogether (the file ends, or the
    next line is at a block further out) is told by the general "expected an indented block"
    message instead.
    """
    token = err.token
    if err.state is None or token.type in ("_INDENT", "$END"):
        return None
    if set(err.state.parse_conf.parse_table.states[err.state.position]) != {"_INDENT"}:
        return None
    if token.type == "_DEDENT":   # the first line less deep than the header: lark stops there next
        line, _ = _next_code_line(text, getattr(token, "start_pos", None) or 0)
        less = under_header(text, line) or tab_under_header(text, line)
        return None if less is None else located(text, Span(file, less.line, less.column), less.message)
    tab = tab_under_header(text, token.line)
    return located(text, Span(file, tab.line, tab.column), tab.message) if tab else \
        located(text, Span(file, token.line, token.column), SAY("block_lines"))


def _character(err: UnexpectedCharacters, text: str, file: str, line: int, column: int) -> Diagnostic:
    """A character the language has no use for at this place, in words."""
    pos = err.pos_in_stream
    char = text[pos] if pos < len(text) else "?"
    special = words.escaped_quote(text, pos, file) or words.unclosed_text(text, pos, file) \
        or words.after_backslash(text, pos, file, line, column) or plain_character(text, pos, file, line, column) \
        or odd_character(text, pos, file, line, column)
    if special is not None:
        return special
    message = SAY(CHARACTERS[char]) if char in CHARACTERS else \
        SAY("c_unexpected", char=f"'{char}'" if char.isprintable() else repr(char))
    if char == "\t" and not text[:pos].strip(" \t"):   # the indenter takes the tabs of every later line
        message = SAY("c_tab_first")
    elif char.isupper():
        message = SAY("c_capital", char=repr(char))
    elif char in CURLY_QUOTES:
        message = SAY("c_curly")
    elif char == '"' and '"' not in text[pos + 1:].split("\n", 1)[0]:
        message = SAY("c_open_text")
    return located(text, Span(file, line, column), message)


def _unclosed_text(token, text: str, file: str):
    pos = getattr(token, "start_pos", None)
    return None if pos is None else words.unclosed_text(text, pos, file)


def _number_around(text: str, dot: int):
    """(start, end) of the digits on both sides of the '.' at `dot`."""
    start, end = dot, dot + 1
    while start > 0 and text[start - 1].isdigit():
        start -= 1
    while end < len(text) and text[end].isdigit():
        end += 1
    return start, end


def _common_mistake(err: UnexpectedToken, text: str, file: str):
    """A Diagnostic for a mistake learners often make that lark reports far from its cause:
    a misspelt block header, a decimal number, an 'else' with no 'if', a variant inside a
    variant, a display name without its language.  None for anything else."""
    token = err.token
    pos = getattr(token, "start_pos", None)
    if pos is None or token.type in ("_NL", "$END", "_INDENT", "_DEDENT"):
        return None
    line_start = text.rfind("\n", 0, pos) + 1
    line_text = text[line_start:].split("\n", 1)[0]
    before = text[line_start:pos]
    number = token.line, token.column
    header = re.match(r"( *)([a-z_][a-z0-9_]*)( *)", line_text)
    if header and _item_place(text, line_start, len(header[1])) and pos - line_start <= header.end() \
            and header[2] not in ITEM_WORDS and did_you_mean(header[2], ITEM_WORDS):
        return located(text, Span(file, number[0], len(header[1]) + 1),
                       SAY("unknown_block", word=header[2], hint=did_you_mean(header[2], ITEM_WORDS)))
    dot = pos - 1 if token.type == "INT" else pos   # `8.5`: lark stops at the '5' or at the '.'
    if text[dot:dot + 1] == "." and text[dot - 1:dot].isdigit() and text[dot + 1:dot + 2].isdigit():
        start, end = _number_around(text, dot)
        return located(text, Span(file, number[0], number[1] - (pos - start)),
                       SAY("whole_numbers", number=text[start:end]))
    if str(token) == ":" and before.strip() == "else":   # read as a player named 'else'
        return located(text, Span(file, number[0], len(before) - len(before.lstrip()) + 1), SAY("else_after_if"))
    if str(token) == "variant" and token.column > 1:
        return located(text, Span(file, *number), SAY("variants_nest"))
    if token.type == "STRING" and "NAME" in err.expected and set(err.expected) <= {"NAME", "_NL"}:
        if re.match(r" *name *:", line_text):
            return located(text, Span(file, *number), SAY("language_first", text=str(token)))
        if re.match(r" *race ", line_text):
            return located(text, Span(file, *number), SAY("language_first_race", text=str(token)))
    return None


def _unquoted_description(err: UnexpectedToken, text: str, file: str):
    """`description: two rounds` (a text without its quotes), told at its first word; None for
    any other error."""
    pos = getattr(err.token, "start_pos", None)
    if pos is None or "STRING" not in err.expected or err.token.type == "STRING":
        return None
    line_start = text.rfind("\n", 0, pos - 1 if err.token.type == "_NL" else pos) + 1
    described = re.match(r"([ \t]*description[ \t]*:[ \t]*)([a-z_]\w*)", text[line_start:])
    if described is None or line_start + described.end() > pos:
        return None
    return located(text, Span(file, text.count("\n", 0, line_start) + 1, described.end(1) + 1),
                   SAY("unquoted_description"))


def _item_place(text: str, line_start: int, indent: int) -> bool:
    """Whether a line indented by `indent` at `line_start` stands where a block may start: at
    the left margin, or right inside a variant."""
    if indent == 0:
        return True
    for above in reversed(text[:line_start].split("\n")):
        code = above.split("#", 1)[0].rstrip()
        if code and len(code) - len(code.lstrip(" ")) < indent:
            return code.startswith("variant ")
    return False


ITEM_STARTS = {"'game'", "'define'", "'zone'", "'card'", "'deck'", "'role'", "'round'", "'turn'",
               "'cheat'", "'accusation'", "'variant'", "'procedure'"}
ITEM_WORDS = sorted(word.strip("'") for word in ITEM_STARTS)


def _unclosed(text: str, pos: int):
    """The last '(' or '{' before `pos` that is still open at a line break, with (line, col)."""
    stack = []
    line, col = 1, 1
    in_comment = in_string = False
    for i, ch in enumerate(text[:pos]):
        if ch == "\n":
            line, col, in_comment = line + 1, 1, False
            continue
        if not in_comment:
            if ch == '"':
                in_string = not in_string
            elif not in_string:
                if ch == "#":
                    in_comment = True
                elif ch in "({":
                    stack.append((ch, (line, col)))
                elif ch in ")}" and stack:
                    stack.pop()
        col += 1
    if stack and "\n" in text[text.rfind(stack[-1][0], 0, pos):pos]:
        return stack[-1]
    return None


def _previous_word(text: str, pos: int) -> str:
    """The last word or symbol before `pos` (skipping blanks and comments), or ''."""
    before = text[:pos]
    lines = before.split("\n")
    while lines:
        last = lines[-1].split("#", 1)[0].rstrip()
        if last:
            word = last.split()[-1]
            return word if len(word) <= 20 else word[-20:]
        lines.pop()
    return ""


@functools.lru_cache(maxsize=1)
def _example_keys() -> dict:
    """(parser state, unexpected token type) of each TAILORED example -> its message's id."""
    from .grammar import grammar

    keys = {}
    for label, examples in TAILORED.items():
        for example in examples:
            try:
                grammar().parse(example)
            except UnexpectedToken as ut:
                keys.setdefault((ut.state.position, ut.token.type), label)
            except UnexpectedInput:
                continue
    return keys


def _tailored(err: UnexpectedToken):
    """The tailored message for an error in the same parser state at the same kind of token.

    (lark's own match_examples also compares the depth of the parse stack, so an example
    would only match the very same mistake in the very first block of a file.)
    """
    if err.state is None:
        return None
    return _example_keys().get((err.state.position, err.token.type))


def _next_code_line(text: str, pos: int):
    """(line, column) of the first character of the next line with code after `pos`."""
    line = text.count("\n", 0, pos) + 1
    for number, content in enumerate(text.split("\n")[line:], line + 1):   # lark counts \n only
        stripped = content.lstrip(" \t")
        if stripped and not stripped.startswith("#"):
            return number, len(content) - len(stripped) + 1
    return line, 1


def _end_of_previous(text, token, line, column):
    """Point at the end of the line that stopped short, not at the start of the next one."""
    pos = getattr(token, "start_pos", None)
    if pos is None:
        return line, column
    before = text[:pos].rstrip(" \t")
    last = before.rsplit("\n", 1)[-1]
    comment = last.find("#")
    if comment >= 0:
        last = last[:comment].rstrip()
    return before.count("\n") + 1, len(last) + 1
