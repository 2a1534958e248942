# Samurai Sword's glossary in English: a seat with its character. Cards, roles and characters
# are named by the content's own English names.

-sw-seat = seat { $n } ({ $en })
