"""The play stage: a game at a table -- rules, seats, bots, narration -- and saved games.

Owns `game.Game` (the engine joined with one agent per seat, their views and the narration),
saved games and logs (`record`: `save_game`, `load_record`), playing one again from its record
(`replaying.replay`) and checking its events (`replaying.replay_file`), going on with a game saved in
progress (`resuming.resume_game`) and hand-built tables for
scenario tests and lessons (`scenario.Scenario`).  It sits above both the present stage and
the agents because a game needs them both; it may import every stage before it and never a
view of many games (lab), a widget or the command line.
"""
