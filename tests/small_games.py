"""The small games of the tests, by name, for the referee's playouts and soak (tests/referee.py).

Each shows one part of the language in a whole game: attributes (colours, suits), variables
and choices (owing), face-down cards (peek), claims (doubt, doubt_by_players, claim_peek),
levels (match, game_of_turns), turn control and a bounded loop (turns).  Played like a shipped
game by tests/runtime/test_playouts.py and `python bench/soak.py --test-games`, they show that
the generic referee (tests/referee_generic.py) is generic.
"""

from __future__ import annotations

from attr_rules import COLOURS, SUITS
from claims_rules import PEEK as CLAIM_PEEK, doubt
from faces_rules import PEEK
from level_games import GAME_OF_TURNS, MATCH
from owing_game import OWING
from tiny_games import tiny

# Turn control and a bounded loop (docs/language.md): skip, play again, back; draw until you can play.
TURNS = tiny(cards="""
card skip:
    penalty: 2
    on play:
        next(active) misses 1 turn

card again:
    penalty: 2
    on play:
        active goes next

card back:
    penalty: 2
    on play:
        previous(active) goes next
""", rows="""    skip:     1  1  1  = 3
    again:    1  1  1  = 3
    back:     1  1  1  = 3
""", turn="""\
    repeat until any(hand of active where card.value = (top of discard).value or not card is number) or empty(draw):
        active draws 1 card from draw
    active may play 1 card from hand where card.value = (top of discard).value or not card is number onto discard
""")

# The small games of the tests, by name: each plays as a shipped game does.
TEST_GAMES = {"turns": TURNS, "colours": COLOURS, "suits": SUITS, "owing": OWING, "peek": PEEK, "doubt": doubt(),
              "doubt_by_players": doubt(by="players"), "claim_peek": CLAIM_PEEK, "match": MATCH,
              "game_of_turns": GAME_OF_TURNS}
