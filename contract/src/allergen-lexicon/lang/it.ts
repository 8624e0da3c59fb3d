import type { LanguageLexicon } from '../language-lexicon'

/**
 * Italian allergen words, written from Italian cooking and labelling vocabulary. Italian plurals change the
 * last vowel (mandorla, mandorle), so most words are stems with a star, or both forms are listed.
 */
export const LEXICON: LanguageLexicon = {
  code: 'it',
  name: 'Italian',
  entries: `
# Milk
latte, latte intero, latte parzialmente scremato, latte scremato, latte in polvo, latte condensato, latte evaporato, lattico, lattici, lattiero caseari, lattiero caseario, latticini, latticino, siero di latte, caseina, caseinato | milk | | latte is milk
burro, burri, burro chiarificato, burro fuso, burro salato, margarina | milk | | burro is butter; most margarine holds whey or buttermilk
panna, panne, panna fresca, panna da montare, panna montata, panna acida, panna da cucina, chantilly | milk | | panna is cream
formaggi*, formaggino, formaggini, parmigiano, parmigiano reggiano, grana padano, pecorin*, mozzarell*, fiordilatte, fior di latte, bufala, burrata, burrate, stracciatella, ricotta, ricotte, mascarpone, gorgonzola, taleggio, fontina, asiago, provolone, scamorz*, caciocavallo, cacio, caciotta, robiola, stracchino, crescenza, squacquerone, montasio, quartirolo, emmental, groviera, brie, feta, primosale, casatella, mozzarella di bufala, bocconcini, ovolin* | milk | | a cheese, made from milk
yogurt, yogurt greco, yoghurt, kefir | milk | | yogurt is milk
cioccolato al latte, cioccolato bianco | milk | soy | milk and white chocolate hold milk, often soy lecithin
cioccolato, cioccolato fondente, gocce di cioccolato, cioccolata | | milk soy | dark chocolate is often made on milk lines with soy lecithin
besciamella, balsamella, salsa besciamella | milk wheat | | besciamella is milk thickened with a flour roux
crema pasticcera, crema inglese, zabaione, zabaglione | milk eggs | wheat | crema pasticcera is milk and egg yolk, often thickened with flour
tiramisu | milk eggs wheat | | tiramisù is mascarpone and egg on savoiardi biscuits
panna vegetale, panna da cucina vegetale | | milk soy | vegetable cream often holds caseinate, and some brands soy
# Eggs
uovo, uova, tuorlo, tuorli, albume, albumi, chiara d'uovo, chiare d'uovo, uova di quaglia, ovoprodotti, lisozima | eggs | | uovo is egg
maionese, salsa tartara | eggs | mustard | maionese is egg yolk and oil, often with mustard
meringa, meringhe | eggs | | meringue is whipped egg white
pasta all'uovo, pasta fresca all'uovo, tagliatelle, tagliolini, tagliatelle all'uovo, pappardelle, fettuccine, tajarin, sfoglia all'uovo, lasagne all'uovo, pizzoccheri allo uovo | wheat eggs | | fresh egg pasta is wheat flour and egg
pasta fresca | wheat | eggs | fresh pasta is wheat flour, most often with egg
savoiardi, savoiardo, pan di spagna | eggs wheat | | savoiardi and sponge are egg and flour
# Fish
pesce, pesci, filetto di pesce, merluzz*, baccala, stoccafisso, salmon*, tonno, tonnetto, alici, alice, acciug*, sardin*, sgombr*, aringa, aringhe, branzin*, spigol*, orata, orate, sogliol*, nasello, dentice, pesce spada, palombo, rombo chiodato, triglia, triglie, rana pescatrice, coda di rospo, pasta di acciughe, pasta d'acciughe, pasta di alici, trota, trote, cernia, ricciola, cefalo, bottarga, colatura, colatura di alici, surimi, caviale, uova di lompo, pesce persico, persico, anguilla, capitone, tilapia, halibut, platessa | fish | | a fish
brodo di pesce, fumetto, fumetto di pesce | fish | celery | fish stock is fish, usually simmered with celery
salsa di pesce, fish sauce | fish | | fish sauce is fermented fish
salsa worcester, salsa worcestershire, worcestershire, worcester | fish | gluten | Worcestershire sauce is made with anchovies, often with malt vinegar
puttanesca, bagna cauda | fish | | puttanesca and bagna càuda are made with anchovies
vitello tonnato, salsa tonnata | fish eggs | | tonnato sauce is tuna mayonnaise
# Crustaceans
gamber*, mazzanc*, canocchi*, scampi, scampo, astice, astici, aragosta, aragoste, granchi*, granseola, crostace*, mazzancolla, gamberoni | crustaceans | | a crustacean
pasta di curry, pasta di curry rossa, pasta di curry verde | | crustaceans | Thai curry paste is often made with shrimp paste
# Molluscs
cozza, cozze, vongol*, telline, tellina, cannolicchi di mare, cannolicchi freschi, fasolari, ostrica, ostriche, capesant*, calamar*, totan*, seppi*, moscardin*, polpo, polpi, polipo, polipi, lumache, lumaca, lumachine di mare, murice, molluschi, mollusco, nero di seppia, frutti di mare, misto mare | molluscs | | a mollusc
cannolicchi, cannolicchio | | molluscs wheat | cannolicchi are razor clams, or a small tube pasta
salsa di ostriche | molluscs | wheat soy | oyster sauce is thickened with wheat starch and often seasoned with soy sauce
# Tree nuts
noce di burro | milk | | a noce di burro is a knob of butter, not a nut
mandorl*, farina di mandorle, latte di mandorla, noce, noci, gherigli di noci, nocciol*, pistacchi*, pinoli, pinolo, anacardi, anacardo, noci pecan, noce pecan, noci macadamia, noci del brasile, castagn*, marroni, frutta a guscio, frutta secca, marzapane, pasta di mandorle, gianduia, gianduiotti, amaretto, pasta di pistacchio, crema di pistacchio, burro di mandorle | tree-nuts | | a tree nut
amaretti, torrone, torroncini | tree-nuts eggs | | amaretti and torrone are nuts set with egg white
pesto, pesto alla genovese, pesto genovese, pesto di basilico | milk tree-nuts | | pesto is basil with pine nuts and hard cheese
pesto rosso, pesto alla siciliana | milk | tree-nuts | red pesto is tomato and cheese, often with almonds or pine nuts
nutella, crema di nocciole, crema spalmabile, crema spalmabile alle nocciole, crema gianduia | milk tree-nuts soy | | hazelnut spread is hazelnuts, milk powder and soy lecithin
# Peanuts
arachidi, arachide, noccioline, noccioline americane, burro di arachidi, olio di arachidi, olio di arachide, crema di arachidi | peanuts | | arachidi and noccioline are peanut
# Wheat and gluten grains
grano, grano tenero, grano duro, frumento, farina, farine, farina 00, farina 0, farina 1, farina 2, farina integrale, farina di grano, farina manitoba, manitoba, semola, semolino, semola rimacinata, farro, spelta, kamut, cuscus, couscous, bulgur, crusca, germe di grano, glutine, seitan | wheat | | this is wheat or a wheat flour
pane, pani, pane casereccio, pane raffermo, pan carre, pancarre, pangrattato, pane grattugiato, grissini, grissino, crostini, taralli, tarallini, friselle, fette biscottate, piadina, piadine, focaccia, ciabatta, rosetta, michetta, pane pugliese, pan grattato | wheat | | bread is wheat
pasta, pasta secca, spaghett*, penne, rigatoni, fusilli, farfalle, linguine, bucatini, paccheri, orecchiette, maccheroni, mezze maniche, ditalini, ditali, tubetti, conchiglie, trofie, strozzapreti, casarecce, vermicelli, capellini, fregola, pastina, stelline, anellini, calamarata, gnocchetti sardi, malloreddus, cavatelli, pici, bigoli | wheat | | pasta is durum wheat
lasagne, lasagna, cannelloni | wheat | eggs | lasagne and cannelloni sheets are wheat, often egg pasta
gnocchi, gnocchi di patate, chicche | wheat | eggs | potato gnocchi are bound with wheat flour, often egg
tortellini, tortelloni, ravioli, agnolotti, cappelletti, anolini, pansotti, culurgiones, mezzelune | wheat eggs milk | | filled pasta is egg pasta, usually with cheese in the filling
pasta sfoglia, pasta brise, pasta per pizza, pasta fillo, pasta phillo | wheat | milk | pastry is wheat flour, often with butter
pasta frolla | wheat milk eggs | | pasta frolla is flour, butter and egg
biscotti, biscotto, frollini, cantucci, wafer, torta, crostata, pan di zucchero | wheat | milk eggs | biscuits and tarts are wheat flour, usually with butter and egg
panettone, pandoro, colomba, brioche, cornetti, cornetto, croissant, veneziane | wheat milk eggs | | enriched wheat dough with butter and eggs
orzo, orzo perlato, farina d'orzo, malto, estratto di malto, segale, farina di segale, avena, fiocchi d'avena, fiocchi di avena, farina d'avena, latte d'avena, bevanda d'avena | gluten | | a gluten grain (barley, rye, oats)
birra, birre | gluten | | beer is brewed from barley malt
# Soy
soia, latte di soia, bevanda di soia, tofu, tempeh, edamame, lecitina di soia, proteine di soia | soy | | soia is soy
salsa di soia, shoyu, salsa teriyaki, teriyaki | soy wheat | | soy sauce is brewed from soybeans and wheat
miso | soy | wheat | miso is often made with barley or wheat
tamari | soy | wheat | tamari is brewed with little or no wheat, but some brands add it
# Sesame
sesamo, semi di sesamo, olio di sesamo, pasta di sesamo, tahina, tahin, tahini, crema di sesamo, hummus | sesame | | sesamo is sesame
# Mustard
senape, senapi, semi di senape, mostarda, mostarde, mostarda di cremona, mostarda di frutta | mustard | | senape is mustard; mostarda is fruit in mustard syrup
curry, curry in polvere | | mustard celery | curry powders often include mustard seed, and some celery seed
# Celery
sedano, sedani, sedano rapa, sale di sedano, soffritto, soffritto pronto | celery | | sedano is celery; soffritto is celery, carrot and onion
brodo, brodi, brodo vegetale, brodo di pollo, brodo di carne, fondo bruno | | celery | stock usually holds celery
dado da brodo, dadi da brodo, dado per brodo, dado vegetale, dado di carne, dado granulare, brodo granulare, preparato per brodo | | celery wheat | stock cubes often hold celery and wheat
# Lupin
lupino, lupini, farina di lupino | lupin | | lupini are lupin
# Sulphites
vino, vini, vino bianco, vino rosso, vino bianco secco, marsala, vin santo, vermut, vermouth, prosecco, spumante, porto, aceto di vino, aceto di vino bianco, aceto di vino rosso, aceto balsamico, balsamico, glassa di aceto balsamico, crema di aceto balsamico | sulphites | | wine and wine vinegar hold sulphites
albicocche secche, albicocca secca, frutta candita, canditi, ciliegie candite, scorze candite, uvetta sultanina | sulphites | | dried and candied fruit is preserved with sulphites
# Composite dishes
carbonara, alla carbonara | eggs milk | | carbonara is egg yolk and pecorino
cannoli, cannolo, cannoli siciliani | wheat milk | eggs | cannoli are fried wheat shells filled with ricotta
sfogliatella, sfogliatelle, zeppole, zeppola, bombolone, bomboloni, krapfen | wheat eggs milk | | these pastries are flour, egg and butter or cream
arancini, arancine, arancino, suppli | wheat | milk eggs | arancini are breaded rice balls, often filled with cheese
frittata | eggs | milk | frittata is egg, often with cheese
gelato, semifreddo | milk | eggs | gelato and semifreddo are milk or cream, often with egg
panna cotta, pannacotta | milk | | panna cotta is set cream
# Not an allergen: phrases that would otherwise read as one
latte di cocco, crema di cocco, olio di cocco, cocco, cocco rapè, noce moscata, noce di cocco, noce di vitello, noce di manzo, burro di cacao, farina di mais, farina di riso, farina di ceci, farina di grano saraceno, grano saraceno, farina senza glutine, pasta senza glutine, pane senza glutine, fecola, fecola di patate, maizena, amido di mais, latte di riso, castagne d'acqua, castagna d'acqua, grano di pepe, grani di pepe, pasta di olive, pasta di zucchero | | | this is not an allergen: coconut, nutmeg, maize, rice, chickpea and buckwheat flours are safe
`,
  negations: `
senza glutine, senza grano | wheat gluten
senza latte, senza latticini, senza burro | milk
senza uova, senza uovo | eggs
senza arachidi | peanuts
senza frutta a guscio, senza noci | tree-nuts
senza soia | soy
senza sesamo | sesame
senza senape | mustard
senza sedano | celery
senza solfiti | sulphites
`,
}
