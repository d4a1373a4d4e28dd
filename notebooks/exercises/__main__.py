"""Print every exercise of the notebooks with its right answer, worked out now from the rules:
`python -m exercises [en|de]` in notebooks/ (the teacher's key; docs/teaching.md)."""

import sys

from mogel.widgets.exercises import OneOf

from . import BOOK


def shown(answer) -> str:
    """A right answer as a line of the key: alternatives joined by "/", a text indented below."""
    if isinstance(answer, OneOf):
        return " / ".join(map(repr, answer))
    if isinstance(answer, str) and "\n" in answer:
        return "\n        " + answer.rstrip("\n").replace("\n", "\n        ")
    return repr(answer)


def main(lang: str = "en") -> None:
    BOOK.language(lang)
    solved = BOOK.solutions()
    for id, exercise in BOOK.by_id.items():
        print(BOOK.task(id))
        answer = shown(solved[id]) if id in solved else f"(from the notebook's {', '.join(exercise.given)})"
        print(f"    -> {answer}\n")


if __name__ == "__main__":
    if sys.argv[2:] or sys.argv[1:2] not in ([], ["en"], ["de"]):
        sys.exit(f"usage: python -m exercises [en|de] (the key in English or German), not {' '.join(sys.argv[1:])!r}")
    main(*sys.argv[1:2])
