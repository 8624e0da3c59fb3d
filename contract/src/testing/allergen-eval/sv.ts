// Swedish ingredient lines written by hand for this project, labelled before the Swedish lexicon was written.
export const LANGUAGE = 'sv'

/**
 * `ingredient line | contains | often`, as in allergen-eval-set.ts; wheat always brings gluten. The last
 * lines (from the lupin ones on) were added after the lexicon was written, so lupin, sesame and peanuts are
 * covered more than once; they were labelled before being run.
 */
export const EVAL_LINES = `
3 dl vetemjöl | wheat |
2 dl grahamsmjöl | wheat |
1 dl dinkelmjöl | wheat |
2 dl mannagryn | wheat |
3 dl matvete | wheat |
3 dl bulgur | wheat |
3 dl couscous | wheat |
400 g spaghetti | wheat |
250 g äggnudlar | wheat eggs |
1 dl ströbröd | wheat |
4 skivor rostbröd | wheat |
1 paket smördeg | wheat | milk
4 skivor knäckebröd | gluten | wheat
1 dl rågmjöl | gluten |
3 dl havregryn | gluten |
2 dl korngryn | gluten |
33 cl ljust öl | gluten |
5 dl mjölk | milk |
2 dl standardmjölk | milk |
2 dl vispgrädde | milk |
1 dl matlagningsgrädde | milk |
2 dl gräddfil | milk |
2 dl crème fraiche | milk |
50 g smör | milk |
1 msk smor till stekning | milk |
2 dl riven västerbottensost | milk |
150 g riven ost | milk |
1 paket fetaost | milk |
3 dl filmjölk | milk |
2 dl turkisk yoghurt | milk |
200 g keso | milk |
5 dl laktosfri mjölk | milk |
4 ägg | eggs |
1 agg till pensling | eggs |
2 äggulor | eggs |
3 äggvitor | eggs |
2 hårdkokta ägg | eggs |
400 g laxfilé | fish |
1 burk ansjovis | fish |
2 filéer inlagd sill | fish |
400 g torskfilé | fish |
1 burk tonfisk i vatten | fish |
1 fiskbuljongtärning | fish | celery
2 msk Kalles kaviar | fish |
1 msk fisksås | fish |
300 g skalade räkor | crustaceans |
500 g räkor med skal | crustaceans |
1 kg kräftor | crustaceans |
1 kokt hummer | crustaceans |
1 kg blåmusslor | molluscs |
200 g bläckfisk | molluscs |
4 pilgrimsmusslor | molluscs |
2 msk ostronsås | molluscs | wheat soy
1 dl mandelmjöl | tree-nuts |
100 g sötmandel | tree-nuts |
50 g hackade hasselnötter | tree-nuts |
1 dl valnötter | tree-nuts |
2 msk pinjenötter | tree-nuts |
1 dl cashewnötter | tree-nuts |
200 g mandelmassa | tree-nuts |
2 dl mandeldryck | tree-nuts |
1 dl salta jordnötter | peanuts |
2 msk jordnötssmör | peanuts |
3 msk japansk soja | soy wheat |
200 g tofu | soy |
4 dl sojadryck | soy |
1 msk sesamolja | sesame |
2 msk sesamfrön | sesame |
1 msk senap | mustard |
1 msk grov senap | mustard |
1 tsk senapsfrön | mustard |
2 msk majonnäs | eggs | mustard
1 dl remouladsås | eggs | mustard
1 burk pesto | milk tree-nuts |
2 stjälkar blekselleri | celery |
1/2 rotselleri | celery |
1 grönsaksbuljongtärning | | celery wheat
5 dl kycklingbuljong | | celery
1 tsk curry | | mustard celery
2 msk röd currypasta | | crustaceans
1 dl lupinmjöl | lupin |
2 dl torrt vitt vin | sulphites |
1 dl rödvin | sulphites |
1 msk vitvinsvinäger | sulphites |
1 dl torkade aprikoser | sulphites |
100 g mörk choklad | | milk soy
500 g glutenfri pasta | |
5 dl havredryck | gluten |
4 dl kokosmjölk | |
2 dl äggfri majonnäs | | mustard
1 gul lök, hackad | |
2 vitlöksklyftor | |
1 kg fast potatis | |
2 morötter | |
1 purjolök | |
1 knippe dill | |
2 msk rapsolja | |
2 dl jasminris | |
1 citron, saft och rivet skal | |
1 tsk salt | |
1 krm svartpeppar | |
1 burk krossade tomater | |
1 msk strösocker | |
2 lagerblad | |
1 tsk kummin | |
1 msk potatismjöl | |
1 gurka | |
1 påse frysta ärter | |
1 krm muskotnöt | |
2 dl svarta vinbär | |
1 burk smörbönor | |
1 äggplanta | |
1 msk ättika | |
250 g ostronskivling | |
1 burk lupinbönor | lupin |
1 msk lupinprotein | lupin |
2 msk tahini | sesame |
4 sesambullar | wheat sesame |
2 msk jordnötsolja | peanuts |
`
