import { ALLERGEN_IDS, type AllergenId } from '../allergen-ids'

/**
 * The allergen evaluation set: ingredient lines written by hand for this project, labelled before the
 * composite-food lexicon was built, and kept apart from the regression tests so it measures, not trains.
 *
 * One line each: `ingredient line | contains | often`. `contains` is what the food always holds; `often`
 * what most recipes or brands add (egg in fresh pasta, wheat in miso). Wheat always brings gluten at its
 * own level. Product decisions shared with the lexicon: refined peanut and soybean oil count, oats are
 * gluten, soy sauce contains wheat, a member's allergen is avoided at both levels.
 */
const PLAIN = `
2 tbsp unsalted butter, cold | milk |
1 1/2 cups whole milk, warm | milk |
3/4 cup heavy whipping cream | milk |
1/2 cup grated Parmesan | milk |
200 g feta cheese, crumbled | milk |
1 cup shredded mozzarella | milk |
1/2 cup full-fat ricotta | milk |
1/4 cup plain yogurt | milk |
1 cup buttermilk, shaken | milk |
1 tbsp ghee or clarified butter | milk |
1/3 cup sour cream, plus more to serve | milk |
2 oz cream cheese, room temperature | milk |
1 cup grated sharp white cheddar | milk |
150 ml single cream | milk |
1 tub mascarpone | milk |
100 g paneer, cubed | milk |
1 cup evaporated milk | milk |
2 tbsp milk powder | milk |
Shaved pecorino, to serve | milk |
1/2 cup crumbled goat cheese | milk |
4 slices Swiss cheese | milk |
1 cup cottage cheese | milk |
3 large eggs, beaten | eggs |
1 egg yolk | eggs |
2 egg whites, whipped to soft peaks | eggs |
4 hard-boiled eggs, halved | eggs |
1 egg, lightly beaten (for brushing) | eggs |
6 quail eggs | eggs |
1/2 cup good mayonnaise | eggs | mustard
2 duck eggs | eggs |
2 salmon fillets, skin on | fish |
1 can tuna in olive oil, drained | fish |
400 g cod loin | fish |
4 tilapia fillets | fish |
1 lb halibut, cut into 4 pieces | fish |
6 anchovy fillets in oil | fish |
2 tbsp fish sauce | fish |
1 whole branzino, cleaned | fish |
200 g smoked salmon | fish |
1 tin sardines in tomato sauce | fish |
2 mackerel fillets | fish |
1 lb sea bass fillets | fish |
1 lb large shrimp, peeled and deveined | crustaceans |
12 king prawns, shell on | crustaceans |
8 oz lump crab meat | crustaceans |
2 lobster tails | crustaceans |
1 lb crawfish tails | crustaceans |
200 g cooked prawns | crustaceans |
1 tbsp dried shrimp, soaked | crustaceans |
1 tsp shrimp paste | crustaceans |
2 lbs mussels, scrubbed and debearded | molluscs |
1 lb littleneck clams | molluscs |
12 fresh oysters, shucked | molluscs |
8 sea scallops, patted dry | molluscs |
300 g squid, cleaned and cut into rings | molluscs |
1 lb octopus, tentacles only | molluscs |
1 bottle clam juice | molluscs |
3 tbsp oyster sauce | molluscs | wheat soy
1/2 cup sliced almonds, toasted | tree-nuts |
1 cup walnut halves | tree-nuts |
3/4 cup chopped pecans | tree-nuts |
1/2 cup unsalted cashews | tree-nuts |
1/4 cup shelled pistachios | tree-nuts |
100 g blanched hazelnuts | tree-nuts |
3 tbsp pine nuts | tree-nuts |
1/2 cup macadamia nuts, chopped | tree-nuts |
1 cup almond flour | tree-nuts |
1/4 cup almond butter | tree-nuts |
2 cups unsweetened almond milk | tree-nuts |
6 Brazil nuts | tree-nuts |
1/2 cup roasted peanuts, chopped | peanuts |
3 tbsp smooth peanut butter | peanuts |
2 tbsp peanut oil | peanuts |
1/4 cup crushed salted peanuts | peanuts |
1 cup all-purpose flour | wheat |
2 cups bread flour | wheat |
1 cup whole wheat flour | wheat |
12 oz spaghetti | wheat |
1 lb penne rigate | wheat |
1 cup couscous | wheat |
1 cup fine bulgur | wheat |
1/2 cup semolina | wheat |
1 cup panko breadcrumbs | wheat |
4 slices sandwich bread | wheat |
1 French baguette, sliced | wheat |
1 cup pearl couscous | wheat |
250 g farro | wheat |
4 flour tortillas | wheat |
1 lb rigatoni | wheat |
8 oz udon noodles | wheat |
2 packs somen | wheat |
1 cup pearl barley | gluten |
1 cup rolled oats | gluten |
2 cups rye flour | gluten |
1 tbsp barley malt syrup | gluten |
1 bottle lager | gluten |
1 cup stout beer | gluten |
3 tbsp soy sauce | soy wheat |
14 oz extra-firm tofu, pressed | soy |
1 cup shelled edamame | soy |
8 oz tempeh, sliced | soy |
1 cup unsweetened soy milk | soy |
2 tbsp soybean oil | soy |
1 tbsp white miso paste | soy | wheat
2 tsp toasted sesame oil | sesame |
1 tbsp sesame seeds | sesame |
1/4 cup tahini | sesame |
1 tbsp black sesame seeds, toasted | sesame |
1 tbsp Dijon mustard | mustard | sulphites
1 tsp yellow mustard seeds | mustard |
1/2 tsp dry mustard powder | mustard |
2 tbsp wholegrain mustard | mustard |
1 tsp brown mustard seeds | mustard |
1 bunch mustard greens, chopped | mustard |
2 celery stalks, diced | celery |
1 small celeriac, peeled and cubed | celery |
1/2 tsp celery seed | celery |
1 tsp celery salt | celery |
2 tbsp celery leaves, chopped | celery |
1 cup lupini beans, brined | lupin |
100 g lupin flour | lupin |
1/2 cup lupin flakes | lupin |
1 cup dry white wine | sulphites |
1/2 cup red wine | sulphites |
2 tbsp red wine vinegar | sulphites |
1/2 cup chopped dried apricots | sulphites |
1/4 cup golden raisins | sulphites |
2 tbsp balsamic vinegar | sulphites |
1/4 cup dry sherry | sulphites |
1/2 cup Marsala wine | sulphites |
6 maraschino cherries | sulphites |
2 tbsp sherry vinegar | sulphites |
2 cloves garlic, minced | |
1 yellow onion, diced | |
1 tsp kosher salt | |
1/2 tsp freshly ground black pepper | |
2 tbsp extra virgin olive oil | |
1 can (14 oz) diced tomatoes | |
1 red bell pepper, sliced | |
2 cups basmati rice | |
1 lb boneless skinless chicken thighs | |
500 g beef mince | |
1 pork tenderloin | |
2 cups baby spinach | |
1 tsp ground cumin | |
1 tsp smoked paprika | |
1 cinnamon stick | |
2 tbsp chopped fresh cilantro | |
1 lime, juiced | |
1 tbsp honey | |
1/2 cup granulated sugar | |
1 tsp baking soda | |
2 tsp baking powder | |
1 cup chicken thighs, shredded | |
1 can chickpeas, drained | |
1 cup red lentils, rinsed | |
2 medium potatoes, peeled | |
1 head cauliflower, cut into florets | |
1 tbsp fresh ginger, grated | |
1 stalk lemongrass | |
1 tsp ground turmeric | |
2 bay leaves | |
1 cup frozen peas | |
2 carrots, sliced | |
1 avocado | |
1 tbsp vegetable oil | |
1 tsp vanilla extract | |
1/4 cup maple syrup | |
1 cup quinoa, rinsed | |
1 can black beans | |
1 cup corn kernels | |
1 tbsp cornstarch | |
1 zucchini, grated | |
2 tbsp rice vinegar | |
1 tbsp apple cider vinegar | |
1/4 cup unsweetened cocoa powder | |
1 cup coconut milk | |
2 tbsp coconut oil | |
1/2 tsp ground nutmeg | |
1 can water chestnuts, sliced | |
1 butternut squash, cubed | |
1 tsp cream of tartar | |
1 cup rice flour | |
1/2 cup buckwheat flour | |
1 cup sunflower seeds | |
2 tbsp pumpkin seeds | |
1 tbsp flaxseed meal | |
1 cup jasmine rice | |
2 cups vegetable oil, for frying | |
1 tbsp fresh thyme leaves | |
1/2 cup fresh basil leaves | |
1 tbsp sambal oelek | |
1 tbsp harissa paste | |
1 tsp garam masala | |
1 tsp ground coriander | |
1 cup pomegranate seeds | |
1 eggplant, cubed | |
1 lb oyster mushrooms, torn | |
1 head butter lettuce | |
1 can butter beans | |
2 tbsp cocoa butter | |
1/2 cup tapioca starch | |
1 cup masa harina | |
`

const COMPOSITE = `
4 plain bagels, split | wheat | sesame
2 everything bagels, toasted | wheat sesame |
1 sesame bagel | wheat sesame |
4 hamburger buns | wheat | sesame milk soy
4 brioche buns | wheat eggs milk |
2 tbsp red miso | soy | wheat
1 tbsp shiro miso | soy | wheat
2 tbsp doenjang | soy | wheat
2 tbsp gochujang | soy | wheat
1 tbsp doubanjiang (chili bean paste) | wheat | soy
1/4 cup hoisin sauce | soy | wheat sesame
2 tbsp tamari | soy | wheat
2 tbsp kecap manis | soy wheat |
3 tbsp teriyaki sauce | soy wheat |
1/4 cup ponzu | soy wheat | fish
2 tbsp black bean sauce | soy | wheat
1/4 cup char siu sauce | soy | wheat sesame
1 tbsp sweet bean sauce | soy wheat |
2 tbsp chili crisp | soy | peanuts sesame
1 tsp Worcestershire sauce | fish | gluten
2 tbsp Thai red curry paste | | crustaceans
3 tbsp green curry paste | | crustaceans
2 tbsp massaman curry paste | | crustaceans
1 tbsp tom yum paste | | crustaceans
2 tbsp laksa paste | | crustaceans tree-nuts
1 tbsp nam prik pao | | crustaceans fish
1 tbsp sambal belacan | crustaceans |
1 tsp XO sauce | crustaceans molluscs |
1 tbsp bagoong | | fish crustaceans
1 cup kimchi, chopped | | fish crustaceans
1/2 cup basil pesto | milk tree-nuts |
1/2 cup romesco sauce | tree-nuts | wheat
1/2 cup muhammara | tree-nuts | wheat
1 cup hummus | sesame |
1 cup baba ganoush | sesame |
2 tbsp za'atar | sesame |
2 tbsp dukkah | tree-nuts sesame |
100 g halva, crumbled | sesame | tree-nuts
8 falafel balls | | wheat sesame
1 cup tabbouleh | wheat |
6 kibbeh | wheat | tree-nuts
2 cups fattoush | wheat |
1 cup labneh | milk |
6 sheets phyllo dough | wheat |
12 pieces baklava | wheat tree-nuts milk |
1 tray knafeh | wheat milk | tree-nuts
1 tsp asafoetida (hing) | | wheat
1 tbsp curry powder | | mustard celery
2 tsp mild curry | | mustard celery
1 tbsp hot curry, or to taste | | mustard celery
1 tsp panch phoron | mustard |
4 naan breads | wheat milk | eggs
8 pooris | wheat |
6 vegetable samosas | wheat |
2 cups raita | milk |
1 cup kheer | milk | tree-nuts
10 gulab jamun | milk wheat | tree-nuts
2 tbsp niter kibbeh | milk |
2 injera | | wheat
2 tbsp suya spice | peanuts |
1 cup groundnut stew | peanuts |
3 tbsp shito | fish | crustaceans
1 cup kuli-kuli, crushed | peanuts |
1 cup chin chin | wheat | milk eggs
1 tray bobotie | eggs milk wheat | tree-nuts
2 tbsp mole paste | sesame | peanuts tree-nuts wheat soy
1 cup pipian sauce | | sesame peanuts
1/2 cup Mexican crema | milk |
12 churros | wheat | eggs milk
1 tres leches cake | milk eggs wheat |
1 flan | milk eggs |
12 alfajores | wheat milk | eggs
10 empanada discs | wheat | eggs milk
20 pão de queijo | milk eggs |
1 cup horchata | | tree-nuts milk
1/2 cup chimichurri | | sulphites
4 croissants | wheat milk | eggs
1 challah loaf | wheat eggs | sesame
1 sheet puff pastry, thawed | wheat | milk
1 store-bought pie crust | wheat | milk
9 oz fresh pasta sheets | wheat eggs |
12 oz egg noodles | wheat eggs |
1 lb fresh tagliatelle | wheat eggs |
500 g potato gnocchi | wheat | eggs
1 lb spaetzle | wheat eggs |
12 pierogi | wheat | milk eggs
24 ladyfingers | wheat eggs |
1 lb cheese tortellini | wheat eggs milk |
24 wonton wrappers | wheat | eggs
30 dumpling wrappers | wheat |
1 lb lo mein noodles | wheat | eggs
2 packs instant ramen | wheat | soy
8 oz soba noodles | | wheat
1 cup tempura batter mix | wheat | eggs
1/2 cup Japanese curry roux | wheat | milk soy
2 tbsp tonkatsu sauce | | soy wheat
2 tbsp okonomiyaki sauce | | soy wheat molluscs
2 tbsp furikake | sesame | fish soy
2 cups dashi | fish |
1 tsp hondashi granules | fish |
1/2 cup Kewpie mayonnaise | eggs |
4 oz imitation crab, shredded | fish | eggs wheat crustaceans
200 g surimi sticks | fish | eggs wheat crustaceans
10 fish balls | fish | wheat
1 kamaboko log, sliced | fish | eggs wheat
2 tbsp Shaoxing wine | wheat | sulphites
1 cup satay sauce | peanuts | soy fish
1/2 cup peanut sauce | peanuts | soy wheat
1 cup nuoc cham | fish |
1/4 cup Caesar dressing | eggs fish milk | mustard
1/2 cup ranch dressing | milk eggs |
1/2 cup hollandaise | eggs milk |
2 cups bechamel sauce | milk wheat |
1/4 cup tartar sauce | eggs | mustard
1/4 cup remoulade | eggs | mustard
1/4 cup Thousand Island dressing | eggs |
2 tbsp tapenade | | fish
1/2 cup puttanesca sauce | fish |
1/2 cup bagna cauda | fish milk |
1/2 cup marzipan | tree-nuts |
1 cup frangipane | tree-nuts eggs milk | wheat
200 g nougat, chopped | eggs tree-nuts |
1/2 cup praline paste | tree-nuts | milk
1/4 cup Nutella | tree-nuts milk | soy
12 amaretti cookies | tree-nuts eggs |
12 French macarons | tree-nuts eggs | milk
1 panettone | wheat eggs milk |
1 stollen | wheat milk tree-nuts | eggs
10 speculoos cookies | wheat | soy
1/2 cup Biscoff cookie butter | wheat | soy
1/2 cup chopped dark chocolate | | milk soy
1 cup semisweet chocolate chips | | milk soy
100 g milk chocolate | milk | soy
1/2 cup white chocolate chips | milk | soy
10 graham crackers, crushed | wheat | milk soy
20 chocolate sandwich cookies | wheat | soy milk
6 ice cream cones | wheat | milk soy
1 cup granola | gluten | tree-nuts
1 cup muesli | gluten | tree-nuts
1 cup trail mix | peanuts tree-nuts | milk
1 cup Italian breadcrumbs | wheat | milk
2 cups croutons | wheat | milk
1 box stuffing mix | wheat | celery milk
4 cups chicken broth | | celery
1 quart vegetable stock | | celery
2 chicken bouillon cubes | | celery wheat
1 cup mirepoix | celery |
1 cup soffritto | celery |
1 tbsp Old Bay seasoning | celery |
1 cup V8 vegetable juice | celery |
1 cup Bloody Mary mix | | celery fish
2 tbsp malt vinegar | gluten |
2 tbsp HP sauce | gluten |
2 tbsp Branston pickle | gluten |
6 British pork sausages | | wheat sulphites
4 slices black pudding | gluten |
1 haggis | gluten |
1/4 cup bottled lemon juice | | sulphites
1 cup instant mashed potato flakes | | milk sulphites
1 cup Grana Padano, grated | milk | eggs
1 cup Baileys Irish cream | milk |
2 tbsp Frangelico | tree-nuts |
1/4 cup amaretto | | tree-nuts
1/4 cup honey mustard dressing | mustard | eggs
1/4 cup vinaigrette | | mustard sulphites
1 jar piccalilli | mustard |
2 tbsp mostarda | mustard |
1 cup chow chow relish | mustard |
12 oz squid ink spaghetti | wheat molluscs | eggs
1 lb frutti di mare mix | fish crustaceans molluscs |
1 cup vitello tonnato sauce | fish eggs |
1 tsp wasabi paste | | mustard
`

const TRICKY = `
12 fresh curry leaves | |
2 gluten-free bagels | | sesame
1 cup dairy-free chocolate chips | | soy
1/2 cup vegan mayonnaise | | mustard
1/2 cup nut-free pesto | milk |
1/2 cup vegan pesto | tree-nuts |
1 cup granola without nuts | gluten |
1 cup muesli (without nuts) | gluten |
1 cup trail mix (no peanuts) | tree-nuts | milk
2 tbsp tamari (gluten-free) | soy |
1 tbsp gluten-free soy sauce | soy |
1 cup milk (or oat milk) | milk gluten |
2 tbsp butter or olive oil | milk |
2 tbsp olive oil (or butter) | milk |
1 cup almond milk or soy milk | tree-nuts soy |
Freshly grated Parmesan (optional) | milk |
2 eggs (or flax eggs for vegan) | eggs |
1 cup dairy-free milk | |
1/4 cup non-dairy creamer | milk |
1/2 cup vegan butter | |
1 cup shredded cheese (or vegan cheese) | milk |
1/2 cup sunflower seed butter (peanut-free) | |
2 tbsp almond butter (or peanut butter) | tree-nuts peanuts |
1 tsp sesame oil (optional) | sesame |
2 plain bagels (no sesame) | wheat |
1 lb shrimp (or chicken for a shellfish-free version) | crustaceans |
1/4 cup vegan Worcestershire sauce | | gluten
1 cup vegan kimchi | |
1 store-bought pesto | milk tree-nuts |
1/2 cup homemade mayonnaise | eggs | mustard
4 cups store-bought chicken stock | | celery
2 cups homemade chicken stock | | celery
1 sesame-crusted tuna steak | sesame fish |
12 peanut-butter cookies | peanuts wheat | milk eggs
2 whole-wheat pitas | wheat |
1 cup egg-free mayo | | mustard
1/2 cup dairy free cream cheese | |
1 lb gluten free penne | |
8 oz rice noodles | |
4 oz glass noodles | |
200 g sweet potato starch noodles | |
100 g mung bean vermicelli | |
8 oz rice vermicelli | |
1 pack shirataki noodles | |
1 pack kelp noodles | |
8 oz japchae noodles (dangmyeon) | |
8 oz bean thread noodles | |
6 corn tortillas | |
12 rice paper wrappers | |
1 cup tiger nuts | |
1 tbsp egg replacer | |
1 cup sweetbreads | |
1 breadfruit, peeled | |
2 tbsp coconut aminos | |
1 bottle root beer | |
1 can ginger beer | |
1 bag oyster crackers | wheat |
1 lb crab apples | |
1 tbsp kombu dashi powder | |
1 cup vegan cheese shreds | |
1 cup lactose-free milk | milk |
1/2 cup peanut-free chocolate spread | tree-nuts milk | soy
1/4 cup soy-free vegan butter | |
1 cup coconut yogurt | |
1 cup oat milk | gluten |
1 cup rice milk | |
1 cup cashew cream | tree-nuts |
1/2 cup nutritional yeast | |
1/2 cup sunflower lecithin | |
1 cup pistachio-crusted salmon | tree-nuts fish |
2 tbsp anchovy-free Caesar dressing | eggs milk | mustard
1 jar gluten-free hoisin sauce | soy | sesame
2 tbsp gluten-free miso | soy |
1 package gluten-free pie crust | | milk
1/2 cup egg-free pasta | wheat |
1 lb dried semolina pasta | wheat |
2 tbsp shrimp-free red curry paste | |
1 bag prawn crackers | crustaceans |
4 tortillas (flour or corn) | wheat |
1 cup tahini-free hummus | |
1 cup plain yogurt (dairy or coconut) | milk |
2 tbsp mayo or Greek yogurt | eggs milk | mustard
1 cup veggie stock or water | | celery
2 tbsp miso or soy sauce | soy wheat |
6 gluten-free hamburger buns | | sesame milk soy
1 tbsp vegan fish sauce | |
1/2 cup nut-free granola | gluten |
2 cups cooked bagel chips | wheat | sesame
1/2 cup everything bagel seasoning | sesame |
1 cup seeded rye bread, cubed | gluten wheat | sesame
8 sesame crackers | wheat sesame |
`

/**
 * Brand and prepared foods (issue #32), written before the lexicon learned them: what their usual labels
 * declare, at the "often" level where brands differ.
 */
const BRANDED = `
1 cup crushed Nilla Wafers | wheat | milk eggs soy
30 vanilla wafers | wheat | milk eggs soy
20 chocolate wafer cookies, crushed | wheat | milk eggs soy
1 1/2 cups graham cracker crumbs | wheat | milk soy
1 store-bought graham cracker crust | wheat | milk soy
12 Oreo cookies, crushed | wheat soy | milk
1 cup chocolate sandwich cookie crumbs | wheat | soy milk
15 gingersnaps, finely crushed | wheat | milk eggs soy
8 Biscoff cookies | wheat soy |
1/4 cup Biscoff spread | wheat soy |
1 box yellow cake mix | wheat | milk eggs soy
1 (15.25 oz) box devil's food cake mix | wheat | milk eggs soy
1 box white cake mix plus ingredients on the box | wheat | milk eggs soy
1 box fudge brownie mix | wheat | milk eggs soy
2 cups buttermilk pancake mix | wheat milk | eggs soy
1 cup Bisquick baking mix | wheat | milk soy
1 box Jiffy corn muffin mix | wheat | milk soy
1 can condensed cream of mushroom soup | milk wheat | soy
1 (10.5 oz) can cream of chicken soup | milk wheat | soy
1 can cream of celery soup, undiluted | milk wheat celery | soy
1 can cream of mushroom soup with roasted garlic | milk wheat | soy
1 packet ranch seasoning mix | milk |
1 envelope dry ranch dressing mix | milk |
1 tbsp ranch seasoning | milk |
1 packet taco seasoning | | wheat
2 tbsp taco seasoning mix | | wheat
1 envelope onion soup mix | | milk wheat soy celery
1 packet dry onion soup mix | | milk wheat soy celery
1 packet brown gravy mix | wheat | milk soy
1 jar turkey gravy | wheat | milk soy
1 tsp Gravy Master | celery |
1 tsp Kitchen Bouquet | celery |
2 tsp browning sauce | | celery
Nonstick cooking spray | | soy
Cooking spray, for the pan | | soy
1 tbsp baking spray with flour | wheat | soy
1 lb smoked sausage, sliced | | milk wheat soy mustard
8 hot dogs | | milk wheat soy mustard
6 frankfurters | | milk wheat soy mustard
4 bratwurst | | milk wheat soy mustard
1/2 lb kielbasa, sliced into coins | | milk wheat soy mustard
1 lb breakfast sausage links | | milk wheat soy mustard
24 cocktail sausages | | milk wheat soy mustard
1/2 cup glacé cherries, halved | sulphites |
1/4 cup glazed cherries | sulphites |
1/2 cup candied cherries, chopped | sulphites |
1 cup candied fruit mix | sulphites |
2 tbsp maraschino cherry juice | sulphites |
2 tsp smooth Dijon | mustard | sulphites
1 tbsp prepared mustard | mustard | sulphites
2 tbsp whole grain mustard | mustard | sulphites
1 tub vanilla frosting | | milk soy
1 can chocolate frosting | | milk soy
1/2 cup store-bought icing | | milk soy
1 jar marshmallow creme | eggs |
1 cup Marshmallow Fluff | eggs |
2 cups mini marshmallows | |
2 chicken bouillon cubes, crumbled | | celery wheat
1 beef stock cube | | celery wheat
1 tsp chicken bouillon granules | | celery wheat
2 tbsp char siu sauce, plus more to glaze | soy | wheat sesame
1 cup canned french fried onions | wheat soy |
1 tube crescent roll dough | wheat soy | milk
1 can refrigerated biscuit dough | wheat | milk soy
1 cup seasoned croutons | wheat | milk soy
1/2 cup crushed butter crackers | wheat | milk soy
1 jar Alfredo sauce | milk | eggs wheat
1 can red enchilada sauce | | wheat
1 tub Cool Whip, thawed | milk |
1/2 cup sweetened flaked coconut | | sulphites
3 cups corn flakes cereal | gluten |
2 cups Rice Krispies | gluten |
`

export type EvalKind = 'plain' | 'composite' | 'tricky'

export interface EvalLine {
  line: string
  /** Always in the food. */
  contains: AllergenId[]
  /** In most recipes or brands; never repeats an allergen of `contains`. */
  often: AllergenId[]
  kind: EvalKind
}

const IDS = new Set<string>(ALLERGEN_IDS)

function parseIds(field: string, row: string): AllergenId[] {
  const ids = new Set<AllergenId>()
  for (const word of field.split(/\s+/).filter(Boolean)) {
    const id = ALLERGEN_IDS.find((known) => known === word)
    if (!id || !IDS.has(word))
      throw new Error(`Allergen evaluation set: unknown allergen "${word}" in ${row}`)
    ids.add(id)
  }
  // Wheat always brings gluten at the same level.
  if (ids.has('wheat')) ids.add('gluten')
  return ALLERGEN_IDS.filter((id) => ids.has(id))
}

/** Parses `ingredient line | contains | often` rows, skipping blank rows and `#` comments. */
export function parseSection(text: string, kind: EvalKind): EvalLine[] {
  return text
    .split('\n')
    .map((row) => row.trim())
    .filter((row) => row !== '' && !row.startsWith('#'))
    .map((row) => {
      const [line = '', contains = '', often = ''] = row.split('|').map((field) => field.trim())
      if (line === '') throw new Error(`Allergen evaluation set: empty line in ${row}`)
      const always = parseIds(contains, row)
      return {
        line,
        contains: always,
        often: parseIds(often, row).filter((id) => !always.includes(id)),
        kind,
      }
    })
}

export const ALLERGEN_EVAL_SET: readonly EvalLine[] = [
  ...parseSection(PLAIN, 'plain'),
  ...parseSection(COMPOSITE, 'composite'),
  ...parseSection(TRICKY, 'tricky'),
  ...parseSection(BRANDED, 'composite'),
]
