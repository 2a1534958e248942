"""An asyncio event loop on a thread of its own: how a program with another main loop (the app's
Qt loop) hosts or joins a remote game without waiting on the network."""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
import threading
from collections.abc import Coroutine
from typing import Any, TypeVar

T = TypeVar("T")


class LoopThread:
    """A thread running an event loop until :meth:`stop`. Work is handed to it with
    :meth:`submit` from any thread; the thread is joined when stopped, so nothing of it outlives
    its owner."""

    def __init__(self, name: str) -> None:
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self._run, name=name, daemon=True)
        self.thread.start()

    def _run(self) -> None:
        asyncio.set_event_loop(self.loop)
        try:
            self.loop.run_forever()
        finally:
            tasks = asyncio.all_tasks(self.loop)
            for task in tasks:
                task.cancel()
            if tasks:
                self.loop.run_until_complete(asyncio.gather(*tasks, return_exceptions=True))
            self.loop.run_until_complete(self.loop.shutdown_asyncgens())
            self.loop.close()

    @property
    def running(self) -> bool:
        return self.thread.is_alive()

    def submit(self, work: Coroutine[Any, Any, T]) -> concurrent.futures.Future[T]:
        """Run ``work`` on the loop; its future (which a caller on another thread may wait on)."""
        return asyncio.run_coroutine_threadsafe(work, self.loop)

    def stop(self, last: Coroutine[Any, Any, Any] | None = None, timeout: float = 5.0) -> bool:
        """Run ``last`` (closing a server or a connection), stop the loop (its other tasks are
        cancelled) and join the thread; whether the thread has ended."""
        if not self.thread.is_alive():
            if last is not None:
                last.close()
            return True
        if last is not None:
            # a close that fails must not keep the thread alive
            with contextlib.suppress(Exception):
                self.submit(last).result(timeout)
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(timeout)
        return not self.thread.is_alive()
