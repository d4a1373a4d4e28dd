"""The sentences of the course of a game: where its levels begin and end, which way play goes and
who goes next, and what chance gave.

`level_sentence(narrator, event)` tells `round_start`, `round_end`, `level_start`,
`level_end` and the `starter` of a level (None for any other event).  A level inside another
is named by the path from the top: "Game 2, round 3, pass 2." / "Spiel 2, Runde 3,
Durchgang 2."; a top level begins as rounds always have: "Game 2 begins." / "Spiel 2
beginnt.".  An end says the condition that ended it when that is a definition's name, as a
condition of the rules, with its place, as a seat is told an option's condition ("Round 3 ends:
the condition “stalemate” holds (rules.mm, line 52)." / "Runde 3 ist zu Ende: die Bedingung
„stalemate“ gilt (rules.mm, Zeile 52)."), else only that it ends.
A level of steps that ran them, and a level that ends because a level around it ends, are not
told to end.  A level's name in the narration is its `name:` for the language, else its own name (the
round: "round" / "Runde").  A round that is the top level is told exactly as before levels.
An open-ended top level (no `times:`, no `rounds:`: mogel.compile.levels.open_top) is the whole
game, played once: it is not named in a path, and its own start and end are told by the game's
("Round 3 begins.", "Round 3 ends.", as in a game of rounds).

`order_sentence(narrator, event)` tells the events `reverse`, `next_turn`, `out` and `chance` (None for
any other event, and for a `quietly ... goes next` or a `quietly chance(...)`, which are not told):

    reverse     "Play now goes counterclockwise." / "Es geht jetzt gegen den Uhrzeigersinn weiter."
                (a new round that turns it back: "Play goes clockwise again." / "Es geht wieder
                im Uhrzeigersinn weiter.")
    next_turn   "Cy goes next." / "Cy ist als Nächstes dran."; the active player: "Ada plays again."
    out         "Cy is out of this round." / "Cy scheidet für diese Runde aus."; of the whole game (or of an
                open-ended top level, which is the game): "Cy is out of the game." / "Cy scheidet aus dem Spiel aus."
    chance      "A 30% chance: yes." / "Eine Chance von 30 %: ja."; "A chance of 1 in 6: no." /
                "Eine Chance von 1 zu 6: nein."
    nobody_acts "Nobody acts: 'partner of active' is nobody now." / "Niemand handelt: 'partner of
                active' ist gerade niemand." (an act whose player is absent is skipped)

Seats are numbered clockwise (mogel.runtime.state): play that goes `left` (seat 0, 1, 2 ...)
goes clockwise, play that goes `right` counterclockwise.  A chance is public: every seat reads
what came out, as of a die rolled on the table.

`team_sentence(narrator, event, n)` tells a `score` and the `game_end` of a game with teams (`teams:`
in the header; None for any other event or game): a player's points count for the team, and a team wins:

    score       "Ada scores 2 points for Ada and Cy." / "Ada bekommt 2 Punkte für Ada und Cy."
    game_end    "The game ends. Totals: Ada and Cy 12, Bo and Di 9. Ada and Cy win." / "Das Spiel ist
                aus. Endstand: Ada und Cy 12, Bo und Di 9. Ada und Cy gewinnen."; teams tied for the
                win: "... A tie: Ada and Cy; Bo and Di share the win." / "... Gleichstand: Ada und Cy;
                Bo und Di teilen sich den Sieg."

`team_mark(narrator, seat, n)` is what the same tables show beside a player of a game with teams:
"team with Cy" / "im Team mit Cy".

`out_mark(program, level, lang)` is what a table (the terminal seat's, the notebook's) shows beside a
player who is out: "out of this hand" / "für diese Runde ausgeschieden", "out of the game" / "aus dem
Spiel ausgeschieden".
"""

from __future__ import annotations

from typing import Optional

from ..language.model import display_name
from .shown import this_round

LEVEL_TEMPLATES = {
    "en": {"begins": "{path} begins.", "nested": "{path}.", "ends": "{path} ends.",
           "ends_because": "{path} ends: the condition \u201c{condition}\u201d holds ({file}, line {line}).", "starter": "{seat} starts {path}.",
           "round": "round"},
    "de": {"begins": "{path} beginnt.", "nested": "{path}.", "ends": "{path} ist zu Ende.",
           "ends_because": "{path} ist zu Ende: die Bedingung \u201e{condition}\u201c gilt ({file}, Zeile {line}).", "starter": "{seat} beginnt {path}.",
           "round": "Runde"},
}


def level_name(narrator, name: str) -> str:
    """The display name of a level in the narrator's language."""
    spec = next((spec for spec in narrator.p.levels if spec.name == name), None)
    default = LEVEL_TEMPLATES[narrator.lang]["round"] if name == "round" else name
    return display_name(spec.names if spec is not None else None, narrator.lang, default)


def path_text(narrator, path, capital: bool = True) -> str:
    """`[["game", 2], ["round", 3]]` -> "Game 2, round 3" (German nouns keep their capital)."""
    parts = [f"{level_name(narrator, name)} {number}" for name, number in path]
    text = ", ".join(parts)
    return text[:1].upper() + text[1:] if capital else text


def level_sentence(narrator, ev) -> Optional[str]:
    """One sentence for a level's event, or None when the event is not one (or is the round's
    own `round_start`/`round_end` at the top, which mogel.present.narrate tells as before)."""
    t, info, kind = LEVEL_TEMPLATES[narrator.lang], ev.info, ev.kind
    path = info.get("path")
    if path and narrator.p.open_top:   # the top is the game itself: not named
        path = path[1:]
        if not path:
            return None
    if kind == "starter":
        if "level" not in info:
            return None
        return t["starter"].format(seat=narrator.seat(ev.seat), path=path_text(narrator, path[-1:], False))
    if kind in ("round_start", "level_start"):
        if not path:
            return None
        return t["nested" if len(path) > 1 else "begins"].format(path=path_text(narrator, path))
    if kind in ("round_end", "level_end"):
        if info.get("reason") == "steps" or "outer" in info:   # steps ran / the level around it ends: told there
            return None
        if path is None:
            path = [["round", info["round"]]]
        condition = info.get("condition")
        define = narrator.rules.defines.get(condition) if info.get("reason") == "ends when" else None
        if define is None:
            return t["ends"].format(path=path_text(narrator, path))
        return t["ends_because"].format(path=path_text(narrator, path), condition=condition,   # worded as a
                                        file=narrator.rules.file, line=define.span.line)   # condition not offered
    return None


ORDER_TEMPLATES = {
    "en": {"reverse": "Play now goes {way}.", "reverse_reset": "Play goes {way} again.",
           "left": "clockwise", "right": "counterclockwise",
           "next_turn": "{seat} goes next.", "next_turn_again": "{seat} plays again.",
           "nobody_acts": "Nobody acts: '{who}' is nobody now.",
           "chance_percent": "A {a}% chance: {outcome}.", "chance": "A chance of {a} in {b}: {outcome}.",
           "yes": "yes", "no": "no", "out": "{seat} is out of {this}.", "out_game": "{seat} is out of the game."},
    "de": {"reverse": "Es geht jetzt {way} weiter.", "reverse_reset": "Es geht wieder {way} weiter.",
           "left": "im Uhrzeigersinn", "right": "gegen den Uhrzeigersinn",
           "next_turn": "{seat} ist als Nächstes dran.", "next_turn_again": "{seat} ist noch einmal dran.",
           "nobody_acts": "Niemand handelt: '{who}' ist gerade niemand.",
           "chance_percent": "Eine Chance von {a} %: {outcome}.", "chance": "Eine Chance von {a} zu {b}: {outcome}.",
           "yes": "ja", "no": "nein", "out": "{seat} scheidet für {this} aus.",
           "out_game": "{seat} scheidet aus dem Spiel aus."},
}
ORDER_KINDS = frozenset({"reverse", "next_turn", "chance", "out", "nobody_acts"})


def order_sentence(narrator, ev) -> Optional[str]:
    """One sentence for a `reverse`, `next_turn`, `out`, `chance` or `nobody_acts` event in the narrator's language;
    None for another event and for a quiet `next_turn` or `chance` (`quietly chance(...)`)."""
    t, info = ORDER_TEMPLATES[narrator.lang], ev.info
    if ev.kind == "reverse":
        return t["reverse_reset" if info.get("reset") else "reverse"].format(way=t[info["order"]])
    if ev.kind == "out":
        return _out_sentence(narrator, ev.seat, info["of"], t)
    if ev.kind == "nobody_acts":
        return t["nobody_acts"].format(who=info["who"])
    if info.get("quiet"):
        return None
    if ev.kind == "next_turn":
        return t["next_turn_again" if info.get("again") else "next_turn"].format(seat=narrator.seat(ev.seat))
    if ev.kind == "chance":
        outcome = t["yes" if info["outcome"] else "no"]
        return t["chance_percent" if info.get("percent") else "chance"].format(a=info["a"], b=info["b"], outcome=outcome)
    return None


def _out_sentence(narrator, seat, level: str, t) -> str:
    """"Cy is out of this hand." / "Cy scheidet für diese Runde aus." (the level by its name), "Cy is
    out of the game." for the whole game and for an open-ended top level, which is the game."""
    this = _out_of(narrator.p, level, narrator.lang)
    return (t["out_game"] if this is None else t["out"]).format(seat=narrator.seat(seat), this=this)


OUT_MARKS = {"en": {"out": "out of {this}", "out_game": "out of the game"},
             "de": {"out": "f\u00fcr {this} ausgeschieden", "out_game": "aus dem Spiel ausgeschieden"}}


def out_mark(program, level: Optional[str], lang: str) -> Optional[str]:
    """What a table shows beside a player who has dropped out (`State.out[p]`, `level`: the level's
    name, "match" for the whole game; None: the player is in, and so is the result): "out of this
    hand" / "für diese Runde ausgeschieden", "out of the game" / "aus dem Spiel ausgeschieden" (as
    the narration tells it, `order_sentence`; `program`: a mogel.compile.Program; other languages
    than "de": English).  Public, as the `out` event that made it is told to every seat."""
    if level is None:
        return None
    words = OUT_MARKS.get(lang, OUT_MARKS["en"])
    this = _out_of(program, level, lang)
    return words["out_game"] if this is None else words["out"].format(this=this)


TEAM_MARKS = {"en": "team with {mates}", "de": "im Team mit {mates}"}


def team_mark(narrator, seat: int, n: int) -> Optional[str]:
    """What a table (the terminal seat's, the notebook's) shows beside a player of a game with
    teams: "team with Cy" / "im Team mit Cy" (`narrator`: a mogel.present.narrate.Narrator, its
    seat names and language); None in a game without teams.  Public: the header says the teams."""
    teams = narrator.p.teams(n)
    if teams is None or not teams[seat][1]:   # a team of one: no mates to name
        return None
    return TEAM_MARKS.get(narrator.lang, TEAM_MARKS["en"]).format(mates=narrator._list(teams[seat][1]))


def _out_of(program, level: str, lang: str) -> Optional[str]:
    """"this hand" / "diese Runde" (accusative): the level `level` of `program` by its name; None
    for the whole game ("match", a level not in the rules) and for an open-ended top level."""
    spec = next((spec for spec in program.levels if spec.name == level), None)
    if spec is None or (program.open_top and spec is program.levels[0]):
        return None
    names = spec.names or (None if level == "round" else (("en", level),))
    return this_round(names, lang, "acc")


TEAM_TEMPLATES = {"en": {"score": "{seat} scores {points} {points_word} for {team}.",
                         "game_end": "The game ends. Totals: {totals}. {team} win.",
                         "game_end_one": "The game ends. Totals: {totals}. {team} wins.",
                         "game_end_tie": "The game ends. Totals: {totals}. A tie: {teams} share the win."},
                  "de": {"score": "{seat} bekommt {points} {points_word} für {team}.",
                         "game_end": "Das Spiel ist aus. Endstand: {totals}. {team} gewinnen.",
                         "game_end_one": "Das Spiel ist aus. Endstand: {totals}. {team} gewinnt.",
                         "game_end_tie": "Das Spiel ist aus. Endstand: {totals}. Gleichstand: {teams} teilen sich den "
                                         "Sieg."}}


def team_sentence(narrator, ev, n: Optional[int]) -> Optional[str]:
    """A `score` or the `game_end` of a game with teams at a table of `n` seats, told by team
    (module docstring); None for another event, a game without teams or `n` None, and for a
    score of a team of one player (told as in a game without teams: "Bo scores 1 point.")."""
    teams = narrator.p.teams(n) if ev.kind in ("score", "game_end") and n else None
    if teams is None:
        return None
    t, info = TEAM_TEMPLATES[narrator.lang], ev.info
    if ev.kind == "score":
        if len(teams[ev.seat][0]) == 1:   # a team of one player: "Bo scores 1 point."
            return None
        points = info["points"]
        return t["score"].format(seat=narrator.seat(ev.seat), points=points, team=narrator._list(teams[ev.seat][0]),
                                 points_word=narrator.t["point" if abs(points) == 1 else "points"])
    firsts = [team for seat, (team, _, _) in enumerate(teams) if team[0] == seat]   # each team once, in seat order
    totals = ", ".join(f"{narrator._list(team)} {info['totals'][team[0]]}" for team in firsts)
    won = [team for team in firsts if team[0] in info["winners"]]
    if len(won) == 1:
        return t["game_end" if len(won[0]) > 1 else "game_end_one"].format(totals=totals, team=narrator._list(won[0]))
    return t["game_end_tie"].format(totals=totals, teams="; ".join(map(narrator._list, won)))


ENDS = (".", "!", "?", "\u2026")   # what ends a rules' reason as a sentence ends


def score_sentence(narrator, ev, layout) -> str:
    """A `score`: "Bo scores 1 point.", in a game with teams told by team once the table is known
    ("Ada scores 2 points for Ada and Cy.", team_sentence), then the rules' reason when they give
    one (`scores 1 (en "Scopa!")`: "Bo scores 1 point: Scopa!"), in the narration's language,
    else English, else the first language the rules give it in; a reason that does not end a
    sentence gets its full stop ("Bo scores 1 point: left holding the Old Maid.")."""
    points, why = ev.info["points"], tuple(ev.info.get("reason", {}).items())
    text = team_sentence(narrator, ev, layout and layout.n) if narrator.p.team_game else None
    text = text or narrator.t["score"].format(seat=narrator.seat(ev.seat), points=points,
                                              points_word=narrator.t["point" if abs(points) == 1 else "points"])
    if not why:
        return text
    reason = display_name(why, narrator.lang, '') or why[0][1]   # else its first
    return f"{text[:-1]}: {reason}{'' if reason.rstrip().endswith(ENDS) else '.'}"
