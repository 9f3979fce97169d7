"""The in-memory Discord: the console runs on it, the tests build on it."""
