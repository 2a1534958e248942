# Samurai Battles' glossary in English: unit types, leader kinds and terrain (rules/000 §1, §22).
# A unit's own name in the log is its type's; the content's names stand behind a type this glossary
# does not know. The armies keep the scenario's names in English (no term here).

-sb-unit-ay = Ashigaru yari
-sb-unit-ab = Ashigaru bowmen
-sb-unit-aa = Ashigaru arquebusiers
-sb-unit-sn = Samurai naginata
-sb-unit-msy = Mounted samurai
-sb-unit-gen = General's unit
-sb-leader-foot = foot leader
-sb-leader-mounted = mounted leader
-sb-terrain-plain = plain
-sb-terrain-forest = forest
-sb-terrain-hill = hill
-sb-terrain-river = river
-sb-terrain-ford = ford
-sb-terrain-bridge = bridge
-sb-terrain-village = village
-sb-terrain-rice_paddy = rice paddy
-sb-terrain-ravine = ravine
-sb-terrain-camp = general's camp
