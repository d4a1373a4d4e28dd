"""The words of predict-then-reveal (mogel.widgets.predict and predict_questions), in English and German.

Seat, card, role, race and option names are filled in by the caller, already in the language
(a role as a mogel.present.narrate.Noun that takes its German article: "{role:den}"); these
templates hold only the panel's own words.  `say(lang, key, **fields)` as in
mogel.widgets.viewer_text.
"""

from __future__ import annotations

from .viewer_text import say_from

TEXT = {
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

KINDS = ("turn", "role", "card", "choice", "notice", "race", "accuse")   # the tally's rows, in this order


def say(lang: str, key: str, **fields) -> str:
    """The text `key` in `lang` ("en" or "de"; others: English) with `fields` filled in."""
    return say_from(TEXT, lang, key, **fields)
