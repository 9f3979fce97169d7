"""benchmarks/run.py keeps working: every figure is produced, on both databases.

Tiny sizes, so this takes seconds; no timing is asserted (the figures mean nothing at this
size and on a busy machine). Only that each figure exists, is a number, and that the load
test ran without errors.
"""

from __future__ import annotations

import json
import math
from typing import Any

import pytest

from benchmarks import heap as heap_bench
from benchmarks import league_service as league_bench
from benchmarks import run as bench
from tests.support.postgres import PostgresServer


def _assert_stat(stat: dict[str, float], *, cpu: bool = True) -> None:
    for key in ("p10_ms", "median_ms", "p99_ms", *(("cpu_ms",) if cpu else ())):
        assert isinstance(stat[key], float)
        assert math.isfinite(stat[key])
        assert stat[key] >= 0
    assert stat["p10_ms"] <= stat["median_ms"] <= stat["p99_ms"]
    assert stat["n"] > 0


def _assert_figures(figures: dict[str, object], sizes: bench.Sizes) -> None:
    _assert_stat(figures["floor"])  # type: ignore[arg-type]
    _assert_stat(figures["report"])  # type: ignore[arg-type]
    history = figures["history"]
    assert isinstance(history, dict)
    _assert_stat(history)
    assert history["finished_matches"] == sizes.history_matches
    assert history["reports_in_game"] >= sizes.game_reports
    for ratio in (
        "report_vs_floor",
        "report_vs_floor_paired",
        "history_vs_empty",
        "history_vs_empty_paired",
    ):
        assert isinstance(figures[ratio], float)
        assert figures[ratio] > 0  # type: ignore[operator]
    assert isinstance(figures["statements_per_report"], int)
    assert figures["statements_per_report"] > 0  # type: ignore[operator]
    load = figures["concurrent"]
    assert isinstance(load, dict)
    assert load["channels"] == sizes.channels
    assert load["errors"] == 0, load["error_kinds"]
    assert load["reports"] == sizes.channels * sizes.reports_per_channel
    assert load["reports_per_s"] > 0
    assert load["cpu_ms_per_report"] > 0
    _assert_stat(load["latency"], cpu=False)
    requests = figures["requests"]
    assert isinstance(requests, dict)
    for name in ("start", "plain", "takes_out", "confirm", "ends_game"):
        assert 0 < requests[name]["median_ms"] <= requests[name]["p99_ms"], name
        assert requests[name]["statements"] > 0, name
    reads = figures["reads"]
    assert isinstance(reads, dict)
    _assert_ratios(reads, ("status", "history_channel", "history_guild"))
    assert set(figures["targets_met"]) == {  # type: ignore[arg-type]
        *bench.TARGETS,
        *(f"read_{name}" for name in ("status", "history_channel", "history_guild")),
    }


def _assert_ratios(group: dict[str, dict[str, float]], names: tuple[str, ...]) -> None:
    for name in names:
        for key in ("median_ms", "cpu_ms", "ratio", "cpu_ratio", "paired", "robust"):
            assert math.isfinite(group[name][key]) and group[name][key] > 0, (name, key)


async def test_every_figure_on_sqlite() -> None:
    results = await bench.run(bench.TINY)

    assert set(results["backends"]) == {"sqlite"}
    _assert_figures(results["backends"]["sqlite"], bench.TINY)
    machine = results["machine"]
    assert machine["nproc"] and machine["cpu"] and machine["python"] and machine["sqlite"]
    assert machine["schema"] == "bot.store.migrate.upgrade"
    # The table shows every figure, and the JSON is plain JSON.
    table = bench.table(results)
    for label in (
        "floor",
        "report, empty db",
        "in game",
        "throughput",
        "errors",
        "/match start",
        "Confirm press",
        "/match history, guild",
        "one report through discord.py",
        "discord.py's floor",
    ):
        assert label in table
    discord = results["discord"]
    assert discord["unexpected_errors"] == []
    assert all(math.isfinite(discord[k]) and discord[k] > 0 for k in ("cpu_ratio", "ratio"))
    assert json.loads(json.dumps(results)) == results


async def test_every_figure_on_postgresql(postgres_server: PostgresServer) -> None:
    backend = bench.postgres_backend(postgres_server)
    figures = await bench.measure(backend, bench.TINY, lambda _: None)
    bench.request_figures.choose_verdicts(figures, cpu=False)
    figures["targets_met"] = bench.check(figures)
    _assert_figures(figures, bench.TINY)
    assert await bench.postgres_version(postgres_server)


def test_command_line_prints_the_table_and_the_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert bench.main(["--tiny"]) == 0
    out = capsys.readouterr().out
    assert "report, empty db" in out and "reports/s" in out

    assert bench.main(["--tiny", "--json"]) == 0
    results = json.loads(capsys.readouterr().out)
    assert "sqlite" in results["backends"]
    assert results["backends"]["sqlite"]["concurrent"]["errors"] == 0


# -- benchmarks/league_service.py: /league standings on a real database ----------------------


def _assert_league_figures(figures: dict[str, Any]) -> None:
    for case in ("alone", "crowded"):
        for key in ("median_ms", "cpu_ms"):
            assert math.isfinite(figures[case][key]) and figures[case][key] >= 0, (case, key)
        assert figures[case]["n"] == league_bench.TINY.runs * league_bench.TINY.batch
        assert figures["statements"][case] > 0
    for key in ("ratio", "cpu_ratio", "paired", "robust"):
        assert math.isfinite(figures[key]) and figures[key] > 0, key
    assert set(figures["targets_met"]) == {"time", "ratio"}


async def test_league_service_figures_on_sqlite() -> None:
    results = await league_bench.run(league_bench.TINY)
    assert set(results["backends"]) == {"sqlite"}
    _assert_league_figures(results["backends"]["sqlite"])
    assert "| sqlite |" in league_bench.table(results)
    assert json.loads(json.dumps(results)) == results


async def test_league_service_figures_on_postgresql(postgres_server: PostgresServer) -> None:
    backend = bench.postgres_backend(postgres_server)
    _assert_league_figures(await league_bench.measure(backend, league_bench.TINY))


def test_league_service_command_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert league_bench.main(["--tiny", "--json"]) == 0
    results = json.loads(capsys.readouterr().out)
    _assert_league_figures(results["backends"]["sqlite"])


async def test_league_service_event_day() -> None:
    """The event day's figures are produced (8 players, 10 screens): every player registered
    and checked in through Discord, every table started in a thread and pinged, every
    screen's poll answered."""
    day = league_bench.EVENT_DAY_TINY
    results = await league_bench.event_day(day)
    assert results["registration"]["players"] == day.players
    assert results["checkin"]["checked_in"] == day.players
    assert results["checkin"]["response_p99_seconds"] < 3
    start = results["round_start"]
    assert start["tables"] == start["threads"] == start["pinged_tables"] == day.players // 2
    screens = results["projector"]
    assert screens["requests"] == day.screens * day.polls and screens["failures"] == 0
    assert 0 < screens["p50_ms"] <= screens["p99_ms"]
    assert screens["statements_per_request"] > 0
    assert "projector JSON: 10 screens" in league_bench.event_day_table(results)


async def test_heap_figures() -> None:
    """benchmarks/heap.py counts the bot's heap after each round and times a full collection,
    with the start-up heap frozen as `arbiter run` freezes it."""
    results = await heap_bench.measure(rounds=2, reports=20, freeze=True)
    assert [row["reports"] for row in results["rounds"]] == [20, 40]
    assert results["frozen_objects"] > 50_000  # start-up built far more than a round does
    assert all(0 < row["objects"] < results["frozen_objects"] for row in results["rounds"])
    assert all(row["forced_ms"] > 0 for row in results["rounds"])
    assert results["unexpected_errors"] == []
