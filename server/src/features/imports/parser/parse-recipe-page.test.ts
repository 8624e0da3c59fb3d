import { describe, expect, it } from 'vitest'
import { readFixture } from './fixture-files'
import { parseRecipePage } from './parse-recipe-page'
import type { ParsedRecipe, ParsedRecipePage } from './types'

const parseFixture = (name: string, pageUrl?: string): ParsedRecipePage =>
  parseRecipePage(readFixture(name), pageUrl)

/** The recipe of a page that must have one; fails the test with the summary otherwise. */
const recipeOf = (page: ParsedRecipePage): ParsedRecipe => {
  if (page.recipe === null) throw new Error(`expected a recipe, got: ${page.summary}`)
  return page.recipe
}

describe('parseRecipePage with JSON-LD', () => {
  it('reads a Recipe inside a Yoast @graph and follows @id references for author and image', () => {
    const page = parseFixture(
      'jsonld-yoast-graph.html',
      'https://pantryandpot.example/smoky-black-bean-chili/',
    )
    const recipe = recipeOf(page)
    expect(page.source).toBe('json-ld')
    expect(recipe.title).toBe('Smoky Black Bean Chili')
    expect(recipe.author).toBe('Jonah Fields')
    expect(recipe.image).toBe('https://pantryandpot.example/wp-content/uploads/2024/01/chili.jpg')
    expect(recipe.ingredients).toHaveLength(10)
    expect(recipe.ingredients[7]).toBe('2 cans (15 oz each) black beans, drained')
    expect(recipe.instructions).toHaveLength(6)
    expect(recipe.instructions[0]).toBe('Heat the olive oil in a large pot over medium heat.')
    expect([recipe.prepTimeMinutes, recipe.cookTimeMinutes, recipe.totalTimeMinutes]).toEqual([15, 45, 60])
    expect(recipe.yields).toBe('6 bowls')
    expect(recipe.cuisine).toBe('Mexican, American')
    expect(recipe.tags).toEqual(['Main Course', 'chili', 'vegetarian', 'batch cooking'])
    expect(recipe.nutrition).toEqual({ calories: 320, protein: 15, carbs: 48, fat: 7 })
    expect(recipe.canonicalUrl).toBe('https://pantryandpot.example/smoky-black-bean-chili/')
    expect(page.missing).toEqual([])
    expect(page.summary).toBe(
      'Found the recipe ("Smoky Black Bean Chili", 10 ingredients, 6 steps) in structured data.',
    )
  })

  it('finds the Recipe in a top-level array and derives the total time from prep and cook', () => {
    const recipe = recipeOf(parseFixture('jsonld-top-level-array.html'))
    expect(recipe.title).toBe('Weeknight Pad Thai')
    expect(recipe.author).toBe('Nok Srisai')
    expect(recipe.ingredients).toHaveLength(11)
    expect(recipe.ingredients).toContain('1/3 cup roasted peanuts, chopped')
    expect(recipe.instructions).toHaveLength(6)
    expect(recipe.instructions[5]).toBe(
      'Fold in the bean sprouts and spring onions, then top with peanuts and lime.',
    )
    expect([recipe.prepTimeMinutes, recipe.cookTimeMinutes, recipe.totalTimeMinutes]).toEqual([20, 10, 30])
    expect(recipe.cuisine).toBe('Thai')
    expect(recipe.tags).toEqual(['Main course'])
  })

  it('accepts @type as an array and falls back to the headline, several authors and an ImageObject list', () => {
    const page = parseFixture('jsonld-type-array-news.html')
    const recipe = recipeOf(page)
    expect(page.source).toBe('json-ld')
    expect(recipe.title).toBe('How to Make Perfect Shakshuka at Home')
    expect(recipe.author).toBe('Dana Levi, Sam Ortiz')
    expect(recipe.image).toBe('https://images.morningledger.example/2024/03/shakshuka-16x9.jpg')
    expect(recipe.ingredients).toHaveLength(9)
    expect(recipe.instructions).toHaveLength(5)
    expect(recipe.totalTimeMinutes).toBe(40)
    expect(recipe.prepTimeMinutes).toBeNull()
    expect(recipe.yields).toBe('4 servings')
    expect(recipe.cuisine).toBe('Middle Eastern')
    expect(recipe.tags).toEqual(['Breakfast', 'Brunch', 'eggs', 'one-pan', 'vegetarian'])
    expect(recipe.description).toBe(
      'Eggs poached in a spiced tomato and pepper sauce: a one-pan brunch classic.',
    )
    expect(recipe.canonicalUrl).toBe('https://morningledger.example/food/2024/03/02/perfect-shakshuka')
  })

  it('flattens HowToSection steps in order, including a section nested in a section', () => {
    const recipe = recipeOf(parseFixture('jsonld-howto-sections.html'))
    expect(recipe.instructions).toEqual([
      'Heat the oven to 180°C and line two 20 cm tins.',
      'Beat the butter and sugar until pale, then beat in the eggs one at a time.',
      'Fold in the flour and zest, divide between the tins and bake for 25 minutes.',
      'Whisk the juice, sugar, eggs and yolk in a pan over low heat.',
      'Add the butter a cube at a time and stir until thick. Chill for 1 hour.',
      'Beat the cream cheese and icing sugar until smooth.',
      'Spread half the curd on one sponge and top with the second.',
      'Cover the top with frosting and swirl the remaining curd through it.',
    ])
    expect(recipe.instructions).not.toContain('Make the sponge')
  })

  it('keeps ingredient header lines apart as sections', () => {
    const recipe = recipeOf(parseFixture('jsonld-howto-sections.html'))
    expect(recipe.ingredients).toHaveLength(11)
    expect(recipe.ingredients).not.toContain('For the sponge:')
    expect(recipe.ingredientSections.map((section) => [section.title, section.items.length])).toEqual([
      ['For the sponge', 5],
      ['For the curd', 4],
      ['For the frosting', 2],
    ])
    expect([recipe.prepTimeMinutes, recipe.cookTimeMinutes, recipe.totalTimeMinutes]).toEqual([45, 30, 180])
  })

  it('recognises "For the dough" headers without a colon and keeps unicode fractions as written', () => {
    const recipe = recipeOf(parseFixture('jsonld-ingredient-headers.html'))
    expect(recipe.ingredientSections.map((section) => section.title)).toEqual([
      'For the dough',
      'For the filling',
    ])
    expect(recipe.ingredientSections[0]?.items).toHaveLength(5)
    expect(recipe.ingredientSections[1]?.items).toHaveLength(6)
    expect(recipe.ingredients).toContain('1 ½ teaspoons ground cumin')
    expect(recipe.ingredients).toContain('½ teaspoon chilli flakes')
    expect(recipe.ingredients).toContain('1/2 cup cold water')
  })

  it('splits an instruction string with newlines into steps without their numbers', () => {
    const recipe = recipeOf(parseFixture('jsonld-string-instructions.html'))
    expect(recipe.instructions).toEqual([
      'Melt the butter in a wide frying pan over medium-high heat.',
      'Add the mushrooms in a single layer and leave them alone for 3 minutes so they brown.',
      'Toss and cook for another 4 minutes.',
      'Add the garlic and thyme and cook for 1 minute more.',
      'Finish with lemon juice, salt and pepper.',
    ])
    expect(recipe.yields).toBe('2 servings')
    expect(recipe.author).toBe('Theo Marsh')
  })

  it('turns an HTML list in the instructions into steps and strips tags from every field', () => {
    const recipe = recipeOf(parseFixture('jsonld-html-instructions.html'))
    expect(recipe.title).toBe('Overnight Oats')
    expect(recipe.description).toBe('No cooking, no stress: breakfast that makes itself while you sleep.')
    expect(recipe.ingredients[0]).toBe('1 cup rolled oats')
    expect(recipe.instructions).toHaveLength(3)
    expect(recipe.instructions[1]).toBe('Cover and refrigerate overnight, or at least 4 hours.')
    expect(recipe.totalTimeMinutes).toBe(245)
  })

  it('resolves a relative ImageObject url and canonical link against the page address', () => {
    const page = parseFixture(
      'jsonld-image-object-relative.html',
      'https://bakewell.example/recipes/rosemary-focaccia/?utm_source=newsletter',
    )
    const recipe = recipeOf(page)
    expect(recipe.image).toBe('https://bakewell.example/wp-content/uploads/2024/05/focaccia.jpg')
    expect(recipe.canonicalUrl).toBe('https://bakewell.example/recipes/rosemary-focaccia/')
    expect(recipe.author).toBe('Bakewell Kitchen')
    expect(recipe.totalTimeMinutes).toBe(165)
  })

  it('leaves a relative image out when there is no page address to resolve it against', () => {
    expect(recipeOf(parseFixture('jsonld-image-object-relative.html')).image).toBeNull()
  })

  it('takes the first of several image sizes and the descriptive entry of a yield array', () => {
    const recipe = recipeOf(parseFixture('jsonld-image-array-yield-array.html'))
    expect(recipe.image).toBe('https://crumbs.example/uploads/banana-bread-1x1.jpg')
    expect(recipe.yields).toBe('8 slices')
    expect(recipe.author).toBe('Priya N.')
    expect(recipe.ingredients).toHaveLength(8)
    expect(recipe.instructions).toHaveLength(4)
  })

  it('tolerates trailing commas and a trailing semicolon', () => {
    const recipe = recipeOf(parseFixture('jsonld-trailing-semicolon-commas.html'))
    expect(recipe.title).toBe('Tomato Basil Soup')
    expect(recipe.ingredients).toHaveLength(6)
    expect(recipe.instructions).toHaveLength(3)
    expect(recipe.totalTimeMinutes).toBe(35)
  })

  it('unwraps JSON-LD hidden in a CDATA section', () => {
    const recipe = recipeOf(parseFixture('jsonld-cdata.html'))
    expect(recipe.title).toBe('Honey Soy Chicken Thighs')
    expect(recipe.ingredients).toHaveLength(6)
    expect(recipe.instructions).toHaveLength(4)
    expect(recipe.totalTimeMinutes).toBe(45)
  })

  it('unwraps JSON-LD hidden in an HTML comment', () => {
    const recipe = recipeOf(parseFixture('jsonld-html-comment.html'))
    expect(recipe.title).toBe('Cucumber Raita')
    expect(recipe.cuisine).toBe('Indian')
    expect(recipe.ingredients).toHaveLength(5)
    expect(recipe.instructions).toHaveLength(2)
  })

  it('repairs raw newlines and tabs inside strings and treats each line of a string as a step', () => {
    const recipe = recipeOf(parseFixture('jsonld-unescaped-newlines.html'))
    expect(recipe.description).toBe('Sweet, salty and sticky: ready in twenty minutes.')
    expect(recipe.instructions).toEqual([
      'Heat the grill to high.',
      'Mix the miso, mirin and honey and brush over the salmon.',
      'Grill for 10 to 12 minutes, until the glaze is caramelised.',
      'Scatter with spring onion.',
    ])
    expect(recipe.totalTimeMinutes).toBe(20)
  })

  it('reads several JSON objects written back to back in one script', () => {
    const recipe = recipeOf(parseFixture('jsonld-multiple-objects.html'))
    expect(recipe.title).toBe('Chickpea and Spinach Curry')
    expect(recipe.author).toBe('Ravi Menon')
    expect(recipe.ingredients).toHaveLength(6)
    expect(recipe.instructions).toHaveLength(4)
  })

  it('decodes double-encoded entities, strips tags and repairs doubled punctuation', () => {
    const recipe = recipeOf(parseFixture('jsonld-entities.html'))
    expect(recipe.title).toBe('Grandma’s Mac & Cheese')
    expect(recipe.description).toBe('Creamy, golden & crisp on top – the one we make every Thanksgiving.')
    expect(recipe.author).toBe("Lou's Kitchen")
    expect(recipe.ingredients).toEqual([
      '1½ cups elbow macaroni',
      '¼ cup butter',
      '3 tablespoons flour, sifted',
      '2 cups whole milk',
      '8 oz sharp cheddar, grated',
      '1/2 teaspoon mustard powder',
      'Salt & pepper',
    ])
    expect(recipe.instructions[0]).toBe('Cook the macaroni 2 minutes short of the packet time & drain.')
    expect(recipe.instructions[1]).toBe(
      'Melt the butter, whisk in the flour and cook for 1 minute, stirring.',
    )
    expect(recipe.instructions[3]).toContain('200°C')
  })

  it('reads sloppy durations written as words as well as ISO-8601 with a day part', () => {
    const recipe = recipeOf(parseFixture('jsonld-durations-sloppy.html'))
    expect(recipe.prepTimeMinutes).toBe(20)
    expect(recipe.cookTimeMinutes).toBe(195)
    expect(recipe.totalTimeMinutes).toBe(215)
    expect(recipe.yields).toBe('4 to 6 servings')
  })

  it('turns a numeric yield into servings, dedupes keyword tags and reads nutrition numbers', () => {
    const recipe = recipeOf(parseFixture('jsonld-numeric-yield-keywords-array.html'))
    expect(recipe.yields).toBe('6 servings')
    expect(recipe.tags).toEqual(['Soup', 'winter'])
    expect(recipe.cuisine).toBeNull()
    expect(recipe.nutrition).toEqual({ calories: 210, protein: 4.5, carbs: 27, fat: 9.5 })
    // A cook time with no prep time stated stands for the total (decision 036, revised).
    expect(recipe.totalTimeMinutes).toBe(40)
  })

  it('finds a Recipe under mainEntity and reads ItemList instructions', () => {
    const recipe = recipeOf(parseFixture('jsonld-mainentity-itemlist.html'))
    expect(recipe.title).toBe('Spinach Pesto Pasta')
    expect(recipe.image).toBe('https://greenplate.example/img/pesto-pasta.webp')
    expect(recipe.instructions).toEqual([
      'Cook the pasta in well salted water.',
      'Blitz the spinach, parmesan, pine nuts, garlic and oil into a pesto.',
      'Toss the pasta with the pesto and a splash of the cooking water.',
    ])
  })

  it('picks the complete recipe when a page lists a teaser recipe too', () => {
    const recipe = recipeOf(parseFixture('jsonld-multiple-recipes.html'))
    expect(recipe.title).toBe('Blueberry Muffins')
    expect(recipe.ingredients).toHaveLength(7)
    expect(recipe.canonicalUrl).toBe('https://muffintop.example/blueberry-muffins')
  })

  it('reads an @vocab context, full type IRIs and @value objects', () => {
    const recipe = recipeOf(parseFixture('jsonld-vocab-context.html'))
    expect(recipe.title).toBe('Simple Vinaigrette')
    expect(recipe.ingredients).toHaveLength(4)
    expect(recipe.instructions).toEqual(['Shake everything together in a jar with a pinch of salt.'])
    expect(recipe.prepTimeMinutes).toBe(5)
  })

  it('keeps the short step name Tasty Recipes publishes as the title of the HowToStep text', () => {
    const recipe = recipeOf(parseFixture('jsonld-tasty-recipes.html'))
    expect(recipe.instructions[0]).toBe(
      'Brown the butter: Melt the butter in a pan and cook, swirling, until it smells nutty and the solids turn golden. Cool for 10 minutes.',
    )
    expect(recipe.instructions).not.toContain('Brown the butter')
    expect(recipe.instructions[2]).toBe('Chill the dough for 1 hour.')
    expect(recipe.yields).toBe('24 cookies')
    expect(recipe.nutrition).toEqual({ calories: 212, protein: 2.3, carbs: 26.4, fat: 11.1 })
    expect(recipe.tags).toEqual(['Dessert', 'chocolate chip cookies', 'brown butter'])
    expect(recipe.canonicalUrl).toBe('https://hbhclub.example/brown-butter-cookies/')
  })

  it('borrows ingredient group titles from a WP Recipe Maker card that lists the same lines', () => {
    const recipe = recipeOf(parseFixture('jsonld-wprm-card.html'))
    expect(recipe.ingredients).toHaveLength(9)
    expect(recipe.ingredientSections).toEqual([
      {
        title: 'Marinade',
        items: [
          '600 g boneless chicken thighs, cut into chunks',
          '150 g plain yogurt',
          '2 teaspoons garam masala',
          '1 teaspoon salt',
        ],
      },
      {
        title: 'Sauce',
        items: [
          '2 tablespoons butter',
          '1 onion, finely chopped',
          '3 garlic cloves, grated',
          '400 g passata',
          '150 ml double cream',
        ],
      },
    ])
    expect(recipe.yields).toBe('4 servings')
    expect(recipe.nutrition?.calories).toBe(540)
  })

  it('fills steps missing from structured data with the method shown on the page', () => {
    const page = parseFixture('jsonld-gap-filled-from-page.html')
    const recipe = recipeOf(page)
    expect(page.source).toBe('json-ld')
    expect(recipe.ingredients).toHaveLength(7)
    expect(recipe.instructions).toHaveLength(3)
    expect(recipe.instructions[2]).toBe(
      'Fry heaped tablespoons in hot oil for 3 minutes a side, until golden.',
    )
    expect(page.missing).toEqual([])
  })

  it('reports a recipe without steps and says what to do about it', () => {
    const page = parseFixture('jsonld-no-instructions.html')
    const recipe = recipeOf(page)
    expect(recipe.ingredients).toHaveLength(6)
    expect(recipe.instructions).toEqual([])
    expect(recipe.description).toBe('Whatever the market has, tossed with lime and mint.')
    expect(page.missing).toEqual(['instructions'])
    expect(page.summary).toBe('Found the ingredients but no steps. Add the steps yourself or paste them in.')
  })

  it('reports a recipe without ingredients', () => {
    const page = parseFixture('jsonld-no-ingredients.html')
    expect(recipeOf(page).instructions).toHaveLength(3)
    expect(page.missing).toEqual(['ingredients'])
    expect(page.summary).toBe(
      'Found the steps but no ingredients. Add the ingredients yourself or paste them in.',
    )
  })

  it('names a structured recipe that has neither ingredients nor steps', () => {
    const page = parseFixture('jsonld-recipe-stub.html')
    expect(page.source).toBe('json-ld')
    expect(recipeOf(page).image).toBe('https://stonefruit.example/img/peaches.jpg')
    expect(page.missing).toEqual(['ingredients', 'instructions'])
    expect(page.summary).toBe(
      'Found "Grilled Peaches with Ricotta" but no ingredients or steps. Paste the recipe text instead.',
    )
  })
})

describe('parseRecipePage with microdata', () => {
  it('reads schema.org microdata with meta, time and nested itemscope values', () => {
    const page = parseFixture('microdata-basic.html', 'https://saturdaystack.example/pancakes')
    const recipe = recipeOf(page)
    expect(page.source).toBe('microdata')
    expect(recipe.title).toBe('Classic Buttermilk Pancakes')
    expect(recipe.author).toBe('Hannah Cole')
    expect(recipe.image).toBe('https://saturdaystack.example/images/pancakes.jpg')
    expect(recipe.description).toBe('Fluffy, golden pancakes for slow weekend mornings.')
    expect(recipe.ingredients).toHaveLength(7)
    expect(recipe.ingredients[6]).toBe('25 g melted butter, plus extra for the pan')
    expect(recipe.instructions).toHaveLength(5)
    expect([recipe.prepTimeMinutes, recipe.cookTimeMinutes, recipe.totalTimeMinutes]).toEqual([10, 15, 25])
    expect(recipe.yields).toBe('8 pancakes')
    expect(recipe.nutrition).toEqual({ calories: 230, protein: 7, carbs: null, fat: null })
    expect(recipe.tags).toEqual(['Breakfast'])
    expect(page.summary).toBe(
      'Found the recipe ("Classic Buttermilk Pancakes", 7 ingredients, 5 steps) in structured data.',
    )
  })

  it('reads the legacy ingredients property and a single instructions block holding a list', () => {
    const recipe = recipeOf(parseFixture('microdata-legacy-ingredients.html'))
    expect(recipe.title).toBe("Shepherd's Pie")
    expect(recipe.ingredients).toEqual([
      '500 g lamb mince',
      '1 onion, chopped',
      '2 carrots, diced',
      '1 tbsp Worcestershire sauce',
      '300 ml lamb stock',
      '1 kg floury potatoes',
    ])
    expect(recipe.instructions).toHaveLength(4)
    expect(recipe.instructions[3]).toBe(
      'Spoon the lamb into a dish, top with the mash and bake at 200°C for 30 minutes.',
    )
    expect(recipe.totalTimeMinutes).toBe(80)
    expect(recipe.yields).toBe('6 servings')
    expect(recipe.description).toBe('Lamb mince under a crisp mashed potato lid.')
  })

  it('reads HowToStep items, an author link by its text and keywords from a meta tag', () => {
    const recipe = recipeOf(parseFixture('microdata-howtostep.html'))
    expect(recipe.title).toBe('Gazpacho Andaluz')
    expect(recipe.author).toBe('Marta Ruiz')
    expect(recipe.cuisine).toBe('Spanish')
    expect(recipe.tags).toEqual(['cold soup', 'summer'])
    expect(recipe.instructions).toEqual([
      'Roughly chop the tomatoes, pepper, cucumber and garlic.',
      'Blend with the vinegar and a good pinch of salt until very smooth.',
      'With the blender running, pour in the oil. Chill for at least 2 hours.',
    ])
    expect(recipe.image).toBe('https://cocina.example/fotos/gazpacho.jpg')
  })

  it('groups microdata ingredients under the card headings they follow', () => {
    const recipe = recipeOf(parseFixture('microdata-sections.html'))
    expect(recipe.ingredientSections.map((section) => [section.title, section.items.length])).toEqual([
      ['Crust', 4],
      ['Filling', 6],
    ])
    expect(recipe.ingredients).toHaveLength(10)
    expect([recipe.prepTimeMinutes, recipe.cookTimeMinutes, recipe.totalTimeMinutes]).toEqual([40, 60, 100])
  })

  it('falls back to microdata when the JSON-LD cannot be repaired', () => {
    const page = parseFixture('jsonld-broken-microdata-fallback.html')
    const recipe = recipeOf(page)
    expect(page.source).toBe('microdata')
    expect(recipe.title).toBe('Red Lentil Dal')
    expect(recipe.ingredients[0]).toBe('250 g red lentils, rinsed')
    expect(recipe.instructions).toHaveLength(3)
    expect(recipe.totalTimeMinutes).toBe(40)
    expect(recipe.yields).toBe('4 servings')
  })
})

describe('parseRecipePage with only the visible page', () => {
  it('reads h2 sections with lists and ignores navigation, story lists, notes and comments', () => {
    const page = parseFixture('visible-h2-lists.html', 'https://tacotuesday.example/easy-beef-tacos/')
    const recipe = recipeOf(page)
    expect(page.source).toBe('visible-page')
    expect(recipe.title).toBe('Easy Beef Tacos')
    expect(recipe.description).toBe('Crispy-edged spiced beef, quick pickled onions and all the toppings.')
    expect(recipe.image).toBe('https://tacotuesday.example/uploads/beef-tacos.jpg')
    expect(recipe.ingredients).toHaveLength(8)
    expect(recipe.ingredients[7]).toBe('Sour cream, coriander and hot sauce, to serve')
    expect(recipe.instructions).toHaveLength(5)
    expect(recipe.instructions).not.toContain('Leftover beef keeps for 3 days in the fridge.')
    expect(page.summary).toBe('Found the recipe ("Easy Beef Tacos", 8 ingredients, 5 steps) on the page.')
  })

  it('reads bold paragraph labels, br-separated ingredients and numbered paragraphs', () => {
    const recipe = recipeOf(parseFixture('visible-strong-paragraphs.html'))
    expect(recipe.title).toBe('Buttermilk Biscuits')
    expect(recipe.ingredients).toEqual([
      '2 cups all-purpose flour',
      '1 tablespoon baking powder',
      '1 teaspoon salt',
      '6 tablespoons cold butter',
      '3/4 cup cold buttermilk',
    ])
    expect(recipe.instructions).toHaveLength(4)
    expect(recipe.instructions[0]).toBe('Preheat the oven to 450°F.')
    expect(recipe.instructions).not.toContain("Don't twist the cutter or the biscuits won't rise.")
  })

  it('reads upper-case div labels, drops step number badges and trims the site name from the title', () => {
    const recipe = recipeOf(parseFixture('visible-div-labels.html'))
    expect(recipe.title).toBe('Green Shakshuka')
    expect(recipe.description).toBe('Eggs baked in a bed of leeks, spinach and herbs.')
    expect(recipe.ingredients).toHaveLength(6)
    expect(recipe.instructions).toEqual([
      'Cook the leeks in the oil for 8 minutes, until soft.',
      'Add the spinach and cumin and stir until wilted.',
      'Make four wells, crack in the eggs, cover and cook for 5 minutes.',
      'Crumble over the feta and serve.',
    ])
  })

  it('keeps h3 groups inside the ingredients and reads times and servings shown on the page', () => {
    const recipe = recipeOf(parseFixture('visible-h3-subsections.html'))
    expect(recipe.ingredientSections.map((section) => [section.title, section.items.length])).toEqual([
      ['For the crust', 2],
      ['For the filling', 4],
      ['To serve', 1],
    ])
    expect(recipe.instructions).toHaveLength(5)
    expect([recipe.prepTimeMinutes, recipe.cookTimeMinutes, recipe.totalTimeMinutes]).toEqual([30, 15, 45])
    expect(recipe.yields).toBe('8 servings')
    expect(recipe.canonicalUrl).toBe('https://tartandtangy.example/key-lime-pie')
    expect(recipe.image).toBe('https://tartandtangy.example/img/key-lime-pie.jpg')
  })

  it('reads a "What you\'ll need" list and paragraphs under "Step n" subheadings', () => {
    const recipe = recipeOf(parseFixture('visible-steps-heading.html'))
    expect(recipe.title).toBe('Iced Matcha Latte')
    expect(recipe.ingredients).toHaveLength(5)
    expect(recipe.ingredients[1]).toBe('60 ml hot water (not boiling)')
    expect(recipe.instructions).toEqual([
      'Whisk the matcha with the hot water until no lumps remain.',
      'Stir in the honey.',
      'Fill a glass with ice and milk, then pour the matcha over.',
    ])
  })

  it('reads a news article with h4 "Ingredients" and "Preparation" sections', () => {
    const recipe = recipeOf(parseFixture('visible-preparation-news.html'))
    expect(recipe.title).toBe('Charred Corn Salad')
    expect(recipe.ingredients).toHaveLength(7)
    expect(recipe.ingredients).toContain('1 jalapeño, seeded and diced')
    expect(recipe.instructions).toHaveLength(3)
    expect(recipe.instructions).not.toContain('A version of this recipe appeared in print on Aug. 12, 2023.')
  })

  it('reads labels and lines separated only by br inside one paragraph', () => {
    const recipe = recipeOf(parseFixture('visible-inline-br.html'))
    expect(recipe.title).toBe('Two-Minute Mug Brownie')
    expect(recipe.ingredients).toHaveLength(5)
    expect(recipe.instructions).toEqual([
      'Mix everything in a large mug with a fork until smooth.',
      'Microwave on high for 70 seconds.',
      'Leave for a minute before eating: it is very hot.',
    ])
  })

  it('reads an ingredient table and ignores table-of-contents links and sidebars', () => {
    const recipe = recipeOf(
      parseFixture('visible-nav-noise-table.html', 'https://nonnastable.example/carbonara'),
    )
    expect(recipe.title).toBe('Spaghetti Carbonara')
    expect(recipe.ingredients).toEqual([
      '400 g spaghetti',
      '150 g guanciale, cut into strips',
      '4 egg yolks',
      '1 whole egg',
      '60 g pecorino romano, finely grated',
      'black pepper',
    ])
    expect(recipe.instructions).toHaveLength(4)
    expect(recipe.image).toBe('https://static.nonnastable.example/img/carbonara.jpg')
  })

  it('accepts a heading with a note and a colon, strips bullets and "Step n:" prefixes', () => {
    const recipe = recipeOf(parseFixture('visible-heading-with-note.html'))
    expect(recipe.title).toBe('Old-Fashioned Lemonade')
    expect(recipe.ingredients).toEqual(['6 lemons', '200 g sugar', '1.5 litres cold water'])
    expect(recipe.instructions[0]).toBe('Pare the zest from 2 lemons and juice them all.')
    expect(recipe.totalTimeMinutes).toBe(15)
    expect(recipe.yields).toBe('2 litres')
  })

  it('reports a visible recipe without steps', () => {
    const page = parseFixture('visible-no-steps.html')
    expect(recipeOf(page).ingredients).toHaveLength(5)
    expect(recipeOf(page).ingredients).not.toContain('Happy hosting!')
    expect(page.missing).toEqual(['instructions'])
    expect(page.summary).toBe('Found the ingredients but no steps. Add the steps yourself or paste them in.')
  })

  it('reports a visible recipe without ingredients', () => {
    const page = parseFixture('visible-no-ingredients.html')
    expect(recipeOf(page).title).toBe('How to Cook Fluffy Rice on the Stove')
    expect(recipeOf(page).instructions).toHaveLength(4)
    expect(page.missing).toEqual(['ingredients'])
  })
})

describe('parseRecipePage without a recipe', () => {
  it.each([
    'no-recipe-article.html',
    'no-recipe-empty.html',
    'no-recipe-json-ld-article.html',
    'garbage.html',
  ])('answers "no recipe" for %s', (name) => {
    const page = parseFixture(name)
    expect(page.recipe).toBeNull()
    expect(page.source).toBeNull()
    expect(page.missing).toEqual(['title', 'ingredients', 'instructions'])
    expect(page.summary).toBe('No recipe found on that page. Paste the recipe text instead.')
  })

  it('answers "no recipe" for an empty string', () => {
    expect(parseRecipePage('').recipe).toBeNull()
  })
})
