"""The score table `mogel play`, `mogel replay` and `mogel resume` print at the end.

One column per scored instance of the rules' top level -- the level whose scores make the
score table (docs/log-format.md `round_scored`, `level_scored`); of the level inside it when the
top level is open-ended, played once (a game played until someone has 100 points: a column
per round) -- then the total, one row per seat with its bot:

            R1   R2   R3   R4   total            (rules.mm, Cheat: the top level is the round)
    Ada      5   11    5   10      31   (random)
    Winner: Bo (fewest points wins)

A column is headed by the first letter of the level's display name in the session's language
and its number: "R1" for a round ("round" / "Runde"), "G1" for Mogelei's games ("S1" in German,
"Spiel").  A top level other than the round is named in a line above the table ("G1, G2, ...:
the points of game 1, 2, ..."), so that a match of games does not read as rounds.  A game in
progress (`--stop-after`) has one more column, starred, for the instance being played, with its
points so far, and a line under the table that says where it stands ("* in progress: Game 1,
round 3, pass 1"); its totals are the sums of the columns either way.
"""

from __future__ import annotations

from ..agents import bot_word
from ..present.narrate import Narrator
from ..present.narrate_course import level_name, path_text
from .streams import say
from .text import SCORE_WORDS

# A top level other than the round, named above the table ({p}: the columns' letter), and where a
# game in progress stands, under it.
LEVEL_WORDS = {"en": {"caption": "{p}1, {p}2, ...: the points of {level} 1, 2, ...",
                      "in_progress": "* in progress: {path} (its points so far)"},
               "de": {"caption": "{p}1, {p}2, ...: die Punkte von {level} 1, 2, ...",
                      "in_progress": "* l\u00e4uft noch: {path} (seine Punkte bisher)"}}


def print_scores(game, lang: str = "en") -> None:
    """Print the score table of `game` (finished or in progress) with words in `lang`."""
    s, names = game.state, game.narrator.names
    total, winner, winners_word, fewest, most = SCORE_WORDS[lang]
    words = LEVEL_WORDS[lang]
    narrator = Narrator(game.program, names, lang)
    depth = 1 if game.program.open_top else 0   # an open-ended top level is the game: its parts are the columns
    top = game.program.levels[depth]
    level = level_name(narrator, top.name)
    letter = level[:1].upper()
    columns = [list(h) for h in s.history]
    heads = [f"{letter}{n + 1}" for n in range(len(columns))]
    running = game.engine.running
    playing = not game.finished and len(running) > depth and running[depth] is top
    if playing:
        columns.append(list(s.level_scores.get(top.name, [0] * s.n)))
        heads.append(f"{letter}{len(heads) + 1}*")
    if top.name != "round":
        say(words["caption"].format(p=letter, level=level))
    width = max(len(names[i]) for i in range(s.n)) + 2
    cell = max([5] + [len(h) + 1 for h in heads])
    say("".ljust(width) + "".join(f"{h:>{cell}}" for h in heads) + f"{total:>8}")
    for seat in range(s.n):
        row = "".join(f"{c[seat]:>{cell}}" for c in columns)
        bot = bot_word(game.agents[seat].name, lang)
        say(f"{names[seat]:<{width}}{row}{s.totals[seat]:>8}   ({bot})")
    if playing:
        path = [[spec.name, s.levels.get(spec.name, s.round)] for spec in running[depth:]]
        say(words["in_progress"].format(path=path_text(narrator, path)))
    if not game.finished:   # a game in progress (--stop-after): no winner yet
        return
    winners = ", ".join(names[w] for w in game.winners)
    label = winners_word if len(game.winners) > 1 else winner
    say(f"{label}: {winners} ({most if game.program.highest_wins else fewest})")
