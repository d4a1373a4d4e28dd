"""The types of card attributes (`attribute colour:`), for the Typer (mogel.check.typer).

A value of an attribute has the type "value:colour", a set literal of its values
"values:colour", and a card's kind (`c.kind`) the type "kind".  Messages name them by the
attribute: "a colour", "a set of colours", "a card kind".  Values of one attribute compare with
`=` and `!=` only: `<` has no meaning for them (`next(v)` and `previous(v)` follow the order of
`values:`); a colour is not a suit, nor a number.

Each function takes the Typer and reports through `typer.report`; none raises.
"""

from __future__ import annotations

from typing import Optional

from ..errors import did_you_mean
from ..language import model as m

KIND = "kind"
VALUE, VALUES = "value:", "values:"
ORDER_FUNCTIONS = ("next", "previous")


def value_type(attribute: str) -> str:
    return VALUE + attribute


def attribute_of(t: str) -> Optional[str]:
    """The attribute of a value type ("value:colour" -> "colour"), else None."""
    return t[len(VALUE):] if t.startswith(VALUE) else None


def plural(word: str) -> str:
    """English plural of an attribute's name, for messages: colours, suits, boxes, categories."""
    word = word.replace("_", " ")
    if word.endswith(("s", "x", "ch", "sh")):
        return word + "es"
    if word.endswith("y") and word[-2:-1] not in ("a", "e", "i", "o", "u"):
        return word[:-1] + "ies"
    return word + "s"


def article(word: str) -> str:
    return ("an " if word[:1] in "aeiou" else "a ") + word


class Words(dict):
    """The words of types (typer.WORDS), which also knows the types of attributes."""

    def get(self, key, default=None):
        if key in self:
            return self[key]
        if isinstance(key, str) and key.startswith(VALUE):
            return article(key[len(VALUE):].replace("_", " "))
        if isinstance(key, str) and key.startswith(VALUES):
            return "a set of " + plural(key[len(VALUES):])
        if key == KIND:
            return "a card kind"
        return default


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
        typer.expect(item, scope, first, f"in a set of {plural(attribute)}")
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


def no_such_field(typer, e: m.Attr, fields) -> str:
    """`a card has no 'color'; it has value, penalty, kind and colour (did you mean 'colour'?)`
    for rules with attributes (rules without keep today's message)."""
    known = [*fields, "kind", *typer.rules.attributes]
    return (f"a card has no '{e.name}'; it has {', '.join(known[:-1])} and {known[-1]}"
            f"{did_you_mean(e.name, known)}")


def _kind_name(typer, node, scope) -> bool:
    """Whether `node` is a bare card kind's name (`spider` in `c.kind = spider`)."""
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
                typer.report(side.span, f"'{e.op}' compares numbers, but this is {words(t)}: use next(...) and "
                                        f"previous(...) for the order of {plural(attribute)}")
            elif t == KIND:
                typer.report(side.span, f"'{e.op}' compares numbers, but this is a card kind")
        return "bool"
    if "any" in (left, right) or left == right:
        return "bool"
    hint = ""
    named = next((a for a in map(attribute_of, (left, right)) if a is not None), None)
    if "int" in (left, right) and numbered(typer.rules):
        hint = ": write 'c.value = 3' for the number on the card"
    elif "int" in (left, right) and named in typer.rules.attributes and typer.rules.attributes[named].values:
        values = typer.rules.attributes[named].values
        hint = f": the {plural(named)} are {', '.join(values)} (write 'c.{named} = {values[0]}')"
    typer.report(e.span, f"cannot compare {words(left)} with {words(right)}{hint}")
    return "bool"


def numbered(rules: m.Rules) -> bool:
    """Whether the deck's cards have numbers: its table's columns are numbers (`values:`)."""
    return rules.deck is not None and rules.deck.columns is None and bool(rules.deck.values)


def no_number(typer, e: m.Attr) -> Optional[str]:
    """The message for `c.value` in a deck whose cards have no number (its columns are an
    attribute's values, `columns: rank`, or it has no `values:`), where `c.value` would be
    nothing in every game and a test of it never true (the Crazy Eights trial); else None."""
    if e.name != "value" or typer.rules.deck is None or numbered(typer.rules):
        return None
    deck = typer.rules.deck
    if deck.columns is not None:
        attribute = typer.rules.attributes.get(deck.columns)
        example = f"'c.{deck.columns} = {attribute.values[0]}' or 'c is {attribute.values[0]}'" \
            if attribute is not None and attribute.values else f"'c.{deck.columns}'"
        return (f"the cards have no number: the deck's columns are {plural(deck.columns)}, not numbers "
                f"('columns: {deck.columns}'); compare {example} instead")
    return "the cards have no number: the deck has no 'values:' line, so '.value' is nothing on every card"


def is_value(typer, e: m.Is, scope) -> bool:
    """`card is black`: whether `e.name` is an attribute value (then checked: a card is tested)."""
    if e.name not in typer.rules.value_names:
        return False
    obj = typer.type_of(e.obj, scope)
    if obj not in ("card", "any"):
        typer.report(e.obj.span, f"'is {e.name}' tests a card, but this is {typer.words(obj)}")
    return True


def not_a_value(a: m.Attribute, name: str) -> str:
    """`'green' is not a colour: the colours are black, red, yellow, blue`."""
    return (f"'{name}' is not a {a.name.replace('_', ' ')}: the {plural(a.name)} are "
            f"{', '.join(a.values or ())}{did_you_mean(name, a.values or ())}")


def unknown_is(typer, name: str) -> Optional[str]:
    """The message for `card is gren` when 'gren' is close to a value of an attribute."""
    for a in typer.rules.attributes.values():
        if did_you_mean(name, a.values or ()):
            return not_a_value(a, name)
    return None
