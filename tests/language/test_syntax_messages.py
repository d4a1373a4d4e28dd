"""Bad rules texts -> located syntax messages in words, from the parser.

Every bad case pins the exact `line:col` of the first diagnostic and checks that the
message is in words: no lark terminal names (`_NL`, `RPAR`, `__ANON_3` ...) ever reach a
learner.  Good texts and the model they parse to are tested in test_parser.py.
"""

from __future__ import annotations

import re

import pytest

from mogel.errors import RulesSyntaxError
from mogel.language.parser import parse_items


# --- bad sources ----------------------------------------------------------------------------

_UPPER_TERMINAL = re.compile(r"\b_?(NL|INDENT|DEDENT|[LR]PAR|[LR]BRACE|COLON|COMMA|NAME|INT|STRING|PERCENT|"
                             r"MODAL|PICK|PLAY|DRAW|GIVE|TAKE|SCORE|BECOME|[A-Z]+_[A-Z_]+)\b")
# "indent" alone is the English verb of "indent it 4 spaces"; "_indent" and "dedent" are lark's
_ANY_TERMINAL = re.compile(r"__anon|\$end|\b_nl\b|\b_(in|de)dent\b|\bdedent\b|\b[lr]par\b|\b[lr]brace\b",
                           re.IGNORECASE)


class _TerminalNames:
    """`search(message)`: a lark terminal name in a message.  Upper-case words inside quoted
    examples ('card NAME:') are placeholders for the learner, not terminal names."""

    @staticmethod
    def search(message: str):
        unquoted = re.sub(r"'[^']*'", "''", message)
        return _UPPER_TERMINAL.search(unquoted) or _ANY_TERMINAL.search(message)


TERMINAL_NAME = _TerminalNames()

BAD = [
    # (id, source, line, column, exact message or None, words the message must contain)
    ("missing-value-after-to", "game g:\n    players: 3 to\n",
     2, 18, "expected a number after 'to', not the end of the line", ()),
    ("missing-value-after-to-before-comment", "game g:\n    players: 3 to   # three or more\n    rounds: 3\n",
     2, 18, "expected a number after 'to', not the end of the line", ()),
    ("missing-expression", "define x =\n",
     1, 11, "expected an expression (a name, a number, '(' ...) after '=', not the end of the line", ()),
    ("dedent-to-no-block", "game g:\n    players: 3 to 5\n  rounds: 3\n",
     3, 3, "this line is indented 2 spaces less than the lines of its block: indent it 4 spaces, like line 2", ()),
    ("dedent-to-no-block-after-comment", "game g:\n    players: 3 to 5\n# note\n  rounds: 3\n",
     4, 3, "this line is indented 2 spaces less than the lines of its block: indent it 4 spaces, like line 2", ()),
    # a continued line (inside brackets, or after a backslash) may be indented any way: the
    # bad line is the last one, not the continuation
    ("dedent-after-bracket-continuation",
     "game g:\n    players: 3 to 5\n    rounds: (1 +\n  2)\n    order: left\n  winner: lowest score\n",
     6, 3, "this line is indented 2 spaces less than the lines of its block: indent it 4 spaces, like line 5", ()),
    ("dedent-after-backslash-continuation",
     "game g:\n    players: 3 to 5\n    rounds: 1 + \\\n  2\n    order: left\n  winner: lowest score\n",
     6, 3, "this line is indented 2 spaces less than the lines of its block: indent it 4 spaces, like line 5", ()),
    ("unexpected-character", "define x = 1 $ 2\n",
     1, 14, "unexpected character '$'", ()),
    ("unexpected-character-at", "card a:\n    penalty: @\n",
     2, 14, "unexpected character '@'", ()),
    ("unterminated-string", 'game g:\n    name: en "abc\n',
     2, 14, 'a text ends on the line it starts: close it with " on this line', ()),
    ("text-broken-over-two-lines", 'game g:\n    name: en "Cheating\nMoth"\n    players: 3 to 5\n',
     2, 14, 'a text ends on the line it starts: close it with " on this line', ()),
    ("stray-closing-parenthesis", "define x = 1)\n",
     1, 13, "expected the end of the line after '1', not ')'", ()),
    # an unclosed bracket is pointed out where it opens, wherever the text runs out
    ("unclosed-parenthesis", "define x = (1 + 2\ndefine y = 3\n",
     1, 12, "this '(' is never closed", ()),
    ("unclosed-parenthesis-at-end-of-file", "define x = (1 + 2\n",
     1, 12, "this '(' is never closed", ()),
    ("unclosed-brace-at-end-of-file", "define x = {1, 2\n",
     1, 12, "this '{' is never closed", ()),
    ("unclosed-parenthesis-last-line-no-newline", "define a = 1\ndefine x = size(hand of p",
     2, 16, "this '(' is never closed", ()),
    ("capitalised-define-name", "define Hand_size = 8\n",
     1, 8, "unexpected capital letter 'H': names are written in lower case", ()),
    ("capitalised-card-name", "card Spider:\n    penalty: 5\n",
     1, 6, "unexpected capital letter 'S': names are written in lower case", ()),
    ("capitalised-keyword", "define x = 1\nCard spider:\n    penalty: 5\n",
     2, 1, "unexpected capital letter 'C': names are written in lower case", ()),
    ("missing-colon-zone", "zone draw\n    shared\n",
     1, 10, "a block header ends with ':', as in 'card joker:'", ()),
    ("missing-colon-card", "card spider\n    penalty: 5\n",
     1, 12, "a block header ends with ':', as in 'card joker:'", ()),
    ("missing-colon-turn", "turn\n    active draws 1 card from draw\n",
     1, 5, "a block header ends with ':', as in 'card joker:'", ()),
    ("missing-colon-accusation", "accusation caught\n    of: hide\n",
     1, 18, "expected ':' after 'caught', not the end of the line", ()),
    ("missing-colon-on-play", "card ant:\n    on play\n        active draws 1 card from draw\n",
     2, 12, "expected ':' after 'play', not the end of the line", ()),
    ("missing-colon-after-property", "game g:\n    players 3 to 5\n",
     2, 13, "write a property as 'name: value', with a colon", ()),
    ("block-never-opened", "zone draw:\n",
     1, 11, "expected an indented block after 'draw:', not the end of the file", ()),
    ("block-not-indented", "card x:\npenalty: 5\n",
     2, 1, "the lines of a block are indented under its header (4 spaces)", ()),
    ("double-equals", "define x = 1 == 2\n",
     1, 15, "compare with a single '=' (there is no '==')", ()),
    ("missing-onto", "turn:\n    active must play 1 card from hand discard\n",
     2, 39, None, ("'onto'", "not 'discard'")),
    ("card-or-cards", "turn:\n    active may give played from hand to active\n",
     2, 28, "say how many cards: '1 card from hand', '2 cards from draw'", ()),
    ("property-set-twice", "card a:\n    penalty: 1\n    penalty: 2\n",
     3, 5, "'penalty' is set twice in this block", ()),
    ("flag-set-twice", "zone a:\n    shared, seen by all, seen by nobody\n",
     2, 26, "'seen by' is set twice in this block", ()),
    # a tab inside a line (not the indentation) is refused, as mogel/language/messages.py intends
    ("tab-in-the-middle-of-a-line", "define x =\t1\n",
     1, 11, "a tab in the middle of a line: use spaces", ()),
    ("tab-between-tokens", "card a:\n    penalty:\t1\n",
     2, 13, "a tab in the middle of a line: use spaces", ()),
    # a misspelt item keyword: the message names the block it is close to, or says what may
    # start one
    ("misspelt-item-keyword", "define x = 1\ncrad spider:\n    penalty: 1\n",
     2, 1, "unknown block 'crad' (did you mean 'card'?)", ()),
    ("item-keyword-with-an-s", "define x = 1\nturns:\n    active draws 1 card from draw\n",
     2, 1, "unknown block 'turns' (did you mean 'turn'?)", ()),
    ("round-with-an-s", "define x = 1\nrounds:\n    first: guard\n",
     2, 1, "unknown block 'rounds' (did you mean 'round'?)", ()),
    ("cards-with-an-s", "define x = 1\ncards moth:\n    penalty: 10\n",
     2, 1, "unknown block 'cards' (did you mean 'card'?)", ()),
    ("misspelt-item-in-a-variant", 'variant v:\n    description: "v"\n    cards moth:\n        penalty: 3\n',
     3, 5, "unknown block 'cards' (did you mean 'card'?)", ()),
    ("unknown-item-keyword", "define x = 1\nblock spider:\n    penalty: 1\n",
     2, 1, "expected a block such as 'card NAME:' or 'zone NAME:', not 'block'", ()),
    ("variant-inside-a-variant", 'variant a:\n    description: "a"\n    variant b:\n        description: "b"\n',
     3, 5, "variants do not nest: write each variant at the left margin, after the end of the one before", ()),
    ("else-without-if", "turn:\n    shuffle draw\n    else:\n        end round\n",
     3, 5, "'else:' belongs right after the block of an 'if', at the same indentation as the 'if'", ()),
    ("decimal-number", "define hand_size = 8.5\n",
     1, 20, "numbers are whole numbers: '8.5' is not one", ()),
    ("decimal-number-stopped-at-the-dot", "card a:\n    penalty: 1.5\n",
     2, 14, "numbers are whole numbers: '1.5' is not one", ()),
    ("decimal-in-a-range", "game g:\n    players: 3 to 4.5\n",
     2, 19, "numbers are whole numbers: '4.5' is not one", ()),
    ("curly-quotes", "card spider:\n    name: de \u201cSpinne\u201d\n",
     2, 14, 'write texts in plain double quotes "..." (not curly quotes, as word processors make)', ()),
    ("name-without-language", 'card spider:\n    name: "spider"\n',
     2, 11, 'give the language first: name: en "spider"', ()),
    ("second-name-without-language", 'card spider:\n    name: en "spider", "Spinne"\n',
     2, 24, 'give the language first: name: en "Spinne"', ()),
    ("race-name-without-language",
     'card c:\n    on play:\n        race r ("x") among others -> slowest as l:\n            end round\n',
     3, 17, 'give the language first, as in (en "x")', ()),
    ("single-quotes", "game g:\n    name: en 'moth'\n",
     2, 14, "texts are written in double quotes: \"draw pile\"", ()),
    ("ampersand", "define x = a & b\n",
     1, 14, "write 'and', not '&'", ()),
    ("percent-for-mod", "define adjacent(a, b) = (a - b) % 5 in {1, 4}\n",
     1, 33, "write 'mod' for the remainder of a division, as in '(a - b) mod 5' ('%' follows a number: '50%')", ()),
    # a misspelt keyword is named, with the caret under it (trial C, A11 and B9): lark used to
    # read `drawz` as `draw` + a name `z`, and `shufle draw` as a player `shufle` who draws
    ("misspelt-verb", "turn:\n    active drawz 1 card from draw\n",
     2, 12, "unknown word 'drawz' (did you mean 'draws'?)", ()),
    ("misspelt-verb-after-a-filter", "card b:\n    on play:\n        each player except active drawz 1 card from draw\n",
     3, 35, "unknown word 'drawz' (did you mean 'draws'?)", ()),
    ("misspelt-verb-after-otherwise",
     "turn:\n    active must play 1 card from hand onto discard\n    otherwise active drawz 1 card from draw\n",
     3, 22, "unknown word 'drawz' (did you mean 'draws'?)", ()),
    ("misspelt-modal", "turn:\n    active mus play 1 card from hand onto discard\n",
     2, 12, "unknown word 'mus' (did you mean 'must'?)", ()),
    ("misspelt-property", "card a:\n    penalti: 1\n",
     2, 5, "unknown word 'penalti' (did you mean 'penalty'?)", ()),
    ("misspelt-shuffle", "round:\n    setup:\n        shufle draw\n        deal 8 cards from draw to hand\n",
     3, 9, "unknown word 'shufle' (did you mean 'shuffle'?)", ()),
    ("misspelt-deal", "round:\n    setup:\n        dael 8 cards from draw to hand\n",
     3, 9, "unknown word 'dael' (did you mean 'deal'?)", ()),
    # a word of another language at a statement's start, named nowhere else (trial 24 section 18:
    # "expected an operator ... after 'mische', not 'stock'")
    ("unknown-statement-word", "round:\n    setup:\n        mische stock\n        deal 8 cards from stock to hand\n",
     3, 9, "unknown word 'mische': a statement starts with the player who acts ('active draws 1 card from draw') or "
           "with one of shuffle, move, deal, let, end, if, for, race, each, otherwise, repeat, do", ()),
    # a player whose name is close to a statement word is not taken for it when the line
    # would not read with the statement word either
    ("player-named-like-a-statement-word", "turn:\n    mover drawz 1 card from draw\n",
     2, 11, "unknown word 'drawz' (did you mean 'draws'?)", ()),
    # a text whose closing quote is missing runs on to the next quote: told at its opening quote
    ("unclosed-text-before-another", 'card b:\n    name: en "beetle, de "K\u00e4fer"\n',
     2, 14, 'this text is not closed: end it with " (as it is, the text runs on to the next ")', ()),
    ("unclosed-text-before-a-lower-case-word", 'card b:\n    name: en "beetle, de "kafer"\n',
     2, 14, 'this text is not closed: end it with " (as it is, the text runs on to the next ")', ()),
    # a line continued without its `\`, or with a comment after it (the `\` shown once)
    ("continued-without-backslash",
     "define s = empty(draw) and size(discard) <= 1\n    and turns_without_play >= player_count\n",
     2, 5, "this line is indented deeper than the lines of its block: line it up with them "
           "(to continue an expression on the next line, end the line with \\)", ()),
    ("over-indented-define-gets-no-continuation-hint", "define x = 1\n  define y = 2\n",
     2, 3, "this line is indented deeper than the lines of its block: line it up with them", ()),
    ("comment-after-backslash",
     "define s = empty(draw) and size(discard) <= 1 \\  # comment\n    and turns_without_play >= player_count\n",
     1, 47, "nothing may follow the \\ that continues a line (not even a comment)", ()),
    # `otherwise` that follows no statement in which a player acts
    ("otherwise-in-a-zone", "zone draw:\n    shared, seen by nobody\n    otherwise:\n        shuffle draw\n",
     3, 5, "'otherwise' belongs right after a statement in which a player acts ('active must play ...'), "
           "at the same indentation as that statement", ()),
    ("otherwise-after-shuffle", "turn:\n    shuffle draw\n    otherwise:\n        shuffle draw\n",
     3, 5, "'otherwise' belongs right after a statement in which a player acts ('active must play ...'), "
           "at the same indentation as that statement", ()),
    ("otherwise-first-in-a-block", "turn:\n    otherwise active draws 1 card from draw\n",
     2, 5, "'otherwise' belongs right after a statement in which a player acts ('active must play ...'), "
           "at the same indentation as that statement", ()),
    # --- the fourth user trial: each mistake told where it is, with what to write instead ---
    # a double quote written \" inside a text: lark ended the text at it
    ("escaped-quote-in-a-description", 'variant v:\n    description: "the \\"big\\" table"\n',
     2, 23, "a text cannot hold a double quote, not even as \\\": write single quotes inside it "
            "(\"the 'big' table\") or use other words", ()),
    ("escaped-quote-at-the-end-of-a-name", 'card c:\n    name: en "a \\"b\\""\n',
     2, 17, "a text cannot hold a double quote, not even as \\\": write single quotes inside it "
            "(\"a 'b'\") or use other words", ()),
    ("escaped-quote-first-in-a-name", 'card c:\n    name: en "\\"b\\"", de "x"\n',
     2, 15, "a text cannot hold a double quote, not even as \\\": write single quotes inside it or use other words",
     ()),
    # display names without the comma between them (lark also wanted a ')' there)
    ("names-without-comma", 'card spider:\n    name: en "spider" de "Spinne"\n',
     2, 23, 'put a comma between the names of two languages: en "spider", de "Spinne"', ()),
    ("names-without-comma-before-a-comment", 'card spider:\n    name: en "spider" de "Spinne"   # x\n',
     2, 23, 'put a comma between the names of two languages: en "spider", de "Spinne"', ()),
    ("race-names-without-comma",
     'card c:\n    on play:\n        race r (en "slap" de "Klatschen") among others -> slowest as l:\n'
     '            end round\n',
     3, 27, 'put a comma between the names of two languages: (en "slap", de "Klatschen")', ()),
    # a `\` that continues a line onto a blank line, a comment line or the end of the file
    ("backslash-before-a-blank-line", "define endless = turns >= \\\n\n    300\n",
     1, 27, "this \\ continues the line onto the next one, but the next line is blank: remove the blank line, "
            "or the \\ if the line is complete", ()),
    ("backslash-before-a-comment-line", "define endless = turns >= \\\n    # three hundred\n    300\n",
     1, 27, "this \\ continues the line onto the next one, but the next line is a comment, which cannot stand "
            "inside a continued line: move it above, or remove the \\ if the line is complete", ()),
    ("backslash-on-a-complete-line-before-a-blank-line",
     "define s = empty(draw) \\\n\n    and size(discard) <= 1\n",
     1, 24, "this \\ continues the line onto the next one, but the next line is blank: remove the blank line, "
            "or the \\ if the line is complete", ()),
    ("backslash-at-the-end-of-the-file", "define x = 1\nturn:\n    active draws 1 card from draw \\\n",
     3, 35, "this \\ continues the line onto the next one, but the file ends here: remove the \\", ()),
    ("backslash-at-the-end-of-the-file-without-line-end", "define x = 1 + \\",
     1, 16, "this \\ continues the line onto the next one, but the file ends here: remove the \\", ()),
    ("backslash-before-blank-lines-at-the-end-of-the-file", "define x = 1\ndefine y = 1 + \\\n\n  \n",
     2, 16, "this \\ continues the line onto the next one, but the file ends here: remove the \\", ()),
    ("backslash-before-a-comment-at-the-end-of-the-file", "define x = 1\ndefine y = 1 + \\\n# end\n\n",
     2, 16, "this \\ continues the line onto the next one, but the next line is a comment, which cannot stand "
            "inside a continued line: move it above, or remove the \\ if the line is complete", ()),
    # a double quote too many next to a text, and a name without its language
    ("stray-quote-inside-a-name", 'zone draw:\n    name: en "draw pile", de "Nach"ziehstapel"\n',
     2, 35, "this double quote ends the text \"Nach\" before 'ziehstapel': a text cannot hold a double quote; "
            "remove it, or write single quotes inside the text", ()),
    ("stray-quote-after-a-name", 'zone draw:\n    name: en "draw pile"", de "Nachziehstapel"\n',
     2, 25, 'a stray double quote after the text "draw pile": remove it', ()),
    ("stray-quote-after-a-race-name", 'card c:\n    on play:\n        race r (en "slap"", de "Klatsch") among '
                                      'others -> slowest as loser:\n            loser draws 1 card from draw\n',
     3, 26, 'a stray double quote after the text "slap": remove it', ()),
    ("name-without-its-language", 'zone draw:\n    name: en "draw pile" "Nachziehstapel"\n',
     2, 26, 'give each name its language, after a comma: en "owl", de "Eule"', ()),
    # `else` after a statement in which a player acts, where `otherwise` is meant
    ("else-for-otherwise",
     "turn:\n    active may play 1 card from hand onto discard\n    else active draws 1 card from draw\n",
     3, 5, "after a statement in which a player acts, write 'otherwise', not 'else' ('else:' follows the "
           "block of an 'if')", ()),
    ("else-block-for-otherwise", "turn:\n    active draws 1 card from draw\n    else:\n        end round\n",
     3, 5, "after a statement in which a player acts, write 'otherwise', not 'else' ('else:' follows the "
           "block of an 'if')", ()),
    # a name spelt like a word of the language: told at the declaration, whether or not the
    # rules read where the name is used
    ("definition-named-not", "define not = 1\n",
     1, 8, "'not' is a word of the language: choose another name for this definition", ()),
    ("definition-named-not-and-used", "define not = 1\ndefine x = not + 1\n",
     1, 8, "'not' is a word of the language: choose another name for this definition", ()),
    ("card-kind-named-if", "card if:\n    penalty: 1\n",
     1, 6, "'if' is a word of the language: choose another name for this card kind", ()),
    ("role-named-each-and-used", "role each\nturn:\n    each draws 1 card from draw\n",
     1, 6, "'each' is a word of the language: choose another name for this role", ()),
    ("zone-named-where", "zone where:\n    shared\n",
     1, 6, "'where' is a word of the language: choose another name for this zone", ()),
    ("parameter-named-not", "define f(c, not) = not + 1\n",
     1, 13, "'not' is a word of the language: choose another name for this parameter", ()),
    ("tag-named-or", "card c:\n    tags: action, or\n",
     2, 19, "'or' is a word of the language: choose another name for this tag", ()),
    ("let-named-if", "turn:\n    let if = 3\n    active scores if\n",
     2, 9, "'if' is a word of the language: choose another name after 'let'", ()),
    ("race-binding-named-in", "card c:\n    on play:\n        race r among others -> slowest as in:\n"
                              "            in draws 1 card from draw\n",
     3, 43, "'in' is a word of the language: choose another name after 'as'", ()),
    ("card-kind-named-total", "card total:\n    penalty: 1\ndeck:\n    values: 1\n    total: 1 = 1\n",
     1, 6, "'total' is a word of the language: choose another name for this card kind", ()),
    # `true` and `false` are the truth values wherever an expression may use a name
    ("let-named-true", "turn:\n    let true = 2\n    active scores 1 + true\n",
     2, 9, "'true' is a truth value of the language: choose another name after 'let'", ()),
    ("let-named-false-and-tested", "turn:\n    let false = 2\n    if false:\n        end round\n",
     2, 9, "'false' is a truth value of the language: choose another name after 'let'", ()),
    ("parameter-named-true", "define adjacent(a, true) = (a - true) mod 5 in {1, 4}\n",
     1, 20, "'true' is a truth value of the language: choose another name for this parameter", ()),
    ("tag-named-true", "card c:\n    tags: action, true\n",
     2, 19, "'true' is a truth value of the language: choose another name for this tag", ()),
    ("race-binding-named-false", "card c:\n    on play:\n        race r among others -> slowest as false:\n"
                                 "            false draws 1 card from draw\n",
     3, 43, "'false' is a truth value of the language: choose another name after 'as'", ()),
]


@pytest.mark.parametrize("source, line, column, message, words",
                         [pytest.param(*case[1:], id=case[0]) for case in BAD])
def test_bad_source_is_located_and_told_in_words(source, line, column, message, words):
    with pytest.raises(RulesSyntaxError) as info:
        parse_items(source, "t.mm")
    first = info.value.diagnostics[0]
    assert (first.span.file, first.span.line, first.span.column) == ("t.mm", line, column), first.render()
    if message is not None:
        assert first.message == message
    for word in words:
        assert word in first.message, first.message
    assert not TERMINAL_NAME.search(first.message), first.message
    assert first.severity == "error"
    # str(error) is compiler-like: `file:line:col: message`, the line, and a caret under the column
    rendered = str(info.value).splitlines()
    assert rendered[0] == f"t.mm:{line}:{column}: {first.message}"
    assert rendered[1] == "    " + source.splitlines()[line - 1].expandtabs(4).rstrip()
    assert rendered[2] == "    " + " " * (column - 1) + "^"


# Indentation deeper than the block allows: the diagnostic belongs on the over-indented line
# (column 1 like the other indentation message, or its first character), not at the end of
# the line before it.
OVER_INDENTED = [
    ("zone-flags", "zone draw:\n    shared\n        seen by all\n", 3),
    ("top-level", "define x = 1\n  define y = 2\n", 2),
    ("otherwise", "turn:\n    active must play 1 card from hand onto discard\n"
                  "        otherwise active draws 1 card from draw\n", 3),
]


@pytest.mark.parametrize("source, line", [pytest.param(s, n, id=i) for i, s, n in OVER_INDENTED])
def test_over_indented_line_is_located_on_that_line(source, line):
    with pytest.raises(RulesSyntaxError) as info:
        parse_items(source, "t.mm")
    first = info.value.diagnostics[0]
    text = source.splitlines()[line - 1]
    assert first.span.line == line, first.render()
    assert first.span.column in (1, len(text) - len(text.lstrip()) + 1), first.render()
    assert not TERMINAL_NAME.search(first.message), first.message


def test_tab_indentation_counts_as_four_spaces():
    spaces = parse_items("zone draw:\n    shared\n", "t.mm")
    tabs = parse_items("zone draw:\n\tshared\n", "t.mm")
    assert tabs == spaces


@pytest.mark.parametrize("cut", range(1, 40))
def test_every_truncation_of_a_turn_is_a_located_syntax_error_in_words(cut):
    """No prefix of a statement breaks the parser in another way than RulesSyntaxError."""
    line = "active must play 1 card from hand where fits(card, top of discard) onto discard"
    source = "turn:\n    " + line[:cut] + "\n"
    try:
        parse_items(source, "t.mm")
    except RulesSyntaxError as err:
        first = err.diagnostics[0]
        assert first.span.line in (1, 2)
        assert first.span.column >= 1
        assert not TERMINAL_NAME.search(first.message), first.message
    else:
        # only complete statements parse: `active must play 1 card from hand`-like prefixes don't
        pytest.fail(f"a cut statement parsed: {source!r}")


# Words of the language inside texts, comments and longer names are no declarations of them.
NOT_RESERVED = [
    ("in-a-description", 'variant v:\n    description: "as if: let not = 1"\n'),
    ("in-a-comment", "define x = 1   # define not = 1, card if:\n# role each\n"),
    ("in-longer-names", "define not_yet = 1\ndefine iffy(each_one) = each_one + not_yet\ncard total_cost:\n"
                        "    tags: order, ends\n"),
    ("card-is-on-a-continued-line", "define f(c) = (c.value = 1 or\n    card is moth)\n"),
]

# A \ in a comment or a text at the end of the file continues nothing.
BACKSLASH_AT_THE_END_OK = [
    ("in-a-last-comment", "define x = 1   # see \\\n\n"),
    ("in-a-comment-line-after-the-code", "define x = 1\n# a \\\n\n"),
    ("in-a-last-text", 'variant v:\n    description: "a \\"\n\n'),
]


@pytest.mark.parametrize("source", [pytest.param(s, id=i) for i, s in BACKSLASH_AT_THE_END_OK])
def test_a_backslash_in_a_comment_or_text_at_the_end_of_the_file_is_no_continuation(source):
    assert parse_items(source, "t.mm")


@pytest.mark.parametrize("source", [pytest.param(s, id=i) for i, s in NOT_RESERVED])
def test_a_word_of_the_language_in_a_text_comment_or_longer_name_is_no_declaration(source):
    assert parse_items(source, "t.mm")


def test_the_caret_of_a_tab_indented_line_stands_under_the_word():
    """The line is shown with its tab as 4 columns; the caret moves with it (trial G: it stood
    3 columns to the left, under the 'y' of 'penalty')."""
    import mogel

    text = mogel.default_rules_path().read_text(encoding="utf-8")
    found = re.search(r"\n    penalty: [^\n]*\n", text)
    text = text[:found.start()] + "\n\tpenalty: 1 tenn\n" + text[found.end():]

    _, diagnostics = mogel.check_source(text)

    shown = diagnostics[0].render().splitlines()
    assert shown[1] == "        penalty: 1 tenn"
    assert shown[2].index("^") == shown[1].index("tenn")


def test_every_keyword_terminal_of_a_pattern_is_named_in_quotes_in_an_expected_list():
    """A terminal of a pattern (`CALL: ("calls" | "call")`) lark may expect is named as the word a
    learner writes ('calls'), never by its lowered terminal name: "expected call, 'becomes', ...
    after 'team'" read like grammar jargon (trial 28)."""
    from mogel.language.grammar import grammar
    from mogel.language.messages import SAID_WORDS, WORDS

    ignored = set(grammar().lexer_conf.ignore) | {"COMMENT"}
    patterns = [t.name for t in grammar().terminals if t.pattern.type == "re" and t.name not in ignored]

    assert [name for name in patterns if name not in WORDS and name not in SAID_WORDS] == []


def test_each_team_followed_by_an_unknown_word_names_the_verbs_in_quotes():
    with pytest.raises(RulesSyntaxError) as err:
        parse_items("round:\n    scoring:\n        each team except active scores 5\n")

    message = err.value.diagnostics[0].message
    assert "'calls'" in message and " call," not in message
