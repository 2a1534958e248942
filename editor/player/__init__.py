"""Playing content inside the app: sessions over engine states, agents, hot-seat curtains."""
