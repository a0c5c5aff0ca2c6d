"""The screens of the full-screen game: setup, game, replay and the small modal ones."""
