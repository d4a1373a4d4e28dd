"""`Engine.decision` builds a Decision without calling the class (issue 18: fewer Python calls
when bots answer): it must set every field `Decision.__init__` sets, to the same values."""

import mogel
from mogel.runtime.engine import Engine
from mogel.runtime.events import Decision


def _fields(decision):
    return {name: getattr(decision, name) for name in Decision.__slots__ if hasattr(decision, name)}


def test_engine_decision_sets_every_field_init_does():
    span = mogel.load_rules().game.span
    for args in ((2, "play", (4, 9), span, {"onto": 3}), (0, "accuse", (None, 1, 2), None, {"noticed": [1]}),
                 (1, "give_to", (0, 3), span, {"card": 7})):
        built, made = Engine.decision(*args), Decision(*args)
        assert type(built) is Decision and _fields(built) == _fields(made)
        assert set(_fields(built)) == set(Decision.__slots__) - {"_lister"}
        assert built.accepts(args[2][-1]) and repr(built) == repr(made)
