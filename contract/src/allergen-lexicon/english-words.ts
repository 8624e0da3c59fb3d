/**
 * Everyday words of English ingredient lines that are not allergens. When a line's language is unknown,
 * another language's word or wildcard never reads one of these alone: 'room temperature' is not Dutch
 * cream (room), 'serving' not Polish cheese (ser*), 'melted' not Danish flour (mel*), 'pan' not Spanish bread.
 */
export const COMMON_ENGLISH_WORDS = `
a about above according add added adding additional after again all allow also an any approx approximately
as at bag bags bake baked baking bar bars batch beat beaten big bit bite bits blend blended block boil
boiled boiling bone boneless bottle bottled bowl box boxes bought bowls branch bright brush brushing bunch
but by can canned cans carton cartons chill chilled chop chopped chunk chunks clean coarse coarsely cold
combine container cook cooked cooking cool cooled core cored cover crumbled crush crushed cube cubed cubes
cup cups cut dash day dice diced divided done dozen drain drained dried drizzle drop drops dry each
either enough equal even extra few fine finely firm firmly for fresh freshly from frozen full garnish
generous good grate grated grease greased grind ground half halved halves handful hard head heaped heaping
heat heated heavy hot if in inch inches into is it its jar jars jumbo just keep kg knob large larger
layer leave left lengthwise less lightly like liter liters litre litres little long loosely low made make
makes many mash mashed max measure medium melt melted melting mild min mince minced minute minutes mix
mixed mixture more most much must need needed new of off oil oiled on once one only optional or other
out oven over pack package packages packed packet pan pans part parts peel peeled per piece pieces pinch
pint pints place plain plate plus portion pot pound pounds pour prep prepared press pressed quart quarter
quartered rack ready removed rest rinse rinsed ripe roast roasted room rough roughly round save scant
season seasoned see separated serve served serves serving servings set shake shaken shallow sheet sheets
shred shredded side sifted simmer size sized skin skinless slice sliced slices slightly small smaller soft
softened some spoon sprig sprigs sprinkle squeeze squeezed stalk stalks stick sticks stir store strip
strips such sugar taste tbsp tbs teaspoon teaspoons temperature tablespoon tablespoons than that the then
thick thickly thin thinly thawed this tin tins to toasted top topping torn total trimmed tsp tub tube two until
up use used warm warmed wash washed water wedge wedges well whisk whisked whole wide with without you your
eight five four nine seven six ten three twelve
g kg mg ml cl dl l oz lb lbs qt pt gal cm mm in pkg pkt c t
`
