"""Remote playtests: a host that owns the only state of a game and sends each seat what that seat
may see, and clients that join it with a seat's code (protocol.py, host.py, client.py)."""
