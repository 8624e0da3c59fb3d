import type { LanguageLexicon } from '../language-lexicon'

/** Portuguese allergen words (Portugal and Brazil), written from Portuguese cooking and labelling vocabulary. */
export const LEXICON: LanguageLexicon = {
  code: 'pt',
  name: 'Portuguese',
  // Portuguese plurals add -s or -es (natas, nozes); pão and pães are both listed.
  plurals: ['s', 'es'],
  entries: `
# Milk
leite, leites, leite gordo, leite meio gordo, leite magro, leite integral, leite desnatado, leite semidesnatado, leite em po, leite condensado, leite evaporado, lacteo, lacteos, soro de leite, caseina, lactose | milk | | leite is milk
manteiga, manteigas, manteiga sem sal, manteiga com sal, manteiga clarificada, ghee, margarina | milk | | manteiga is butter; most margarine holds whey or buttermilk
nata, natas, natas para bater, chantilly, chantili, creme de leite, creme fresco, creme azedo, nata azeda | milk | | natas and creme de leite are cream
queijo, queijos, queijo ralado, queijo fresco, queijo da serra, queijo de cabra, queijo de coalho, queijo minas, queijo prato, queijo creme, requeijao, requeijao cremoso, catupiry, mussarela, muçarela, mozarela, mozzarella, parmesao, parmesão, ricota, ricotta, mascarpone, provolone, gorgonzola, feta, gouda, cheddar, emmental, brie, camembert, cottage, quark | milk | | a cheese, made from milk
iogurte, iogurtes, iogurte grego, kefir, coalhada | milk | | iogurte is yogurt
doce de leite, brigadeiro, brigadeiros | milk | | doce de leite and brigadeiro are cooked-down condensed milk
arroz doce, leite creme, pudim, pudim de leite, quindim | milk eggs | | these puddings are milk and egg
pastel de nata, pasteis de nata, pastel de belem, pasteis de belem | milk eggs wheat | | pastéis de nata are custard of milk and egg in wheat pastry
pao de queijo, paes de queijo, paezinhos de queijo | milk eggs | | pão de queijo is tapioca, cheese and egg
chocolate ao leite, chocolate branco | milk | soy | milk and white chocolate hold milk, often soy lecithin
chocolate, chocolate meio amargo, chocolate amargo, chocolate negro, chocolate culinario, tablete de chocolate, pepitas de chocolate, granulado | | milk soy | dark chocolate is often made on milk lines with soy lecithin
molho bechamel, bechamel, bechamel, molho branco | milk wheat | | béchamel is milk thickened with a flour roux
# Eggs
ovo, ovos, gema, gemas, clara, claras, clara de ovo, claras de ovo, claras em castelo, ovos de codorna, ovos de codorniz, albumina, ovoproduto | eggs | | ovo is egg
maionese, molho tartaro, molho rose | eggs | mustard | maionese is egg yolk and oil, often with mustard
aioli, alioli | eggs | | aioli as made and sold today is garlic mayonnaise with egg
suspiro, suspiros, merengue, ovos moles, fios de ovos | eggs | | these are egg white or egg yolk sweets
# Fish
peixe, peixes, bacalhau, pescada, pescadinha, merluza, salmao, atum, sardinha, sardinhas, cavala, carapau, carapaus, dourada, robalo, linguado, tamboril, peixe espada, espadarte, truta, tilapia, pescada amarela, tainha, badejo, anchova, anchovas, enchova, biqueirao, biqueiroes, arenque, corvina, pargo, garoupa, tambaqui, pirarucu, surimi, ovas, caviar, filete de peixe, filetes de peixe | fish | | a fish
caldo de peixe, sopa de peixe | fish | celery | fish stock is fish, usually simmered with celery
molho de peixe, molho de peixe tailandes | fish | | fish sauce is fermented fish
molho ingles, molho worcestershire, worcestershire | fish | gluten | Worcestershire sauce is made with anchovies, often with malt vinegar
# Crustaceans
camarao, camaroes, camarao seco, gamba, gambas, lagosta, lagostas, lagostim, lagostins, lavagante, caranguejo, caranguejos, sapateira, santola, siri, siris, percebe, percebes, crustaceo, crustaceos, carabineiro, carabineiros | crustaceans | | a crustacean
pasta de caril, pasta de caril vermelho, pasta de caril verde, pasta de curry, pasta de curry vermelho, pasta de curry verde | | crustaceans | Thai curry paste is often made with shrimp paste
# Molluscs
mexilhao, mexilhoes, ameijoa, ameijoas, amêijoas, berbigao, berbigoes, lingueirao, lingueiroes, ostra, ostras, vieira, vieiras, lula, lulas, choco, chocos, polvo, polvos, caracol, caracois, buzio, buzios, lapa, lapas, molusco, moluscos, sururu, marisco, mariscos, frutos do mar | molluscs | | a mollusc
molho de ostra, molho de ostras | molluscs | wheat soy | oyster sauce is thickened with wheat starch and often seasoned with soy sauce
# Tree nuts
amendoa, amendoas, farinha de amendoa, farinha de amendoas, leite de amendoa, leite de amendoas, bebida de amendoa, noz, nozes, noz peca, nozes peca, avela, avelas, castanha de caju, castanhas de caju, caju, castanha do para, castanhas do para, castanha do brasil, pistacho, pistachos, pistache, pistaches, pinhao, pinhoes, pinoli, macadamia, castanha, castanhas, maçapao, macapao, frutos secos, frutos de casca rija, praline | tree-nuts | | a tree nut
pesto | milk tree-nuts | | pesto is basil with pine nuts and hard cheese
creme de avela, creme de avelas, nutella | milk tree-nuts | soy | hazelnut spread is hazelnuts with milk powder, often soy lecithin
# Peanuts
amendoim, amendoins, pasta de amendoim, manteiga de amendoim, oleo de amendoim, pacoca, pacocas, pé de moleque, pe de moleque | peanuts | | amendoim is peanut; paçoca is ground peanut candy
# Wheat and gluten grains
trigo, farinha, farinhas, farinha de trigo, farinha sem fermento, farinha com fermento, farinha integral, semola, semolina, trigo duro, espelta, kamut, cuscuz marroquino, couscous, bulgur, trigo para quibe, farelo de trigo, germen de trigo, gluten, seitan | wheat | | this is wheat or a wheat flour
pao, paes, pao ralado, farinha de rosca, pao de forma, pao frances, pao de hamburguer, pao sirio, broa de trigo, pao torrado, tosta, tostas, croutons | wheat | | bread is wheat
massa, massas, massa seca, esparguete, espaguete, spaghetti, macarrao, talharim, talharins, penne, fusilli, lasanha, lasanhas, aletria, cotovelos, massinhas, miojo, massa de pastel, massa de pizza | wheat | | massa (pasta) is wheat
massa folhada, massa quebrada, massa areada, massa filo, massa de empada | wheat | milk | pastry is wheat flour, often with butter
biscoito de polvilho, biscoitos de polvilho | | eggs milk | cassava-starch biscuits hold no wheat, but usually egg and milk
bolacha maria, bolachas maria | wheat | milk | Maria biscuits are wheat flour, often with milk
bolacha, bolachas, biscoito, biscoitos, bolo, bolos, pao de lo, madalena, madalenas, waffle, panqueca, panquecas, crepe, crepes, empada, empadas, coxinha, coxinhas, pastel, pasteis, rissol, rissois | wheat | milk eggs | biscuits, cakes and pastries are wheat flour, usually with butter or milk and egg
cevada, malte, extrato de malte, centeio, farinha de centeio, aveia, flocos de aveia, farelo de aveia, farinha de aveia | gluten | | a gluten grain (barley, rye, oats)
leite de aveia, bebida de aveia | gluten | | oat milk is made from oats
cerveja, cervejas | gluten | | beer is brewed from barley malt
# Soy
soja, leite de soja, bebida de soja, proteina de soja, proteina texturizada de soja, tofu, tempeh, edamame, lecitina de soja | soy | | soja is soy
molho de soja, molho shoyu, shoyu, molho teriyaki, teriyaki | soy wheat | | soy sauce is brewed from soybeans and wheat
missô, misso, miso | soy | wheat | miso is often made with barley or wheat
tamari | soy | wheat | tamari is brewed with little or no wheat, but some brands add it
# Sesame
sesamo, gergelim, sementes de sesamo, sementes de gergelim, oleo de sesamo, oleo de gergelim, tahine, tahini, tahina, pasta de sesamo, homus, hummus | sesame | | sésamo and gergelim are sesame
# Mustard
mostarda, mostardas, mostarda de dijon, mostarda antiga, graos de mostarda, sementes de mostarda | mustard | | mostarda is mustard
vinagrete | | mustard sulphites | vinaigrette is often made with mustard and wine vinegar
caril, caril em po, curry, curry em po | | mustard celery | curry powders often include mustard seed, and some celery seed
# Celery
aipo, aipos, salsao, salsão, sal de aipo, aipo rabano, raiz de aipo | celery | | aipo and salsão are celery
caldo, caldos, caldo de galinha, caldo de carne, caldo de legumes, fundo de galinha | | celery | stock usually holds celery
cubo de caldo, cubos de caldo, caldo em cubo, caldo em tablete, tablete de caldo, caldo knorr, caldo maggi | | celery wheat | stock cubes often hold celery and wheat
# Lupin
tremoco, tremocos, tremoço, tremoços, farinha de tremoco, tremoçoes, lupino | lupin | | tremoço is lupin
# Sulphites
vinho, vinhos, vinho branco, vinho tinto, vinho rose, vinho do porto, porto, vinho madeira, moscatel, espumante, vermute, vinagre de vinho, vinagre de vinho tinto, vinagre de vinho branco, vinagre balsamico, balsamico | sulphites | | wine and wine vinegar hold sulphites
damasco seco, damascos secos, alperce seco, alperces secos, frutas cristalizadas, fruta cristalizada, frutas secas, passas brancas, cerejas cristalizadas | sulphites | | dried and candied fruit is preserved with sulphites
# Composite dishes
bolinho de bacalhau, bolinhos de bacalhau, pastel de bacalhau, pasteis de bacalhau | fish eggs | wheat | codfish cakes are cod, potato and egg, in Brazil often with flour
empadao | wheat | milk eggs | empadão is a pie of wheat pastry, often with butter and egg
moqueca | | fish crustaceans | moqueca is a fish or shrimp stew
vatapa | crustaceans wheat | peanuts tree-nuts | vatapá is bread and dried shrimp, often with peanuts and cashews
acaraje | | crustaceans | acarajé is filled with dried shrimp and vatapá
farofa | | milk | farofa is cassava flour toasted, often in butter
bola de berlim, bolas de berlim, sonho, sonhos | wheat eggs milk | | these doughnuts are wheat dough with egg and milk, often custard
beijinho, beijinhos | milk | | beijinho is condensed milk and coconut
# Not an allergen: phrases that would otherwise read as one
leite de coco, creme de coco, oleo de coco, coco ralado, noz moscada, manteiga de cacau, manteiga de garrafa, farinha de milho, farinha de milho flocada, flocao, farinha de mandioca, farinha de tapioca, farinha de arroz, farinha de grao, fuba, polvilho, polvilho doce, polvilho azedo, massa sem gluten, farinha sem gluten, pao sem gluten, molho de salsa, molho de coentros, molho de hortelã, molho de salsa picada, leite de arroz, castanha dagua, castanhas dagua, massa de mandioca, cuscuz de milho, cuscuz nordestino, massa de tomate, massa de pimentao, massa de alho, caldo de cana | | | this is not an allergen: coconut, nutmeg, maize, cassava and rice are safe; a molho of herbs is a bunch
`,
  negations: `
sem gluten, sem trigo | wheat gluten
sem leite, sem lacteos, sem manteiga | milk
sem ovo, sem ovos | eggs
sem amendoim | peanuts
sem frutos secos, sem nozes | tree-nuts
sem soja | soy
sem sesamo, sem gergelim | sesame
sem mostarda | mustard
sem aipo | celery
sem sulfitos | sulphites
`,
}
