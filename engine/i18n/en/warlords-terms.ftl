# Warlords' glossary in English: a side, and the terrain types (rules/003 §6.1).

-wl-side = side { $n }
-wl-terrain-open = open ground
-wl-terrain-forest = forest
-wl-terrain-hill = hill
-wl-terrain-cliff = cliff
-wl-terrain-rice = rice
-wl-terrain-bog = bog
-wl-terrain-village = village
-wl-game-master = the game master
-wl-banner-dragon = dragon banner
-wl-banner-phoenix = phoenix banner
-wl-banner-tiger = tiger banner
-wl-banner-crab = crab banner
