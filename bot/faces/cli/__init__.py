"""Arbiter's command line: `arbiter run | console | replay`."""
