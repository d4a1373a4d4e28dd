"""Attributes in expressions, for the Typer (mogel.check.typer): the types of card attributes
(`attribute colour:`) and an attribute read after a chain of `of` (`top of discard.value`).

A value of an attribute has the type "value:colour", a set literal of its values
"values:colour", and a card's kind (`c.kind`) the type "kind".  Messages name them by the
attribute: "a colour", "a set of colours", "a card kind".  Values of one attribute compare with
`=` and `!=` only: `<` has no meaning for them (`next(v)` and `previous(v)` follow the order of
`values:`); a colour is not a suit, nor a number.

`top of discard.value` reads `top of (discard.value)`: '.' binds tighter than 'of'
(docs/language.md section 14), so a learner who means "the value of the top card of the discard
pile" got three messages at two places ("cannot compare a number with a card", "expected a card
before '.value' ...", "expected a set of cards in 'top' ..."), none of which said what to
write.  `dot_before_of` tells it once, at the place: `write '(top of discard).value': '.' is
read before 'of'`.  `written` gives a part of the rules as written (the compiler's comments
use it too).

Each function that takes the Typer reports through `typer.report`; none raises.
"""

from __future__ import annotations

import dataclasses
from typing import Optional

from ..errors import SAID, Joined, Said, did_you_mean
from ..language import model as m
from .said_types import SAY, plural

KIND = "kind"
VALUE, VALUES = "value:", "values:"
ORDER_FUNCTIONS = ("next", "previous")


def value_type(attribute: str) -> str:
    return VALUE + attribute


def attribute_of(t: str) -> Optional[str]:
    """The attribute of a value type ("value:colour" -> "colour"), else None."""
    return t[len(VALUE):] if t.startswith(VALUE) else None


def article(word: str) -> str:
    return ("an " if word[:1] in "aeiou" else "a ") + word


def set_type(typer, e: m.SetLit, scope) -> Optional[str]:
    """The type of a set literal whose first item is an attribute value (`{black, red}`):
    "values:colour", each other item checked to be a colour; None for any other set."""
    if not e.items or not typer.rules.attributes:
        return None
    first, _ = typer.silently(e.items[0], scope)
    attribute = attribute_of(first)
    if attribute is None:
        return None
    for item in e.items:
        typer.expect(item, scope, first, SAY("w_set_of", plural=plural(attribute), attribute=attribute))
    return VALUES + attribute


def member_type(t: str) -> Optional[str]:
    """The type of a member of a set of attribute values ("values:colour" -> "value:colour")."""
    return VALUE + t[len(VALUES):] if t.startswith(VALUES) else None


def card_field(typer, e: m.Attr) -> Optional[str]:
    """The type of `c.NAME` for an attribute or `kind`, else None."""
    if e.name in typer.rules.attributes:
        return value_type(e.name)
    if e.name == "kind":
        return KIND
    return None


def no_such_field(typer, e: m.Attr, fields) -> Said:
    """`a card has no 'color'; it has value, penalty, kind and colour (did you mean 'colour'?)`
    for rules with attributes (rules without keep today's message)."""
    known = [*fields, "kind", *typer.rules.attributes]
    return SAY("no_such_field", name=e.name, known=Joined(tuple(known), ", ", SAID("and")),
               hint=did_you_mean(e.name, known))


def _kind_name(typer, node, scope) -> bool:
    """Whether `node` is a bare card kind's name (`owl` in `c.kind = owl`)."""
    r = typer.rules
    return isinstance(node, m.Name) and node.name in r.cards and node.name not in scope \
        and node.name not in r.defines


def _mentions(typer, e) -> bool:
    """Whether `e` may be of an attribute's or a kind's type: it reads `.kind`, an attribute,
    an attribute value, `next`/`previous` or a definition (whose body may)."""
    r = typer.rules
    if isinstance(e, m.Attr) and (e.name == "kind" or e.name in r.attributes):
        return True
    if isinstance(e, m.Name) and (e.name in r.value_names or e.name in r.defines):
        return True
    if isinstance(e, m.Call) and (e.func in ORDER_FUNCTIONS or e.func in r.defines):
        return True
    return any(_mentions(typer, child) for child in m.sub_expressions(e))


def compare(typer, e: m.BinOp, scope) -> Optional[str]:
    """Type a comparison that involves attribute values or kinds; None when neither side is one
    (the Typer then types it as before)."""
    if not (_mentions(typer, e.left) or _mentions(typer, e.right)):
        return None
    if not typer.rules.attributes and not any(isinstance(x, m.Attr) and x.name == "kind"
                                              for x in (e.left, e.right)):
        return None
    sides = []
    for node, other in ((e.left, e.right), (e.right, e.left)):
        if _kind_name(typer, node, scope) and typer.silently(other, scope)[0] == KIND:
            sides.append(KIND)
        else:
            sides.append(None)
    if sides[0] is None and sides[1] is None:
        left, _ = typer.silently(e.left, scope)
        right, _ = typer.silently(e.right, scope)
        if KIND not in (left, right) and attribute_of(left) is None and attribute_of(right) is None:
            return None
    left = sides[0] or typer.type_of(e.left, scope)
    right = sides[1] or typer.type_of(e.right, scope)
    words = typer.words
    if e.op in ("<", "<=", ">", ">="):
        for side, t in ((e.left, left), (e.right, right)):
            attribute = attribute_of(t)
            if attribute is not None:
                typer.report(side.span, SAY("order_compare", op=e.op, actual=words(t), plural=plural(attribute),
                                            attribute=attribute))
            elif t == KIND:
                typer.report(side.span, SAY("kind_compare", op=e.op))
        return "bool"
    if "any" in (left, right) or left == right:
        return "bool"
    hint = ""
    named = next((a for a in map(attribute_of, (left, right)) if a is not None), None)
    if "int" in (left, right) and numbered(typer.rules):
        hint = SAY("value_hint")
    elif "int" in (left, right) and named in typer.rules.attributes and typer.rules.attributes[named].values:
        values = typer.rules.attributes[named].values
        hint = SAY("values_hint", plural=plural(named), named=named, values=", ".join(values), first=values[0])
    typer.report(e.span, SAY("cannot_compare", left=words(left), right=words(right), hint=hint))
    return "bool"


def numbered(rules: m.Rules) -> bool:
    """Whether the deck's cards have numbers: its table's columns are numbers (`values:`)."""
    return rules.deck is not None and rules.deck.columns is None and bool(rules.deck.values)


def no_number(typer, e: m.Attr) -> Optional[Said]:
    """The message for `c.value` in a deck whose cards have no number (its columns are an
    attribute's values, `columns: rank`, or it has no `values:`), where `c.value` would be
    nothing in every game and a test of it never true (found in a trial of a game of matching cards); else None."""
    if e.name != "value" or typer.rules.deck is None or numbered(typer.rules):
        return None
    deck = typer.rules.deck
    if deck.columns is not None:
        attribute = typer.rules.attributes.get(deck.columns)
        example = SAY("compare_value_or_is", columns=deck.columns, value=attribute.values[0]) \
            if attribute is not None and attribute.values else f"'c.{deck.columns}'"
        return SAY("no_number_columns", plural=plural(deck.columns), columns=deck.columns, example=example)
    return SAY("no_number_values")


def worth_numbers(typer, span: m.Span, what: str) -> None:
    """Report `cards worth V` or `any_worth(...)` (`what`) at `span` in a deck whose cards have no
    number (as `no_number`): they add up `card.value` and no other attribute (docs/language.md
    10.2), so no set would ever add up."""
    deck = typer.rules.deck
    if deck is None or numbered(typer.rules):
        return
    if deck.columns is not None:
        typer.report(span, SAY("worth_columns", what=what, plural=plural(deck.columns), columns=deck.columns))
    else:
        typer.report(span, SAY("worth_no_values", what=what))


def is_value(typer, e: m.Is, scope) -> bool:
    """`card is black`: whether `e.name` is an attribute value (then checked: a card is tested)."""
    if e.name not in typer.rules.value_names:
        return False
    obj = typer.type_of(e.obj, scope)
    if obj not in ("card", "any"):
        typer.report(e.obj.span, SAY("is_tests_card", name=e.name, actual=typer.words(obj)))
    return True


def not_a_value(a: m.Attribute, name: str) -> Said:
    """`'green' is not a colour: the colours are black, red, yellow, blue`."""
    return SAY("not_a_value", name=name, attribute=a.name.replace('_', ' '), plural=plural(a.name), code=a.name,
               values=", ".join(a.values or ()), hint=did_you_mean(name, a.values or ()))


def unknown_is(typer, name: str, scope) -> Optional[Said]:
    """The message for `card is gren` when 'gren' is close to a value of an attribute; for `c is
    trump` of a variable, definition or bound name: a comparison of an attribute with it."""
    r = typer.rules
    if name in scope or name in r.variables or name in r.defines:
        kind = "is_a_bound_name" if name in scope else "is_a_variable" if name in r.variables else "is_a_definition"
        held = typer.silently(m.Name(name, m.Span("", 0, 0)), scope)[0]
        example = f"c.{held[len(VALUE):]} = {name}" if held.startswith(VALUE) else \
            f"c.value = {name}" if held == "int" else f"c = {name}"
        return SAY("is_names_a_value", name=name, kind=SAY(kind), example=example)
    for a in r.attributes.values():
        if did_you_mean(name, a.values or ()):
            return not_a_value(a, name)
    return None


def dot_before_of(typer, e: m.Call, scope) -> Optional[str]:
    """When the chain of 'of' that `e` starts (`top of hand of active.value`) ends in an
    attribute, gives a problem as written and none with the attribute taken of the whole
    chain: the message, reported once through `typer` at the chain, and the type of
    `(top of hand of active).value`; else None (and nothing reported)."""
    chain, inner = [], e
    while isinstance(inner, m.Call) and written_with_of(inner):
        chain.append(inner)
        inner = inner.args[0]
    if not chain or not isinstance(inner, m.Attr) or not typer.silently(e, scope)[1]:
        return None
    rebuilt = inner.obj
    for call in reversed(chain):
        rebuilt = dataclasses.replace(call, args=(rebuilt,))
    rebuilt_type, problems = typer.silently(m.Attr(rebuilt, inner.name, e.span), scope)
    if problems:
        return None
    head = written(typer.rules.source, e.span, inner.obj.span)
    typer.report(e.span, SAY("dot_before_of", head=head, name=inner.name))
    return rebuilt_type


def written_with_of(call: m.Call) -> bool:
    """Whether a call of one argument was written `f of x` (it ends where its argument ends)
    rather than `f(x)` (a ')' after the argument)."""
    if len(call.args) != 1:
        return False
    end, arg_end = call.span, call.args[0].span
    return end.end_line > 0 and (end.end_line, end.end_column) == (arg_end.end_line, arg_end.end_column)


def written(source: str, start: m.Span, end: m.Span) -> str:
    """The text of `source` from the start of `start` to the end of `end`, on one line."""
    lines = source.split("\n")
    if not 0 < start.line <= end.end_line <= len(lines):
        return "..."
    if start.line == end.end_line:
        return lines[start.line - 1][start.column - 1:end.end_column - 1]
    parts = [lines[start.line - 1][start.column - 1:], *lines[start.line:end.end_line - 1],
             lines[end.end_line - 1][:end.end_column - 1]]
    return " ".join(" ".join(parts).replace("\\", " ").split())
