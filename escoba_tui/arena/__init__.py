"""Refereed play: one game between untrusted players, and series of games between player specs."""
