"""The human seat's prompts for decisions with named options, players, or none (a base of HumanSeat).

A decision is asked with one button per option, whatever its kind, when its options are not
cards: a rules choice (`let answer = active chooses one of: ...`, `chooses a player`; kind
"choice"), and any decision whose `info` carries `labels` (option -> {language: display
name}) -- the path later decisions with named options take (reveal or keep down, a claim's
challenge) with no change here.  The buttons:

- a named option: its display name in the seat's language ("I'll continue!"), the option's
  name (`_` read as a space) when the rules give none;
- a player: the seat's name ("Bo", "you" for the human's own seat);
- None (a `may` the seat may decline): "Choose nothing" / "Nichts wählen".

The prompt names the variable the answer goes to, when it has a `name:` ("Choose: called
colour."), and a play onto a zone `face down` says so ("Your turn: lay a card face down.").
An accusation that no cheat opened (a challenge) asks "Call “Caught!” on Bo?"; any other kind
of decision the seat does not know asks "Your decision." with its options as buttons.
A card is named as the narration names it: its `shown as:` text ("BLACK 11") when the rules
give one, else "spider (3)" (mogel.present.shown).  The words are in mogel.widgets.human_text.
"""

from __future__ import annotations

from typing import List

from ..language.model import display_name
from ..present.shown import Noun, noun, shown_card
from .human_text import PROMPTED, place_words, race_word
from .offers import _at
from .table import card_namer


def labelled(decision) -> bool:
    """Whether `decision` is asked with a button per named option or player (not per card)."""
    return decision.kind == "choice" or "labels" in decision.info


def lays_face_down(game, span) -> bool:
    """Whether the statement at `span` plays its cards `face down` (from the rules model)."""
    act, _ = _at(game, span)
    return bool(getattr(getattr(act, "verb", None), "face_down", False))


def option_label(game, decision, option, lang: str, you: str) -> str:
    """The words on the button of one option of a labelled decision, in `lang` (None: '')."""
    if option is None:
        return ""
    labels = decision.info.get("labels") or {}
    if isinstance(option, str):
        return display_name(tuple(labels.get(option, {}).items()), lang, option)
    if isinstance(option, int) and not isinstance(option, bool):
        if option in labels:
            return display_name(tuple(labels[option].items()), lang, str(option))
        names = game.narrator.names
        return you if option == decision.seat else names[option] if option < len(names) else str(option)
    return str(option)


class ChoicePrompts:
    """The prompts and buttons of labelled decisions, and cards named as the rules show them,
    for mogel.widgets.human.HumanSeat (its `game`, `lang`, `seat`, `names`, `_say`, `_button`)."""

    def _card(self, card):
        """A card as the narration names it: its `shown as:` text (no article), else a Noun:
        "spider (3)" on a button, "{card:einen}" in a sentence."""
        shown = shown_card(self.game.program, card, self.lang)
        if shown is not None:
            return shown
        kind, value, name = card_namer(self.game, self.lang)(card)
        cards = self.game.rules.cards
        return noun(cards[kind].names, self.lang, kind, "card", value) if kind in cards else Noun(name, "card", value)

    def _question(self, d) -> str:
        """The prompt of decision `d` in the language now, as plain text."""
        if labelled(d):
            what = d.info.get("what")
            variable = self.game.rules.variables.get(d.info.get("choice") or "")
            noun = display_name(variable.names, self.lang, "") if variable is not None and variable.names else ""
            key = "choose_player" if what == "player" else "choose_option"
            return self._say(key + ("_named" if noun else ""), noun=noun)
        if d.kind not in PROMPTED:
            return self._say("decide")
        if d.kind == "accuse" and "noticed" not in d.info:       # not after a cheat: a challenge
            return self._say("challenge", who=self._say("or").join(self.names[s] for s in d.options if s is not None))
        key = "play_down" if d.kind == "play" and lays_face_down(self.game, d.span) else d.kind
        return self._say(key, card=self._card(d.info["card"]) if "card" in d.info else "?",
                         who=self._say("and").join(self.names[s] for s in d.info.get("noticed", [])),
                         dest=place_words(self.game, d.info.get("to"), self.lang),
                         race=race_word(self.game, d.info.get("race", ""), self.lang))

    def _labelled_buttons(self, d) -> List:
        """One button per option of a labelled decision: named options and players first,
        in the rules' order, then "Choose nothing" where the seat may decline."""
        you = self._say("you")
        out = [self._button(option_label(self.game, d, o, self.lang, you), o, "primary")
               for o in d.options if o is not None]
        if any(o is None for o in d.options):
            out.append(self._button(self._say("choose_nothing"), None))
        return out
