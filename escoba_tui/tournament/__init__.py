"""Tournaments: definition files, schedules, parallel runs, standings and ratings."""
