"""Mogel Motte by hand: the default rules.mm in plain Python, as fast as a skilled engineer writes it.

    python bench/reference.py --games 2000         # rounds per second of the hand-written game
    python bench/reference.py --check 300          # the engine's games, for 300 seeds (imports mogel)

It plays the games `mogel.lab.simulate(workers=1)` plays with four random bots: the same random
numbers drawn in the same order (the engine's `random.Random(seed)` for shuffles, notices and race
times, each seat's `random.Random(16 * SEED + SEAT + 1)` for its bot's answers, and the bots'
countdowns to their next covert move and unprovoked accusation: mogel.agents.countdown), so the
lab's table comes out row for row the same.  It imports nothing of mogel: rules.mm is written out below,
and only the counters of the lab's table are kept (mogel/lab/runs.py).  Cards are faces 0..29
(kind * 5 + value - 1, the engine's `face_ids`): cards of a face are interchangeable, and the
engine moves the first of a face in a hand, as `list.remove` does.  `play_game(log=...)` records
each decision and event as the engine has them (bench/reference_check.py compares); without `log`
nothing is recorded.  The yardstick of issue 18: `python bench/run.py --versus` times it.
"""

from __future__ import annotations

import argparse
import hashlib
import random
import sys
import time

from reference_draws import below, failures, shuffle   # bench/reference_draws.py, beside this file

# --- rules.mm, written out --------------------------------------------------------------------
# the deck table: number, spider, mosquito, cockroach, ant, moth (kinds 0..5), copies of values 1..5
COPIES = ((8, 9, 9, 9, 8), (1,) * 5, (1,) * 5, (1,) * 5, (1,) * 5, (2, 1, 2, 1, 2))
PENALTY = tuple(p for p in (1, 5, 5, 5, 5, 10) for _ in range(5))    # by face
DECK = tuple(kind * 5 + v for kind, row in enumerate(COPIES) for v, k in enumerate(row) for _ in range(k))
SPIDER, MOSQUITO, COCKROACH, ANT, MOTH = 1, 2, 3, 4, 25               # kinds; MOTH: the first moth face
HAND_SIZE, ENDLESS = 8, 300
# fits(c, top) = (c.value - top.value) mod 5 in {1, 4}; a moth is played only by the guard
FITS = tuple(frozenset(f for f in range(MOTH) if (f - top) % 5 in (1, 4)) for top in range(30))
FITS_GUARD = tuple(FITS[top] | {f for f in range(MOTH, 30) if (f - top) % 5 in (1, 4)} for top in range(30))
ANY_ROUND_END = "any(players where empty(hand of player))"   # the round_end `condition` texts
# --- the bots (mogel.agents.RandomBot) and the engine's chance ----------------------------------
CHEAT_RATE, FALSE_ACCUSATIONS, ATTENTION, RACE_ATTENTION, REACTION = 0.2, 0.01, 0.5, 0.5, 0.6   # defaults
SIGMA = REACTION * 0.25   # a bot's race time: gauss(reaction, reaction * 0.25), at least 0.05 s


class RoundOver(Exception):
    """The round's `ends when:` holds after a move or a turn."""


def game_seed(seed: int, index: int) -> int:
    """The seed of game `index` of a run seeded `seed` (as mogel.lab.runs.game_seed)."""
    return int.from_bytes(hashlib.sha256(f"mogel-simulate/{seed}/{index}".encode()).digest()[:8], "big") >> 1


def play_game(seed: int, players: int = 4, index: int = 0, log=None, cheat_rate: float = CHEAT_RATE) -> list:
    """One game of four (three to five) random bots, seeded `seed`: the lab's rows (a tuple per
    round and seat: game `index`, round, seat, bot, points, total, went_out, game_winner, turns,
    cheats, caught, wrong_accusations, actions, reshuffles).  `log`: called with each decision
    ("decide", seat, kind, options, answer) and event ("event", kind, seat, moves, info)."""
    n = players
    label = "random" if cheat_rate == CHEAT_RATE else f"random:cheat_rate={cheat_rate:g}"   # the lab's `bot`
    rng = random.Random(seed)
    erandom, egauss, ebits = rng.random, rng.gauss, rng.getrandbits
    bots = [random.Random(16 * seed + seat + 1) for seat in range(n)]
    cheating, accusing = [None] * n, [None] * n   # each bot's countdowns (None: drawn at the next chance)
    rand, bits = [b.random for b in bots], [b.getrandbits for b in bots]
    ring = [[(p + i) % n for i in range(n)] for p in range(n)]   # seats_from(p)
    others = [r[1:] for r in ring]
    after = [r[1:] + r[:1] for r in ring]                        # a window after p's move
    hands, hidden = [[] for _ in range(n)], [[] for _ in range(n)]
    draw, discard, box = [], [], list(DECK)
    HAND, HIDDEN = 2, 2 + n   # the engine's slots (for `log`): draw 0, discard 1, hands, hidden, box
    totals, rows = [0] * n, []
    guard = None
    turn = last_play = reshuffles = 0
    cheats = caught = wrong = actions = None

    def ended() -> bool:
        """`stalemate or endless` (an empty hand is tested where a hand shrinks)."""
        return (not draw and len(discard) <= 1 and turn - last_play >= n) or turn >= ENDLESS

    def draw_one(p: int, windows: bool) -> None:
        """`p draws 1 card from draw`; an empty draw pile is refilled first (`when empty:`)."""
        nonlocal reshuffles
        if not draw and len(discard) > 1:
            moved = discard[-2::-1]
            if log:
                log(("event", "gather", None, tuple((f, 1, 0) for f in moved), ()))
            draw.extend(moved)
            del discard[:-1]
            if ended():
                raise RoundOver
            shuffle(draw, ebits)
            reshuffles += 1
            if log:
                log(("event", "shuffle", None, (), (0, tuple(draw))))
        if not draw:
            if log:
                log(("event", "no_draw", p, (), ()))
            return
        face = draw.pop()
        hands[p].append(face)
        if log:
            log(("event", "draw", p, ((face, 0, HAND + p),), ()))
        if ended():
            raise RoundOver
        if windows:
            window(after[p], ATTENTION)

    def window(seats, chance: float) -> None:
        """A cheating window: each seat but the guard may hide a card; the guard may accuse after
        each (with proof always; else when its countdown runs out, anyone)."""
        for seat in seats:
            g = guard
            if seat == g or len(hands[seat]) < 2:
                continue
            if log:
                log(("trial", seat, "cheat"))
            left = cheating[seat]
            if left is None:
                left = failures(rand[seat], cheat_rate)
            if left:   # no cheat
                cheating[seat] = left - 1
                face, noticed = None, False
            else:
                cheating[seat] = None
                hand = hands[seat]
                faces = list(dict.fromkeys(hand))
                face = faces[below(bits[seat], len(faces))]
                if log:
                    log(("decide", seat, "cheat", (None, *faces), face))
                    log(("event", "cheat", seat, ((face, HAND + seat, HIDDEN + seat),), ("hide",)))
                hand.remove(face)
                hidden[seat].append(face)
                cheats[seat] += 1
                noticed = erandom() < chance
                if log:
                    log(("event", "notice", g, (), (seat, noticed, round(chance, 4))))
            if noticed:
                accused = seat
            else:   # (nearly always) no accusation
                if log:
                    log(("trial", g, "accuse"))
                left = accusing[g]
                if left is None:
                    left = failures(rand[g], FALSE_ACCUSATIONS)
                if left:
                    accusing[g] = left - 1
                    continue
                accusing[g] = None
                accused = others[g][below(bits[g], n - 1)]
                if log:
                    log(("decide", g, "accuse", (None, *others[g]), accused))
            right = accused == seat and face is not None
            if log:
                log(("event", "accuse", g, (), (accused, right)))
            if right:
                catch(seat, g)
            else:
                wrong[g] += 1
                draw_one(g, False)

    def pick(p: int, kind: str, faces: list) -> int:
        """Seat p's bot picks one of `faces` at random (asked only when there is a choice)."""
        if len(faces) == 1:
            return faces[0]
        face = faces[below(bits[p], len(faces))]
        if log:
            log(("decide", p, kind, tuple(faces), face))
        return face

    def catch(seat: int, g: int) -> None:
        """`if right:` the cheated card back, a card of the guard's choice, and the Guard Bug."""
        nonlocal guard
        caught[seat] += 1
        hand, guards = hands[seat], hands[g]
        face = hidden[seat].pop()
        hand.append(face)
        if log:
            log(("event", "move", None, ((face, HIDDEN + seat, HAND + seat),), ()))
        if ended():
            raise RoundOver
        face = pick(g, "choose", list(dict.fromkeys(guards)))
        guards.remove(face)
        hand.append(face)
        if log:
            log(("event", "move", None, ((face, HAND + g, HAND + seat),), ()))
        if not guards or ended():
            raise RoundOver
        guard = seat
        if log:
            log(("event", "role", None, (), ("guard", seat, g)))

    def give(p: int, face: int, to: int) -> None:
        hand = hands[p]
        hand.remove(face)
        hands[to].append(face)
        if log:
            log(("event", "give", p, ((face, HAND + p, HAND + to),), (to,)))
        if not hand or ended():
            raise RoundOver
        window(after[p], ATTENTION)

    def race_times(a: int, runners) -> list:
        """The race's window (round the seats from `a`, the active player), then the times."""
        window(ring[a], RACE_ATTENTION * ATTENTION)
        return [round(max(0.05, egauss(REACTION, SIGMA)), 3) for _ in runners]

    def spider(a: int) -> None:
        """`active may give 1 card from hand to a chosen player except active` (no moth)."""
        faces = [f for f in dict.fromkeys(hands[a]) if f < MOTH]
        face = pick(a, "give", [None, *faces]) if faces else None
        if face is None:
            if log:
                log(("event", "decline", a, (), ("give", bool(faces))))
            return
        give(a, face, pick(a, "give_to", others[a]))

    def mosquito(a: int) -> None:
        """A race among the others; each player but the slowest gives them a card (no moth)."""
        runners = others[a]
        if log:
            log(("event", "race_start", None, (), ("slap", tuple(runners))))
        times = race_times(a, runners)
        loser = runners[times.index(max(times))]
        if log:
            log(("event", "race", None, (), ("slap", tuple(zip(runners, times)), "slowest", loser)))
        for p in ring[a]:   # `each player except loser gives 1 card from hand to loser`
            if p != loser and (faces := [f for f in dict.fromkeys(hands[p]) if f < MOTH]):
                give(p, pick(p, "give", faces), loser)

    def cockroach(a: int, value: int) -> None:
        """A race among the holders of a number card of its value; the fastest plays it."""
        nonlocal last_play
        runners = [p for p in ring[a] if value in hands[p]]   # the number card of `value` is face `value`
        if not runners:
            return
        if log:
            log(("event", "race_start", None, (), ("cockroach", tuple(runners))))
        times = race_times(a, runners)
        winner = runners[times.index(min(times))]
        if log:
            log(("event", "race", None, (), ("cockroach", tuple(zip(runners, times)), "fastest", winner)))
        hand = hands[winner]
        if value not in hand:   # hidden meanwhile
            return
        if log:
            log(("event", "play", winner, ((value, HAND + winner, 1),), (discard[-1],)))
        hand.remove(value)
        discard.append(value)
        last_play = turn
        if not hand or turn >= ENDLESS:
            raise RoundOver
        window(after[winner], ATTENTION)

    def ant(a: int) -> None:
        """`each player except active takes 1 card from discard below top`."""
        for p in others[a]:
            if len(discard) < 2:
                continue
            face = discard.pop(-2)
            hands[p].append(face)
            if log:
                log(("event", "take", p, ((face, 1, HAND + p),), ()))
            if ended():
                raise RoundOver
            window(after[p], ATTENTION)

    def take_turn(a: int) -> None:
        """`active must play 1 card from hand where fits(card, top of discard) onto discard`,
        `otherwise active draws 1 card from draw`; then the card's action."""
        nonlocal last_play
        hand = hands[a]
        top = discard[-1]
        fit = FITS_GUARD[top] if a == guard else FITS[top]
        if fit.isdisjoint(hand):
            draw_one(a, True)
            return
        face = pick(a, "play", [f for f in dict.fromkeys(hand) if f in fit])
        if log:
            log(("event", "play", a, ((face, HAND + a, 1),), (top,)))
        hand.remove(face)
        discard.append(face)
        last_play = turn
        kind = face // 5
        if SPIDER <= kind <= ANT:
            actions[a] += 1
        if not hand or turn >= ENDLESS:
            raise RoundOver
        window(after[a], ATTENTION)
        if kind == SPIDER:
            spider(a)
        elif kind == MOSQUITO:
            mosquito(a)
        elif kind == COCKROACH:
            cockroach(a, face % 5)
        elif kind == ANT:
            ant(a)

    if log:
        log(("event", "game_start", None, (), (n, seed, 0)))
    starter = 0
    for number in range(1, n + 1):
        starter = 0 if number == 1 else (starter + 1) % n   # `oldest if round = 1 else left of last_starter`
        piles = (discard, *hands, *hidden, box)   # slots 1 up: all but the draw pile
        if log:
            log(("event", "round_start", None, (), (number,)))
            log(("event", "starter", starter, (), ()))
            moves = tuple((f, slot, 0) for slot, pile in enumerate(piles, 1) for f in pile[::-1])
            log(("event", "gather", None, moves, ()))
        for pile in piles:   # `move all cards to draw`
            draw.extend(reversed(pile))
            pile.clear()
        shuffle(draw, ebits)
        if log:
            log(("event", "shuffle", None, (), (0, tuple(draw))))
            if guard != starter:
                log(("event", "role", None, (), ("guard", starter, guard)))
        guard = starter
        dealt = draw[-1:-1 - HAND_SIZE * n:-1]   # `deal hand_size cards`: one at a time round the table
        del draw[-HAND_SIZE * n:]
        for i, p in enumerate(ring[starter]):
            hands[p].extend(dealt[i::n])
        discard.append(draw.pop())   # `move 1 card from draw to discard`
        if log:
            log(("event", "deal", None, tuple((f, 0, HAND + ring[starter][i % n]) for i, f in enumerate(dealt)), ()))
            log(("event", "move", None, ((discard[-1], 0, 1),), ()))
        turn = last_play = reshuffles = 0
        cheats, caught, wrong, actions = [0] * n, [0] * n, [0] * n, [0] * n
        active = guard   # `first: guard`
        try:
            while True:
                turn += 1
                if log:
                    log(("event", "turn", active, (), ()))
                take_turn(active)
                if ended():
                    raise RoundOver
                active = (active + 1) % n
        except RoundOver:
            pass
        went_out = [not h for h in hands]
        points = [sum(PENALTY[f] for f in h) for h in hands]
        for p in range(n):
            totals[p] += points[p]
        if log:
            stalemate = not draw and len(discard) <= 1 and turn - last_play >= n
            condition = ANY_ROUND_END if any(went_out) else "stalemate" if stalemate else "endless"
            log(("event", "round_end", None, (), (number, "ends when", condition, active)))
            for p in ring[starter]:
                log(("event", "score", p, (), (points[p],)))
            log(("event", "round_scored", None, (), (number, tuple(points))))
        rows.extend((index, number, p, label, points[p], totals[p], went_out[p], None, turn, cheats[p], caught[p],
                     wrong[p], actions[p], reshuffles, "round", turn, "turn", "round", 1, 0, 0, 0)
                    for p in range(n))   # None: game_winner, known at the end; then the lab's level columns:
        # a round scores, its length in turns, one round in it, no claims so no bluffs nor forced bluffs caught
        # (mogel.lab.files.DTYPES)
    best = min(totals)
    if log:
        log(("event", "game_end", None, (), (tuple(totals), tuple(p for p in range(n) if totals[p] == best))))
    return [(*row[:7], totals[row[2]] == best, *row[8:]) for row in rows]


def run(games: int, seed: int = 0, players: int = 4, cheat_rate: float = CHEAT_RATE) -> list:
    """The rows of `games` games, game i seeded `game_seed(seed, i)` (as mogel.lab.simulate)."""
    rows = []
    for index in range(games):
        rows.extend(play_game(game_seed(seed, index), players, index, cheat_rate=cheat_rate))
    return rows


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=2000, help="games to time (default 2000)")
    parser.add_argument("--players", type=int, default=4, choices=(3, 4, 5))
    parser.add_argument("--cheat-rate", type=float, default=CHEAT_RATE, help="the bots' cheat_rate (default 0.2)")
    parser.add_argument("--check", type=int, metavar="SEEDS",
                        help="compare with the engine for SEEDS games instead of timing (imports mogel)")
    args = parser.parse_args(argv)
    if args.check is not None:
        from reference_check import check   # bench/reference_check.py, beside this file
        return check(args.check, args.players, args.cheat_rate)
    start = time.process_time()
    rows = run(args.games, players=args.players, cheat_rate=args.cheat_rate)
    seconds = time.process_time() - start
    rounds = len(rows) // args.players
    print(f"reference: {rounds} rounds, {seconds:.2f} s CPU, {rounds / seconds:,.0f} rounds/s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
