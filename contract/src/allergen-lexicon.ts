import { COMPOSITE_FOODS, COMPOSITE_FOODS_SOURCE, parseCompositeFoods } from './allergen-composites'
import {
  ALLERGEN_IDS,
  SENSITIVITY_IDS,
  sharedSensitivityId,
  type AllergenId,
  type SensitivityId,
} from './allergen-ids'
import { COMMON_ENGLISH_WORDS } from './allergen-lexicon/english-words'
import {
  foldText,
  NO_SPACE_SCRIPT,
  splitParts,
  splitTerms,
  splitWords,
  stemToken,
  tokenize,
  type Tokens,
} from './allergen-lexicon/fold'
import { LANGUAGE_LEXICONS } from './allergen-lexicon/lang'
import type { LanguageLexicon } from './allergen-lexicon/language-lexicon'
import {
  newEntry,
  parseTerm,
  PhraseIndex,
  type EnglishGuard,
  type Entry,
  type Phrase,
} from './allergen-lexicon/matcher'

export interface AllergenDetection {
  /** Allergens the lines certainly hold. */
  allergens: AllergenId[]
  /** Allergens the lines often hold (composite foods such as miso), never repeating `allergens`. */
  mayContain: AllergenId[]
  sensitivities: SensitivityId[]
}

/** Why a recipe holds an allergen it does not name: the composite food and its lexicon note. */
export interface AllergenReason {
  allergen: AllergenId
  level: 'contains' | 'often'
  food: string
  note: string
}

const ALLERGEN_ORDER: readonly AllergenId[] = ALLERGEN_IDS
const SENSITIVITY_ORDER: readonly SensitivityId[] = SENSITIVITY_IDS

/** Comma- or newline-separated phrases, then what they contain (or, for a negation, what they rule out). */
type Rule = readonly [
  terms: string,
  allergens: readonly AllergenId[],
  sensitivities?: readonly SensitivityId[],
]

const SPICY: readonly SensitivityId[] = ['spicy-foods', 'nightshades']
const CURED: readonly SensitivityId[] = ['high-sodium', 'preservatives', 'histamine']
const AGED_CHEESE: readonly SensitivityId[] = ['histamine', 'high-sodium']
const WINE: readonly SensitivityId[] = ['histamine']

/** The longest phrase wins at each position: 'peanut butter' is not butter, 'coconut milk' ([]) not milk. */
const TERM_RULES: readonly Rule[] = [
  // Milk
  [
    `milk, whole milk, skim milk, skimmed milk, semi skimmed milk, nonfat milk, low fat milk, raw milk,
    goat milk, sheep milk, dairy, dairy milk, butter, clarified butter, brown butter, beurre, ghee, butterfat,
    milkfat, milk fat, milk solids, buttermilk, cream, heavy cream, heavy whipping cream, whipping cream,
    double cream, single cream, light cream, clotted cream, table cream, sour cream, soured cream,
    creme fraiche, crema, half and half, creamer, coffee creamer, non dairy creamer, nondairy creamer,
    non dairy whipped topping, whipped topping, cheese, curd, curds, cheese curds, whey, whey protein, casein,
    caseinate, sodium caseinate, calcium caseinate, lactose, lactalbumin, milk powder, powdered milk,
    dry milk, dried milk, condensed milk, evaporated milk, dulce de leche, cajeta, ice cream, gelato,
    frozen yogurt, kulfi, alfredo, queso, nacho cheese, mozzarella, burrata, bocconcini, stracciatella,
    ricotta, mascarpone, paneer, cottage cheese, cream cheese, neufchatel, feta, halloumi, queso fresco,
    queso blanco, queso oaxaca, oaxaca cheese, cotija, goat cheese, chevre, boursin, brie, camembert, havarti,
    muenster, munster, jack cheese, monterey jack, colby, colby jack, pepper jack, american cheese, velveeta,
    string cheese, swiss, emmental, emmentaler, emmenthal, jarlsberg, raclette, fontina, taleggio, reblochon,
    scamorza, caciocavallo, kasseri, kefalotyri, mizithra, wensleydale, red leicester, double gloucester,
    edam, milk chocolate, white chocolate, butterscotch, toffee, fudge, caramel, caramel sauce, buttercream,
    cheesecake, tzatziki, raita, lassi, khoa, khoya, malai, dahi, labneh, labne, quark, skyr, mozz,
    margarine`,
    ['milk'],
  ],
  [`yogurt, yoghurt, yogourt, kefir, greek yogurt`, ['milk'], ['histamine', 'fodmaps']],
  [
    `parmesan, parm, parmigiano, parmigiano reggiano, reggiano, grana padano, pecorino, pecorino romano,
    romano, asiago, cheddar, gouda, gruyere, comte, provolone, manchego, blue cheese, bleu cheese, gorgonzola,
    roquefort, stilton, aged cheese`,
    ['milk'],
    AGED_CHEESE,
  ],
  // Eggs
  [
    `egg, egg yolk, yolk, egg white, egg wash, liquid egg, egg substitute, egg beater, albumen, albumin,
    ovalbumin, quail egg, duck egg, mayonnaise, mayo, kewpie, miracle whip, aioli, meringue, meringue powder,
    swiss meringue, italian meringue, tartar sauce, tartare sauce, remoulade, thousand island, macaroon,
    pavlova`,
    ['eggs'],
  ],
  [`hollandaise, bearnaise, custard, eggnog, lemon curd, ranch dressing, pastry cream`, ['milk', 'eggs']],
  [`caesar dressing, caesar`, ['milk', 'eggs', 'fish'], ['high-sodium']],
  [`dijonnaise`, ['eggs', 'mustard']],
  // Fish
  [
    `fish, fish fillet, fish stock, fish broth, fishcake, fish cake, fish ball, salmon, tuna, ahi, albacore,
    cod, haddock, halibut, tilapia, trout, sardine, sardines, mackerel, herring, kipper, sprat, pilchard,
    sea bass, bass, snapper, red snapper, mahi mahi, mahi, swordfish, catfish, pollock, pollack, sole,
    flounder, plaice, monkfish, perch, pike, carp, eel, unagi, branzino, barramundi, grouper, hake, whitefish,
    whiting, smelt, arctic char, sablefish, black cod, turbot, bream, sea bream, dorade, orata, john dory,
    mullet, pompano, walleye, sturgeon, yellowtail, hamachi, basa, swai, bonito, katsuobushi, dashi, hondashi,
    caviar, roe, fish roe, ikura, tobiko, masago, taramasalata, bottarga, gravlax, cisco, shad, wahoo, cobia`,
    ['fish'],
  ],
  [
    `anchovy, anchovies, anchovy paste, anchovy fillet, fish sauce, nam pla, nuoc mam, patis, colatura, garum,
    smoked salmon, lox, salt cod, bacalao, baccala, worcestershire, worcestershire sauce, worcester sauce`,
    ['fish'],
    ['high-sodium', 'histamine'],
  ],
  [`surimi, imitation crab, crab stick, krab`, ['fish', 'crustaceans', 'eggs', 'wheat']],
  [`furikake`, ['fish', 'sesame'], ['high-sodium']],
  // Crustaceans; Thai curry pastes count because most authentic brands contain shrimp paste.
  [
    `crustacean, shrimp, prawn, king prawn, tiger prawn, crab, crabmeat, crab meat, lobster, lobster tail,
    crayfish, crawfish, crawdad, langoustine, scampi, krill, dried shrimp, shrimp stock, lobster stock,
    lobster bisque, shrimp chip, prawn cracker`,
    ['crustaceans'],
  ],
  [`shrimp paste, belacan, terasi, kapi`, ['crustaceans'], ['high-sodium']],
  [`bagoong`, ['fish', 'crustaceans'], ['high-sodium']],
  [
    `curry paste, red curry paste, green curry paste, yellow curry paste, panang curry paste,
    massaman curry paste, tom yum paste`,
    ['crustaceans'],
    SPICY,
  ],
  [`shellfish, shellfish stock, xo sauce`, ['crustaceans', 'molluscs']],
  [`seafood, seafood stock, seafood mix, frutti di mare`, ['fish', 'crustaceans', 'molluscs']],
  // Molluscs
  [
    `mollusc, mollusk, mussel, moule, clam, razor clam, littleneck, quahog, vongole, oyster, scallop, squid,
    calamari, octopus, cuttlefish, squid ink, snail, escargot, abalone, whelk, cockle, periwinkle, conch,
    geoduck, limpet, clam juice`,
    ['molluscs'],
  ],
  [`oyster sauce`, ['molluscs', 'wheat'], ['high-sodium']],
  [`clam chowder`, ['milk', 'molluscs', 'wheat']],
  // Tree nuts; coconut is not one for this product.
  [
    `tree nut, almond, cashew, walnut, pecan, pistachio, hazelnut, filbert, macadamia, brazil nut, pine nut,
    pignoli, pinoli, pine kernel, chestnut, marron, cobnut, pili nut, hickory nut, beechnut, candlenut,
    kemiri, praline, marzipan, almond paste, almond extract, orgeat, romesco, nut milk, nut oil`,
    ['tree-nuts'],
  ],
  [`frangipane`, ['milk', 'eggs', 'tree-nuts']],
  [
    `nutella, gianduja, hazelnut spread, chocolate hazelnut spread`,
    ['milk', 'tree-nuts', 'soy'],
    ['caffeine'],
  ],
  [`pesto`, ['milk', 'tree-nuts']],
  [`baklava`, ['milk', 'tree-nuts', 'wheat']],
  [`amaretti, macaron, nougat`, ['eggs', 'tree-nuts']],
  [`dukkah, duqqa`, ['tree-nuts', 'sesame']],
  // Mixed or unnamed nuts may be either kind.
  [`nut, mixed nut, nut butter, ground nut`, ['tree-nuts', 'peanuts']],
  // Peanuts; refined peanut oil is debated, but this product is conservative so it counts.
  [
    `peanut, peanut butter, peanut oil, peanut sauce, peanut flour, groundnut, groundnut oil, arachis,
    arachis oil, monkey nut, satay, satay sauce, gado gado, beer nut`,
    ['peanuts'],
  ],
  // Wheat (gluten and FODMAPs follow automatically)
  [
    `wheat, whole wheat, wheat flour, flour, plain flour, bread, breadcrumb, bread crumb, panko, crouton,
    pasta, macaroni, spaghetti, spaghettini, linguine, linguini, fettuccine, fettuccini, fettucine, penne,
    rigatoni, fusilli, farfalle, orzo, lasagna, lasagne, ziti, rotini, cavatappi, orecchiette, bucatini,
    capellini, angel hair, ditalini, gemelli, paccheri, conchiglie, pasta shell, campanelle, radiatori,
    manicotti, cannelloni, vermicelli, agnolotti, mafaldine, trofie, strozzapreti, casarecce, cavatelli,
    mostaccioli, perciatelli, tagliolini, pastina, stelline, fregola, fideo, fideos, couscous,
    israeli couscous, pearl couscous, bulgur, bulghur, burghul, cracked wheat, semolina, durum, farro, spelt,
    kamut, khorasan, einkorn, emmer, freekeh, frikeh, triticale, seitan, vital wheat gluten, wheat gluten,
    farina, cream of wheat, graham, graham cracker, matzo, matzah, matza, matzoh, cracker, saltine, pretzel,
    pie crust, pie dough, pie shell, pizza dough, pizza crust, pizza base, pastry, puff pastry, shortcrust,
    phyllo, filo, fillo, tortilla, flour tortilla, pita, pitta, roti, chapati, paratha, lavash, bagel,
    baguette, ciabatta, focaccia, sourdough, english muffin, bun, dinner roll, bread roll, hoagie roll,
    sub roll, kaiser roll, noodle, udon, ramen, soba, somen, lo mein, chow mein, dumpling wrapper,
    gyoza wrapper, potsticker wrapper, spring roll wrapper, wheat germ, wheat bran, bran, bran flake,
    shredded wheat, wheat berry, wheat starch, biscuit, cookie, cookies, cake mix, brownie mix, pancake mix,
    bisquick, roux, stuffing, dumpling, gnocchi, oyster cracker, pumpernickel, rye bread, toast, breaded,
    breading, breadstick, crispbread, melba toast, crumpet, wafer, tempura, tempura batter, tabbouleh,
    tabouli, kibbeh`,
    ['wheat'],
  ],
  [`naan, croissant, shortbread, bechamel, mornay`, ['milk', 'wheat']],
  [`brioche`, ['milk', 'eggs', 'wheat']],
  [
    `challah, egg noodle, egg pasta, fresh pasta, tagliatelle, pappardelle, spaetzle, ladyfinger, savoiardi`,
    ['eggs', 'wheat'],
  ],
  [`egg roll wrapper, egg roll, wonton wrapper, wonton skin, wonton`, ['eggs', 'wheat']],
  [`tortellini, ravioli, cheese tortellini`, ['milk', 'eggs', 'wheat']],
  [`cornbread`, ['milk', 'eggs', 'wheat']],
  [`cream of mushroom, cream of chicken`, ['milk', 'wheat'], ['high-sodium']],
  [`cream of celery`, ['milk', 'wheat', 'celery'], ['high-sodium']],
  [`malted milk`, ['milk', 'wheat']],
  [
    `soy sauce, light soy sauce, dark soy sauce, shoyu, kecap manis, sweet soy sauce`,
    ['wheat', 'soy'],
    ['high-sodium', 'histamine'],
  ],
  [`teriyaki, teriyaki sauce`, ['wheat', 'soy'], ['high-sodium']],
  [`hoisin, hoisin sauce`, ['wheat', 'soy', 'sesame'], ['high-sodium']],
  [`ponzu`, ['fish', 'wheat', 'soy'], ['citrus', 'high-sodium']],
  [`gochujang`, ['wheat', 'soy'], ['spicy-foods', 'nightshades', 'high-sodium']],
  [`doubanjiang`, ['wheat', 'soy'], ['spicy-foods', 'nightshades', 'high-sodium']],
  [`shaoxing, shaoxing wine, shao hsing`, ['wheat', 'sulphites'], WINE],
  // Gluten cereals that are not wheat; oats count because the EU lists them and most are contaminated.
  [
    `gluten, barley, pearl barley, barley flour, malt, malted, malt extract, malt syrup, barley malt,
    malt vinegar, diastatic malt, marmite, vegemite, rye, rye flour, oat, oatmeal, rolled oat, steel cut oat,
    oat bran, oat flour, oatcake, granola, muesli`,
    ['gluten'],
  ],
  [`beer, lager, ale, stout, porter, pilsner, ipa`, ['gluten'], ['histamine', 'sulphites']],
  // Soy
  [
    `soy, soya, soybean, soy bean, soya bean, tofu, bean curd, tofu skin, tofu puff, yuba, tempeh, edamame,
    natto, soy milk, soya milk, soy lecithin, lecithin, textured vegetable protein, tvp, soy protein,
    soy curl, soy flour, soybean oil, liquid aminos, black soybean, fermented black bean, douchi,
    black bean sauce, black bean paste`,
    ['soy'],
  ],
  [`miso, white miso, red miso, doenjang, tamari`, ['soy'], ['high-sodium', 'histamine']],
  // Sesame
  [
    `sesame, sesame seed, sesame oil, toasted sesame oil, sesame paste, tahini, tahina, gomasio, gomashio,
    zaatar, za atar, zatar, halva, halvah, benne, benne seed, gingelly, hummus, houmous, humus, baba ganoush,
    baba ghanoush, everything bagel seasoning, everything seasoning, gomadare`,
    ['sesame'],
  ],
  [`shichimi, shichimi togarashi, togarashi`, ['sesame'], ['spicy-foods', 'nightshades']],
  // Mustard; tube wasabi is mostly horseradish and mustard.
  [
    `mustard, dijon, dijon mustard, mustard seed, mustard powder, dry mustard, mustard green, mustard oil,
    wholegrain mustard, whole grain mustard, english mustard, yellow mustard, brown mustard, honey mustard,
    piccalilli, mostarda`,
    ['mustard'],
  ],
  [`wasabi`, ['mustard'], ['spicy-foods']],
  // Celery
  [
    `celery, celeriac, celery root, celery seed, celery leaf, celery leaves, celery heart, mirepoix,
    soffritto`,
    ['celery'],
  ],
  [`celery salt, old bay`, ['celery'], ['high-sodium']],
  // Lupin
  [`lupin, lupins, lupine, lupini, lupini bean, lupin flour, lupin flake, lupin protein`, ['lupin']],
  // Sulphites
  [
    `sulphite, sulfite, metabisulfite, metabisulphite, sodium metabisulfite, potassium metabisulfite,
    bisulfite, sulfur dioxide, sulphur dioxide, e220, e221, e222, e223, e224, e226, e227, e228, dried apricot,
    dried fruit, mixed dried fruit, golden raisin, dried mango, dried peach, dried pear, candied peel,
    mixed peel, glace cherry, sulphured molasses, sulfured molasses`,
    ['sulphites'],
  ],
  [`maraschino, maraschino cherry`, ['sulphites'], ['food-dyes', 'preservatives']],
  [
    `wine, red wine, white wine, dry white wine, rose wine, cooking wine, rice wine, sherry, dry sherry, port,
    marsala, madeira, vermouth, champagne, prosecco, cava, sparkling wine, cabernet, merlot, pinot,
    pinot noir, pinot grigio, chardonnay, sauvignon, riesling, chianti, rioja, zinfandel, shiraz, syrah,
    malbec, sangiovese, wine vinegar, red wine vinegar, white wine vinegar, sherry vinegar, champagne vinegar,
    balsamic, balsamic vinegar, balsamic glaze`,
    ['sulphites'],
    WINE,
  ],
  // Shields: phrases whose inner words would otherwise read as an allergen.
  [
    `coconut, coconut milk, coconut cream, cream of coconut, coconut butter, coconut oil, cream of tartar,
    cocoa butter, cacao butter, shea butter, apple butter, pumpkin butter, pear butter, butter bean,
    butter lettuce, butterhead, bread and butter pickle, water chestnut, chestnut mushroom, tiger nut, nutmeg,
    butternut, butternut squash, oyster mushroom, king oyster mushroom, lobster mushroom, crab apple,
    crab boil, swiss chard, romano bean, romano pepper, spaghetti squash, zucchini noodle, zoodle, rice paper,
    rice paper wrapper, corn tortilla, tortilla chip, buckwheat, buckwheat flour, sweetbread, breadfruit,
    egg replacer, flax egg, chia egg, aquafaba, just egg, coconut aminos, sunflower lecithin, kombu dashi,
    root beer, ginger beer, ginger ale, maltodextrin, custard powder, rice bran, rice vinegar,
    rice wine vinegar, cauliflower rice, eggplant`,
    [],
  ],
  // Sensitivities only
  [
    `coffee, espresso, instant coffee, espresso powder, cold brew, tea, black tea, green tea, matcha, chai,
    earl grey, cocoa, cocoa powder, cacao, cacao nib, chocolate, dark chocolate, bittersweet chocolate,
    semisweet chocolate, chocolate chip, cola, energy drink, yerba mate, kahlua, coffee liqueur, guarana,
    coffee bean, cocoa bean`,
    [],
    ['caffeine'],
  ],
  [`herbal tea, chamomile tea, peppermint tea, mint tea, rooibos, hibiscus tea, decaf coffee`, []],
  [
    `chili, chilis, chilies, chile, chiles, chilli, chillies, chili powder, chili flake, chilli flake,
    red pepper flake, crushed red pepper, cayenne, cayenne pepper, jalapeno, serrano, habanero, scotch bonnet,
    thai chili, bird eye chili, ghost pepper, chipotle, ancho, guajillo, pasilla, arbol, chile de arbol,
    aleppo pepper, piri piri, peri peri, hot sauce, tabasco, sriracha, sambal, sambal oelek, gochugaru,
    harissa, chili oil, chili crisp, chili garlic sauce, hot pepper, buffalo sauce, cajun seasoning,
    jerk seasoning, nduja, hot paprika, chili sauce, sweet chili sauce`,
    [],
    SPICY,
  ],
  [`horseradish, sichuan peppercorn, szechuan peppercorn`, [], ['spicy-foods']],
  [
    `tomato, cherry tomato, tomato paste, tomato sauce, passata, crushed tomato, sun dried tomato, ketchup,
    salsa, marinara, pizza sauce, potato, potato starch, potato flake, hash brown, french fry, tater tot,
    aubergine, bell pepper, red pepper, green pepper, yellow pepper, orange pepper, sweet pepper,
    roasted red pepper, capsicum, pimento, pimiento, paprika, smoked paprika, tomatillo, goji, poblano,
    orange bell pepper`,
    [],
    ['nightshades'],
  ],
  [`eggplant, aubergine`, [], ['nightshades', 'histamine']],
  [
    `sweet potato, black pepper, white pepper, peppercorn, pink peppercorn, green peppercorn, lemon pepper`,
    [],
  ],
  [
    `msg, monosodium glutamate, glutamate, ajinomoto, accent seasoning, yeast extract,
    hydrolyzed vegetable protein`,
    [],
    ['msg'],
  ],
  [
    `bouillon, bouillon cube, stock cube, chicken bouillon, beef bouillon, chicken powder, maggi seasoning`,
    [],
    ['msg', 'high-sodium'],
  ],
  [
    `vinegar, raisin, prune, dried cranberry, dried cherry, pickle, sauerkraut, apple cider vinegar,
    cider vinegar, rice wine vinegar, rice vinegar, molasses`,
    [],
    ['sulphites'],
  ],
  [
    `lemon, lime, orange, grapefruit, tangerine, clementine, mandarin, satsuma, yuzu, citron, kumquat, pomelo,
    bergamot, key lime, blood orange, lemon juice, lime juice, orange juice, zest, marmalade, limoncello,
    triple sec, cointreau, grand marnier, lemonade, limeade, kaffir lime, makrut lime, preserved lemon`,
    [],
    ['citrus'],
  ],
  [`lemon pepper`, [], ['citrus']],
  [`lemongrass, lemon grass, lemon balm, lemon verbena, lemon thyme`, []],
  [
    `bacon, pancetta, guanciale, prosciutto, ham, salami, pepperoni, chorizo, sausage, hot dog, frankfurter,
    bologna, corned beef, pastrami, salt pork, jerky, deli meat, lunch meat, bresaola, soppressata, coppa,
    speck`,
    [],
    CURED,
  ],
  [
    `caper, olive, kalamata, kimchi, celery salt, garlic salt, onion salt, seasoned salt, seasoning salt,
    taco seasoning, ranch seasoning, soup mix`,
    [],
    ['high-sodium'],
  ],
  [`olive oil, extra virgin olive oil, olive oil spray`, []],
  [
    `food coloring, food colouring, food color, food colour, food dye, gel food coloring, gel coloring,
    red 40, yellow 5, yellow 6, blue 1, tartrazine, allura red, rainbow sprinkle, colored sprinkle, nonpareil,
    jimmies, sanding sugar, colored sugar, coloured sugar, candy melt, caramel color, caramel colour,
    annatto`,
    [],
    ['food-dyes'],
  ],
  [`natural food coloring`, []],
  [
    `artificial sweetener, aspartame, sucralose, splenda, saccharin, sweet n low, acesulfame,
    acesulfame potassium, ace k, sugar substitute, sugar free syrup, diet soda, diet cola, stevia,
    monk fruit sweetener, truvia, swerve, allulose`,
    [],
    ['artificial-sweeteners'],
  ],
  [`erythritol, xylitol, sorbitol, maltitol, mannitol, isomalt`, [], ['artificial-sweeteners', 'fodmaps']],
  [
    `preservative, sodium benzoate, potassium sorbate, sodium nitrite, nitrite, nitrate, calcium propionate,
    bht, bha, tbhq, curing salt, pink curing salt, prague powder, instacure`,
    [],
    ['preservatives'],
  ],
  [`kombucha, spinach, avocado, smoked fish, cured meat`, [], ['histamine']],
  [`honey, agave, agave nectar, high fructose corn syrup, fructose`, [], ['fructose', 'fodmaps']],
  [
    `apple, apple juice, applesauce, apple cider, pear, mango, watermelon, date, medjool date, fig, cherry,
    cherries, asparagus, sugar snap pea`,
    [],
    ['fructose', 'fodmaps'],
  ],
  [
    `garlic, garlic powder, garlic clove, onion, onion powder, shallot, leek, scallion, green onion,
    spring onion, bean, black bean, butter bean, lima bean, kidney bean, navy bean, pinto bean, cannellini,
    cannellini bean, baked bean, fava bean, broad bean, chickpea, garbanzo, lentil, split pea, falafel,
    cauliflower, mushroom, artichoke, snow pea, inulin, chicory root, plum, peach, nectarine, apricot,
    blackberry, blackberries`,
    [],
    ['fodmaps'],
  ],
  [
    `green bean, string bean, wax bean, runner bean, bean sprout, vanilla bean, coffee bean, cocoa bean,
    garlic oil, garlic infused oil`,
    [],
  ],
]

/** Phrases that rule allergens out of their segment of the line: 'dairy-free milk', 'vegan mayonnaise'. */
const NEGATION_RULES: readonly Rule[] = [
  // Not 'non-dairy': in the US that label allows caseinate, so 'non-dairy creamer' stays milk (see BASES).
  [`dairy free, milk free, casein free`, ['milk'], ['lactose']],
  [`vegan, plant based`, ['milk', 'eggs', 'fish', 'crustaceans', 'molluscs'], ['lactose']],
  [`egg free, eggless, egg less`, ['eggs']],
  [`nut free`, ['tree-nuts', 'peanuts']],
  [`tree nut free`, ['tree-nuts']],
  [`peanut free`, ['peanuts']],
  [`soy free, soya free`, ['soy']],
  [`gluten free, glutenfree, gf`, ['wheat', 'gluten'], ['gluten']],
  [`wheat free`, ['wheat']],
  [`sesame free`, ['sesame']],
  [`mustard free`, ['mustard']],
  [`celery free`, ['celery']],
  [`fish free`, ['fish']],
  [`shellfish free`, ['crustaceans', 'molluscs']],
  [
    `sulfite free, sulphite free, unsulphured, unsulfured, no added sulfite, no added sulphite`,
    ['sulphites'],
    ['sulphites'],
  ],
  [`lactose free`, [], ['lactose']],
  [`decaf, decaffeinated, caffeine free`, [], ['caffeine']],
  [`msg free, no msg`, [], ['msg']],
  [
    `low sodium, reduced sodium, less sodium, lower sodium, sodium free, no salt added, unsalted`,
    [],
    ['high-sodium'],
  ],
  [`uncured, nitrate free, nitrite free, preservative free`, [], ['preservatives']],
  [`dye free`, [], ['food-dyes']],
]

/** Bases that change what a milk, flour or noodle is: 'almond milk' is tree nuts, 'rice flour' nothing. */
const BASES: ReadonlyArray<readonly [bases: string, allergens: readonly AllergenId[], nouns?: string]> = [
  [
    `coconut, rice, brown rice, white rice, sweet rice, glutinous rice, wild rice, corn, tapioca, potato,
    sweet potato, cassava, arrowroot, chickpea, garbanzo, garbanzo bean, gram, lentil, red lentil, pea,
    yellow pea, pea protein, bean, black bean, mung bean, fava bean, quinoa, sorghum, teff, millet, amaranth,
    banana, plantain, hemp, flax, flaxseed, sunflower, sunflower seed, pumpkin seed, seed, plant, tiger nut,
    cauliflower, zucchini, konjac, shirataki, kelp, glass, cellophane, bean thread, yam, sago, hearts of palm,
    palmini, water chestnut`,
    [],
  ],
  [
    `non dairy, nondairy`,
    [],
    `milk, butter, cheese, yogurt, yoghurt, ice cream, sour cream, cream cheese, kefir`,
  ],
  [`oat`, ['gluten']],
  [`soy, soya, soybean, edamame, tofu`, ['soy']],
  [`lupin`, ['lupin']],
  [`peanut`, ['peanuts']],
  [`nut, mixed nut`, ['tree-nuts', 'peanuts']],
  [
    `almond, cashew, walnut, pecan, pistachio, hazelnut, macadamia, macadamia nut, brazil nut, pine nut,
    chestnut, cashew nut`,
    ['tree-nuts'],
  ],
]
const BASE_NOUNS = `
  milk, butter, cream, creamer, cheese, yogurt, yoghurt, ice cream, ricotta, parmesan, mozzarella, feta,
  cream cheese, sour cream, whipped cream, kefir, flour, meal, noodle, pasta, spaghetti, penne, fusilli,
  macaroni, lasagna, vermicelli, tortilla, cracker, breadcrumb, bread crumb, crumb, wrap, couscous, ramen,
  nut`

// 'almond yogurt', 'almond milk yogurt' and 'almond-based yogurt' all name the same thing.
const BASE_LINKS = [' ', ' milk ', ' based ']

// Derived so every rule that mentions wheat also answers gluten, and dairy also answers lactose.
const IMPLIED_ALLERGENS: Partial<Record<AllergenId, readonly AllergenId[]>> = { wheat: ['gluten'] }
const IMPLIED_SENSITIVITIES: Partial<Record<AllergenId, readonly SensitivityId[]>> = {
  milk: ['lactose'],
  wheat: ['fodmaps'],
}

// Conjunctions start a new segment so 'dairy-free butter or margarine' keeps margarine's own reading.
const SEGMENT_BREAKS = new Set(
  `and or plus then und oder en et ou y o e och eller og i lub albo es vagy και η и или`.split(' '),
)

const ALLERGEN_BIT = new Map(ALLERGEN_ORDER.map((id, index) => [id, 1 << index]))
const SENSITIVITY_BIT = new Map(SENSITIVITY_ORDER.map((id, index) => [id, 1 << index]))

function toAllergenMask(ids: Iterable<AllergenId>): number {
  let mask = 0
  for (const id of ids) mask |= ALLERGEN_BIT.get(id) ?? 0
  return mask
}

function toSensitivityMask(ids: Iterable<SensitivityId>): number {
  let mask = 0
  for (const id of ids) mask |= SENSITIVITY_BIT.get(id) ?? 0
  return mask
}

function addImplied(allergens: readonly AllergenId[]): {
  allergens: AllergenId[]
  sensitivities: SensitivityId[]
} {
  const all = new Set(allergens)
  for (const id of allergens) for (const implied of IMPLIED_ALLERGENS[id] ?? []) all.add(implied)
  const sensitivities = new Set<SensitivityId>()
  for (const id of all) {
    for (const implied of IMPLIED_SENSITIVITIES[id] ?? []) sensitivities.add(implied)
    const shared = sharedSensitivityId(id)
    if (shared) sensitivities.add(shared)
  }
  return { allergens: [...all], sensitivities: [...sensitivities] }
}

/** What a recipe page shows for an entry: the food's first name and the lexicon's note. */
interface Reason {
  food: string
  note: string
}

/** Collects every lexicon's phrases into one table, one entry per spelling, before indexing. */
class LexiconBuilder {
  readonly reasons: Reason[] = []
  private readonly phrases = new Map<string, Phrase>()

  constructor(base?: LexiconBuilder) {
    if (!base) return
    this.reasons.push(...base.reasons)
    for (const [key, phrase] of base.phrases) this.phrases.set(key, { ...phrase, entry: { ...phrase.entry } })
  }

  /** `plurals`: another language's term, its words compared as written or with these plural endings. */
  entryFor(term: string, plurals?: readonly string[]): Entry {
    const foreign = plurals !== undefined
    // A spelling English also uses names the same food: each list's reading adds to the other's.
    const english = this.phrases.get(parseTerm(term).key)
    if (english && !english.foreign) return english.entry
    const { words, key } = parseTerm(term, plurals)
    const known = this.phrases.get(key)
    if (known) {
      if (!foreign) known.foreign = false
      return known.entry
    }
    const phrase: Phrase = { words, key, entry: newEntry(), foreign }
    this.phrases.set(key, phrase)
    return phrase.entry
  }

  addReason(reason: Reason): number {
    this.reasons.push(reason)
    return this.reasons.length - 1
  }

  index(): PhraseIndex {
    return new PhraseIndex(this.phrases.values())
  }
}

function addEnglish(builder: LexiconBuilder): void {
  const addTerm = (
    term: string,
    allergens: readonly AllergenId[],
    sensitivities: readonly SensitivityId[] = [],
  ) => {
    const implied = addImplied(allergens)
    const entry = builder.entryFor(term)
    entry.allergens |= toAllergenMask(implied.allergens)
    entry.sensitivities |= toSensitivityMask([...implied.sensitivities, ...sensitivities])
  }
  for (const [bases, allergens, nouns = BASE_NOUNS] of BASES) {
    for (const base of splitTerms(bases)) {
      for (const noun of splitTerms(nouns)) {
        for (const link of BASE_LINKS) addTerm(`${base}${link}${noun}`, allergens)
      }
    }
  }
  for (const [terms, allergens, sensitivities] of TERM_RULES) {
    for (const term of splitTerms(terms)) addTerm(term, allergens, sensitivities)
  }
  for (const [terms, allergens, sensitivities = []] of NEGATION_RULES) {
    const implied = addImplied(allergens)
    for (const term of splitTerms(terms)) {
      const entry = builder.entryFor(term)
      entry.suppressedAllergens |= toAllergenMask(allergens)
      entry.suppressedSensitivities |= toSensitivityMask([...implied.sensitivities, ...sensitivities])
    }
  }
  // A composite entry is the lexicon's word on its phrase: it replaces what the term rules said of allergens.
  for (const food of COMPOSITE_FOODS) {
    const contains = addImplied(food.contains)
    const often = toAllergenMask(addImplied(food.often).allergens)
    const reason = builder.addReason({ food: food.names[0] ?? '', note: food.note })
    for (const name of food.names) {
      const entry = builder.entryFor(name)
      entry.allergens = toAllergenMask(contains.allergens)
      entry.often = often & ~entry.allergens
      entry.sensitivities |= toSensitivityMask(contains.sensitivities)
      entry.reason = reason
    }
  }
}

interface NegationRule {
  names: string[]
  allergens: AllergenId[]
  sensitivities: SensitivityId[]
}

/** `names | ids ruled out`: allergen ids (with what they imply) or sensitivity ids such as lactose. */
function parseNegations(text: string, source: string): NegationRule[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const fields = line.split('|').map((field) => field.trim())
      const [names = '', ids = ''] = fields
      if (fields.length !== 2 || names === '')
        throw new Error(`${source}: expected "names | allergens ruled out" in: ${line}`)
      const allergens: AllergenId[] = []
      const sensitivities: SensitivityId[] = []
      for (const id of ids.split(/\s+/).filter(Boolean)) {
        const allergen = ALLERGEN_IDS.find((known) => known === id)
        const sensitivity = SENSITIVITY_IDS.find((known) => known === id)
        if (!allergen && !sensitivity) throw new Error(`${source}: unknown allergen "${id}" in: ${line}`)
        if (allergen) allergens.push(allergen)
        else if (sensitivity) sensitivities.push(sensitivity)
      }
      return { names: splitTerms(names), allergens, sensitivities }
    })
}

/** The name a recipe page shows for a food: its first name without wildcards ('nudel', not '*nudel*'). */
function displayName(names: readonly string[]): string {
  const name = names.find((candidate) => !candidate.includes('*')) ?? names[0] ?? ''
  return name.replace(/\*/g, '')
}

function addLanguage(builder: LexiconBuilder, lexicon: LanguageLexicon): void {
  const source = `${lexicon.name} allergen lexicon`
  const plurals = lexicon.plurals ?? []
  // Another lexicon's word for the same spelling adds to it: a false alarm is cheaper than a miss.
  for (const food of parseCompositeFoods(lexicon.entries, source)) {
    const contains = addImplied(food.contains)
    const allergens = toAllergenMask(contains.allergens)
    const often = toAllergenMask(addImplied(food.often).allergens)
    const reason = builder.addReason({ food: displayName(food.names), note: food.note })
    for (const name of food.names) {
      const entry = builder.entryFor(name, plurals)
      entry.allergens |= allergens
      entry.often = (entry.often | often) & ~entry.allergens
      entry.sensitivities |= toSensitivityMask(contains.sensitivities)
      if (entry.reason < 0 && (allergens | often) !== 0) entry.reason = reason
    }
  }
  for (const rule of parseNegations(lexicon.negations, source)) {
    const implied = addImplied(rule.allergens)
    for (const name of rule.names) {
      const entry = builder.entryFor(name, plurals)
      entry.suppressedAllergens |= toAllergenMask(implied.allergens)
      entry.suppressedSensitivities |= toSensitivityMask([...implied.sensitivities, ...rule.sensitivities])
    }
  }
}

const LEXICON_BY_CODE = new Map(LANGUAGE_LEXICONS.map((lexicon) => [lexicon.code, lexicon]))

/** The languages whose allergen words are known, English first. */
export const ALLERGEN_LANGUAGES: readonly { code: string; name: string }[] = [
  { code: 'en', name: 'English' },
  ...LANGUAGE_LEXICONS.map(({ code, name }) => ({ code, name })),
]

// Norwegian Bokmål and Nynorsk share the Norwegian lexicon; region and script tags do not matter.
const LANGUAGE_ALIASES: Readonly<Record<string, string>> = { nb: 'no', nn: 'no' }

function baseLanguage(code: string): string {
  const base = code.trim().toLowerCase().split(/[-_]/)[0] ?? ''
  return LANGUAGE_ALIASES[base] ?? base
}

/** True when allergens can be read in this language ('de', 'de-AT', 'nb', 'en'). */
export function hasAllergenLexicon(code: string): boolean {
  const base = baseLanguage(code)
  return base === 'en' || LEXICON_BY_CODE.has(base)
}

interface Compiled {
  index: PhraseIndex
  reasons: readonly Reason[]
  /** Every lexicon applies, so foreign words give way to English ones. */
  everyLanguage: boolean
}

const COMPILED = new Map<string, Compiled>()

// The English rules are parsed once and copied into each language's matcher.
let englishBuilder: LexiconBuilder | undefined
function englishBase(): LexiconBuilder {
  if (!englishBuilder) {
    englishBuilder = new LexiconBuilder()
    addEnglish(englishBuilder)
  }
  return englishBuilder
}

function compile(key: string): Compiled {
  const everyLanguage = key === '*'
  const builder = new LexiconBuilder(englishBase())
  for (const lexicon of LANGUAGE_LEXICONS)
    if (everyLanguage || lexicon.code === key) addLanguage(builder, lexicon)
  return { index: builder.index(), reasons: builder.reasons, everyLanguage }
}

/** Lexicons are compiled once, on first use of each language. */
function compiledFor(language: string | null | undefined): Compiled {
  const base = language ? baseLanguage(language) : ''
  // No language, or one without a lexicon: every lexicon reads the line, since its words are unknown.
  const key = base === 'en' || LEXICON_BY_CODE.has(base) ? base : '*'
  let compiled = COMPILED.get(key)
  if (!compiled) {
    compiled = compile(key)
    COMPILED.set(key, compiled)
  }
  return compiled
}

// 'without nuts', 'ohne Nüsse', 'sans lait': the named food's allergens are ruled out of the segment.
const NEGATING_WORDS: ReadonlySet<string> = new Set(
  `without no ohne zonder sans sin senza sem χωρισ utan uden uten bez без`.split(' '),
)

// Bump when matching changes in a way the rule text does not show; the version then changes too.
const MATCHER_GENERATION = 4

function hashText(text: string): string {
  // FNV-1a, 32 bits: a stable fingerprint without a crypto dependency, so the web bundle can share it.
  let hash = 0x811c9dc5
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash.toString(16).padStart(8, '0')
}

/** A fingerprint of the English rules, the matcher and the given language files' text. */
export function allergenLexiconVersion(languages: readonly LanguageLexicon[]): string {
  return `${MATCHER_GENERATION}.${hashText(
    JSON.stringify([
      TERM_RULES,
      NEGATION_RULES,
      BASES,
      BASE_NOUNS,
      BASE_LINKS,
      COMPOSITE_FOODS_SOURCE,
      COMMON_ENGLISH_WORDS,
      [...SEGMENT_BREAKS],
      [...NEGATING_WORDS],
      languages,
    ]),
  )}`
}

/**
 * Identifies this lexicon: stored with every recipe's derived allergens, so a recipe derived under an
 * older lexicon is found and derived again. Changes whenever any rule, composite entry, language file or
 * the matcher does.
 */
export const ALLERGEN_LEXICON_VERSION = allergenLexiconVersion(LANGUAGE_LEXICONS)

// Everyday words of English lines and the English lexicon's one-word terms: another language's words never
// read these alone when the line's language is unknown. Words inside English phrases ('masa harina',
// 'pao de queijo') are often foreign and stay open to their own language.
const ENGLISH_WORDS: ReadonlySet<string> = (() => {
  const words = new Set<string>()
  for (const word of splitWords(foldText(COMMON_ENGLISH_WORDS))) words.add(stemToken(word))
  const addTerms = (terms: Iterable<string>) => {
    for (const term of terms) {
      const termWords = splitWords(foldText(term))
      if (termWords.length === 1 && termWords[0]) words.add(stemToken(termWords[0]))
    }
  }
  for (const [terms] of [...TERM_RULES, ...NEGATION_RULES]) addTerms(splitTerms(terms))
  for (const [bases] of BASES) addTerms(splitTerms(bases))
  addTerms(splitTerms(BASE_NOUNS))
  for (const food of COMPOSITE_FOODS) addTerms(food.names)
  return words
})()

// Leaving out one part of a food leaves the allergen in the rest: 'no-yolk egg noodles' still hold egg white.
const PARTIAL_COMPONENTS = new Set(
  ['yolk', 'egg yolk', 'egg white', 'albumen', 'albumin', 'lactose', 'whey', 'casein', 'caseinate'].map(
    (term) => parseTerm(term).key,
  ),
)
// Words a negation may skip to reach its food ('without the nuts'), and words a part that only negates may hold.
const NEGATION_FILLERS = new Set(['the', 'any', 'added', 'certified', 'a'])

interface Hit {
  segment: number
  entry: Entry
  /** The folded word a wildcard read ('gemusebruhe' for '*brühe'), to name the food as the line spells it. */
  word: string | undefined
}

/** What one comma- or bracket-separated part of a line says, before suppression is applied. */
interface PartScan {
  hits: Hit[]
  suppressedAllergens: number[]
  suppressedSensitivities: number[]
  /** True when the part only rules allergens out: '(gluten-free)', ', without nuts'. */
  onlyNegates: boolean
}

const isNegation = (entry: Entry) => entry.suppressedAllergens !== 0 || entry.suppressedSensitivities !== 0

/** `guard`: with no language known, how far English words stay English on this line (see EnglishGuard). */
const matchAt = (compiled: Compiled, tokens: Tokens, index: number, guard: EnglishGuard) =>
  compiled.index.matchAt(
    tokens,
    index,
    guard !== 'none' && ENGLISH_WORDS.has(tokens.stems[index] ?? '') ? guard : 'none',
  )

// With no language known, a line holding one of these and none of ENGLISH_MARKERS is not English, so its
// words are read by every list even where English spells them too ('4 rebanadas de pan' is bread). Polish
// w and z are left out: English writes 'w/'.
const FOREIGN_MARKERS: ReadonlySet<string> = new Set(
  `de del la las los el con para al y di della delle dei degli du des le les au aux et pour avec und mit der
  die das dem von vom zum zur oder het een van met voor da do dos com em och med till og af av til ze na
  es egy vagy cucharada cucharadas cucharadita cucharaditas taza tazas pizca cuillere cuilleres cucchiaio
  cucchiai cucchiaino cucchiaini colher colheres xicara xicaras eetlepel eetlepels theelepel theelepels
  el tl essl prise dl dkg ss ts msk tsk krm spsk szklanka szklanki lyzka lyzki lyzeczka ek tk kk csipet`.split(
    /\s+/,
  ),
)
const ENGLISH_MARKERS: ReadonlySet<string> = new Set(
  `of the and with into about at from plus your or an each cup cups tbsp tsp tablespoon tablespoons teaspoon
  teaspoons oz lb lbs pound pounds ounce ounces`.split(/\s+/),
)

/** Whether a line read with no language known may be English: it holds no foreign marker or an English one. */
function mayBeEnglish(parts: readonly Tokens[]): boolean {
  let foreign = false
  for (const { raw } of parts)
    for (const word of raw) {
      if (ENGLISH_MARKERS.has(word)) return true
      if (FOREIGN_MARKERS.has(word)) foreign = true
    }
  return !foreign
}

/** Everything the named foods hold, except when only a part of a food is left out. */
function negatedBy(phrases: readonly Phrase[]): number {
  // Another list may read the same word by a wildcard ('lactose*'): the English part reading decides.
  if (phrases.some(({ key }) => PARTIAL_COMPONENTS.has(key))) return 0
  let mask = 0
  for (const { key, entry } of phrases)
    if (!PARTIAL_COMPONENTS.has(key)) mask |= entry.allergens | entry.often
  return mask
}

const addTo = (masks: number[], segment: number, mask: number) => {
  masks[segment] = (masks[segment] ?? 0) | mask
}

function scanPart(tokens: Tokens, compiled: Compiled, guard: EnglishGuard): PartScan {
  const { stems } = tokens
  const hits: Hit[] = []
  const suppressedAllergens: number[] = [0]
  const suppressedSensitivities: number[] = [0]
  let segment = 0
  let index = 0
  let negates = false
  // A part 'only negates' when it rules something out and says nothing else ('(gluten-free)').
  let saysMore = false
  while (index < stems.length) {
    const token = stems[index] ?? ''
    if (SEGMENT_BREAKS.has(token)) {
      segment += 1
      suppressedAllergens[segment] = 0
      suppressedSensitivities[segment] = 0
      saysMore = true
    }
    const match = matchAt(compiled, tokens, index, guard)
    if (match) {
      const end = index + match.length
      // '<food>-free' names a food to leave out: 'tahini-free hummus', 'anchovy-free Caesar dressing'.
      if (stems[end] === 'free' && !match.phrases.some(({ entry }) => isNegation(entry))) {
        addTo(suppressedAllergens, segment, negatedBy(match.phrases))
        negates = true
        index = end + 1
        continue
      }
      for (const { entry, words } of match.phrases) {
        const kind = words[0]?.kind
        const word = kind === 'exact' || kind === 'word' ? undefined : tokens.raw[index]
        if (isNegation(entry)) {
          addTo(suppressedAllergens, segment, entry.suppressedAllergens)
          addTo(suppressedSensitivities, segment, entry.suppressedSensitivities)
          negates = true
        } else saysMore = true
        hits.push({ segment, entry, word })
      }
      index = end
      continue
    }
    // As written too: English stemming reads French 'sans' as 'san'.
    if (NEGATING_WORDS.has(token) || NEGATING_WORDS.has(tokens.raw[index] ?? '')) {
      let next = index + 1
      while (NEGATION_FILLERS.has(stems[next] ?? '')) next += 1
      const negated = matchAt(compiled, tokens, next, guard)
      if (negated) {
        addTo(suppressedAllergens, segment, negatedBy(negated.phrases))
        negates = true
        index = next + negated.length
        continue
      }
    }
    if (!NEGATION_FILLERS.has(token)) saysMore = true
    index += 1
  }
  return { hits, suppressedAllergens, suppressedSensitivities, onlyNegates: negates && !saysMore }
}

interface Masks {
  allergens: number
  often: number
  sensitivities: number
  /** Reason index per allergen bit at each level, first seen wins. */
  containsReasons: Map<number, number>
  oftenReasons: Map<number, number>
  /** The folded word a wildcard read, for the reasons above that came from one. */
  reasonWords: Map<number, string>
}

const emptyMasks = (): Masks => ({
  allergens: 0,
  often: 0,
  sensitivities: 0,
  containsReasons: new Map(),
  oftenReasons: new Map(),
  reasonWords: new Map(),
})

function noteReasons(
  reasons: Map<number, number>,
  words: Map<number, string>,
  mask: number,
  reason: number,
  word: string | undefined,
): void {
  if (reason < 0) return
  for (const bit of ALLERGEN_BIT.values())
    if ((mask & bit) !== 0 && !reasons.has(bit)) {
      reasons.set(bit, reason)
      if (word !== undefined && !words.has(reason)) words.set(reason, word)
    }
}

function scanLine(line: string, masks: Masks, compiled: Compiled): void {
  const parts: PartScan[] = []
  const tokenized = splitParts(line).map(tokenize)
  const guard: EnglishGuard = !compiled.everyLanguage
    ? 'none'
    : mayBeEnglish(tokenized)
      ? 'words'
      : 'wildcards'
  for (const tokens of tokenized) parts.push(scanPart(tokens, compiled, guard))
  // A part that only negates speaks of the part before it: 'tamari (gluten-free)', 'muesli, without nuts'.
  for (let index = 1; index < parts.length; index++) {
    const part = parts[index]
    const previous = parts[index - 1]
    if (!part?.onlyNegates || !previous || previous.onlyNegates) continue
    const last = previous.suppressedAllergens.length - 1
    previous.suppressedAllergens[last] =
      (previous.suppressedAllergens[last] ?? 0) | (part.suppressedAllergens[0] ?? 0)
    previous.suppressedSensitivities[last] =
      (previous.suppressedSensitivities[last] ?? 0) | (part.suppressedSensitivities[0] ?? 0)
  }
  for (const part of parts) {
    for (const hit of part.hits) {
      const { segment, entry } = hit
      const suppressed = part.suppressedAllergens[segment] ?? 0
      const allergens = entry.allergens & ~suppressed
      const often = entry.often & ~suppressed
      masks.allergens |= allergens
      masks.often |= often
      masks.sensitivities |= entry.sensitivities & ~(part.suppressedSensitivities[segment] ?? 0)
      noteReasons(masks.containsReasons, masks.reasonWords, allergens, entry.reason, hit.word)
      noteReasons(masks.oftenReasons, masks.reasonWords, often, entry.reason, hit.word)
    }
  }
}

const idsOf = (mask: number): AllergenId[] =>
  ALLERGEN_ORDER.filter((id) => (mask & (ALLERGEN_BIT.get(id) ?? 0)) !== 0)

function toDetection(masks: Masks): AllergenDetection {
  return {
    allergens: idsOf(masks.allergens),
    mayContain: idsOf(masks.often & ~masks.allergens),
    sensitivities: SENSITIVITY_ORDER.filter(
      (id) => (masks.sensitivities & (SENSITIVITY_BIT.get(id) ?? 0)) !== 0,
    ),
  }
}

/**
 * The language of the lines, an ISO 639-1 code ('de', 'pt-BR'). A language with a lexicon reads each
 * line with it and English; none (or one without a lexicon) reads each line with every lexicon.
 */
export interface AllergenOptions {
  language?: string | null
}

function scanLines(lines: readonly string[], options: AllergenOptions | undefined): Masks {
  const compiled = compiledFor(options?.language)
  const masks = emptyMasks()
  for (const line of lines) scanLine(line, masks, compiled)
  return masks
}

/** Allergens (safety-critical, at two levels) and sensitivities (best effort) in one ingredient line. */
export function detectAllergens(ingredientLine: string, options?: AllergenOptions): AllergenDetection {
  return toDetection(scanLines([ingredientLine], options))
}

/** The union over a recipe's ingredient lines, in canonical order; certain beats often. */
export function detectRecipeAllergens(
  lines: readonly string[],
  options?: AllergenOptions,
): AllergenDetection {
  return toDetection(scanLines(lines, options))
}

/**
 * The lexicon notes behind a recipe's allergens, one per allergen and level, in canonical order: what the
 * recipe page shows as "May contain: wheat (miso is often made with barley or wheat)".
 */
export function explainRecipeAllergens(
  lines: readonly string[],
  options?: AllergenOptions,
): AllergenReason[] {
  const compiled = compiledFor(options?.language)
  const masks = scanLines(lines, options)
  const reasons: AllergenReason[] = []
  for (const id of ALLERGEN_ORDER) {
    const bit = ALLERGEN_BIT.get(id) ?? 0
    const level = (masks.allergens & bit) !== 0 ? 'contains' : (masks.often & bit) !== 0 ? 'often' : null
    if (!level) continue
    const index = (level === 'contains' ? masks.containsReasons : masks.oftenReasons).get(bit)
    const reason = index === undefined ? undefined : compiled.reasons[index]
    if (!reason || index === undefined) continue
    const word = masks.reasonWords.get(index)
    const food = (word !== undefined && writtenWord(lines, word)) || reason.food
    reasons.push({ allergen: id, level, food, note: reason.note })
  }
  return reasons
}

/**
 * The word of the lines that folds to `folded`, as the cook wrote it ('Gemüsebrühe'), without an elided
 * article; undefined in a script without spaces, where a word is the whole line.
 */
function writtenWord(lines: readonly string[], folded: string): string | undefined {
  if (NO_SPACE_SCRIPT.test(folded)) return undefined
  for (const line of lines)
    for (const piece of line.split(/[^\p{L}\p{N}'’]+/u)) {
      const word = piece.replace(/^.*['’]/, '')
      if (word !== '' && splitWords(foldText(word)).includes(folded)) return word
    }
  return undefined
}
