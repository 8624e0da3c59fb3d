// Hungarian ingredient lines written by hand for this project, labelled before the Hungarian lexicon.
export const LANGUAGE = 'hu'

/**
 * `ingredient line | contains | often`, as in allergen-eval-set.ts; wheat always brings gluten. The last
 * lines (from the lupin ones on) were added after the lexicon was written, so lupin, sesame and peanuts are
 * covered more than once; they were labelled before being run.
 */
export const EVAL_LINES = `
50 dkg finomliszt | wheat |
30 dkg rétesliszt | wheat |
25 dkg búzaliszt (BL55) | wheat |
20 dkg tönkölybúzaliszt | wheat |
10 dkg búzadara | wheat |
20 dkg kuszkusz | wheat |
10 dkg bulgur | wheat |
50 dkg spagetti | wheat |
25 dkg négytojásos cérnametélt | wheat eggs |
50 dkg nokedli | wheat eggs |
1 bögre tarhonya | wheat eggs |
2 zsemle | wheat |
10 dkg zsemlemorzsa | wheat |
4 szelet kenyér | wheat |
1 csomag leveles tészta | wheat | milk
1 csomag réteslap | wheat |
10 dkg rozsliszt | gluten |
1 bögre zabpehely | gluten |
20 dkg árpagyöngy | gluten |
1 üveg sör | gluten |
5 dl tej | milk |
1 l teljes tej | milk |
2 dl habtejszín | milk |
2 dl főzőtejszín | milk |
3 dl tejföl | milk |
2 dl tejfol | milk |
5 dkg vaj | milk |
25 dkg túró | milk |
15 dkg reszelt sajt | milk |
10 dkg trappista sajt | milk |
1 doboz mozzarella | milk |
2 dl natúr joghurt | milk |
5 dl kefir | milk |
1 l laktózmentes tej | milk |
4 tojás | eggs |
3 tojas | eggs |
1 tojás a kenéshez | eggs |
3 tojássárgája | eggs |
2 tojásfehérje | eggs |
4 főtt tojás, felkarikázva | eggs |
50 dkg lazacfilé | fish |
1 kg ponty | fish |
1 doboz tonhal | fish |
40 dkg tőkehalfilé | fish |
4 szardellafilé | fish |
20 dkg füstölt lazac | fish |
1 kg harcsa | fish |
1 ek halszósz | fish |
30 dkg garnélarák | crustaceans |
12 királyrák | crustaceans |
1 homár | crustaceans |
1 kg folyami rák | crustaceans |
1 kg kagyló | molluscs |
50 dkg fekete kagyló | molluscs |
30 dkg tintahal | molluscs |
20 dkg polip | molluscs |
2 ek osztrigaszósz | molluscs | wheat soy
10 dkg darált mandula | tree-nuts |
15 dkg darált dió | tree-nuts |
5 dkg darált mogyoró | tree-nuts | peanuts
2 ek fenyőmag | tree-nuts |
10 dkg kesudió | tree-nuts |
3 dkg pisztácia | tree-nuts |
20 dkg marcipán | tree-nuts |
3 dl mandulaital | tree-nuts |
10 dkg sós földimogyoró | peanuts |
2 ek mogyoróvaj | peanuts |
3 ek szójaszósz | soy wheat |
20 dkg tofu | soy |
4 dl szójaital | soy |
1 ek szezámolaj | sesame |
2 ek szezámmag | sesame |
1 ek mustár | mustard |
1 tk dijoni mustár | mustard |
1 tk mustármag | mustard |
3 ek majonéz | eggs | mustard
2 ek tartármártás | eggs | mustard
1 üveg pesto | milk tree-nuts |
2 szár szárzeller | celery |
1 zellergumó | celery |
1 db zeller | celery |
1 l zöldségalaplé | | celery
1 l húsleves | | celery
1 leveskocka | | celery wheat
1 tk curry | | mustard celery
2 ek vörös currypaszta | | crustaceans
10 dkg csillagfürtliszt | lupin |
2 dl száraz fehérbor | sulphites |
1 dl vörösbor | sulphites |
2 ek borecet | sulphites |
10 dkg aszalt sárgabarack | sulphites |
1 tábla étcsokoládé | | milk soy
1 tábla tejcsokoládé | milk | soy
50 dkg gluténmentes tészta | |
5 dl zabital | gluten |
4 dl kókusztej | |
1 fej vöröshagyma | |
3 gerezd fokhagyma | |
1 kg burgonya | |
2 sárgarépa | |
1 póréhagyma | |
1 csokor petrezselyemzöld | |
2 ek olívaolaj | |
3 ek napraforgóolaj | |
20 dkg rizs | |
1 citrom leve és reszelt héja | |
1 tk só | |
őrölt feketebors | |
1 ek pirospaprika | |
2 babérlevél | |
1 tk őrölt kömény | |
1 ek étkezési keményítő | |
1 csipet szerecsendió | |
1 kígyóuborka | |
20 dkg zöldborsó | |
50 dkg szőlő | |
1 ek almaecet | |
2 paradicsom | |
1 zöldpaprika | |
5 dkg kókuszreszelék | |
10 dkg tökmag | |
2 ek csillagfürtfehérje | lupin |
10 dkg csillagfürtbab | lupin |
2 ek tahini | sesame |
4 szezámmagos kifli | wheat sesame |
2 ek földimogyoró-olaj | peanuts |
`
