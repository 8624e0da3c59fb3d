/**
 * Greek evaluation lines, written by hand as a Greek recipe page writes them, labelled before the Greek
 * lexicon was written: `ingredient line | contains | often`.
 */
export const LANGUAGE = 'el'

export const EVAL_LINES = `
1 λίτρο γάλα φρέσκο | milk |
2 κ.σ. βούτυρο | milk |
200 ml κρέμα γάλακτος | milk |
200 γρ. φέτα θρυμματισμένη | milk |
1 κεσεδάκι γιαούρτι στραγγιστό | milk |
100 γρ. κεφαλοτύρι τριμμένο | milk |
150 γρ. γραβιέρα Κρήτης | milk |
250 γρ. μυζήθρα | milk |
200 γρ. χαλούμι | milk |
1 φλ. τυρί τριμμένο | milk |
100 γρ. κασέρι | milk |
1 ποτήρι γάλα χωρίς λακτόζη | milk |
1 μπολ τζατζίκι | milk |
4 αυγά | eggs |
2 κρόκοι αυγών | eggs |
1 αυγό χτυπημένο | eggs |
3 ασπράδια | eggs |
2 κ.σ. μαγιονέζα | eggs | mustard
500 γρ. μπακαλιάρος σε φιλέτα | fish |
1 τσιπούρα | fish |
2 λαβράκια | fish |
500 γρ. γαύρος | fish |
1 κονσέρβα τόνος | fish |
200 γρ. σαρδέλες | fish |
100 γρ. ταραμάς | fish |
1 φλ. ταραμοσαλάτα | fish | wheat gluten
1 κιλό γαρίδες | crustaceans |
2 αστακοί | crustaceans |
500 γρ. καραβίδες | crustaceans |
1 κιλό μύδια | molluscs |
1 χταπόδι | molluscs |
500 γρ. καλαμάρια | molluscs |
1 κιλό σουπιές | molluscs |
12 στρείδια | molluscs |
100 γρ. αμύγδαλα | tree-nuts |
1 φλ. καρύδια χοντροκομμένα | tree-nuts |
50 γρ. κουκουνάρι | tree-nuts |
100 γρ. φουντούκια | tree-nuts |
50 γρ. φιστίκια Αιγίνης | tree-nuts |
1 κ.σ. γάλα αμυγδάλου | tree-nuts |
100 γρ. αράπικα φιστίκια | peanuts |
2 κ.σ. φυστικοβούτυρο | peanuts |
500 γρ. αλεύρι για όλες τις χρήσεις | wheat gluten |
1 κιλό αλεύρι σκληρό | wheat gluten |
1 πακέτο φύλλο κρούστας | wheat gluten |
500 γρ. μακαρόνια | wheat gluten |
1 φλ. φρυγανιά τριμμένη | wheat gluten |
200 γρ. κριθαράκι | wheat gluten |
1 φλ. σιμιγδάλι ψιλό | wheat gluten |
250 γρ. πλιγούρι | wheat gluten |
500 γρ. χυλοπίτες | wheat gluten eggs | milk
1 φλ. τραχανάς | wheat gluten | milk
1 πακέτο σφολιάτα | wheat gluten | milk
100 γρ. κριθάρι | gluten |
100 γρ. βρώμη | gluten |
12 παξιμάδια κριθαρένια | gluten | wheat
1 μπουκάλι μπίρα | gluten |
500 ml μπεσαμέλ | milk wheat gluten | eggs
1 ταψί μουσακάς | milk wheat gluten | eggs
1 σπανακόπιτα κατεψυγμένη | wheat gluten milk eggs |
1 φλ. σκορδαλιά | | tree-nuts wheat gluten
2 κ.σ. σάλτσα σόγιας | soy wheat gluten |
200 γρ. τόφου | soy |
2 κ.σ. ταχίνι | sesame |
1 κ.σ. σουσάμι | sesame |
4 κουλούρια Θεσσαλονίκης | wheat gluten sesame |
200 γρ. χαλβάς | sesame | tree-nuts
1 κ.γ. μουστάρδα | mustard |
2 κλωνάρια σέλινο | celery |
1 σελινόριζα | celery |
200 γρ. λούπινα | lupin |
1 ποτήρι λευκό κρασί | sulphites |
2 κ.σ. ξίδι από κόκκινο κρασί | sulphites |
2 κ.σ. βαλσάμικο | sulphites |
100 γρ. αποξηραμένα βερίκοκα | sulphites |
1 κύβος ζωμός λαχανικών | | celery wheat gluten
1 λίτρο ζωμός κότας | | celery
1 λίτρο γάλα καρύδας | |
1 πρέζα μοσχοκάρυδο | |
200 γρ. ζυμαρικά χωρίς γλουτένη | |
2 φλ. ρύζι γλασέ | |
2 λεμόνια | |
1 ματσάκι άνηθο | |
1 ματσάκι μαϊντανό | |
3 σκελίδες σκόρδο | |
1 κρεμμύδι ξερό | |
1/2 φλ. ελαιόλαδο | |
αλάτι, πιπέρι | |
4 ντομάτες | |
2 μελιτζάνες | |
3 πατάτες | |
1 κ.σ. ρίγανη | |
2 κολοκυθάκια | |
500 γρ. φασόλια γίγαντες | |
1 κ.σ. κορν φλάουρ | |
2 κ.σ. μέλι | |
200 γρ. μανιτάρια | |
100 γρ. αλεύρι λούπινου | lupin |
1 χούφτα φιστίκια ψημένα | peanuts |
1 κ.σ. σουσαμέλαιο | sesame |
`
