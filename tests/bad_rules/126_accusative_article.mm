# expect: 17:38: after a name only the article of a German name may follow, the one of its gender (de "Talon" der, die or das), or 'plural' after a plural noun, not 'den'; between two names put a comma
# defect: 'den' is the article of a sentence ('auf den Talon'); a name line gives the nominative: der, die or das
game mini_motte:
    name: en "Mini Moth", de "Mini-Motte"
    players: 3 to 5
    rounds: player_count
    order: left
    winner: lowest score
    ties: shared

define hand_size = 5
define adjacent(a, b) = (a - b) mod 5 in {1, 4}
define fits(c, top_card) = adjacent(c.value, top_card.value)
define stalemate = empty(draw) and size(discard) <= 1 and turns_without_play >= player_count

zone draw:
    name: en "draw pile", de "Talon" den
    shared, seen by nobody
    when empty:
        move all cards from discard except top to draw
        shuffle draw

zone discard:
    shared, top seen by all

zone hand:
    per player, seen by owner

zone hidden:
    per player, seen by owner

card number:
    penalty: 1

card spider:
    tags: action
    penalty: 5
    on play:
        active may give 1 card from hand to a chosen player except active

card moth:
    penalty: 10
    cannot be given
    cannot be played unless player is guard
    expect warning: stuck

deck:
    values:  1  2  3  4  5
    number:  4  4  4  4  4   = 20
    spider:  1  1  1  1  1   = 5
    moth:    1  1  1  1  1   = 5
    total: 30

role guard:
    name: en "Guard Bug", de "Wächter-Wanze"

round:
    starter: oldest if round = 1 else left of last_starter
    setup:
        move all cards to draw
        shuffle draw
        starter becomes guard
        deal hand_size cards from draw to hand
        move 1 card from draw to discard
    first: guard
    ends when: any(players where empty(hand of player)) or stalemate
    checked: after each move
    scoring:
        each player scores sum(hand of player, card.penalty)

turn:
    active must play 1 card from hand where fits(card, top of discard) onto discard
    otherwise active draws 1 card from draw

cheat hide:
    by: players except guard
    moves: 1 card from hand to hidden
    only if: size(hand of player) >= 2
    windows: after each move
    noticed by: guard

accusation caught:
    of: hide
    by: guard
    when: after each act
    if right:
        move cheated to hand of accused
        accused becomes guard
    if wrong:
        accuser draws 1 card from draw

variant quick_game:
    description: "two rounds, whatever the number of players"
    game mini_motte:
        rounds: 2
