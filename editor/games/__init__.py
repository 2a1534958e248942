"""Editor plugins, one package per game; each registers its plugin when imported."""
