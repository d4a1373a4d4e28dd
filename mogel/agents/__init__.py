"""Bots and the registry the CLI and notebooks use (the random, honest and sneaky bots and a
person's seat: mogel.agents.simple; the bot that searches: mogel.agents.search).

`make_bot("sneaky", cheat_rate=0.3)` builds a bot by name; `BOTS` lists the names
(`search`, the bot that thinks ahead, is mogel.agents.search);
`bot_from_text("sneaky:cheat_rate=0.3")` reads the same from text (the command line's
`--bots`), and `bot_label(bot)` writes it back (the lab's `bot` column).  `bot_word(name,
lang)` is a bot's name as people read it in `lang` (the CLI's score table, the bot settings).
A bot sees the game only through the view and decisions it is handed; the agents stage may
import `mogel.errors` and the stages before it (docs/architecture.md), never a game, the lab,
a widget or the command line.
"""

from __future__ import annotations

from typing import get_args, get_type_hints

from ..errors import BotSettingError, did_you_mean
from .base import Agent
from .search import SearchBot
from .simple import HonestBot, Human, RandomBot, SneakyBot

BOTS = {"random": RandomBot, "honest": HonestBot, "sneaky": SneakyBot, "search": SearchBot}
SETTINGS = ("cheat_rate", "attention", "reaction", "false_accusations", "accuse_rate")   # every bot's
OWN_SETTINGS = {"random": ("join_rate",), "search": ("playouts", "ms")}   # the settings of one kind of bot only
SUGGESTED = {"search": "playouts"}   # the setting a message suggests for a bot (else cheat_rate)
EXAMPLES = {"playouts": 32, "ms": 100, "reaction": 0.6}   # a sound value of a setting, for messages (else 0.3)
WHOLE = frozenset(key for kind in BOTS.values() for key, hint in get_type_hints(kind).items()
                  if int in (get_args(hint) or (hint,)))   # the settings that take a whole number (playouts)
BOT_WORDS = {"de": {"random": "Zufalls-Bot", "honest": "ehrlicher Bot", "sneaky": "gerissener Bot",
                    "search": "vorausdenkender Bot", "human": "Mensch"}}   # and a person's seat (Human)


def settings_of(name: str) -> tuple:
    """The settings the bot `name` takes: SETTINGS, and its own (OWN_SETTINGS) after them."""
    return SETTINGS + (OWN_SETTINGS.get(name, ()) if isinstance(name, str) else ())


def bot_word(name: str, lang: str = "en") -> str:
    """The bot `name` ("random") in `lang` ("Zufalls-Bot" in "de"; a person's seat, "human":
    "Mensch"); the name itself in English, in a language BOT_WORDS does not have, and for a
    name it does not know."""
    return BOT_WORDS.get(lang, {}).get(name, name)


def make_bot(name: str, **settings) -> Agent:
    """A bot by name ("random", "honest", "sneaky", "search") with the given settings:
    cheat_rate, attention, false_accusations, accuse_rate (0..1) and reaction (0.05..60
    seconds); the random bot also join_rate (0..1: how often it runs in a race it may join); the
    search bot also playouts (a whole number from 1 to 1000) or ms (milliseconds, above 0 and at
    most 10000: mogel.agents.search).

    Raises BotSettingError (a MogelError and a ValueError) for an unknown name (with the bot it may
    mean: "did you mean 'random'?"; a name with settings,
    "search:playouts=32", says that bot_from_text reads it) or setting, or a setting that is not a number in
    its range.
    """
    if name not in BOTS:
        hint = (f" (settings are keyword arguments here; mogel.agents.bot_from_text({name!r}) reads the text)"
                if isinstance(name, str) and ":" in name else "")   # make_bot("search:playouts=32")
        hint = hint or (did_you_mean(name, BOTS) if isinstance(name, str) else "")
        raise BotSettingError(f"unknown bot '{name}': choose from {', '.join(BOTS)}{hint}")
    for key in settings:
        if key not in settings_of(name):
            raise BotSettingError(f"unknown setting '{key}' of a bot: choose from {', '.join(settings_of(name))}")
    return BOTS[name](**settings)   # Agent.__post_init__ checks each value


def bot_from_text(text: str) -> Agent:
    """A bot from `name` or `name:setting=value:...`, e.g. "sneaky:cheat_rate=0.3:attention=0.8"
    (the name in any letter case: "Random").

    Raises BotSettingError (a MogelError and a ValueError; saying which part is wrong) for an unknown bot or setting, a setting
    given twice or missing after a colon ("search:", "sneaky::attention=1"), or a value that is not a number in its range
    (a whole number written in digits for a setting of WHOLE: "playouts=100", not "playouts=1e2").
    """
    name, *pairs = [part.strip() for part in text.split(":")]
    name = name.lower() if name.lower() in BOTS else name   # "Random", as a name is written at a sentence's start
    settings = {}
    for pair in pairs:
        key, _, value = pair.partition("=")
        if not key and name in BOTS:
            own = SUGGESTED.get(name, SETTINGS[0])
            raise BotSettingError(f"bot '{text}': a setting is missing after ':': give one, such as "
                                  f"{name}:{own}={EXAMPLES.get(own, 0.3)}, or leave the ':' out")
        if key in settings:
            raise BotSettingError(f"bot '{text}': {key} is given twice")
        try:
            settings[key] = _number(value, key in WHOLE)
        except ValueError:
            if key in settings_of(name):
                raise BotSettingError(f"bot '{text}': {key} needs a {'whole ' * (key in WHOLE)}number, such as "
                                      f"{key}={EXAMPLES.get(key, 0.3)}") from None
            settings[key] = value   # make_bot names the unknown setting
    try:
        return make_bot(name, **settings)
    except ValueError as err:
        raise BotSettingError(f"bot '{text}': {err}" if pairs else str(err)) from None


class _Typed(float):
    """A setting's number that says itself as it was typed ("0", "1.50"), so that a message about
    it shows what the user wrote, not 0.0; a bot keeps a plain float or int of it (Agent)."""

    def __new__(cls, text: str):
        number = super().__new__(cls, text)
        number.text = text.strip()
        return number

    def __str__(self) -> str:
        return self.text

    __repr__ = __str__


def _number(text: str, whole: bool = False) -> float:
    """A setting's value from its text; raises ValueError for a text that is no number, and for
    a setting that takes a whole number (`whole`: WHOLE) one not written as one ("1e2", "100.0":
    a fraction, "1.5", is left to the bot, which tells its range)."""
    number = _Typed(text)
    if whole and number.is_integer():
        int(text)   # a ValueError unless written as a whole number
    return number


def bot_label(bot) -> str:
    """The bot's name, followed by the settings that differ from its kind's defaults in the
    form bot_from_text reads ("sneaky:cheat_rate=0.1"); a bot of another kind: its name."""
    kind = BOTS.get(getattr(bot, "name", None))
    if kind is None or type(bot) is not kind:
        return str(getattr(bot, "name", type(bot).__name__))
    default = kind()
    changed = [f"{key}={getattr(bot, key):g}" for key in settings_of(bot.name)
               if getattr(bot, key) != getattr(default, key)]
    return ":".join([bot.name, *changed])


__all__ = ["Agent", "BOTS", "BOT_WORDS", "HonestBot", "Human", "OWN_SETTINGS", "RandomBot", "SETTINGS", "SearchBot",
           "SneakyBot", "WHOLE", "bot_from_text", "bot_label", "bot_word", "make_bot", "settings_of"]
