// Danish ingredient lines written by hand for this project, labelled before the Danish lexicon was written.
export const LANGUAGE = 'da'

/**
 * `ingredient line | contains | often`, as in allergen-eval-set.ts; wheat always brings gluten. The last
 * lines (from the lupin ones on) were added after the lexicon was written, so lupin, sesame and peanuts are
 * covered more than once; they were labelled before being run.
 */
export const EVAL_LINES = `
500 g hvedemel | wheat |
200 g durum hvedemel | wheat |
150 g speltmel | wheat |
1 dl semuljegryn | wheat |
2 dl bulgur | wheat |
2 dl couscous | wheat |
400 g spaghetti | wheat |
250 g ægnudler | wheat eggs |
1 dl rasp | wheat |
4 skiver franskbrød | wheat |
4 rundstykker | wheat |
1 pakke butterdej | wheat | milk
200 g rugmel | gluten |
2 skiver rugbrød | gluten | wheat
100 g havregryn | gluten |
150 g perlebyg | gluten |
33 cl pilsner | gluten |
1 l sødmælk | milk |
2 dl letmælk | milk |
2 dl piskefløde | milk |
1 dl madlavningsfløde | milk |
2 dl creme fraiche 18 % | milk |
50 g smør | milk |
125 g revet ost | milk |
150 g feta i tern | milk |
2 dl kærnemælk | milk |
2 dl græsk yoghurt | milk |
200 g flødeost | milk |
1 dl skyr | milk |
100 g revet parmesan | milk |
1 l laktosefri maelk | milk |
4 æg | eggs |
1 æg til pensling | eggs |
3 æggeblommer | eggs |
2 æggehvider | eggs |
2 hårdkogte aeg | eggs |
400 g laks | fish |
2 marinerede sild | fish |
1 dåse tun i vand | fish |
500 g torskefilet | fish |
4 ansjoser | fish |
200 g røget laks | fish |
1/2 l fiskefond | fish | celery
1 spsk fiskesauce | fish |
400 g rejer i lage | crustaceans |
12 tigerrejer | crustaceans |
1 kogt hummer | crustaceans |
1 kg blåmuslinger | molluscs |
300 g blæksprutte | molluscs |
8 kammuslinger | molluscs |
2 spsk østerssauce | molluscs | wheat soy
100 g mandler | tree-nuts |
50 g hasselnødder | tree-nuts |
75 g valnødder | tree-nuts |
2 spsk pinjekerner | tree-nuts |
100 g cashewnødder | tree-nuts |
50 g pistacienødder | tree-nuts |
200 g marcipan | tree-nuts |
3 dl mandeldrik | tree-nuts |
100 g saltede peanuts | peanuts |
2 spsk peanutbutter | peanuts |
2 spsk jordnøddeolie | peanuts |
3 spsk sojasauce | soy wheat |
200 g tofu | soy |
4 dl sojadrik | soy |
1 spsk sesamolie | sesame |
2 spsk sesamfrø | sesame |
1 spsk sennep | mustard |
1 spsk grov sennep | mustard |
1 tsk sennepsfrø | mustard |
3 spsk mayonnaise | eggs | mustard
2 spsk remoulade | eggs | mustard
1 glas pesto | milk tree-nuts |
2 stilke bladselleri | celery |
1 knoldselleri | celery |
1 l grøntsagsbouillon | | celery
1 hønsebouillonterning | | celery wheat
5 dl hønsefond | | celery
2 tsk karry | | mustard celery
2 spsk rød karrypasta | | crustaceans
100 g lupinmel | lupin |
2 dl tør hvidvin | sulphites |
1 dl rødvin | sulphites |
2 spsk hvidvinseddike | sulphites |
100 g tørrede abrikoser | sulphites |
16 æbleskiver (frost) | wheat eggs milk |
100 g mørk chokolade | | milk soy
500 g glutenfri pasta | |
5 dl havredrik | gluten |
4 dl kokosmælk | |
1 løg, hakket | |
2 fed hvidløg | |
1 kg kartofler | |
2 gulerødder | |
1 porre | |
1 bundt persille | |
2 spsk olivenolie | |
2 spsk rapsolie | |
3 dl ris | |
1 citron, saft og revet skal | |
1 tsk salt | |
friskkværnet peber | |
1 dåse hakkede tomater | |
1 spsk sukker | |
2 laurbærblade | |
1 tsk stødt spidskommen | |
1 spsk majsstivelse | |
1/2 tsk revet muskatnød | |
1 agurk | |
200 g ærter | |
1 spsk kartoffelmel | |
200 g vindruer | |
1 spsk æblecidereddike | |
1 dåse smørbønner | |
2 æbler | |
1 glas lupinbønner | lupin |
2 spsk lupinprotein | lupin |
2 spsk tahin | sesame |
4 sesamboller | wheat sesame |
2 spsk peanutolie | peanuts |
`
