"""The board canvas: scene items that mirror a document, and the map view."""
