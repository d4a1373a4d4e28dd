"""The table's variables panel: each variable with a `name:`, as the narration tells its value.

Variables are public (docs/language.md 10.9): the table knows them, so every view shows the
same panel.  A variable without a `name:` is bookkeeping, as in the narration, and is not
shown.  Values are told as mogel.present.narrate_choices tells them (a player's name, yes/no,
an option's display name, a number, "none" while absent); a value of a card attribute by its
display name with its look: its icon, and a swatch of its paint.

    variables_html(game, state, "en")
    # '<div class="mogel-vars" ...><span ...>called colour: <b>BLACK</b></span></div>'
"""

from __future__ import annotations

from html import escape

from ..language.model import display_name, look
from ..present.narrate import Narrator
from ..present.narrate_choices import value_text

VARIABLES_CSS = """
<style>
.mogel-vars{display:flex;gap:8px;flex-wrap:wrap;margin:0 0 6px 0}
.mogel-var{border:2px solid #000;border-radius:6px;padding:1px 6px;background:#FFF;color:#000;font-size:13px}
.mogel-var .swatch{display:inline-block;width:11px;height:11px;border:1px solid #000;margin:0 3px;
 vertical-align:-1px}
</style>
"""


def attribute_value(rules, value):
    """(attribute item, value) when `value` is a value of one of the rules' attributes, else None."""
    if not isinstance(value, str):
        return None
    for item in rules.attributes.values():
        if value in (item.values or ()):
            return item, value
    return None


def value_html(narrator, variable: str, value) -> str:
    """A variable's value as HTML, escaped: an attribute value with its icon and paint swatch."""
    found = attribute_value(narrator.rules, value)
    if found is None:
        return f"<b>{escape(value_text(narrator, variable, value))}</b>"
    item, value = found
    names = item.names_of(value)
    shown = look(item.names) | look(names)
    swatch = (f'<span class="swatch" aria-hidden="true" style="background:{escape(shown["paint"])}"></span>'
              if "paint" in shown else "")
    icon = f'{escape(shown["icon"])} ' if "icon" in shown else ""
    return f"{swatch}<b>{icon}{escape(display_name(names, narrator.lang, value))}</b>"


def variables_html(game, state, lang: str = "en") -> str:
    """The panel of `state`'s named variables in `lang` ('' when the rules name none)."""
    named = [(name, item) for name, item in game.rules.variables.items() if item.names]
    if not named:
        return ""
    narrator = Narrator(game.program, game.narrator.names, lang)
    out = ['<div class="mogel-vars">']
    for name, item in named:
        label = display_name(item.names, lang, name)
        out.append(f'<span class="mogel-var" data-variable="{escape(name)}">{escape(label)}: '
                   f'{value_html(narrator, name, state.variables.get(name))}</span>')
    out.append("</div>")
    return "".join(out)
