"""Game packages. Each subpackage registers its game and content kinds when imported."""
