"""The `arbiter` command: run the bot, try it at a console, or replay match logs."""

from __future__ import annotations

import argparse
import sys

from bot.cli.replay import run_replay


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="arbiter",
        description="Arbiter adjudicates Grand Archive, Magic and Terrus matches in Discord.",
    )
    commands = parser.add_subparsers(dest="command", required=True)
    replay = commands.add_parser(
        "replay", help="re-adjudicate match files in the replay format, one JSON line each"
    )
    replay.add_argument("files", nargs="+", metavar="FILE")
    return parser


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(sys.argv[1:] if argv is None else argv)
    if args.command == "replay":
        return run_replay(args.files)
    return 2
