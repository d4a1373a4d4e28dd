"""A small rules text with a choice of an attribute's value (docs/language.md 10.10), shared by
tests/check/test_check_value_choices.py and tests/runtime/test_value_choices.py.

WISH: the Colours game of tests/attr_rules.py where, at the start of each turn, the active
player wishes a colour other than the top card's (told "Ada wishes RED." / "Ada wünscht sich
ROT."), stored in the named variable `wish`; then plays a card of the wished colour or of the
top's, else draws; then may name a colour for nothing (a `let` without words, `otherwise`
scores 1).  Seats: 0 = Ada, 1 = Bo, 2 = Cy.
"""

from attr_rules import COLOURS

WISH = COLOURS.replace("turn:\n    active must play 1 card from hand where same_colour(card, top of discard) onto discard\n",
                       """variable wish:
    name: en "wished colour", de "gewünschte Farbe"

turn:
    set wish = active chooses a colour (en "{player} wishes {colour}.", de "{player} wünscht sich {colour}.") \\
        where colour != (top of discard).colour
    active must play 1 card from hand where card.colour = wish or same_colour(card, top of discard) onto discard
""", 1) + """    let named = active may choose a colour where colour = green or colour = wish
    otherwise: active scores 1
    if named = green:
        active scores 2
"""
assert "set wish" in WISH
