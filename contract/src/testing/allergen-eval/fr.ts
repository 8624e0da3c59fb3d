/**
 * French evaluation lines, written by hand as a French recipe page writes them, labelled before the
 * French lexicon was written: `ingredient line | contains | often` (allergen ids, space-separated).
 */
export const LANGUAGE = 'fr'

export const EVAL_LINES = `
25 cl de lait entier | milk |
1 l de lait demi-écrémé | milk |
50 g de beurre doux | milk |
20 g de beurre demi-sel, mou | milk |
20 cl de crème fraîche épaisse | milk |
10 cl de creme liquide entiere | milk |
100 g de gruyère râpé | milk |
150 g de fromage blanc | milk |
1 yaourt nature | milk |
2 boules de mozzarella | milk |
80 g de parmesan fraîchement râpé | milk |
1 bûche de fromage de chèvre | milk |
200 g de comté | milk |
1 reblochon | milk |
1 yaourt sans lactose | milk |
3 œufs | eggs |
2 jaunes d'oeufs | eggs |
4 blancs d'œufs montés en neige | eggs |
1 oeuf battu pour la dorure | eggs |
12 œufs de caille | eggs |
2 c. à soupe de mayonnaise | eggs | mustard
1 bol d'aïoli | eggs |
4 filets de cabillaud | fish |
1 pavé de saumon sans peau | fish |
6 filets d'anchois à l'huile | fish |
1 boîte de thon au naturel | fish |
2 filets de maquereau fumé | fish |
1 daurade royale vidée | fish |
2 c. à soupe de sauce nuoc-mâm | fish |
300 g de crevettes décortiquées | crustaceans |
1 homard breton | crustaceans |
6 langoustines | crustaceans |
200 g de chair de crabe | crustaceans |
1 kg de moules de bouchot | molluscs |
12 huîtres | molluscs |
8 noix de Saint-Jacques | molluscs |
400 g d'encornets | molluscs |
1 poulpe | molluscs |
500 g de calamars en rondelles | molluscs |
100 g de poudre d'amandes | tree-nuts |
50 g de noisettes concassées | tree-nuts |
80 g de cerneaux de noix | tree-nuts |
30 g de pistaches non salées | tree-nuts |
100 g de pâte d'amande | tree-nuts |
100 g de crème de marrons | tree-nuts |
20 cl de lait d'amande | tree-nuts |
2 c. à soupe de beurre de cacahuète | peanuts |
50 g d'arachides grillées | peanuts |
1 c. à soupe d'huile d'arachide | peanuts |
250 g de farine de blé T55 | wheat gluten |
200 g de farine | wheat gluten |
1 baguette | wheat gluten |
4 tranches de pain de mie | wheat gluten | milk
1 pâte feuilletée | wheat gluten | milk
1 pâte brisée | wheat gluten | milk
100 g de chapelure | wheat gluten |
200 g de semoule fine | wheat gluten |
250 g de couscous moyen | wheat gluten |
500 g de pâtes | wheat gluten |
400 g de spaghetti | wheat gluten |
100 g d'épeautre | wheat gluten |
100 g de flocons d'avoine | gluten |
50 g de farine de seigle | gluten |
100 g d'orge perlé | gluten |
25 cl de bière blonde | gluten |
1 brioche | milk eggs wheat gluten |
4 croissants | milk wheat gluten | eggs
1 paquet de biscuits à la cuillère | eggs wheat gluten |
10 petits beurre | milk wheat gluten |
50 cl de sauce béchamel | milk wheat gluten |
1 sauce hollandaise | eggs milk |
1 sauce bearnaise | eggs milk | sulphites
1 c. à soupe de sauce soja | soy wheat gluten |
200 g de tofu ferme | soy |
20 cl de lait de soja | soy |
1 c. à soupe de miso blanc | soy | wheat gluten
1 c. à soupe d'huile de sésame | sesame |
2 c. à soupe de graines de sésame | sesame |
1 c. à soupe de moutarde de Dijon | mustard |
1 c. à café de moutarde à l'ancienne | mustard |
2 branches de céleri | celery |
1/2 celeri-rave | celery |
100 g de farine de lupin | lupin |
20 cl de vin blanc sec | sulphites |
1 c. à soupe de vinaigre de vin rouge | sulphites |
100 g d'abricots secs | sulphites |
1 l de fond de volaille | | celery
1 cube de bouillon de légumes | | celery wheat gluten
2 c. à soupe de tapenade | | fish
200 g de chocolat noir | | milk soy
100 g de chocolat au lait | milk | soy
1 c. à soupe de pâte de curry rouge | | crustaceans
1 c. à café de curry en poudre | | mustard celery
1 c. à soupe de sauce Worcestershire | fish | gluten
1 pot de pesto | milk tree-nuts |
100 g de farine sans gluten | |
40 cl de lait de coco | |
1 pincée de noix de muscade | |
50 g de noix de coco râpée | |
100 g de farine de blé noir | |
100 g de farine de riz | |
300 g de riz basmati | |
2 citrons jaunes | |
1 bouquet de persil plat | |
3 gousses d'ail | |
2 oignons émincés | |
4 c. à soupe d'huile d'olive | |
1 c. à café de sel fin | |
500 g de pommes de terre | |
2 carottes | |
1 poireau | |
1 branche de thym | |
1 feuille de laurier | |
200 g de champignons de Paris | |
1 c. à soupe de câpres | |
1 courgette | |
1 sachet de sucre vanillé | |
1 bocal de lupins en saumure | lupin |
2 c. à soupe de tahini | sesame |
1 poignée de cacahuètes salées | peanuts |
`
