"""What the tests share: positions, golden games, apps built for the UI tests, network fixtures."""
