"""The checks of procedures (`procedure NAME:` and `do NAME`, docs/language.md 10.16).

The statements of a procedure are checked where a `do` runs them (mogel.check.statements
`CheckStmt.do`): there they see the names bound at that place, as they do in play.  This
module adds what is about procedures as a whole:

* a procedure that runs itself, directly or through others, or that grows too deep or too
  large with the procedures it does written out, is refused at its first `do`
  (mogel.language.procedures.problems: "procedure 'a' runs itself: 'a' does 'b', which does
  'a'; ...");
* a procedure that no `do` runs gets a warning at its name, and its statements are checked
  as if `turn:` did it (they are wrong there too, most likely).
"""

from __future__ import annotations

from typing import Callable, Set

from ..language import model as m
from ..language.procedures import ITEM_BLOCKS, done_in, problems


def done_procedures(rules: m.Rules) -> Set[str]:
    """The names of the procedures some `do` of the rules runs (a `do` inside a procedure that
    nothing does counts too)."""
    return {do.name for item in rules.items() for field in ITEM_BLOCKS.get(item.category, ())
            for do in done_in(getattr(item, field))}


def check_procedures(checker, picked: Callable[[m.Item], bool]) -> None:
    """Tell the procedures that run themselves or grow too large, warn of those nothing does and
    check their statements as statements of the turn.  `checker`: a mogel.check.checker.Checker
    in the middle of its check (its `in_play` set: procedures run during play)."""
    rules = checker.rules
    if not rules.procedures:
        return
    for span, message in problems(rules):
        checker.error(span, message)
    done = done_procedures(rules)
    for name, procedure in rules.procedures.items():
        if name in done or not picked(procedure):
            continue
        checker.warn(procedure.where("name"), f"procedure '{name}' is never done: no 'do {name}' runs it (a "
                                              f"procedure that only a variant does belongs in that variant)")
        saved = checker.running_in
        checker.running_in = checker.turn_running()
        checker.block(procedure.body or (), {}, actor=True)
        checker.running_in = saved
