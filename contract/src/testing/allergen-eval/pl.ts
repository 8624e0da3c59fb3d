// Polish ingredient lines written by hand for this project, labelled before the Polish lexicon was written.
export const LANGUAGE = 'pl'

/**
 * `ingredient line | contains | often`, as in allergen-eval-set.ts; wheat always brings gluten. The last
 * lines (from the lupin ones on) were added after the lexicon was written, so lupin, sesame and peanuts are
 * covered more than once; they were labelled before being run.
 */
export const EVAL_LINES = `
500 g mąki pszennej typ 450 | wheat |
2 szklanki maki pszennej | wheat |
200 g mąki orkiszowej | wheat |
2 szklanki kaszy manny | wheat |
200 g kuskusu | wheat |
200 g bulguru | wheat |
500 g spaghetti | wheat |
400 g makaronu penne | wheat |
250 g makaronu jajecznego | wheat eggs |
1 szklanka bułki tartej | wheat |
4 kromki chleba pszennego | wheat |
1 czerstwa bułka | wheat |
1 opakowanie ciasta francuskiego | wheat | milk
100 g mąki żytniej | gluten |
1 szklanka płatków owsianych | gluten |
200 g kaszy jęczmiennej | gluten |
200 g kaszy pęczak | gluten |
1 butelka piwa | gluten |
500 ml mleka | milk |
1 l mleka 3,2% | milk |
200 ml śmietanki 30% | milk |
3 łyżki kwaśnej śmietany 18% | milk |
50 g masła | milk |
2 lyzki masla | milk |
1 łyżka masła klarowanego | milk |
250 g twarogu półtłustego | milk |
150 g sera żółtego, startego | milk |
100 g parmezanu | milk |
1 opakowanie mozzarelli | milk |
400 g jogurtu naturalnego | milk |
500 ml kefiru | milk |
1 l maślanki | milk |
1 l mleka bez laktozy | milk |
4 jajka | eggs |
1 jajko roztrzepane | eggs |
2 żółtka | eggs |
3 białka | eggs |
5 jaj na twardo | eggs |
500 g filetów z łososia | fish |
2 płaty śledziowe (matjasy) | fish |
1 puszka tuńczyka w sosie własnym | fish |
400 g dorsza | fish |
1 makrela wędzona | fish |
4 filety anchois | fish |
200 g łososia wędzonego | fish |
1 łyżka sosu rybnego | fish |
1 opakowanie paluszków krabowych | fish | eggs wheat crustaceans
300 g krewetek | crustaceans |
12 krewetek królewskich | crustaceans |
1 homar | crustaceans |
1 kg małży (omułków) | molluscs |
300 g kalmarów | molluscs |
200 g ośmiornicy | molluscs |
6 przegrzebków | molluscs |
2 łyżki sosu ostrygowego | molluscs | wheat soy
100 g migdałów | tree-nuts |
50 g orzechów włoskich | tree-nuts |
50 g orzechów laskowych | tree-nuts |
2 łyżki orzeszków piniowych | tree-nuts |
100 g nerkowców | tree-nuts |
30 g pistacji | tree-nuts |
200 g masy marcepanowej | tree-nuts |
500 ml napoju migdałowego | tree-nuts |
100 g orzeszków ziemnych | peanuts |
2 łyżki masła orzechowego | peanuts |
1 łyżka oleju arachidowego | peanuts |
3 łyżki sosu sojowego | soy wheat |
200 g tofu | soy |
500 ml napoju sojowego | soy |
1 łyżka oleju sezamowego | sesame |
2 łyżki sezamu | sesame |
3 łyżki tahini | sesame |
1 łyżka musztardy | mustard |
1 łyżeczka musztardy francuskiej | mustard |
1 łyżeczka gorczycy | mustard |
3 łyżki majonezu | eggs | mustard
1 słoik pesto | milk tree-nuts |
2 łodygi selera naciowego | celery |
1/2 korzenia selera | celery |
1 seler, starty | celery |
1 włoszczyzna | celery |
1 l bulionu warzywnego | | celery
1 l rosołu | | celery
1 kostka rosołowa | | celery wheat
1 łyżeczka curry | | mustard celery
2 łyżki czerwonej pasty curry | | crustaceans
100 g mąki łubinowej | lupin |
200 ml wytrawnego białego wina | sulphites |
100 ml czerwonego wina | sulphites |
2 łyżki octu winnego | sulphites |
100 g suszonych moreli | sulphites |
1 opakowanie pierogów ruskich | wheat milk | eggs
500 g pierogów z mięsem | wheat | eggs
8 naleśników | wheat milk eggs |
400 g kopytek | wheat | eggs
1 opakowanie uszek z grzybami | wheat | eggs
1 tabliczka gorzkiej czekolady | | milk soy
1 tabliczka mlecznej czekolady | milk | soy
250 g makaronu bezglutenowego | |
500 ml napoju owsianego | gluten |
400 ml mleka kokosowego | |
2 łyżki wegańskiego majonezu | | mustard
1 cebula, posiekana | |
2 ząbki czosnku | |
1 kg ziemniaków | |
2 marchewki | |
1 por | |
1 pęczek natki pietruszki | |
2 łyżki oliwy z oliwek | |
2 łyżki oleju rzepakowego | |
200 g ryżu basmati | |
1 cytryna, sok i skórka | |
1 łyżeczka soli | |
pieprz do smaku | |
1 puszka pomidorów krojonych | |
1 łyżka cukru | |
2 liście laurowe | |
3 ziela angielskie | |
1 łyżeczka kminu rzymskiego | |
1 łyżka mąki ziemniaczanej | |
1/2 łyżeczki gałki muszkatołowej | |
1 ogórek | |
1 łyżeczka majeranku | |
200 g kapusty kiszonej | |
1 łyżka octu jabłkowego | |
500 g winogron | |
200 g kaszy gryczanej | |
100 g kaszy jaglanej | |
100 g łubinu słodkiego | lupin |
2 łyżki białka łubinowego | lupin |
2 łyżki pasty sezamowej | sesame |
4 bułki z sezamem | wheat sesame |
2 łyżki oleju z orzeszków ziemnych | peanuts |
`
