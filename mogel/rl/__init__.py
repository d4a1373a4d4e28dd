"""Reinforcement learning: any rules file as a PettingZoo environment and an OpenSpiel game.

`mogel.env` (mogel.rl.env) and `mogel.openspiel` (mogel.rl.spiel) are the front doors; both
need the `rl` extra.  Shared by both: the driver of a game decision by decision
(mogel.rl.table), the action encoding (mogel.rl.encoding) and what a seat observes
(mogel.rl.observe).  Importing this package loads neither PettingZoo nor OpenSpiel.
"""
