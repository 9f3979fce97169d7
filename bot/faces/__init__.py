"""The faces: Discord, the web pages and the command line. Parse, call one service, render."""
