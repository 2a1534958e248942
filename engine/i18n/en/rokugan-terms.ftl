# Battle for Rokugan's glossary in English: the clans and the combat token types (rules/004 §1.2, §3.3).

-rk-nobody = nobody
-rk-clan-crab = Crab
-rk-clan-crane = Crane
-rk-clan-dragon = Dragon
-rk-clan-lion = Lion
-rk-clan-phoenix = Phoenix
-rk-clan-scorpion = Scorpion
-rk-clan-unicorn = Unicorn
-rk-token-army = army
-rk-token-navy = navy
-rk-token-shinobi = shinobi
-rk-token-blessing = blessing
-rk-token-diplomacy = diplomacy
-rk-token-raid = raid
-rk-token-bluff = bluff
