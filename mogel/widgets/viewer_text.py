"""The words of the game viewer (mogel.widgets.viewer), its stepper and bot settings, in
English and German.

`say(lang, key, **fields)` fills one template; an unknown language falls back to English.
Seat, role and variant names are filled in by the caller, already in `lang` (roles from the
rules' `name:` lines, as the narration says them, as a mogel.present.narrate.Noun that takes its
article: "{role:den}"); these templates hold only the widgets' own words.  The German
follows the German narration (mogel.present.narrate) and the human seat (mogel.widgets.human_text):
the seed is the "Startwert", as in the German CLI; the engine's message of a game that never
ends (or that the rules stopped otherwise) stays English and is announced as such ("Meldung auf Englisch: ...").
"""

from __future__ import annotations

TEXT = {
    "en": {
        # the title line
        "title": "<b>Seed {seed}</b> &middot; showing {who} &middot; variants: {variants} &middot; {counted}",
        # the events are numbered in the view shown: a seat is not told every event (a cheat unseen)
        "counted": "event {position} of {total}", "counted_seat": "event {position} of the {total} told to {name}",
        "counted_public": "event {position} of the {total} told to everyone",
        "who_all": "everything",
        "who_public": "what every player sees (nobody holds the role yet)",
        "who_seat": "what {name} sees",
        "no_variants": "none", "defines_set": "{variants} &middot; changed: {defines}",
        "never": "<b>This game never ended:</b> {error}",
        "stopped": "<b>The rules stopped this game:</b> {error}",
        # the view and language selectors
        "view": "View", "everything": "Everything", "holder": "{role} holder",
        "view_tip": "what everyone at the table would know, and more",
        "narration": "Narration", "bot_settings": "Bot settings",
        # the rules beside the game (mogel.widgets.rules_panel)
        "rules_toggle": "Rules beside the game",
        "rules_tip": "Show or hide the rules text; the rule of the newest event is marked",
        "comments": "Comments", "comments_tip": "Show or hide the comments of the rules text (after #)",
        # the stepper
        "back": "\u25c0 Back", "back_tip": "Go back one event (keyboard: Tab, then Enter)",
        "step": "Step \u25b6", "step_tip": "Show the next event",
        "round_end": "Play to end of round \u00bb", "round_end_tip": "Run until this round is scored",
        "game_end": "End of game \u00bb\u00bb", "game_end_tip": "Run to the last event of the game",
        "start": "\u00ab Start", "start_tip": "Back to the first event",
        "event": "Event", "autoplay": "Autoplay", "autoplay_tip": "Step automatically at the chosen speed",
        "speed": "Speed (events/s)",
        # the bot settings
        "settings_header": "<b>Bot settings</b>: change a slider and the same game (same seed) is played "
                           "again with the new settings.",
        "bot": "bot", "cheat_rate": "cheat rate", "attention": "attention", "reaction": "reaction (s)",
        "playouts": "thinking (playouts)",
    },
    "de": {
        "title": "<b>Startwert {seed}</b> &middot; Ansicht: {who} &middot; Varianten: {variants} &middot; {counted}",
        "counted": "Ereignis {position} von {total}",
        "counted_seat": "Ereignis {position} der {total}, die {name} erf\u00e4hrt",
        "counted_public": "Ereignis {position} der {total}, die alle erfahren",
        "who_all": "alles",
        "who_public": "was alle sehen (noch hat niemand die Rolle)",
        "who_seat": "was {name} sieht",
        "no_variants": "keine", "defines_set": "{variants} &middot; ge\u00e4ndert: {defines}",
        "never": "<b>Dieses Spiel endet nie.</b> Meldung auf Englisch: {error}",
        "stopped": "<b>Die Regeln haben diese Partie abgebrochen.</b> Meldung auf Englisch: {error}",
        "view": "Ansicht", "everything": "Alles", "holder": "Wer {role:den} hat",
        "view_tip": "was jeder am Tisch wissen kann, und mehr",
        "narration": "Erz\u00e4hlung", "bot_settings": "Bot-Einstellungen",
        "rules_toggle": "Regeln neben dem Spiel",
        "rules_tip": "Den Regeltext zeigen oder verbergen; die Regel des neuesten Ereignisses ist markiert",
        "comments": "Kommentare", "comments_tip": "Die Kommentare des Regeltexts (nach #) zeigen oder verbergen",
        "back": "\u25c0 Zur\u00fcck", "back_tip": "Ein Ereignis zur\u00fcck (Tastatur: Tab, dann Enter)",
        "step": "Weiter \u25b6", "step_tip": "Das n\u00e4chste Ereignis zeigen",
        "round_end": "Bis zum Rundenende \u00bb", "round_end_tip": "Weiter, bis diese Runde gewertet ist",
        "game_end": "Bis zum Spielende \u00bb\u00bb", "game_end_tip": "Weiter bis zum letzten Ereignis der Partie",
        "start": "\u00ab Anfang", "start_tip": "Zur\u00fcck zum ersten Ereignis",
        "event": "Ereignis", "autoplay": "Automatisch", "autoplay_tip": "Von selbst weiter, im gew\u00e4hlten Tempo",
        "speed": "Tempo (Ereignisse/s)",
        "settings_header": "<b>Bot-Einstellungen</b>: verschieb einen Regler, und dasselbe Spiel (derselbe "
                           "Startwert) wird mit den neuen Einstellungen noch einmal gespielt.",
        "bot": "Bot", "cheat_rate": "Mogelrate", "attention": "Aufmerksamkeit", "reaction": "Reaktion (s)",
        "playouts": "Nachdenken (Durchspiele)",
    },
}


def say_from(table: dict, lang: str, key: str, **fields) -> str:
    """The text `key` of `table` (lang -> key -> template) in `lang` ("en" or "de"; others:
    English) with `fields` filled in.  Raises KeyError for an unknown key."""
    return table.get(lang, table["en"])[key].format(**fields)


def say(lang: str, key: str, **fields) -> str:
    """The viewer's text `key` in `lang` (see say_from)."""
    return say_from(TEXT, lang, key, **fields)
