import type { LanguageLexicon } from '../language-lexicon'

/**
 * Greek allergen words, written from Greek cooking and labelling vocabulary. Folding drops the accents and
 * reads final sigma as σ, so names are written without them; case endings are listed or covered by a star.
 */
export const LEXICON: LanguageLexicon = {
  code: 'el',
  name: 'Greek',
  entries: `
# Milk
γαλα, γαλατα, γαλατος, γαλακτος, γαλακτοκομικ*, φρεσκο γαλα, γαλα εβαπορε, ζαχαρουχο γαλα, γαλα σε σκονη, καζεινη, ορος γαλακτος, ξινογαλο | milk | | γάλα is milk
βουτυρ*, μαργαρινη | milk | | βούτυρο is butter; most margarine holds whey or buttermilk
κρεμα γαλακτος, κρεμα γαλακτοσ, σαντιγι, ξινη κρεμα | milk | | κρέμα γάλακτος is cream
τυρι, τυρια, τυριου, τυριων, *τυρι, ανθοτυρο, φετα, φετας, γραβιερα, γραβιερας, κεφαλογραβιερα, μυζηθρα, μυζηθρας, ξινομυζηθρα, μανουρι, κασερι, κασεριου, χαλουμι, χαλλουμι, κοπανιστη, κατικι, σφελα, μοτσαρελα, μοτσαρελας, παρμεζανα, παρμεζανας, ρικοτα, μασκαρπονε, τσενταρ, γκουντα, ενταμ, ροκφορ, φιλαδελφεια, τυροκαυτερη | milk | | a cheese, made from milk
γιαουρτ*, κεφιρ, τζατζικι, τζατζικιου | milk | | γιαούρτι is yogurt; tzatziki is yogurt with cucumber
σοκολατα γαλακτος, λευκη σοκολατα | milk | soy | milk and white chocolate hold milk, often soy lecithin
σοκολατα, κουβερτουρα, σοκολατα κουβερτουρα | | milk soy | dark chocolate is often made on milk lines with soy lecithin
μπεσαμελ, σαλτσα μπεσαμελ | milk wheat | eggs | Greek béchamel is milk thickened with a flour roux, often enriched with egg
μουσακα*, παστιτσι* | milk wheat | eggs | moussaka and pastitsio are topped with béchamel, often enriched with egg
γαλακτομπουρεκ*, κρεμα πατισερι | milk eggs wheat | | galaktoboureko and pastry cream are milk, egg and semolina or flour
# Eggs
αυγο, αυγα, αυγου, αυγων, αβγο, αβγα, αβγου, αβγων, αυγουλακια, ασπραδι, ασπραδια, κροκοι, κροκους, κροκος αυγου, κροκοι αυγων, αυγολεμον* | eggs | | αυγό is egg
μαγιονεζ*, σαλτσα ταρταρ | eggs | mustard | mayonnaise is egg yolk and oil, often with mustard
μαρεγκ* | eggs | | meringue is whipped egg white
χυλοπιτ* | wheat eggs | milk | hilopites are pasta of flour and egg, often with milk
# Fish
ψαρι, ψαρια, ψαριου, ψαριων, μπακαλιαρ*, τσιπουρα, τσιπουρες, τσιπουρας, τσιπουρων, λαβρακ*, γαυρ*, γαυρακι, σαρδελ*, τονος, τονο, τονου, σολομ*, ξιφια*, σκουμπρι*, κολιο*, ρεγγα, ρεγγες, ρεγγας, μπαρμπουν*, φαγκρι, συναγριδα, πεστροφα, μαριδα, μαριδες, γοπα, γοπες, λιθρινι, σφυριδα, ροφος, γαλεος, γαλεο, γλωσσακι, περκα, χελι, αντζουγ*, αντσουγ*, αυγοταραχο, σουρουμι, χαβιαρι | fish | | a fish
ζωμος ψαριου, ψαροζουμο, ψαροσουπα | fish | celery | fish stock and soup are fish, usually with celery
ταραμας, ταραμα, ταραμα λευκος | fish | | taramas is salted fish roe
ταραμοσαλατ* | fish | wheat | taramasalata is fish roe, often blended with bread
σαλτσα ψαριου, σαλτσα ψαρι | fish | | fish sauce is fermented fish
σαλτσα worcestershire, worcestershire, γουστερσαιρ | fish | gluten | Worcestershire sauce is made with anchovies, often with malt vinegar
# Crustaceans
γαριδ*, αστακ*, καραβιδ*, καβουρι, καβουρια, καβουριου, καβουρακια, καβουροποδαρα, καρκινοειδ*, καραβιδες | crustaceans | | a crustacean
πάστα κάρι, παστα καρι, κοκκινη παστα καρι, πρασινη παστα καρι | | crustaceans | Thai curry paste is often made with shrimp paste
# Molluscs
μυδι*, μυδοπιλαφο, χταποδ*, καλαμαρ*, σουπι*, στρειδ*, χτενι, χτενια, σαλιγκαρ*, κυδωνια θαλασσης, γυαλιστερες | molluscs | | a mollusc
οστρακοειδη, θαλασσινα, θαλασσινων | crustaceans molluscs | | θαλασσινά (seafood) are shellfish
σαλτσα στρειδιων | molluscs | wheat soy | oyster sauce is thickened with wheat starch and often seasoned with soy sauce
# Tree nuts
αμυγδαλ*, καρυδι, καρυδια, καρυδιου, καρυδιων, καρυδοπιτ*, φουντουκ*, κουκουναρ*, φιστικια αιγινης, φιστικι αιγινης, φυστικια αιγινης, φυστικι αιγινης, κασιου, κασιους, κασιουσ, καστανα, καστανου, καστανων, πεκαν, μακανταμια, ξηροι καρποι, ξηρους καρπους, πραλινα, αμυγδαλοπαστα, μαντολατο | tree-nuts | | a tree nut
πεστο | milk tree-nuts | | pesto is basil with pine nuts and hard cheese
μερεντα, nutella, πραλινα φουντουκιου | milk tree-nuts | soy | hazelnut spread is hazelnuts with milk powder, often soy lecithin
σκορδαλια | | tree-nuts wheat | skordalia is garlic with bread or potato, often walnuts or almonds
# Peanuts
αραπικα φιστικια, αραπικο φιστικι, αραπικα φυστικια, φυστικοβουτυρο, φιστικοβουτυρο, αραχιδ*, αραχιδελαιο | peanuts | | αράπικα φιστίκια are peanuts
φιστικι, φιστικια, φυστικι, φυστικια | peanuts | tree-nuts | φιστίκια alone usually means peanuts, sometimes pistachios
# Wheat and gluten grains
αλευρ*, σιταρ*, σιταλευρο, σκληρο σιταρι, σιμιγδαλ*, πλιγουρ*, κουσκους, ολικης αλεσης, ζυμαρικ*, μακαρον*, σπαγγετι, κριθαρακ*, κοφτο μακαρονακι, λαζανια, πεννες, βιδες, φιδε, γλουτενη | wheat | | this is wheat, a wheat flour or wheat pasta
ψωμι, ψωμια, ψωμιου, ψωμακι, ψωμακια, φρυγανι*, παξιμαδ*, πιτα, πιτες, πιτας, αραβικη πιτα, πιτα για σουβλακι, κριτσινια, κρουτον | wheat | | bread is wheat
φυλλο κρουστας, φυλλα κρουστας, φυλλο για πιτα, φυλλο χωριατικο, κανταΐφι, κανταιφι | wheat | | filo is thin wheat pastry
σφολιατ* | wheat | milk | puff pastry is wheat flour, often with butter
κουλουρακια, μπισκοτα, μπισκοτο, κεικ, τσουρεκι, κουραμπιεδες, μελομακαρονα | wheat | milk eggs | pastry, biscuits and cakes are wheat flour, usually with butter and egg
τραχαν* | wheat | milk | trahanas is wheat cracked with sour milk or yogurt, though the Lenten kind has none
κουλουρι, κουλουρια, κουλουρια θεσσαλονικης, κουλουρι θεσσαλονικης, σησαμενια κουλουρια | wheat sesame | | koulouri are bread rings crusted with sesame
σπανακοπιτ*, τυροπιτ*, πρασοπιτ*, κολοκυθοπιτ*, μπουρεκ* | wheat milk eggs | | Greek pies are filo with feta bound with egg
κριθαρι, κριθαριου, κριθαρενι*, βυνη, βρωμη, βρωμης, νιφαδες βρωμης, σικαλη, σικαλης, σικαλενιο | gluten | | a gluten grain (barley, rye, oats)
παξιμαδια κριθαρενια, κριθαρενια παξιμαδια | gluten | wheat | barley rusks are barley flour, usually mixed with wheat
μπυρα, μπυρες, μπιρα, μπιρες | gluten | | beer is brewed from barley malt
# Soy
σογια, σογιας, γαλα σογιας, ροφημα σογιας, τοφου, εινταμαμε, λεκιθινη σογιας, πρωτεΐνη σογιας | soy | | σόγια is soy
σαλτσα σογιας, σως σογιας, σογιο σως, τεριγιακι | soy wheat | | soy sauce is brewed from soybeans and wheat
παστα μισο, μισο παστα, σουπα μισο, πάστα miso, miso | soy | wheat | miso is often made with barley or wheat; μισό alone is half
# Sesame
σουσαμ*, ταχιν*, χουμους, σουσαμενια, παστελι | sesame | | σουσάμι is sesame; pasteli is sesame and honey
χαλβα* | sesame | tree-nuts | halva is sesame paste and sugar, often with almonds
# Mustard
μουσταρδ*, σιναπι, σιναποσπορος, σιναποσπορο | mustard | | μουστάρδα is mustard
βινεγκρετ | | mustard sulphites | vinaigrette is often made with mustard and wine vinegar
καρι, σκονη καρι | | mustard celery | curry powders often include mustard seed, and some celery seed
# Celery
σελιν*, σελινοριζα | celery | | σέλινο is celery
ζωμος, ζωμου, ζωμο, ζωμος κοτας, ζωμος λαχανικων, ζωμος κρεατος | | celery | stock usually holds celery
κυβος ζωμου, κυβος ζωμος, κυβοι ζωμου, κυβακι ζωμου, κυβακια ζωμου, ζωμος σε κυβο, ζωμος σε σκονη | | celery wheat | stock cubes often hold celery and wheat
# Lupin
λουπιν*, λουμπινια | lupin | | λούπινα are lupin
# Sulphites
κρασ*, οινος, οινου, βαλσαμικ*, μαυροδαφνη, βινσαντο, μαρσαλα, σαμπανια, πορτο | sulphites | | wine and wine vinegar hold sulphites
αποξηραμενα βερικοκα, αποξηραμενο βερικοκο, ξερα βερικοκα, βερικοκα αποξηραμενα, γλυκο του κουταλιου, ζαχαρωμενα φρουτα, αποξηραμενα φρουτα | sulphites | | dried and candied fruit is preserved with sulphites
# Composite dishes
λουκουμαδ* | wheat | | loukoumades are fried wheat dough
μπακλαβα* | wheat tree-nuts milk | | baklava is filo layered with nuts and butter
κουραμπιεδ* | wheat milk tree-nuts | | kourabiedes are butter biscuits with almonds
μελομακαρον* | wheat | tree-nuts | melomakarona are wheat biscuits, usually topped with walnuts
κεφτεδ*, σουτζουκακι* | | wheat eggs | keftedes are often bound with bread and egg
γιουβετσ* | wheat | milk | giouvetsi is baked with orzo pasta, often topped with cheese
σαγανακι | milk | wheat | saganaki is fried cheese, often floured
μπουγατσ* | wheat milk eggs | | bougatsa is filo with a semolina custard
ρυζογαλο | milk | | rizogalo is rice pudding made with milk
# Not an allergen: phrases that would otherwise read as one
βουτυροχαρτ*, τσιπουρο, γαλα καρυδας, κρεμα καρυδας, καρυδα, καρυδας, ινδικη καρυδα, μοσχοκαρυδο, βουτυρο κακαο, αλευρι καλαμποκιου, αλευρι ρυζιου, αλευρι ρεβιθιου, αλευρι φαγοπυρου, κορν φλαουρ, καλαμποκαλευρο, φυλλα δαφνης, φυλλο δαφνης, φετα λεμονι, φετες λεμονι, ζυμαρικα χωρις γλουτενη, αλευρι χωρις γλουτενη, ψαρονεφρι, γαλα ρυζιου | | | this is not an allergen: coconut, nutmeg, corn, rice and chickpea flour are safe
αλευρι αμυγδαλου, γαλα αμυγδαλου, ροφημα αμυγδαλου | tree-nuts | | almond flour and almond milk are almonds
φετα ψωμι, φετες ψωμι, φετα ψωμιου, φετες ψωμιου | wheat | | φέτα here is a slice of bread, not feta cheese
αλευρι λουπινου, αλευρι λουπινων | lupin | | lupin flour is ground lupin
γαλα βρωμης, ροφημα βρωμης | gluten | | oat milk is made from oats
`,
  negations: `
χωρις γλουτενη, χωρις σιταρι | wheat gluten
χωρις γαλα, χωρις γαλακτοκομικα, χωρις βουτυρο | milk
χωρις αυγα, χωρις αυγο | eggs
χωρις φιστικια | peanuts
χωρις ξηρους καρπους | tree-nuts
χωρις σογια | soy
χωρις σουσαμι | sesame
χωρις μουσταρδα | mustard
χωρις σελινο | celery
χωρις θειωδη | sulphites
`,
}
