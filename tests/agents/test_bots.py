"""The bots' settings as the Python API takes them (mogel/agents/): by name or text, each a
number in its range; anything else is a BotSettingError, a MogelError and a ValueError alike."""

from __future__ import annotations

import re

import pytest

import mogel
from mogel.agents import bot_from_text, bot_label, bot_word
from mogel.agents.simple import HonestBot, SneakyBot
from conftest import run_cli


@pytest.mark.parametrize("settings, says", [
    ({"foo": 1}, "unknown setting 'foo'"),
    ({"cheat_rate": "0.3"}, "cheat_rate must be a number"),
    ({"attention": True}, "attention must be a number"),
])
def test_make_bot_refuses_unknown_or_non_numeric_settings_with_value_errors(settings, says):
    with pytest.raises(ValueError, match=says):
        mogel.make_bot("sneaky", **settings)


@pytest.mark.parametrize("setting, value", [("cheat_rate", "0.3"), ("attention", None), ("reaction", "fast"),
                                            ("false_accusations", True), ("cheat_rate", [0.3])])
def test_a_bot_setting_that_is_no_number_is_a_value_error_naming_it(setting, value):
    """RandomBot(cheat_rate='0.3') was a TypeError from comparing '0.3' with 0.0."""
    for bot in (mogel.RandomBot, HonestBot, SneakyBot):
        with pytest.raises(ValueError, match=f"^{setting} must be a number, not {re.escape(repr(value))}"):
            bot(**{setting: value})


def test_a_bad_bot_setting_is_a_mogel_error_and_still_a_value_error():
    """`except mogel.MogelError` did not catch RandomBot(cheat_rate='0.3') (a bare ValueError)."""
    for make in (lambda: mogel.RandomBot(cheat_rate="0.3"), lambda: mogel.make_bot("nope"),
                 lambda: mogel.make_bot("random:cheat_rate=2"), lambda: HonestBot(cheat_rate=0.5)):
        with pytest.raises(mogel.BotSettingError) as refused:
            make()
        assert isinstance(refused.value, mogel.MogelError) and isinstance(refused.value, ValueError)


@pytest.mark.parametrize("text", ["random", "honest", "sneaky:cheat_rate=0.3:attention=0.8",
                                  "random:false_accusations=0.05:reaction=2"])
def test_a_bot_written_as_text_is_read_back_as_the_same_text(text):
    """The lab's `bot` column (bot_label) writes a bot as --bots takes it (bot_from_text)."""
    bot = bot_from_text(text)

    assert bot_from_text(bot_label(bot)) == bot
    assert bot_label(bot).split(":")[0] == text.split(":")[0]


def test_a_bot_is_named_in_the_sessions_language():
    assert [bot_word(name, "de") for name in mogel.BOTS] == ["Zufalls-Bot", "ehrlicher Bot", "gerissener Bot",
                                                           "vorausdenkender Bot"]
    assert [bot_word(name, "en") for name in mogel.BOTS] == list(mogel.BOTS)
    assert bot_word("nobody", "de") == "nobody"


def test_every_bot_has_a_german_word():
    """A bot added to BOTS is named in German too (the CLI's tables, the bot settings)."""
    assert all(bot_word(name, "de") not in (name, "") for name in mogel.BOTS)


@pytest.mark.parametrize("text, said", [
    ("search:", "bot 'search:': a setting is missing after ':': give one, such as search:playouts=32, "
                "or leave the ':' out"),
    ("random:", "bot 'random:': a setting is missing after ':': give one, such as random:cheat_rate=0.3, "
                "or leave the ':' out"),
    ("sneaky::attention=1", "bot 'sneaky::attention=1': a setting is missing after ':': give one, such as "
                            "sneaky:cheat_rate=0.3, or leave the ':' out"),
    ("nosuch:", "bot 'nosuch:': unknown bot 'nosuch': choose from random, honest, sneaky, search"),
])
def test_a_colon_with_no_setting_after_it_says_a_setting_is_missing(capsys, text, said):
    """It said "unknown setting ''", naming no setting the user wrote."""
    with pytest.raises(mogel.BotSettingError) as refused:
        bot_from_text(text)
    assert str(refused.value) == said
    assert run_cli(capsys, "play", "--bots", f"{text},random,random", "--quiet") == (2, "", f"mogel: error: {said}\n")


WHOLE_SETTINGS = [(name, key) for name in mogel.agents.BOTS for key in mogel.agents.settings_of(name)
                  if key in mogel.agents.WHOLE]


def test_the_whole_number_settings_are_those_typed_int():
    assert WHOLE_SETTINGS == [("search", "playouts")]


@pytest.mark.parametrize("name, key", WHOLE_SETTINGS)
@pytest.mark.parametrize("value", ["1e2", "100.0", "0x10"])
def test_a_whole_number_setting_written_otherwise_is_refused_in_one_line_naming_it(capsys, name, key, value):
    """`search:playouts=1e2` was taken as 100 playouts: a count is a whole number, written as one."""
    text = f"{name}:{key}={value}"
    said = f"bot '{text}': {key} needs a whole number, such as {key}=32"
    with pytest.raises(mogel.BotSettingError) as refused:
        bot_from_text(text)
    assert str(refused.value) == said
    assert run_cli(capsys, "play", "--bots", f"{text},random,random", "--quiet") == (2, "", f"mogel: error: {said}\n")
    assert getattr(bot_from_text(f"{name}:{key}=100"), key) == 100


@pytest.mark.parametrize("settings, said", [
    ({"playouts": "32"}, "playouts must be a whole number from 1 to 1000, not '32'"),
    ({"ms": "5"}, "ms must be a number of milliseconds above 0 and at most 10000, not '5'"),
    ({"playouts": 2.5}, "playouts must be a whole number from 1 to 1000, not 2.5"),
])
def test_a_search_budget_given_as_text_is_shown_in_quotes(settings, said):
    """make_bot("search", playouts="32") said "... not 32", as if 32 were refused."""
    with pytest.raises(mogel.BotSettingError) as refused:
        mogel.make_bot("search", **settings)
    assert str(refused.value) == said


def test_make_bot_given_a_bots_text_points_to_bot_from_text():
    """make_bot("search:playouts=32") only said "unknown bot": the text is what --bots takes."""
    with pytest.raises(mogel.BotSettingError) as refused:
        mogel.make_bot("search:playouts=32")
    assert str(refused.value) == ("unknown bot 'search:playouts=32': choose from random, honest, sneaky, search "
                                  "(settings are keyword arguments here; "
                                  "mogel.agents.bot_from_text('search:playouts=32') reads the text)")
    assert bot_from_text("search:playouts=32").playouts == 32
