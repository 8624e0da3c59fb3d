import type { LanguageLexicon } from '../language-lexicon'

/**
 * Russian allergen words, written from Russian cooking and labelling vocabulary. Folding reads ё as е and й
 * as и. Case endings are covered by stems with a star of at least four letters, or by listing the forms where
 * the stem is shorter (сыр and сырой, raw, share three letters).
 */
export const LEXICON: LanguageLexicon = {
  code: 'ru',
  name: 'Russian',
  entries: `
# Milk
молок*, молоч*, сгущен*, сгущенк*, пахта, пахты, сыворотк*, казеин*, топлен* масл*, масло гхи, гхи | milk | | молоко is milk
сливк*, сливок, сливочн*, сметан*, творог*, творож*, кефир*, ряженк*, простокваш*, йогурт*, варенец, айран*, маргарин* | milk | | a milk product (butter, cream, sour cream, curd cheese, kefir); most margarine holds whey
сыр, сыра, сыру, сыром, сыре, сыры, сыров, сырами, сырок, сырка, сырки, сырков, пармезан*, моцарел*, моцарелл*, брынз*, фета, феты, фетой, фетакс*, сулугун*, адыгейск*, рикотт*, маскарпоне, горгонзол*, камамбер*, чеддер*, гауд*, маасдам*, эмментал*, халлуми, бри | milk | | a cheese, made from milk
сырник*, блин*, блинчик*, оладь*, оладий, оладушк* | wheat milk eggs | | syrniki and blini are flour, milk and egg
молочн* шоколад*, бел* шоколад* | milk | soy | milk and white chocolate hold milk, often soy lecithin
шоколад*, горьк* шоколад*, темн* шоколад* | | milk soy | dark chocolate is often made on milk lines with soy lecithin
бешамел*, соус бешамель | milk wheat | | béchamel is milk thickened with a flour roux
# Eggs
яиц*, яйц*, яичн*, желтк*, желток, белок, белка, белки, белков, белками, перепелин* яиц*, меланж | eggs | | яйцо is egg
майонез* | eggs | mustard | mayonnaise is egg yolk and oil, often with mustard
меренг*, безе | eggs | | meringue is whipped egg white
# Fish
рыба, рыбы, рыбу, рыбой, рыбе, рыбка, рыбки, рыбн*, треск*, сельдь, сельди, сельдью, сельдей, селедк*, семг*, лосос*, форел*, тунц*, тунец, скумбри*, шпрот*, кильк*, минта*, хек, хека, хеком, судак*, щук*, карп, карпа, камбал*, дорад*, сибас*, палтус*, горбуш*, кета, кеты, кижуч*, нерк*, навага, наваги, сардин*, анчоус*, хамс*, мойв*, тилапи*, пангасиус*, окунь, окуня, окунем, окуней, окуни, сом, сома, осетр*, корюшк*, вобл*, тарань, сурими, красн* икр*, черн* икр*, икра, икры, икру, икрой, рыбн* соус*, соус из рыбы | fish | | a fish
рыбн* бульон*, уха, ухи, уху | fish | celery | fish stock and ukha are fish, usually with celery
крабов* палоч* | fish | eggs | crab sticks are surimi (fish), often bound with egg white
вустерширск* соус*, ворчестер*, вустер* | fish | gluten | Worcestershire sauce is made with anchovies, often with malt vinegar
# Crustaceans
креветк*, креветок, краб, краба, крабы, крабов, крабом, мяс* краб*, крабов* мяс*, рак, раки, раков, раками, раков* шейк*, лангуст*, лангустин*, омар*, лобстер*, ракообразн* | crustaceans | | a crustacean
паст* карри, красн* паст* карри, зелен* паст* карри | | crustaceans | Thai curry paste is often made with shrimp paste
# Molluscs
миди*, кальмар*, осьминог*, устриц*, гребешк*, морск* гребешок, улитк*, каракатиц*, моллюск*, рапан*, трубач*, гребешок | molluscs | | a mollusc
морепродукт*, морск* коктейл* | crustaceans molluscs | | морепродукты (seafood) are shellfish
устричн* соус* | molluscs | wheat soy | oyster sauce is thickened with wheat starch and often seasoned with soy sauce
# Tree nuts
орех*, орешк*, грецк* орех*, миндал*, фундук*, кешью, фисташ*, пекан*, макадами*, бразильск* орех*, кедров* орех*, кедров* орешк*, лесн* орех*, каштан*, марципан*, пралине, нуга, нуги, грильяж* | tree-nuts | | a tree nut
нутелл*, шоколадн* паст* | milk tree-nuts | soy | chocolate hazelnut spread is hazelnuts with milk powder, often soy lecithin
песто | milk tree-nuts | | pesto is basil with pine nuts and hard cheese
# Peanuts
арахис*, земля* орех*, земляной орех | peanuts | | арахис is peanut
# Wheat and gluten grains
мука, муки, муку, мукой, муке, пшени*, пшеничн*, манн*, манк*, полба, полбы, полбу, спельт*, булгур*, кускус*, отруб*, глютен*, клейковин*, сейтан | wheat | | this is wheat or a wheat flour
хлеб, хлеба, хлебом, хлебн*, хлебц*, батон*, булк*, булочк*, багет*, лаваш*, сухар*, панировочн*, пита, питы, гренк*, чиабатт*, тост* | wheat | | bread is wheat
макарон*, спагетт*, вермишел*, лапш*, рожк*, фузилли, лазань* | wheat | | pasta and noodles are wheat
тест*, слоен* тест* | wheat | milk | dough is wheat flour, often with butter
песочн* печень*, песочн* тест* | wheat milk | eggs | shortbread is wheat flour and butter, often with egg
пельмен*, вареник*, манты, мантов, хинкали, равиол* | wheat | eggs | dumpling dough is wheat flour, often with egg
печенье, печенья, печеньем, крекер*, пряник*, вафл*, бисквит*, торт, торта, торты, тортом, пирог*, пирож*, кекс*, маффин*, круассан* | wheat | milk eggs | cakes and biscuits are wheat flour, usually with butter and egg
овсян*, овес, овса, геркулес*, ячмен*, ячнев*, перлов*, перловк*, рожь, ржи, ржан*, солод*, овсян* хлопь* | gluten | | a gluten grain (barley, rye, oats)
ржан* хлеб*, бородинск* | gluten | wheat | Russian rye bread is usually part wheat flour
пиво, пива, пивом, пивн* | gluten | | beer is brewed from barley malt
# Soy
соя, сои, сою, соев*, тофу, эдамаме, темпе, соев* молок*, соев* лецитин* | soy | | соя is soy
соев* соус*, терияки | soy wheat | | soy sauce is brewed from soybeans and wheat
мисо | soy | wheat | miso is often made with barley or wheat
# Sesame
кунжут*, тахин*, хумус*, тахинн* халв* | sesame | | кунжут is sesame
халв* | | sesame tree-nuts | halva is made from sunflower seeds or sesame, sometimes with nuts
# Mustard
горчиц*, горчичн* | mustard | | горчица is mustard
карри, порошок карри | | mustard celery | curry powders often include mustard seed, and some celery seed
# Celery
сельдере* | celery | | сельдерей is celery
бульон* | | celery | stock usually holds celery
бульонн* кубик*, кубик* бульон*, сух* бульон* | | celery wheat | stock cubes often hold celery and wheat
# Lupin
люпин* | lupin | | люпин is lupin
# Sulphites
вино, вина, вином, вине, винн*, бальзамическ*, херес*, портвейн*, мадер*, марсал*, вермут*, шампанск* | sulphites | | wine and wine vinegar hold sulphites
кураг*, сухофрукт*, цукат*, светл* изюм* | sulphites | | dried and candied fruit is preserved with sulphites
# Composite dishes
шарлотк* | wheat eggs | | sharlotka is an apple sponge of flour and egg
ватрушк*, запеканк* творожн*, творожн* запеканк* | milk eggs wheat | | these are curd cheese baked with egg and flour or semolina
оливье, сельд* под шуб*, шуба | | eggs mustard | Olivier salad and herring under a fur coat are dressed with mayonnaise
хачапури | wheat milk | eggs | khachapuri is bread filled with cheese, often topped with egg
чебурек*, беляш*, самс* | wheat | | these are fried or baked wheat pastries
сациви, пхали, лобио | | tree-nuts | Georgian satsivi, pkhali and lobio are often made with walnuts
квас, кваса, квасом | gluten | | kvass is fermented rye bread
# Not an allergen: phrases that would otherwise read as one
кокосов* молок*, кокосов* сливк*, кокосов* орех*, кокосов* стружк*, мускатн* орех*, масло какао, какао масл*, кабачков* икр*, баклажанн* икр*, грибн* икр*, рисов* мук*, гречнев* мук*, кукурузн* мук*, нутов* мук*, рисов* лапш*, стеклянн* лапш*, фунчоз*, рисов* молок*, без* глютен* мук* | | | this is not an allergen: coconut, nutmeg, cocoa butter, vegetable caviar and rice, buckwheat, corn or chickpea flour are safe
миндальн* молок*, миндальн* мук* | tree-nuts | | almond milk and flour are almonds
люпинов* мук*, мук* из люпин* | lupin | | lupin flour is ground lupin
овсян* молок*, овсян* мук* | gluten | | oat milk and flour are oats
`,
  negations: `
без глютена, без пшеницы | wheat gluten
без молока, без молочных продуктов | milk
без яиц, без яица | eggs
без арахиса | peanuts
без орехов | tree-nuts
без сои | soy
без кунжута | sesame
без горчицы | mustard
без сельдерея | celery
без сульфитов | sulphites
`,
}
