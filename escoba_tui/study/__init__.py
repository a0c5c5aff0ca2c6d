"""Study tools: analysis, practice and puzzles, the personal record, summaries, saved files, benchmarks."""
