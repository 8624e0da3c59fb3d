import type { LanguageLexicon } from '../language-lexicon'

/** Spanish allergen words (Spain and Latin America), written from Spanish cooking and labelling vocabulary. */
export const LEXICON: LanguageLexicon = {
  code: 'es',
  name: 'Spanish',
  // Spanish plurals add -s or -es (harinas, maníes).
  plurals: ['s', 'es'],
  entries: `
# Milk
leche, leches, leche entera, leche desnatada, leche semidesnatada, leche en polvo, leche evaporada, leche condensada, lacteo, lacteos, lactea, lacteas, suero de leche, caseina | milk | | leche is milk
mantequilla, manteca de vaca, margarina | milk | | mantequilla is butter; most margarine holds whey or buttermilk
nata, natas, nata para montar, nata liquida, crema, cremas, crema de leche, crema agria, crema acida, crema batida, chantilly, media crema | milk | | nata and crema are cream
queso, quesos, queso fresco, queso rallado, queso crema, queso de cabra, queso manchego, requeson, cuajada, manchego, parmesano, mozzarella, mozarela, ricotta, mascarpone, cotija, oaxaca, queso oaxaca, panela, chihuahua, idiazabal, cabrales, tetilla, mahon, torta del casar, feta, gouda, cheddar, burgos, queso de burgos | milk | | a cheese, made from milk
yogur, yogures, yogurt, yoghurt, kefir, jocoque | milk | | yogur is yogurt
dulce de leche, cajeta, arequipe, manjar blanco, arroz con leche | milk | | dulce de leche and rice pudding are cooked-down milk
leche frita, tres leches | milk eggs wheat | | leche frita and tres leches are milk, egg and flour
flan, natillas, crema catalana | milk eggs | | flan and custards are milk and egg
crema pastelera | milk eggs | wheat | pastry cream is milk and egg, often thickened with flour
chocolate con leche, chocolate blanco | milk | soy | milk and white chocolate hold milk, often soy lecithin
chocolate, chocolate negro, chocolate amargo, chocolate para fundir, pepitas de chocolate, chispas de chocolate | | milk soy | dark chocolate is often made on milk lines with soy lecithin
bechamel, besamel, salsa bechamel, salsa besamel, salsa blanca | milk wheat | | béchamel is milk thickened with a flour roux
# Eggs
huevo, huevos, yema, yemas, clara, claras, clara de huevo, huevo de codorniz, ovoproducto, albumina | eggs | | huevo is egg
mayonesa, mahonesa, salsa tartara, salsa rosa | eggs | mustard | mayonesa is egg yolk and oil, often with mustard
alioli, allioli, ajoaceite | eggs | | alioli as made and sold today is garlic mayonnaise with egg
merengue, merengues | eggs | | merengue is whipped egg white
# Fish
pescado, pescados, merluza, bacalao, abadejo, salmon, atun, bonito, bonito del norte, sardina, sardinas, boqueron, boquerones, anchoa, anchoas, caballa, jurel, chicharro, lubina, dorada, besugo, cola de rape, colas de rape, lomo de rape, lomos de rape, rodaballo, lenguado, pez espada, emperador, trucha, arenque, mero, corvina, tilapia, huachinango, pargo, bagre, robalo, pescado sierra, mojarra, pez, surimi, huevas, mojama, hueva, caviar, cazon | fish | | a fish
caldo de pescado, fumet, fumet de pescado, sopa de pescado | fish | celery | fish stock is fish, usually simmered with celery
salsa de pescado, salsa pescado, nam pla | fish | | fish sauce is fermented fish
salsa inglesa, salsa worcestershire, salsa perrins, worcestershire | fish | gluten | Worcestershire sauce is made with anchovies, often with malt vinegar
# Crustaceans
gamba, gambas, camaron, camarones, langostino, langostinos, quisquilla, quisquillas, cigala, cigalas, bogavante, langosta, langostas, cangrejo, cangrejos, centollo, necora, buey de mar, carabinero, carabineros, crustaceo, crustaceos, jaiba, jaibas, percebe, percebes | crustaceans | | a crustacean
pasta de curry, pasta de curry rojo, pasta de curry verde, pasta de curry amarillo | | crustaceans | Thai curry paste is often made with shrimp paste
# Molluscs
mejillon, mejillones, almeja, almejas, berberecho, berberechos, navaja, navajas, ostra, ostras, ostion, ostiones, vieira, vieiras, zamburina, zamburinas, calamar, calamares, chipiron, chipirones, sepia, sepias, jibia, choco, chocos, pulpo, pulpos, caracol, caracoles, bigaro, bigaros, molusco, moluscos, pota, tinta de calamar, sepionet | molluscs | | a mollusc
marisco, mariscos, frutos del mar, frutos de mar | crustaceans molluscs | | marisco is shellfish
salsa de ostras, salsa de ostion | molluscs | wheat soy | oyster sauce is thickened with wheat starch and often seasoned with soy sauce
# Tree nuts
almendra, almendras, harina de almendra, leche de almendra, leche de almendras, bebida de almendra, bebida de almendras, nuez, nueces, nuez de nogal, nuez pecana, nuez de la india, nuez de brasil, avellana, avellanas, anacardo, anacardos, maranon, castana de caju, pistacho, pistachos, pinon, pinones, castana, castanas, macadamia, mazapan, praline, turron, frutos secos | tree-nuts | | a tree nut
turron de jijona, turron de alicante, turron duro, turron blando | tree-nuts eggs | | turrón is almonds and honey set with egg white
pesto | milk tree-nuts | | pesto is basil with pine nuts and hard cheese
romesco, salsa romesco | tree-nuts | wheat | romesco is peppers with almonds or hazelnuts, often with bread
pasta de almendra, pasta de almendras, crema de almendra, crema de almendras | tree-nuts | | almond paste is ground almonds
crema de avellana, crema de avellanas, crema de cacao y avellanas, nutella | milk tree-nuts | soy | hazelnut spread is hazelnuts with milk powder, often soy lecithin
# Peanuts
cacahuates japoneses, cacahuate japones, cacahuetes japoneses | peanuts wheat soy | | Japanese-style peanuts are coated in wheat flour and soy sauce
cacahuete, cacahuetes, cacahuate, cacahuates, mani, manies, crema de cacahuete, crema de cacahuate, crema de mani, mantequilla de cacahuete, mantequilla de mani, aceite de cacahuete, aceite de mani, pasta de cacahuete, pasta de mani | peanuts | | cacahuete, cacahuate and maní are peanut
# Wheat and gluten grains
trigo, harina, harinas, harina de trigo, harina de fuerza, harina integral, harina leudante, semola, semola de trigo, trigo duro, espelta, kamut, cuscus, bulgur, trigo burgol, salvado de trigo, germen de trigo, gluten, seitan | wheat | | this is wheat or a wheat flour
pan, panes, barra de pan, pan de molde, pan rallado, pan blanco, pan integral, baguette, chapata, bolillo, bolillos, telera, pan de hamburguesa, picatoste, picatostes, migas, tostadas de pan, regana, reganas | wheat | | bread is wheat
pasta, pastas, espagueti, espaguetis, spaghetti, fideo, fideos, macarrones, tallarines, lasana, lasanas, canelones, pasta seca | wheat | | pasta is durum wheat
oblea, obleas, obleas para empanadillas, empanadilla, empanadillas, empanada, empanadas, masa de hojaldre, hojaldre, masa quebrada, masa brisa | wheat | milk | pastry and flour tortillas are wheat, often with butter or lard
tortilla de harina, tortillas de harina | wheat | | flour tortillas are wheat
magdalena, magdalenas, bizcocho, bizcochos | wheat eggs | milk | magdalenas and sponge cakes are flour and egg, often with milk or butter
galleta maria, galletas maria | wheat | milk | María biscuits are wheat flour, often with milk
galleta, galletas, churro, churros, porra, porras, rosquilla, rosquillas, pan dulce, concha, conchas | wheat | eggs milk | biscuits and churros are wheat, usually with egg and butter or milk
cebada, malta, extracto de malta, centeno, harina de centeno, avena, copos de avena, harina de avena, salvado de avena | gluten | | a gluten grain (barley, rye, oats)
leche de avena, bebida de avena | gluten | | oat milk is made from oats
cerveza, cervezas | gluten | | beer is brewed from barley malt
# Soy
soja, soya, soja texturizada, leche de soja, bebida de soja, tofu, tempeh, edamame, lecitina de soja, proteina de soja | soy | | soja is soy
salsa de soja, salsa de soya, salsa soja, salsa soya, shoyu, salsa teriyaki, teriyaki | soy wheat | | soy sauce is brewed from soybeans and wheat
miso, pasta de miso | soy | wheat | miso is often made with barley or wheat
tamari | soy | wheat | tamari is brewed with little or no wheat, but some brands add it
# Sesame
sesamo, ajonjoli, semillas de sesamo, aceite de sesamo, tahini, tahina, pasta de sesamo, hummus, humus | sesame | | sésamo and ajonjolí are sesame
mole, mole poblano, mole negro, mole rojo, pasta de mole | sesame | peanuts tree-nuts wheat soy | mole is thickened with sesame seeds and often peanuts, almonds and bread or crackers
pipian | | sesame peanuts | pipián is pumpkin seeds, often with sesame or peanuts
# Mustard
mostaza, mostazas, mostaza de dijon, mostaza antigua, semillas de mostaza, mostaza en polvo | mustard | | mostaza is mustard
vinagreta | | mustard sulphites | vinaigrette is often made with mustard and wine vinegar
curry, curri, curry en polvo | | mustard celery | curry powders often include mustard seed, and some celery seed
# Celery
apio, apionabo, apio nabo, sal de apio, hojas de apio | celery | | apio is celery
caldo, caldos, caldo de pollo, caldo de carne, caldo de verduras, fondo de ave, consome | | celery | stock usually holds celery
pastilla de caldo, pastillas de caldo, cubo de caldo, cubito de caldo, caldo en polvo, avecrem, consome en polvo | | celery wheat | stock cubes often hold celery and wheat
# Lupin
altramuz, altramuces, chocho, chochos, lupino, lupinos, harina de altramuz | lupin | | altramuz is lupin
# Sulphites
vino, vinos, vino blanco, vino tinto, vino rosado, vino de jerez, jerez, jerez seco, vino fino, manzanilla de sanlucar, oporto, marsala, cava, vermut, vinagre de vino, vinagre de jerez, vinagre de modena, vinagre balsamico, balsamico, brandy, cognac | sulphites | | wine and wine vinegar hold sulphites
crema balsamica, crema de balsamico, crema de vinagre balsamico | sulphites | | balsamic cream is reduced wine vinegar
orejon, orejones, albaricoque seco, albaricoques secos, chabacano seco, fruta confitada, frutas confitadas, fruta escarchada, cerezas confitadas | sulphites | | dried and candied fruit is preserved with sulphites
# Composite dishes
croqueta, croquetas | wheat milk | eggs | croquetas are béchamel breaded with flour, often egg and crumbs
salmorejo, gazpacho | | wheat sulphites | salmorejo and gazpacho are often thickened with bread and seasoned with sherry vinegar
ajoblanco | tree-nuts wheat | | ajoblanco is almonds blended with bread
tortilla de patatas, tortilla de patata, tortilla espanola | eggs | | Spanish tortilla is potato and egg
polvoron, polvorones, mantecado, mantecados | wheat | tree-nuts milk | polvorones are flour and lard shortbread, often with almonds
sobao, sobaos, ensaimada, ensaimadas, brioche | wheat eggs | milk | these buns and cakes are flour and egg, often with butter
chile en nogada, nogada | tree-nuts milk | | nogada is walnut and cream sauce
paella de marisco | crustaceans molluscs | fish | seafood paella holds shellfish, often in fish stock
# Not an allergen: phrases that would otherwise read as one
leche de coco, crema de coco, aceite de coco, coco rallado, nuez moscada, manteca de cacao, manteca de cerdo, crema de tartaro, harina de maiz, harina de arroz, harina de garbanzo, harina de yuca, harina pan, harina de trigo sarraceno, trigo sarraceno, pasta de tomate, pasta de ajo, pasta de achiote, pasta de guayaba, pasta de chile, pasta de pimiento, harina sin gluten, pasta sin gluten, tortilla de maiz, tortillas de maiz, leche de arroz, crema de arroz, castana de agua, castanas de agua, fideos de arroz, fideo de arroz, tallarines de arroz, pasta de arroz, pan sin gluten, pan de muerto sin gluten | | | this is not an allergen: coconut, nutmeg, maize, rice and buckwheat are safe
`,
  negations: `
sin gluten, sin trigo | wheat gluten
sin leche, sin lacteos | milk
sin huevo, sin huevos | eggs
sin cacahuete, sin cacahuetes, sin mani | peanuts
sin frutos secos, sin nueces | tree-nuts
sin soja | soy
sin sesamo | sesame
sin mostaza | mustard
sin apio | celery
sin sulfitos | sulphites
sin pescado | fish
sin marisco | crustaceans molluscs
`,
}
