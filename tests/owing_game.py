"""OWING: a small game with variables and choices, shared by tests/runtime/test_rules_choices.py
and tests/check/test_check_choices.py.

On each turn the active player chooses to draw a card or to pass; a pass adds 1 to `owed`
(reset each round), and once 2 are owed the player may choose a victim, who draws what is
owed.  The line numbers of the text are pinned by the checker's tests: add at the end.
"""

OWING = '''
game owing:
    name: en "Owing", de "Schulden"
    players: 2 to 4
    rounds: 2
    order: left
    winner: lowest score
    ties: shared

variable owed:
    name: en "cards owed", de "geschuldete Karten"
    starts: 0
    reset: each round

variable victim:
    name: en "victim", de "Opfer"
    reset: each round

variable passes = 0

zone draw:
    shared, seen by nobody

zone hand:
    per player, seen by owner

card number:
    name: en "number card", de "Zahlenkarte"
    penalty: 1

deck:
    values: 1 2 3
    number: 8 8 8 = 24
    total: 24

round:
    starter: oldest if round = 1 else left of last_starter
    setup:
        move all cards to draw
        shuffle draw
        deal 2 cards from draw to hand
    first: starter
    ends when: turns >= 6
    checked: after each turn
    scoring:
        each player scores size(hand of player) + owed

turn:
    let answer = active chooses one of:
        draw_one (en "I'll draw!", de "Ich ziehe!") if not empty(draw)
        pass_on (en "I pass.", de "Ich passe.")
    if answer = draw_one:
        active draws 1 card from draw
    else:
        set owed = owed + 1
        set passes = passes + 1
    if owed >= 2:
        set victim = active may choose a player except active
        otherwise: set owed = owed + 1
        victim draws owed cards from draw
        set owed = 0

variant owe_more:
    description: "debts start at 1"
    variable owed:
        starts: 1
'''
