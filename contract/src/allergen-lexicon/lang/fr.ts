import type { LanguageLexicon } from '../language-lexicon'

/**
 * French allergen words, written from French cooking and labelling vocabulary. An elided article is a word
 * of its own ("d'amandes" reads "d amandes"), so a food needs no elided forms; phrases spell them out.
 */
export const LEXICON: LanguageLexicon = {
  code: 'fr',
  name: 'French',
  // French plurals add -s or -x (amandes, gâteaux).
  plurals: ['s', 'x'],
  entries: `
# Milk
lait, laits, laitier, laitiers, laitiere, laitieres, laitage, laitages, lait entier, lait ecreme, lait demi ecreme, lait cru, lait concentre, lait en poudre, poudre de lait, lait de chevre, lait de brebis | milk | | lait is milk
babeurre, lait ribot, petit lait, lactoserum, caseine, caseinate, lactose | milk | | a milk product or milk protein
beurre, beurres, beurre doux, beurre demi sel, beurre sale, beurre clarifie, beurre noisette | milk | | beurre is butter
creme, cremes, creme fraiche, creme epaisse, creme liquide, creme entiere, creme fleurette, creme aigre, creme montee, chantilly, creme chantilly, fromage frais | milk | | crème is cream
creme patissiere, creme anglaise, creme brulee, flan patissier | milk eggs | wheat | crème pâtissière and crème anglaise are milk and egg yolk, pâtissière thickened with flour
fromage, fromages, fromage blanc, faisselle, petit suisse, petits suisses, fromage rape | milk | | fromage is cheese
gruyere, comte, emmental, emmenthal, beaufort, cantal, tomme, morbier, mimolette, reblochon, raclette, camembert, brie, coulommiers, roquefort, bleu d'auvergne, fourme, munster, maroilles, saint nectaire, chaource, neufchatel, boursin, ossau iraty, parmesan, mozzarella, mozarella, burrata, ricotta, mascarpone, feta, halloumi, cheddar, gouda, edam, pecorino, gorgonzola, chevre, chevres, buche de chevre, crottin | milk | | a cheese, made from milk
yaourt, yaourts, yoghourt, yoghourts, yogourt, yogourts, kefir, skyr, lait fermente | milk | | yaourt is yogurt
chocolat au lait, chocolat blanc | milk | soy | milk and white chocolate hold milk, often soy lecithin
chocolat, chocolat noir, chocolat patissier, pepites de chocolat | | milk soy | dark chocolate is often made on milk lines with soy lecithin
sauce bechamel, bechamel, sauce mornay, mornay | milk wheat | | béchamel is milk thickened with a flour roux
sauce hollandaise, hollandaise | eggs milk | | hollandaise is egg yolk and butter
sauce bearnaise, bearnaise | eggs milk | sulphites | béarnaise is egg yolk and butter, often with wine vinegar
# Eggs
oeuf, oeufs, jaune d'oeuf, jaunes d'oeufs, blanc d'oeuf, blancs d'oeufs, blanc d'oeufs, blancs d'oeuf, oeufs de caille, ovoproduit, albumine | eggs | | œuf is egg
mayonnaise, mayo, sauce tartare, sauce remoulade, remoulade, sauce gribiche, gribiche | eggs | mustard | mayonnaise is egg yolk and oil, usually with mustard
aioli, aiolli, rouille | eggs | | aïoli is garlic mayonnaise made with egg yolk
meringue, meringues | eggs | | meringue is whipped egg white
macaron, macarons | eggs tree-nuts | | macarons are almond meringue
biscuit a la cuillere, biscuits a la cuillere, boudoir, boudoirs | eggs wheat | | ladyfingers are egg sponge made with flour
# Fish
poisson, poissons, filet de poisson, cabillaud, morue, eglefin, haddock, lieu noir, lieu jaune, colin, merlu, merlan, saumon, truite, thon, sardine, sardines, maquereau, maquereaux, hareng, harengs, anchois, bar, loup de mer, daurade, dorade, sole, limande, carrelet, turbot, lotte, rouget, rougets, raie, espadon, flétan, fletan, sandre, brochet, perche, carpe, anguille, saint pierre, mulet, eperlan, tilapia, panga, poutargue, oeufs de lump, tarama, caviar, surimi | fish | | a fish
fumet de poisson, soupe de poisson, bouillon de poisson | fish | celery | fish stock and soup are fish, usually with celery
sauce nuoc mam, nuoc mam, nuocmam, sauce poisson, sauce de poisson, colatura | fish | | fish sauce is fermented fish
sauce worcestershire, worcestershire, sauce anglaise | fish | gluten | Worcestershire sauce is made with anchovies, often with malt vinegar
tapenade | | fish | tapenade is olives and capers, often with anchovies
# Crustaceans
crevette, crevettes, gambas, gamba, langoustine, langoustines, homard, homards, langouste, langoustes, crabe, crabes, tourteau, tourteaux, araignee de mer, ecrevisse, ecrevisses, crustace, crustaces | crustaceans | | a crustacean
pate de curry, pate de curry rouge, pate de curry verte, pate de curry jaune, pate de curry thai | | crustaceans | Thai curry paste is often made with shrimp paste
# Molluscs
moule, moules, huitre, huitres, coquille saint jacques, coquilles saint jacques, noix de saint jacques, saint jacques, petoncle, petoncles, palourde, palourdes, couteau de mer, bulot, bulots, bigorneau, bigorneaux, calamar, calamars, calmar, encornet, encornets, seiche, seiches, poulpe, poulpes, pieuvre, escargot, escargots, ormeau, ormeaux, mollusque, mollusques, fruits de mer | molluscs | | a mollusc
sauce huitre, sauce d'huitre, sauce aux huitres | molluscs | wheat soy | oyster sauce is thickened with wheat starch and often seasoned with soy sauce
# Tree nuts
noix de beurre | milk | | a noix de beurre is a knob of butter, not a nut
amande, amandes, poudre d'amandes, poudre d'amande, lait d'amande, pate d'amande, puree d'amande, creme d'amande, creme d'amandes, beurre d'amande, beurre d'amandes, amandine, noisette, noisettes, noix, cerneau, cerneaux, noix de cajou, cajou, pistache, pistaches, noix de pecan, pecan, noix de macadamia, macadamia, noix du bresil, pignon, pignons, pignons de pin, chataigne, chataignes, marron, marrons, creme de marron, creme de marrons, puree de marron, praline, pralines, pralin, massepain, frangipane, fruits a coque, nougat | tree-nuts | | a tree nut
pesto, pistou | milk tree-nuts | | pesto is basil with pine nuts and hard cheese
pate a tartiner, nutella | milk tree-nuts | soy | hazelnut spread is hazelnuts with milk powder, often soy lecithin
# Peanuts
arachide, arachides, huile d'arachide, cacahuete, cacahuetes, cacahouete, cacahouetes, beurre de cacahuete, beurre de cacahuetes, beurre d'arachide, sauce satay, satay | peanuts | | arachide and cacahuète are peanut
# Wheat and gluten grains
ble, ble tendre, ble dur, farine, farines, farine de ble, farine de ble dur, farine t45, farine t55, farine t65, farine t80, farine complete, froment, epeautre, petit epeautre, engrain, kamut, semoule, semoule de ble, couscous, boulgour, boulghour, son de ble, germe de ble, gluten, seitan | wheat | | this is wheat or a wheat flour
pain, pains, baguette, baguettes, pain complet, pain de campagne, pain rassis, pain pita, chapelure, croutons, biscotte, biscottes | wheat | | bread is wheat
pain de mie, pain burger, pain d'epice, pain d'epices | wheat | milk | sandwich loaves, burger buns and gingerbread are wheat, often with milk
petit beurre, petits beurre | milk wheat | | petit-beurre biscuits are wheat flour and butter
pate, pates, spaghetti, spaghettis, penne, coquillettes, macaronis, vermicelle, vermicelles, nouilles | wheat | | pâtes are durum wheat pasta
pates fraiches, tagliatelle, lasagne, lasagnes, ravioli, raviolis, gnocchi, gnocchis | wheat | eggs | fresh pasta, lasagne sheets and gnocchi are wheat, often with egg
pate feuilletee, pate brisee, pate sablee, pate a pizza, pate filo, feuilles de brick, brick | wheat | milk | pastry is wheat flour, often with butter
croissant, croissants, pain au chocolat, pains au chocolat, viennoiserie, viennoiseries | wheat milk | eggs | croissants are butter-laminated wheat dough, often glazed with egg
brioche, brioches, pain brioche | wheat milk eggs | | brioche is wheat dough with butter and eggs
gateau, gateaux, genoise, madeleine, madeleines, crepe, crepes, pate a crepes, gaufre, gaufres, biscuit, biscuits, sable, sables, palet, palets | wheat | milk eggs | cakes, crêpes and biscuits are wheat flour, usually with butter and egg
orge, orge perle, orge mondé, malt, extrait de malt, seigle, farine de seigle, avoine, flocons d'avoine, son d'avoine | gluten | | a gluten grain (barley, rye, oats)
biere, bieres, biere blonde, biere brune, biere ambree | gluten | | beer is brewed from barley malt
# Soy
soja, soya, graines de soja, lait de soja, tonyu, creme de soja, tofu, tempeh, edamame, lecithine de soja, proteines de soja | soy | | soja is soy
sauce soja, sauce de soja, sauce soya, shoyu, sauce teriyaki, teriyaki | soy wheat | | soy sauce is brewed from soybeans and wheat
tamari | soy | wheat | tamari is brewed with little or no wheat, but some brands add it
miso, miso blanc, miso rouge, pate miso | soy | wheat | miso is often made with barley or wheat
# Sesame
sesame, graines de sesame, huile de sesame, tahini, tahin, tahina, puree de sesame, creme de sesame, houmous, hoummous, halva, gomasio, zaatar | sesame | | sésame is sesame
# Mustard
moutarde, moutardes, moutarde de dijon, moutarde a l'ancienne, moutarde forte, graines de moutarde | mustard | | moutarde is mustard
vinaigrette, sauce vinaigrette | | mustard sulphites | a French vinaigrette is usually made with mustard and wine vinegar
curry, curry en poudre, poudre de curry, colombo | | mustard celery | curry powders often include mustard seed, and some celery seed
# Celery
celeri, celeris, celeri rave, celeri branche, feuilles de celeri, sel de celeri, mirepoix | celery | | céleri is celery
bouillon, bouillons, fond de volaille, fond de veau, fond brun, fumet, bouillon de legumes, bouillon de volaille, court bouillon | | celery | stock usually holds celery
cube de bouillon, cubes de bouillon, bouillon cube, bouillon en cube, tablette de bouillon | | celery wheat | stock cubes often hold celery and wheat
# Lupin
lupin, lupins, farine de lupin | lupin | | lupin is a legume allergen
# Plant milks and pastes
lait d'avoine, boisson d'avoine | gluten | | oat milk is made from oats
pate de sesame | sesame | | sesame paste is ground sesame
pate de cacahuete, pate d'arachide | peanuts | | peanut paste is ground peanuts
# Sulphites
fruits secs | | sulphites tree-nuts | fruits secs can mean dried fruit (often sulphited) or nuts
vin, vins, vin blanc, vin rouge, vin rose, vin cuit, vinaigre de vin, vinaigre de vin rouge, vinaigre de vin blanc, vinaigre balsamique, balsamique, vinaigre de xeres, xeres, porto, madere, marsala, champagne, cidre, vermouth, noilly prat, creme de balsamique | sulphites | | wine and wine vinegar hold sulphites
abricot sec, abricots secs, raisins secs blonds, fruits confits, cerises confites, ecorces confites | sulphites | | dried and candied fruit is preserved with sulphites
# Composite dishes
quiche, quiches, quiche lorraine | wheat eggs milk | | quiche is a pastry case filled with egg and cream
pate a choux, choux a la creme, chou a la creme, eclair, eclairs, profiterole, profiteroles, gougere, gougeres | wheat eggs milk | | choux pastry is flour, butter and egg
quenelle, quenelles | wheat eggs milk | fish | quenelles are a flour panade with egg and butter, often with pike
brandade, brandade de morue | fish milk | | brandade is salt cod whipped with milk and oil
anchoiade | fish | | anchoïade is anchovy paste
bouillabaisse | fish | crustaceans molluscs celery | bouillabaisse is several fish, often with shellfish, in a celery-scented broth
bisque, bisque de homard, bisque de crustaces | crustaceans | milk | bisque is shellfish soup, often finished with cream
gratin dauphinois, gratin savoyard | milk | | a gratin is baked with cream or cheese
croque monsieur, croque madame | wheat milk | | a croque-monsieur is bread with cheese and béchamel
caramel au beurre sale, caramel beurre sale | milk | | salted-butter caramel is made with butter and cream
roux, roux blanc | wheat milk | | roux is flour cooked in butter
veloute, sauce veloute | wheat | milk celery | velouté is stock thickened with a flour roux, often with cream
panure, pain perdu | wheat | eggs milk | breading and pain perdu are bread, usually with egg and milk
financier, financiers | tree-nuts eggs milk wheat | | financiers are almond cakes of butter, egg white and flour
galette des rois | wheat milk eggs tree-nuts | | galette des rois is puff pastry filled with almond cream
# Not an allergen: phrases that would otherwise read as one
lait de coco, creme de coco, noix de coco, huile de coco, huile de noix de coco, beurre de cacao, noix de muscade, muscade, noix de veau, creme de tartre, farine de riz, farine de mais, farine de sarrasin, farine de ble noir, ble noir, sarrasin, farine de pois chiche, farine sans gluten, fecule, maizena, creme de cassis, lait de riz, creme de riz, chataigne d'eau, chataignes d'eau, pate de coing, pate de fruits, pate de tomate, pate de piment, pate de campagne, pate de foie, pate en terrine | | | this is not an allergen: coconut, cocoa butter, nutmeg, buckwheat and rice flour are safe
`,
  negations: `
sans gluten, sans ble | wheat gluten
sans lait, sans produits laitiers, sans beurre | milk
sans oeuf, sans oeufs | eggs
sans arachide, sans arachides, sans cacahuete, sans cacahuetes | peanuts
sans fruits a coque, sans noix | tree-nuts
sans soja | soy
sans sesame | sesame
sans moutarde | mustard
sans celeri | celery
sans sulfites | sulphites
sans poisson | fish
sans crustaces | crustaceans
`,
}
