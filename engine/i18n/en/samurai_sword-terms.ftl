# Samurai Sword's glossary in English: a seat with its character. Cards, roles and characters
# are named by the content's own English names.

-sw-seat = seat { $n } ({ $en })

# the teams (rules/001 §1): named as the outcome's reason always named them
-sw-team-shogun = Shogun and Samurai
-sw-team-ninja = Ninja
-sw-team-ronin = Ronin
