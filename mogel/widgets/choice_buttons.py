"""The words on the buttons of a rules choice (a Decision of kind "choice"), for the human seat.

    choice_labels(decision, "de", ["Ada", "Bo", "Cy"])
    # [("Nichts", None), ("SCHWARZ", "black"), ("ROT", "red")]

An option is told by its display name in the seat's language (`decision.info["labels"]`: a
named option's or an attribute value's names; English, else the name with `_` as a space, when
that language has none), a player by the seat's name, declining a `may` (None) by `nothing`.
"""

from __future__ import annotations

from typing import List, Sequence, Tuple


def choice_labels(decision, lang: str, names: Sequence[str], nothing: str) -> List[Tuple[str, object]]:
    """(label, answer) for each option of a "choice" decision, in its order."""
    labels = decision.info.get("labels") or {}
    out = []
    for option in decision.options:
        if option is None:
            out.append((nothing, None))
        elif isinstance(option, str):
            said = labels.get(option) or {}
            out.append((said.get(lang) or said.get("en") or option.replace("_", " "), option))
        else:
            out.append((names[option], option))
    return out
