"""The words of the game viewer (mogel.widgets.viewer) and its parts -- stepper, bot settings,
rules panel, and the predict-then-reveal panel with its questions (mogel.widgets.predict and
predict_questions) -- in English and German.

`say(lang, key, **fields)` fills one of the viewer's templates (TEXT), `say_predict` one of the
predict panel's (PREDICT_TEXT; PREDICT_KINDS: the rows of its tally, in order); an unknown
language falls back to English.  Every widget's table of words is read through `say_from`.
Seat, role and variant names are filled in by the caller, already in `lang` (roles from the
rules' `name:` lines, as the narration says them, as a mogel.present.shown.Noun that takes its
article: "{role:den}"); these templates hold only the widgets' own words.  The German
follows the German narration (mogel.present.narrate) and the human seat (mogel.present.seat_words):
the seed is the "Startwert", as in the German CLI; the engine's message of a game that never
ends (or that the rules stopped otherwise) stays English and is announced as such ("Meldung auf Englisch: ...").
A prediction's seat, card, role, race and option names come in the language too (a role as a
Noun: "{role:den}").
"""

from __future__ import annotations

from ..present.seat_words import say_from

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
        # the rules beside the game (mogel.widgets.log.RulesPanel)
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
        "playouts": "thinking (playouts)", "join_rate": "joins races",
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
        "playouts": "Nachdenken (Durchspiele)", "join_rate": "l\u00e4uft mit",
    },
}


PREDICT_TEXT = {
    "en": {
        # the questions (mogel.widgets.predict_questions)
        "q_turn": "Who is on turn next?",
        "q_starter": "Who starts?",
        "q_role": "Who gets the {role} next?",
        "q_race": "Race ({race}): who will be {pick}?",
        "fastest": "fastest", "slowest": "slowest",
        "q_notice": "Will {watcher} notice {cheater} cheating?",
        "q_accuse": "{accuser} calls \u201c{accusation}\u201d on {accused}. Is the call right?",
        "q_claim": "{claimer} claims \u201c{says}\u201d. Will anyone call \u201c{accusation}\u201d, and rightly?",
        "called_nobody": "Nobody calls", "called_right": "Called, rightly", "called_wrong": "Called, wrongly",
        "q_choose": "What will {seat} choose?",
        "q_choose_player": "Whom will {seat} choose?",
        "q_choose_value": "What will {seat} choose ({attribute})?",
        "q_play": "Which card will {seat} play?",
        "q_give": "Which card will {seat} give?",
        "q_cheat": "Which card will {seat} cheat with?",
        "q_choose_card": "Which card will {seat} choose?",
        "q_kind": "Which kind of card will {seat} play?",
        "yes": "Yes", "no": "No", "nothing": "Nothing", "no_card": "No card",
        # the panel (mogel.widgets.predict)
        "title": "Predict, then see:",
        "answers": "Your prediction",
        "skip": "Skip \u25b6", "skip_tip": "Show the next event without predicting",
        "next": "Next question \u00bb", "next_tip": "Step on to the next event you can predict",
        "none": "Nothing to predict before the next event: press Skip, or Next question.",
        "end": "The game is over: nothing left to predict.",
        "no_more": "No more questions in this game.",
        "right": "You said {said}: right!",
        "wrong": "You said {said}, but it was {was}.",
        "tally": "Your predictions", "tally_row": "{right} of {asked} right", "total": "All",
        "tally_empty": "No predictions yet.",
        "keys": "Keyboard: Tab moves to the answers; Enter or Space picks one and shows the event.",
        # the kinds of question, in the tally
        "kind_turn": "Who is on turn", "kind_role": "Who gets a role", "kind_card": "Which card",
        "kind_choice": "What is chosen", "kind_notice": "Whether a cheat is noticed",
        "kind_race": "Who is fastest or slowest", "kind_accuse": "Whether a call is right",
    },
    "de": {
        "q_turn": "Wer ist als N\u00e4chstes am Zug?",
        "q_starter": "Wer beginnt?",
        "q_role": "Wer bekommt als N\u00e4chstes {role:den}?",
        "q_race": "Wettlauf ({race}): Wer ist am {pick}?",
        "fastest": "schnellsten", "slowest": "langsamsten",
        "q_notice": "Bemerkt {watcher}, dass {cheater} mogelt?",
        "q_accuse": "{accuser} ruft \u201e{accusation}\u201c zu {accused}. Zu Recht?",
        "q_claim": "{claimer} sagt \u201e{says}\u201c. Ruft jemand \u201e{accusation}\u201c, und zu Recht?",
        "called_nobody": "Niemand ruft", "called_right": "Gerufen, zu Recht", "called_wrong": "Gerufen, zu Unrecht",
        "q_choose": "Was w\u00e4hlt {seat}?",
        "q_choose_player": "Wen w\u00e4hlt {seat}?",
        "q_choose_value": "Was w\u00e4hlt {seat} ({attribute})?",
        "q_play": "Welche Karte spielt {seat}?",
        "q_give": "Welche Karte gibt {seat} ab?",
        "q_cheat": "Mit welcher Karte mogelt {seat}?",
        "q_choose_card": "Welche Karte w\u00e4hlt {seat}?",
        "q_kind": "Welche Sorte Karte spielt {seat}?",
        "yes": "Ja", "no": "Nein", "nothing": "Nichts", "no_card": "Keine Karte",
        "title": "Erst tippen, dann sehen:",
        "answers": "Dein Tipp",
        "skip": "\u00dcberspringen \u25b6", "skip_tip": "Das n\u00e4chste Ereignis zeigen, ohne zu tippen",
        "next": "N\u00e4chste Frage \u00bb", "next_tip": "Weiter bis zum n\u00e4chsten Ereignis, das du tippen kannst",
        "none": "Vor dem n\u00e4chsten Ereignis gibt es nichts zu tippen: dr\u00fccke \u201e\u00dcberspringen\u201c "
                "oder \u201eN\u00e4chste Frage\u201c.",
        "end": "Das Spiel ist aus: Es gibt nichts mehr zu tippen.",
        "no_more": "In diesem Spiel gibt es keine Fragen mehr.",
        "right": "Du hast {said} getippt: richtig!",
        "wrong": "Du hast {said} getippt, aber es war {was}.",
        "tally": "Deine Tipps", "tally_row": "{right} von {asked} richtig", "total": "Alle",
        "tally_empty": "Noch keine Tipps.",
        "keys": "Tastatur: Mit Tab zu den Antworten; Enter oder Leertaste w\u00e4hlt eine und zeigt das Ereignis.",
        "kind_turn": "Wer am Zug ist", "kind_role": "Wer eine Rolle bekommt", "kind_card": "Welche Karte",
        "kind_choice": "Was gew\u00e4hlt wird", "kind_notice": "Ob Mogeln bemerkt wird",
        "kind_race": "Wer am schnellsten oder langsamsten ist", "kind_accuse": "Ob ein Ruf berechtigt ist",
    },
}

PREDICT_KINDS = ("turn", "role", "card", "choice", "notice", "race", "accuse")   # the tally's rows, in this order

def say(lang: str, key: str, **fields) -> str:
    """The viewer's text `key` in `lang` (see say_from)."""
    return say_from(TEXT, lang, key, **fields)


def say_predict(lang: str, key: str, **fields) -> str:
    """The predict panel's text `key` in `lang` (see say_from)."""
    return say_from(PREDICT_TEXT, lang, key, **fields)
