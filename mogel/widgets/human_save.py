"""Saving the human seat's game in progress and taking it up again (mogel.widgets.human).

    seat = HumanSeat(seed=3)                  # play a few turns, then type a name and click "Save game"
    seat.save("lesson.mogel")                 # the same from Python
    seat = HumanSeat(resume="lesson.mogel")   # later: the same game, at the same decision

The Save row is a file name field, a "Save game" button and a line that says where the game
went, with a link that downloads the saved file (a data: URL of its bytes): on a page served by
`mogel app` the file lands in a temporary folder of the server, and the link is how a visitor
keeps it.  The file is written as mogel.save_game writes it: atomically (a temporary file renamed
over the target), replacing only an empty file or another saved game, never a rules file, a
log or anything else; a name that cannot be written is told in words in the seat's error
area.  `HumanSeat(resume=FILE)` continues the game with mogel.resume_game: the same bots, the
same chance, the human at the decision they saved at.  What the seat's buttons had armed (a
card to hide, a "Caught!" to call) is not saved: arm it again.
"""

from __future__ import annotations

import base64
import os
from html import escape
from pathlib import Path
from typing import Tuple

import ipywidgets as W

from ..errors import MogelError, SavedGameError
from ..language.model import Rules
from ..play.game import Game
from ..play.record import save_game
from .errors import Button, observe, on_click
from ..present.seat_words import say

DEFAULT_NAME = "my_game.mogel"


def resumed_seat(path, lang: str = "en") -> Tuple[Game, Rules, list, int, int]:
    """The game saved in progress at `path` (mogel.resume_game), its rules, its bots (the other
    seats' agents, in seat order), seed, and its person's seat: what HumanSeat is made of.
    Raises SavedGameError as mogel.resume_game does, also for a name that is none or a game
    without exactly one person's seat, its message in `lang` (mogel.play.said_saved: "de" says
    it in German, any other language in English)."""
    from ..play.resuming import resume_game
    from ..play.said_saved import Refused, refused

    try:
        if not isinstance(path, (str, os.PathLike)) or not str(path).strip():
            raise refused("resume_name", shown=repr(path))
        game = resume_game(path)
        humans = [seat for seat, agent in enumerate(game.agents) if agent.interactive]
        if len(humans) != 1:
            raise refused("one_person", path=path, count=len(humans))
    except Refused as err:
        if lang == "en":
            raise
        raise SavedGameError(err.render(lang)) from None   # str() in the seat's language: a notebook shows it
    seat = humans[0]
    return game, game.rules, game.agents[:seat] + game.agents[seat + 1:], game.seed, seat


class Saving:
    """The Save row and `save` of mogel.widgets.HumanSeat (its `game`, `lang`, `language`,
    `error_area`).  Attributes: `save_name` (the file name field), `save_button`,
    `save_status` (what the last save said, with the download link), `saved_path` (None until a
    save worked), `saved_href` (the data: URL of the file saved last)."""

    saved_path = None
    saved_href = ""

    def _save_row(self) -> W.HBox:
        lang = self.lang
        self.save_name = W.Text(value=DEFAULT_NAME, description=say(lang, "file"), layout=W.Layout(width="auto"))
        self.save_button = Button(description=say(lang, "save"), icon="save", tooltip=say(lang, "save_tip"),
                                  layout=W.Layout(width="auto"))
        on_click(self.save_button, self.error_area, lambda _b: self.save(self.save_name.value))
        self.save_status = W.HTML()
        observe(self.language, self.error_area, self._relabel_save)
        return W.HBox([self.save_name, self.save_button, self.save_status], layout=W.Layout(flex_flow="row wrap"))

    def save(self, path) -> None:
        """Save the game as it stands to `path` (mogel.save_game): in progress, to go on later
        with HumanSeat(resume=path), or finished.  Raises MogelError, in words, for an empty
        name or a file that cannot be written or is not a saved game (never replaced)."""
        name = str(path).strip() if isinstance(path, (str, os.PathLike)) else ""
        if not name:
            raise MogelError("give the saved game a file name, such as my_game.mogel")
        try:
            save_game(self.game, name)
        except OSError as err:
            raise MogelError(f"the game was not saved to {name}: {err.strerror or err}") from None
        self.saved_path = name
        self.saved_href = "data:application/octet-stream;base64," + base64.b64encode(Path(name).read_bytes()).decode("ascii")
        self._tell_saved()

    def _tell_saved(self) -> None:
        if self.saved_path is not None:
            key = "saved_over" if self.game.finished else "saved"
            text = say(self.lang, key, path=self.saved_path)
            file = os.path.basename(self.saved_path)
            link = (f"<a class='mogel-download' href='{self.saved_href}' download='{escape(file)}'>"
                    f"{escape(say(self.lang, 'download', file=file))}</a>")
            self.save_status.value = f"<span style='color:#000'>{escape(text)}</span> {link}"

    def _relabel_save(self, change) -> None:
        lang = change["new"]
        self.save_name.description = say(lang, "file")
        self.save_button.description, self.save_button.tooltip = say(lang, "save"), say(lang, "save_tip")
        self._tell_saved()
