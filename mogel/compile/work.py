"""What the generated module (mogel.compile.codegen) calls besides the engine's verbs: the errors it
raises at a rules line -- its work budget above all -- and the one check an `end NAME` needs.

The work budget: how much the rules may work out between two events.  Every function or loop of
the generated code that goes over a set of players or cards (`where`, `count`, `any`, `sum`, `max`,
`min`, `highest`, `lowest`, `except`, `for each`, `each player`, the options of a play or a
choice) takes the size of the set from `State.work` before it starts, and every run of a
`repeat` takes 1; `State.apply` gives the allowance `WORK` back at every event.  When it
runs out, it raises `TooMuchWork` (a RulesRuntimeError) at its own rules line; each loop or
expression around it that has seen no event since it began raises it again at its own line, so
the error names the outermost expression or loop at work: the one whose nesting multiplied the
steps.  The charge is one subtraction and one comparison per set, not per member.

Events give WORK back, so rules whose every event is followed by much work could work for
hours (1000 runs of a `repeat`, each a point scored and 500,000 steps of `for each` inside one
another; an `each player` that draws from an empty pile, a `no_draw` event, after each of
thousands of nested counts).  The steps are counted for the whole round as well: each event
takes the steps since the last, when more than UNCOUNTED (100: the event budget bounds those),
from `Engine.steps` (ROUND_WORK at the start of each round, mogel.runtime.levels) -- the charge
that leaves fewer than COUNTED tells the state (`State.spent`, in the same comparison that tests
the budget), whose next event then counts them (`Engine.out_of_room`), so the events the
generated code makes test nothing of the work budget;
each run of a `repeat`, each `for each` and `each player` and each turn raises
`TooMuchRoundWork` at its line when none is left, and each loop around it again at its own
line, so the error names the outermost loop; a turn names the `ends when:` instead when the
test of it after the last turn or move spent the last steps (`round_work_stopped`).

The other errors: a number of cards, turns or runs that came out negative or absent
(`bad_number`), `A to B cards` with B below A (`bad_range`), `ZONE of X` with X absent (`no_owner`),
an `end NAME` when no NAME runs (`end_level`), a level of turns that goes on past its limit
(`too_many_turns`), a choice of more than MAX_RUNS numbers (`too_many_numbers`), a `repeat` of more than MAX_RUNS runs
(`too_many_runs`, `never_holds`), a score or a variable's number beyond MAX_NUMBER either way
(`too_large`: the engine keeps numbers as a rules file may write them, so that a table, a log
and the lab's columns hold them).  Each function builds the exception the generated code raises
(`raise bad_number(...)`), so the generated code stays a line per rule and its words stay here,
in mogel's own text.
"""

from __future__ import annotations

from ..check.control import MAX_RUNS
from ..check.lets import inner_blocks
from ..check.work import ROUND_WORK, WORK
from ..errors import RulesRuntimeError, RunawayGame, TooMuchRoundWork, TooMuchWork
from ..language import model as m
from .levels import RoundOver
from .said_work import SAY, grouped, level_path, stop, what_words

__all__ = ["WORK", "ROUND_WORK", "TooMuchWork", "TooMuchRoundWork", "too_much", "too_much_in", "too_much_round_work",
           "round_work_stopped", "too_many_turns", "frames",
           "MAX_RUNS", "MAX_NUMBER", "bad_number", "too_large", "bad_range", "no_owner", "end_level", "too_many_runs", "never_holds", "too_many_numbers"]

MAX_CHAIN_FRAMES = 400   # generator frames of `on play` blocks running inside one another (`chain_cost`)
MAX_NUMBER = 999_999_999_999   # a score or a variable's number, either way: 12 digits, as in a rules file (MAX_DIGITS)

_NESTING = ("each step looks at one player or card, and a set inside a set is looked at again for each "
            "member of the outer one (4 players inside 4 players inside 4 players are 64 steps)")


def too_much(span: m.Span, source: str) -> TooMuchWork:
    """The error of an expression at `span` that ran out of work."""
    return TooMuchWork(f"{span}: this took more than {WORK:,} steps to work out, and the game was stopped: "
                       f"{_NESTING}; nest fewer sets ('where', 'count', 'any', 'sum', 'max' ...) inside one another, "
                       f"or look at smaller ones", span, source)


def too_much_in(span: m.Span, source: str, what: str) -> TooMuchWork:
    """The error of a statement `what` ("for each", "repeat") at `span` that ran out of work."""
    if what == "repeat":
        how = ("each run of a 'repeat' is a step, and a 'repeat' inside a 'repeat' runs its block again for "
               "each run of the outer one")
    else:
        how = (f"each player a '{what}' acts for is a step, and a '{what}' inside a '{what}' runs again for each "
               f"player of the outer one (4 players inside 4 players inside 4 players are 64 steps)")
    return TooMuchWork(f"{span}: this '{what}' took more than {WORK:,} steps with nothing happening in the game, "
                       f"and the game was stopped: {how}; nest fewer of them inside one another", span, source)


def too_much_round_work(span: m.Span, source: str, what: str) -> TooMuchRoundWork:
    """The error of the outermost loop `what` ("repeat", "for each", "each player") at `span`
    running when the round had taken all its steps (Engine.steps); of `turn:` ("turn"), or of an
    `ends when:` ("ends when") whose test spent the last of them (`round_work_stopped`)."""
    if what == "ends when":
        return TooMuchRoundWork(f"{span}: this round took more than {ROUND_WORK:,} steps, the last of them in this "
                                f"'ends when:', and the game was stopped: it is worked out after every turn (or move), "
                                f"each player or card it looks at is a step, those its definitions look at included, "
                                f"and a set inside a set is looked at again for each member of the outer one; nest "
                                f"fewer sets inside one another in it, or look at smaller ones", span, source)
    return TooMuchRoundWork(f"{span}: this '{what}' and what runs inside it took more than {ROUND_WORK:,} steps in "
                            f"this round, and the game was stopped: each player or card looked at and each run "
                            f"of a 'repeat' is a step, events or not, and a loop inside a loop runs again for each "
                            f"run of the outer one (a 'repeat 1000 times' around 12 'for each player' at a table of "
                            f"3 is 797 million steps); nest fewer loops and sets inside one another, or repeat "
                            f"fewer times", span, source)


def round_work_stopped(eng, span: m.Span, source: str) -> TooMuchRoundWork:
    """The error of a turn begun when the round has taken all its steps (`eng.steps` below 0, a
    mogel.runtime Engine): at the `ends when:` of a level tested between turns (`eng.levels_a_turn_ends()`,
    outermost first) whose test takes enough steps that the round had steps left before it ran --
    its test after the last turn or move spent the last of them (it is worked out once more here,
    on a work budget of its own: the game is stopped anyway); else at `turn:` (`span`)."""
    s = eng.s
    for spec in eng.levels_a_turn_ends():
        s.work = WORK
        try:
            spec.which_end(s, {})
            cost = WORK - s.work
        except TooMuchWork:   # more than a whole work budget
            cost = WORK
        if eng.steps + cost >= 0:
            return too_much_round_work(spec.item.where("ends_when"), source, "ends when")
    return too_much_round_work(span, source, "turn")


def too_many_turns(eng, spec, number: int, limit: int, span: m.Span, source: str) -> RunawayGame:
    """The error of instance `number` of the level of turns `spec` (a LevelSpec) of the game of
    `eng` (an Engine) that has not ended after `limit` turns (MAX_PARTS, as mogel.runtime.levels
    reads it: `_turns` hands it to the generated loop), its turns at `span`; the level named with
    the levels around it ("hand 3, trick 1": `level_path`)."""
    where = spec.item.where("ends_when")
    return stop(RunawayGame, "turns_never_end", where, source, path=level_path(eng, spec.name, number), most=limit,
                turns=str(span))


def frames(stmts) -> int:
    """How many generator frames a compiled block stands on at its deepest, at most: one for the
    block, one more for each statement that holds a block (`if`, `for each`, a race, an
    `otherwise`, `repeat`) and the frames of that block (the generated code writes most of those
    blocks inside the block's own function; the measure is kept, so chains stop where they did).  The generated code sums it over the chain of
    `on play` blocks running inside one another, to stop a chain before Python's stack ends
    (`chain_cost`)."""
    deepest = 0
    for node in stmts or ():
        for block, _ in inner_blocks(node):
            if block:
                deepest = max(deepest, 1 + frames(block))
    return 1 + deepest


def chain_cost(card: m.Card) -> int:
    """The frames a play of a card of `card`'s kind adds to the chain of `on play` blocks running
    inside one another (`Engine.chain_frames`): its block's `frames`, + 2 (the play's, and the
    one the engine's generator of the block stood on before the generated code ran it in place:
    the same chains stop).  The generated code stops a chain that would stand on more than
    MAX_CHAIN_FRAMES (mogel.compile.source_moves `play`; `Engine.chain_too_deep`)."""
    return frames(card.on_play) + 2


def bad_number(n, span: m.Span, source: str, what: str) -> RulesRuntimeError:
    """A number of cards, turns or runs that came out negative or absent, at its rules line."""
    if n is None:
        return no_value(span, source, f"the number of {what} here")
    return stop(RulesRuntimeError, "bad_number", span, source, what=what_words(what), n=n)


def no_value(span: m.Span, source: str, what: str) -> RulesRuntimeError:
    """A number a verb needs (`what`: "the points scored here") that came out absent, at its rules
    line (docs/language.md 14): a variable with no start value read before its first `set`."""
    return stop(RulesRuntimeError, "no_value", span, source, what=what_words(what))


def too_large(n: int, span: m.Span, source: str, what: str) -> RulesRuntimeError:
    """A number beyond MAX_NUMBER either way (`what`: "the points scored here", "the score this
    makes", "the number set here"), at its rules line; a number of more than 24 digits is told
    by its digits, so that the message stays a line."""
    digits = len(str(abs(n)))
    shown = grouped(n) if digits <= 24 else SAY("digits", digits=digits)
    return stop(RulesRuntimeError, "too_large", span, source, what=what_words(what), shown=shown,
                low=grouped(-MAX_NUMBER), high=grouped(MAX_NUMBER))


def bad_range(least, most, span: m.Span, source: str) -> RulesRuntimeError:
    """`A to B cards` with B below A, at the selection's rules line."""
    return RulesRuntimeError(f"{span}: '{least} to {most} cards': the smaller number first", span, source)


def no_owner(span: m.Span, source: str, zone: str) -> RulesRuntimeError:
    """`ZONE of X` with X absent, in a statement that puts cards there or takes them from there."""
    return stop(RulesRuntimeError, "no_owner", span, source, zone=zone)


def end_level(eng, level: str, span: m.Span) -> Exception:
    """`end LEVEL`: RoundOver for that level, or a RulesRuntimeError when no instance of it runs."""
    running = eng.running
    if running and not any(spec.name == level for spec in running):
        return stop(RulesRuntimeError, "end_level", span, eng.p.rules.source, level=level,
                    running=", ".join(spec.name for spec in running))
    return RoundOver(f"end {level}", level=level)


def too_many_runs(n, span: m.Span, source: str) -> RulesRuntimeError:
    """A `repeat N times` asked for more than MAX_RUNS runs."""
    return stop(RulesRuntimeError, "too_many_runs", span, source, n=n, most=MAX_RUNS)


def too_many_numbers(low, high, span: m.Span, source: str) -> RulesRuntimeError:
    """`chooses a number from A to B` with A or B absent, or more than MAX_RUNS numbers from A to B."""
    if low is None or high is None:
        return no_value(span, source, "a bound of the numbers to choose from")
    return stop(RulesRuntimeError, "too_many_numbers", span, source, n=high - low + 1, most=MAX_RUNS)


def never_holds(told: str, span: m.Span, source: str) -> RulesRuntimeError:
    """A `repeat until C` that ran MAX_RUNS times with C (`told`, its text) still false."""
    return stop(RulesRuntimeError, "never_holds", span, source, most=MAX_RUNS, told=told)


MAX_SETS = 1000           # sets of cards `cards worth V` may offer (docs/language.md 10.15)
MAX_SET_STEPS = 100_000   # cards looked at to find them


def worth_sets(pile, target: int, values, faces, span, source: str, first: bool = False) -> list:
    """The sets of `pile`'s cards (a list of card ids, bottom first) whose values add up to
    `target`: tuples of card ids in pile order, at least one card each, one for each set of faces
    (`faces`: DeckTables.face_ids; `values`: its values), in the order of their first cards'
    places, then the next ... (cards with no value are left out); with `first` only the first set.  A RulesRuntimeError at `span` when there are more than MAX_SETS of
    them or looking took more than MAX_SET_STEPS steps (docs/language.md 10.15)."""
    cards = [card for card in pile if values[card] is not None]
    pruned = all(values[card] >= 0 for card in cards)   # no set grows back down to the target
    found, seen, steps, stack = [], set(), 0, [(0, 0, ())]
    while stack:
        start, total, chosen = stack.pop()
        for i in range(len(cards) - 1, start - 1, -1):   # pushed last first: popped in order
            steps += 1
            card = cards[i]
            here, now = total + values[card], chosen + (card,)
            if pruned and here > target:
                continue
            stack.append((i + 1, here, now))
        if steps > MAX_SET_STEPS or len(found) > MAX_SETS:
            raise RulesRuntimeError(f"{span}: 'cards worth {target}' took more than {MAX_SET_STEPS:,} steps or found "
                                    f"more than {MAX_SETS:,} sets of cards to offer, and the game was stopped: offer "
                                    f"fewer cards (a 'where', or a smaller zone)", span, source)
        if chosen and total == target and (key := tuple(sorted(faces[c] for c in chosen))) not in seen:
            seen.add(key)
            found.append(chosen)
            if first:
                break
    return found


def any_worth(cards, target, values, faces, span, source: str) -> bool:
    """`any_worth(CARDS, N)`: whether some of `cards` have values adding up to `target` (an absent
    one: none do); stops as `worth_sets` does."""
    return type(target) is int and bool(worth_sets(cards, target, values, faces, span, source, True))
