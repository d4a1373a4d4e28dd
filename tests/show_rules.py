"""A small rules text that shows cards where they lie (docs/language.md 10.13), shared by
tests/runtime/test_show.py and tests/rl/test_rl_show.py.

SHOW: the Colours game of tests/attr_rules.py where the active player first draws a card and,
if it is red, shows it to everybody (`active shows top of hand of active`), then shows the blue
cards of their hand to the left neighbour (`... to left of active`; with none, `otherwise`
scores 1), then plays as in Colours (its round acknowledges lost_after_move:
the draw before that point never ends it).
"""

from attr_rules import COLOURS

SHOW = COLOURS.replace("turn:\n", """turn:
    let before = size(hand of active)
    active draws 1 card from draw
    if size(hand of active) > before and (top of hand of active).colour = red:
        expect warning: leaks_hidden   # the rule: "if it is red, show it"
        active shows top of hand of active
    active shows hand of active where card.colour = blue to left of active
    otherwise active scores 1
""", 1).replace("    ends when: any(players where empty(hand of player)) or turns >= 60\n",
               "    ends when: any(players where empty(hand of player)) or turns >= 60\n"
               "    expect warning: lost_after_move   # a draw never empties a hand: the point is never lost\n", 1)
